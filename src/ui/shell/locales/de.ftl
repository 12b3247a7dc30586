# Der Spielbildschirm, auf dem jedes Spiel steht: die Werkzeugleiste, die
# Status- und Infozeile, die Felder und Hinweise, das Formular für eine
# neue Partie und die Schrittleiste.

## Zahlen und Listen

# Eine Zahl in Worten ($n von 0 bis 10, darüber in Ziffern), für KIs und
# Personen: beide Wörter sind weiblich.
shell-number = { $n ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
   *[other] { $n }
}
# Dasselbe am Satzanfang.
shell-number-start = { $n ->
    [0] Keine
    [1] Eine
    [2] Zwei
    [3] Drei
    [4] Vier
    [5] Fünf
    [6] Sechs
    [7] Sieben
    [8] Acht
    [9] Neun
    [10] Zehn
   *[other] { $n }
}
# Namen oder Wörter als Liste („Ada, Ben und Cleo“).
shell-list = { $items }

## Wer spielt: die Zeile über dem Tisch und das Formular für eine neue Partie

# $count: wie viele KIs; $number: diese Zahl in Worten (shell-number).
shell-you-against-ais = { $count ->
    [1] Du gegen eine KI
   *[other] Du gegen { $number } KIs
}
# $number: die Zahl in Worten am Satzanfang (shell-number-start).
shell-mode-hot-seat = { $number } Personen teilen sich dieses Gerät
shell-mode-watch = { $number } KIs spielen
shell-lesson-title = Lektion { $number }: { $title }
shell-mode-shared = Eine geteilte Partie
shell-mode-shared-as = Eine geteilte Partie, wie { $name } sie sieht
shell-mode-shared-as-someone = Eine geteilte Partie, wie ein Spieler sie sieht
# Die Notiz eines Platzes in den Spielerfeldern.
shell-role-person = Mensch
shell-role-ai = KI · { $level }
shell-level-easy = leicht
shell-level-medium = mittel
shell-level-hard = schwer
shell-level-hat-search = Hat + Suche
shell-player-number = Spieler { $number }
shell-ai-number = KI { $number }

## Warum eine gespeicherte Partie nicht fortgesetzt werden kann (in den Klammern von shell-save-not-resumed)

shell-invalid-seats = { $game } hat { $seats } Plätze, nicht { $count }
shell-invalid-no-name = Platz { $seat } hat keinen Namen
shell-invalid-level = Platz { $seat } hat eine unbekannte KI-Stärke „{ $level }“
shell-invalid-people = { $people ->
    [one] { $people } Person passt nicht zu diesem Modus
   *[other] { $people } Personen passen nicht zu diesem Modus
}
shell-save-format = sie wurde im Format { $saved } gespeichert, und diese Version liest das Format { $reads }
shell-save-unreadable = sie konnte nicht gelesen werden ({ $error })
shell-save-not-resumed = Die gespeicherte Partie konnte nicht fortgesetzt werden ({ $reason }), deshalb wurde eine neue Partie begonnen.
shell-save-not-read = Die gespeicherte Partie konnte nicht gelesen werden ({ $reason }), deshalb wurde eine neue Partie begonnen.
shell-storage-refused = dieser Browser erlaubt dieser Seite nicht, Daten zu speichern
shell-storage-failed = die Partie konnte nicht gespeichert werden ({ $error })
shell-storage-note = Die laufende Partie wird in diesem Browser unter dem Schlüssel { $game } aufbewahrt, eine zurückgelegte Partie unter { $aside }.
shell-not-kept = Dieser Browser speichert nichts für { -parlour } (sein Speicher ist voll oder abgeschaltet): Die Partie und die Einstellungen sind nach dem Neuladen weg. Du kannst weiterspielen.
# $settings: die zurückgesetzten Einstellungen, mit „, “ getrennt.
shell-settings-reset = Einige gespeicherte Einstellungen konnten nicht gelesen werden und wurden zurückgesetzt: { $settings }.
shell-settings-reset-name = Spielername
shell-settings-reset-level = Standardstärke der KI
shell-settings-reset-time = Bedenkzeit der KI
shell-settings-reset-speed = Animationsgeschwindigkeit
shell-settings-reset-theme = Farbschema
shell-settings-reset-step = Schritt für Schritt
shell-settings-reset-hints = Tipps
shell-settings-reset-language = Sprache
shell-settings-reset-stun = STUN-Server

