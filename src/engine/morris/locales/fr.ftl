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
