# Nine Men's Morris on the screen.

# One sentence for the home page (the game's name is the engine's).
ui-morris-summary = Place, move and fly your nine stones, close mills to take the opponent's, against an AI or a friend, with lessons.

## The game screen's words for Nine Men's Morris (the shell's GameUi items)

# The new-game form: the person's seat against AIs, an AI's seat after its
# name, and the label of a person's name in hot-seat.
ui-morris-person-seat-white = White (moves first)
ui-morris-person-seat-black = Black
ui-morris-seat-label-white = White
ui-morris-seat-label-black = Black
ui-morris-name-label-white = Name of the White player
ui-morris-name-label-black = Name of the Black player
ui-morris-undo-button = Undo my last move
# The status line while the stones move.
ui-morris-moving-status = The stones are moving…

## The screen (game_ui.rs): the status line, refusals, the end panel

# The colour each seat plays, used as the seat's name.
ui-morris-colour-white = White
ui-morris-colour-black = Black
# After the mode in the line above the board.
ui-morris-progress = move { $move } of { $moves }
ui-morris-taken-back = The move was taken back: choose again.
# $why: why the pressed stone cannot be taken, a sentence of the engine.
ui-morris-take-highlighted = { $why } Choose one of the highlighted stones to take.
# $field: a point (A1 … G7).
ui-morris-stuck = The stone on { $field } cannot move: no neighbouring point is empty.
ui-morris-opponent-stone = { $field } holds an opponent stone. Choose one of your own stones to move.
ui-morris-choose-stone-first = Choose one of your stones first, then the point it goes to.
# The status line. $name: the seat's name, "You" for the person at this
# device (a key of the selects); $colour: ui-morris-colour-white or -black.
ui-morris-thinking = { $name } ({ $colour }) is thinking…
ui-morris-prompt-take = { $name } ({ $colour }) { $name ->
    [You] close
   *[other] closes
} a mill with the stone on { $field }: choose an opponent stone to take (press that point again to take the move back).
# $in_hand: the stones this seat has still to place.
ui-morris-prompt-place = { $name } ({ $colour }): place a stone on an empty point ({ $in_hand } in hand).
ui-morris-prompt-move = { $name } ({ $colour }): choose a stone to move to a neighbouring empty point.
ui-morris-prompt-fly = { $name } ({ $colour }) { $name ->
    [You] have
   *[other] has
} 3 stones left and may fly: choose a stone, then any empty point.
# $from: the point of the stone picked up.
ui-morris-prompt-where = { $name } ({ $colour }): choose where the stone on { $from } goes (press it again or Escape to put it back).
# The end panel's headline and its table's columns.
ui-morris-draw = Draw
ui-morris-wins = { $name } ({ $colour }) wins
ui-morris-column-colour = Colour
ui-morris-column-taken = Stones taken

## The board (board.rs)

ui-morris-board = Board
# What stands on a point, as the person at this device sees it.
ui-morris-stone-none = empty
ui-morris-stone-yours = your stone
ui-morris-stone-opponent = opponent stone
# When nobody plays at this device; $side: white or black.
ui-morris-stone-colour = { $side ->
    [white] White stone
   *[black] Black stone
}
# A point's accessible name: the point, then what stands on it ($stone:
# one of ui-morris-stone-…).
ui-morris-point = { $field }, { $stone }
ui-morris-point-in-mill = { $field }, { $stone }, in a mill
# Then what pressing it does; $point: ui-morris-point or -point-in-mill.
ui-morris-point-role = { $point }, { $role ->
    [place] you can place a stone here
    [movable] can move
    [selected] picked up
    [target] you can move here
    [victim] can be taken
   *[protected] protected
}
# The tooltip of a closed mill; $mill: its points, like A1-D1-G1.
ui-morris-mill-title = { $side ->
    [white] White's mill { $mill }
   *[black] Black's mill { $mill }
}

## The seat panels (players.rs) and the display choice (drawing.rs)

# What a seat does on its turns.
ui-morris-phase-placing = Placing · { $in_hand } in hand
ui-morris-phase-moving = Moving to neighbouring points
ui-morris-phase-flying = Flying: 3 stones left, may jump to any empty point
# A panel's accessible name and heading; $name and $colour as in the
# status line.
ui-morris-player = { $name }, { $colour }
ui-morris-player-heading = { $name } · { $colour }
# After the panel's "You" or "AI · hard".
ui-morris-to-move = { " · " }to move
# Followed by a row of small stones.
ui-morris-in-hand = In hand: { $count }{ " " }
ui-morris-in-hand-stones = { $count } stones in hand
ui-morris-taken = Taken: { $count }{ " " }
# The opponent stones a seat has taken, by their colour.
ui-morris-taken-white = { $count } White stones taken
ui-morris-taken-black = { $count } Black stones taken
ui-morris-show-names = Show point names

## The studio's set-up editor (setup_form.rs, studio_ui.rs)

