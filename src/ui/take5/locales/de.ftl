# 6 nimmt! auf dem Bildschirm.

ui-take5-summary = Spiele deine Karten so, dass du möglichst wenige Hornochsen sammelst – gegen KIs oder Freunde, mit Lektionen.

## Der Tisch: die Reihen, die Spielerfelder und die Hand

# Die kurze Zahl der Hornochsen, auf engem Raum gezeichnet: unter dem Namen
# einer Reihe und im Feld eines Spielers.
ui-take5-cows-short = { $cows ->
    [one] { $cows } Ochse
   *[other] { $cows } Ochsen
}
ui-take5-progress = Runde { $round } von { $rounds } · Zug { $turn } von { $turns }
# Die Regeln aus der Schachtel: Das Spiel endet, wenn jemand $limit erreicht.
ui-take5-progress-limit = Runde { $round }, bis { $limit } Hornochsen · Zug { $turn } von { $turns }
ui-take5-cannot-play = Die Karte { $card } kann jetzt nicht ausgespielt werden.
ui-take5-cannot-take = Reihe { $row } kann jetzt nicht genommen werden.
# $name ist „You“ für die Person an diesem Gerät (Schlüssel der Auswahl).
ui-take5-prompt-pick = Die { $card } ist niedriger als die letzte Karte jeder Reihe: { $name ->
    [You] Wähle eine Reihe, die du nimmst.
   *[other] { $name }, wähle eine Reihe, die du nimmst.
}
ui-take5-prompt-picking = { $name } sucht sich eine Reihe aus…
ui-take5-prompt-card = { $name ->
    [You] Wähle eine Karte zum Ausspielen.
   *[other] { $name }, wähle eine Karte zum Ausspielen.
}
ui-take5-prompt-ais = Die KIs wählen ihre Karten…
# Dativ: „mit 1 Hornochsen“, „mit 12 Hornochsen“.
ui-take5-winner = { $name ->
    [You] Du gewinnst
   *[other] { $name } gewinnt
} mit { $cows } Hornochsen
ui-take5-winners = { $names } teilen sich den ersten Platz mit { $cows } Hornochsen
ui-take5-out = ausgeschieden
ui-take5-column-rounds = { $rounds ->
    [1] Hornochsen in Runde 1
   *[other] Hornochsen in den Runden 1–{ $rounds }
}
ui-take5-column-total = Hornochsen insgesamt
ui-take5-cow-heads = Hornochsen
ui-take5-play-card = Karte { $card } ausspielen
ui-take5-hand-face-down = die { $card } liegt verdeckt bereit, die anderen wählen noch
ui-take5-hand-choose = wähle eine Karte zum Ausspielen
ui-take5-hand-empty = Keine Karten mehr auf dieser Hand.
ui-take5-your-hand = Deine Hand
ui-take5-hand-of = Hand von { $name }
ui-take5-card-title = { $card }, { $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
}
ui-take5-row = Reihe { $row }
ui-take5-take-row = Reihe { $row } nehmen
# Akkusativ: „für 1 Hornochsen“.
ui-take5-row-for = { $cards } für { $cows } Hornochsen
ui-take5-revealed = aufgedeckte Karte { $card }
ui-take5-face-down = eine verdeckte Karte
ui-take5-players = Spieler
ui-take5-seat-out = ausgeschieden
ui-take5-seat-picking = muss eine Reihe nehmen
ui-take5-seat-chosen = Karte gewählt
ui-take5-seat-choosing = wählt…
ui-take5-cards-left = { $count } auf der Hand
ui-take5-table = Tisch: { $rows }. Spieler: { $seats }.
ui-take5-list-sep = { "; " }
ui-take5-table-row = Reihe { $row }: { $cards } ({ $cows ->
    [one] { $cows } Hornochse
   *[other] { $cows } Hornochsen
})
ui-take5-table-seat = { $name } mit { $cows } Hornochsen und { $left ->
    [one] { $left } Karte
   *[other] { $left } Karten
} auf der Hand

## Der Kartenzähler

