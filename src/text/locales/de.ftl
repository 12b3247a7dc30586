# Die Wörter, die Listen und Meldungen teilen.

text-list-and = { $first } und { $last }
