# Mühle: was geschah, mit der Regel dahinter.
#
# $name, $victim: der Name eines Platzes. Wer selbst spielt, liest den
# eigenen Platz als „You“: Nach diesem Namen (`[You]`) wählt man die
# Formen mit „du“. $field, $from, $to: ein Punkt (A1 … G7); $mill: eine
# Linie wie A1-D1-G1.

morris-started-preset = Die Partie beginnt aus einer vorgegebenen Stellung; { $name ->
        [You] du ziehst
       *[player] { $name } zieht
    } zuerst.
morris-started-empty = Das Brett ist leer und jeder Spieler hat 9 Steine in der Hand; { $name ->
        [You] du setzt
       *[player] { $name } setzt
    } zuerst.
# $in_hand: die Steine, die dieser Platz noch setzen muss.
morris-placed = { $name ->
        [You] Du setzt
       *[player] { $name } setzt
    } einen Stein auf { $field } ({ $in_hand ->
        [0] keiner mehr in der Hand
       *[other] noch { $in_hand } in der Hand
    }).
morris-moved = { $name ->
        [You] Du ziehst
       *[player] { $name } zieht
    } einen Stein von { $from } auf den Nachbarpunkt { $to }.
morris-flew = { $name ->
        [You] Du hast
       *[player] { $name } hat
    } nur noch 3 Steine, also darf der Stein auf { $from } springen: Er springt auf { $to }.
# Derselbe Zug hat zwei Mühlen geschlossen; dies ist die zweite.
morris-mill-second = { $name ->
        [You] Du schließt
       *[player] { $name } schließt
    } auch die Mühle { $mill }, aber auch mit zwei Mühlen auf einmal wird nur ein Stein geschlagen.
morris-mill-closed = { $name ->
        [You] Du schließt
       *[player] { $name } schließt
    } die Mühle { $mill }: drei Steine in einer Reihe, also wird ein gegnerischer Stein geschlagen.
# $victim: wessen Stein geschlagen wurde.
morris-taken-outside-mills = { $name ->
        [You] Du schlägst
       *[player] { $name } schlägt
    } { $victim ->
        [You] deinen Stein
       *[player] den Stein von { $victim }
    } auf { $field }; er gehörte zu keiner geschlossenen Mühle, also durfte er geschlagen werden.
morris-taken-all-in-mills = { $name ->
        [You] Du schlägst
       *[player] { $name } schlägt
    } { $victim ->
        [You] deinen Stein
       *[player] den Stein von { $victim }
    } auf { $field }; { $victim ->
        [You] jeder deiner Steine
       *[player] jeder Stein von { $victim }
    } stand in einer Mühle, also durfte jeder beliebige geschlagen werden.
morris-phase-placing = { $name ->
        [You] Du setzt
       *[player] { $name } setzt
    } wieder Steine.
morris-phase-moving = { $name ->
        [You] Du hast alle 9 Steine gesetzt und ziehst
       *[player] { $name } hat alle 9 Steine gesetzt und zieht
    } von nun an einen Stein auf einen freien Nachbarpunkt.
morris-phase-flying = { $name ->
        [You] Du hast nur noch 3 Steine und darfst
       *[player] { $name } hat nur noch 3 Steine und darf
    } jetzt springen: Ein Stein darf auf jeden freien Punkt ziehen.
morris-blocked = { $name ->
        [You] Du hast
       *[player] { $name } hat
    } keinen erlaubten Zug: Jeder Stein ist eingesperrt.
morris-move-limit = Das war Zug { $moves }, der letzte erlaubte, und niemand hat gewonnen: Die Partie endet unentschieden.
morris-draw = Die Partie endet unentschieden.
# $why: eine der Meldungen morris-why-… unten.
morris-win = { $name ->
        [You] Du gewinnst
       *[player] { $name } gewinnt
    }, weil { $why }.
# Warum die Partie gewonnen ist (ein Nebensatz, Verb am Ende); $name ist
# der Verlierer.
morris-why-took-seven = { $name ->
        [You] du nur noch 2 Steine hast und keine Mühle mehr bilden kannst
       *[player] { $name } nur noch 2 Steine hat und keine Mühle mehr bilden kann
    }
morris-why-blocked = { $name ->
        [You] du nicht mehr ziehen kannst
       *[player] { $name } nicht mehr ziehen kann
    }
morris-why-move-limit = die Höchstzahl an Zügen erreicht ist
morris-why-forfeit = { $name ->
        [You] du ausgeschieden bist
       *[player] { $name } ausgeschieden ist
    }
