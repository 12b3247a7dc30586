# Feux d'artifice : ce que dit chaque événement d'une manche (events.rs), et
# les noms des couleurs et des cartes dans ces phrases (cards.rs).
#
# Le nom d'un joueur est « You » pour la personne qui lit : les sélecteurs
# sur un nom ([You] / *[other]) lui donnent ses formes (« vous »).
# Une carte se nomme par sa couleur puis sa valeur, comme sur sa face :
# « Rouge 3 », « Multicolore 5 ».
# $unit vaut « game » à une table standard (une seule partie), sinon « round ».

## Couleurs et cartes

fireworks-card = { $colour ->
    [white] Blanc
    [red] Rouge
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
   *[multicolour] Multicolore
} { $level }

# Une couleur seule, pour un feu d'artifice dans une liste de hauteurs : « rouge 5 ».
fireworks-colour = { $colour ->
    [white] blanc
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
   *[multicolour] multicolore
}

# « le feu d'artifice rouge » (masculin singulier).
fireworks-colour-firework = { $colour ->
    [white] blanc
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
   *[multicolour] multicolore
}

# « la carte B est rouge » (féminin singulier).
fireworks-colour-card = { $colour ->
    [white] blanche
    [red] rouge
    [blue] bleue
    [green] verte
    [yellow] jaune
   *[multicolour] multicolore
}

# « les cartes B et D sont rouges » (féminin pluriel).
fireworks-colour-cards = { $colour ->
    [white] blanches
    [red] rouges
    [blue] bleues
    [green] vertes
    [yellow] jaunes
   *[multicolour] multicolores
}

fireworks-height = { $colour } { $height }

## Mots dans les phrases

# Un nombre de cartes (féminin) : « chacun en reçoit cinq ».
fireworks-card-count = { $count ->
    [0] aucune
    [1] une
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
   *[other] de nombreuses
}

fireworks-you = vous

fireworks-you-first = vous

# Quelle erreur (féminin) : « la quatrième erreur ».
fireworks-ordinal = { $n ->
    [1] première
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
   *[other] { $n }e
}

fireworks-tokens-now = { $tokens ->
    [0] il n'y a plus aucun jeton
    [one] il y a désormais { $tokens } jeton
   *[other] il y a désormais { $tokens } jetons
}

## La donne (règles 2 à 4)

fireworks-begins-table = La partie commence, tous dans la même équipe : { $players }. { $first ->
    [You] Vous commencez
   *[other] { $first } commence
}

fireworks-begins-round-of = La manche { $round } sur { $rounds } commence : { $out ->
    [You] vous restez
   *[other] { $out } reste
} sur la touche. À la table : { $players }. { $first ->
    [You] Vous commencez
   *[other] { $first } commence
}

fireworks-begins-round = La manche commence. À la table : { $players }. { $first ->
    [You] Vous commencez
   *[other] { $first } commence
}

fireworks-deal-preset = Les cartes forment une donne préparée

fireworks-deal-shuffled = Les { $size } cartes sont mélangées et chacun en reçoit { $count }

fireworks-hand-yours-unseen = vous avez { $count } cartes que vous ne pouvez pas voir

fireworks-hand-unseen = { $name } a { $count } cartes, dont { $name } ne voit pas les faces

fireworks-hand = { $name ->
    [You] vous avez
   *[other] { $name } a
} { $cards } (cartes A à { $last })

fireworks-unseen-card = une carte que vous ne pouvez pas voir

fireworks-hands-then = { $hands } ; { $hand }

fireworks-round-started = { $title }. { $deal } : { $hands }. La pioche compte { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
}, { $tokens ->
    [one] { $tokens } jeton d'information est
   *[other] { $tokens } jetons d'information sont
} sur la table, et la { $fatal } erreur met fin à la { $unit ->
    [game] partie
   *[round] manche
} ({ $allowed ->
    [0] aucune n'est permise avant elle
   *[other] on peut en commettre { $allowed } avant elle
}).

fireworks-sixth-colour = Le multicolore est une sixième couleur : les indices peuvent le nommer.

fireworks-rainbow = Le multicolore est arc-en-ciel : tout indice de couleur touche ses cartes, et aucun indice ne le nomme.

## Indices (règle 5, SAY)

fireworks-hint = { $by ->
    [You] Vous donnez
   *[other] { $by } donne
} un indice à { $to } : { $what } (un jeton dépensé, { $now }).

