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
