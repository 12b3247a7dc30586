# Fireworks: the best score a deal allows and the moments it falls, as a
# solver that sees every card finds them (solver/said.rs), and the reasons
# the public outlook gives (ui/fireworks). $card is a card's name
# (fireworks-card: "Red 3"); scores are heights at a standard table,
# level points in a CodinGame round.

## Why a score can no longer be reached (one per Limit of bounds.rs)

# A card's last copy left on this step; $how: discarded or mistake.
fireworks-best-lost = the last { $card } was { $how ->
    [mistake] misplayed
   *[discarded] discarded
}
# Every copy of a card is gone (not on this step).
fireworks-best-dead = no { $card } is left
# The first copy of a card comes too late; $where: last (the deck's last
# card) or other ($depth cards down the deck).
fireworks-best-buried = the first { $card } is { $where ->
    [last] the deck's last card
   *[other] { $depth } cards down the deck
}: its firework stops at { $height }
# After the last card each player plays only from their own hand; $each:
# the final turns each player has.
fireworks-best-own-hands = after the last card is drawn each player has { $each ->
    [one] one more turn
   *[other] { $each } more turns
} and can play only a card from their own hand, and the cards still needed are not in the right hands in time
fireworks-best-turns = only { $plays } more cards can be played, and the fireworks need { $needed }
# $how: lost (the fatal mistake) or other.
fireworks-best-over = { $how ->
    [lost] the fatal mistake ended the round
   *[other] the round is over
}
# $exact: yes when the search went through every line.
fireworks-best-no-line = { $exact ->
    [yes] no line of play reaches it any more
   *[other] no line of play found reaches it
}

## The deal's best, the moments it falls, the result against it

fireworks-best-deal-perfect = Best score this deal allows: { $best } of { $perfect }, a perfect score.
fireworks-best-deal = Best score this deal allows: { $best } of { $perfect } ({ $why }).
fireworks-best-deal-open = Best score found for this deal: { $best } of { $perfect }, at most { $bound } ({ $why }).
fireworks-best-drop-perfect = A perfect score is no longer possible: { $why }.
fireworks-best-drop = The best score left falls from { $before } to { $after }: { $why }.
fireworks-best-result = The team scored { $score } of the { $best } this deal allowed.
fireworks-best-result-round = Round { $round }: { $score } level points of the { $best } this deal allowed.