ui-take5-counter = Kartenzähler
ui-take5-counter-tip = Die Karten, die du in dieser Runde noch nicht gesehen hast, und was in jeder Reihe landet
ui-take5-counter-about = Gezählt aus den Karten dieser Runde, die du gesehen hast (die ersten Karten der Reihen und jede aufgedeckte Karte), und deinen eigenen. Eine Karte landet in der Reihe, deren letzte Karte die höchste darunter ist; eine Karte, die niedriger ist als jede Reihe, nimmt eine Reihe und beginnt sie neu, was diese Bereiche verschiebt.
ui-take5-counter-not-shown = Noch nicht gezeigte Karten dieser Runde ({ $count }): { $cards }.
ui-take5-counter-unseen-hands = Für dich ungesehen: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, alle auf den Händen der anderen Spieler: { $cards }.
ui-take5-counter-unseen-out = Für dich ungesehen: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, auf den Händen der anderen Spieler oder mit einem ausgeschiedenen Spieler beiseitegelegt: { $cards }.
ui-take5-counter-unseen-undealt = Für dich ungesehen: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, auf den Händen der anderen Spieler oder in dieser Runde nicht ausgeteilt: { $cards }.
ui-take5-counter-all-seen = Du hast alle Karten dieser Runde gesehen.
ui-take5-counter-row-full = Reihe { $row } ist voll: Die nächste Karte, die dort landet, nimmt sie.
ui-take5-counter-row-holds = Reihe { $row } enthält { $len ->
    [one] { $len } Karte
   *[other] { $len } Karten
}: Die { $taker }. Karte, die dort landet, nimmt sie.
ui-take5-counter-row-none = { $state } Im Moment landet dort keine Karte.
ui-take5-counter-row-lands = { $state } Karten, die jetzt dort landen: { $range }; { $unseen }.
ui-take5-counter-row-lands-not-mine = { $state } Karten, die jetzt dort landen: { $range }; { $unseen }, keine davon deine.
ui-take5-counter-row-lands-mine = { $state } Karten, die jetzt dort landen: { $range }; { $unseen }, deine: { $mine }.
ui-take5-counter-only = nur die { $card }
ui-take5-counter-range = { $low } bis { $high }
ui-take5-counter-none-unseen = alle schon gesehen
ui-take5-counter-some-unseen = { $count } ungesehen ({ $cards })
ui-take5-counter-many-unseen = { $count } ungesehen

## Der Aufbau-Editor der Werkstatt

ui-take5-setup-deal = Die Kartenverteilung
ui-take5-setup-hint = Gib die Karten als Zahlen ein, getrennt durch Leerzeichen: bei einer Reihe die älteste Karte zuerst.
ui-take5-setup-hand-size = Karten pro Hand
ui-take5-setup-deal-again = Neu austeilen
ui-take5-setup-seat = Platz { $seat }
ui-take5-setup-hand = Hand von Platz { $seat }
ui-take5-setup-cows = Hornochsen von Platz { $seat }
ui-take5-quoted = „{ $word }“
ui-take5-not-cards = { $count ->
    [one] { $words } ist keine Karte
   *[other] { $words } sind keine Karten
}: Gib Zahlen von 1 bis { $deck } ein, getrennt durch Leerzeichen oder Kommas
ui-take5-not-cows = { $text } ist keine Anzahl Hornochsen: Gib eine ganze Zahl ein, zum Beispiel 12

## Die Regelseite

