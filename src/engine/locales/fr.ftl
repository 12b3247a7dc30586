# Les mots que partagent les textes de tous les jeux.

engine-seat = Place { $number }
