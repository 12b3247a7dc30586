# Fireworks on the screen.

# One sentence for the home page (the game's name is the engine's).
ui-fireworks-summary = Build five fireworks together while you cannot see your own cards: give hints, play and discard, with AI partners that explain themselves.

## The game screen's words for Fireworks (the shell's GameUi items)

# The new-game form: the person's seat against AIs, and an AI's seat after
# its name.
ui-fireworks-person-seat = Player 2
ui-fireworks-seat-label = player { $number }
ui-fireworks-undo-button = Undo my last action
# The status line while the cards move.
ui-fireworks-moving-status = The cards are moving…
# The button that lets the AIs play the round the person sits out.
ui-fireworks-skip-button = Skip this round
# The ways to play in the new-game form.
ui-fireworks-variant-one-round = One round (3 players)
ui-fireworks-variant-match = The CodinGame match (4 rounds, 4 players, each sits one out)
# The rule sets in the new-game form and on the rules page (MULTICOLOR is
# the colour's name in the bot protocol).
ui-fireworks-rule-set-codingame = CodinGame Fireworks
ui-fireworks-rule-set-codingame-about = Four players, four rounds of three; 12 information tokens, the fourth mistake ends a round, three more turns each after the last card; 10 + the levels played − your own mistakes.
ui-fireworks-rule-set-standard = Hanabi, standard rules
ui-fireworks-rule-set-standard-about = One game of 2 to 5 players (hands of 5, or 4 from four players); 8 tokens, the third mistake ends the game with 0, one more turn each after the last card; the team scores the fireworks' height out of 25.
ui-fireworks-rule-set-six-colours = Hanabi with a sixth colour
ui-fireworks-rule-set-six-colours-about = The standard rules with ten MULTICOLOR cards (60 in all) as an ordinary sixth colour that hints may name; out of 30.
ui-fireworks-rule-set-rainbow = Hanabi with rainbow cards
ui-fireworks-rule-set-rainbow-about = The standard rules with ten MULTICOLOR cards that every colour hint touches and no hint names; out of 30.

## The table, the hands and the controls (ui-fireworks-*)
# $colour is a colour's key: white, red, blue, green, yellow, multicolour.

# A colour on its own, lower case: a hint ("Hint Bob: red"), a card's label.
ui-fireworks-colour = { $colour ->
    [white] white
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[multicolour] multicolour
}
# A colour as a choice of the studio's selects: "Red".
ui-fireworks-colour-title = { $colour ->
    [white] White
    [red] Red
    [blue] Blue
    [green] Green
    [yellow] Yellow
   *[multicolour] Multicolour
}
# A card's name as on its face; $colour is ui-fireworks-colour-title: "Red 3".
ui-fireworks-card = { $colour } { $level }
# A colour (ui-fireworks-colour) and a level: what a card is or what its
# holder knows ("red 3"), a firework's height ("red 3").
ui-fireworks-colour-level = { $colour } { $level }
# What a holder knows of a card when it is neither colour nor level.
ui-fireworks-unknown = unknown
# Choices, one added at a time: "red or blue or green".
ui-fireworks-or = { $first } or { $second }
# Names, one added at a time: "Ann and Bob".
ui-fireworks-and = { $first } and { $second }
# $slot: a card's letter, A to E.
ui-fireworks-card-own = Your card { $slot }, { $what }
ui-fireworks-card-of = { $name }'s card { $slot }, { $what }
# The title of a card's pips: $colours and $levels are ui-fireworks-or lists.
ui-fireworks-could-be = Could be: { $colours }; { $levels }
ui-fireworks-hand = { $name }'s hand
ui-fireworks-hand-own = Your hand (you cannot see it)
ui-fireworks-hand-unseen = { $name }'s hand (you cannot see it)
# $role: the seat's role (a person, or "AI · easy").
ui-fireworks-hand-heading = { $name } · { $role }
# Added to a hand's heading when that player acts now.
ui-fireworks-to-act = {" "}· to act
# The card that just left a hand; $card is ui-fireworks-card.
ui-fireworks-left = { $name }'s { $card }: { $to ->
    [played] played
    [mistake] mistake
   *[discarded] discarded
}
ui-fireworks-covered = Every hand is hidden until the next player takes the device.
ui-fireworks-show-knowledge = Show what teammates know
ui-fireworks-show-reasons = AI reasons in the log
ui-fireworks-colour-symbols = Colour symbols (colour-blind help)
# The middle picture's accessible name; $heights: ui-fireworks-colour-level
# items separated by commas; $unit: game (a standard table) or round.
ui-fireworks-middle = Fireworks: { $heights }. Deck: { $deck } cards. Information tokens: { $tokens } of { $max }. Mistakes left before the { $unit ->
    [game] game
   *[round] round
} ends: { $mistakes }.
# Under the deck in the picture (a card's width).
ui-fireworks-deck = deck
ui-fireworks-tokens = { $tokens } of { $max } tokens
ui-fireworks-mistakes-left = { $count } mistakes left
ui-fireworks-discard-pile = Discard pile
ui-fireworks-discards = Discards ({ $count })
ui-fireworks-none-yet = None yet.
# Notes after a card of the discard pile.
ui-fireworks-lost = {" "}· lost
ui-fireworks-last-copy = {" "}· last copy
ui-fireworks-table-line = Hanabi · { $players } players · fireworks at { $height } of { $max } · the third mistake ends the game with 0
ui-fireworks-match-line = Round { $round } of { $rounds } · { $name } sits out · fireworks worth { $levels } levels
ui-fireworks-round-line = One round of three · fireworks worth { $levels } levels
ui-fireworks-scores = Round and scores
ui-fireworks-score = { $name }: { $score }
ui-fireworks-card-group = Card { $slot }
ui-fireworks-play-card = Play card { $slot }
ui-fireworks-play = Play { $slot }
ui-fireworks-discard-card = Discard card { $slot }
ui-fireworks-discard = Discard { $slot }
# $clue: ui-fireworks-colour or a level.
ui-fireworks-hint-clue = Hint { $mate }: { $clue }
ui-fireworks-hint-group = Hint { $mate }
ui-fireworks-give-hint = Give hint
ui-fireworks-matches-none = A hint must match at least one card: the greyed-out ones match none of { $mate }'s cards.

