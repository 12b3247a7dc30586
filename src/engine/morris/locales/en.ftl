# Nine Men's Morris: what happened, with the rule behind it.
#
# $name, $victim: a seat's name. The person playing reads their own seat
# as "You": select on the name (`[You]`) for the verb forms and pronouns.
# $field, $from, $to: a point (A1 … G7); $mill: a line such as A1-D1-G1.

morris-started-preset = The game starts from a set-up position; { $name } { $name ->
        [You] move
       *[player] moves
    } first.
morris-started-empty = The board is empty and each player holds 9 stones; { $name } { $name ->
        [You] place
       *[player] places
    } first.
# $in_hand: the stones that seat has still to place.
morris-placed = { $name } { $name ->
        [You] place
       *[player] places
    } a stone on { $field } ({ $in_hand } left in hand).
morris-moved = { $name } { $name ->
        [You] move
       *[player] moves
    } a stone from { $from } to the neighbouring field { $to }.
morris-flew = { $name } { $name ->
        [You] have
       *[player] has
    } only 3 stones, so the stone on { $from } may fly: it jumps to { $to }.
# The same move closed two mills; this is the second.
morris-mill-second = { $name } also { $name ->
        [You] close
       *[player] closes
    } the mill { $mill }, but two mills at once still take only one stone.
morris-mill-closed = { $name } { $name ->
        [You] close
       *[player] closes
    } the mill { $mill }: three stones in a row, so one opponent stone is taken.
# $victim: whose stone was taken.
morris-taken-outside-mills = { $name } { $name ->
        [You] take
       *[player] takes
    } { $victim ->
        [You] your
       *[player] { $victim }'s
    } stone on { $field }; it was not part of a closed mill, so it could be taken.
morris-taken-all-in-mills = { $name } { $name ->
        [You] take
       *[player] takes
    } { $victim ->
        [You] your
       *[player] { $victim }'s
    } stone on { $field }; every one of { $victim ->
        [You] your
       *[player] { $victim }'s
    } stones stood in a mill, so any of them could be taken.
morris-phase-placing = { $name } { $name ->
        [You] place
       *[player] places
    } stones again.
morris-phase-moving = { $name } { $name ->
        [You] have placed all 9 stones and from now on move
       *[player] has placed all 9 stones and from now on moves
    } a stone to a neighbouring empty field.
morris-phase-flying = { $name } { $name ->
        [You] are
       *[player] is
    } down to 3 stones and may now fly: a stone can move to any empty field.
morris-blocked = { $name } { $name ->
        [You] have
       *[player] has
    } no legal move: every stone is blocked in.
morris-move-limit = That was move { $moves }, the last one allowed, and nobody has won: the game is a draw.
morris-draw = The game ends in a draw.
# $why: one of the morris-why-… messages below.
morris-win = { $name } { $name ->
        [You] win
       *[player] wins
    } because { $why }.
# Why the game was won; $name is the loser.
morris-why-took-seven = { $name } { $name ->
        [You] are
       *[player] is
    } down to 2 stones and can no longer form a mill
morris-why-blocked = { $name } cannot move
morris-why-move-limit = the move limit was reached
morris-why-forfeit = { $name } forfeited
# $reason: why the seat is out, in words from outside the game.
morris-forfeited = { $name } { $name ->
        [You] are out ({ $reason }) and lose
       *[player] is out ({ $reason }) and loses
    } the game.

## Why a move is refused (shown on screen and printed by the referee):
## "you" is the side to move. PLACE, PLACE&TAKE, MOVE and MOVE&TAKE are
## the commands' own words and stay as they are.

# $in_hand: the stones the side to move has still to place.
morris-error-still-placing = you still have { $in_hand } stone(s) to place: use PLACE or PLACE&TAKE
morris-error-all-placed = you have placed all 9 stones: use MOVE or MOVE&TAKE
morris-error-not-yours = { $from } holds no stone of yours
morris-error-not-empty = { $to } is not empty
morris-error-not-adjacent = { $to } is not adjacent to { $from } (only a seat with 3 stones left may fly)
morris-error-place-no-mill = this place closes no mill, so it cannot take: use PLACE
morris-error-move-no-mill = this move closes no mill, so it cannot take: use MOVE
morris-error-nothing-to-take = this closes a mill but the opponent has no stone on the board to take, so it is not available
# $command: PLACE or MOVE, the command's own word.
morris-error-must-take = this move closes a mill: use { $command }&TAKE
morris-error-no-opponent-stone = { $field } holds no opponent stone
morris-error-in-mill = { $field } is in a mill and cannot be taken while another opponent stone is outside mills
morris-error-game-over = the game is over
# $seat: the number of the seat to move, 0 or 1.
morris-error-not-your-turn = it is seat { $seat }'s turn
# $command: the refused command as written (MOVE;A1;A4); $reason: one of
# the morris-error-… messages above.
morris-error-illegal = { $command } is not legal: { $reason }

## The problems of a set-up position, shown to teachers in the studio.
## $colour: white or black (seat 0, White, moves first).

morris-error-move-limit-zero = the move limit must be at least 1
morris-error-side-to-move = the side to move must be seat 0 (White) or seat 1 (Black)
morris-error-listed-twice = { $field } is listed twice for { $colour ->
        [white] White
       *[black] Black
    }
morris-error-both-seats = { $field } is given to both seats, White and Black
morris-error-too-many-in-hand = { $colour ->
        [white] White
       *[black] Black
    } cannot have more than 9 stones in hand, not { $count }
morris-error-too-many-taken = { $colour ->
        [white] White
       *[black] Black
    } cannot have taken more than 9 stones, not { $count }
# The stones of a colour must add up to 9.
morris-error-stone-count = { $colour ->
        [white] White
       *[black] Black
    } has { $on_board } on the board, { $in_hand } in hand and { $lost } lost: that makes { $total }, not 9
# $moves: the moves already played; $limit: the move limit.
morris-error-moves-at-limit = { $moves } moves have already been played: the game has reached its limit of { $limit }
# $left: 2 or fewer.
morris-error-down-to = { $colour ->
        [white] White
       *[black] Black
    } has only { $left } stones left: the game is already over
morris-error-blocked = { $colour ->
        [white] White
       *[black] Black
    }, to move, has no legal move: the game is already over
morris-error-already-over = the game of that position is already over

# The game's name, on every screen, lesson and puzzle that names it.
morris-name = Nine Men's Morris
