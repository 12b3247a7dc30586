# Mühle: die Worte des Coachs (ai/coach.rs). Seine KIs nennen keine
# Gründe. $to, $from, $take: ein Punkt (A1 … G7).

# Ein Zug, wie die Auswertung ihn nennt („Gespielt: …“, „Besser: …“).
morris-ai-place = Stein auf { $to } setzen
morris-ai-place-take = Stein auf { $to } setzen, { $take } schlagen
morris-ai-move = { $from } nach { $to }
morris-ai-move-take = { $from } nach { $to }, { $take } schlagen

# Ein Ergebnis, das die gelösten Endspiele beweisen: $could ist „win“ oder
# „draw“, $did „draw“ oder „loss“.
morris-ai-proved = Exakt bewiesen: „{ $best }“ { $could ->
    [win] gewinnt erzwungen
   *[draw] hält das Unentschieden
}, und dieser Zug { $did ->
    [draw] spielt nur unentschieden
   *[loss] verliert
}.

# $better beginnt hier mit einem Großbuchstaben; $plies zählt Halbzüge.
morris-ai-why-forced = „{ $better }“ gewinnt erzwungen in höchstens { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
}; „{ $played }“ nicht.
# Die Bewertung der Suche in Steinen Vorsprung: $value und $played_value
# sind Dezimalzahlen (über null mit morris-ai-plus).
morris-ai-why-search = Die Suche bewertet „{ $better }“ mit { $value } und „{ $played }“ mit { $played_value } (gemessen in Steinen Vorsprung).
morris-ai-plus = +{ $value }

morris-ai-loss-unit = an erwartetem Ergebnis
morris-ai-standing-unit = erwartetes Ergebnis
