# Fireworks: what every event of a round says (events.rs), and the names
# of colours and cards in those sentences (cards.rs).
#
# A player's name is "You" for the person reading; the selects on a name
# ([You] / *[other]) give that person's verb forms and pronouns.
# $colour is a colour's key: white, red, blue, green, yellow, multicolour.
# $unit is "game" at a standard table (one game), else "round".

## Colours and cards

# A card's name, as on its face: "Red 3".
fireworks-card = { $colour ->
    [white] White
    [red] Red
    [blue] Blue
    [green] Green
    [yellow] Yellow
   *[multicolour] Multicolour
} { $level }

# A colour on its own, naming a firework in a list of heights: "red 5".
fireworks-colour = { $colour ->
    [white] white
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[multicolour] multicolour
}

# A colour describing a firework: "the red firework".
fireworks-colour-firework = { $colour ->
    [white] white
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[multicolour] multicolour
}

# A colour said of one card: "card B is red".
fireworks-colour-card = { $colour ->
    [white] white
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[multicolour] multicolour
}

# A colour said of several cards: "cards B and D are red".
fireworks-colour-cards = { $colour ->
    [white] white
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[multicolour] multicolour
}

# A colour and its firework's height, in a list: "red 5".
fireworks-height = { $colour } { $height }

## Words inside sentences

# The number of cards in a hand, as a word: "everyone gets five".
fireworks-card-count = { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] many
}

# The reader, in a list of players.
fireworks-you = you

# The reader, first in a list of players that begins a clause.
fireworks-you-first = You

# Which mistake: "the fourth mistake"; $n from 1.
fireworks-ordinal = { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $n }th
}

# The information tokens after a hint, a discard or a completed firework.
fireworks-tokens-now = { $tokens ->
    [0] no token left
    [one] { $tokens } token now
   *[other] { $tokens } tokens now
}

## The deal (rules 2 to 4)

# The start of the game at a standard table; $first acts first.
fireworks-begins-table = The game begins: { $players } play together, { $first ->
    [You] you
   *[other] { $first }
} first

# The start of a round of several; $out sits it out.
fireworks-begins-round-of = Round { $round } of { $rounds } begins: { $out } { $out ->
    [You] sit
   *[other] sits
} it out, and { $players } play, { $first ->
    [You] you
   *[other] { $first }
} first

# The start of a game of one round.
fireworks-begins-round = The round begins: { $players } play, { $first ->
    [You] you
   *[other] { $first }
} first

fireworks-deal-preset = The cards are a prepared deal

# $count: fireworks-card-count.
fireworks-deal-shuffled = The { $size } cards are shuffled and everyone gets { $count }

# Your own hand, unseen; $count: fireworks-card-count.
fireworks-hand-yours-unseen = you hold { $count } cards you cannot see

# Another player's hand, unseen by them (as you read it when you watch).
fireworks-hand-unseen = { $name } holds { $count } cards that { $name } cannot see

# A hand you see; $cards is a list of cards, $last the last slot's letter.
fireworks-hand = { $name } { $name ->
    [You] hold
   *[other] holds
} { $cards } (cards A to { $last })

# A card of a hand the reader cannot see.
fireworks-unseen-card = a card you cannot see

# Hands one after another.
fireworks-hands-then = { $hands }; { $hand }

# The deal: $title is one of fireworks-begins-*, $deal fireworks-deal-*,
# $hands the hands; $fatal is a fireworks-ordinal, $allowed the mistakes
# allowed before it.
fireworks-round-started = { $title }. { $deal }: { $hands }. { $deck } { $deck ->
    [one] card is
   *[other] cards are
} left in the deck, { $tokens } { $tokens ->
    [one] information token
   *[other] information tokens
} on the table, and the { $fatal } mistake ends the { $unit ->
    [game] game
   *[round] round
} ({ $allowed } allowed before it).

fireworks-sixth-colour = Multicolour is a sixth colour: hints may name it.

fireworks-rainbow = Multicolour is rainbow: every colour hint touches it, and no hint names it.

