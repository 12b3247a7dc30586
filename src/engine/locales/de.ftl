# Wörter, die die Texte aller Spiele teilen.

engine-seat = Platz { $number }
