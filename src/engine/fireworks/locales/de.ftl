# Feuerwerk: was jedes Ereignis einer Runde sagt (events.rs), und die Namen
# der Farben und Karten in diesen Sätzen (cards.rs).
#
# Der Name eines Spielers ist „You“ für die Person, die liest: Die
# Auswahlen nach dem Namen ([You] / *[other]) geben ihr die Du-Formen.
# Eine Karte heißt nach Farbe und Wert, wie auf ihrer Vorderseite: „Rot 3“,
# „Bunt 5“.
# $unit ist „game“ an einem Standardtisch (ein einziges Spiel), sonst „round“.

## Farben und Karten

fireworks-card = { $colour ->
    [white] Weiß
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
   *[multicolour] Bunt
} { $level }

# Eine Farbe für sich, als Feuerwerk in einer Liste von Höhen: „Rot 5“.
fireworks-colour = { $colour ->
    [white] Weiß
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
   *[multicolour] Bunt
}

# „das rote Feuerwerk“ (nach „das“, Nominativ und Akkusativ).
fireworks-colour-firework = { $colour ->
    [white] weiße
    [red] rote
    [blue] blaue
    [green] grüne
    [yellow] gelbe
   *[multicolour] bunte
}

# „dass die Karte B rot ist“.
fireworks-colour-card = { $colour ->
    [white] weiß
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
   *[multicolour] bunt
}

# „dass die Karten B und D rot sind“.
fireworks-colour-cards = { $colour ->
    [white] weiß
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
   *[multicolour] bunt
}

fireworks-height = { $colour } { $height }

## Wörter in den Sätzen

# Eine Anzahl Karten: „jeder erhält fünf“.
fireworks-card-count = { $count ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
   *[other] viele
}

fireworks-you = du

fireworks-you-first = du

# Der wievielte Fehler: „der vierte Fehler“ (Nominativ).
fireworks-ordinal = { $n ->
    [1] erste
    [2] zweite
    [3] dritte
    [4] vierte
    [5] fünfte
   *[other] { $n }.
}

fireworks-tokens-now = { $tokens ->
    [0] keines mehr übrig
   *[other] jetzt { $tokens }
}

## Das Austeilen (Regeln 2 bis 4)

fireworks-begins-table = Das Spiel beginnt, alle spielen in einem Team: { $players }. { $first ->
    [You] Du fängst an
   *[other] { $first } fängt an
}

fireworks-begins-round-of = Runde { $round } von { $rounds } beginnt: { $out ->
    [You] Du setzt
   *[other] { $out } setzt
} aus. Am Tisch: { $players }. { $first ->
    [You] Du fängst an
   *[other] { $first } fängt an
}

fireworks-begins-round = Die Runde beginnt. Am Tisch: { $players }. { $first ->
    [You] Du fängst an
   *[other] { $first } fängt an
}

fireworks-deal-preset = Die Karten sind vorab festgelegt

fireworks-deal-shuffled = Die { $size } Karten werden gemischt, und jeder erhält { $count }

fireworks-hand-yours-unseen = du hältst { $count } Karten, die du nicht sehen kannst

fireworks-hand-unseen = { $name } hält { $count } Karten, die { $name } nicht sehen kann

fireworks-hand = { $name ->
    [You] du hältst
   *[other] { $name } hält
} { $cards } (Karten A bis { $last })

fireworks-unseen-card = eine für dich verdeckte Karte

fireworks-hands-then = { $hands }; { $hand }

fireworks-round-started = { $title }. { $deal }: { $hands }. Im Nachziehstapel { $deck ->
    [one] liegt { $deck } Karte
   *[other] liegen { $deck } Karten
}, auf dem Tisch { $tokens ->
    [one] liegt { $tokens } Hinweisplättchen
   *[other] liegen { $tokens } Hinweisplättchen
}, und der { $fatal } Fehler beendet { $unit ->
    [game] das Spiel
   *[round] die Runde
} (davor { $allowed ->
    [one] ist { $allowed } Fehler erlaubt
   *[other] sind { $allowed } Fehler erlaubt
}).

fireworks-sixth-colour = Bunt ist eine sechste Farbe: Hinweise dürfen sie nennen.

fireworks-rainbow = Bunt ist eine Regenbogenfarbe: Jeder Farbhinweis betrifft die bunten Karten, und kein Hinweis nennt Bunt.

## Hinweise (Regel 5, SAY)

fireworks-hint = { $by ->
    [You] Du gibst
   *[other] { $by } gibt
} { $to } den Hinweis, dass { $what } (ein Hinweisplättchen ausgegeben, { $now }).

fireworks-hint-to-you = { $by } gibt dir den Hinweis, dass { $what } (ein Hinweisplättchen ausgegeben, { $now }).

