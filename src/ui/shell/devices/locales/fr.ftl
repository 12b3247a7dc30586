# Jouer ensemble sur plusieurs appareils : les invitations de l'hôte et
# la page de l'invité.

## Le formulaire de nouvelle partie et les places

remote-seat-choice = Personne sur un autre appareil
remote-role = sur un autre appareil
remote-mode = { $count ->
    [1] Une table avec une personne sur un autre appareil
   *[other] Une table avec { $count } personnes sur d'autres appareils
}

## Les invitations de l'hôte

remote-invitation-for = Invitation pour { $name }
remote-invitation-help = Ouvrez ce lien sur l'autre appareil, ou scannez le code avec son appareil photo. Le lien sert une fois, pour un appareil.
remote-copy = Copier
remote-copied = Copié
remote-copy-failed = Sélectionnez le texte et copiez-le.
remote-preparing = Préparation de l'invitation…
remote-answer-from = Réponse de { $name }
remote-answer-help = Collez le code qu'affiche l'autre appareil.
remote-connect = Connecter { $name }
remote-scan = Scanner la réponse de { $name }
remote-camera-for = Caméra pour la réponse de { $name }
remote-camera-help = Présentez devant la caméra le code qu'affiche l'autre appareil.
remote-camera-stop = Arrêter
remote-camera-denied = La caméra n'est pas permise ici : autorisez-la pour cette page dans les réglages du navigateur, ou collez la réponse.
remote-camera-none = Aucune caméra n'a été trouvée sur cet appareil. Collez plutôt la réponse.
remote-camera-busy = La caméra est utilisée par une autre application, ou n'a pas démarré. Fermez cette application et scannez à nouveau, ou collez la réponse.
remote-camera-failed = La caméra n'a pas pu être ouverte. Collez plutôt la réponse.
remote-connecting = Connexion de { $name }…
remote-connected = { $name } est connecté.
remote-left = L'appareil de { $name } a quitté la table. Invitez-le à nouveau ci-dessous, ou laissez une IA jouer sa place.
remote-bad-answer = Ce n'est pas le code de réponse de cette invitation. Collez le code qu'affiche l'autre appareil, en entier.
remote-failed = Pas de connexion avec { $name }. Les deux appareils doivent être sur le même réseau Wi-Fi ; pour jouer par Internet, indiquez un serveur STUN dans les réglages des deux appareils. Puis invitez à nouveau.
remote-invite-again = Nouvelle invitation pour { $name }
remote-hand-to-ai = Laisser une IA jouer { $name }
remote-hand-back = Rendre { $name } à l'autre appareil
remote-waiting-for = En attente de { $names }.

## La page de l'invité

remote-join-title = Rejoindre une table
remote-join-intro = Vous êtes invité à jouer à { $game } en tant que { $name }.
remote-your-answer = Votre réponse pour l'hôte
remote-answer-tell = L'hôte scanne ce code avec sa caméra (« Scanner la réponse de »), ou vous le lui envoyez, par exemple dans un message (Copier), et l'hôte le colle sous « Réponse de ». La table apparaît ici dès que l'hôte l'a pris.
remote-bad-invitation = Cette invitation ne peut pas être ouverte : elle a été coupée ou modifiée en route. Redemandez le lien à l'hôte.
remote-no-webrtc = Ce navigateur ne peut pas se connecter à un autre appareil (pas de WebRTC).
# $reason: the browser's own words.
remote-link-failed = Ce navigateur n'a pas pu préparer la connexion ({ $reason }). Rechargez la page et réessayez.
remote-host-connected = Connecté à l'hôte.
remote-host-lost = La connexion avec l'hôte est perdue. Demandez à l'hôte une nouvelle invitation pour votre place : elle vous est gardée.
remote-you-play = Vous jouez { $name }.
remote-sent = Envoyé. En attente de l'hôte…
remote-game-over = La partie est terminée.
remote-review = Revoir toute la partie
remote-refused-too-large = L'hôte a refusé un message trop long.
remote-refused-malformed = L'hôte n'a pas pu lire un message de cette page.
remote-refused-version = L'hôte utilise une autre version de parlour : rechargez les deux pages.
remote-refused-over = La partie est déjà terminée.
remote-refused-not-your-turn = Ce n'était plus votre tour : la table a avancé.
remote-refused-illegal = Les règles refusent ce coup : { $reason }
remote-refused-no-hint = L'hôte ne propose pas les conseils de l'entraîneur à cette table.
remote-unreadable = Un message de l'hôte n'a pas pu être lu.
remote-no-restart = Rejouer la même donne est désactivé à une table avec des personnes sur d'autres appareils : elles ont l'enregistrement de la partie. Lancez une nouvelle partie.
