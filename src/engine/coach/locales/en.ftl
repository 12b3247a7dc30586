# The coach's shared words: its grades, their thresholds, the practice of
# a review's mistakes, the hint and the puzzles (each game's own words are
# in src/engine/<game>/ai/locales/).

## A decision's grade.
review-grade-forced = only move
review-grade-good = good
review-grade-inaccuracy = inaccuracy
review-grade-mistake = mistake
review-grade-blunder = blunder

# The grades' thresholds ("an inaccuracy from 1, a mistake from 2.5, a
# blunder from 5 cows lost"); $unit: the game's loss unit ("cows",
# "points", "of expected score"), still English in each game's coach.
review-thresholds = an inaccuracy from { $inaccuracy }, a mistake from { $mistake }, a blunder from { $blunder } { $unit } lost

# Why a review has no result.
review-stopped = the review was stopped

## "Practise the mistakes": a review's mistakes and blunders as a lesson.
# $game: the game's name.
review-practice-title = Your mistakes in this game of { $game }
review-practice-intro = Each chapter sets the table where a mistake was made. Find a better move: any move the coach would not have marked is right.
review-practice-outro = That was every mistake the coach found in this game.
# A chapter's title: the game's move number.
review-practice-chapter = Move { $number }
# $name: who played; $move: the move in the coach's words ("card 55");
# $grade: the grade's key, mistake or blunder.
review-practice-prompt = { $name } played { $move } here: { $grade ->
    [inaccuracy] an inaccuracy
    [blunder] a blunder
   *[mistake] a mistake
}. Find a better move.
# $why: why the better move is better, one sentence.
review-practice-note = Better: { $move }. { $why }

## The coach's hint.
review-hint-only-move = It is the only legal move.

## Puzzles mined from the AIs' games.
# A puzzle's title; $game: the game's name; $grade: how many of the
# game's $levels AI levels miss it.
review-puzzle-title = Puzzle { $number } · { $game } · { $grade } of { $levels } AI levels miss it
# The end of a proved puzzle's title: the solved endgames know every
# move's result; $outcome: "win" or "draw".
review-puzzle-proof = { $outcome ->
    [win] proved: the only winning move
   *[draw] proved: the only move that draws
}
# Why a puzzle file cannot be read ($error: the reader's own words).
review-puzzles-not-a-file = this is not a puzzle file ({ $error })
review-puzzles-no-format = this is not a puzzle file (it has no format)
review-puzzles-newer = this puzzle file has format { $format }; this version reads format { $readable }
review-puzzles-damaged = this puzzle file is damaged ({ $error })
review-puzzles-format = this puzzle file has format { $format }

## A puzzle's lesson (written by `referee puzzles`, in the language it is given).
# $seat: the seat's number.
review-puzzle-seat = Seat { $seat }
review-puzzle-to-play = Seat { $seat } to play
# $good of the $choices legal moves are good (at least 1).
review-puzzle-prompt = { $good ->
    [1] Your move. Only one of your { $choices } legal moves is good here: find it.
   *[other] Your move. Only { $good } of your { $choices } legal moves are good here: find one.
}
review-puzzle-hint = Not that one: the coach finds a clearly better move here. Look again.
# $best and $played: the moves in the coach's words; $level: the AI level
# that played (easy, medium, hard, or another of the game's); $grade: the
# grade's word (review-grade-*); $why: the coach's sentence.
review-puzzle-note = The coach's best: { $best }. The { $level } AI played { $played } here, a { $grade }. { $why }
# The note of a proved puzzle whose answer the AI that played found:
# $best the move, $level the AI level, $outcome "win" or "draw".
review-puzzle-note-proved = The coach's best: { $best }, which the { $level } AI played here. Proved exactly by the solved endgames: { $outcome ->
    [win] it is the only move that wins.
   *[draw] it is the only move that does not lose.
}
review-puzzle-intro = A position from a game the AIs played against each other. Find a good move for your seat: any move the coach would not mark is right.
review-puzzle-outro = The coach judged every move here with the hard AI, on what your seat could know.
