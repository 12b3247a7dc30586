# Feuerwerk auf dem Bildschirm.

ui-fireworks-summary = Zündet gemeinsam fünf Feuerwerke, ohne eure eigenen Karten zu sehen: Gebt Hinweise, spielt aus und werft ab – mit KI-Mitspielern, die ihre Züge erklären.

## Die Wörter des Spielbildschirms für Feuerwerk (die GameUi-Teile der gemeinsamen Oberfläche)

# Das Formular für eine neue Partie: der eigene Platz gegen KIs und der Platz
# einer KI hinter ihrem Namen.
ui-fireworks-person-seat = Spieler 2
ui-fireworks-seat-label = Spieler { $number }
ui-fireworks-undo-button = Meine letzte Aktion rückgängig machen
ui-fireworks-moving-status = Die Karten bewegen sich…
ui-fireworks-skip-button = Diese Runde überspringen
ui-fireworks-variant-one-round = Eine Runde (3 Spieler)
ui-fireworks-variant-match = Das CodinGame-Match (4 Runden, 4 Spieler, jeder setzt eine aus)
# MULTICOLOR ist der Name der Farbe im Bot-Protokoll.
ui-fireworks-rule-set-codingame = CodinGame-Feuerwerk
ui-fireworks-rule-set-codingame-about = Vier Spieler, vier Runden zu dritt; 12 Hinweisplättchen, der vierte Fehler beendet eine Runde, nach der letzten Karte noch drei Züge für jeden; 10 + die gespielten Stufen − deine eigenen Fehler.
ui-fireworks-rule-set-standard = Hanabi, Standardregeln
ui-fireworks-rule-set-standard-about = Eine Partie mit 2 bis 5 Spielern (5 Karten auf der Hand, ab vier Spielern 4); 8 Plättchen, der dritte Fehler beendet die Partie mit 0, nach der letzten Karte noch ein Zug für jeden; das Team erzielt die Höhe der Feuerwerke, von 25.
ui-fireworks-rule-set-six-colours = Hanabi mit einer sechsten Farbe
ui-fireworks-rule-set-six-colours-about = Die Standardregeln mit zehn MULTICOLOR-Karten (60 insgesamt) als gewöhnlicher sechster Farbe, die Hinweise nennen dürfen; von 30.
ui-fireworks-rule-set-rainbow = Hanabi mit Regenbogenkarten
ui-fireworks-rule-set-rainbow-about = Die Standardregeln mit zehn MULTICOLOR-Karten, die jeder Farbhinweis trifft und kein Hinweis nennt; von 30.

## Der Tisch, die Hände und die Bedienelemente (ui-fireworks-*)
# $colour ist der Schlüssel einer Farbe: white, red, blue, green, yellow, multicolour.
# Die Buchstaben auf den Karten und die Tasten (W, R, B, G, Y; r, w, b, g, y)
# sind die Anfangsbuchstaben der englischen Farbnamen: Sie bleiben.