## Hints (rule 5 SAY)

# A hint to another player; $what is one fireworks-hint-* part (or two, with
# fireworks-hint-and-not), $now a fireworks-tokens-now.
fireworks-hint = { $by } { $by ->
    [You] tell
   *[other] tells
} { $to } that { $what } (one token spent, { $now }).

# A hint to the reader.
fireworks-hint-to-you = { $by } tells you that { $what } (one token spent, { $now }).

# What a hint says: the cards it touches ($slots, letters), then the
# cards it does not. $to is the player told; $colour a fireworks-colour-card
# (one card) or fireworks-colour-cards (several); $level 1 to 5.
fireworks-hint-colour-one = { $to ->
    [You] your card
   *[other] card
} { $slots } is { $colour }
fireworks-hint-level-one = { $to ->
    [You] your card
   *[other] card
} { $slots } is a { $level }
fireworks-hint-colour-all = { $to ->
    [You] your cards
   *[other] cards
} { $slots } are all { $colour }
fireworks-hint-level-all = { $to ->
    [You] your cards
   *[other] cards
} { $slots } are all { $level }s
fireworks-hint-colour-some = { $to ->
    [You] your cards
   *[other] cards
} { $slots } are { $colour }
fireworks-hint-level-some = { $to ->
    [You] your cards
   *[other] cards
} { $slots } are { $level }s
fireworks-hint-colour-not-one = { $slots } is not { $colour }
fireworks-hint-level-not-one = { $slots } is not a { $level }
fireworks-hint-colour-not-some = { $slots } are not { $colour }
fireworks-hint-level-not-some = { $slots } are not { $level }s

# The cards a hint touches ($yes), then those it does not ($no).
fireworks-hint-and-not = { $yes }; { $no }

## Plays, mistakes, discards, draws (rules 5 to 7)

# $colour: fireworks-colour-firework.
fireworks-played = { $name } { $name ->
    [You] play
   *[other] plays
} { $card } (card { $slot }): it goes on the { $colour } firework, now at { $height }.

# A mistake: $fits is a fireworks-cannot-* part, $count a
# fireworks-mistake-* part.
fireworks-mistake = { $name } { $name ->
    [You] play
   *[other] plays
} { $card } (card { $slot }), but { $fits }: { $count }. The card is discarded.

# $colour: fireworks-colour-firework.
fireworks-cannot-start = it cannot start the { $colour } firework, which needs a 1
fireworks-cannot-go = it cannot go on { $colour } at { $height }

# $fatal: fireworks-ordinal.
fireworks-mistake-ends = that is the { $fatal } mistake, and it ends the { $unit ->
    [game] game
   *[round] round
} at once
fireworks-mistake-next-ends = a mistake, and the next one (the { $fatal }) ends the { $unit ->
    [game] game
   *[round] round
}
fireworks-mistake-left = a mistake, { $left } left before the { $fatal } ends the { $unit ->
    [game] game
   *[round] round
}

# The cost of a fatal mistake at a standard table.
fireworks-team-scores-zero = The team scores 0.

# The cost of a mistake to its player; $mistakes: theirs this round.
fireworks-point-lost = { $name ->
    [You] You lose
   *[other] { $name } loses
} 1 point ({ $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} this round).

# The last copy of a card its firework needed was lost; $colour:
# fireworks-colour-firework; $height the highest level still possible.
fireworks-last-copy-start = That was the last { $card }: the { $colour } firework can no longer be started.
fireworks-last-copy = That was the last { $card }: the { $colour } firework can no longer go past { $height }.

# $now: fireworks-tokens-now.
fireworks-discarded = { $name } { $name ->
    [You] discard
   *[other] discards
} { $card } (card { $slot }) and { $name ->
    [You] win
   *[other] wins
} back an information token ({ $now }).

# A card drawn that the reader sees; $deck: cards left.
fireworks-drew = { $name } { $name ->
    [You] draw
   *[other] draws
} { $card } as the new card { $slot } ({ $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
} left in the deck).

fireworks-drew-yours = You draw a card you cannot see as the new card { $slot } ({ $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
} left in the deck).

