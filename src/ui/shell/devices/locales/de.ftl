# Gemeinsam auf mehreren Geräten spielen: die Einladungen des Gastgebers
# und die Seite des Gasts.

## Das Formular für ein neues Spiel und die Plätze

remote-seat-choice = Person an einem anderen Gerät
remote-role = an einem anderen Gerät
remote-mode = { $count ->
    [1] Ein Tisch mit einer Person an einem anderen Gerät
   *[other] Ein Tisch mit { $count } Personen an anderen Geräten
}

## Die Einladungen des Gastgebers

remote-invitation-for = Einladung für { $name }
remote-invitation-help = Öffne diesen Link auf dem anderen Gerät oder scanne den Code mit seiner Kamera. Der Link gilt einmal, für ein Gerät.
remote-copy = Kopieren
remote-copied = Kopiert
remote-copy-failed = Markiere den Text und kopiere ihn.
remote-preparing = Die Einladung wird vorbereitet…
remote-answer-from = Antwort von { $name }
remote-answer-help = Füge den Code ein, den das andere Gerät zeigt.
remote-connect = { $name } verbinden
remote-scan = Antwort von { $name } scannen
remote-camera-for = Kamera für die Antwort von { $name }
remote-camera-help = Halte den Code, den das andere Gerät zeigt, vor die Kamera.
remote-camera-stop = Beenden
remote-camera-denied = Die Kamera darf hier nicht verwendet werden: Erlaube sie für diese Seite in den Einstellungen des Browsers, oder füge die Antwort ein.
remote-camera-none = Auf diesem Gerät wurde keine Kamera gefunden. Füge stattdessen die Antwort ein.
remote-camera-busy = Die Kamera wird von einer anderen App verwendet oder startet nicht. Schließe diese App und scanne erneut, oder füge die Antwort ein.
remote-camera-failed = Die Kamera konnte nicht geöffnet werden. Füge stattdessen die Antwort ein.
remote-connecting = { $name } wird verbunden…
remote-connected = { $name } ist verbunden.
remote-left = Das Gerät von { $name } hat den Tisch verlassen. Lade es unten wieder ein oder lass eine KI den Platz spielen.
remote-bad-answer = Das ist nicht der Antwortcode dieser Einladung. Füge den Code, den das andere Gerät zeigt, vollständig ein.
remote-failed = Keine Verbindung mit { $name }. Beide Geräte müssen im selben WLAN sein; für das Spiel über das Internet trage auf beiden Geräten einen STUN-Server in den Einstellungen ein. Dann lade erneut ein.
remote-invite-again = Neue Einladung für { $name }
remote-hand-to-ai = Eine KI { $name } spielen lassen
remote-hand-back = { $name } dem anderen Gerät zurückgeben
remote-waiting-for = Warten auf { $names }.

## Die Seite des Gasts

remote-join-title = Einem Tisch beitreten
remote-join-intro = Du bist eingeladen, { $game } als { $name } zu spielen.
remote-your-answer = Deine Antwort für den Gastgeber
remote-answer-tell = Der Gastgeber scannt diesen Code mit seiner Kamera („Antwort von … scannen“), oder du schickst ihn ihm, etwa in einer Nachricht (Kopieren), und der Gastgeber fügt ihn unter „Antwort von“ ein. Der Tisch erscheint hier, sobald der Gastgeber ihn übernommen hat.
remote-bad-invitation = Diese Einladung lässt sich nicht öffnen: sie wurde unterwegs gekürzt oder verändert. Bitte den Gastgeber erneut um den Link.
remote-no-webrtc = Dieser Browser kann sich nicht mit einem anderen Gerät verbinden (kein WebRTC).
# $reason: the browser's own words.
remote-link-failed = Dieser Browser konnte die Verbindung nicht vorbereiten ({ $reason }). Lade die Seite neu und versuche es noch einmal.
remote-host-connected = Mit dem Gastgeber verbunden.
remote-host-lost = Die Verbindung zum Gastgeber ist abgebrochen. Bitte den Gastgeber um eine neue Einladung für deinen Platz: er bleibt dir.
remote-you-play = Du spielst { $name }.
remote-sent = Gesendet. Warten auf den Gastgeber…
remote-game-over = Das Spiel ist vorbei.
remote-review = Das ganze Spiel ansehen
remote-refused-too-large = Der Gastgeber hat eine zu lange Nachricht abgelehnt.
remote-refused-malformed = Der Gastgeber konnte eine Nachricht dieser Seite nicht lesen.
remote-refused-version = Der Gastgeber nutzt eine andere Version von parlour: lade beide Seiten neu.
remote-refused-over = Das Spiel ist schon vorbei.
remote-refused-not-your-turn = Du warst nicht mehr dran: der Tisch ist weitergegangen.
remote-refused-illegal = Die Regeln erlauben diesen Zug nicht: { $reason }
remote-refused-no-hint = Der Gastgeber bietet an diesem Tisch keine Tipps des Trainers an.
remote-unreadable = Eine Nachricht des Gastgebers ließ sich nicht lesen.
remote-no-restart = Dieselbe Verteilung noch einmal gibt es an einem Tisch mit Personen an anderen Geräten nicht: sie haben die Aufzeichnung des Spiels. Starte ein neues Spiel.
