# Die Fehler der Prozesse (des KI-Prozesses eines Spiels und des Trainers),
# wie sie ein Spieler lesen kann.

worker-record-unreadable = die Partie konnte nicht gelesen werden ({ $error })
worker-request-unreadable = die Anfrage konnte nicht gelesen werden ({ $error })
worker-no-seat = es gibt keinen Platz { $seat }
worker-no-ai = keine KI für das Spiel „{ $game }“
worker-no-coach = kein Trainer für das Spiel „{ $game }“
worker-nothing-to-decide = Platz { $seat } hat gerade nichts zu entscheiden
worker-not-here = dieser Prozess erledigt „{ $task }“ nicht
