# Les mots communs de l'entraîneur : ses appréciations, ses seuils,
# l'entraînement sur les erreurs d'une analyse, l'indice et les problèmes.

## L'appréciation d'une décision.
review-mark-forced = seul coup possible
review-mark-good = bon
review-mark-inaccuracy = imprécision
review-mark-mistake = erreur
review-mark-blunder = gaffe

# Les seuils des appréciations ; $unit : l'unité de perte du jeu.
review-thresholds = une imprécision à partir d'une perte de { $inaccuracy }, une erreur à partir de { $mistake }, une gaffe à partir de { $blunder } { $unit }

review-stopped = l'analyse a été arrêtée

review-game = { $id ->
    [take5] 6 qui prend !
    [morris] Jeu du moulin
    [fireworks] Feux d'artifice
   *[other] { $title }
}

## « Vous entraîner sur vos erreurs » : une leçon tirée de l'analyse.
review-practice-title = { $game } : vos erreurs dans cette partie
review-practice-intro = Chaque chapitre remet la table dans l'état où une erreur a été commise. Trouvez un meilleur coup : tout coup que l'entraîneur n'aurait pas relevé est juste.
review-practice-outro = Voilà toutes les erreurs que l'entraîneur a relevées dans cette partie.
review-practice-chapter = Coup { $number }
review-practice-prompt = Ici, { $name } a joué { $move } : { $mark ->
    [inaccuracy] une imprécision
    [blunder] une gaffe
   *[mistake] une erreur
}. Trouvez un meilleur coup.
review-practice-note = Mieux : { $move }. { $why }

## L'indice de l'entraîneur.
review-hint-only-move = C'est le seul coup possible.

## Les problèmes tirés des parties des IA.
review-puzzle-title = Problème { $number } · { $game } · { $grade ->
    [one] { $grade } niveau d'IA sur { $levels } se trompe
   *[other] { $grade } niveaux d'IA sur { $levels } se trompent
}
review-puzzles-not-a-file = ce n'est pas un fichier de problèmes ({ $error })
review-puzzles-no-format = ce n'est pas un fichier de problèmes (il n'indique pas de format)
review-puzzles-newer = ce fichier de problèmes est au format { $format } ; cette version lit le format { $readable }
review-puzzles-damaged = ce fichier de problèmes est endommagé ({ $error })
review-puzzles-format = ce fichier de problèmes est au format { $format }
