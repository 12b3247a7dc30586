# The words every list and message shares.

# A list's last two items ("Ann, Bob and Cy"); $first holds the items
# before, already joined with commas.
text-list-and = { $first } and { $last }
