# Fireworks: why an AI chose its action, for the game's log (ai/reason.rs),
# and the coach's words (ai/coach.rs).
#
# $name is the player who decides: the selects on it ([You] / *[other])
# give the verb forms of the person reading, named "You". $slot is a
# card's letter (A to E), $card a card's name (fireworks-card), $to the
# teammate told.

## The clue of a hint

# A level said of one card ("card B is a 3"); a colour said of one card
# is fireworks-colour-card.
fireworks-ai-clue-level = a { $level }

## Why an AI chose its action: one clause (with its player), made a
## sentence by fireworks-ai-reason

fireworks-ai-reason = { $reason }.

fireworks-ai-play-known = { $name } { $name ->
    [You] play
   *[other] plays
} { $slot }: it can only be { $card }, which fits now
fireworks-ai-play-known-any = { $name } { $name ->
    [You] play
   *[other] plays
} { $slot }: every card it can still be fits now

# $by gave the hint; $clue is fireworks-colour-card or fireworks-ai-clue-level.
fireworks-ai-play-hinted = { $name } { $name ->
    [You] play
   *[other] plays
} { $slot }: { $by }'s hint marked it { $clue } to be played
# The same when the card is known exactly, and is the next of its firework.
fireworks-ai-play-hinted-next = { $name } { $name ->
    [You] play
   *[other] plays
} { $slot }: { $by }'s hint marked it { $clue } to be played, and { $card } is next

# A hint that saves the card $to would discard next (their chop).
fireworks-ai-save = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } that card { $slot } is { $clue }: it is { $card }, the card { $to } would discard next, and it must not be lost
# The same, read by $to, who may not learn the card.
fireworks-ai-save-hidden = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } that card { $slot } is { $clue }: it is the card { $to } would discard next, and it must not be lost

fireworks-ai-play-hint = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } that card { $slot } is { $clue }: it is { $card }, which can be played now
# The same, read by $to.
fireworks-ai-play-hint-hidden = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } that card { $slot } is { $clue }: it can be played now

fireworks-ai-discard-trash = { $name } { $name ->
    [You] discard
   *[other] discards
} { $slot }: it is known to be useless
fireworks-ai-discard-chop = { $name } { $name ->
    [You] discard
   *[other] discards
} { $slot }, the oldest card no hint touched, to win back a token
fireworks-ai-discard-least = { $name } { $name ->
    [You] discard
   *[other] discards
} { $slot }: every card was touched, and this one matters least

# A hint given because nothing else is allowed; $clue is the word of the
# hint: a colour (fireworks-colour) or a level.
fireworks-ai-stall-deck-empty = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } about { $clue }: discarding is not allowed now (the deck is empty), and this hint only adds information
fireworks-ai-stall-no-token = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } about { $clue }: discarding is not allowed now (every token is on the table), and this hint only adds information

# $chance: the chance it fits, in per cent.
fireworks-ai-gamble = { $name } { $name ->
    [You] play
   *[other] plays
} { $slot }: nothing better is left, and it fits with a { $chance }% chance

# The hard level changed the usual choice after a search: $reason is the
# chosen action's clause (or fireworks-ai-chooses-this), $rollouts the
# futures simulated, $gain a decimal number of points.
fireworks-ai-searched = { $reason }; { $rollouts } simulated rounds showed it worth about { $gain } points more than the usual move
fireworks-ai-chooses-this = { $name } { $name ->
    [You] choose
   *[other] chooses
} this

## The hat level's reasons

# $clue is the word of the hint: a colour (fireworks-colour) or a level.
fireworks-ai-hat-word = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } about { $clue }, a word of the hat code
# $tells: what the code tells each other player (fireworks-ai-learns-*),
# joined by fireworks-ai-hat-and.
fireworks-ai-hat-hint = { $name } { $name ->
    [You] tell
   *[other] tells
} { $to } about { $clue }: in the hat code this means { $tells }
fireworks-ai-hat-and = { $first } and { $rest }

# What the hat code tells one player ($name) about their own hand.
fireworks-ai-learns-nothing = { $name } learns nothing new
fireworks-ai-learns-neither = { $name } learns that the cards asked about neither fit nor are useless
fireworks-ai-learns-useless = { $name } learns card { $slot } is useless
fireworks-ai-learns-fits = { $name } learns card { $slot } fits
fireworks-ai-learns-not-yet = { $name } learns card { $slot } does not fit yet
fireworks-ai-learns-more = { $name } learns more about card { $slot }

fireworks-ai-hat-play = { $name } { $name ->
    [You] play
   *[other] plays
} { $slot }: the team's code and hints show it fits
fireworks-ai-hat-discard-useless = { $name } { $name ->
    [You] discard
   *[other] discards
} { $slot }: the code showed it useless
fireworks-ai-hat-discard-spare = { $name } { $name ->
    [You] discard
   *[other] discards
} { $slot }: the card it can best spare

## The coach

# The review's one line: the whole team.
fireworks-ai-team = The team

# A move as the review names it ("Played …", "Better: …", "The coach
# suggests …"): a card by its letter only, the player could not see it.
fireworks-ai-action-play = play card { $slot }
fireworks-ai-action-discard = discard card { $slot }
# $colour is fireworks-colour-cards.
fireworks-ai-action-hint-colour = hint { $to }: { $colour }
fireworks-ai-action-hint-level = hint { $to }: { $level }s

# Why one move beats another: $better and $played are fireworks-ai-action-*
# ($better with a capital first letter), $points and $played_points the
# team's average points at the end of the round (decimal numbers).
fireworks-ai-why = { $better } led to { $points } points on average, { $played } to { $played_points }.

# What a review's loss counts, and what its graph shows (for the review's
# words; the loss is a decimal number of these).
fireworks-ai-loss-unit = points
fireworks-ai-standing-unit = the team's expected points at the end of the round
