# 6 nimmt!: what each event of a game means, as the game's log explains it.
# Rows are named 1 to 4. $person is "you" when the seat's name is "You"
# (the verb agrees with it: "You take", "Bob takes"), "other" otherwise.
# $cards is a row's cards as "33 42 50"; $cows counts bullheads (points).

## A prepared deal that could not be used

take5-preset-ignored = The prepared deal could not be used ({ $reason }), so the cards were shuffled instead.
# The $reason of take5-preset-ignored when the deal breaks the rules.
take5-preset-not-allowed = it is not a deal the rules allow

## A round is dealt

# $how is one of the take5-deal-* texts, $rows one of take5-rows-*.
take5-dealt = Round { $round } begins { $how }: { $rows }, and every player gets { $hand } cards.
# A deal of a table prepared late in a game: $dealt is take5-dealt;
# $cows lists each player's cows so far ("Ann 5, Bob 12 and Cyd 0").
take5-dealt-under-way = { $dealt } The game is well under way: the cows so far are { $cows }.
take5-deal-all = with a fresh shuffle of all 104 cards
# Only the cards 1 to $deck are used (the rules in the box with known cards).
take5-deal-known = with a fresh shuffle of the cards 1 to { $deck }, all of them dealt
take5-deal-prepared = with a prepared deal
# $cards: the four cards, as a list ("3, 17, 40 and 88").
take5-rows-start = the four rows start with { $cards }
# $rows: each row's cards, as a list ("3 5, 17, 40 41 and 88").
take5-rows-hold = the four rows hold { $rows }

## A turn

take5-chose = { $name } { $person ->
    [you] have chosen a card and keep it face down.
   *[other] has chosen a card and keeps it face down.
}
# $cards lists each card turned over with its owner ("Ann 12, Bob 40 and Cyd 7").
take5-revealed = Everyone turns their card over: { $cards }. The cards are placed from the lowest to the highest.
take5-placed = { $card } ({ $name }) goes on row { $row } after { $after }, the highest row end below it.
take5-row-taken = Row { $row } already held five cards, so { $card } would be the sixth: { $name } { $person ->
    [you] take
   *[other] takes
} { $cards } ({ $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}) and { $card } starts row { $row } again.
# English needs no agreement here; other languages may.
take5-must-pick = { $card } is lower than every row's last card, so { $name } { $person ->
    [you] must
   *[other] must
} take a row.
take5-row-picked = { $name } { $person ->
    [you] take
   *[other] takes
} row { $row } ({ $cards }, { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}), and { $card } becomes the only card of row { $row }.
# The row taken for a disqualified player.
take5-row-picked-for-out = { $name } { $person ->
    [you] are
   *[other] is
} out, so the row with the fewest cows is taken for them: row { $row } ({ $cards }, { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}), and { $card } becomes the only card of row { $row }.

## The end of a round and of the game

# $scores lists take5-round-seat.
take5-round-scored = Round { $round } is over; the cows taken are added up: { $scores }.
# The same, when the game ends at $limit cows (the rules in the box).
take5-round-scored-limit = Round { $round } is over; the cows taken are added up: { $scores }. The game ends once someone still playing has { $limit } or more cows at the end of a round.
# A player's cows in this round, and their total.
take5-round-seat = { $name } { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
} (total { $total })
take5-cow-limit-one = { $name } { $person ->
    [you] have
   *[other] has
} { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}, { $limit } or more at the end of a round, so the game ends here.
# $seats lists take5-seat-cows.
take5-cow-limit-many = { $seats } have { $limit } or more cows at the end of a round, so the game ends here.
take5-seat-cows = { $name } ({ $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
})
take5-last-in-game = Only { $name } { $person ->
    [you] are
   *[other] is
} still in the game, so it ends with this round.
# $reason comes from the referee, in English.
take5-disqualified = { $name } { $person ->
    [you] are
   *[other] is
} disqualified ({ $reason }): their cards are put away and they will rank last.
# $ranking: take5-rank-* joined with commas ("1. Ann with 5 cows, 2. Bob with 9 cows").
take5-game-over = The game is over; the fewest cows wins: { $ranking }.
take5-rank-out = { $rank }. { $name } (disqualified)
take5-rank-cows = { $rank }. { $name } with { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}

## Refused moves: why the rules refuse a player's action
# Seats are counted from 0 here, and rows from 0 to 3 (the referee's numbers).

take5-error-game-over = the game is over
take5-error-no-such-seat = there is no seat { $seat }
take5-error-disqualified = seat { $seat } is disqualified
take5-error-not-your-turn = seat { $seat } has nothing to do now
take5-error-waits-for-cards = the game waits for cards to be played
take5-error-waits-for-row = the game waits for a row to be picked
take5-error-not-in-hand = card { $card } is not in the hand
take5-error-no-such-row = there is no row { $row }; rows are 0 to 3

## What is wrong with a deal a teacher prepares in the studio
# Rows are counted from 1 to 4 and hands from 1 here; each problem starts
# with a small letter (the studio writes them one after another).

# Where a card of the deal lies: $place, $first and $second below.
take5-error-place-row = row { $row }
take5-error-place-hand = hand { $hand }
take5-error-not-a-card = { $card } is not a card (cards are 1 to { $top })
take5-error-twice-in = { $card } is twice in { $place }
take5-error-in-two-places = { $card } is in { $first } and { $second }
take5-error-row-empty = row { $row } has no card: a row holds 1 to 5 cards
# $cards is always 6 or more.
take5-error-row-too-long = row { $row } holds { $cards } cards: a row holds 1 to 5 (a sixth card takes it)
take5-error-row-order = row { $row } must increase from left to right: { $card } comes after { $before }
# $rows is always 5 or more.
take5-error-too-many-rows = cards are laid on { $rows } rows, but there are 4
take5-error-hand-count = the deal has { $hands } hands for { $seats } players
take5-error-hand-size = hands must hold 1 to 10 cards, not { $cards }
take5-error-hand-sizes-differ = every hand must hold the same number of cards: this one holds { $cards }, the others { $size }
take5-error-cow-count = the deal gives cows to { $given } players, not { $seats }

# The game's name, on every screen, lesson and puzzle that names it.
take5-name = 6 nimmt!