fireworks-drew-unseen = { $name } draws a new card { $slot }, which { $name } cannot see ({ $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
} left in the deck).

## The end of a round (rules 6, 8, 9, 13)

# $colour: fireworks-colour-firework; $now: fireworks-tokens-now.
fireworks-completed = The { $colour } firework is complete: an information token comes back ({ $now }).
fireworks-completed-full = The { $colour } firework is complete, but all { $max } tokens are already on the table, so no token comes back.

# The last card drawn: $more is fireworks-more-turns or
# fireworks-one-more-turn, $total the turns left in all, $next who takes
# the first; then fireworks-discard-still or fireworks-discard-over.
fireworks-last-card = { $name } { $name ->
    [You] have drawn
   *[other] has drawn
} the last card of the deck: every player now takes { $more } ({ $total } in all, starting with { $next ->
    [You] you
   *[other] { $next }
}), then the { $unit ->
    [game] game
   *[round] round
} ends.
fireworks-more-turns = { $each } more { $each ->
    [one] turn
   *[other] turns
}
fireworks-one-more-turn = exactly one more turn
fireworks-discard-still = Discarding is still allowed (it wins back a token).
fireworks-discard-over = Discarding is no longer allowed.

fireworks-last-turn = That was the last turn of the { $unit ->
    [game] game
   *[round] round
}.
fireworks-final-turns = { $left ->
    [one] { $left } final turn is left
   *[other] { $left } final turns are left
} before the { $unit ->
    [game] game
   *[round] round
} ends.

# A forfeit (rule 13); $reason is the referee's own words.
fireworks-forfeit-table = { $name } { $name ->
    [You] are
   *[other] is
} out ({ $reason }): the game ends, the team scores 0, and { $name ->
    [You] you rank
   *[other] { $name } ranks
} last.
fireworks-forfeit = { $name } { $name ->
    [You] are
   *[other] is
} out ({ $reason }): { $name ->
    [You] you score
   *[other] { $name } scores
} 0 points for this round, and the round ends.

# Why a round or a game ended, after "because".
fireworks-why-all-complete = all { $colours ->
    [6] six
   *[other] five
} fireworks are complete
fireworks-why-third-mistake = the third mistake ends the game
fireworks-why-no-mistake-left = a mistake was made with none left
fireworks-why-final-turns = the final turns are over
fireworks-why-forfeit = { $name } forfeited
fireworks-why-someone-forfeited = a player forfeited

# The score of a round: $sums is the level points of each colour added
# ("0 + 15 + 0 + 0 + 0"), $scores a list of fireworks-points-*.
fireworks-round-over = Round { $round } is over because { $why }. The fireworks reach white { $white }, red { $red }, blue { $blue }, green { $green } and yellow { $yellow }: { $sums } = { $levels } level points. Each player scores 10 + the level points − their own mistakes: { $scores }.
fireworks-points-forfeited = { $name } 0 (forfeited)
fireworks-points = { $name } 10 + { $levels } = { $points }
fireworks-points-mistakes = { $name } 10 + { $levels } − { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} = { $points }

# The end of a game at a standard table (rules 24 and 27): $heights is a
# list of fireworks-height, $scored a fireworks-table-* part.
fireworks-table-over = The game is over because { $why }. The fireworks reach { $heights }: { $scored }.
fireworks-table-fatal = the third mistake ended the game, so the team scores 0 (the fireworks reached { $height } out of { $max })
fireworks-table-forfeit = a forfeit ended the game, so the team scores 0 (the fireworks reached { $height } out of { $max })
fireworks-table-height = the team scores their total height, { $score } out of { $max }

## The end of the game (rule 10)

fireworks-game-over-table = The game is over: the team scores { $best }, and everyone shares first place.
# $last: the players who forfeited, $count how many.
fireworks-game-over-table-forfeit = The game is over: the team scores { $best }; { $last } forfeited and { $count ->
    [one] ranks
   *[other] rank
} last, the others share first place.
# $ranking: the fireworks-rank of every player, best first.
fireworks-game-over = The game is over; each player's three rounds add up, and the highest total wins: { $ranking }.
fireworks-rank = { $rank }. { $name } with { $score }

