# Feux d'artifice : pourquoi une IA a choisi son action, pour l'historique
# de la partie (ai/reason.rs), et les mots du coach (ai/coach.rs).
#
# $name est le joueur qui décide : les sélecteurs sur ce nom ([You] /
# *[other]) donnent les formes en « vous » de la personne qui lit. $slot
# est la lettre d'une carte (A à E), $card le nom d'une carte
# (fireworks-card), $to le partenaire qui reçoit l'indice.

## L'indice

# Une valeur dite d'une carte (« sa carte B est un 3 ») ; une couleur dite
# d'une carte est fireworks-colour-card.
fireworks-ai-clue-level = un { $level }

## Pourquoi une IA a choisi son action : une proposition (avec son
## joueur), dont fireworks-ai-reason fait une phrase

fireworks-ai-reason = { $reason }.

fireworks-ai-play-known = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} la carte { $slot } : ce ne peut être que { $card }, qui convient maintenant
fireworks-ai-play-known-any = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} la carte { $slot } : toutes les cartes qu'elle peut encore être conviennent maintenant

# $clue : fireworks-colour-card ou fireworks-ai-clue-level.
fireworks-ai-play-hinted = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} la carte { $slot } : d'après l'indice donné par { $by }, elle est { $clue } et doit être jouée
fireworks-ai-play-hinted-next = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} la carte { $slot } : d'après l'indice donné par { $by }, elle est { $clue } et doit être jouée, et c'est { $card }, la prochaine carte à poser

fireworks-ai-save = { $name ->
    [You] Vous indiquez
   *[other] { $name } indique
} à { $to } que sa carte { $slot } est { $clue } : c'est { $card }, la prochaine carte à défausser pour { $to }, et elle ne doit pas être perdue
fireworks-ai-save-hidden = { $name ->
    [You] Vous indiquez
   *[other] { $name } indique
} à { $to } que sa carte { $slot } est { $clue } : c'est la prochaine carte à défausser pour { $to }, et elle ne doit pas être perdue

fireworks-ai-play-hint = { $name ->
    [You] Vous indiquez
   *[other] { $name } indique
} à { $to } que sa carte { $slot } est { $clue } : c'est { $card }, une carte jouable maintenant
fireworks-ai-play-hint-hidden = { $name ->
    [You] Vous indiquez
   *[other] { $name } indique
} à { $to } que sa carte { $slot } est { $clue } : elle peut être jouée maintenant

fireworks-ai-discard-trash = { $name ->
    [You] Vous défaussez
   *[other] { $name } défausse
} la carte { $slot } : on sait qu'elle est inutile
fireworks-ai-discard-chop = { $name ->
    [You] Vous défaussez
   *[other] { $name } défausse
} la carte { $slot }, la plus ancienne carte qu'aucun indice n'a touchée, pour récupérer un jeton
fireworks-ai-discard-least = { $name ->
    [You] Vous défaussez
   *[other] { $name } défausse
} la carte { $slot } : toutes les cartes ont été touchées, et c'est celle qui compte le moins

# $clue : le mot de l'indice, une couleur (fireworks-colour) ou une valeur.
fireworks-ai-stall-deck-empty = { $name ->
    [You] Vous donnez
   *[other] { $name } donne
} à { $to } l'indice « { $clue } » : défausser n'est pas permis pour l'instant (la pioche est vide), et cet indice ne fait qu'apporter de l'information
fireworks-ai-stall-no-token = { $name ->
    [You] Vous donnez
   *[other] { $name } donne
} à { $to } l'indice « { $clue } » : défausser n'est pas permis pour l'instant (tous les jetons sont sur la table), et cet indice ne fait qu'apporter de l'information

fireworks-ai-gamble = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} la carte { $slot } : il ne reste rien de mieux, et elle a { $chance } % de chances de convenir

# $gain : un nombre décimal de points.
fireworks-ai-searched = { $reason } ; { $rollouts } manches simulées ont montré que ce coup rapporte environ { $gain ->
    [one] { $gain } point
   *[other] { $gain } points
} de plus que le coup habituel
fireworks-ai-chooses-this = { $name ->
    [You] Vous choisissez
   *[other] { $name } choisit
} ce coup

## Les raisons du niveau hat

fireworks-ai-hat-word = { $name ->
    [You] Vous donnez
   *[other] { $name } donne
} à { $to } l'indice « { $clue } », un mot du code hat
fireworks-ai-hat-hint = { $name ->
    [You] Vous donnez
   *[other] { $name } donne
} à { $to } l'indice « { $clue } », qui dans le code hat signifie : { $tells }
fireworks-ai-hat-and = { $first } et { $rest }

fireworks-ai-learns-nothing = { $name } n'apprend rien de nouveau
fireworks-ai-learns-neither = { $name } apprend que les cartes concernées ne sont ni jouables maintenant ni inutiles
fireworks-ai-learns-useless = { $name } apprend que la carte { $slot } est inutile
fireworks-ai-learns-fits = { $name } apprend que la carte { $slot } convient
fireworks-ai-learns-not-yet = { $name } apprend que la carte { $slot } ne convient pas encore
fireworks-ai-learns-more = { $name } en apprend davantage sur la carte { $slot }

fireworks-ai-hat-play = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} la carte { $slot } : le code et les indices de l'équipe montrent qu'elle convient
fireworks-ai-hat-discard-useless = { $name ->
    [You] Vous défaussez
   *[other] { $name } défausse
} la carte { $slot } : le code a montré qu'elle est inutile
fireworks-ai-hat-discard-spare = { $name ->
    [You] Vous défaussez
   *[other] { $name } défausse
} la carte { $slot } : c'est la carte dont on peut le mieux se passer

## Le coach

fireworks-ai-team = L'équipe

# Un coup tel que la revue le nomme (« Coup joué : … », « Mieux : … ») :
# une carte par sa seule lettre, le joueur ne la voyait pas.
fireworks-ai-action-play = jouer la carte { $slot }
fireworks-ai-action-discard = défausser la carte { $slot }
# $colour : fireworks-colour-cards.
fireworks-ai-action-hint-colour = indiquer à { $to } ses cartes { $colour }
fireworks-ai-action-hint-level = indiquer à { $to } ses cartes de valeur { $level }

# $better (avec une majuscule) et $played : des fireworks-ai-action-* ;
# $points et $played_points : des nombres décimaux.
fireworks-ai-why = { $better } a mené en moyenne à { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $played } à { $played_points }.

fireworks-ai-loss-unit = points
fireworks-ai-standing-unit = les points attendus de l'équipe à la fin de la manche