## The status line and the refusals of a press (r, w, b, g, y, p, d, h are keys)

ui-fireworks-progress = Round { $round } of { $rounds } · turn { $turn }
# In the prompts and the scores, $name (and $person) is "You" for the person
# at this device by default: a key of the selects in French and German.
ui-fireworks-prompt-sits-out = { $person } sits this round out: watch the others play it, or skip it. { $name } is thinking…
ui-fireworks-prompt-thinking = { $name } is thinking…
ui-fireworks-prompt-turn = { $name }, your turn: choose one of your cards to play or discard it (keys p or d, then A–E), or a teammate to give a hint (key h).
ui-fireworks-prompt-card = { $name }: play or discard card { $slot } (p or d; Escape cancels).
ui-fireworks-prompt-play = { $name }: which card to play? Press A to E.
ui-fireworks-prompt-discard = { $name }: which card to discard? Press A to E.
# One key of ui-fireworks-prompt-whom's $keys (a ui-fireworks-or list).
ui-fireworks-prompt-key-for = { $key } for { $name }
ui-fireworks-prompt-whom = { $name }: whom to hint? Press { $keys }.
ui-fireworks-prompt-clue = { $name }: hint { $mate } about a colour (r, w, b, g, y) or a level (1–5).
# $slots: the letters of the cards touched, separated by commas.
ui-fireworks-prompt-touches = { $name }: the hint "{ $clue }" touches { $mate }'s cards { $slots }. Give hint (Enter) or choose another.
ui-fireworks-choose-clue-first = Choose a colour or a level first.
ui-fireworks-choose-card-first = Choose one of your cards first.
ui-fireworks-hints-to-mate = Hints go to a teammate playing this round.
ui-fireworks-choose-mate-first = Choose a teammate first.
ui-fireworks-choose-hint-first = Choose a teammate and a colour or a level first.
ui-fireworks-slot-empty = Slot { $slot } is empty.
ui-fireworks-press-letter = Press a card letter, A to E (Escape cancels).
ui-fireworks-press-mate = Press 1 or 2 to choose the teammate (Escape cancels).
ui-fireworks-press-clue = Press r, w, b, g or y for a colour, 1 to 5 for a level, Enter to give the hint.

## The end panel

ui-fireworks-end-round-column = Round { $round } (height { $height }/25)
# $heights: each round's height, as a list.
ui-fireworks-end-rounds-column = Points by round (heights { $heights } of 25)
ui-fireworks-end-game-score = Game score
ui-fireworks-end-points-mistakes = { $points } ({ $count ->
    [one] { $count } mistake
   *[other] { $count } mistakes
})
ui-fireworks-end-sat-out = sat out
ui-fireworks-end-one-round = The team built { $height } of 25 levels in one round
# $names: the winners (a ui-fireworks-and list).
ui-fireworks-end-first = { $names } first with { $points } points
ui-fireworks-end-height-column = Height (of { $max })
ui-fireworks-end-team-score = Team score
ui-fireworks-end-zero = The fireworks reached { $height } of { $max }, but the team scores 0
ui-fireworks-end-team = The team scores { $score } of { $max }

