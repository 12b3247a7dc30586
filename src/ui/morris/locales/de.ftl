# Mühle auf dem Bildschirm.

ui-morris-summary = Setze, ziehe und springe mit deinen neun Steinen, schließe Mühlen und schlage die Steine des Gegners – gegen eine KI oder einen Freund, mit Lektionen.

## Die Wörter des Spielbildschirms für Mühle (die GameUi-Teile der gemeinsamen Oberfläche)

# Das Formular für eine neue Partie: der eigene Platz gegen eine KI, der
# Platz einer KI hinter ihrem Namen und die Beschriftung eines Namens an
# einem Gerät.
ui-morris-person-seat-white = Weiß (beginnt)
ui-morris-person-seat-black = Schwarz
ui-morris-seat-label-white = Weiß
ui-morris-seat-label-black = Schwarz
ui-morris-name-label-white = Name des Spielers mit Weiß
ui-morris-name-label-black = Name des Spielers mit Schwarz
ui-morris-undo-button = Meinen letzten Zug rückgängig machen
ui-morris-moving-status = Die Steine ziehen…

## Der Bildschirm (game_ui.rs): die Statuszeile, Ablehnungen, das Endfeld

# Die Farbe jedes Platzes, die zugleich sein Name ist.
ui-morris-colour-white = Weiß
ui-morris-colour-black = Schwarz
# Nach dem Modus in der Zeile über dem Brett.
ui-morris-progress = Zug { $move } von { $moves }
ui-morris-taken-back = Der Zug wurde zurückgenommen: Wähle noch einmal.
# $why: warum der gedrückte Stein nicht geschlagen werden kann, ein Satz der Engine.
ui-morris-take-highlighted = { $why } Wähle einen der hervorgehobenen Steine zum Schlagen.
# $field: ein Punkt (A1 … G7).
ui-morris-stuck = Der Stein auf { $field } kann nicht ziehen: Kein Nachbarpunkt ist frei.
ui-morris-opponent-stone = Auf { $field } steht ein gegnerischer Stein. Wähle einen deiner eigenen Steine zum Ziehen.
ui-morris-choose-stone-first = Wähle zuerst einen deiner Steine, dann den Punkt, auf den er ziehen soll.
# Die Statuszeile. $name: der Name des Platzes, „You“ für die Person an
# diesem Gerät (Schlüssel der Auswahl); $colour: ui-morris-colour-….
ui-morris-thinking = { $name } ({ $colour }) überlegt…
ui-morris-prompt-take = { $name ->
    [You] Du ({ $colour }) schließt
   *[other] { $name } ({ $colour }) schließt
} eine Mühle mit dem Stein auf { $field }: Wähle einen gegnerischen Stein zum Schlagen (drück noch einmal auf diesen Punkt, um den Zug zurückzunehmen).
# $in_hand: die Steine, die dieser Platz noch setzen muss.
ui-morris-prompt-place = { $name ->
    [You] Du bist am Zug ({ $colour })
   *[other] { $name } ({ $colour })
}: Setze einen Stein auf einen freien Punkt (noch { $in_hand } in der Hand).
ui-morris-prompt-move = { $name ->
    [You] Du bist am Zug ({ $colour })
   *[other] { $name } ({ $colour })
}: Wähle einen Stein, der auf einen freien Nachbarpunkt ziehen soll.
ui-morris-prompt-fly = { $name ->
    [You] Du ({ $colour }) hast nur noch 3 Steine und darfst
   *[other] { $name } ({ $colour }) hat nur noch 3 Steine und darf
} springen: Wähle einen Stein, dann einen beliebigen freien Punkt.
# $from: der Punkt des aufgenommenen Steins.
ui-morris-prompt-where = { $name ->
    [You] Du bist am Zug ({ $colour })
   *[other] { $name } ({ $colour })
}: Wähle, wohin der Stein auf { $from } zieht (drück noch einmal auf ihn oder Esc, um ihn zurückzustellen).
# Die Überschrift des Endfelds und die Spalten seiner Tabelle.
ui-morris-draw = Unentschieden
ui-morris-wins = { $name ->
    [You] Du ({ $colour }) gewinnst
   *[other] { $name } ({ $colour }) gewinnt
}
ui-morris-column-colour = Farbe
ui-morris-column-taken = Geschlagene Steine

