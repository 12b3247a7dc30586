# The game screen every game stands on: the toolbar, the status and info
# lines, the panels and notices, the new-game form and the step bar.

## Numbers and lists

# A count in words ($n from 0 to 10, digits above), for counts of AIs and
# of people: in French and German both nouns are feminine (IA, personne;
# KI, Person).
shell-number = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $n }
}
# The same at the start of a sentence.
shell-number-start = { $n ->
    [0] No
    [1] One
    [2] Two
    [3] Three
    [4] Four
    [5] Five
    [6] Six
    [7] Seven
    [8] Eight
    [9] Nine
    [10] Ten
   *[other] { $n }
}
# Names or words as a list ("Ada, Ben and Cleo").
shell-list = { $items }

## Who plays: the line above the table and the new-game form

# $count: how many AIs; $number: that count in words (shell-number).
shell-you-against-ais = { $count ->
    [1] You against an AI
   *[other] You against { $number } AIs
}
# $number: the count in words at the start of a sentence (shell-number-start).
shell-mode-hot-seat = { $number } people sharing this device
shell-mode-watch = { $number } AIs playing
# A lesson's number and title (also in the lesson lists).
shell-lesson-title = Lesson { $number }: { $title }
shell-mode-shared = A shared game
shell-mode-shared-as = A shared game, as { $name } sees it
shell-mode-shared-as-someone = A shared game, as a player sees it
# A seat's note in the seat panels.
shell-role-person = person
# $level: shell-level-easy, -medium, -hard or -hat-search (hat as it is).
shell-role-ai = AI · { $level }
shell-level-easy = easy
shell-level-medium = medium
shell-level-hard = hard
shell-level-hat-search = hat + search
# The name of a seat in a shared game, and of a person not yet named.
shell-player-number = Player { $number }
# The name of an AI past the names a game gives its AIs.
shell-ai-number = AI { $number }

## Why a saved game cannot be resumed (inside the brackets of shell-save-not-resumed)

# $game: the game's name.
shell-invalid-seats = { $game } has { $seats } seats, not { $count }
shell-invalid-no-name = seat { $seat } has no name
shell-invalid-level = seat { $seat } has an unknown AI level `{ $level }`
shell-invalid-people = { $people } people do not fit this mode
shell-save-format = it was saved in format { $saved } and this version reads format { $reads }
shell-save-unreadable = it could not be read ({ $error })
shell-save-not-resumed = The saved game could not be resumed ({ $reason }), so a new game was started.
shell-save-not-read = The saved game could not be read ({ $reason }), so a new game was started.
shell-storage-refused = this browser does not allow saving data for this page
shell-storage-failed = the game could not be saved ({ $error })
shell-storage-note = The current game is kept in this browser under the key { $game }, and a game put aside under { $aside }.
shell-not-kept = This browser is not keeping anything for { -parlour } (its storage is full or switched off): the game and the settings will be gone after a reload. You can keep playing.
# $settings: the settings reset, joined with ", ".
shell-settings-reset = Some saved settings could not be read and were reset: { $settings }.
shell-settings-reset-name = player name
shell-settings-reset-level = default AI level
shell-settings-reset-time = AI thinking time
shell-settings-reset-speed = animation speed
shell-settings-reset-theme = theme
shell-settings-reset-step = step-through
shell-settings-reset-hints = hints
shell-settings-reset-language = language
shell-settings-reset-stun = STUN server

## The status line and the log

# An explanation followed by the AI's reason for its move.
shell-explanation-why = { $text } Why: { $reason }
shell-status-shared = A shared game, shown at step { $step } of { $total }: step through it, or play on from here.
# "Last step" is the step bar's button.
shell-status-looking-back = You are looking at an earlier moment of the game. Use Last step to come back.
# "Next step" is the step bar's button.
shell-status-step-through = Step-through: press Next step (or the Right arrow key) to see what happens next.
shell-status-over = The game is over.
shell-status-pass = Pass the device to { $name }.
# $hints: each person's name and count ("Ann 2, Bo 1").
shell-hints-taken = Hints taken: { $hints }.
shell-skip-ahead = Skip ahead

## Notices