## Die Statuszeile und der Spielverlauf

shell-explanation-why = { $text } Warum: { $reason }
shell-status-shared = Eine geteilte Partie, gezeigt bei Schritt { $step } von { $total }: Geh sie Schritt für Schritt durch oder spiel von hier aus weiter.
# „Letzter Schritt“ ist die Taste der Schrittleiste.
shell-status-looking-back = Du siehst einen früheren Moment der Partie. Mit „Letzter Schritt“ kommst du zurück.
# „Nächster Schritt“ ist die Taste der Schrittleiste.
shell-status-step-through = Schritt für Schritt: Drück „Nächster Schritt“ (oder die Pfeiltaste nach rechts), um zu sehen, was als Nächstes passiert.
shell-status-over = Die Partie ist vorbei.
shell-status-pass = Gib das Gerät an { $name } weiter.
shell-hints-taken = Genommene Tipps: { $hints }.
shell-skip-ahead = Überspringen

## Hinweise

shell-no-lesson = Es gibt keine Lektion { $number }.
# Wird mit großem Anfangsbuchstaben und Punkt geschrieben.
shell-lesson-unplayable = Lektion { $number } kann nicht gespielt werden: { $error }
shell-lesson-unreadable = Die Lektion konnte nicht gelesen werden ({ $error }).
shell-lesson-not-loaded = Lektion { $number } konnte nicht geladen werden ({ $reason }).
shell-previous-not-restored = Die vorherige Partie konnte nicht zurückgeholt werden ({ $reason }).
shell-ai-failed = Die KI konnte sich nicht entscheiden: { $reason }.
shell-ai-refused = { $name } hat einen Zug gewählt, den die Regeln nicht erlauben ({ $error }).
shell-ai-answer-unreadable = die Antwort der KI konnte nicht gelesen werden ({ $error })
shell-worker-something-else = der KI-Prozess hat etwas anderes geantwortet
shell-worker-unreadable = der KI-Prozess hat etwas Unlesbares geantwortet ({ $error })
shell-worker-not-started = der KI-Prozess konnte nicht starten ({ $error })
shell-worker-stopped = der KI-Prozess wurde beendet ({ $error })
shell-no-link = Es konnte kein Link erstellt werden: { $reason }.
shell-link-not-opened = Dieser Partie-Link kann nicht geöffnet werden: { $error }. Nichts wurde geändert.
shell-file-not-opened = Diese Datei kann nicht geöffnet werden: { $error }. Nichts wurde geändert.
shell-dismiss = Schließen
shell-dismiss-notice = Hinweis schließen
shell-aside = Die unfertige Partie, die du gespielt hast, wurde für diese hier zurückgelegt.
shell-aside-restore = Vorherige Partie zurückholen
shell-aside-forget = Vorherige Partie verwerfen

## Die Werkzeugleiste und ihre Dialoge

shell-bar-game = Partie
shell-bar-new-game = Neue Partie
shell-bar-lessons = Lektionen
shell-bar-restart = Neu starten
shell-bar-restart-name = Mit demselben Startwert neu starten
shell-bar-undo = Rückgängig
shell-bar-share = Teilen
shell-bar-share-name = Diese Partie teilen
shell-bar-hint = Tipp
# „?“ ist die Taste, die nach dem Tipp fragt.
shell-bar-hint-name = Tipp: der Zug, den dir der Trainer rät (?)
shell-bar-review = Analyse
shell-bar-review-name = Die Analyse jeder Entscheidung durch den Trainer
shell-bar-protocol = Protokoll
shell-bar-protocol-name = Bot-Protokollansicht
shell-bar-settings = Einstellungen
shell-bar-rules = Regeln
shell-bar-rules-name = Regeln von { $game }
shell-bar-rules-page = Die Regeln als Seite öffnen
shell-bar-display = Anzeige
shell-bar-step-through = Schritt für Schritt
shell-bar-step-through-title = Nach jedem Ereignis anhalten und es erklären
shell-bar-replay-speed = Wiedergabetempo
shell-bar-ai-speed = KI-Tempo
shell-speed-slow = Langsam
shell-speed-normal = Normal
shell-speed-fast = Schnell
shell-hint-box = Der Tipp des Trainers