## Das Brett (board.rs)

ui-morris-board = Spielbrett
# Was auf einem Punkt steht, aus Sicht der Person an diesem Gerät.
ui-morris-stone-none = leer
ui-morris-stone-yours = dein Stein
ui-morris-stone-opponent = gegnerischer Stein
# Wenn niemand an diesem Gerät spielt; $side: white oder black.
ui-morris-stone-colour = { $side ->
    [white] weißer Stein
   *[black] schwarzer Stein
}
# Der zugängliche Name eines Punkts: der Punkt, dann was darauf steht
# ($stone: eine der ui-morris-stone-…).
ui-morris-point = { $field }, { $stone }
ui-morris-point-in-mill = { $field }, { $stone }, in einer Mühle
# Dann was ein Druck darauf bewirkt; $point: ui-morris-point oder -point-in-mill.
ui-morris-point-role = { $point }, { $role ->
    [place] du kannst hier einen Stein setzen
    [movable] kann ziehen
    [selected] aufgenommen
    [target] du kannst hierhin ziehen
    [victim] kann geschlagen werden
   *[protected] geschützt
}
# Der Tooltip einer geschlossenen Mühle; $mill: ihre Punkte, etwa A1-D1-G1.
ui-morris-mill-title = { $side ->
    [white] Mühle { $mill } von Weiß
   *[black] Mühle { $mill } von Schwarz
}

## Die Felder der Plätze (players.rs) und die Anzeigeoption (drawing.rs)

# Was ein Platz in seinen Zügen tut.
ui-morris-phase-placing = Setzen · { $in_hand } in der Hand
ui-morris-phase-moving = Ziehen auf Nachbarpunkte
ui-morris-phase-flying = Springen: nur noch 3 Steine, darf auf jeden freien Punkt springen
# Zugänglicher Name und Überschrift eines Felds; $name und $colour wie in
# der Statuszeile.
ui-morris-player = { $name ->
    [You] Du
   *[other] { $name }
}, { $colour }
ui-morris-player-heading = { $name ->
    [You] Du
   *[other] { $name }
} · { $colour }
# Nach dem „Du“ oder „KI · schwer“ des Felds.
ui-morris-to-move = { " · " }am Zug
# Gefolgt von einer Reihe kleiner Steine.
ui-morris-in-hand = In der Hand: { $count }{ " " }
ui-morris-in-hand-stones = { $count ->
    [one] { $count } Stein in der Hand
   *[other] { $count } Steine in der Hand
}
ui-morris-taken = Geschlagen: { $count }{ " " }
# Die gegnerischen Steine, die ein Platz geschlagen hat, nach ihrer Farbe.
ui-morris-taken-white = { $count ->
    [one] { $count } weißer Stein geschlagen
   *[other] { $count } weiße Steine geschlagen
}
ui-morris-taken-black = { $count ->
    [one] { $count } schwarzer Stein geschlagen
   *[other] { $count } schwarze Steine geschlagen
}
ui-morris-show-names = Punktnamen anzeigen

## Der Stellungseditor des Studios (setup_form.rs, studio_ui.rs)

