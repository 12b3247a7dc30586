# The lesson studio (its lessons, the editor, sharing) and a studio
# lesson as the learner takes it. The teacher's own texts are never
# messages: they stay in the language the lesson is written in.

## The studio's first screen and its lessons
studio-title = Lesson studio
studio-lead = Write your own lessons: set up a table, play a line, write a note on every step and ask the learner to find the move. Lessons are kept in this browser; share them as a link, a file or an embed.
studio-new-group = New lesson
studio-new-lesson = New { $game } lesson
# The title a new lesson starts with.
studio-new-lesson-title = A lesson of { $game }
studio-open-group = Open a lesson
studio-open-file = Open a lesson file
studio-lesson-link = Lesson link
studio-open-link = Open the link
studio-your-lessons = Your lessons
studio-no-lessons = No lesson is kept in this browser yet.
# $when is the date and time, as the browser writes them.
studio-shelf-meta = { $game } · saved { $when }
studio-a-game = a game
studio-rename = Rename
studio-rename-label = Rename { $title }
studio-duplicate = Duplicate
studio-duplicate-label = Duplicate { $title }
studio-delete = Delete
studio-delete-label = Delete { $title }
studio-new-name = New name
studio-save-name = Save the name
studio-cancel = Cancel
studio-delete-confirm = Delete “{ $title }” from this browser?
studio-delete-it = Delete it
studio-keep-it = Keep it
studio-untitled = Untitled lesson
studio-copy-title = { $title } (copy)
studio-see-lessons = See your lessons
studio-opening = Opening in the studio…
studio-not-kept = This lesson is not kept in this browser (it may have been deleted).
studio-unreadable = This lesson cannot be read ({ $reason }).
studio-no-game = There is no game called { $game }.

## Where lessons are kept
studio-store-none = This browser keeps nothing for this page: lessons cannot be saved here. Download them as files.
studio-store-nothing = This browser keeps nothing for this page.
studio-store-refused = The browser refused to keep the lesson (its storage may be full). Download it as a file.
studio-shelf-bad = the saved lessons could not be read ({ $reason })
studio-shelf-version = the saved lessons were kept by another version of { -parlour } (format { $version })
studio-shelf-unreadable-kept = { $why }; they are kept aside, unchanged, and a new list begins.
studio-shelf-unreadable = { $why }.

## A new lesson from a link, a built-in lesson, a game or a file
# $reason is a whole sentence.
studio-link-refused = This lesson link cannot be opened. { $reason }
studio-no-builtin = { $game } has no lesson { $number }.
studio-game-refused = This game cannot be opened. { $reason }
studio-from-game-title = A lesson from a game of { $game }
studio-link-no-game = This lesson link names no game { -parlour } plays.
studio-nothing-to-open = There is nothing to open here.
studio-file-other-game = it is a lesson of { $game }, a game { -parlour } does not play
studio-file-refused = This file cannot be opened: { $reason }.

## The editor
studio-back-to-lessons = ← Your lessons
# The page's title: the game, then the lesson's title.
studio-editor-title = { $game }: { $title }
studio-kept = Kept in this browser.
studio-the-lesson = The lesson
studio-written-in = Written in
studio-lang-hint = Your texts are shown as you write them, in this language; the rest of the screen is in each learner's own language.
studio-lesson-title-field = Lesson title
studio-introduction = Introduction
studio-final-note = Final note
studio-count = { $chars } of { $limit } characters
studio-chapters = Chapters
studio-chapter-to-write = Chapter to write
studio-chapter-title = Chapter { $number }
studio-chapter-title-field = Chapter title
studio-this-chapter = This chapter
studio-add-chapter = Add a chapter
studio-move-earlier = Move earlier
studio-move-later = Move later
studio-remove-chapter = Remove this chapter

## The chapter's table
studio-the-table = The table
studio-new-table = A new table
studio-rules = Rules
studio-players = Players
studio-deal = Deal a new table
studio-new-table-hint = A new table starts the chapter's line again.
studio-table-changed = The table changed: the line's last { $count } steps no longer fit it and were dropped.
studio-dealt-from-seed = This table is dealt from its seed.
studio-set-up-by-hand = Set up this table by hand
studio-the-seats = The seats
studio-learner-sits = The learner sits at
studio-seat = Seat { $seat }
studio-seat-name = Name of seat { $seat }
# The learner's default name, as the teacher reads it.
studio-you = You

