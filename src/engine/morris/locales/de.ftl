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