# Eine Farbe allein: ein Hinweis („Hinweis an Bob: Rot“), die Beschreibung einer Karte.
ui-fireworks-colour = { $colour ->
    [white] Weiß
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
   *[multicolour] Bunt
}
# Eine Farbe in den Auswahllisten des Studios: „Rot“.
ui-fireworks-colour-title = { $colour ->
    [white] Weiß
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
   *[multicolour] Bunt
}
# Der Name einer Karte wie auf ihrer Vorderseite: „Rot 3“.
ui-fireworks-card = { $colour } { $level }
# Eine Farbe und eine Stufe: „Rot 3“.
ui-fireworks-colour-level = { $colour } { $level }
ui-fireworks-unknown = unbekannt
ui-fireworks-or = { $first } oder { $second }
ui-fireworks-and = { $first } und { $second }
ui-fireworks-card-own = Deine Karte { $slot }, { $what }
ui-fireworks-card-of = Karte { $slot } von { $name }, { $what }
ui-fireworks-could-be = Möglich: { $colours }; { $levels }
ui-fireworks-hand = Hand von { $name }
ui-fireworks-hand-own = Deine Hand (du kannst sie nicht sehen)
ui-fireworks-hand-unseen = Hand von { $name } (du kannst sie nicht sehen)
ui-fireworks-hand-heading = { $name } · { $role }
ui-fireworks-to-act = {" "}· ist am Zug
ui-fireworks-left = { $card } von { $name }: { $to ->
    [played] ausgespielt
    [mistake] Fehler
   *[discarded] abgeworfen
}
ui-fireworks-covered = Alle Hände bleiben verdeckt, bis die nächste Person das Gerät nimmt.
ui-fireworks-show-knowledge = Zeigen, was die Mitspieler wissen
ui-fireworks-show-reasons = Begründungen der KI im Protokoll
ui-fireworks-colour-symbols = Farbsymbole (Hilfe bei Farbenblindheit)
ui-fireworks-middle = Feuerwerke: { $heights }. Nachziehstapel: { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
}. Hinweisplättchen: { $tokens } von { $max }. Noch erlaubte Fehler bis zum Ende { $unit ->
    [game] der Partie
   *[round] der Runde
}: { $mistakes }.
ui-fireworks-deck = Stapel
ui-fireworks-tokens = { $tokens } von { $max } Plättchen
ui-fireworks-mistakes-left = noch { $count } Fehler
ui-fireworks-discard-pile = Ablagestapel
ui-fireworks-discards = Abgeworfen ({ $count })
ui-fireworks-none-yet = Noch keine.
ui-fireworks-lost = {" "}· verloren
ui-fireworks-last-copy = {" "}· letztes Exemplar
ui-fireworks-table-line = Hanabi · { $players } Spieler · Feuerwerke bei { $height } von { $max } · der dritte Fehler beendet die Partie mit 0
ui-fireworks-match-line = Runde { $round } von { $rounds } · { $name ->
    [You] du setzt aus
   *[other] { $name } setzt aus
} · Feuerwerke im Wert von { $levels ->
    [one] { $levels } Stufe
   *[other] { $levels } Stufen
}
ui-fireworks-round-line = Eine Runde zu dritt · Feuerwerke im Wert von { $levels ->
    [one] { $levels } Stufe
   *[other] { $levels } Stufen
}
ui-fireworks-scores = Runde und Punktestand
ui-fireworks-score = { $name ->
    [You] Du
   *[other] { $name }
}: { $score }
ui-fireworks-card-group = Karte { $slot }
ui-fireworks-play-card = Karte { $slot } ausspielen
ui-fireworks-play = { $slot } ausspielen
ui-fireworks-discard-card = Karte { $slot } abwerfen
ui-fireworks-discard = { $slot } abwerfen
ui-fireworks-hint-clue = Hinweis an { $mate }: { $clue }
ui-fireworks-hint-group = Hinweis an { $mate }
ui-fireworks-give-hint = Hinweis geben
ui-fireworks-matches-none = Ein Hinweis muss mindestens eine Karte treffen: Die ausgegrauten treffen keine Karte von { $mate }.

## Die Statuszeile und warum eine Eingabe abgelehnt wird (r, w, b, g, y, p, d, h sind Tasten)

