# L'atelier de leçons (ses leçons, l'éditeur, le partage) et une leçon de
# l'atelier telle que l'élève la suit. Les textes de l'enseignant ne sont
# jamais des messages : ils restent dans la langue de la leçon.

## Le premier écran de l'atelier et ses leçons
studio-title = Atelier de leçons
studio-lead = Écrivez vos propres leçons : préparez une table, jouez une ligne de jeu, écrivez une note à chaque étape et demandez à l'élève de trouver le coup. Les leçons sont conservées dans ce navigateur ; partagez-les sous forme de lien, de fichier ou d'intégration dans une page.
studio-new-group = Nouvelle leçon
studio-new-lesson = Nouvelle leçon de { $game }
# Le titre avec lequel commence une nouvelle leçon.
studio-new-lesson-title = Une leçon de { $game }
studio-open-group = Ouvrir une leçon
studio-open-file = Ouvrir un fichier de leçon
studio-lesson-link = Lien de leçon
studio-open-link = Ouvrir le lien
studio-your-lessons = Vos leçons
studio-no-lessons = Aucune leçon n'est encore conservée dans ce navigateur.
# $when : la date et l'heure, telles que le navigateur les écrit.
studio-shelf-meta = { $game } · enregistrée le { $when }
studio-a-game = un jeu
studio-rename = Renommer
studio-rename-label = Renommer { $title }
studio-duplicate = Dupliquer
studio-duplicate-label = Dupliquer { $title }
studio-delete = Supprimer
studio-delete-label = Supprimer { $title }
studio-new-name = Nouveau nom
studio-save-name = Enregistrer le nom
studio-cancel = Annuler
studio-delete-confirm = Supprimer « { $title } » de ce navigateur ?
studio-delete-it = La supprimer
studio-keep-it = La garder
studio-untitled = Leçon sans titre
studio-copy-title = { $title } (copie)
studio-see-lessons = Voir vos leçons
studio-opening = Ouverture dans l'atelier…
studio-not-kept = Cette leçon n'est pas conservée dans ce navigateur (elle a peut-être été supprimée).
studio-unreadable = Cette leçon ne peut pas être lue ({ $reason }).
studio-no-game = Il n'y a pas de jeu nommé { $game }.

## Où les leçons sont conservées
studio-store-none = Ce navigateur ne conserve rien pour cette page : les leçons ne peuvent pas y être enregistrées. Téléchargez-les sous forme de fichiers.
studio-store-nothing = Ce navigateur ne conserve rien pour cette page.
studio-store-refused = Le navigateur a refusé de conserver la leçon (son stockage est peut-être plein). Téléchargez-la sous forme de fichier.
studio-shelf-bad = les leçons enregistrées n'ont pas pu être lues ({ $reason })
studio-shelf-version = les leçons enregistrées l'ont été par une autre version de { -parlour } (format { $version })
studio-shelf-unreadable-kept = { $why } ; elles sont mises de côté, inchangées, et une nouvelle liste commence.
studio-shelf-unreadable = { $why }.

## Une nouvelle leçon à partir d'un lien, d'une leçon intégrée, d'une partie ou d'un fichier
# $reason est une phrase entière.
studio-link-refused = Ce lien de leçon ne peut pas être ouvert. { $reason }
studio-no-builtin = { $game } n'a pas de leçon { $number }.
studio-game-refused = Cette partie ne peut pas être ouverte. { $reason }
studio-from-game-title = Une leçon tirée d'une partie de { $game }
studio-link-no-game = Ce lien de leçon ne nomme aucun jeu auquel { -parlour } sait jouer.
studio-nothing-to-open = Il n'y a rien à ouvrir ici.
studio-file-other-game = c'est une leçon de { $game }, un jeu auquel { -parlour } ne joue pas
studio-file-refused = Ce fichier ne peut pas être ouvert : { $reason }.

## L'éditeur
studio-back-to-lessons = ← Vos leçons
# Le titre de la page : le jeu, puis le titre de la leçon.
studio-editor-title = { $game } : { $title }
studio-kept = Conservée dans ce navigateur.
studio-the-lesson = La leçon
studio-written-in = Écrite en
studio-lang-hint = Vos textes sont montrés tels que vous les écrivez, dans cette langue ; le reste de l'écran est dans la langue de chaque élève.
studio-lesson-title-field = Titre de la leçon
studio-introduction = Introduction
studio-final-note = Note finale
studio-count = { $chars } caractères sur { $limit }
studio-chapters = Chapitres
studio-chapter-to-write = Chapitre à écrire
studio-chapter-title = Chapitre { $number }
studio-chapter-title-field = Titre du chapitre
studio-this-chapter = Ce chapitre
studio-add-chapter = Ajouter un chapitre
studio-move-earlier = Placer avant
studio-move-later = Placer après
studio-remove-chapter = Retirer ce chapitre

## La table du chapitre
studio-the-table = La table
studio-new-table = Une nouvelle table
studio-rules = Règles
studio-players = Joueurs
studio-deal = Distribuer une nouvelle table
studio-new-table-hint = Une nouvelle table fait repartir de zéro la ligne de jeu du chapitre.
studio-table-changed = La table a changé : { $count ->
    [one] la dernière étape de la ligne de jeu ne lui correspondait plus et a été retirée.
   *[other] les { $count } dernières étapes de la ligne de jeu ne lui correspondaient plus et ont été retirées.
}
studio-dealt-from-seed = Cette table est distribuée à partir de sa graine aléatoire.
studio-set-up-by-hand = Préparer cette table à la main
studio-the-seats = Les places
studio-learner-sits = Place de l'élève
studio-seat = Place { $seat }
studio-seat-name = Nom de la place { $seat }
# Le nom par défaut de l'élève, tel que l'enseignant le lit.
studio-you = Vous

## La ligne de jeu du chapitre
studio-the-line = La ligne de jeu
studio-line-problems = La table a des problèmes (voir plus haut) : corrigez-les pour jouer sa ligne de jeu.
studio-line-hint = Jouez les coups sur le plateau, pour n'importe quelle place. Un coup qui s'écarte de la ligne de jeu en remplace toute la suite.
# La place de l'élève sur le plateau de l'enseignant.
studio-learner-name = Élève
studio-position-start = La table avant la première étape ({ $steps ->
    [one] { $steps } étape
   *[other] { $steps } étapes
} dans la ligne de jeu)
studio-position-step = Étape { $step } sur { $steps }
studio-board-plays-for = Le plateau joue pour
studio-to-play = À jouer : { $name }
studio-game-over = La partie est terminée.
studio-steps-of-line = Étapes de la ligne de jeu
studio-to-start = Au début
studio-back = Précédent
studio-forward = Suivant
studio-to-end = À la fin
studio-line-from-here = La ligne de jeu à partir d'ici
studio-cut = Couper la ligne ici
studio-start-here = L'élève commence ici
studio-starts-at-table = L'élève commence à la table avant la première étape.
studio-starts-after = L'élève commence après l'étape { $step } (les étapes précédentes sont montrées déjà jouées).
studio-line-full = la ligne de jeu d'un chapitre compte au plus { $limit } étapes
studio-table-unplayable = la table ne peut pas encore être jouée : voyez ses problèmes

## L'étape en cours d'écriture
studio-the-step = L'étape
studio-before-first = Avant la première étape
studio-table-note = Note sur la table
studio-play-to-write = Jouez un coup sur le plateau pour écrire à son sujet.
studio-step-heading = Étape { $step } : { $who }
studio-step-note = Note sur l'étape { $step }
studio-marks-summary = Marques sur la table ({ $count })
studio-marks = Marques
studio-ask = Demander à l'élève de trouver ce coup
studio-only-learner = Seul un coup de la place de l'élève ({ $name }) peut être une question.
studio-question = La question
studio-prompt-field = Ce qui est demandé à l'élève
studio-hint-field = Indice après une mauvaise réponse
studio-line-move-right = Le coup de la ligne de jeu est toujours juste : { $move }
studio-line-move-right-plain = Le coup de la ligne de jeu est toujours juste.
studio-accept-these = Accepter aussi ces coups :
studio-other-moves = Autres coups acceptés
studio-no-other-move = Il n'y a pas d'autre coup ici.
studio-accept-near = Accepter tout coup que l'IA difficile juge proche de son meilleur coup
# $unit : l'unité dans laquelle l'IA du jeu évalue les coups.
studio-within = Écart maximal avec le meilleur coup, en { $unit ->
    [cows] têtes de bœuf
    [stones] pions
    [points] points
   *[other] { $unit }
}

## Le partage
studio-share = Partager
studio-not-ready = Pas encore prête à être partagée. { $reason }
studio-link-label = Lien ({ $count } caractères)
studio-copy-link = Copier le lien
studio-take-lesson = Suivre la leçon
studio-download = Télécharger le fichier de la leçon
studio-embed-code = Code d'intégration
# Le titre de la leçon intégrée, dans le code d'intégration.
studio-embed-title = Une leçon { -parlour }
studio-copied = Le lien est copié.
studio-not-copied = Le navigateur ne l'a pas copié : sélectionnez le lien et copiez-le.
studio-file-saved = Le fichier { $name } est enregistré.

## Une leçon de l'atelier telle que l'élève la suit
studio-lesson = Leçon
studio-chapter-heading = Chapitre { $chapter } sur { $count } : { $title }
studio-player-before = Avant la première étape ({ $steps ->
    [one] { $steps } étape
   *[other] { $steps } étapes
} en tout)
studio-find-move = À vous : trouvez le coup sur le plateau.
studio-right-first = Juste, du premier coup.
studio-right = Juste.
studio-accepted = Ce coup est accepté aussi ; la leçon continue avec son propre coup.
studio-wrong = Pas ce coup. Réessayez, ou affichez la réponse.
studio-wrong-hint = Pas ce coup. Indice : { $hint }
studio-revealed = La réponse a été jouée.
studio-checking = L'IA évalue les coups…
studio-not-checked = Le coup n'a pas pu être vérifié : { $reason }. Réessayez.
studio-lesson-steps = Étapes de la leçon
studio-next = Suivant
studio-show-answer = Afficher la réponse
studio-next-chapter = Chapitre suivant
studio-summary = Résumé
studio-over = La leçon est terminée.
studio-right-count = Questions justes du premier coup : { $right } sur { $asked }.
studio-again = Refaire la leçon
studio-change-in-studio = Modifier cette leçon dans l'atelier

## La progression de l'élève
studio-place-kept = Votre progression dans cette leçon est conservée.
studio-solved = { $solved ->
    [one] { $solved } question résolue
   *[other] { $solved } questions résolues
} sur { $total }
studio-your-progress = Votre progression
studio-start-over = Recommencer
studio-start-over-label = Recommencer : oublier la progression dans cette leçon
studio-progress-not-kept = Ce navigateur ne conserve rien pour cette page : votre progression dans cette leçon n'est pas conservée.
studio-progress-refused = Le navigateur a refusé de conserver votre progression (son stockage est peut-être plein) ; elle est gardée jusqu'à ce que vous quittiez la page.
studio-questions = Questions
studio-question-item = Question { $number } ({ $place }) : { $how }
studio-question-place = étape { $step }
studio-question-place-chapter = chapitre { $chapter }, étape { $step }
studio-how-first-try = résolue du premier coup
studio-how-solved = résolue
studio-how-shown = réponse affichée
studio-how-open = pas encore résolue