## The chapter's line
studio-the-line = The line
studio-line-problems = The table has problems (see above): put them right to play its line.
studio-line-hint = Play the moves on the board, for any seat. A move off the line replaces the rest of it.
# The learner's seat on the teacher's board.
studio-learner-name = Learner
studio-position-start = The table before the first step ({ $steps } in the line)
studio-position-step = Step { $step } of { $steps }
studio-board-plays-for = The board plays for
studio-to-play = To play: { $name }
studio-game-over = The game is over.
studio-steps-of-line = Steps of the line
studio-to-start = To the start
studio-back = Back
studio-forward = Forward
studio-to-end = To the end
studio-line-from-here = The line from here
studio-cut = Cut the line here
studio-start-here = The learner starts here
studio-starts-at-table = The learner starts at the table before the first step.
studio-starts-after = The learner starts after step { $step } (the steps before it are shown played).
studio-line-full = a chapter's line holds at most { $limit } steps
studio-table-unplayable = the table cannot be played yet: see its problems

## The step being written
studio-the-step = The step
studio-before-first = Before the first step
studio-table-note = Note on the table
studio-play-to-write = Play a move on the board to write about it.
studio-step-heading = Step { $step }: { $who }
studio-step-note = Note on step { $step }
studio-marks-summary = Marks on the table ({ $count })
studio-marks = Marks
studio-ask = Ask the learner to find this move
studio-only-learner = Only a move of the learner's seat ({ $name }) can be a question.
studio-question = The question
studio-prompt-field = What the learner is asked
studio-hint-field = Hint after a wrong answer
studio-line-move-right = The line's move is always right: { $move }
studio-line-move-right-plain = The line's move is always right.
studio-accept-these = Also accept these moves:
studio-other-moves = Other moves accepted
studio-no-other-move = There is no other move here.
studio-accept-near = Accept any move the hard AI rates near its best
# $unit is the unit the game's AI rates moves in.
studio-within = Within this many { $unit ->
    [cows] cows
    [stones] stones
    [points] points
   *[other] { $unit }
} of the best

## Sharing
studio-share = Share
studio-not-ready = Not ready to share yet. { $reason }
studio-link-label = Link ({ $count } characters)
studio-copy-link = Copy the link
studio-take-lesson = Take the lesson
studio-download = Download the lesson file
studio-embed-code = Embed code
# The embedded lesson's title, in the embed code.
studio-embed-title = A { -parlour } lesson
studio-copied = The link is copied.
studio-not-copied = The browser did not copy it: select the link and copy it.
studio-file-saved = The file { $name } is saved.

## A studio lesson as the learner takes it
studio-lesson = Lesson
studio-chapter-heading = Chapter { $chapter } of { $count }: { $title }
studio-player-before = Before the first step ({ $steps } in all)
studio-find-move = Your move: find the move on the board.
studio-right-first = Right, at the first try.
studio-right = Right.
studio-accepted = That move is accepted too; the lesson goes on with its own move.
studio-wrong = Not this move. Try again, or show the answer.
studio-wrong-hint = Not this move. Hint: { $hint }
studio-revealed = The answer was played.
studio-checking = The AI is rating the moves…
studio-not-checked = The move could not be checked: { $reason }. Try again.
studio-lesson-steps = Lesson steps
studio-next = Next
studio-show-answer = Show the answer
studio-next-chapter = Next chapter
studio-summary = Summary
studio-over = The lesson is over.
studio-right-count = Questions right at the first try: { $right } of { $asked }.
studio-again = Take the lesson again
studio-change-in-studio = Change this lesson in the studio

## The learner's progress
studio-place-kept = Your place in this lesson is kept.
studio-solved = Solved { $solved } of { $total ->
    [one] { $total } question
   *[other] { $total } questions
}
studio-your-progress = Your progress
studio-start-over = Start over
studio-start-over-label = Start over: forget this lesson's progress
studio-progress-not-kept = This browser keeps nothing for this page: your progress in this lesson is not kept.
studio-progress-refused = The browser refused to keep your progress (its storage may be full); it is kept until you leave.
studio-questions = Questions
studio-question-item = Question { $number } ({ $place }): { $how }
studio-question-place = step { $step }
studio-question-place-chapter = chapter { $chapter }, step { $step }
studio-how-first-try = solved at the first try
studio-how-solved = solved
studio-how-shown = answer shown
studio-how-open = not solved yet
