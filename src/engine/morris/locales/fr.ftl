# Jeu du moulin : ce qui s'est passé, avec la règle qui l'explique.
#
# $name, $victim : le nom d'une place. La personne qui joue lit sa propre
# place sous le nom « You » : on choisit sur ce nom (`[You]`) les formes
# en « vous ». $field, $from, $to : un point (A1 … G7) ; $mill : une
# ligne comme A1-D1-G1.

morris-started-preset = La partie commence dans une position préparée ; { $name ->
        [You] vous jouez
       *[player] { $name } joue
    } en premier.
morris-started-empty = Le plateau est vide et chaque joueur a 9 pions en main ; { $name ->
        [You] vous posez
       *[player] { $name } pose
    } en premier.
# $in_hand : les pions qu'il reste à poser à cette place.
morris-placed = { $name ->
        [You] Vous posez
       *[player] { $name } pose
    } un pion en { $field } ({ $in_hand ->
        [0] plus aucun en main
       *[other] encore { $in_hand } en main
    }).
morris-moved = { $name ->
        [You] Vous déplacez
       *[player] { $name } déplace
    } le pion situé en { $from } vers le point voisin { $to }.
morris-flew = { $name ->
        [You] Vous n'avez
       *[player] { $name } n'a
    } plus que 3 pions, donc le pion situé en { $from } peut sauter : il atterrit en { $to }.
# Le même coup a formé deux moulins ; voici le second.
morris-mill-second = { $name ->
        [You] Vous formez
       *[player] { $name } forme
    } aussi le moulin { $mill }, mais deux moulins formés d'un coup ne permettent de prendre qu'un seul pion.
morris-mill-closed = { $name ->
        [You] Vous formez
       *[player] { $name } forme
    } le moulin { $mill } : trois pions alignés, donc un pion adverse est pris.
# $victim : à qui appartenait le pion pris.
morris-taken-outside-mills = { $name ->
        [You] Vous prenez
       *[player] { $name } prend
    } { $victim ->
        [You] votre pion
       *[player] le pion adverse
    } en { $field } ; il ne faisait partie d'aucun moulin fermé, il pouvait donc être pris.
morris-taken-all-in-mills = { $name ->
        [You] Vous prenez
       *[player] { $name } prend
    } { $victim ->
        [You] votre pion
       *[player] le pion adverse
    } en { $field } ; tous { $victim ->
        [You] vos pions
       *[player] les pions adverses
    } faisaient partie d'un moulin, n'importe lequel pouvait donc être pris.
morris-phase-placing = { $name ->
        [You] Vous posez
       *[player] { $name } pose
    } de nouveau des pions.
morris-phase-moving = { $name ->
        [You] Vous avez posé vos 9 pions et déplacez
       *[player] { $name } a posé ses 9 pions et déplace
    } désormais un pion vers un point voisin libre.
morris-phase-flying = { $name ->
        [You] Vous n'avez plus que 3 pions et pouvez
       *[player] { $name } n'a plus que 3 pions et peut
    } désormais sauter : un pion peut aller sur n'importe quel point libre.
morris-blocked = { $name ->
        [You] Vous n'avez aucun coup possible : tous vos pions
       *[player] { $name } n'a aucun coup possible : tous ses pions
    } sont bloqués.
morris-move-limit = C'était le coup { $moves }, le dernier autorisé, et personne n'a gagné : la partie est nulle.
morris-draw = La partie se termine sur un match nul.
# $why : l'un des messages morris-why-… ci-dessous.
morris-win = { $name ->
        [You] Vous gagnez
       *[player] { $name } gagne
    }, car { $why }.
# Pourquoi la partie est gagnée ; $name est le perdant.
morris-why-took-seven = { $name ->
        [You] vous n'avez plus que 2 pions et ne pouvez
       *[player] { $name } n'a plus que 2 pions et ne peut
    } plus former de moulin
morris-why-blocked = { $name ->
        [You] vous ne pouvez
       *[player] { $name } ne peut
    } plus déplacer aucun pion
morris-why-move-limit = la limite de coups a été atteinte
morris-why-forfeit = { $name ->
        [You] vous avez
       *[player] { $name } a
    } perdu par forfait
# $reason : pourquoi la place est éliminée, en des mots venus d'ailleurs.
morris-forfeited = { $name ->
        [You] Vous perdez
       *[player] { $name } perd
    } la partie par forfait ({ $reason }).

