# Der Trainer in der App: die Analyse, der Tipp, der Abschnitt der Regeln
# über die Bewertungen und die Seite der Aufgaben.

## Die Zahlen der Analyse.
coach-figures = Die Entscheidungen jedes Spielers
coach-figures-player = Spieler
coach-figures-decisions = Entscheidungen
coach-figures-accuracy = Genauigkeit
coach-figures-inaccuracies = Ungenauigkeiten
coach-figures-mistakes = Fehler
coach-figures-blunders = Patzer
coach-accuracy = { $percent } %
coach-number = { $value }

## Das Diagramm der Partie.
coach-graph-label = { $unit } im Lauf der Partie, von { $low } bis { $high }: Jeder Punkt ist eine Entscheidung, ein Klick zeigt ihre Stellung
coach-graph-point = Zug { $number }: { $mark }
coach-graph-caption = { $unit } im Lauf der Partie

## Die Entscheidungen.
coach-grade-signed = { $mark } { $sign }
coach-heading = Zug { $number } · { $name }: { $mark }
coach-heading-lost = Zug { $number } · { $name }: { $mark } ({ $loss } { $unit } verloren)
coach-played = Gespielt: { $move }.
coach-better = Besser: { $move }.
coach-show-move = Stellung von Zug { $number } zeigen
coach-show = Stellung zeigen
coach-practise = Fehler üben
coach-practise-about = – jeder Fehler und jeder Patzer als Frage: Finde einen besseren Zug.
coach-show-all = Alle Entscheidungen zeigen, nicht nur die bewerteten
coach-none-marked = Keine Entscheidung hat genug gekostet, um bewertet zu werden: gut gespielt.
coach-marks = Bewertungen: { $thresholds }.
coach-review-unreadable = die Analyse konnte nicht gelesen werden ({ $error })

## Die Analyse, während der Trainer arbeitet.
coach-getting-ready = Der Trainer macht sich bereit…
coach-judged = Der Trainer hat { $done } von { $total } { $total ->
    [one] Entscheidung
   *[other] Entscheidungen
} bewertet…
coach-progress = Fortschritt der Analyse
coach-stop = Abbrechen
coach-stopped = Die Analyse wurde abgebrochen.
coach-review-again = Erneut analysieren
coach-failed = Die Analyse konnte nicht erstellt werden: { $error }.
coach-try-again = Erneut versuchen
coach-worker-other = der Prozess des Trainers hat etwas anderes geantwortet

## Der Tipp.
coach-thinking = Der Trainer denkt nach…
coach-suggests = Der Trainer rät dir: { $move }.
coach-no-hint = Es konnte kein Tipp gegeben werden: { $error }.
coach-no-game = es gibt kein Spiel namens { $game }
coach-game-unreadable = die Partie konnte nicht gelesen werden ({ $error })
coach-move-unreadable = der Zug konnte nicht gelesen werden ({ $error })
coach-hint-illegal = der Trainer hat einen Zug vorgeschlagen, der hier nicht erlaubt ist

## Der Abschnitt der Regeln.
coach-rules-title = Die Bewertungen des Trainers
coach-rules-about = Nach einer Partie lässt Analyse in der Werkzeugleiste des Spiels die schwere KI jede Entscheidung danach beurteilen, was ihr Spieler zu diesem Zeitpunkt wissen konnte (eine verdeckte Karte wird nie gelesen), in { $unit }: was der gespielte Zug gegenüber dem besten verloren hat. Eine Entscheidung, die nach dem Wissen des Spielers richtig war, ist nie ein Fehler, wie auch immer die Karten gefallen sind.
coach-rules-marks = { $thresholds }.
coach-rules-marks-of = { $sets }: { $thresholds }.
coach-puzzles-of = Aufgaben zu { $game }
coach-rules-puzzles-about = : Momente aus den Partien der KIs untereinander, in denen der Trainer einen klar besseren Zug gefunden hat, geordnet danach, wie viele KI-Stärken ihn verfehlen.

## Die Seite der Aufgaben.
coach-puzzles-no-game = Es gibt kein Spiel namens { $game }.
coach-puzzles-loading = Die Aufgaben werden geladen…
coach-puzzles-failed = Die Aufgaben konnten nicht geladen werden: { $why }. Prüfe die Verbindung und öffne die Seite erneut.
coach-puzzles-solved = { $solved } von { $total } { $total ->
    [one] Aufgabe
   *[other] Aufgaben
} in diesem Browser gelöst.
coach-puzzles-play = { $game } spielen
coach-puzzles-rules = Regeln von { $game }
coach-puzzles-intro = Jede Aufgabe ist ein Moment aus einer Partie der KIs untereinander, in dem eine von ihnen danebenlag: Der Trainer hat einen klar besseren Zug gefunden, und nur wenige Züge sind gut. Finde einen. Die Aufgaben sind danach geordnet, wie viele KI-Stärken sie verfehlen, die leichtesten zuerst; ein falscher Versuch gibt einen Tipp, und dein Fortschritt wird in diesem Browser gespeichert.
coach-puzzles-missed = Von { $grade } der { $levels } KI-Stärken verfehlt
coach-puzzle-missed-by = · verfehlt von: { $levels }
coach-puzzle-missed-by-none = keiner
coach-puzzle-solved = (gelöst)
coach-level = { $level ->
    [easy] leicht
    [medium] mittel
    [hard] schwer
   *[other] { $level }
}
coach-puzzles-other-game = die Aufgabendatei gehört zu { $file }, nicht zu { $game }
coach-fetch-failed = { $url } konnte nicht geladen werden
coach-fetch-status = { $url } hat mit { $status } geantwortet
coach-fetch-not-text = { $url } ist kein Text
