# Les parties que dessine le module complémentaire : leur chargement, leurs
# échecs, les erreurs des leçons et des parties, et la page « À propos ».

## Pendant le chargement d'une partie de la page.
extras-loading-rules = Chargement des règles…
extras-loading-settings = Chargement des réglages…
extras-loading-protocol = Chargement de la vue du protocole…
extras-loading-lessons = Chargement des leçons…
extras-loading-lesson = Chargement de la leçon…
extras-loading-about = Chargement de la page « À propos »…
extras-loading-puzzles = Chargement des problèmes…
extras-loading-studio = Chargement de l'atelier de leçons…
extras-loading-coach = Chargement de l'entraîneur…

## Quand le chargement a échoué.
extras-failed-rules = Le chargement des règles a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-settings = Le chargement des réglages a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-protocol = Le chargement de la vue du protocole a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-lessons = Le chargement des leçons a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-lesson = Le chargement de la leçon a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-about = Le chargement de la page « À propos » a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-puzzles = Le chargement des problèmes a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-studio = Le chargement de l'atelier de leçons a échoué : { $why }. Vérifiez la connexion, puis réessayez.
extras-failed-coach = Le chargement de l'entraîneur a échoué : { $why }. Vérifiez la connexion, puis réessayez.

## Ce qui n'a pas marché.
extras-no-start = il n'a pas pu démarrer
extras-place-gone = son emplacement a disparu
extras-part-refused = il a refusé cette partie de la page
extras-module-refused = le module a refusé
extras-no-lesson-sent = le module n'a envoyé aucune leçon
extras-not-a-part = ce n'est pas une partie de page que dessine ce module ({ $error })

## Les erreurs des parties elles-mêmes.
extras-no-game = Il n'y a pas de jeu appelé { $game }.
extras-no-game-called = il n'y a pas de jeu appelé { $game }
extras-no-lesson = il n'y a pas de leçon { $number }
extras-game-unshown = Cette partie ne peut pas être affichée ({ $why }).
extras-lesson-refused = Cette leçon ne peut pas être ouverte
extras-see-games = Voir les jeux

## Le processus de l'entraîneur que consulte la question d'une leçon.
extras-worker-other = le processus de l'entraîneur a répondu autre chose

## La page « À propos ».
extras-about-title = À propos de { -parlour }
extras-about-lead = { -parlour } vous permet de jouer à { $games } contre de petits adversaires informatiques ou entre amis, et explique chaque coup avec des mots simples pour que vous appreniez les jeux.
extras-about-data = Vos données
extras-about-storage = Tout se passe dans votre navigateur ; rien n'est envoyé nulle part. Vos réglages sont conservés dans le stockage local de ce navigateur sous la clé { $key }. Chaque jeu conserve sa partie en cours, ainsi qu'une partie inachevée que vous avez mise de côté pour en commencer une nouvelle, sous ses propres clés :
extras-about-keys = { $game } : { $current } et { $aside }
extras-about-how = Comment fonctionne le pas à pas
extras-about-demo-1 = À la fin d'une manche, le mode pas à pas la rejoue un coup à la fois. Cette courte démonstration utilise les mêmes commandes que les jeux.
extras-about-demo-2 = « Étape suivante », ou la touche flèche droite, avance d'une étape, et l'explication de cette étape apparaît sous les boutons.
extras-about-demo-3 = « Étape précédente », ou la touche flèche gauche, recule d'une étape : vous pouvez ainsi revoir un coup.
extras-about-demo-4 = « Première étape » et « Dernière étape », ou les touches Début et Fin, mènent directement au début ou à la fin.
extras-about-demo-5 = Le journal de la partie liste toutes les explications. L'explication en cours est mise en évidence, et choisir une entrée mène directement à cette étape.
extras-about-demo-6 = Dans les Réglages, vous choisissez si les manches terminées s'ouvrent en mode pas à pas.
extras-about-demo-log = Journal de démonstration
