# 6 nimmt!: was jedes Ereignis einer Partie bedeutet, wie es das Protokoll
# der Partie erklärt. Die Reihen heißen 1 bis 4. $person ist „you“, wenn
# der Platz „You“ heißt (Variante mit „du“), sonst „other“. $cows zählt
# Hornochsen (Minuspunkte); eine Karte heißt nach ihrer Zahl („die 23“).

## Eine vorbereitete Kartenverteilung, die nicht verwendet werden kann

take5-preset-ignored = Die vorbereitete Kartenverteilung konnte nicht verwendet werden ({ $reason }), daher wurden die Karten stattdessen gemischt.
take5-preset-not-allowed = die Regeln lassen diese Verteilung nicht zu

## Eine Runde wird ausgeteilt

take5-dealt = Runde { $round } beginnt { $how }: { $rows }, und jeder Spieler erhält { $hand ->
    [one] { $hand } Karte.
   *[other] { $hand } Karten.
}
take5-dealt-under-way = { $dealt } Das Spiel ist schon weit fortgeschritten; bisherige Hornochsen: { $cows }.
take5-deal-all = mit allen 104 Karten, frisch gemischt
take5-deal-known = mit den Karten 1 bis { $deck }, frisch gemischt und alle ausgeteilt
take5-deal-prepared = mit einer vorbereiteten Kartenverteilung
take5-rows-start = die vier Reihen beginnen mit { $cards }
take5-rows-hold = die vier Reihen enthalten { $rows }

## Ein Zug

take5-chose = { $person ->
    [you] Du hast eine Karte gewählt und hältst sie verdeckt.
   *[other] { $name } hat eine Karte gewählt und hält sie verdeckt.
}
take5-revealed = Alle decken ihre Karte auf: { $cards }. Die Karten werden von der niedrigsten bis zur höchsten angelegt.
take5-placed = Die { $card } ({ $name }) kommt in Reihe { $row } hinter die { $after }, das höchste Reihenende darunter.
take5-row-taken = Reihe { $row } hatte schon fünf Karten, also wäre die { $card } die sechste: { $person ->
    [you] Du nimmst
   *[other] { $name } nimmt
} { $cards } ({ $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
}), und die { $card } beginnt Reihe { $row } neu.
take5-must-pick = Die { $card } ist niedriger als die letzte Karte jeder Reihe, also { $person ->
    [you] musst du eine Reihe nehmen.
   *[other] muss { $name } eine Reihe nehmen.
}
take5-row-picked = { $person ->
    [you] Du nimmst
   *[other] { $name } nimmt
} Reihe { $row } ({ $cards }, { $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
}), und die { $card } ist nun die einzige Karte von Reihe { $row }.
take5-row-picked-for-out = { $person ->
    [you] Du bist ausgeschieden, also wird die Reihe mit den wenigsten Hornochsen für dich genommen
   *[other] { $name } ist ausgeschieden, also wird die Reihe mit den wenigsten Hornochsen automatisch genommen
}: Reihe { $row } ({ $cards }, { $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
}), und die { $card } ist nun die einzige Karte von Reihe { $row }.

## Das Ende einer Runde und des Spiels

