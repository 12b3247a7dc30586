# Nine Men's Morris: the coach's words (ai/coach.rs). Its AIs give no
# reasons. $to, $from, $take: a point (A1 … G7).

# A move as the review names it ("Played …", "Better: …", "The coach
# suggests …").
morris-ai-place = place on { $to }
morris-ai-place-take = place on { $to }, taking { $take }
morris-ai-move = { $from } to { $to }
morris-ai-move-take = { $from } to { $to }, taking { $take }

# A result proved by the solved endgames: $best is a morris-ai move, $could
# its result ("win" or "draw"), $did the played move's ("draw" or "loss").
morris-ai-proved = Proved exactly: { $best } { $could ->
    [win] wins by force
   *[draw] holds the draw
}, and this move { $did ->
    [draw] only draws
   *[loss] loses
}.

# Why one move beats another: $better and $played are morris-ai moves
# ($better with a capital first letter here); $plies counts half-moves.
morris-ai-why-forced = { $better } wins by force within { $plies } plies; { $played } does not.
# The search's ratings in stones of advantage: $value and $played_value
# are decimal numbers, with morris-ai-plus when above zero.
morris-ai-why-search = The search rates { $better } at { $value } stones and { $played } at { $played_value }.
morris-ai-plus = +{ $value }

# What a review's loss counts, and what its graph shows (for the review's
# words; the loss is a decimal number of expected score, 0 to 1).
morris-ai-loss-unit = of expected score
morris-ai-standing-unit = expected score
