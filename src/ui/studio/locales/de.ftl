# Das Lektionsstudio (seine Lektionen, der Editor, das Teilen) und eine
# Studio-Lektion, wie Lernende sie durchspielen. Die Texte der Lehrkraft
# sind nie Meldungen: Sie bleiben in der Sprache der Lektion.

## Der erste Bildschirm des Studios und seine Lektionen
studio-title = Lektionsstudio
studio-lead = Schreib deine eigenen Lektionen: Stell einen Tisch auf, spiel eine Zugfolge, schreib zu jedem Schritt eine Notiz und lass Lernende den richtigen Zug finden. Lektionen werden in diesem Browser gespeichert; teile sie als Link, als Datei oder eingebettet in eine Seite.
studio-new-group = Neue Lektion
studio-new-lesson = Neue Lektion zu { $game }
# Der Titel, mit dem eine neue Lektion beginnt.
studio-new-lesson-title = Eine Lektion zu { $game }
studio-open-group = Lektion öffnen
studio-open-file = Lektionsdatei öffnen
studio-lesson-link = Lektionslink
studio-open-link = Link öffnen
studio-your-lessons = Deine Lektionen
studio-no-lessons = In diesem Browser ist noch keine Lektion gespeichert.
# $when: Datum und Uhrzeit, wie der Browser sie schreibt.
studio-shelf-meta = { $game } · gespeichert am { $when }
studio-a-game = ein Spiel
studio-rename = Umbenennen
studio-rename-label = { $title } umbenennen
studio-duplicate = Duplizieren
studio-duplicate-label = { $title } duplizieren
studio-delete = Löschen
studio-delete-label = { $title } löschen
studio-new-name = Neuer Name
studio-save-name = Namen speichern
studio-cancel = Abbrechen
studio-delete-confirm = „{ $title }“ aus diesem Browser löschen?
studio-delete-it = Ja, löschen
studio-keep-it = Behalten
studio-untitled = Lektion ohne Titel
studio-copy-title = { $title } (Kopie)
studio-see-lessons = Deine Lektionen ansehen
studio-opening = Wird im Studio geöffnet…
studio-not-kept = Diese Lektion ist in diesem Browser nicht gespeichert (vielleicht wurde sie gelöscht).
studio-unreadable = Diese Lektion kann nicht gelesen werden ({ $reason }).
studio-no-game = Es gibt kein Spiel namens { $game }.

## Wo Lektionen gespeichert werden
studio-store-none = Dieser Browser speichert nichts für diese Seite: Lektionen können hier nicht gespeichert werden. Lade sie als Dateien herunter.
studio-store-nothing = Dieser Browser speichert nichts für diese Seite.
studio-store-refused = Der Browser hat die Lektion nicht gespeichert (vielleicht ist sein Speicher voll). Lade sie als Datei herunter.
studio-shelf-bad = die gespeicherten Lektionen konnten nicht gelesen werden ({ $reason })
studio-shelf-version = die gespeicherten Lektionen stammen von einer anderen Version von { -parlour } (Format { $version })
studio-shelf-unreadable-kept = { $why }; sie werden unverändert beiseitegelegt, und eine neue Liste beginnt.
studio-shelf-unreadable = { $why }.

## Eine neue Lektion aus einem Link, einer eingebauten Lektion, einer Partie oder einer Datei
# $reason ist ein ganzer Satz.
studio-link-refused = Dieser Lektionslink kann nicht geöffnet werden. { $reason }
studio-no-builtin = { $game } hat keine Lektion { $number }.
studio-game-refused = Diese Partie kann nicht geöffnet werden. { $reason }
studio-from-game-title = Eine Lektion aus einer Partie { $game }
studio-link-no-game = Dieser Lektionslink nennt kein Spiel, das { -parlour } spielt.
studio-nothing-to-open = Hier gibt es nichts zu öffnen.
studio-file-other-game = es ist eine Lektion zu { $game }, einem Spiel, das { -parlour } nicht spielt
studio-file-refused = Diese Datei kann nicht geöffnet werden: { $reason }.