# Nebensätze nach „dass“: das Verb steht am Ende.
fireworks-hint-colour-one = { $to ->
    [You] deine Karte
   *[other] die Karte
} { $slots } { $colour } ist
fireworks-hint-level-one = { $to ->
    [You] deine Karte
   *[other] die Karte
} { $slots } eine { $level } ist
fireworks-hint-colour-all = { $to ->
    [You] deine Karten
   *[other] die Karten
} { $slots } alle { $colour } sind
fireworks-hint-level-all = { $to ->
    [You] deine Karten
   *[other] die Karten
} { $slots } alle { $level }er sind
fireworks-hint-colour-some = { $to ->
    [You] deine Karten
   *[other] die Karten
} { $slots } { $colour } sind
fireworks-hint-level-some = { $to ->
    [You] deine Karten
   *[other] die Karten
} { $slots } { $level }er sind
fireworks-hint-colour-not-one = { $slots } nicht { $colour } ist
fireworks-hint-level-not-one = { $slots } keine { $level } ist
fireworks-hint-colour-not-some = { $slots } nicht { $colour } sind
fireworks-hint-level-not-some = { $slots } keine { $level }er sind

fireworks-hint-and-not = { $yes } und { $no }

## Ausspielen, Fehler, Abwerfen, Nachziehen (Regeln 5 bis 7)

fireworks-played = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} { $card } (Karte { $slot }) aus: Sie kommt auf das { $colour } Feuerwerk, das jetzt bei { $height } steht.

fireworks-mistake = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} { $card } (Karte { $slot }) aus, aber { $fits }: { $count }. Die Karte wird abgeworfen.

fireworks-cannot-start = sie kann das { $colour } Feuerwerk nicht beginnen, denn es braucht eine 1
fireworks-cannot-go = sie passt nicht auf das { $colour } Feuerwerk, das bei { $height } steht

fireworks-mistake-ends = Das ist der { $fatal } Fehler, und er beendet sofort { $unit ->
    [game] das Spiel
   *[round] die Runde
}
fireworks-mistake-next-ends = ein Fehler, und der nächste (der { $fatal }) beendet { $unit ->
    [game] das Spiel
   *[round] die Runde
}
fireworks-mistake-left = ein Fehler; noch { $left } erlaubt, bevor der { $fatal } { $unit ->
    [game] das Spiel
   *[round] die Runde
} beendet

fireworks-team-scores-zero = Das Team erhält 0 Punkte.

fireworks-point-lost = { $name ->
    [You] Du verlierst
   *[other] { $name } verliert
} 1 Punkt ({ $mistakes } Fehler in dieser Runde).

fireworks-last-copy-start = Das war die letzte Karte { $card }: Das { $colour } Feuerwerk kann nicht mehr begonnen werden.
fireworks-last-copy = Das war die letzte Karte { $card }: Das { $colour } Feuerwerk kann nicht mehr über { $height } hinauskommen.

fireworks-discarded = { $name ->
    [You] Du wirfst
   *[other] { $name } wirft
} { $card } (Karte { $slot }) ab und { $name ->
    [You] bekommst
   *[other] bekommt
} ein Hinweisplättchen zurück ({ $now }).

fireworks-drew = { $name ->
    [You] Du ziehst
   *[other] { $name } zieht
} { $card } als neue Karte { $slot } ({ $deck ->
    [one] noch { $deck } Karte
   *[other] noch { $deck } Karten
} im Nachziehstapel).

fireworks-drew-yours = Du ziehst eine für dich verdeckte Karte als neue Karte { $slot } ({ $deck ->
    [one] noch { $deck } Karte
   *[other] noch { $deck } Karten
} im Nachziehstapel).

fireworks-drew-unseen = { $name } zieht eine neue Karte { $slot }, die { $name } nicht sehen kann ({ $deck ->
    [one] noch { $deck } Karte
   *[other] noch { $deck } Karten
} im Nachziehstapel).

## Das Ende einer Runde (Regeln 6, 8, 9, 13)

fireworks-completed = Das { $colour } Feuerwerk ist vollständig: Ein Hinweisplättchen kommt zurück ({ $now }).
fireworks-completed-full = Das { $colour } Feuerwerk ist vollständig, aber alle { $max } Hinweisplättchen liegen schon auf dem Tisch, also kommt keines zurück.