## Das Formular für eine neue Partie

shell-new-rules = Regeln
shell-new-players = Spieler
shell-new-game = Partie
shell-new-who = Wer spielt
shell-new-hot-seat = { $number } Personen an diesem Gerät
shell-new-hot-seat-range = { $fewest } bis { $most } Personen an diesem Gerät
shell-new-watch = { $count ->
    [1] Einer KI zuschauen
   *[other] { $number } KIs zuschauen
}
shell-new-your-seat = Dein Platz
shell-new-people = Personen
shell-new-level = Stärke der KI { $name } ({ $seat })
shell-new-seat = Platz { $number }
shell-new-name = Name von Person { $number }
shell-new-seed = Startwert (leer lassen für eine zufällige Partie)
shell-seed-invalid = „{ $text }“ ist kein Startwert (eine ganze Zahl von 0 bis 18446744073709551615)
shell-new-start = Partie starten

## Der Tisch und die Felder daneben

shell-table = Der Tisch
shell-info-seed = Startwert
shell-play-on = Weiterspielen
shell-play-on-ais = Von hier aus gegen KIs weiterspielen
shell-play-on-hot-seat = Von hier aus an einem Gerät weiterspielen
shell-end-title = Partie vorbei: { $headline }
shell-end-ranking = Endstand
shell-end-rank = Platz
shell-end-player = Spieler
shell-end-again = Nochmal spielen
shell-end-same = Gleicher Startwert
shell-end-same-name = Neue Partie mit demselben Startwert
shell-end-replay = Von Anfang an abspielen
shell-pass-label = Gerät weitergeben
shell-pass-text = Gib das Gerät an { $name } weiter. Die anderen sollten wegschauen.
shell-pass-show = Ich bin { $name }: meine Hand zeigen
shell-pass-covered = Die Hände bleiben verdeckt, während das Gerät weitergegeben wird.

## Die Bot-Protokollansicht ($seat: die Nummer des Platzes im Protokoll, ab 0)

shell-protocol-no-seat = Die Protokollansicht zeigt die Eingabe eines Platzes nur, solange die Person dort das Gerät hat.
shell-protocol-over = Die Partie ist vorbei: Kein Platz wird mehr nach einem Befehl gefragt. Die Zeilen unten sind das, was dieser Platz lesen würde.
shell-protocol-initial = Anfangseingabe von { $name } (Platz { $seat }), einmal vor dem ersten Zug gesendet:
shell-protocol-turn-asked = Eingabe von { $name } (Platz { $seat }) für einen Zug jetzt (jetzt nach einem Befehl gefragt):
shell-protocol-turn-waiting = Eingabe von { $name } (Platz { $seat }) für einen Zug jetzt (im Moment nicht nach einem Befehl gefragt):
shell-protocol-last = Letzter Befehl, den er kennen kann, gesendet von { $name } (Platz { $seat }):
shell-protocol-initial-lines = Zeilen der Anfangseingabe
shell-protocol-turn-lines = Eingabezeilen
shell-protocol-last-line = Letzte Ausgabezeile

## Teilen

shell-share-intro = Wer diesen Link öffnet, sieht diese Partie beim jetzt gezeigten Schritt und kann sie Schritt für Schritt durchgehen und weiterspielen. Der Link enthält die ganze Partie: Die Karten jeder Hand lassen sich daraus ablesen.
shell-share-link = Link zu dieser Partie
shell-share-writing = Link wird erstellt…
shell-share-copy = Link kopieren
shell-share-copied = Der Link ist kopiert.
shell-share-not-copied = Der Browser hat das Kopieren nicht erlaubt: Markiere den Link und kopiere ihn selbst.
shell-share-download = Partie herunterladen
shell-share-download-name = Partie als Datei herunterladen
shell-share-open-file = Partiedatei öffnen
shell-share-studio = Im Studio öffnen

