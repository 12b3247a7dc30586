# L'écran de jeu commun à tous les jeux : la barre d'outils, les lignes
# d'état et d'information, les panneaux et avis, le formulaire de nouvelle
# partie et la barre des étapes.

## Nombres et listes

# Un nombre en toutes lettres ($n de 0 à 10, en chiffres au-delà), pour
# compter des IA et des personnes : deux noms féminins.
shell-number = { $n ->
    [0] aucune
    [1] une
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
   *[other] { $n }
}
# Le même en début de phrase.
shell-number-start = { $n ->
    [0] Aucune
    [1] Une
    [2] Deux
    [3] Trois
    [4] Quatre
    [5] Cinq
    [6] Six
    [7] Sept
    [8] Huit
    [9] Neuf
    [10] Dix
   *[other] { $n }
}
# Des noms ou des mots en liste (« Ada, Ben et Cleo »).
shell-list = { $items }

## Qui joue : la ligne au-dessus de la table et le formulaire de nouvelle partie

# $count : le nombre d'IA ; $number : ce nombre en lettres (shell-number).
shell-you-against-ais = { $count ->
    [1] Vous contre une IA
   *[other] Vous contre { $number } IA
}
# $number : le nombre en lettres en début de phrase (shell-number-start).
shell-mode-hot-seat = { $number } personnes partagent cet appareil
shell-mode-watch = { $number } IA jouent
shell-lesson-title = Leçon { $number } : { $title }
shell-mode-shared = Une partie partagée
shell-mode-shared-as = Une partie partagée, telle que { $name } la voit
shell-mode-shared-as-someone = Une partie partagée, telle qu'un joueur la voit
# La note d'une place dans les panneaux des joueurs.
shell-role-person = humain
shell-role-ai = IA · { $level }
shell-level-easy = facile
shell-level-medium = moyen
shell-level-hard = difficile
shell-level-hat-search = hat + recherche
shell-player-number = Joueur { $number }
shell-ai-number = IA { $number }

## Pourquoi une partie enregistrée ne peut pas être reprise (entre les parenthèses de shell-save-not-resumed)

shell-invalid-seats = { $game } compte { $seats } places, pas { $count }
shell-invalid-no-name = la place { $seat } n'a pas de nom
shell-invalid-level = la place { $seat } a un niveau d'IA inconnu « { $level } »
shell-invalid-people = { $people ->
    [one] { $people } personne ne convient pas à ce mode
   *[other] { $people } personnes ne conviennent pas à ce mode
}
shell-save-format = elle a été enregistrée au format { $saved } et cette version lit le format { $reads }
shell-save-unreadable = elle n'a pas pu être lue ({ $error })
shell-save-not-resumed = La partie enregistrée n'a pas pu être reprise ({ $reason }), une nouvelle partie a donc commencé.
shell-save-not-read = La partie enregistrée n'a pas pu être lue ({ $reason }), une nouvelle partie a donc commencé.
shell-storage-refused = ce navigateur ne permet pas à cette page d'enregistrer des données
shell-storage-failed = la partie n'a pas pu être enregistrée ({ $error })
shell-storage-note = La partie en cours est conservée dans ce navigateur sous la clé { $game }, et une partie mise de côté sous { $aside }.
shell-not-kept = Ce navigateur ne conserve rien pour { -parlour } (son stockage est plein ou désactivé) : la partie et les réglages disparaîtront au prochain rechargement. Vous pouvez continuer à jouer.
# $settings : les réglages réinitialisés, séparés par « , ».
shell-settings-reset = Certains réglages enregistrés n'ont pas pu être lus et ont été réinitialisés : { $settings }.
shell-settings-reset-name = nom du joueur
shell-settings-reset-level = niveau des IA par défaut
shell-settings-reset-time = temps de réflexion des IA
shell-settings-reset-speed = vitesse des animations
shell-settings-reset-theme = thème
shell-settings-reset-step = pas à pas
shell-settings-reset-hints = indices
shell-settings-reset-language = langue
shell-settings-reset-stun = serveur STUN

## La ligne d'état et le journal

shell-explanation-why = { $text } Pourquoi : { $reason }
shell-status-shared = Une partie partagée, montrée à l'étape { $step } sur { $total } : parcourez-la pas à pas, ou continuez à jouer à partir d'ici.
# « Dernière étape » est le bouton de la barre des étapes.
shell-status-looking-back = Vous regardez un moment antérieur de la partie. Utilisez « Dernière étape » pour revenir.
# « Étape suivante » est le bouton de la barre des étapes.
shell-status-step-through = Pas à pas : appuyez sur « Étape suivante » (ou sur la touche flèche droite) pour voir la suite.
shell-status-over = La partie est terminée.
shell-status-pass = Passez l'appareil à { $name }.
shell-hints-taken = Indices pris : { $hints }.
shell-skip-ahead = Avancer sans attendre

## Avis