# A colour's stones, which must add up to 9.
ui-morris-setup-sum = { $board } on the board + { $hand } in hand + { $lost } lost = { $total } of 9
# A point's button; $on: empty, white or black.
ui-morris-setup-point = Point { $field }: { $on ->
    [white] white
    [black] black
   *[empty] empty
}
ui-morris-setup-position = The position
ui-morris-setup-hint = Press a point to put a white stone on it, again for a black one, again to empty it.
ui-morris-setup-points = Points
# $side: white or black.
ui-morris-setup-in-hand = { $side ->
    [white] White stones in hand
   *[black] Black stones in hand
}
ui-morris-setup-taken = { $side ->
    [white] Stones White has taken
   *[black] Stones Black has taken
}
# $colour: ui-morris-colour-…; $sum: ui-morris-setup-sum.
ui-morris-setup-count = { $colour }: { $sum }
ui-morris-setup-to-move = Side to move
ui-morris-setup-moves = Moves already played
ui-morris-setup-clear = Empty the board

## The rules page (rules.rs)

ui-morris-rules-intro = Two players, White and Black, each bring nine stones to a board of 24 points. Whoever lines up three stones may take one of the other side's stones; a player who is down to two stones, or who cannot move at all, has lost.
ui-morris-rules-board = The board
ui-morris-rules-squares = The board is three squares inside one another. The middle of each side is joined to the middle of the same side of the next square, so the four joining lines run from the outer square to the inner one. Every corner and every middle point of the three squares is a point where a stone can stand: 24 points in all.
# The drawing's description for screen readers.
ui-morris-rules-diagram = The board: three nested squares, their middles joined by four short lines, 24 points named A1 to G7.
ui-morris-rules-names = A point is named by its column letter, A to G from left to right, and its row digit, 1 to 7 from the bottom up. The outer square has the corners A1, G1, G7 and A7, the middle square B2, F2, F6 and B6, the inner square C3, E3, E5 and C5.
ui-morris-rules-neighbours = Two points are neighbours when a line joins them with no point in between: D1 and D2, or A4 and B4, for example. The middle of the board is empty, so D3 and D5 are not neighbours, and neither are C4 and E4. Corners have two neighbours; middle points have three, or four on the middle square.
ui-morris-rules-mills = Mills
ui-morris-rules-mills-intro = Three points on one straight line that make a side of a square, or the three points of a joining line, form a mill. There are 16 of them:
# $mills: the mills, like "A1-D1-G1, A4-B4-C4, …".
ui-morris-rules-rows = Rows: { $mills }
ui-morris-rules-columns = Columns: { $mills }
ui-morris-rules-no-middle = No line crosses the empty middle of the board, so C4 with E4, or D3 with D5, never belongs to a mill.
ui-morris-rules-placing = Placing
ui-morris-rules-placing-text = The board starts empty. White moves first, then the players take turns. While a player still has stones in hand, a turn means putting one of them on any empty point. Each player places all nine, one per turn, and stones that get taken never come back into the hand.
ui-morris-rules-moving = Moving
ui-morris-rules-moving-text = Once a player has placed all nine stones, a turn means sliding one of their stones along a line to a neighbouring empty point. Stones never jump over each other.
ui-morris-rules-flying = Flying
ui-morris-rules-flying-text = A player who is down to exactly three stones (six have been taken) may fly: a stone can move to any empty point on the board, neighbour or not. The other player keeps moving normally until they too are down to three.
ui-morris-rules-taking = Closing a mill and taking
ui-morris-rules-close = A placement or a move that makes a mill of your own stones closes it. The stone that just arrived must be part of the new mill; the point a stone just left does not count, so sliding a stone out of a mill and back in closes it again.
ui-morris-rules-take-one = Closing a mill takes exactly one stone of the other player off the board. A stone that closes two mills at once still takes only one.
ui-morris-rules-protected = Stones that stand in a closed mill are protected: you must take a stone that is in no mill. Only when every one of the opponent's stones stands in a mill may you take any of them.
ui-morris-rules-nothing-to-take = If the opponent has no stone on the board at all, a placement or move that would close a mill is not allowed: there would be nothing to take.
ui-morris-rules-end = The end of the game
ui-morris-rules-checks = After every move the rules check, in this order:
ui-morris-rules-check-limit = Was it the 200th move of the game (100 for each player)? Then the game is a draw, unless one of the next two checks makes it a win.
ui-morris-rules-check-seven = Has the mover now taken seven stones, leaving the opponent with only two? Then the mover wins: two stones can never form a mill again.
ui-morris-rules-check-blocked = Does the opponent have no legal move, because every one of their stones is hemmed in? Then the mover wins.
ui-morris-rules-end-notes = So a win on the 200th move still counts as a win; only a 200th move that wins nothing ends in a draw. A player who is placing or flying can always find an empty point, so only a player who is moving, with four or more stones, can be blocked.
ui-morris-rules-protocol = The bot protocol
# The commands (PLACE;D2 …) are the protocol's own words.
ui-morris-rules-protocol-text = Programs can play too, with the text commands of the CodinGame version: PLACE;D2 or PLACE&TAKE;D2;A7 while placing, MOVE;D2;D3 or MOVE&TAKE;D2;D3;A7 while moving or flying. A move that closes a mill only exists in its TAKE form. On every turn a bot reads the opponent's last command, the whole board and the list of its legal commands, and answers with one of them within 50 milliseconds (1 second for its first answer); any other answer loses the game. The bot-protocol view on the play page shows these exact lines for the current position.
ui-morris-rules-see = See them happen
ui-morris-rules-lessons = Each lesson shows one of these rules on a real board, one step at a time, then lets you play on where the game goes on:
