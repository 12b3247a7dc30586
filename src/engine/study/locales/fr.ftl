# Leçons de l'atelier : pourquoi un lien de leçon, un fichier de leçon ou
# une leçon en cours d'écriture est refusé.

study-error-not-text = ce n'est pas un lien de leçon : il contient le caractère { $char }
study-error-truncated = le lien de la leçon a été coupé : copiez le lien en entier
study-error-damaged = le lien de la leçon a été modifié ou abîmé
study-error-version = la leçon a été écrite par une autre version de { -parlour } (version de code de leçon { $version })
study-error-wrong-game = cette leçon est pour un autre jeu ({ $game })
study-error-not-a-file = ce n'est pas un fichier de leçon { -parlour } : { $reason }
study-error-too-long = { $what } fait { $chars } caractères ; la limite est de { $limit }
study-error-no-chapter = la leçon n'a aucun chapitre
study-error-chapters = la leçon a { $count } chapitres ; la limite est de { $limit }
study-error-chapter = chapitre { $chapter } : { $reason }
study-error-chapter-step = chapitre { $chapter }, étape { $step } : { $reason }
study-error-setup = chapitre { $chapter } : cette table n'est pas permise : { $problems }
study-problems-joined = { $before } ; { $after }
study-setup-problem = { $part } : { $message }
study-game-options = ses options de règles sont illisibles ({ $reason })
study-game-illegal = l'étape { $step } est refusée par les règles : { $reason }
study-game-unreadable = sa partie est illisible ({ $reason })

## Le nom d'un texte qui dépasse sa limite
study-what-title = le titre
study-what-intro = l'introduction
study-what-outro = la note finale
study-what-chapter-title = le titre du chapitre { $chapter }
study-what-chapter-intro = la note sur la table du chapitre { $chapter }
study-what-seat-name = le nom de la place { $seat } dans le chapitre { $chapter }
study-what-note = la note de l'étape { $step } du chapitre { $chapter }
study-what-question = la question de l'étape { $step } du chapitre { $chapter }
study-what-hint = l'indice de l'étape { $step } du chapitre { $chapter }

## Ce qui ne va pas dans un chapitre
study-check-too-many-steps = sa ligne de jeu compte { $steps } étapes ; la limite est de { $limit }
study-check-notes-past-line = il a des notes sur { $notes } étapes, mais sa ligne de jeu n'en compte que { $steps }
study-check-first-step-past = la première étape de l'élève est au-delà de la fin de sa ligne de jeu
study-check-learner-seat = l'élève est à la place { $seat }, mais cette table n'a que { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}
study-check-too-many-names = il nomme plus de places que la table n'en a
study-check-question-forfeit = une question doit porter sur un coup, pas sur un abandon
study-check-question-not-learner = une question doit porter sur un coup de l'élève, or c'est la place { $seat } qui joue cette étape
study-check-question-before-start = une question doit venir après la première étape de l'élève
study-check-too-many-answers = une question accepte au plus { $limit } autres coups
study-check-answer-illegal = une réponse acceptée n'est pas un coup permis à cet endroit
study-check-near-best-range = l'écart accepté avec le meilleur coup doit être un nombre de 0 à 1000
study-check-too-many-marks = une étape a au plus { $limit } marques
study-check-no-mark-target = il n'y a pas de { $mark } à marquer sur la table
study-code-notes-past-line = il a plus de notes que sa ligne de jeu n'a d'étapes
study-code-too-many-marks = trop de marques
study-code-too-many-answers = plus de réponses que de coups permis

## Fichiers de leçon
study-file-unreadable = il ne se lit pas comme tel ({ $reason })
study-file-kind = il se présente comme { $kind }
study-file-lesson-unreadable = sa leçon est illisible ({ $reason })