fireworks-hint-to-you = { $by } vous donne un indice : { $what } (un jeton dépensé, { $now }).

fireworks-hint-colour-one = { $to ->
    [You] votre carte
   *[other] sa carte
} { $slots } est { $colour }
fireworks-hint-level-one = { $to ->
    [You] votre carte
   *[other] sa carte
} { $slots } est un { $level }
fireworks-hint-colour-all = { $to ->
    [You] vos cartes
   *[other] ses cartes
} { $slots } sont toutes { $colour }
fireworks-hint-level-all = { $to ->
    [You] vos cartes
   *[other] ses cartes
} { $slots } sont toutes des { $level }
fireworks-hint-colour-some = { $to ->
    [You] vos cartes
   *[other] ses cartes
} { $slots } sont { $colour }
fireworks-hint-level-some = { $to ->
    [You] vos cartes
   *[other] ses cartes
} { $slots } sont des { $level }
fireworks-hint-colour-not-one = { $slots } n'est pas { $colour }
fireworks-hint-level-not-one = { $slots } n'est pas un { $level }
fireworks-hint-colour-not-some = { $slots } ne sont pas { $colour }
fireworks-hint-level-not-some = { $slots } ne sont pas des { $level }

fireworks-hint-and-not = { $yes } ; { $no }

## Jouer, erreurs, défausses, pioche (règles 5 à 7)

fireworks-played = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} { $card } (carte { $slot }) : elle va sur le feu d'artifice { $colour }, désormais à { $height }.

fireworks-mistake = { $name ->
    [You] Vous jouez
   *[other] { $name } joue
} { $card } (carte { $slot }), mais { $fits } : { $count }. La carte est défaussée.

fireworks-cannot-start = elle ne peut pas commencer le feu d'artifice { $colour }, qui demande un 1
fireworks-cannot-go = elle ne peut pas aller sur le feu d'artifice { $colour }, qui en est à { $height }

fireworks-mistake-ends = c'est la { $fatal } erreur, et elle met fin à la { $unit ->
    [game] partie
   *[round] manche
} immédiatement
fireworks-mistake-next-ends = une erreur, et la prochaine (la { $fatal }) mettra fin à la { $unit ->
    [game] partie
   *[round] manche
}
fireworks-mistake-left = une erreur, il en reste { $left } avant que la { $fatal } ne mette fin à la { $unit ->
    [game] partie
   *[round] manche
}

fireworks-team-scores-zero = L'équipe marque 0 point.

fireworks-point-lost = { $name ->
    [You] Vous perdez
   *[other] { $name } perd
} 1 point ({ $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
} dans cette manche).

fireworks-last-copy-start = C'était la dernière carte { $card } : le feu d'artifice { $colour } ne peut plus être commencé.
fireworks-last-copy = C'était la dernière carte { $card } : le feu d'artifice { $colour } ne pourra plus dépasser { $height }.

fireworks-discarded = { $name ->
    [You] Vous défaussez
   *[other] { $name } défausse
} { $card } (carte { $slot }) et { $name ->
    [You] récupérez
   *[other] récupère
} un jeton d'information ({ $now }).

fireworks-drew = { $name ->
    [You] Vous piochez
   *[other] { $name } pioche
} { $card } comme nouvelle carte { $slot } ({ $deck ->
    [one] il reste { $deck } carte
   *[other] il reste { $deck } cartes
} dans la pioche).

fireworks-drew-yours = Vous piochez une carte que vous ne pouvez pas voir comme nouvelle carte { $slot } ({ $deck ->
    [one] il reste { $deck } carte
   *[other] il reste { $deck } cartes
} dans la pioche).

fireworks-drew-unseen = { $name } pioche une nouvelle carte { $slot }, dont { $name } ne voit pas la face ({ $deck ->
    [one] il reste { $deck } carte
   *[other] il reste { $deck } cartes
} dans la pioche).

## La fin d'une manche (règles 6, 8, 9, 13)

fireworks-completed = Le feu d'artifice { $colour } est terminé : un jeton d'information revient ({ $now }).
fireworks-completed-full = Le feu d'artifice { $colour } est terminé, mais les { $max } jetons sont déjà tous sur la table, donc aucun jeton ne revient.