## Regelseiten und Lektionslisten

shell-rule-sets = Regelvarianten
shell-rule-sets-intro = Wähle sie unter „Regeln“ im Formular für eine neue Partie; der Bot-Schiedsrichter nennt sie mit --preset. Alles, was hier nicht steht, gilt wie oben.
shell-lessons-intro = Jede Lektion geht eine Regel Schritt für Schritt an einem echten Tisch durch und lässt dich dann weiterspielen.
shell-lesson-studio = im Studio öffnen
shell-lesson-studio-name = im Studio öffnen: Lektion { $number }

## Die Schrittleiste, der Spielverlauf und Dialoge

shell-steps-none = Noch keine Schritte
shell-steps-position = Schritt { $step } von { $total }
shell-steps-controls = Steuerung Schritt für Schritt
# Der Name jeder Taste, dann ihr Tooltip mit der Taste, benannt wie auf
# einer deutschen Tastatur.
shell-step-first = Erster Schritt
shell-step-first-title = Erster Schritt (Pos1)
shell-step-previous = Vorheriger Schritt
shell-step-previous-title = Vorheriger Schritt (Pfeil nach links)
shell-step-next = Nächster Schritt
shell-step-next-title = Nächster Schritt (Pfeil nach rechts)
shell-step-last = Letzter Schritt
shell-step-last-title = Letzter Schritt (Ende)
shell-replay = Abspielen
shell-replay-pause = Wiedergabe anhalten
shell-replay-pause-short = Pause
shell-log = Spielverlauf
shell-log-empty = Bisher ist nichts passiert.
shell-close-dialog = Dialog schließen

# A seat's name as shown at the table: the person's own seat is named
# "You" in the code (the events' sentences take their "you" forms from it).
shell-seat-name = { $name ->
    [You] Du
   *[other] { $name }
}

## Das Blatt des Tages (eines kooperativen Spiels)
shell-daily-title = Blatt des Tages
shell-daily-play = Das Blatt des Tages spielen
shell-daily-about = Ein Blatt pro Tag für jedes Regelwerk und jede Spielerzahl, für alle dasselbe. Nach deiner Partie siehst du dein Team neben den KI-Teams und dem besten Ergebnis, das das Blatt erlaubt.
# $day: das Datum (2026-12-07); $rules: der Name des Regelwerks; $players: die Zahl der Spieler.
shell-daily-deal = { $day } · { $rules } · { $players } Spieler
# $height: die Punkte eines Teams; $most: das Höchste, was möglich ist.
shell-daily-figure = { $height } von { $most }
# $score: die beste gefundene Punktzahl des Blatts; $bound: das Höchste, was möglich wäre.
shell-daily-best-open = { $score } (höchstens { $bound })
shell-daily-your-team = Dein Team
shell-daily-this-team = Das Team dieser Partie
# $level: die Stufe, auf der das ganze Team spielte.
shell-daily-ai-team = KI-Team ({ $level })
shell-daily-deal-best = Das Beste des Blatts
# $done, $total: KI-Teams, die gespielt haben, und alle.
shell-daily-teams-playing = Die KI-Teams spielen dieses Blatt ({ $done } von { $total }) …
# $why: der Fehler des Workers.
shell-daily-teams-failed = Die KI-Teams konnten dieses Blatt nicht spielen: { $why }
shell-daily-watch = Ansehen
# $team: der Name des Teams (KI-Team (schwer)).
shell-daily-watch-name = Die Partie ansehen: { $team }
# $count: die behaltenen Blätter.
shell-daily-history = Deine letzten Blätter des Tages ({ $count })
# $day: das Datum; $rules: der Name des Regelwerks; $players: die Zahl der Spieler; $team: die Punkte des Teams (19 von 25).
shell-daily-line = { $day } · { $rules }, { $players } Spieler · dein Team { $team }
# $level: die Stufe des besten KI-Teams; $height: seine Punkte.
shell-daily-line-ai = {" "}· bestes KI-Team { $level } { $height }
# $best: das Beste des Blatts (24, oder 23 (höchstens 25)).
shell-daily-line-best = {" "}· das Beste des Blatts { $best }
