# Words every game's texts share.

# A seat without a name, numbered from 1.
engine-seat = Seat { $number }