shell-no-lesson = There is no lesson { $number }.
# Written with a capital letter and a full stop added.
shell-lesson-unplayable = lesson { $number } cannot be played: { $error }
shell-lesson-unreadable = The lesson could not be read ({ $error }).
shell-lesson-not-loaded = Lesson { $number } could not be loaded ({ $reason }).
shell-previous-not-restored = The previous game could not be brought back ({ $reason }).
shell-ai-failed = The AI could not decide: { $reason }.
shell-ai-refused = { $name } chose a move the rules refuse ({ $error }).
shell-ai-answer-unreadable = the AI's answer could not be read ({ $error })
shell-worker-something-else = the worker answered something else
shell-worker-unreadable = the AI worker answered something unreadable ({ $error })
shell-worker-not-started = the AI worker could not start ({ $error })
shell-worker-stopped = the AI worker stopped ({ $error })
shell-no-link = No link could be made: { $reason }.
shell-link-not-opened = This game link cannot be opened: { $error }. Nothing was changed.
shell-file-not-opened = This file cannot be opened: { $error }. Nothing was changed.
shell-dismiss = Dismiss
shell-dismiss-notice = Dismiss notice
shell-aside = The unfinished game you were playing was put aside for this one.
shell-aside-restore = Bring back the previous game
shell-aside-forget = Forget the previous game

## The toolbar and its dialogs

shell-bar-game = Game
shell-bar-new-game = New game
shell-bar-lessons = Lessons
shell-bar-restart = Restart
shell-bar-restart-name = Restart with the same seed
shell-bar-undo = Undo
shell-bar-share = Share
shell-bar-share-name = Share this game
shell-bar-hint = Hint
# "?" is the key that asks for the hint.
shell-bar-hint-name = Hint: the coach's move for you (?)
shell-bar-review = Review
shell-bar-review-name = The coach's review of every decision
shell-bar-protocol = Protocol
shell-bar-protocol-name = Bot protocol view
shell-bar-settings = Settings
shell-bar-rules = Rules
# $game: the game's name.
shell-bar-rules-name = Rules of { $game }
shell-bar-rules-page = Open the rules as a page
shell-bar-display = Display
shell-bar-step-through = Step-through
shell-bar-step-through-title = Pause after every event and explain it
shell-bar-replay-speed = Replay speed
shell-bar-ai-speed = AI speed
shell-speed-slow = Slow
shell-speed-normal = Normal
shell-speed-fast = Fast
shell-hint-box = The coach's hint

## The new-game form

shell-new-rules = Rules
shell-new-players = Players
shell-new-game = Game
shell-new-who = Who plays
# $number: the count in words at the start of a sentence (shell-number-start).
shell-new-hot-seat = { $number } people on this device
shell-new-hot-seat-range = { $fewest } to { $most } people on this device
# $count: how many AIs; $number: that count in words (shell-number).
shell-new-watch = { $count ->
    [1] Watch an AI
   *[other] Watch { $number } AIs
}
shell-new-your-seat = Your seat
shell-new-people = People
# An AI's level; $seat: the seat's label (the game's, or shell-new-seat).
shell-new-level = Level of { $name } ({ $seat })
shell-new-seat = seat { $number }
# A person's name, past the labels a game gives its seats.
shell-new-name = Name of person { $number }
shell-new-seed = Seed (leave empty for a random game)
shell-seed-invalid = `{ $text }` is not a seed (a whole number from 0 to 18446744073709551615)
shell-new-start = Start game

## The table and the panels beside it

shell-table = The table
# Before the game's seed, after the info line and " · ".
shell-info-seed = Seed
shell-play-on = Play on
shell-play-on-ais = Play on from here against AIs
shell-play-on-hot-seat = Play on from here in hot-seat
# $headline: the game's result ("Ada wins with 12 cows").
shell-end-title = Game over: { $headline }
shell-end-ranking = Final ranking
shell-end-rank = Rank
shell-end-player = Player
shell-end-again = Play again
shell-end-same = Same seed
shell-end-same-name = New game with the same seed
shell-end-replay = Replay from the start
shell-pass-label = Pass the device
shell-pass-text = Pass the device to { $name }. The other players should look away.
shell-pass-show = I am { $name }: show my hand
shell-pass-covered = The hands stay hidden while the device changes hands.

## The bot protocol view ($seat: the seat's number in the protocol, from 0)