ui-take5-rules-intro = Zwei bis zehn Spieler versuchen, möglichst wenige Hornochsen zu sammeln (auf CodinGame vier). Die Hornochsen, die du nimmst, werden zusammengezählt, und die niedrigste Summe gewinnt. Bei gleicher Summe teilt man sich den Platz. Wie lange eine Partie dauert, hängt von den gewählten Regeln ab:
ui-take5-rules-colon = { ": " }
ui-take5-rules-cards = Die Karten
ui-take5-rules-deck = Das Spiel besteht aus den Karten 1 bis 104, jede genau einmal. Jede Karte zeigt einige Hornochsen:
ui-take5-rules-cards-column = Karten
ui-take5-rules-cows-column = Hornochsen je Karte
ui-take5-rules-elevens = Andere Vielfache von 11 (11, 22, 33, 44, 66, 77, 88, 99)
ui-take5-rules-tens = Vielfache von 10 (10, 20, … 100)
ui-take5-rules-fives = Andere Vielfache von 5 (5, 15, 25, … 95)
ui-take5-rules-others = Alle anderen Karten
ui-take5-rules-total = Das ganze Spiel enthält 171 Hornochsen.
ui-take5-rules-round = Eine Runde
ui-take5-rules-deal = Alle 104 Karten werden gemischt (mit bekannten Karten nur die Karten 1 bis 10 × Spielerzahl + 4: Sie werden alle ausgeteilt). Vier Karten beginnen die vier Reihen auf dem Tisch, und jeder Spieler erhält zehn Karten. Die übrigen werden in dieser Runde nicht verwendet.
ui-take5-rules-choose = In jedem der zehn Züge wählt jeder Spieler geheim eine Karte aus seiner Hand. Dann decken alle ihre Karte gleichzeitig auf.
ui-take5-rules-order = Die aufgedeckten Karten werden einzeln an die Reihen angelegt, von der niedrigsten bis zur höchsten.
ui-take5-rules-fit = Eine Karte kommt an die Reihe, deren letzte Karte die höchste ist, die noch unter ihr liegt: die am nächsten passende.
ui-take5-rules-sixth = Liegen in dieser Reihe schon fünf Karten, wäre deine Karte die sechste. Du nimmst die fünf Karten (ihre Hornochsen zählen gegen dich), und deine Karte beginnt die Reihe neu.
ui-take5-rules-too-low = Ist deine Karte niedriger als die letzte Karte jeder Reihe, passt sie nirgends. Du wählst eine beliebige Reihe, nimmst alle ihre Karten, und deine Karte beginnt diese Reihe. Die Karten, die im selben Zug nach deiner gespielt werden, können daran angelegt werden.
ui-take5-rules-one-choice = Nur die niedrigste Karte eines Zuges kann überhaupt eine Wahl erfordern, also wählt pro Zug höchstens ein Spieler eine Reihe. Karten, die du nimmst, kommen nie auf deine Hand zurück.
ui-take5-rules-tips = Tipps
ui-take5-rules-tip-counter = Der Kartenzähler (eine Anzeigeoption des Spiels, standardmäßig aus) listet die Karten auf, die du in dieser Runde noch nicht gesehen hast, und für jede Reihe die Karten, die jetzt dort landen, und welche davon sie nehmen würde. Mit bekannten Karten sind die ungesehenen Karten genau die Hände der anderen Spieler.
ui-take5-rules-tip-lengths = Achte auf die Länge der Reihen: Eine Reihe mit vier Karten ist gefährlich für den nächsten Spieler, dessen Karte dort passt.
ui-take5-rules-tip-cost = Wenn du eine Reihe nehmen musst, vergleiche, was jede Reihe kostet. Eine lange Reihe einfacher Karten kann günstiger sein als eine kurze Reihe mit der 55.
ui-take5-rules-see = Sieh sie in Aktion
ui-take5-rules-lessons = Jede Lektion zeigt diese Regeln an einem echten Tisch, Schritt für Schritt, und lässt dich dann weiterspielen:

## Die Wörter des Spielbildschirms für 6 nimmt! (die GameUi-Teile der gemeinsamen Oberfläche)

# Das Formular für eine neue Partie: der eigene Platz gegen KIs (die anderen
# Plätze und Namen tragen die Wörter der gemeinsamen Oberfläche).
ui-take5-person-seat = Platz 1
ui-take5-undo-button = Meine letzte Karte rückgängig machen
ui-take5-moving-status = Die Karten werden gelegt…
ui-take5-rule-set-codingame = CodinGame-Regeln: fünf Runden
ui-take5-rule-set-codingame-about = Fünf Runden, jede aus allen 104 Karten gegeben; wer nach der fünften Runde die wenigsten Hornochsen hat, gewinnt.
ui-take5-rule-set-to-66 = Regeln aus der Schachtel: bis 66 Hornochsen
ui-take5-rule-set-to-66-about = Es werden Runden gespielt, bis jemand am Ende einer Runde 66 oder mehr Hornochsen hat; wer die wenigsten hat, gewinnt.
ui-take5-rule-set-known-cards = Bekannte Karten: bis 66 Hornochsen
ui-take5-rule-set-known-cards-about = Nur die Karten 1 bis 10 × Spielerzahl + 4 werden verwendet, also wird jede Karte ausgeteilt und du kannst genau abzählen, welche die anderen halten; gespielt wird bis 66 Hornochsen.
