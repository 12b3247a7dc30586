# Feuerwerk: warum eine KI ihre Aktion gewählt hat, für das Protokoll der
# Partie (ai/reason.rs), und die Worte des Coachs (ai/coach.rs).
#
# $name ist der Spieler, der entscheidet: Die Auswahlen nach diesem Namen
# ([You] / *[other]) geben der lesenden Person die Du-Formen. $slot ist
# der Buchstabe einer Karte (A bis E), $card der Name einer Karte
# (fireworks-card), $to der Mitspieler, der den Hinweis bekommt.

## Der Hinweis

# Ein Wert, über eine Karte gesagt („dass die Karte B eine 3 ist“); eine
# Farbe über eine Karte ist fireworks-colour-card.
fireworks-ai-clue-level = eine { $level }

## Warum eine KI ihre Aktion gewählt hat: ein Satzteil (mit dem Spieler),
## den fireworks-ai-reason zum Satz macht

fireworks-ai-reason = { $reason }.

fireworks-ai-play-known = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} Karte { $slot } aus: Sie kann nur { $card } sein, und diese Karte passt jetzt
fireworks-ai-play-known-any = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} Karte { $slot } aus: Jede Karte, die sie noch sein kann, passt jetzt

# $clue: fireworks-colour-card oder fireworks-ai-clue-level.
fireworks-ai-play-hinted = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} Karte { $slot } aus: Laut dem Hinweis von { $by } ist sie { $clue } und soll ausgespielt werden
fireworks-ai-play-hinted-next = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} Karte { $slot } aus: Laut dem Hinweis von { $by } ist sie { $clue } und soll ausgespielt werden, und { $card } ist als Nächstes dran

fireworks-ai-save = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis, dass die Karte { $slot } { $clue } ist: Es ist { $card }, die Karte, die { $to } als Nächstes abwerfen würde, und sie darf nicht verloren gehen
fireworks-ai-save-hidden = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis, dass die Karte { $slot } { $clue } ist: Es ist die Karte, die { $to } als Nächstes abwerfen würde, und sie darf nicht verloren gehen

fireworks-ai-play-hint = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis, dass die Karte { $slot } { $clue } ist: Es ist { $card }, und diese Karte kann jetzt ausgespielt werden
fireworks-ai-play-hint-hidden = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis, dass die Karte { $slot } { $clue } ist: Sie kann jetzt ausgespielt werden

fireworks-ai-discard-trash = { $name ->
    [You] Du wirfst
   *[other] { $name } wirft
} Karte { $slot } ab: Sie ist bekanntermaßen nutzlos
fireworks-ai-discard-chop = { $name ->
    [You] Du wirfst
   *[other] { $name } wirft
} Karte { $slot } ab, die älteste Karte, die noch kein Hinweis getroffen hat, um ein Hinweisplättchen zurückzubekommen
fireworks-ai-discard-least = { $name ->
    [You] Du wirfst
   *[other] { $name } wirft
} Karte { $slot } ab: Jede Karte wurde schon von einem Hinweis getroffen, und diese ist die unwichtigste

# $clue: das Wort des Hinweises, eine Farbe (fireworks-colour) oder ein Wert.
fireworks-ai-stall-deck-empty = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis „{ $clue }“: Abwerfen ist gerade nicht erlaubt (der Nachziehstapel ist leer), und dieser Hinweis liefert nur zusätzliche Information
fireworks-ai-stall-no-token = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis „{ $clue }“: Abwerfen ist gerade nicht erlaubt (alle Hinweisplättchen liegen auf dem Tisch), und dieser Hinweis liefert nur zusätzliche Information

fireworks-ai-gamble = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} Karte { $slot } aus: Nichts Besseres ist übrig, und sie passt mit einer Wahrscheinlichkeit von { $chance } %

# $gain: eine Dezimalzahl von Punkten.
fireworks-ai-searched = { $reason }; { $rollouts } simulierte Runden haben gezeigt, dass dieser Zug etwa { $gain } Punkte mehr wert ist als der übliche Zug
fireworks-ai-chooses-this = { $name ->
    [You] Du wählst
   *[other] { $name } wählt
} diesen Zug

## Die Gründe der Stufe Hat

fireworks-ai-hat-word = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis „{ $clue }“, ein Wort des Hat-Codes
fireworks-ai-hat-hint = { $name ->
    [You] Du gibst
   *[other] { $name } gibt
} { $to } den Hinweis „{ $clue }“; im Hat-Code bedeutet das: { $tells }
fireworks-ai-hat-and = { $first }, und { $rest }

fireworks-ai-learns-nothing = { $name } erfährt nichts Neues
fireworks-ai-learns-neither = { $name } erfährt, dass die erfragten Karten weder passen noch nutzlos sind
fireworks-ai-learns-useless = { $name } erfährt, dass Karte { $slot } nutzlos ist
fireworks-ai-learns-fits = { $name } erfährt, dass Karte { $slot } passt
fireworks-ai-learns-not-yet = { $name } erfährt, dass Karte { $slot } noch nicht passt
fireworks-ai-learns-more = { $name } erfährt mehr über Karte { $slot }

fireworks-ai-hat-play = { $name ->
    [You] Du spielst
   *[other] { $name } spielt
} Karte { $slot } aus: Code und Hinweise des Teams zeigen, dass sie passt
fireworks-ai-hat-discard-useless = { $name ->
    [You] Du wirfst
   *[other] { $name } wirft
} Karte { $slot } ab: Der Code hat gezeigt, dass sie nutzlos ist
fireworks-ai-hat-discard-spare = { $name ->
    [You] Du wirfst
   *[other] { $name } wirft
} Karte { $slot } ab: Auf sie kann man am ehesten verzichten

## Der Coach

fireworks-ai-team = Das Team

# Ein Zug, wie die Auswertung ihn nennt („Gespielt: …“, „Besser: …“):
# eine Karte nur mit ihrem Buchstaben, der Spieler sah sie nicht.
fireworks-ai-action-play = Karte { $slot } ausspielen
fireworks-ai-action-discard = Karte { $slot } abwerfen
# $colour: fireworks-colour-cards.
fireworks-ai-action-hint-colour = { $to } den Hinweis geben, welche Karten { $colour } sind
fireworks-ai-action-hint-level = { $to } den Hinweis geben, welche Karten { $level }er sind

# $better und $played: fireworks-ai-action-*; $points und $played_points:
# Dezimalzahlen.
fireworks-ai-why = „{ $better }“ brachte im Schnitt { $points } Punkte, „{ $played }“ { $played_points }.

fireworks-ai-loss-unit = Punkte
fireworks-ai-standing-unit = die erwarteten Punkte des Teams am Ende der Runde