take5-round-scored = Runde { $round } ist vorbei; die genommenen Hornochsen werden zusammengezählt: { $scores }.
take5-round-scored-limit = Runde { $round } ist vorbei; die genommenen Hornochsen werden zusammengezählt: { $scores }. Das Spiel endet, sobald jemand, der noch im Spiel ist, am Ende einer Runde { $limit } oder mehr Hornochsen hat.
take5-round-seat = { $name } { $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
} (insgesamt { $total })
# Akkusativ: „hat 1 Hornochsen“, „hat 70 Hornochsen“.
take5-cow-limit-one = { $person ->
    [you] Du hast
   *[other] { $name } hat
} { $cows } Hornochsen und damit am Ende einer Runde { $limit } oder mehr, also endet das Spiel hier.
take5-cow-limit-many = { $seats } haben am Ende einer Runde { $limit } oder mehr Hornochsen, also endet das Spiel hier.
take5-seat-cows = { $name } ({ $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
})
take5-last-in-game = { $person ->
    [you] Nur noch du bist im Spiel, also endet das Spiel mit dieser Runde.
   *[other] Nur noch { $name } ist im Spiel, also endet das Spiel mit dieser Runde.
}
# $reason kommt vom Schiedsrichter, auf Englisch.
take5-disqualified = { $person ->
    [you] Du bist disqualifiziert ({ $reason }): Deine Karten werden weggelegt, und du landest auf dem letzten Platz.
   *[other] { $name } ist disqualifiziert ({ $reason }): Die Karten werden weggelegt, und { $name } landet auf dem letzten Platz.
}
take5-game-over = Das Spiel ist vorbei; wer die wenigsten Hornochsen hat, gewinnt: { $ranking }.
take5-rank-out = { $rank }. { $name } (disqualifiziert)
# Dativ: „mit 1 Hornochsen“, „mit 5 Hornochsen“.
take5-rank-cows = { $rank }. { $name } mit { $cows } Hornochsen

## Abgelehnte Züge: warum die Regeln die Aktion eines Spielers ablehnen
# Die Plätze zählen hier ab 0, die Reihen von 0 bis 3 (die Nummern des
# Schiedsrichters).

take5-error-game-over = das Spiel ist vorbei
take5-error-no-such-seat = es gibt keinen Platz { $seat }
take5-error-disqualified = der Spieler auf Platz { $seat } ist disqualifiziert
take5-error-not-your-turn = der Spieler auf Platz { $seat } hat gerade nichts zu tun
take5-error-waits-for-cards = das Spiel wartet darauf, dass Karten ausgespielt werden
take5-error-waits-for-row = das Spiel wartet darauf, dass eine Reihe genommen wird
take5-error-not-in-hand = die { $card } ist nicht auf der Hand
take5-error-no-such-row = es gibt keine Reihe { $row }; die Reihen gehen von 0 bis 3

## Was an einer Kartenverteilung falsch ist, die eine Lehrkraft im Studio vorbereitet
# Die Reihen zählen hier von 1 bis 4 und die Hände ab 1; jedes Problem
# beginnt klein (das Studio schreibt sie hintereinander).

# Wo eine Karte liegt, mit Präposition und Dativ („in Reihe 2“).
take5-error-place-row = in Reihe { $row }
take5-error-place-hand = in der Hand von Platz { $hand }
take5-error-not-a-card = { $card } ist keine Karte (die Karten gehen von 1 bis { $top })
take5-error-twice-in = die { $card } liegt zweimal { $place }
take5-error-in-two-places = die { $card } liegt { $first } und { $second }
take5-error-row-empty = Reihe { $row } hat keine Karte: eine Reihe enthält 1 bis 5 Karten
take5-error-row-too-long = Reihe { $row } enthält { $cards } Karten: eine Reihe enthält 1 bis 5 (eine sechste Karte nimmt sie)
take5-error-row-order = Reihe { $row } muss von links nach rechts aufsteigen: die { $card } kommt nach der { $before }
take5-error-too-many-rows = Karten liegen in { $rows } Reihen, es gibt aber nur 4
take5-error-hand-count = die Verteilung hat { $hands ->
    [one] { $hands } Hand
   *[other] { $hands } Hände
} für { $seats } Spieler
take5-error-hand-size = eine Hand muss 1 bis 10 Karten enthalten, nicht { $cards }
take5-error-hand-sizes-differ = alle Hände müssen gleich viele Karten enthalten: diese hat { $cards }, die anderen { $size }
take5-error-cow-count = die Verteilung enthält Hornochsen für { $given } Spieler, nicht für { $seats }

# Der Name des Spiels.
take5-name = 6 nimmt!