# Die Steine einer Farbe, die zusammen 9 ergeben müssen.
ui-morris-setup-sum = { $board } auf dem Brett + { $hand } in der Hand + { $lost } verloren = { $total } von 9
# Die Schaltfläche eines Punkts; $on: empty, white oder black.
ui-morris-setup-point = Punkt { $field }: { $on ->
    [white] weiß
    [black] schwarz
   *[empty] leer
}
ui-morris-setup-position = Die Stellung
ui-morris-setup-hint = Drück auf einen Punkt, um einen weißen Stein daraufzusetzen, noch einmal für einen schwarzen und noch einmal, um ihn zu leeren.
ui-morris-setup-points = Punkte
# $side: white oder black.
ui-morris-setup-in-hand = { $side ->
    [white] Weiße Steine in der Hand
   *[black] Schwarze Steine in der Hand
}
ui-morris-setup-taken = { $side ->
    [white] Von Weiß geschlagene Steine
   *[black] Von Schwarz geschlagene Steine
}
# $colour: ui-morris-colour-…; $sum: ui-morris-setup-sum.
ui-morris-setup-count = { $colour }: { $sum }
ui-morris-setup-to-move = Am Zug
ui-morris-setup-moves = Bereits gespielte Züge
ui-morris-setup-clear = Brett leeren

## Die Regelseite (rules.rs)