shell-no-lesson = Il n'y a pas de leçon { $number }.
# Écrit avec une majuscule et un point ajoutés.
shell-lesson-unplayable = la leçon { $number } ne peut pas être jouée : { $error }
shell-lesson-unreadable = La leçon n'a pas pu être lue ({ $error }).
shell-lesson-not-loaded = La leçon { $number } n'a pas pu être chargée ({ $reason }).
shell-previous-not-restored = La partie précédente n'a pas pu être reprise ({ $reason }).
shell-ai-failed = L'IA n'a pas pu se décider : { $reason }.
shell-ai-refused = { $name } a choisi un coup que les règles refusent ({ $error }).
shell-ai-answer-unreadable = la réponse de l'IA n'a pas pu être lue ({ $error })
shell-worker-something-else = le processus de l'IA a répondu autre chose
shell-worker-unreadable = le processus de l'IA a répondu quelque chose d'illisible ({ $error })
shell-worker-not-started = le processus de l'IA n'a pas pu démarrer ({ $error })
shell-worker-stopped = le processus de l'IA s'est arrêté ({ $error })
shell-no-link = Aucun lien n'a pu être créé : { $reason }.
shell-link-not-opened = Ce lien de partie ne peut pas être ouvert : { $error }. Rien n'a été changé.
shell-file-not-opened = Ce fichier ne peut pas être ouvert : { $error }. Rien n'a été changé.
shell-dismiss = Fermer
shell-dismiss-notice = Fermer l'avis
shell-aside = La partie inachevée que vous jouiez a été mise de côté pour celle-ci.
shell-aside-restore = Reprendre la partie précédente
shell-aside-forget = Oublier la partie précédente

## La barre d'outils et ses fenêtres

shell-bar-game = Partie
shell-bar-new-game = Nouvelle partie
shell-bar-lessons = Leçons
shell-bar-restart = Recommencer
shell-bar-restart-name = Recommencer avec la même graine
shell-bar-undo = Annuler
shell-bar-share = Partager
shell-bar-share-name = Partager cette partie
shell-bar-hint = Indice
# « ? » est la touche qui demande l'indice.
shell-bar-hint-name = Indice : le coup que l'entraîneur vous conseille (?)
shell-bar-review = Analyse
shell-bar-review-name = L'analyse de chaque décision par l'entraîneur
shell-bar-protocol = Protocole
shell-bar-protocol-name = Vue du protocole des bots
shell-bar-settings = Réglages
shell-bar-rules = Règles
shell-bar-rules-name = Règles de { $game }
shell-bar-rules-page = Ouvrir les règles dans une page
shell-bar-display = Affichage
shell-bar-step-through = Pas à pas
shell-bar-step-through-title = Faire une pause après chaque événement et l'expliquer
shell-bar-replay-speed = Vitesse de relecture
shell-bar-ai-speed = Vitesse des IA
shell-speed-slow = Lente
shell-speed-normal = Normale
shell-speed-fast = Rapide
shell-hint-box = L'indice de l'entraîneur

## Le formulaire de nouvelle partie

shell-new-rules = Règles
shell-new-players = Joueurs
shell-new-game = Partie
shell-new-who = Qui joue
shell-new-hot-seat = { $number } personnes sur cet appareil
shell-new-hot-seat-range = De { $fewest } à { $most } personnes sur cet appareil
shell-new-watch = { $count ->
    [1] Regarder une IA
   *[other] Regarder { $number } IA
}
shell-new-your-seat = Votre place
shell-new-people = Personnes
shell-new-level = Niveau de l'IA { $name } ({ $seat })
shell-new-seat = place { $number }
shell-new-name = Nom de la personne { $number }
shell-new-seed = Graine (laissez vide pour une partie au hasard)
shell-seed-invalid = « { $text } » n'est pas une graine (un nombre entier de 0 à 18446744073709551615)
shell-new-start = Commencer la partie

## La table et les panneaux à côté

shell-table = La table
shell-info-seed = Graine
shell-play-on = Continuer à jouer
shell-play-on-ais = Continuer d'ici contre des IA
shell-play-on-hot-seat = Continuer d'ici à plusieurs sur un appareil
shell-end-title = Partie terminée : { $headline }
shell-end-ranking = Classement final
shell-end-rank = Rang
shell-end-player = Joueur
shell-end-again = Rejouer
shell-end-same = Même graine
shell-end-same-name = Nouvelle partie avec la même graine
shell-end-replay = Revoir depuis le début
shell-pass-label = Passer l'appareil
shell-pass-text = Passez l'appareil à { $name }. Les autres joueurs doivent détourner le regard.
shell-pass-show = Je suis { $name } : montrer ma main
shell-pass-covered = Les mains restent cachées pendant que l'appareil change de mains.

## La vue du protocole des bots ($seat : le numéro de la place dans le protocole, à partir de 0)