fireworks-last-card = { $name ->
    [You] Vous avez pioché
   *[other] { $name } a pioché
} la dernière carte de la pioche : chaque joueur joue encore { $more } ({ $total } en tout, en commençant par { $next ->
    [You] vous
   *[other] { $next }
}), puis la { $unit ->
    [game] partie
   *[round] manche
} se termine.
fireworks-more-turns = { $each ->
    [one] { $each } tour
   *[other] { $each } tours
}
fireworks-one-more-turn = exactement un tour
fireworks-discard-still = Défausser reste permis (cela rend un jeton).
fireworks-discard-over = Il n'est plus permis de défausser.

fireworks-last-turn = C'était le dernier tour de la { $unit ->
    [game] partie
   *[round] manche
}.
fireworks-final-turns = { $left ->
    [one] Il reste { $left } dernier tour
   *[other] Il reste { $left } derniers tours
} avant la fin de la { $unit ->
    [game] partie
   *[round] manche
}.

fireworks-forfeit-table = { $name ->
    [You] Vous êtes
   *[other] { $name } est
} hors jeu ({ $reason }) : la partie se termine, l'équipe marque 0, et { $name ->
    [You] vous finissez
   *[other] { $name } finit
} à la dernière place.
fireworks-forfeit = { $name ->
    [You] Vous êtes
   *[other] { $name } est
} hors jeu ({ $reason }) : { $name ->
    [You] vous marquez
   *[other] { $name } marque
} 0 point pour cette manche, et la manche se termine.

# Pourquoi une manche ou une partie s'est terminée, après « car ».
fireworks-why-all-complete = les { $colours ->
    [6] six
   *[other] cinq
} feux d'artifice sont terminés
fireworks-why-third-mistake = la troisième erreur met fin à la partie
fireworks-why-no-mistake-left = une erreur a été commise alors qu'il n'en restait plus aucune
fireworks-why-final-turns = les derniers tours sont joués
fireworks-why-forfeit = { $name ->
    [You] vous avez abandonné
   *[other] { $name } a abandonné
}
fireworks-why-someone-forfeited = un joueur a abandonné

fireworks-round-over = La manche { $round } est terminée, car { $why }. Les feux d'artifice atteignent blanc { $white }, rouge { $red }, bleu { $blue }, vert { $green } et jaune { $yellow } : { $sums } = { $levels ->
    [one] { $levels } point de niveau
   *[other] { $levels } points de niveau
}. Chaque joueur marque 10 + les points de niveau − ses propres erreurs : { $scores }.
fireworks-points-forfeited = { $name ->
    [You] vous
   *[other] { $name }
} 0 (abandon)
fireworks-points = { $name ->
    [You] vous
   *[other] { $name }
} 10 + { $levels } = { $points }
fireworks-points-mistakes = { $name ->
    [You] vous
   *[other] { $name }
} 10 + { $levels } − { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
} = { $points }

fireworks-table-over = La partie est terminée, car { $why }. Les feux d'artifice atteignent { $heights } : { $scored }.
fireworks-table-fatal = la troisième erreur a mis fin à la partie, donc l'équipe marque 0 (les feux d'artifice avaient atteint { $height } sur { $max })
fireworks-table-forfeit = un abandon a mis fin à la partie, donc l'équipe marque 0 (les feux d'artifice avaient atteint { $height } sur { $max })
fireworks-table-height = l'équipe marque la hauteur totale des feux d'artifice, soit { $score } sur { $max }

## La fin de la partie (règle 10)

fireworks-game-over-table = La partie est terminée : l'équipe marque { $best }, et tout le monde partage la première place.
fireworks-game-over-table-forfeit = La partie est terminée : l'équipe marque { $best } ; { $count ->
    [one] un joueur a abandonné
   *[other] { $count } joueurs ont abandonné
} ({ $last }) et { $count ->
    [one] finit
   *[other] finissent
} à la dernière place, les autres se partagent la première place.
fireworks-game-over = La partie est terminée ; les trois manches de chaque joueur s'additionnent, et le plus haut total l'emporte : { $ranking }.
fireworks-rank = { $rank }. { $name ->
    [You] Vous
   *[other] { $name }
} avec { $score }

## Pourquoi les règles refusent de jouer, de défausser ou de donner un indice (error.rs)