## The studio's set-up editor (card letters are the English colours' initials)

ui-fireworks-setup-not-cards = { $count ->
    [one] { $words } is not a card: write a colour letter (W, R, B, G, Y, M) and a level 1 to 5, as in R3
   *[other] { $words } are not a card: write a colour letter (W, R, B, G, Y, M) and a level 1 to 5, as in R3
}
ui-fireworks-setup-deck = Deck
ui-fireworks-setup-deck-top = Top of the deck
ui-fireworks-setup-deck-hint = First drawn first, e.g. Y1 W2 R4.
ui-fireworks-setup-rest = The rest of the cards
ui-fireworks-setup-rest-shuffled = shuffled under the top of the deck
ui-fireworks-setup-rest-discarded = in the discards (the deck is exactly the list)
ui-fireworks-setup-discards = Discards
ui-fireworks-setup-discards-hint = Cards already discarded, e.g. G2 B1.
ui-fireworks-setup-seat = Seat { $seat }
ui-fireworks-setup-hand = Hand of seat { $seat }
ui-fireworks-setup-hand-hint-4 = Slots A to D, e.g. R1 G3 B5 Y2 (M for multicolour).
ui-fireworks-setup-hand-hint-5 = Slots A to E, e.g. R1 G3 B5 Y2 W4 (M for multicolour).
ui-fireworks-setup-knows = What seat { $seat } knows of each card
ui-fireworks-setup-colour-unknown = colour ?
ui-fireworks-setup-level-unknown = level ?
ui-fireworks-setup-colour-known = Seat { $seat } card { $slot }: colour known
ui-fireworks-setup-level-known = Seat { $seat } card { $slot }: level known
ui-fireworks-setup-fireworks = Fireworks
# $colour: ui-fireworks-colour.
ui-fireworks-setup-height = Height of { $colour }
ui-fireworks-setup-absent = Player { $player } (not at this table)
ui-fireworks-setup-tokens = Clue tokens
ui-fireworks-setup-mistakes = Mistakes
ui-fireworks-setup-mistakes-by = Mistakes by seat { $seat }
ui-fireworks-setup-first = Plays first

## The rules page

