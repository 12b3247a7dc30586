# Studio lessons: why a lesson link, file or lesson being written is
# refused, and the names a built-in lesson's seats get in the studio.

study-error-not-text = this is not a lesson link: it holds the character { $char }
study-error-truncated = the lesson link was cut short: copy the whole link
study-error-damaged = the lesson link was changed or damaged
study-error-version = the lesson was written by another version of { -parlour } (lesson code version { $version })
study-error-wrong-game = this lesson is for another game ({ $game })
study-error-not-a-file = this is not a { -parlour } lesson file: { $reason }
study-error-too-long = { $what } is { $chars } characters long; the limit is { $limit }
study-error-no-chapter = the lesson has no chapter
study-error-chapters = the lesson has { $count } chapters; the limit is { $limit }
study-error-chapter = chapter { $chapter }: { $reason }
study-error-chapter-step = chapter { $chapter }, step { $step }: { $reason }
study-error-setup = chapter { $chapter }: the table is not allowed: { $problems }
study-problems-joined = { $before }; { $after }
study-setup-problem = { $part }: { $message }
study-game-options = its rules options do not read ({ $reason })
study-game-illegal = step { $step } is refused by the rules: { $reason }
study-game-unreadable = its game does not read ({ $reason })

## What a text over its limit is called
study-what-title = the title
study-what-intro = the introduction
study-what-outro = the final note
study-what-chapter-title = the title of chapter { $chapter }
study-what-chapter-intro = the note on the table of chapter { $chapter }
study-what-seat-name = the name of seat { $seat } in chapter { $chapter }
study-what-note = the note on step { $step } of chapter { $chapter }
study-what-question = the question on step { $step } of chapter { $chapter }
study-what-hint = the hint on step { $step } of chapter { $chapter }

## What is wrong in a chapter
study-check-too-many-steps = its line has { $steps } steps; the limit is { $limit }
study-check-notes-past-line = it has notes on { $notes } steps but its line has { $steps }
study-check-first-step-past = the learner's first step is past the end of its line
study-check-learner-seat = the learner's seat { $seat } is not at this table of { $seats }
study-check-too-many-names = it names more seats than the table has
study-check-question-forfeit = a question must be on a move, not a forfeit
study-check-question-not-learner = a question must be on the learner's move, and seat { $seat } plays this step
study-check-question-before-start = a question must come after the learner's first step
study-check-too-many-answers = a question accepts at most { $limit } other moves
study-check-answer-illegal = an accepted answer is not a legal move there
study-check-near-best-range = the accepted distance from the best move must be a number from 0 to 1000
study-check-too-many-marks = a step has at most { $limit } marks
study-check-no-mark-target = there is no { $mark } on the table to mark
study-code-notes-past-line = it has more notes than its line has steps
study-code-too-many-marks = too many marks
study-code-too-many-answers = more answers than legal moves

## Lesson files
study-file-unreadable = it does not read as one ({ $reason })
study-file-kind = it says it is { $kind }
study-file-lesson-unreadable = its lesson does not read ({ $reason })