ui-fireworks-progress = Runde { $round } von { $rounds } · Zug { $turn }
ui-fireworks-prompt-sits-out = { $person ->
    [You] Du setzt
   *[other] { $person } setzt
} diese Runde aus: Schau den anderen beim Spielen zu oder überspringe sie. { $name } denkt nach…
ui-fireworks-prompt-thinking = { $name } denkt nach…
ui-fireworks-prompt-turn = { $name ->
    [You] Du bist dran
   *[other] { $name }, du bist dran
}: Wähle eine deiner Karten, um sie auszuspielen oder abzuwerfen (Tasten p oder d, dann A–E), oder einen Mitspieler, um ihm einen Hinweis zu geben (Taste h).
ui-fireworks-prompt-card = { $name ->
    [You] Karte
   *[other] { $name }: Karte
} { $slot } ausspielen oder abwerfen (p oder d; Esc bricht ab).
ui-fireworks-prompt-play = { $name ->
    [You] Welche
   *[other] { $name }: Welche
} Karte ausspielen? Drücke A bis E.
ui-fireworks-prompt-discard = { $name ->
    [You] Welche
   *[other] { $name }: Welche
} Karte abwerfen? Drücke A bis E.
ui-fireworks-prompt-key-for = { $key } für { $name }
ui-fireworks-prompt-whom = { $name ->
    [You] Wem
   *[other] { $name }: Wem
} willst du einen Hinweis geben? Drücke { $keys }.
ui-fireworks-prompt-clue = { $name ->
    [You] Hinweis
   *[other] { $name }: Hinweis
} an { $mate } zu einer Farbe (r, w, b, g, y) oder einer Stufe (1–5).
ui-fireworks-prompt-touches = { $name ->
    [You] Der
   *[other] { $name }: Der
} Hinweis „{ $clue }“ trifft die Karten { $slots } von { $mate }. Gib den Hinweis (Enter) oder wähle einen anderen.
ui-fireworks-choose-clue-first = Wähle zuerst eine Farbe oder eine Stufe.
ui-fireworks-choose-card-first = Wähle zuerst eine deiner Karten.
ui-fireworks-hints-to-mate = Hinweise gehen an einen Mitspieler, der diese Runde spielt.
ui-fireworks-choose-mate-first = Wähle zuerst einen Mitspieler.
ui-fireworks-choose-hint-first = Wähle zuerst einen Mitspieler und eine Farbe oder eine Stufe.
ui-fireworks-slot-empty = Position { $slot } ist leer.
ui-fireworks-press-letter = Drücke den Buchstaben einer Karte, A bis E (Esc bricht ab).
ui-fireworks-press-mate = Drücke 1 oder 2, um den Mitspieler zu wählen (Esc bricht ab).
ui-fireworks-press-clue = Drücke r, w, b, g oder y für eine Farbe, 1 bis 5 für eine Stufe und Enter, um den Hinweis zu geben.

## Die Abschlussübersicht

ui-fireworks-end-round-column = Runde { $round } (Höhe { $height }/25)
ui-fireworks-end-rounds-column = Punkte pro Runde (Höhen { $heights } von 25)
ui-fireworks-end-game-score = Spielergebnis
ui-fireworks-end-points-mistakes = { $points } ({ $count } Fehler)
ui-fireworks-end-sat-out = hat ausgesetzt
ui-fireworks-end-one-round = Das Team hat in einer Runde { $height } von 25 Stufen gebaut
ui-fireworks-end-first = { $names } auf Platz 1 mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}
ui-fireworks-end-height-column = Höhe (von { $max })
ui-fireworks-end-team-score = Teamergebnis
ui-fireworks-end-zero = Die Feuerwerke erreichten { $height } von { $max }, aber das Team bekommt 0 Punkte
ui-fireworks-end-team = Das Team erreicht { $score } von { $max } Punkten

## Der Aufbau-Editor des Studios (Kartenbuchstaben: englische Anfangsbuchstaben)

