# Die gemeinsamen Worte des Trainers: seine Bewertungen, ihre Schwellen,
# das Üben der Fehler einer Analyse, der Tipp und die Aufgaben.

## Die Bewertung einer Entscheidung.
review-grade-forced = einziger Zug
review-grade-good = gut
review-grade-inaccuracy = Ungenauigkeit
review-grade-mistake = Fehler
review-grade-blunder = Patzer

# Die Schwellen der Bewertungen; $unit: die Verlusteinheit des Spiels.
review-thresholds = eine Ungenauigkeit ab { $inaccuracy }, ein Fehler ab { $mistake }, ein Patzer ab { $blunder } { $unit } Verlust

review-stopped = die Analyse wurde abgebrochen

## „Fehler üben“: die Fehler einer Analyse als Lektion.
review-practice-title = Deine Fehler in dieser Partie { $game }
review-practice-intro = Jedes Kapitel stellt den Tisch so auf, wie er vor einem Fehler war. Finde einen besseren Zug: Jeder Zug, den der Trainer nicht beanstandet hätte, ist richtig.
review-practice-outro = Das waren alle Fehler, die der Trainer in dieser Partie gefunden hat.
review-practice-chapter = Zug { $number }
review-practice-prompt = { $name } hat hier { $move } gespielt: { $grade ->
    [inaccuracy] eine Ungenauigkeit
    [blunder] ein Patzer
   *[mistake] ein Fehler
}. Finde einen besseren Zug.
review-practice-note = Besser: { $move }. { $why }

## Der Tipp des Trainers.
review-hint-only-move = Es ist der einzige erlaubte Zug.

## Die Aufgaben aus den Partien der KIs.
review-puzzle-title = Aufgabe { $number } · { $game } · { $grade } von { $levels } KI-Stärken { $grade ->
    [one] findet
   *[other] finden
} sie nicht
review-puzzle-proof = { $outcome ->
    [win] bewiesen: einziger Gewinnzug
   *[draw] bewiesen: einziger Zug ohne Verlust
}
review-puzzles-not-a-file = das ist keine Aufgabendatei ({ $error })
review-puzzles-no-format = das ist keine Aufgabendatei (sie nennt kein Format)
review-puzzles-newer = diese Aufgabendatei hat das Format { $format }; diese Version liest das Format { $readable }
review-puzzles-damaged = diese Aufgabendatei ist beschädigt ({ $error })
review-puzzles-format = diese Aufgabendatei hat das Format { $format }

## Die Lektion einer Aufgabe (geschrieben von `referee puzzles`, in der Sprache, die man ihm gibt).
# $seat: die Nummer des Platzes.
review-puzzle-seat = Platz { $seat }
review-puzzle-to-play = Platz { $seat } ist am Zug
# $good der $choices erlaubten Züge sind gut (mindestens 1).
review-puzzle-prompt = { $good ->
    [1] Du bist am Zug. Nur einer deiner { $choices } erlaubten Züge ist hier gut: Finde ihn.
   *[other] Du bist am Zug. Nur { $good } deiner { $choices } erlaubten Züge sind hier gut: Finde einen.
}
review-puzzle-hint = Nicht dieser: Der Coach findet hier einen klar besseren Zug. Schau noch einmal.
# $best und $played: die Züge in den Worten des Coachs; $level: die
# KI-Stärke, die gespielt hat; $grade: das Wort der Bewertung
# (review-grade-*); $why: der Satz des Coachs.
review-puzzle-note = Der beste Zug des Coachs: { $best }. Die { $level ->
    [easy] leichte KI
    [medium] mittlere KI
    [hard] schwere KI
   *[other] KI „{ $level }“
} spielte hier { $played }: { $grade }. { $why }
review-puzzle-note-proved = Der beste Zug des Coachs: { $best }. Die { $level ->
    [easy] leichte KI
    [medium] mittlere KI
    [hard] schwere KI
   *[other] KI „{ $level }“
} hat ihn hier gespielt. Exakt bewiesen durch die gelösten Endspiele: { $outcome ->
    [win] Es ist der einzige Zug, der gewinnt.
   *[draw] Es ist der einzige Zug, der nicht verliert.
}
review-puzzle-intro = Eine Stellung aus einer Partie, die die KIs gegeneinander gespielt haben. Finde einen guten Zug für deinen Platz: Jeder Zug, den der Coach nicht markieren würde, ist richtig.
review-puzzle-outro = Der Coach hat hier jeden Zug mit der schweren KI beurteilt, nach dem, was dein Platz wissen konnte.
