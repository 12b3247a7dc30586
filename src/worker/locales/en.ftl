# The workers' errors (a game's AI worker and the coach's), as a player
# may read them under a failed move, review or hint ($error: the reader's
# own words, in English).

worker-record-unreadable = the record could not be read ({ $error })
worker-request-unreadable = the request could not be read ({ $error })
# $seat: the seat's number from 0, as the request gave it.
worker-no-seat = there is no seat { $seat }
# $game: the game's id.
worker-no-ai = no AI for the game `{ $game }`
worker-no-coach = no coach for the game `{ $game }`
# $seat: the seat's number from 1.
worker-nothing-to-decide = seat { $seat } has nothing to decide now
# $task: the task asked for (decide, share, open, rate, review, hint).
worker-not-here = this worker does not { $task }