ui-fireworks-setup-not-cards = { $count ->
    [one] { $words } ist keine Karte: Schreib den englischen Anfangsbuchstaben einer Farbe (W, R, B, G, Y, M) und eine Stufe von 1 bis 5, etwa R3
   *[other] { $words } sind keine Karten: Schreib den englischen Anfangsbuchstaben einer Farbe (W, R, B, G, Y, M) und eine Stufe von 1 bis 5, etwa R3
}
ui-fireworks-setup-deck = Nachziehstapel
ui-fireworks-setup-deck-top = Oberste Karten des Stapels
ui-fireworks-setup-deck-hint = In der Reihenfolge, in der sie gezogen werden, z. B. Y1 W2 R4.
ui-fireworks-setup-rest = Die übrigen Karten
ui-fireworks-setup-rest-shuffled = unter die obersten Karten gemischt
ui-fireworks-setup-rest-discarded = im Ablagestapel (der Nachziehstapel ist genau die Liste)
ui-fireworks-setup-discards = Ablagestapel
ui-fireworks-setup-discards-hint = Bereits abgeworfene Karten, z. B. G2 B1.
ui-fireworks-setup-seat = Platz { $seat }
ui-fireworks-setup-hand = Hand von Platz { $seat }
ui-fireworks-setup-hand-hint-4 = Positionen A bis D, z. B. R1 G3 B5 Y2 (M für Bunt).
ui-fireworks-setup-hand-hint-5 = Positionen A bis E, z. B. R1 G3 B5 Y2 W4 (M für Bunt).
ui-fireworks-setup-knows = Was Platz { $seat } über jede Karte weiß
ui-fireworks-setup-colour-unknown = Farbe?
ui-fireworks-setup-level-unknown = Stufe?
ui-fireworks-setup-colour-known = Platz { $seat }, Karte { $slot }: bekannte Farbe
ui-fireworks-setup-level-known = Platz { $seat }, Karte { $slot }: bekannte Stufe
ui-fireworks-setup-fireworks = Feuerwerke
ui-fireworks-setup-height = Höhe des Feuerwerks { $colour }
ui-fireworks-setup-absent = Spieler { $player } (nicht an diesem Tisch)
ui-fireworks-setup-tokens = Hinweisplättchen
ui-fireworks-setup-mistakes = Fehler
ui-fireworks-setup-mistakes-by = Fehler von Platz { $seat }
ui-fireworks-setup-first = Beginnt

## Die Regelseite