## Pourquoi un coup est refusé (affiché à l'écran et écrit par l'arbitre) :
## « vous » est le camp qui doit jouer. PLACE, PLACE&TAKE, MOVE et
## MOVE&TAKE sont les mots mêmes des commandes et restent tels quels.

# $in_hand : les pions qu'il reste à poser au camp qui doit jouer.
morris-error-still-placing = il vous reste { $in_hand ->
        [one] { $in_hand } pion
       *[other] { $in_hand } pions
    } à poser : utilisez PLACE ou PLACE&TAKE
morris-error-all-placed = vous avez posé vos 9 pions : utilisez MOVE ou MOVE&TAKE
morris-error-not-yours = il n'y a aucun de vos pions en { $from }
morris-error-not-empty = le point { $to } n'est pas libre
morris-error-not-adjacent = le point { $to } n'est pas voisin de { $from } (seul un joueur à qui il ne reste que 3 pions peut sauter)
morris-error-place-no-mill = cette pose ne forme aucun moulin, elle ne peut donc rien prendre : utilisez PLACE
morris-error-move-no-mill = ce déplacement ne forme aucun moulin, il ne peut donc rien prendre : utilisez MOVE
morris-error-nothing-to-take = ce coup forme un moulin, mais l'adversaire n'a aucun pion à prendre sur le plateau : ce coup n'est donc pas possible
# $command : PLACE ou MOVE, le mot même de la commande.
morris-error-must-take = ce coup forme un moulin : utilisez { $command }&TAKE
morris-error-no-opponent-stone = il n'y a aucun pion adverse en { $field }
morris-error-in-mill = le pion en { $field } fait partie d'un moulin et ne peut pas être pris tant qu'un autre pion adverse est hors des moulins
morris-error-game-over = la partie est terminée
# $seat : le numéro de la place qui doit jouer, 0 ou 1.
morris-error-not-your-turn = c'est au tour de la place { $seat }
# $command : la commande refusée telle qu'écrite (MOVE;A1;A4) ; $reason :
# l'un des messages morris-error-… ci-dessus.
morris-error-illegal = { $command } n'est pas un coup autorisé : { $reason }

## Les problèmes d'une position préparée, montrés aux enseignants dans
## l'atelier. $colour : white ou black (la place 0, Blanc, commence).

morris-error-move-limit-zero = la limite de coups doit être d'au moins 1
morris-error-side-to-move = le camp qui joue doit être la place 0 (Blanc) ou la place 1 (Noir)
morris-error-listed-twice = le point { $field } figure deux fois dans la liste de { $colour ->
        [white] Blanc
       *[black] Noir
    }
morris-error-both-seats = le point { $field } est attribué aux deux camps, Blanc et Noir
morris-error-too-many-in-hand = { $colour ->
        [white] Blanc
       *[black] Noir
    } ne peut pas avoir plus de 9 pions en main (et non { $count })
morris-error-too-many-taken = { $colour ->
        [white] Blanc
       *[black] Noir
    } ne peut pas avoir pris plus de 9 pions (et non { $count })
# Les pions d'un camp doivent faire 9 en tout.
morris-error-stone-count = { $colour ->
        [white] Blanc
       *[black] Noir
    } a { $on_board ->
        [one] { $on_board } pion
       *[other] { $on_board } pions
    } sur le plateau, { $in_hand } en main et { $lost ->
        [one] { $lost } perdu
       *[other] { $lost } perdus
    } : cela fait { $total }, et non 9
# $moves : les coups déjà joués ; $limit : la limite de coups.
morris-error-moves-at-limit = { $moves ->
        [one] { $moves } coup a déjà été joué
       *[other] { $moves } coups ont déjà été joués
    } : la partie a atteint sa limite de { $limit ->
        [one] { $limit } coup
       *[other] { $limit } coups
    }
# $left : 2 ou moins.
morris-error-down-to = { $colour ->
        [white] Blanc
       *[black] Noir
    } n'a plus que { $left ->
        [one] { $left } pion
       *[other] { $left } pions
    } : la partie est déjà terminée
morris-error-blocked = { $colour ->
        [white] Blanc
       *[black] Noir
    }, qui doit jouer, n'a aucun coup possible : la partie est déjà terminée
morris-error-already-over = dans cette position, la partie est déjà terminée

# Le nom du jeu.
morris-name = Jeu du moulin
