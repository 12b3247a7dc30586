# Die Teile, die das Zusatzmodul zeichnet: ihr Laden, ihre Fehlschläge,
# die Fehler der Lektionen und Partien und die Seite „Über“.

## Während ein Teil lädt.
extras-loading-rules = Die Regeln werden geladen…
extras-loading-settings = Die Einstellungen werden geladen…
extras-loading-protocol = Die Protokollansicht wird geladen…
extras-loading-lessons = Die Lektionen werden geladen…
extras-loading-lesson = Die Lektion wird geladen…
extras-loading-about = Die Seite „Über“ wird geladen…
extras-loading-puzzles = Die Aufgaben werden geladen…
extras-loading-studio = Das Lektionsstudio wird geladen…
extras-loading-coach = Der Trainer wird geladen…

## Wenn ein Teil nicht laden konnte.
extras-failed-rules = Die Regeln konnten nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-settings = Die Einstellungen konnten nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-protocol = Die Protokollansicht konnte nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-lessons = Die Lektionen konnten nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-lesson = Die Lektion konnte nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-about = Die Seite „Über“ konnte nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-puzzles = Die Aufgaben konnten nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-studio = Das Lektionsstudio konnte nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
extras-failed-coach = Der Trainer konnte nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.

## Was schiefging.
extras-no-start = es konnte nicht starten
extras-place-gone = sein Platz auf der Seite ist weg
extras-part-refused = es hat den Teil abgelehnt
extras-module-refused = das Modul hat abgelehnt
extras-no-lesson-sent = das Modul hat keine Lektion geschickt
extras-not-a-part = kein Teil, den dieses Modul zeichnet ({ $error })

## Die Fehler der Teile selbst.
extras-no-game = Es gibt kein Spiel namens { $game }.
extras-no-game-called = es gibt kein Spiel namens { $game }
extras-no-lesson = es gibt keine Lektion { $number }
extras-game-unshown = Diese Partie kann nicht gezeigt werden ({ $why }).
extras-lesson-refused = Diese Lektion kann nicht geöffnet werden
extras-see-games = Zu den Spielen

## Der Prozess des Trainers, den die Frage einer Lektion fragt.
extras-worker-other = der Prozess des Trainers hat etwas anderes geantwortet

## Die Seite „Über“.
extras-about-title = Über { -parlour }
extras-about-lead = Mit { -parlour } spielst du { $games } gegen kleine Computergegner oder mit Freunden, und jeder Zug wird in einfachen Worten erklärt, damit du die Spiele lernst.
extras-about-data = Deine Daten
extras-about-storage = Alles läuft in deinem Browser; nichts wird irgendwohin gesendet. Deine Einstellungen liegen im lokalen Speicher dieses Browsers unter dem Schlüssel { $key }. Jedes Spiel speichert seine laufende Partie und eine unfertige Partie, die du für eine neue beiseitegelegt hast, unter eigenen Schlüsseln:
extras-about-keys = { $game }: { $current } und { $aside }
extras-about-how = So funktioniert Schritt für Schritt
extras-about-demo-1 = Wenn eine Runde endet, spielt „Schritt für Schritt“ sie Zug um Zug noch einmal ab. Diese kurze Vorführung verwendet dieselben Bedienelemente wie die Spiele.
extras-about-demo-2 = „Nächster Schritt“ oder die Pfeiltaste nach rechts geht einen Schritt vor, und die Erklärung dieses Schritts erscheint unter den Knöpfen.
extras-about-demo-3 = „Vorheriger Schritt“ oder die Pfeiltaste nach links geht einen Schritt zurück, damit du dir einen Zug noch einmal ansehen kannst.
extras-about-demo-4 = „Erster Schritt“ und „Letzter Schritt“ oder die Tasten Pos1 und Ende springen an den Anfang oder ans Ende.
extras-about-demo-5 = Der Spielverlauf listet jede Erklärung auf. Die aktuelle ist hervorgehoben, und die Wahl eines Eintrags springt direkt zu diesem Schritt.
extras-about-demo-6 = In den Einstellungen wählst du, ob beendete Runden Schritt für Schritt geöffnet werden.
extras-about-demo-log = Verlauf der Vorführung
