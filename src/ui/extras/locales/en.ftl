# The parts the extras module draws: while one loads, why one failed, the
# lesson and game errors, and the about page.

## While a part loads.
extras-loading-rules = Loading the rules…
extras-loading-settings = Loading the settings…
extras-loading-protocol = Loading the protocol view…
extras-loading-lessons = Loading the lessons…
extras-loading-lesson = Loading the lesson…
extras-loading-about = Loading the about page…
extras-loading-puzzles = Loading the puzzles…
extras-loading-studio = Loading the lesson studio…
extras-loading-coach = Loading the coach…

## When a part could not load; $why: what went wrong.
extras-failed-rules = Loading the rules failed: { $why }. Check the connection and open it again.
extras-failed-settings = Loading the settings failed: { $why }. Check the connection and open it again.
extras-failed-protocol = Loading the protocol view failed: { $why }. Check the connection and open it again.
extras-failed-lessons = Loading the lessons failed: { $why }. Check the connection and open it again.
extras-failed-lesson = Loading the lesson failed: { $why }. Check the connection and open it again.
extras-failed-about = Loading the about page failed: { $why }. Check the connection and open it again.
extras-failed-puzzles = Loading the puzzles failed: { $why }. Check the connection and open it again.
extras-failed-studio = Loading the lesson studio failed: { $why }. Check the connection and open it again.
extras-failed-coach = Loading the coach failed: { $why }. Check the connection and open it again.

## What went wrong (after "failed:").
extras-no-start = it could not start
extras-place-gone = its place is gone
extras-part-refused = it refused the part
extras-module-refused = the module refused
extras-no-lesson-sent = the module sent no lesson
# A part the module cannot read ($error: the reader's words).
extras-not-a-part = not a part this module draws ({ $error })

## The parts' own errors.
extras-no-game = There is no game called { $game }.
extras-no-game-called = there is no game called { $game }
extras-no-lesson = there is no lesson { $number }
# $why: why the record does not replay.
extras-game-unshown = This game cannot be shown ({ $why }).
extras-lesson-refused = This lesson cannot be opened
extras-see-games = See the games

## The coach's worker a lesson's question asks.
extras-worker-other = the coach's worker answered something else

## The about page.
extras-about-title = About { -parlour }
# $games: the games' names, as a list.
extras-about-lead = { -parlour } lets you play { $games } against small computer opponents or friends, and explains every move in plain words so you can learn the games.
extras-about-data = Your data
# $key: the settings' storage key (drawn as code).
extras-about-storage = Everything runs in your browser; nothing is sent anywhere. Your settings are kept in this browser's local storage under the key { $key }. Each game keeps its current game, and an unfinished game you put aside for a new one, under its own keys:
# $current, $aside: the game's two storage keys (drawn as code).
extras-about-keys = { $game }: { $current } and { $aside }
extras-about-how = How step-through works
# The demo's steps; "Next step", "Previous step", "First step" and "Last
# step" are the step bar's buttons (shell-step-…), "Settings" the page.
extras-about-demo-1 = When a round ends, step-through replays it one move at a time. This short demo uses the same controls as the games.
extras-about-demo-2 = Next step, or the Right arrow key, moves forward one step, and the explanation of that step appears under the buttons.
extras-about-demo-3 = Previous step, or the Left arrow key, goes back one step, so you can look at a move again.
extras-about-demo-4 = First step and Last step, or the Home and End keys, jump to the beginning or to the end.
extras-about-demo-5 = The game log lists every explanation. The current one is highlighted, and choosing an entry jumps straight to that step.
extras-about-demo-6 = In Settings you choose whether finished rounds open in step-through mode.
extras-about-demo-log = Demo log