## Why the rules refuse a play, a discard or a hint (error.rs)

fireworks-error-game-over = the game is over
# $seat: the player's number.
fireworks-error-not-your-turn = it is not player { $seat }'s turn
# $slot: the number that was asked for.
fireworks-error-no-such-slot = there is no slot { $slot }; slots are A to E
# $slot: a slot letter.
fireworks-error-empty-slot = slot { $slot } is empty: the deck ran out, so no card came to replace it
fireworks-error-no-token = no information token is left, so no hint can be given
fireworks-error-tokens-full = all { $max } information tokens are on the table, so discarding is not allowed
fireworks-error-deck-empty = the deck is empty, so discarding is not allowed
fireworks-error-self-hint = a player cannot give a hint to themselves
fireworks-error-not-in-round = player { $seat } does not play this round
# A hint that touches no card; $colour is a fireworks-colour-card.
fireworks-error-touches-no-colour = a hint must match at least one card, and no card of that hand is { $colour }
fireworks-error-touches-no-level = a hint must match at least one card, and no card of that hand is a { $level }
fireworks-error-no-such-level = there is no level { $level }; levels are 1 to 5
# $colour: a fireworks-colour.
fireworks-error-no-such-colour = no hint may name { $colour } in this game
fireworks-error-outside-hand = hands hold four cards (A to D) at this table, so there is no card { $slot }

## What is wrong with a preset table in the studio (setup_check.rs)

fireworks-error-hands-count = { $players } hands are needed, not { $hands }
fireworks-error-mistakes-players = mistakes are given for { $given } players, but { $players } play
fireworks-error-fireworks-count = { $given } fireworks are given, but the deck has { $colours } colours
# $cards: a fireworks-colour-cards; $firework: a fireworks-colour-firework.
fireworks-error-no-colour-firework = this deck has no { $cards } cards, so no { $firework } firework
# $firework: a fireworks-colour-firework.
fireworks-error-height = the { $firework } firework cannot be at { $height }
# $card: a fireworks-card.
fireworks-error-not-in-deck = { $card } is not in this deck (it has no multicolour cards)
# $place: a fireworks-error-place-*.
fireworks-error-too-many-copies = { $card } is used more often than the deck holds it ({ $copies } copies; one too many at: { $place })
fireworks-error-hand-size = hand { $hand } must hold { $size } cards, not { $count }
fireworks-error-deck-needs-card = the deck must hold at least one card
fireworks-error-max-tokens = at most { $max } tokens
fireworks-error-max-mistakes = at most { $allowed } mistakes can already be made: mistake { $fatal } ends the game
fireworks-error-first = there are { $players } players: player { $first } cannot play first
fireworks-error-knowledge-hands = knowledge is given for { $given } hands, but there are { $hands }
fireworks-error-knowledge-size = hand { $hand } holds { $count } cards, not { $given }
fireworks-error-already-over = every firework is complete: the game is already over

# Where a card of a preset lies; $colour is a fireworks-colour.
fireworks-error-place-firework = firework { $colour }
fireworks-error-place-hand = hand { $hand }
fireworks-error-place-deck = deck
fireworks-error-place-discards = discards

# What hints revealed of a card that the card contradicts; $card is a
# fireworks-error-card-of-hand, $known and $colour are fireworks-colour-card,
# $cards a fireworks-colour-cards.
fireworks-error-card-of-hand = card { $slot } of hand { $hand }
fireworks-error-known-no-colour = { $card } cannot be known to be { $known }: this deck has no { $cards } cards
fireworks-error-known-no-level = { $card } cannot be known to be a { $level }: levels are 1 to 5
fireworks-error-known-other-level = { $card } is a { $level }, not a { $known }
fireworks-error-known-other-colour = { $card } is { $colour }, not { $known }

# The game's name, on every screen, lesson and puzzle that names it.
fireworks-name = Fireworks