ui-morris-rules-intro = Zwei Spieler, Weiß und Schwarz, bringen je neun Steine auf ein Brett mit 24 Punkten. Wer drei Steine in eine Reihe bringt, darf einen Stein der Gegenseite schlagen; wer nur noch zwei Steine hat oder gar nicht mehr ziehen kann, hat verloren.
ui-morris-rules-board = Das Brett
ui-morris-rules-squares = Das Brett besteht aus drei ineinanderliegenden Quadraten. Die Mitte jeder Seite ist mit der Mitte derselben Seite des nächsten Quadrats verbunden, sodass die vier Verbindungslinien vom äußeren zum inneren Quadrat laufen. Jede Ecke und jede Seitenmitte der drei Quadrate ist ein Punkt, auf dem ein Stein stehen kann: insgesamt 24 Punkte.
# Die Beschreibung der Zeichnung für Screenreader.
ui-morris-rules-diagram = Das Brett: drei ineinanderliegende Quadrate, ihre Seitenmitten durch vier kurze Linien verbunden, 24 Punkte mit den Namen A1 bis G7.
ui-morris-rules-names = Ein Punkt heißt nach dem Buchstaben seiner Spalte, A bis G von links nach rechts, und der Ziffer seiner Reihe, 1 bis 7 von unten nach oben. Das äußere Quadrat hat die Ecken A1, G1, G7 und A7, das mittlere B2, F2, F6 und B6, das innere C3, E3, E5 und C5.
ui-morris-rules-neighbours = Zwei Punkte sind Nachbarn, wenn eine Linie sie ohne Punkt dazwischen verbindet: zum Beispiel D1 und D2 oder A4 und B4. Die Mitte des Bretts ist leer, daher sind D3 und D5 keine Nachbarn, und C4 und E4 ebenso wenig. Ecken haben zwei Nachbarn, Seitenmitten drei, auf dem mittleren Quadrat vier.
ui-morris-rules-mills = Mühlen
ui-morris-rules-mills-intro = Drei Punkte auf einer geraden Linie, die eine Seite eines Quadrats bilden, oder die drei Punkte einer Verbindungslinie bilden eine Mühle. Es gibt 16 davon:
# $mills: die Mühlen, etwa „A1-D1-G1, A4-B4-C4, …“.
ui-morris-rules-rows = Reihen: { $mills }
ui-morris-rules-columns = Spalten: { $mills }
ui-morris-rules-no-middle = Keine Linie führt durch die leere Mitte des Bretts, daher gehören C4 mit E4 oder D3 mit D5 nie zu einer Mühle.
ui-morris-rules-placing = Setzen
ui-morris-rules-placing-text = Zu Beginn ist das Brett leer. Weiß beginnt, dann sind die Spieler abwechselnd am Zug. Solange ein Spieler noch Steine in der Hand hat, setzt er in seinem Zug einen davon auf einen beliebigen freien Punkt. Jeder Spieler setzt alle neun, einen pro Zug, und geschlagene Steine kommen nie in die Hand zurück.
ui-morris-rules-moving = Ziehen
ui-morris-rules-moving-text = Hat ein Spieler alle neun Steine gesetzt, schiebt er in seinem Zug einen seiner Steine entlang einer Linie auf einen freien Nachbarpunkt. Steine springen nie übereinander hinweg.
ui-morris-rules-flying = Springen
ui-morris-rules-flying-text = Ein Spieler, der nur noch genau drei Steine hat (sechs wurden geschlagen), darf springen: Ein Stein kann auf jeden freien Punkt des Bretts ziehen, ob Nachbarpunkt oder nicht. Der andere Spieler zieht normal weiter, bis auch er nur noch drei hat.
ui-morris-rules-taking = Eine Mühle schließen und schlagen
ui-morris-rules-close = Ein Setzen oder Ziehen, das aus deinen eigenen Steinen eine Mühle bildet, schließt sie. Der gerade angekommene Stein muss zur neuen Mühle gehören; der Punkt, den ein Stein gerade verlassen hat, zählt nicht. Wer also einen Stein aus einer Mühle heraus- und wieder hineinzieht, schließt sie erneut.
ui-morris-rules-take-one = Wer eine Mühle schließt, schlägt genau einen Stein des anderen Spielers vom Brett. Ein Stein, der zwei Mühlen auf einmal schließt, schlägt trotzdem nur einen.
ui-morris-rules-protected = Steine, die in einer geschlossenen Mühle stehen, sind geschützt: Du musst einen Stein schlagen, der in keiner Mühle steht. Nur wenn jeder Stein des Gegners in einer Mühle steht, darfst du einen beliebigen davon schlagen.
ui-morris-rules-nothing-to-take = Hat der Gegner überhaupt keinen Stein auf dem Brett, ist ein Setzen oder Ziehen, das eine Mühle schließen würde, nicht erlaubt: Es gäbe nichts zu schlagen.
ui-morris-rules-end = Das Ende der Partie
ui-morris-rules-checks = Nach jedem Zug prüfen die Regeln in dieser Reihenfolge:
ui-morris-rules-check-limit = War es der 200. Zug der Partie (100 für jeden Spieler)? Dann endet die Partie unentschieden, außer eine der beiden nächsten Prüfungen macht daraus einen Sieg.
ui-morris-rules-check-seven = Hat der ziehende Spieler jetzt sieben Steine geschlagen, sodass dem Gegner nur noch zwei bleiben? Dann gewinnt er: Zwei Steine können nie wieder eine Mühle bilden.
ui-morris-rules-check-blocked = Hat der Gegner keinen erlaubten Zug, weil jeder seiner Steine eingeschlossen ist? Dann gewinnt der ziehende Spieler.
ui-morris-rules-end-notes = Ein Sieg im 200. Zug zählt also trotzdem als Sieg; nur ein 200. Zug, der nichts gewinnt, endet unentschieden. Wer setzt oder springt, findet immer einen freien Punkt; blockiert werden kann also nur, wer zieht und dabei vier oder mehr Steine hat.
ui-morris-rules-protocol = Das Bot-Protokoll
# Die Befehle (PLACE;D2 …) sind die Wörter des Protokolls selbst.
ui-morris-rules-protocol-text = Auch Programme können spielen, mit den Textbefehlen der CodinGame-Version: PLACE;D2 oder PLACE&TAKE;D2;A7 beim Setzen, MOVE;D2;D3 oder MOVE&TAKE;D2;D3;A7 beim Ziehen oder Springen. Ein Zug, der eine Mühle schließt, existiert nur in seiner TAKE-Form. In jedem Zug liest ein Bot den letzten Befehl des Gegners, das ganze Brett und die Liste seiner erlaubten Befehle und antwortet innerhalb von 50 Millisekunden (1 Sekunde für seine erste Antwort) mit einem davon; jede andere Antwort verliert die Partie. Die Bot-Protokollansicht auf der Spielseite zeigt genau diese Zeilen für die aktuelle Stellung.
ui-morris-rules-see = Sieh sie in Aktion
ui-morris-rules-lessons = Jede Lektion zeigt eine dieser Regeln an einem echten Brett, Schritt für Schritt, und lässt dich dann dort weiterspielen, wo die Partie weitergeht:
