# The coach in the app: the review dialog, the hint, the rules page's
# section on grades and the puzzles page. The grades' words and thresholds
# are in src/engine/coach/locales; $unit is a game's unit ("cows",
# "expected score"), still English in each game's coach.

## The review's figures.
coach-figures = Each player's decisions
coach-figures-player = Player
coach-figures-decisions = Decisions
coach-figures-accuracy = Accuracy
coach-figures-inaccuracies = Inaccuracies
coach-figures-mistakes = Mistakes
coach-figures-blunders = Blunders
# A seat's share of good decisions, in %.
coach-accuracy = { $percent }%
# A number with its decimals (a loss, a value on the graph's axis).
coach-number = { $value }

## The graph of the game.
# $low, $high: the lowest and highest values drawn.
coach-graph-label = { $unit } over the game, from { $low } to { $high }: each point is a decision, a click shows its position
# A point's tooltip; $mark: review-grade-….
coach-graph-point = Move { $number }: { $mark }
coach-graph-caption = { $unit } over the game

## The decisions.
# $mark: review-grade-…, with its sign ("?!", "?", "??") after it.
coach-grade-signed = { $mark } { $sign }
# A decision's heading ("Move 12 · Ann: only move").
coach-heading = Move { $number } · { $name }: { $mark }
# A decision's heading with its loss ("Move 12 · Ann: mistake ? (lost 2.80 cows)").
coach-heading-lost = Move { $number } · { $name }: { $mark } (lost { $loss } { $unit })
# $move: the move in the coach's words.
coach-played = Played { $move }.
coach-better = Better: { $move }.
coach-show-move = Show the position of move { $number }
coach-show = Show the position
# A link; coach-practise-about follows it after a space.
coach-practise = Practise the mistakes
coach-practise-about = — each mistake and blunder as a question: find a better move.
coach-show-all = Show every decision, not only the marked ones
coach-none-marked = No decision lost enough to be marked: well played.
# $thresholds: review-thresholds.
coach-marks = Marks: { $thresholds }.
coach-review-unreadable = the review could not be read ({ $error })

## The review dialog while the coach works.
coach-getting-ready = The coach is getting ready…
coach-judged = The coach has judged { $done } of { $total } decisions…
coach-progress = Review progress
coach-stop = Stop
coach-stopped = The review was stopped.
coach-review-again = Review again
coach-failed = The review could not be made: { $error }.
coach-try-again = Try again
coach-worker-other = the coach's worker answered something else

## The hint.
coach-thinking = The coach is thinking…
# $move: the move in the coach's words ("card 42").
coach-suggests = The coach suggests { $move }.
coach-no-hint = No hint could be given: { $error }.
coach-no-game = there is no game called { $game }
coach-game-unreadable = the game could not be read ({ $error })
coach-move-unreadable = the move could not be read ({ $error })
coach-hint-illegal = the coach suggested a move that is not legal here

## The rules page's section.
coach-rules-title = The coach's marks
coach-rules-about = After a game, Review on the game's toolbar has the hard AI judge every decision on what its player could know at the time (a hidden card is never read), in { $unit }: what the move played lost against the best one. A decision right on what the player knew is never a mistake, however the cards fell.
# $thresholds: review-thresholds (its first letter is made a capital).
coach-rules-marks = { $thresholds }.
# $sets: the rule sets' titles, with commas.
coach-rules-marks-of = { $sets }: { $thresholds }.
# A link, then coach-rules-puzzles-about right after it.
coach-puzzles-of = Puzzles of { $game }
coach-rules-puzzles-about = : moments from the AIs' own games where the coach found a clearly better move, graded by how many AI levels miss it.

## The puzzles page.
coach-puzzles-no-game = There is no game called { $game }.
coach-puzzles-loading = Loading the puzzles…
coach-puzzles-failed = The puzzles could not be loaded: { $why }. Check the connection and open the page again.
coach-puzzles-solved = Solved { $solved } of { $total } puzzles in this browser.
coach-puzzles-play = Play { $game }
coach-puzzles-rules = Rules of { $game }
coach-puzzles-intro = Each puzzle is a moment from a game the AIs played against each other where one of them went wrong: the coach found a clearly better move, and only a few moves are good. Find one. They are grouped by how many of the AI levels miss them, easiest first; a wrong try gives a hint, and your progress is kept in this browser.
# A group's heading.
coach-puzzles-missed = Missed by { $grade } of { $levels } AI levels
# After a puzzle's link and a space; $levels: the levels (coach-level), as a list.
coach-puzzle-missed-by = · missed by { $levels }
coach-puzzle-missed-by-none = none
# For screen readers, after a space.
coach-puzzle-solved = (solved)
# An AI level's name (the id for a level not listed).
coach-level = { $level ->
    [easy] easy
    [medium] medium
    [hard] hard
   *[other] { $level }
}
coach-puzzles-other-game = the puzzle file is of { $file }, not of { $game }
# $url: the file's address.
coach-fetch-failed = { $url } could not be fetched
coach-fetch-status = { $url } answered { $status }
coach-fetch-not-text = { $url } is not text
