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