ui-fireworks-rules-intro = Feuerwerk ist ein Spiel, das ihr gemeinsam gewinnt. Drei Spieler bauen fünf Feuerwerke, eines pro Farbe, jedes von Stufe 1 bis Stufe 5. Der Clou: Du hältst deine Karten verkehrt herum, mit der Vorderseite von dir weg. Du siehst die Karten aller anderen, nur deine eigenen nicht, und erfährst über deine nur etwas durch die Hinweise deiner Mitspieler.
ui-fireworks-rules-cards-title = Die Karten
ui-fireworks-rules-cards = Fünf Farben (Weiß, Rot, Blau, Grün, Gelb), jede mit drei 1ern, zwei 2ern, zwei 3ern, zwei 4ern und einer 5: 50 Karten. Jede Karte zeigt den Buchstaben ihrer Farbe, den Anfangsbuchstaben des englischen Namens (W Weiß, R Rot, B Blau, G Grün, Y Gelb); die Einstellung für Farbenblinde fügt jeder Farbe ein Symbol hinzu.
ui-fireworks-rules-round-title = Eine Runde
ui-fireworks-rules-round-deal = Jeder der drei Spieler bekommt fünf Karten auf den Positionen A bis E; 35 bleiben im Nachziehstapel. Zu Beginn liegen 12 Hinweisplättchen auf dem Tisch, und 3 Fehler sind erlaubt: Der vierte beendet die Runde.
ui-fireworks-rules-round-turn = In deinem Zug tust du genau eines: einen Hinweis geben, eine Karte abwerfen oder eine Karte ausspielen.
ui-fireworks-rules-round-hint = Ein Hinweis kostet ein Hinweisplättchen. Du zeigst einem Mitspieler alle seine Karten einer Farbe oder einer Stufe – alle, und mindestens eine. Beide Hälften verraten etwas: Die nicht genannten Karten haben diese Farbe oder Stufe nicht. Kein Plättchen mehr, kein Hinweis.
ui-fireworks-rules-round-discard = Abwerfen bringt ein Plättchen zurück. Es ist nicht erlaubt, wenn alle 12 Plättchen auf dem Tisch liegen, und auch nicht mehr, sobald der Nachziehstapel leer ist.
ui-fireworks-rules-round-play = Ausspielen legt die Karte auf das Feuerwerk ihrer Farbe, wenn sie genau die nächste Stufe ist. Sonst ist es ein Fehler: Die Karte wird abgeworfen, es bleibt ein erlaubter Fehler weniger, und dir wird ein persönlicher Fehler angerechnet.
ui-fireworks-rules-round-draw = Nach dem Ausspielen oder Abwerfen ziehst du auf dieselbe Position nach. Ist der Nachziehstapel leer, bleiben geleerte Positionen leer.
ui-fireworks-rules-round-five = Ein Feuerwerk mit seiner 5 zu vollenden bringt ein Plättchen zurück, außer es liegen schon 12 da.
ui-fireworks-rules-round-end = Die Runde endet sofort beim vierten Fehler oder wenn alle fünf Feuerwerke vollständig sind. Zieht jemand die letzte Karte, hat jeder, diese Person eingeschlossen, noch drei Züge, dann endet die Runde.
ui-fireworks-rules-scoring-title = Wertung
ui-fireworks-rules-scoring = Jeder Spieler einer Runde bekommt 10 Punkte plus die Stufen auf den Feuerwerken (ein Feuerwerk auf 3 zählt 1 + 2 + 3; alle fünf vollständig ergeben 75, also 85 insgesamt), minus seine eigenen Fehler. Die einzige 5 einer Farbe zu verlieren kostet das Team 5 Punkte; ein Fehler kostet dich 1 Punkt, bringt die Runde aber auch näher an ihr Ende.
ui-fireworks-rules-match-title = Das Match
ui-fireworks-rules-match = Das CodinGame-Match hat vier Spieler und vier Runden; jede Runde spielen drei von ihnen, die erste ohne Spieler 1, die zweite ohne Spieler 2 und so weiter. Dein Spielergebnis ist die Summe deiner drei Runden; das höchste gewinnt, und gleiche Ergebnisse teilen sich einen Platz. Du kannst auch eine einzelne Runde mit zwei KI-Partnern spielen.
ui-fireworks-rules-standard-title = Hanabi, Standardregeln (2 bis 5 Spieler)
ui-fireworks-rules-standard = Das Spiel aus der Schachtel ist eine Partie an einem Tisch: 2 bis 5 Spieler, Spieler 1 beginnt, dann reihum. Mit 2 oder 3 Spielern hält jeder fünf Karten (A bis E), mit 4 oder 5 vier Karten (A bis D). Es gibt 8 Hinweisplättchen (ein vollendetes Feuerwerk bringt eines zurück, außer alle 8 liegen auf dem Tisch), und Abwerfen bleibt erlaubt, wenn der Nachziehstapel leer ist. Der dritte Fehler beendet die Partie sofort, und das Team bekommt dann 0 Punkte. Zieht jemand die letzte Karte, hat jeder, diese Person eingeschlossen, genau noch einen Zug. Andernfalls bekommt das Team die Gesamthöhe der Feuerwerke, höchstens 25. Alle haben das Ergebnis des Teams; wer eine ungültige Antwort gibt oder die Zeit überschreitet, beendet die Partie mit 0 und landet auf dem letzten Platz.
ui-fireworks-rules-sixth-title = Die sechste Farbe
ui-fireworks-rules-sixth = Die Schachtel enthält zusätzlich zehn bunte Karten (drei 1er, je zwei 2er, 3er und 4er, eine 5: 60 Karten, Feuerwerke bis 30). Ihre Vorderseite ist fliederfarben, mit M und einem Band aus den fünf Farben. Mit sechs Farben ist Bunt eine gewöhnliche Farbe, die Hinweise nennen dürfen. Mit Regenbogenkarten trifft jeder Farbhinweis auch die bunten Karten, kein Hinweis darf Bunt nennen, und ein Hinweis muss trotzdem mindestens eine Karte treffen: Eine Karte, die von Hinweisen auf zwei verschiedene Farben getroffen wurde, ist bunt.
ui-fireworks-rules-ai-title = Wie die KI-Partner deine Hinweise lesen
ui-fireworks-conventions-lead = Wie die KI-Partner (Mittel und Schwer) deine Hinweise lesen und ihre eigenen geben.
ui-fireworks-convention-chop = Deine Abwurfkarte (der „Chop“) ist die Karte, die du als Nächstes abwerfen würdest: deine älteste Karte, die noch kein Hinweis getroffen hat. Unter den anfangs ausgeteilten Karten gilt Karte A als die älteste, dann B und so weiter; eine später gezogene Karte ist neuer als sie alle.
ui-fireworks-convention-focus = Trifft ein Hinweis neue Karten (Karten, die noch kein Hinweis getroffen hatte), ist eine davon sein Fokus: deine Abwurfkarte, wenn der Hinweis sie trifft; sonst die neueste der neuen Karten. Die anderen Karten erfahren nur, was der Hinweis sagt.
ui-fireworks-convention-play = Ein Hinweis, dessen Fokus nicht deine Abwurfkarte ist, ist ein Spielhinweis: Die Fokuskarte kann sofort ausgespielt werden. Spiel sie aus, sobald du erkennen kannst, dass sie passt (oft sofort).
ui-fireworks-convention-save = Ein Hinweis, der deine Abwurfkarte trifft, ist ein Spielhinweis oder eine Rettung: Die Abwurfkarte ist entweder jetzt spielbar oder eine Karte, die das Team nicht verlieren darf (eine 5 oder das letzte Exemplar einer noch gebrauchten Karte). Behalte sie; spiel sie aus, sobald du weißt, dass sie passt.
ui-fireworks-convention-touched = Ein Hinweis, der nur bereits getroffene Karten trifft, sagt nichts weiter als seine Farbe oder Stufe.
ui-fireworks-convention-tricks = Keine Tricks: Ein Hinweis fordert dich nie auf, eine Karte auszuspielen, die er nicht trifft, und die KIs spielen nie eine Karte aufgrund eines Hinweises an jemand anderen aus (keine Finessen). Wenn sie abwerfen müssen, werfen sie eine Karte ab, von der sie wissen, dass sie nutzlos ist, oder sonst ihre Abwurfkarte.
ui-fireworks-rules-levels = Die KI-Stärke Mittel folgt diesen Konventionen; Schwer folgt ihnen ebenfalls und probiert, bevor sie davon abweicht, die Alternativen an den Händen aus, die sie halten könnte; Hat verwendet einen Code, den nur KIs lesen können, und ist daher zum Zuschauen bei KI-Teams gedacht; Hat + Suche spielt diesen Code und probiert an einem Tisch mit 2 bis 5 Spielern nach den Regeln aus der Schachtel vor jeder Entscheidung einige Hundertstelsekunden lang andere Züge an den Händen aus, die es halten könnte.
ui-fireworks-rules-here-title = So spielst du hier
ui-fireworks-rules-here = Wähle eine deiner Karten, dann Ausspielen oder Abwerfen; oder wähle eine Karte eines Mitspielers, dann eine Farbe oder eine Stufe, und Hinweis geben. Die Karten, die ein Hinweis treffen würde, werden vorher hervorgehoben. Eine Wahl, die die Regeln nicht erlauben, ist ausgegraut, mit dem Grund daneben. Tastatur: p oder d, dann A–E; h, 1 oder 2 für den Mitspieler, r/w/b/g/y oder 1–5, dann Enter; Esc bricht ab.
ui-fireworks-rules-lessons-title = In Aktion sehen
ui-fireworks-rules-lessons = Jede Lektion zeigt diese Regeln an einem echten Tisch, Schritt für Schritt, und lässt dich dann weiterspielen:

## Die Aussicht unter der Statuszeile (outlook.rs), nur aus öffentlichen Fakten

ui-fireworks-outlook = Höchstpunktzahl { $max } von { $perfect }{ $unit ->
    [points] {" "}Stufenpunkten
   *[height] {""}
} · Tempo { $pace } · höchstens noch { $turns } Züge
ui-fireworks-outlook-falls = Die Höchstpunktzahl sinkt von { $before } auf { $after }: { $why }.
