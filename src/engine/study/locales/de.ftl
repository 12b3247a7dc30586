# Lektionen aus dem Studio: warum ein Lektionslink, eine Lektionsdatei
# oder eine Lektion, die gerade geschrieben wird, abgelehnt wird.

study-error-not-text = das ist kein Lektionslink: Er enthält das Zeichen { $char }
study-error-truncated = der Lektionslink wurde abgeschnitten: Kopiere den ganzen Link
study-error-damaged = der Lektionslink wurde verändert oder beschädigt
study-error-version = die Lektion wurde mit einer anderen Version von { -parlour } geschrieben (Lektionscode-Version { $version })
study-error-wrong-game = diese Lektion gehört zu einem anderen Spiel ({ $game })
study-error-not-a-file = das ist keine Lektionsdatei von { -parlour }: { $reason }
study-error-too-long = { $what } ist { $chars } Zeichen lang; erlaubt sind höchstens { $limit }
study-error-no-chapter = die Lektion hat kein Kapitel
study-error-chapters = die Lektion hat { $count } Kapitel; erlaubt sind höchstens { $limit }
study-error-chapter = Kapitel { $chapter }: { $reason }
study-error-chapter-step = Kapitel { $chapter }, Schritt { $step }: { $reason }
study-error-setup = Kapitel { $chapter }: Dieser Tisch ist nicht erlaubt: { $problems }
study-problems-joined = { $before }; { $after }
study-setup-problem = { $part }: { $message }
study-game-options = seine Regeloptionen sind nicht lesbar ({ $reason })
study-game-illegal = Schritt { $step } wird von den Regeln abgelehnt: { $reason }
study-game-unreadable = seine Partie ist nicht lesbar ({ $reason })

## Wie ein Text heißt, der zu lang ist
study-what-title = der Titel
study-what-intro = die Einleitung
study-what-outro = die Schlussbemerkung
study-what-chapter-title = der Titel von Kapitel { $chapter }
study-what-chapter-intro = die Notiz zum Tisch von Kapitel { $chapter }
study-what-seat-name = der Name von Platz { $seat } in Kapitel { $chapter }
study-what-note = die Notiz zu Schritt { $step } von Kapitel { $chapter }
study-what-question = die Frage zu Schritt { $step } von Kapitel { $chapter }
study-what-hint = der Tipp zu Schritt { $step } von Kapitel { $chapter }

## Was in einem Kapitel nicht stimmt
study-check-too-many-steps = seine Zugfolge hat { $steps } Schritte; erlaubt sind höchstens { $limit }
study-check-notes-past-line = es hat Notizen zu { $notes ->
    [one] einem Schritt
   *[other] { $notes } Schritten
}, aber seine Zugfolge hat nur { $steps }
study-check-first-step-past = der erste Schritt für Lernende liegt hinter dem Ende der Zugfolge
study-check-learner-seat = Lernende sitzen auf Platz { $seat }, aber dieser Tisch hat nur { $seats ->
    [one] einen Platz
   *[other] { $seats } Plätze
}
study-check-too-many-names = es benennt mehr Plätze, als der Tisch hat
study-check-question-forfeit = eine Frage muss zu einem Zug gehören, nicht zu einem Aufgeben
study-check-question-not-learner = eine Frage muss zu einem Zug der Lernenden gehören, doch diesen Schritt spielt Platz { $seat }
study-check-question-before-start = eine Frage muss nach dem ersten Schritt für Lernende kommen
study-check-too-many-answers = eine Frage akzeptiert höchstens { $limit } andere Züge
study-check-answer-illegal = eine akzeptierte Antwort ist dort kein erlaubter Zug
study-check-near-best-range = der akzeptierte Abstand zum besten Zug muss eine Zahl von 0 bis 1000 sein
study-check-too-many-marks = ein Schritt hat höchstens { $limit } Markierungen
study-check-no-mark-target = auf dem Tisch gibt es kein { $mark } zum Markieren
study-code-notes-past-line = es hat mehr Notizen, als seine Zugfolge Schritte hat
study-code-too-many-marks = zu viele Markierungen
study-code-too-many-answers = mehr Antworten als erlaubte Züge

## Lektionsdateien
study-file-unreadable = sie lässt sich nicht als solche lesen ({ $reason })
study-file-kind = sie gibt sich als { $kind } aus
study-file-lesson-unreadable = ihre Lektion ist nicht lesbar ({ $reason })
