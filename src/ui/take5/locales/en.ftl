# 6 nimmt! on the screen.

# One sentence for the home page (the game's name is the engine's).
ui-take5-summary = Play your cards so you collect as few cow heads as possible, against AIs or friends, with lessons.

## The board: the rows, the seat panels and the hand

# The short count of cow heads, drawn in a narrow space: under a row's name,
# and in a seat's panel.
ui-take5-cows-short = { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}
ui-take5-progress = Round { $round } of { $rounds } · turn { $turn } of { $turns }
# The rules in the box: the game ends when someone reaches $limit cows.
ui-take5-progress-limit = Round { $round }, to { $limit } cows · turn { $turn } of { $turns }
ui-take5-cannot-play = Card { $card } cannot be played now.
ui-take5-cannot-take = Row { $row } cannot be taken now.
# $name is "You" for the person at this device (a key of the selects).
ui-take5-prompt-pick = { $card } is lower than every row's last card: { $name }, choose a row to take.
ui-take5-prompt-picking = { $name } is choosing a row to take…
ui-take5-prompt-card = { $name }, choose a card to play.
ui-take5-prompt-ais = The AIs are choosing their cards…
# The end panel's headline; $name is "You" for the person at this device.
ui-take5-winner = { $name } { $name ->
    [You] win
   *[other] wins
} with { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}
# $names: the winners, as a list ("Ann, Bob and Cyd").
ui-take5-winners = { $names } share first place with { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}
# A disqualified player's total in the ranking.
ui-take5-out = out
# The ranking's column of each round's cows; $rounds: how many rounds.
ui-take5-column-rounds = { $rounds ->
    [1] Cows in round 1
   *[other] Cows in rounds 1–{ $rounds }
}
ui-take5-column-total = Total cows
# The badge of a card in the hand.
ui-take5-cow-heads = cow heads
ui-take5-play-card = Play card { $card }
# After the hand's heading and " · ".
ui-take5-hand-face-down = { $card } is face down, waiting for the others
ui-take5-hand-choose = choose a card to play
ui-take5-hand-empty = No cards left in this hand.
ui-take5-your-hand = Your hand
ui-take5-hand-of = { $name }'s hand
# A card's tooltip on the table.
ui-take5-card-title = { $card }, { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}
ui-take5-row = Row { $row }
ui-take5-take-row = Take row { $row }
# $cards: the row's cards ("3 17 21").
ui-take5-row-for = { $cards } for { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
}
# The card a seat turned over this turn.
ui-take5-revealed = revealed { $card }
ui-take5-face-down = a card face down
ui-take5-players = Players
# A seat panel's status.
ui-take5-seat-out = out of the game
ui-take5-seat-picking = must take a row
ui-take5-seat-chosen = card chosen
ui-take5-seat-choosing = choosing…
# Cards left in a seat's hand.
ui-take5-cards-left = { $count } left
# The table for screen readers: "Table: { $rows }. Players: { $seats }.",
# the rows and the seats each joined with ui-take5-list-sep.
ui-take5-table = Table: { $rows }. Players: { $seats }.
ui-take5-list-sep = { "; " }
ui-take5-table-row = row { $row }: { $cards } ({ $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
})
# ("with 1 cards left" as it always was in English.)
ui-take5-table-seat = { $name } { $cows ->
    [one] { $cows } cow
   *[other] { $cows } cows
} with { $left } cards left

## The card counter

ui-take5-counter = Card counter
ui-take5-counter-tip = The cards you have not seen this round, and what lands on each row
ui-take5-counter-about = Counted from this round's cards you have seen (the rows' first cards and every card turned over) and your own. A card lands on the row whose last card is the highest below it; a card lower than every row takes a row and starts it again, which moves these ranges.
# $cards: the cards as ranges ("1–4, 9, 12").
ui-take5-counter-not-shown = Not shown yet this round: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: { $cards }.
ui-take5-counter-unseen-hands = Unseen by you: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, every one of them in the other players' hands: { $cards }.
ui-take5-counter-unseen-out = Unseen by you: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, in the other players' hands or put away with a player who is out: { $cards }.
ui-take5-counter-unseen-undealt = Unseen by you: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, in the other players' hands or not dealt this round: { $cards }.
ui-take5-counter-all-seen = You have seen every card of this round.
ui-take5-counter-row-full = Row { $row } is full: the next card to land on it takes it.
# $taker: which card landing on the row takes it (1 to 5).
ui-take5-counter-row-holds = Row { $row } holds { $len ->
    [one] { $len } card
   *[other] { $len } cards
}: the { $taker ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $taker }th
} card to land on it takes it.
# $state: ui-take5-counter-row-full or ui-take5-counter-row-holds.
ui-take5-counter-row-none = { $state } No card lands on it now.
# $range: ui-take5-counter-only or ui-take5-counter-range; $unseen: one of
# ui-take5-counter-*-unseen; $mine: the person's cards as ranges.
ui-take5-counter-row-lands = { $state } Cards that land on it now: { $range }; { $unseen }.
ui-take5-counter-row-lands-not-mine = { $state } Cards that land on it now: { $range }; { $unseen }, none of yours.
ui-take5-counter-row-lands-mine = { $state } Cards that land on it now: { $range }; { $unseen }, yours: { $mine }.
ui-take5-counter-only = only { $card }
ui-take5-counter-range = { $low } to { $high }
ui-take5-counter-none-unseen = none unseen
ui-take5-counter-some-unseen = { $count } unseen ({ $cards })
ui-take5-counter-many-unseen = { $count } unseen