fireworks-last-card = { $name ->
    [You] Du hast
   *[other] { $name } hat
} die letzte Karte des Nachziehstapels gezogen: Jeder Spieler hat jetzt noch { $more } ({ $total } insgesamt, beginnend mit { $next ->
    [You] dir
   *[other] { $next }
}), dann endet { $unit ->
    [game] das Spiel
   *[round] die Runde
}.
fireworks-more-turns = { $each ->
    [one] { $each } Zug
   *[other] { $each } Züge
}
fireworks-one-more-turn = genau einen Zug
fireworks-discard-still = Abwerfen ist weiterhin erlaubt (es bringt ein Hinweisplättchen zurück).
fireworks-discard-over = Abwerfen ist nicht mehr erlaubt.

fireworks-last-turn = Das war der letzte Zug { $unit ->
    [game] des Spiels
   *[round] der Runde
}.
fireworks-final-turns = Bis zum Ende { $unit ->
    [game] des Spiels
   *[round] der Runde
} { $left ->
    [one] bleibt noch { $left } letzter Zug
   *[other] bleiben noch { $left } letzte Züge
}.

fireworks-forfeit-table = { $name ->
    [You] Du bist
   *[other] { $name } ist
} raus ({ $reason }): Das Spiel endet, das Team erhält 0 Punkte, und { $name ->
    [You] du landest
   *[other] { $name } landet
} auf dem letzten Platz.
fireworks-forfeit = { $name ->
    [You] Du bist
   *[other] { $name } ist
} raus ({ $reason }): { $name ->
    [You] Du erhältst
   *[other] { $name } erhält
} 0 Punkte für diese Runde, und die Runde endet.

# Warum eine Runde oder ein Spiel endete, nach „weil“ (Verb am Ende).
fireworks-why-all-complete = alle { $colours ->
    [6] sechs
   *[other] fünf
} Feuerwerke vollständig sind
fireworks-why-third-mistake = der dritte Fehler das Spiel beendet
fireworks-why-no-mistake-left = ein Fehler gemacht wurde, als keiner mehr erlaubt war
fireworks-why-final-turns = die letzten Züge gespielt sind
fireworks-why-forfeit = { $name ->
    [You] du aufgegeben hast
   *[other] { $name } aufgegeben hat
}
fireworks-why-someone-forfeited = ein Spieler aufgegeben hat

fireworks-round-over = Runde { $round } ist vorbei, weil { $why }. Die Feuerwerke erreichen Weiß { $white }, Rot { $red }, Blau { $blue }, Grün { $green } und Gelb { $yellow }: { $sums } = { $levels ->
    [one] { $levels } Stufenpunkt
   *[other] { $levels } Stufenpunkte
}. Jeder Spieler erhält 10 + die Stufenpunkte − seine eigenen Fehler: { $scores }.
fireworks-points-forfeited = { $name ->
    [You] du
   *[other] { $name }
} 0 (aufgegeben)
fireworks-points = { $name ->
    [You] du
   *[other] { $name }
} 10 + { $levels } = { $points }
fireworks-points-mistakes = { $name ->
    [You] du
   *[other] { $name }
} 10 + { $levels } − { $mistakes } Fehler = { $points }

fireworks-table-over = Das Spiel ist vorbei, weil { $why }. Die Feuerwerke erreichen { $heights }: { $scored }.
fireworks-table-fatal = Der dritte Fehler hat das Spiel beendet, also erhält das Team 0 Punkte (die Feuerwerke hatten { $height } von { $max } erreicht)
fireworks-table-forfeit = Eine Aufgabe hat das Spiel beendet, also erhält das Team 0 Punkte (die Feuerwerke hatten { $height } von { $max } erreicht)
fireworks-table-height = Das Team erhält die Gesamthöhe der Feuerwerke, { $score } von { $max }

## Das Ende des Spiels (Regel 10)

fireworks-game-over-table = Das Spiel ist vorbei: Das Team erzielt { $best }, und alle teilen sich den ersten Platz.
fireworks-game-over-table-forfeit = Das Spiel ist vorbei: Das Team erzielt { $best }; { $count ->
    [one] ein Spieler hat
   *[other] { $count } Spieler haben
} aufgegeben ({ $last }) und { $count ->
    [one] landet
   *[other] landen
} auf dem letzten Platz, die anderen teilen sich den ersten Platz.
fireworks-game-over = Das Spiel ist vorbei; die drei Runden jedes Spielers werden zusammengezählt, und die höchste Summe gewinnt: { $ranking }.
fireworks-rank = { $rank }. { $name ->
    [You] Du
   *[other] { $name }
} mit { $score }

## Warum die Regeln ein Ausspielen, Abwerfen oder einen Hinweis ablehnen (error.rs)

