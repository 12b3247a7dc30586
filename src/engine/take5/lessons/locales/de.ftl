# Die Lektionen von 6 nimmt!: der Titel jeder Lektion, worauf man achten soll
# (intro) und was gerade geschehen ist (outro).

take5-lesson-1-title = Das Beispiel Schritt für Schritt
take5-lesson-1-intro = Die Reihen sind 9 12 21, 19 24, 33 42 50 57 und 69 72 81. Alice, Bob, Celia und David spielen die 23, die 88, die 7 und die 64. Geh Schritt für Schritt weiter, um zu sehen, wohin jede Karte kommt.
take5-lesson-1-outro = Jede Karte kam hinter das höchste Reihenende unter ihr: Die 88 war die sechste Karte ihrer Reihe, also nahm Bob fünf Karten, und Celias 7 war niedriger als jede Reihe, also nahm sie eine Reihe. Starte Lektion 2 oder eine neue Partie, um diese Regeln selbst zu spielen.

take5-lesson-2-title = Die sechste Karte
take5-lesson-2-intro = Die erste Reihe enthält schon fünf Karten. Achte darauf, was mit Bens 7 geschieht, die in diese Reihe gehört.
take5-lesson-2-outro = Bens 7 wäre die sechste Karte der ersten Reihe gewesen, also nahm er deren fünf Karten, und die 7 beginnt die Reihe neu. Spiel weiter: Halte deine Karten von Reihen fern, die schon fünf Karten enthalten.

take5-lesson-3-title = Eine Karte, niedriger als jede Reihe
take5-lesson-3-intro = Deine 8 ist niedriger als die letzte Karte jeder Reihe, also musst du eine ganze Reihe nehmen. Vergleiche, was jede Reihe kostet, und nimm die billigste.
take5-lesson-3-outro = Welche Reihe du auch nimmst, ihre Karten und deren Hornochsen gehören dann dir, und deine 8 beginnt diese Reihe; die billigste Reihe ist die mit den wenigsten Hornochsen. Spiel danach die Runde weiter.

take5-lesson-4-title = Hornochsen zählen
take5-lesson-4-intro = Die Karten tragen Hornochsen: Die 55 hat 7; andere Vielfache von 11 haben 5; Vielfache von 10 haben 3; andere Vielfache von 5 haben 2; jede andere Karte hat 1. Bens 3 ist zu niedrig, also nimmt er die Reihe, die die wenigsten Hornochsen kostet.
take5-lesson-4-outro = Ben nahm Reihe 2, deren 10 und 15 zusammen 3 + 2 = 5 Hornochsen tragen, die wenigsten aller Reihen. Jeder Hornochse, den du nimmst, zählt am Ende gegen dich: Spiel weiter und halte deine Summe niedrig.

take5-lesson-5-title = Das Ende bei 66 Hornochsen
take5-lesson-5-intro = Mit den Regeln aus der Schachtel hat eine Partie keine feste Zahl von Runden: Sie endet nach der Runde, in der jemand 66 oder mehr Hornochsen hat, und wer die wenigsten hat, gewinnt. Diese Partie ist schon weit fortgeschritten: Ben hat 58 Hornochsen, Dev 62. Geh Schritt für Schritt weiter, um zu sehen, wohin Bens 56 kommt.
take5-lesson-5-outro = Bens 56 war die sechste Karte von Reihe 3, also nahm er 50 51 52 53 55, 13 Hornochsen, und hat nun 71: Die Partie endet mit dieser Runde. Spiel deine letzten beiden Karten; danach werden die Hornochsen zusammengezählt, und wer die wenigsten hat, gewinnt.

take5-lesson-6-title = Bekannte Karten
take5-lesson-6-intro = Mit bekannten Karten verwenden vier Spieler nur die Karten 1 bis 44, und alle werden ausgeteilt: Jede Karte, die du nicht siehst, ist in der Hand eines anderen Spielers, also kannst du genau abzählen. Schalte den Kartenzähler ein (eine Anzeigeoption über dem Tisch), um die Liste zu sehen. Geh Schritt für Schritt durch den ersten Zug.
take5-lesson-6-outro = Reihe 1 enthält jetzt 1 2 3 4, und dort landen die Karten 5 bis 11. Du hältst sie alle außer der 9, also ist die 9 die einzige andere Karte, die dort landen kann: Spielst du die 5, 6, 7 oder 8, ist deine ihre fünfte Karte, und die 9 wäre, falls sie in diesem Zug kommt, die sechste. So lässt sich jede Reihe die ganze Partie lang abzählen; spiel weiter bis 66 Hornochsen.