## The studio's set-up editor

ui-take5-setup-deal = The deal
ui-take5-setup-hint = Type cards as numbers, separated by spaces: a row's oldest card first.
ui-take5-setup-hand-size = Cards in each hand
ui-take5-setup-deal-again = Deal again
ui-take5-setup-seat = Seat { $seat }
ui-take5-setup-hand = Hand of seat { $seat }
ui-take5-setup-cows = Cows of seat { $seat }
# A word the teacher typed, quoted.
ui-take5-quoted = “{ $word }”
# $words: the quoted words, as a list; $count: how many; $deck: 104.
ui-take5-not-cards = { $count ->
    [one] { $words } is not a card
   *[other] { $words } are not cards
}: type numbers from 1 to { $deck }, separated by spaces or commas
# $text: the quoted text.
ui-take5-not-cows = { $text } is not a number of cows: type a whole number, like 12

## The rules page

ui-take5-rules-intro = Two to ten players try to collect as few cow heads as possible (four on CodinGame). The cows you take add up, and the lowest total wins. Equal totals share a place. How long a game lasts depends on the rules chosen:
# Between a set of rules' name and what it changes.
ui-take5-rules-colon = { ": " }
ui-take5-rules-cards = The cards
ui-take5-rules-deck = The deck holds the cards 1 to 104, each once. Every card shows some cow heads:
ui-take5-rules-cards-column = Cards
ui-take5-rules-cows-column = Cow heads each
ui-take5-rules-elevens = Other multiples of 11 (11, 22, 33, 44, 66, 77, 88, 99)
ui-take5-rules-tens = Multiples of 10 (10, 20, … 100)
ui-take5-rules-fives = Other multiples of 5 (5, 15, 25, … 95)
ui-take5-rules-others = Every other card
ui-take5-rules-total = The whole deck holds 171 cow heads.
ui-take5-rules-round = A round
ui-take5-rules-deal = All 104 cards are shuffled (with known cards, only the cards 1 to 10 × players + 4: all of them are dealt). Four cards start the four rows on the table, and each player gets ten cards. The rest are not used this round.
ui-take5-rules-choose = In each of the ten turns, every player secretly picks one card from their hand. Then everybody shows their card at the same moment.
ui-take5-rules-order = The shown cards go onto the rows one at a time, from the lowest card to the highest.
ui-take5-rules-fit = A card goes on the row whose last card is the highest one still below it: the closest fit.
ui-take5-rules-sixth = If that row already holds five cards, your card would be the sixth. You take the five cards (their cow heads count against you) and your card starts that row again.
ui-take5-rules-too-low = If your card is lower than the last card of every row, it fits nowhere. You choose any row, take all its cards, and your card starts that row. The cards played after yours in the same turn may go on it.
ui-take5-rules-one-choice = Only the lowest card of a turn can ever need a choice, so at most one player chooses a row per turn. Cards you take never come back to your hand.
ui-take5-rules-tips = Tips
ui-take5-rules-tip-counter = The card counter (a display choice of the game, off by default) lists the cards you have not seen this round and, for each row, the cards that land on it now and which of them would take it. With known cards the unseen cards are exactly the other players' hands.
ui-take5-rules-tip-lengths = Look at the rows' lengths: a row with four cards is dangerous for the next player who fits there.
ui-take5-rules-tip-cost = When you must take a row, compare what each row costs. A long row of plain cards may be cheaper than a short row holding 55.
ui-take5-rules-see = See them happen
ui-take5-rules-lessons = Each lesson shows these rules on a real table, one step at a time, then lets you play on:

## The game screen's words for 6 nimmt! (the shell's GameUi items)

# The new-game form: the person's seat against AIs (other seats and names
# are labelled with the shell's words).
ui-take5-person-seat = Seat 1
ui-take5-undo-button = Undo my last card
# The status line while the cards move.
ui-take5-moving-status = The cards are being placed…
# The rule sets in the new-game form and on the rules page.
ui-take5-rule-set-codingame = CodinGame rules: five rounds
ui-take5-rule-set-codingame-about = Five rounds, each dealt from all 104 cards; the fewest cows after the fifth round wins.
ui-take5-rule-set-to-66 = Boxed rules: to 66 cows
ui-take5-rule-set-to-66-about = Rounds are played until someone has 66 or more cows at the end of a round; the fewest cows wins.
ui-take5-rule-set-known-cards = Known cards: to 66 cows
ui-take5-rule-set-known-cards-about = Only the cards 1 to 10 × players + 4 are used, so every card is dealt and you can count exactly which ones the others hold; played to 66 cows.