## Der Editor
studio-back-to-lessons = ← Deine Lektionen
# Der Titel der Seite: das Spiel, dann der Titel der Lektion.
studio-editor-title = { $game }: { $title }
studio-kept = In diesem Browser gespeichert.
studio-the-lesson = Die Lektion
studio-written-in = Geschrieben auf
studio-lang-hint = Deine Texte werden so gezeigt, wie du sie schreibst, in dieser Sprache; der Rest des Bildschirms erscheint in der Sprache der jeweiligen Lernenden.
studio-lesson-title-field = Titel der Lektion
studio-introduction = Einleitung
studio-final-note = Schlussbemerkung
studio-count = { $chars } von { $limit } Zeichen
studio-chapters = Kapitel
studio-chapter-to-write = Kapitel zum Bearbeiten
studio-chapter-title = Kapitel { $number }
studio-chapter-title-field = Titel des Kapitels
studio-this-chapter = Dieses Kapitel
studio-add-chapter = Kapitel hinzufügen
studio-move-earlier = Nach vorne verschieben
studio-move-later = Nach hinten verschieben
studio-remove-chapter = Dieses Kapitel entfernen

## Der Tisch des Kapitels
studio-the-table = Der Tisch
studio-new-table = Ein neuer Tisch
studio-rules = Regeln
studio-players = Spieler
studio-deal = Neuen Tisch austeilen
studio-new-table-hint = Mit einem neuen Tisch beginnt die Zugfolge des Kapitels von vorn.
studio-table-changed = Der Tisch hat sich geändert: { $count ->
    [one] Der letzte Schritt der Zugfolge passte nicht mehr dazu und wurde entfernt.
   *[other] Die letzten { $count } Schritte der Zugfolge passten nicht mehr dazu und wurden entfernt.
}
studio-dealt-from-seed = Dieser Tisch wird aus seinem Zufallsstartwert ausgeteilt.
studio-set-up-by-hand = Diesen Tisch von Hand aufstellen
studio-the-seats = Die Plätze
studio-learner-sits = Platz der Lernenden
studio-seat = Platz { $seat }
studio-seat-name = Name von Platz { $seat }
# Der Standardname der Lernenden, wie die Lehrkraft ihn liest.
studio-you = Du

## Die Zugfolge des Kapitels
studio-the-line = Die Zugfolge
studio-line-problems = Der Tisch hat Probleme (siehe oben): Behebe sie, um seine Zugfolge zu spielen.
studio-line-hint = Spiel die Züge auf dem Brett, für jeden Platz. Ein Zug abseits der Zugfolge ersetzt ihren ganzen Rest.
# Der Platz der Lernenden auf dem Brett der Lehrkraft.
studio-learner-name = Lernende
studio-position-start = Der Tisch vor dem ersten Schritt ({ $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
} in der Zugfolge)
studio-position-step = Schritt { $step } von { $steps }
studio-board-plays-for = Das Brett spielt für
studio-to-play = Am Zug: { $name }
studio-game-over = Die Partie ist vorbei.
studio-steps-of-line = Schritte der Zugfolge
studio-to-start = Zum Anfang
studio-back = Zurück
studio-forward = Vor
studio-to-end = Zum Ende
studio-line-from-here = Die Zugfolge ab hier
studio-cut = Zugfolge hier abschneiden
studio-start-here = Lernende beginnen hier
studio-starts-at-table = Lernende beginnen am Tisch vor dem ersten Schritt.
studio-starts-after = Lernende beginnen nach Schritt { $step } (die Schritte davor werden als gespielt gezeigt).
studio-line-full = die Zugfolge eines Kapitels hat höchstens { $limit } Schritte
studio-table-unplayable = der Tisch kann noch nicht gespielt werden: Sieh dir seine Probleme an

