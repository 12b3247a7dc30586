# Les mots communs de l'entraîneur : ses appréciations, ses seuils,
# l'entraînement sur les erreurs d'une analyse, l'indice et les problèmes.

## L'appréciation d'une décision.
review-grade-forced = seul coup possible
review-grade-good = bon
review-grade-inaccuracy = imprécision
review-grade-mistake = erreur
review-grade-blunder = gaffe

# Les seuils des appréciations ; $unit : l'unité de perte du jeu.
review-thresholds = une imprécision à partir d'une perte de { $inaccuracy }, une erreur à partir de { $mistake }, une gaffe à partir de { $blunder } { $unit }

review-stopped = l'analyse a été arrêtée

## « Vous entraîner sur vos erreurs » : une leçon tirée de l'analyse.
review-practice-title = { $game } : vos erreurs dans cette partie
review-practice-intro = Chaque chapitre remet la table dans l'état où une erreur a été commise. Trouvez un meilleur coup : tout coup que l'entraîneur n'aurait pas relevé est juste.
review-practice-outro = Voilà toutes les erreurs que l'entraîneur a relevées dans cette partie.
review-practice-chapter = Coup { $number }
review-practice-prompt = Ici, { $name } a joué { $move } : { $grade ->
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
review-puzzle-proof = { $outcome ->
    [win] prouvé : seul coup gagnant
   *[draw] prouvé : seul coup sans perte
}
review-puzzles-not-a-file = ce n'est pas un fichier de problèmes ({ $error })
review-puzzles-no-format = ce n'est pas un fichier de problèmes (il n'indique pas de format)
review-puzzles-newer = ce fichier de problèmes est au format { $format } ; cette version lit le format { $readable }
review-puzzles-damaged = ce fichier de problèmes est endommagé ({ $error })
review-puzzles-format = ce fichier de problèmes est au format { $format }

## La leçon d'un problème (écrite par `referee puzzles`, dans la langue qu'on lui donne).
# $seat : le numéro de la place.
review-puzzle-seat = Place { $seat }
review-puzzle-to-play = La place { $seat } joue
# $good des $choices coups légaux sont bons (au moins 1).
review-puzzle-prompt = { $good ->
    [1] À vous de jouer. Un seul de vos { $choices } coups légaux est bon ici : trouvez-le.
   *[other] À vous de jouer. Seuls { $good } de vos { $choices } coups légaux sont bons ici : trouvez-en un.
}
review-puzzle-hint = Pas celui-là : le coach trouve ici un coup nettement meilleur. Cherchez encore.
# $best et $played : les coups, dans les mots du coach ; $level : le niveau
# de l'IA qui a joué ; $grade : le mot de l'appréciation (review-grade-*) ;
# $why : la phrase du coach.
review-puzzle-note = Le meilleur coup selon le coach : { $best }. L'IA { $level ->
    [easy] facile
    [medium] moyenne
    [hard] difficile
   *[other] « { $level } »
} a joué { $played } ici : { $grade }. { $why }
review-puzzle-note-proved = Le meilleur coup selon le coach : { $best }, que l'IA { $level ->
    [easy] facile
    [medium] moyenne
    [hard] difficile
   *[other] « { $level } »
} a joué ici. Prouvé exactement par les finales résolues : { $outcome ->
    [win] c'est le seul coup qui gagne.
   *[draw] c'est le seul coup qui ne perd pas.
}
review-puzzle-intro = Une position tirée d'une partie que les IA ont jouée entre elles. Trouvez un bon coup pour votre place : tout coup que le coach ne marquerait pas est juste.
review-puzzle-outro = Le coach a jugé chaque coup ici avec l'IA difficile, d'après ce que votre place pouvait savoir.