shell-protocol-no-seat = The protocol view shows a seat's input only while that person has the device.
shell-protocol-over = The game is over: no seat is asked for a command any more. The lines below are what this seat would read.
shell-protocol-initial = Initial input of { $name } (seat { $seat }), sent once before its first turn:
shell-protocol-turn-asked = Input of { $name } (seat { $seat }) for a turn now (asked for a command now):
shell-protocol-turn-waiting = Input of { $name } (seat { $seat }) for a turn now (not asked for a command at the moment):
shell-protocol-last = Last command it may know, sent by { $name } (seat { $seat }):
shell-protocol-initial-lines = Initial input lines
shell-protocol-turn-lines = Input lines
shell-protocol-last-line = Last output line

## Sharing

shell-share-intro = Anyone who opens this link sees this game at the step shown now, and can step through it and play on. The link holds the whole game: the cards of every hand can be worked out from it.
shell-share-link = Link to this game
shell-share-writing = Writing the link…
shell-share-copy = Copy link
shell-share-copied = The link is copied.
shell-share-not-copied = The browser did not let the link be copied: select it and copy it yourself.
shell-share-download = Download game
shell-share-download-name = Download game as a file
shell-share-open-file = Open game file
shell-share-studio = Open in the studio

## Rules pages and lesson lists

shell-rule-sets = Rule sets
# "--preset" is the referee's option, not translated.
shell-rule-sets-intro = Choose them under Rules in the new-game form; the bot referee names them with --preset. Everything not said here is as above.
shell-lessons-intro = Each lesson steps through one rule on a real table, then lets you play on.
shell-lesson-studio = open in the studio
shell-lesson-studio-name = open in the studio: lesson { $number }

## The step bar, the log and dialogs

shell-steps-none = No steps yet
shell-steps-position = step { $step } of { $total }
shell-steps-controls = Step-through controls
# Each button's name, then its tooltip with its key (Home, End: the keys'
# names on the keyboard).
shell-step-first = First step
shell-step-first-title = First step (Home)
shell-step-previous = Previous step
shell-step-previous-title = Previous step (Left arrow)
shell-step-next = Next step
shell-step-next-title = Next step (Right arrow)
shell-step-last = Last step
shell-step-last-title = Last step (End)
shell-replay = Replay
shell-replay-pause = Pause replay
shell-replay-pause-short = Pause
shell-log = Game log
shell-log-empty = Nothing has happened yet.
shell-close-dialog = Close dialog

# A seat's name as shown at the table: the person's own seat is named
# "You" in the code (the events' sentences take their "you" forms from it).
shell-seat-name = { $name ->
    [You] You
   *[other] { $name }
}

## The deal of the day (a cooperative game's)
shell-daily-title = Deal of the day
shell-daily-play = Play the deal of the day
shell-daily-about = One deal a day for each rule set and number of players, the same for everyone. After your game, see your team beside the AI teams and the best the deal allows.
# $day: the date (2026-12-07); $rules: the rule set's name; $players: the number of players.
shell-daily-deal = { $day } · { $rules } · { $players } players
# $height: a team's score; $most: the most it could be.
shell-daily-figure = { $height } of { $most }
# $score: the best score found for the deal; $bound: the most it could be.
shell-daily-best-open = { $score } (at most { $bound })
shell-daily-your-team = Your team
shell-daily-this-team = This game's team
# $level: the AI level every seat of the team played at.
shell-daily-ai-team = AI team ({ $level })
shell-daily-deal-best = The deal's best
# $done, $total: AI teams that have played, and in all.
shell-daily-teams-playing = The AI teams are playing this deal ({ $done } of { $total })…
# $why: the worker's error.
shell-daily-teams-failed = The AI teams could not play this deal: { $why }
shell-daily-watch = Watch
# $team: the team's name (AI team (hard)).
shell-daily-watch-name = Watch the game: { $team }
# $count: deals kept.
shell-daily-history = Your last deals of the day ({ $count })
# $day: the date; $rules: the rule set's name; $players: the number of players; $team: the team's figure (19 of 25).
shell-daily-line = { $day } · { $rules }, { $players } players · your team { $team }
# $level: the best AI team's level; $height: its figure.
shell-daily-line-ai = {" "}· best AI team { $level } { $height }
# $best: the deal's best (24, or 23 (at most 25)).
shell-daily-line-best = {" "}· the deal's best { $best }