ui-fireworks-rules-intro = Fireworks is a game you win together. Three players build five fireworks, one per colour, each from level 1 up to level 5. The twist: you hold your cards facing away from you. You see everybody's cards except your own, and you learn about yours only from your teammates' hints.
ui-fireworks-rules-cards-title = The cards
ui-fireworks-rules-cards = Five colours (white, red, blue, green, yellow), each with three 1s, two 2s, two 3s, two 4s and one 5: 50 cards. Every card shows its colour's letter (W, R, B, G, Y); the colour-blind setting adds a symbol per colour.
ui-fireworks-rules-round-title = A round
ui-fireworks-rules-round-deal = Each of the three players gets five cards in slots A to E; 35 stay in the deck. The table starts with 12 information tokens, and 3 mistakes may be made: the fourth ends the round.
ui-fireworks-rules-round-turn = On your turn you do exactly one thing: give a hint, discard a card, or play a card.
ui-fireworks-rules-round-hint = A hint costs a token. You tell one teammate every card of theirs of one colour, or of one level — all of them, and at least one. Both halves teach: the cards not named are not that colour or level. No token left, no hint.
ui-fireworks-rules-round-discard = Discarding wins a token back. It is not allowed with all 12 tokens on the table, nor once the deck is empty.
ui-fireworks-rules-round-play = Playing puts the card on its colour's firework if it is exactly the next level. Otherwise it is a mistake: the card is discarded, one mistake fewer is left, and you note a personal mistake.
ui-fireworks-rules-round-draw = After playing or discarding you draw into the same slot. Once the deck is empty, emptied slots stay empty.
ui-fireworks-rules-round-five = Finishing a firework with its 5 gives a token back, unless there are already 12.
ui-fireworks-rules-round-end = The round ends at once on the fourth mistake or when all five fireworks are complete. When someone draws the last card, everybody, that player included, takes three more turns, and then the round ends.
ui-fireworks-rules-scoring-title = Scoring
ui-fireworks-rules-scoring = Each player of a round scores 10 plus the levels on the fireworks (a firework at 3 counts 1 + 2 + 3; all five complete make 75, so 85 in all), minus their own mistakes. Losing the only 5 of a colour costs the team 5 points; a mistake costs you 1 point but also brings the round closer to its end.
ui-fireworks-rules-match-title = The match
ui-fireworks-rules-match = The CodinGame match has four players and four rounds; each round is played by three of them, the first round without player 1, the second without player 2, and so on. Your game score is the sum of your three rounds; the highest wins, and equal scores share a place. You can also play a single round with two AI partners.
ui-fireworks-rules-standard-title = Hanabi, standard rules (2 to 5 players)
ui-fireworks-rules-standard = The boxed game is one game at one table: 2 to 5 players, player 1 first, then in turn. With 2 or 3 players everyone holds five cards (A to E); with 4 or 5, four cards (A to D). There are 8 information tokens (a completed firework gives one back unless all 8 are on the table), and discarding stays allowed once the deck is empty. The third mistake ends the game at once, and the team then scores 0. When someone draws the last card, everybody, that player included, takes exactly one more turn. Otherwise the team scores the fireworks' total height, 25 at most. Everybody has the team's score; a player who gives an invalid answer or runs out of time ends the game with 0 and ranks last.
ui-fireworks-rules-sixth-title = The sixth colour
ui-fireworks-rules-sixth = The box adds ten multicolour cards (three 1s, two 2s, 3s and 4s, one 5: 60 cards, fireworks to 30). Their face is lilac with M and a band of the five colours. With six colours, multicolour is an ordinary colour that hints may name. With rainbow cards, every colour hint touches the multicolour cards as well, no hint may name multicolour, and a hint must still touch at least one card: a card touched by hints naming two different colours is multicolour.
ui-fireworks-rules-ai-title = How the AI partners read your hints
# The AI's conventions: in English, the engine's CONVENTIONS text word for
# word (its first line, then each numbered paragraph); a test checks it.
ui-fireworks-conventions-lead = How the AI partners (medium and hard) read your hints, and give theirs.
ui-fireworks-convention-chop = Your chop is the card you would discard next: your oldest card that no hint has touched. Among the cards dealt at the start, card A counts as the oldest, then B, and so on; a card drawn later is newer than all of them.
ui-fireworks-convention-focus = When a hint touches new cards (cards no hint had touched before), one of them is its focus: your chop, if the hint touches it; otherwise the newest of the new cards. The other cards just learn what the hint says.
ui-fireworks-convention-play = A hint whose focus is not your chop is a play hint: the focus can be played right now. Play it as soon as you can tell it fits (often at once).
ui-fireworks-convention-save = A hint that touches your chop is a play hint or a save: the chop is either playable now, or a card the team must not lose (a 5, or the last copy of a card still needed). Keep it; play it once you know it fits.
ui-fireworks-convention-touched = A hint that only touches cards already touched says nothing more than its colour or level.
ui-fireworks-convention-tricks = No tricks: a hint never asks you to play a card it does not touch, and the AIs never play a card on the strength of someone else's hint (no finesses). When they must discard, they discard a card they know is useless, or else their chop.
ui-fireworks-rules-levels = Medium follows these conventions; hard follows them too and tries the alternatives on the hands it may hold before it deviates; hat uses a code only AIs can read, so it is for watching AI teams; hat + search plays the hat's code and, at a table of 2 to 5 with the boxed rules, tries other moves on the hands it may hold for a few hundredths of a second before each decision.
ui-fireworks-rules-here-title = Playing here
ui-fireworks-rules-here = Choose one of your cards, then Play or Discard; or choose a teammate's card, then a colour or a level, and Give hint. The cards a hint would touch are highlighted first. A choice the rules refuse is greyed out with the reason. Keyboard: p or d then A–E; h, 1 or 2 for the teammate, r/w/b/g/y or 1–5, then Enter; Escape cancels.
ui-fireworks-rules-lessons-title = See them happen
ui-fireworks-rules-lessons = Each lesson shows these rules on a real table, one step at a time, then lets you play on:

## The outlook under the status line (outlook.rs), from public facts only

# $unit: height (a standard table) or points (a CodinGame round's level
# points); $pace: plays left beyond those the max score needs.
ui-fireworks-outlook = Max score { $max } of { $perfect }{ $unit ->
    [points] {" "}level points
   *[height] {""}
} · pace { $pace } · at most { $turns } turns left
# The max score fell on this step, below a score already short of perfect.
ui-fireworks-outlook-falls = The max score falls from { $before } to { $after }: { $why }.