fireworks-error-game-over = la partie est terminée
fireworks-error-not-your-turn = ce n'est pas au tour du joueur { $seat }
fireworks-error-no-such-slot = il n'y a pas d'emplacement { $slot } ; les emplacements vont de A à E
fireworks-error-empty-slot = l'emplacement { $slot } est vide : la pioche était épuisée, aucune carte n'est donc venue le remplacer
fireworks-error-no-token = il ne reste aucun jeton d'information, donc aucun indice ne peut être donné
fireworks-error-tokens-full = les { $max } jetons d'information sont tous sur la table, il est donc interdit de défausser
fireworks-error-deck-empty = la pioche est vide, il est donc interdit de défausser
fireworks-error-self-hint = un joueur ne peut pas se donner un indice à lui-même
fireworks-error-not-in-round = le joueur { $seat } ne joue pas cette manche
# $colour : « aucune carte n'est rouge » (féminin singulier).
fireworks-error-touches-no-colour = un indice doit désigner au moins une carte, et aucune carte de cette main n'est { $colour }
fireworks-error-touches-no-level = un indice doit désigner au moins une carte, et aucune carte de cette main n'est un { $level }
fireworks-error-no-such-level = il n'y a pas de niveau { $level } ; les niveaux vont de 1 à 5
fireworks-error-no-such-colour = aucun indice ne peut nommer le { $colour } dans cette partie
fireworks-error-outside-hand = à cette table, les mains comptent quatre cartes (A à D) : il n'y a donc pas de carte { $slot }

## Ce qui ne va pas dans une table préparée au studio (setup_check.rs)

fireworks-error-hands-count = il faut { $players } mains, pas { $hands }
fireworks-error-mistakes-players = des erreurs sont indiquées pour { $given } joueurs, mais { $players } jouent
fireworks-error-fireworks-count = { $given } feux d'artifice sont indiqués, mais le paquet n'a que { $colours } couleurs
# « pas de cartes rouges » (féminin pluriel), « pas de feu d'artifice rouge ».
fireworks-error-no-colour-firework = ce paquet n'a pas de cartes { $cards }, donc pas de feu d'artifice { $firework }
fireworks-error-height = le feu d'artifice { $firework } ne peut pas être à { $height }
fireworks-error-not-in-deck = la carte { $card } n'est pas dans ce paquet (il n'a pas de cartes multicolores)
fireworks-error-too-many-copies = la carte { $card } est utilisée plus de fois que le paquet ne la contient ({ $copies ->
    [one] { $copies } exemplaire
   *[other] { $copies } exemplaires
} ; une de trop ici : { $place })
fireworks-error-hand-size = la main { $hand } doit compter { $size } cartes, pas { $count }
fireworks-error-deck-needs-card = la pioche doit contenir au moins une carte
fireworks-error-max-tokens = { $max } jetons au plus
fireworks-error-max-mistakes = { $allowed ->
    [one] au plus { $allowed } erreur peut déjà avoir été commise
   *[other] au plus { $allowed } erreurs peuvent déjà avoir été commises
} : l'erreur { $fatal } met fin à la partie
fireworks-error-first = il y a { $players } joueurs : le joueur { $first } ne peut pas jouer en premier
fireworks-error-knowledge-hands = des connaissances sont indiquées pour { $given } mains, mais il n'y en a que { $hands }
fireworks-error-knowledge-size = la main { $hand } compte { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}, pas { $given }
fireworks-error-already-over = tous les feux d'artifice sont complets : la partie est déjà terminée

# Où se trouve une carte d'une table préparée ; $colour : « feu d'artifice rouge ».
fireworks-error-place-firework = feu d'artifice { $colour }
fireworks-error-place-hand = main { $hand }
fireworks-error-place-deck = pioche
fireworks-error-place-discards = défausse

# $card : « la carte B de la main 2 » ; $known et $colour : « est rouge »
# (féminin singulier) ; $cards : « pas de cartes rouges ».
fireworks-error-card-of-hand = la carte { $slot } de la main { $hand }
fireworks-error-known-no-colour = on ne peut pas savoir que { $card } est { $known } : ce paquet n'a pas de cartes { $cards }
fireworks-error-known-no-level = on ne peut pas savoir que { $card } est un { $level } : les niveaux vont de 1 à 5
fireworks-error-known-other-level = { $card } est un { $level }, pas un { $known }
fireworks-error-known-other-colour = { $card } est { $colour }, pas { $known }

# « Feux d'artifice » traduit le nom de la variante de CodinGame ; « Hanabi »
# est le nom d'un jeu édité, dont celui-ci n'est qu'une variante.
fireworks-name = Feux d'artifice