## Der Schritt, der gerade geschrieben wird
studio-the-step = Der Schritt
studio-before-first = Vor dem ersten Schritt
studio-table-note = Notiz zum Tisch
studio-play-to-write = Spiel einen Zug auf dem Brett, um darüber zu schreiben.
studio-step-heading = Schritt { $step }: { $who }
studio-step-note = Notiz zu Schritt { $step }
studio-marks-summary = Markierungen auf dem Tisch ({ $count })
studio-marks = Markierungen
studio-ask = Lernende diesen Zug finden lassen
studio-only-learner = Nur ein Zug vom Platz der Lernenden ({ $name }) kann eine Frage sein.
studio-question = Die Frage
studio-prompt-field = Was Lernende gefragt werden
studio-hint-field = Tipp nach einer falschen Antwort
studio-line-move-right = Der Zug der Zugfolge ist immer richtig: { $move }
studio-line-move-right-plain = Der Zug der Zugfolge ist immer richtig.
studio-accept-these = Auch diese Züge akzeptieren:
studio-other-moves = Weitere akzeptierte Züge
studio-no-other-move = Hier gibt es keinen anderen Zug.
studio-accept-near = Jeden Zug akzeptieren, den die schwere KI nahe an ihrem besten Zug bewertet
# $unit: die Einheit, in der die KI des Spiels Züge bewertet.
studio-within = Höchstens so viele { $unit ->
    [cows] Hornochsen
    [stones] Steine
    [points] Punkte
   *[other] { $unit }
} vom besten Zug entfernt

## Teilen
studio-share = Teilen
studio-not-ready = Noch nicht bereit zum Teilen. { $reason }
studio-link-label = Link ({ $count } Zeichen)
studio-copy-link = Link kopieren
studio-take-lesson = Lektion durchspielen
studio-download = Lektionsdatei herunterladen
studio-embed-code = Code zum Einbetten
# Der Titel der eingebetteten Lektion im Code zum Einbetten.
studio-embed-title = Eine Lektion von { -parlour }
studio-copied = Der Link ist kopiert.
studio-not-copied = Der Browser hat ihn nicht kopiert: Markiere den Link und kopiere ihn.
studio-file-saved = Die Datei { $name } ist gespeichert.

## Eine Studio-Lektion, wie Lernende sie durchspielen
studio-lesson = Lektion
studio-chapter-heading = Kapitel { $chapter } von { $count }: { $title }
studio-player-before = Vor dem ersten Schritt ({ $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
} insgesamt)
studio-find-move = Du bist am Zug: Finde den Zug auf dem Brett.
studio-right-first = Richtig, gleich beim ersten Versuch.
studio-right = Richtig.
studio-accepted = Dieser Zug wird auch akzeptiert; die Lektion geht mit ihrem eigenen Zug weiter.
studio-wrong = Nicht dieser Zug. Versuch es noch einmal oder lass dir die Antwort zeigen.
studio-wrong-hint = Nicht dieser Zug. Tipp: { $hint }
studio-revealed = Die Antwort wurde gespielt.
studio-checking = Die KI bewertet die Züge…
studio-not-checked = Der Zug konnte nicht geprüft werden: { $reason }. Versuch es noch einmal.
studio-lesson-steps = Schritte der Lektion
studio-next = Weiter
studio-show-answer = Antwort zeigen
studio-next-chapter = Nächstes Kapitel
studio-summary = Zusammenfassung
studio-over = Die Lektion ist vorbei.
studio-right-count = Beim ersten Versuch richtig beantwortete Fragen: { $right } von { $asked }.
studio-again = Lektion noch einmal durchspielen
studio-change-in-studio = Diese Lektion im Studio ändern

## Der Fortschritt der Lernenden
studio-place-kept = Dein Fortschritt in dieser Lektion wird gespeichert.
studio-solved = { $solved } von { $total ->
    [one] { $total } Frage
   *[other] { $total } Fragen
} gelöst
studio-your-progress = Dein Fortschritt
studio-start-over = Neu beginnen
studio-start-over-label = Neu beginnen: den Fortschritt in dieser Lektion vergessen
studio-progress-not-kept = Dieser Browser speichert nichts für diese Seite: Dein Fortschritt in dieser Lektion wird nicht gespeichert.
studio-progress-refused = Der Browser hat deinen Fortschritt nicht gespeichert (vielleicht ist sein Speicher voll); er bleibt erhalten, bis du die Seite verlässt.
studio-questions = Fragen
studio-question-item = Frage { $number } ({ $place }): { $how }
studio-question-place = Schritt { $step }
studio-question-place-chapter = Kapitel { $chapter }, Schritt { $step }
studio-how-first-try = beim ersten Versuch gelöst
studio-how-solved = gelöst
studio-how-shown = Antwort gezeigt
studio-how-open = noch nicht gelöst