fireworks-error-game-over = das Spiel ist vorbei
fireworks-error-not-your-turn = Spieler { $seat } ist nicht am Zug
fireworks-error-no-such-slot = es gibt keine Position { $slot }; die Positionen sind A bis E
fireworks-error-empty-slot = Position { $slot } ist leer: Der Nachziehstapel war aufgebraucht, also kam keine Karte nach
fireworks-error-no-token = es ist kein Hinweisplättchen mehr übrig, also kann kein Hinweis gegeben werden
fireworks-error-tokens-full = alle { $max } Hinweisplättchen liegen auf dem Tisch, also darf nicht abgeworfen werden
fireworks-error-deck-empty = der Nachziehstapel ist leer, also darf nicht abgeworfen werden
fireworks-error-self-hint = niemand kann sich selbst einen Hinweis geben
fireworks-error-not-in-round = Spieler { $seat } spielt in dieser Runde nicht mit
# $colour: „keine Karte ist rot“.
fireworks-error-touches-no-colour = ein Hinweis muss mindestens eine Karte betreffen, und keine Karte dieser Hand ist { $colour }
fireworks-error-touches-no-level = ein Hinweis muss mindestens eine Karte betreffen, und keine Karte dieser Hand ist eine { $level }
fireworks-error-no-such-level = es gibt keine Stufe { $level }; die Stufen sind 1 bis 5
fireworks-error-no-such-colour = in diesem Spiel darf kein Hinweis { $colour } nennen
fireworks-error-outside-hand = an diesem Tisch hat jede Hand vier Karten (A bis D), also gibt es keine Karte { $slot }

## Was an einem im Studio vorbereiteten Tisch nicht stimmt (setup_check.rs)

fireworks-error-hands-count = es werden { $players } Hände gebraucht, nicht { $hands }
fireworks-error-mistakes-players = Fehler sind für { $given } Spieler angegeben, aber es spielen { $players }
fireworks-error-fireworks-count = { $given } Feuerwerke sind angegeben, aber der Kartensatz hat nur { $colours } Farben
# $cards: „keine Karte ist rot“; $firework: „das rote Feuerwerk“.
fireworks-error-no-colour-firework = keine Karte dieses Kartensatzes ist { $cards }, also gibt es das { $firework } Feuerwerk nicht
fireworks-error-height = das { $firework } Feuerwerk kann nicht bei { $height } stehen
fireworks-error-not-in-deck = die Karte { $card } gehört nicht zu diesem Kartensatz (er hat keine bunten Karten)
fireworks-error-too-many-copies = die Karte { $card } kommt öfter vor, als der Kartensatz sie enthält ({ $copies ->
    [one] { $copies } Exemplar
   *[other] { $copies } Exemplare
}; eine zu viel bei: { $place })
fireworks-error-hand-size = Hand { $hand } muss { $size } Karten haben, nicht { $count }
fireworks-error-deck-needs-card = der Nachziehstapel muss mindestens eine Karte enthalten
fireworks-error-max-tokens = höchstens { $max } Hinweisplättchen
fireworks-error-max-mistakes = { $allowed ->
    [one] höchstens { $allowed } Fehler darf schon gemacht sein
   *[other] höchstens { $allowed } Fehler dürfen schon gemacht sein
}: Fehler { $fatal } beendet das Spiel
fireworks-error-first = es gibt { $players } Spieler: Spieler { $first } kann nicht beginnen
fireworks-error-knowledge-hands = das Wissen ist für { $given } Hände angegeben, es gibt aber nur { $hands }
fireworks-error-knowledge-size = Hand { $hand } hat { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, nicht { $given }
fireworks-error-already-over = jedes Feuerwerk ist vollständig: Das Spiel ist schon vorbei

# Wo eine Karte eines vorbereiteten Tisches liegt; $colour: „Feuerwerk Rot“.
fireworks-error-place-firework = Feuerwerk { $colour }
fireworks-error-place-hand = Hand { $hand }
fireworks-error-place-deck = Nachziehstapel
fireworks-error-place-discards = Ablagestapel

# $card: „Karte B von Hand 2“; $known, $colour und $cards: „ist rot“.
fireworks-error-card-of-hand = Karte { $slot } von Hand { $hand }
fireworks-error-known-no-colour = es kann nicht bekannt sein, dass { $card } { $known } ist: Keine Karte dieses Kartensatzes ist { $cards }
fireworks-error-known-no-level = es kann nicht bekannt sein, dass { $card } eine { $level } ist: Die Stufen sind 1 bis 5
fireworks-error-known-other-level = { $card } ist eine { $level }, keine { $known }
fireworks-error-known-other-colour = { $card } ist { $colour }, nicht { $known }

# „Feuerwerk“ übersetzt den Namen der CodinGame-Variante; „Hanabi“ ist der
# Name eines verlegten Spiels, von dem dieses nur eine Variante ist.
fireworks-name = Feuerwerk
