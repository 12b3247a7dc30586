# L'entraîneur dans l'application : l'analyse, l'indice, la section des
# règles sur les appréciations et la page des problèmes.

## Les chiffres de l'analyse.
coach-figures = Les décisions de chaque joueur
coach-figures-player = Joueur
coach-figures-decisions = Décisions
coach-figures-accuracy = Précision
coach-figures-inaccuracies = Imprécisions
coach-figures-mistakes = Erreurs
coach-figures-blunders = Gaffes
coach-accuracy = { $percent } %
coach-number = { $value }

## Le graphique de la partie.
coach-graph-label = { $unit } au fil de la partie, de { $low } à { $high } : chaque point est une décision, un clic montre sa position
coach-graph-point = Coup { $number } : { $mark }
coach-graph-caption = { $unit } au fil de la partie

## Les décisions.
coach-grade-signed = { $mark } { $sign }
coach-heading = Coup { $number } · { $name } : { $mark }
coach-heading-lost = Coup { $number } · { $name } : { $mark } (perte : { $loss } { $unit })
coach-played = Coup joué : { $move }.
coach-better = Mieux : { $move }.
coach-show-move = Montrer la position du coup { $number }
coach-show = Montrer la position
coach-practise = S'entraîner sur les erreurs
coach-practise-about = — chaque erreur et chaque gaffe devient une question : trouvez un meilleur coup.
coach-show-all = Montrer toutes les décisions, pas seulement celles qui sont relevées
coach-none-marked = Aucune décision n'a assez coûté pour être relevée : bien joué.
coach-marks = Appréciations : { $thresholds }.
coach-review-unreadable = l'analyse n'a pas pu être lue ({ $error })

## L'analyse pendant que l'entraîneur travaille.
coach-getting-ready = L'entraîneur se prépare…
coach-judged = L'entraîneur a jugé { $done } { $done ->
    [one] décision
   *[other] décisions
} sur { $total }…
coach-progress = Progression de l'analyse
coach-stop = Arrêter
coach-stopped = L'analyse a été arrêtée.
coach-review-again = Relancer l'analyse
coach-failed = L'analyse n'a pas pu être faite : { $error }.
coach-try-again = Réessayer
coach-worker-other = le processus de l'entraîneur a répondu autre chose

## L'indice.
coach-thinking = L'entraîneur réfléchit…
coach-suggests = L'entraîneur vous conseille : { $move }.
coach-no-hint = Aucun indice n'a pu être donné : { $error }.
coach-no-game = il n'y a pas de jeu appelé { $game }
coach-game-unreadable = la partie n'a pas pu être lue ({ $error })
coach-move-unreadable = le coup n'a pas pu être lu ({ $error })
coach-hint-illegal = l'entraîneur a conseillé un coup qui n'est pas légal ici

## La section des règles.
coach-rules-title = Les appréciations de l'entraîneur
coach-rules-about = Après une partie, le bouton Analyse de la barre d'outils fait juger chaque décision par l'IA difficile d'après ce que son joueur pouvait savoir à ce moment-là (une carte cachée n'est jamais lue), en { $unit } : ce que le coup joué a perdu par rapport au meilleur. Une décision juste d'après ce que le joueur savait n'est jamais une erreur, quelle que soit la façon dont les cartes sont tombées.
coach-rules-marks = { $thresholds }.
coach-rules-marks-of = { $sets } : { $thresholds }.
coach-puzzles-of = Problèmes de { $game }
coach-rules-puzzles-about = { " " }: des moments des parties que les IA jouent entre elles où l'entraîneur a trouvé un coup nettement meilleur, classés selon le nombre de niveaux d'IA qui le manquent.

## La page des problèmes.
coach-puzzles-no-game = Il n'y a pas de jeu appelé { $game }.
coach-puzzles-loading = Chargement des problèmes…
coach-puzzles-failed = Les problèmes n'ont pas pu être chargés : { $why }. Vérifiez la connexion et ouvrez de nouveau la page.
coach-puzzles-solved = Problèmes résolus dans ce navigateur : { $solved } sur { $total }.
coach-puzzles-play = Jouer à { $game }
coach-puzzles-rules = Règles de { $game }
coach-puzzles-intro = Chaque problème est un moment d'une partie que les IA ont jouée entre elles où l'une d'elles s'est trompée : l'entraîneur a trouvé un coup nettement meilleur, et seuls quelques coups sont bons. Trouvez-en un. Les problèmes sont classés selon le nombre de niveaux d'IA qui les manquent, des plus faciles aux plus difficiles ; un essai raté donne un indice, et votre progression est conservée dans ce navigateur.
coach-puzzles-missed = { $grade ->
    [one] Manqué par { $grade } niveau d'IA sur { $levels }
   *[other] Manqué par { $grade } niveaux d'IA sur { $levels }
}
coach-puzzle-missed-by = · manqué par : { $levels }
coach-puzzle-missed-by-none = aucun
coach-puzzle-solved = (résolu)
coach-level = { $level ->
    [easy] facile
    [medium] moyen
    [hard] difficile
   *[other] { $level }
}
coach-puzzles-other-game = le fichier de problèmes est celui de { $file }, pas de { $game }
coach-fetch-failed = { $url } n'a pas pu être téléchargé
coach-fetch-status = { $url } a répondu { $status }
coach-fetch-not-text = { $url } n'est pas du texte
