# Play together on several devices: the host's invitations and the
# guest's page.

## The New game form and the seats

# The seat choice beside the AI levels.
remote-seat-choice = Person on another device
# A seat's note in the seat panels.
remote-role = on another device
# The line above the host's table; $count: people on other devices.
remote-mode = { $count ->
    [1] A table with one person on another device
   *[other] A table with { $count } people on other devices
}

## The host's invitations

# $name: the seat's name.
remote-invitation-for = Invitation for { $name }
remote-invitation-help = Open this link on the other device, or scan the code with its camera. The link works once, for one device.
remote-copy = Copy
remote-copied = Copied
remote-copy-failed = Select the text and copy it.
remote-preparing = Preparing the invitation…
remote-answer-from = Answer from { $name }
remote-answer-help = Paste the code the other device shows.
remote-connect = Connect { $name }
remote-scan = Scan answer from { $name }
# The camera's region on the host's page.
remote-camera-for = Camera for { $name }'s answer
remote-camera-help = Hold the code the other device shows in front of the camera.
remote-camera-stop = Stop
remote-camera-denied = The camera may not be used here: allow it for this page in the browser's settings, or paste the answer.
remote-camera-none = No camera was found on this device. Paste the answer instead.
remote-camera-busy = The camera is in use by another app, or would not start. Close that app and scan again, or paste the answer.
remote-camera-failed = The camera could not be opened. Paste the answer instead.
remote-connecting = Connecting { $name }…
remote-connected = { $name } is connected.
remote-left = { $name }'s device left the table. Invite it again below, or let an AI play the seat.
remote-bad-answer = This is not the answer code of this seat's invitation. Paste the code the other device shows, whole.
remote-failed = No connection with { $name }. Both devices must be on the same Wi-Fi network; for play across the internet, enter a STUN server in Settings on both devices. Then invite again.
remote-invite-again = New invitation for { $name }
remote-hand-to-ai = Let an AI play { $name }
remote-hand-back = Give { $name } back to the other device
# The status while the table waits for people on other devices; $names: their names.
remote-waiting-for = Waiting for { $names }.

## The guest's page

remote-join-title = Joining a table
# $game: the game's name; $name: the seat.
remote-join-intro = You are invited to play { $game } as { $name }.
remote-your-answer = Your answer for the host
remote-answer-tell = The host scans this code with its camera (“Scan answer from”), or you send it, for example in a message (Copy), and the host pastes it under “Answer from”. The table appears here as soon as the host has taken it.
remote-bad-invitation = This invitation cannot be opened: it was cut short or changed on the way. Ask the host for the link again.
remote-no-webrtc = This browser cannot connect to another device (no WebRTC).
# $reason: the browser's own words.
remote-link-failed = This browser could not prepare the connection ({ $reason }). Reload the page and try again.
remote-host-connected = Connected to the host.
remote-host-lost = The connection to the host was lost. Ask the host for a new invitation for your seat: your seat is kept.
remote-you-play = You play { $name }.
remote-sent = Sent. Waiting for the host…
remote-game-over = The game is over.
remote-review = Review the whole game
# The host refused the guest's choice.
remote-refused-too-large = The host refused a message that was too long.
remote-refused-malformed = The host could not read a message from this page.
remote-refused-version = The host runs another version of parlour: reload both pages.
remote-refused-over = The game is already over.
remote-refused-not-your-turn = It was not your turn any more: the table has moved on.
# $reason: the rules' reason, in the host's words.
remote-refused-illegal = The rules refuse this move: { $reason }
remote-refused-no-hint = The host does not offer the coach's hints at this table.
remote-unreadable = A message from the host could not be read.
remote-no-restart = The same deal again is off at a table with people on other devices: they have the last game's record. Start a New game.