shell-protocol-no-seat = La vue du protocole ne montre l'entrée d'une place que pendant que sa personne a l'appareil.
shell-protocol-over = La partie est terminée : aucune place n'attend plus de commande. Les lignes ci-dessous sont ce que cette place lirait.
shell-protocol-initial = Entrée initiale de { $name } (place { $seat }), envoyée une seule fois avant son premier tour :
shell-protocol-turn-asked = Entrée de { $name } (place { $seat }) pour un tour maintenant (une commande lui est demandée maintenant) :
shell-protocol-turn-waiting = Entrée de { $name } (place { $seat }) pour un tour maintenant (aucune commande ne lui est demandée pour l'instant) :
shell-protocol-last = Dernière commande qu'elle peut connaître, envoyée par { $name } (place { $seat }) :
shell-protocol-initial-lines = Lignes de l'entrée initiale
shell-protocol-turn-lines = Lignes d'entrée
shell-protocol-last-line = Dernière ligne de sortie

## Le partage

shell-share-intro = Toute personne qui ouvre ce lien voit cette partie à l'étape affichée maintenant, et peut la parcourir pas à pas et continuer à jouer. Le lien contient toute la partie : on peut en déduire les cartes de chaque main.
shell-share-link = Lien vers cette partie
shell-share-writing = Création du lien…
shell-share-copy = Copier le lien
shell-share-copied = Le lien est copié.
shell-share-not-copied = Le navigateur n'a pas permis de copier le lien : sélectionnez-le et copiez-le vous-même.
shell-share-download = Télécharger la partie
shell-share-download-name = Télécharger la partie dans un fichier
shell-share-open-file = Ouvrir un fichier de partie
shell-share-studio = Ouvrir dans l'atelier

## Pages de règles et listes de leçons

shell-rule-sets = Variantes de règles
shell-rule-sets-intro = Choisissez-les sous « Règles » dans le formulaire de nouvelle partie ; l'arbitre des bots les désigne avec --preset. Tout ce qui n'est pas dit ici reste comme ci-dessus.
shell-lessons-intro = Chaque leçon parcourt une règle pas à pas sur une vraie table, puis vous laisse continuer à jouer.
shell-lesson-studio = ouvrir dans l'atelier
shell-lesson-studio-name = ouvrir dans l'atelier : leçon { $number }

## La barre des étapes, le journal et les fenêtres

shell-steps-none = Aucune étape pour l'instant
shell-steps-position = étape { $step } sur { $total }
shell-steps-controls = Commandes du pas à pas
# Le nom de chaque bouton, puis son infobulle avec sa touche, nommée comme
# sur un clavier français.
shell-step-first = Première étape
shell-step-first-title = Première étape (Début)
shell-step-previous = Étape précédente
shell-step-previous-title = Étape précédente (flèche gauche)
shell-step-next = Étape suivante
shell-step-next-title = Étape suivante (flèche droite)
shell-step-last = Dernière étape
shell-step-last-title = Dernière étape (Fin)
shell-replay = Revoir
shell-replay-pause = Mettre la relecture en pause
shell-replay-pause-short = Pause
shell-log = Journal de la partie
shell-log-empty = Il ne s'est encore rien passé.
shell-close-dialog = Fermer la fenêtre

# A seat's name as shown at the table: the person's own seat is named
# "You" in the code (the events' sentences take their "you" forms from it).
shell-seat-name = { $name ->
    [You] Vous
   *[other] { $name }
}

## La donne du jour (d'un jeu coopératif)
shell-daily-title = Donne du jour
shell-daily-play = Jouer la donne du jour
shell-daily-about = Une donne par jour pour chaque jeu de règles et nombre de joueurs, la même pour tout le monde. Après votre partie, comparez votre équipe aux équipes d'IA et au meilleur score que permet la donne.
# $day : la date (2026-12-07) ; $rules : le nom des règles ; $players : le nombre de joueurs.
shell-daily-deal = { $day } · { $rules } · { $players } joueurs
# $height : le score d'une équipe ; $most : le maximum possible.
shell-daily-figure = { $height } sur { $most }
# $score : le meilleur score trouvé pour la donne ; $bound : le maximum qu'il pourrait atteindre.
shell-daily-best-open = { $score } (au plus { $bound })
shell-daily-your-team = Votre équipe
shell-daily-this-team = L'équipe de cette partie
# $level : le niveau auquel toute l'équipe a joué.
shell-daily-ai-team = Équipe d'IA ({ $level })
shell-daily-deal-best = Le meilleur de la donne
# $done, $total : les équipes d'IA qui ont joué, et leur nombre.
shell-daily-teams-playing = Les équipes d'IA jouent cette donne ({ $done } sur { $total })…
# $why : l'erreur du worker.
shell-daily-teams-failed = Les équipes d'IA n'ont pas pu jouer cette donne : { $why }
shell-daily-watch = Regarder
# $team : le nom de l'équipe (Équipe d'IA (difficile)).
shell-daily-watch-name = Regarder la partie : { $team }
# $count : les donnes gardées.
shell-daily-history = Vos dernières donnes du jour ({ $count })
# $day : la date ; $rules : le nom des règles ; $players : le nombre de joueurs ; $team : le score de l'équipe (19 sur 25).
shell-daily-line = { $day } · { $rules }, { $players } joueurs · votre équipe { $team }
# $level : le niveau de la meilleure équipe d'IA ; $height : son score.
shell-daily-line-ai = {" "}· meilleure équipe d'IA { $level } { $height }
# $best : le meilleur de la donne (24, ou 23 (au plus 25)).
shell-daily-line-best = {" "}· meilleur de la donne { $best }