# $reason: warum der Platz ausscheidet, in Worten von außerhalb des Spiels.
morris-forfeited = { $name ->
        [You] Du bist ausgeschieden ({ $reason }) und verlierst
       *[player] { $name } ist ausgeschieden ({ $reason }) und verliert
    } die Partie.

## Warum ein Zug abgelehnt wird (auf dem Bildschirm gezeigt und vom
## Schiedsrichter ausgegeben): „du“ ist die Seite am Zug. PLACE,
## PLACE&TAKE, MOVE und MOVE&TAKE sind die Wörter der Befehle selbst und
## bleiben, wie sie sind.

# $in_hand: die Steine, die die Seite am Zug noch setzen muss.
morris-error-still-placing = du hast noch { $in_hand ->
        [one] { $in_hand } Stein
       *[other] { $in_hand } Steine
    } zu setzen: Verwende PLACE oder PLACE&TAKE
morris-error-all-placed = du hast alle 9 Steine gesetzt: Verwende MOVE oder MOVE&TAKE
morris-error-not-yours = auf { $from } steht keiner deiner Steine
morris-error-not-empty = der Punkt { $to } ist nicht frei
morris-error-not-adjacent = { $to } ist kein Nachbarpunkt von { $from } (springen darf nur, wer nur noch 3 Steine hat)
morris-error-place-no-mill = dieses Setzen schließt keine Mühle, also darf nicht geschlagen werden: Verwende PLACE
morris-error-move-no-mill = dieser Zug schließt keine Mühle, also darf nicht geschlagen werden: Verwende MOVE
morris-error-nothing-to-take = dieser Zug schließt eine Mühle, aber der Gegner hat keinen Stein auf dem Brett, der geschlagen werden könnte, also ist er nicht erlaubt
# $command: PLACE oder MOVE, das Wort des Befehls selbst.
morris-error-must-take = dieser Zug schließt eine Mühle: Verwende { $command }&TAKE
morris-error-no-opponent-stone = auf { $field } steht kein gegnerischer Stein
morris-error-in-mill = der Stein auf { $field } steht in einer Mühle und darf nicht geschlagen werden, solange ein anderer gegnerischer Stein außerhalb von Mühlen steht
morris-error-game-over = die Partie ist vorbei
# $seat: die Nummer des Platzes am Zug, 0 oder 1.
morris-error-not-your-turn = Platz { $seat } ist am Zug
# $command: der abgelehnte Befehl, wie er geschrieben wurde (MOVE;A1;A4);
# $reason: eine der Meldungen morris-error-… oben.
morris-error-illegal = { $command } ist nicht erlaubt: { $reason }

## Die Probleme einer vorgegebenen Stellung, den Lehrenden in der
## Werkstatt gezeigt. $colour: white oder black (Platz 0, Weiß, beginnt).

morris-error-move-limit-zero = die Höchstzahl an Zügen muss mindestens 1 sein
morris-error-side-to-move = am Zug muss Platz 0 (Weiß) oder Platz 1 (Schwarz) sein
morris-error-listed-twice = { $field } ist für { $colour ->
        [white] Weiß
       *[black] Schwarz
    } doppelt aufgeführt
morris-error-both-seats = { $field } ist beiden Seiten zugeteilt, Weiß und Schwarz
morris-error-too-many-in-hand = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } kann nicht mehr als 9 Steine in der Hand haben (hier { $count })
morris-error-too-many-taken = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } kann nicht mehr als 9 Steine geschlagen haben (hier { $count })
# Die Steine einer Farbe müssen zusammen 9 ergeben.
morris-error-stone-count = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hat { $on_board } auf dem Brett, { $in_hand } in der Hand und { $lost } verloren: Das ergibt { $total }, nicht 9
# $moves: die schon gespielten Züge; $limit: die Höchstzahl an Zügen.
morris-error-moves-at-limit = { $moves ->
        [one] { $moves } Zug wurde bereits gespielt
       *[other] { $moves } Züge wurden bereits gespielt
    }: Die Partie hat ihre Höchstzahl von { $limit ->
        [one] { $limit } Zug
       *[other] { $limit } Zügen
    } erreicht
# $left: 2 oder weniger.
morris-error-down-to = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hat nur noch { $left ->
        [one] { $left } Stein
       *[other] { $left } Steine
    }: Die Partie ist bereits vorbei
morris-error-blocked = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug, hat aber keinen erlaubten Zug: Die Partie ist bereits vorbei
morris-error-already-over = in dieser Stellung ist die Partie bereits vorbei

# Der Name des Spiels.
morris-name = Mühle
