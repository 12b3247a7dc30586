# 6 qui prend ! : ce que veut dire chaque événement d'une partie, tel que
# l'historique de la partie l'explique. Les rangées sont numérotées de 1 à 4.
# $person vaut « you » quand le joueur s'appelle « You » (variante écrite
# avec « vous »), « other » sinon. $cows compte des têtes de bœuf (points) ;
# une carte se nomme par son numéro (« le 23 »).

## Une donne préparée inutilisable

take5-preset-ignored = La donne préparée n'a pas pu être utilisée ({ $reason }) : les cartes ont donc été mélangées à la place.
take5-preset-not-allowed = les règles ne permettent pas cette donne

## La donne d'une manche

take5-dealt = La manche { $round } commence { $how } : { $rows }, et chaque joueur reçoit { $hand ->
    [one] { $hand } carte.
   *[other] { $hand } cartes.
}
take5-dealt-under-way = { $dealt } La partie est déjà bien avancée ; voici les têtes de bœuf de chacun jusqu'ici : { $cows }.
take5-deal-all = avec un nouveau mélange des 104 cartes
take5-deal-known = avec un nouveau mélange des cartes 1 à { $deck }, toutes distribuées
take5-deal-prepared = avec une donne préparée
take5-rows-start = les quatre rangées commencent par { $cards }
take5-rows-hold = les quatre rangées contiennent { $rows }

## Un tour

take5-chose = { $person ->
    [you] Vous avez choisi une carte et la gardez face cachée.
   *[other] { $name } a choisi une carte et la garde face cachée.
}
take5-revealed = Chacun retourne sa carte : { $cards }. Les cartes sont posées de la plus basse à la plus haute.
take5-placed = Le { $card } ({ $name }) va dans la rangée { $row }, après le { $after }, la fin de rangée la plus proche en dessous de lui.
take5-row-taken = La rangée { $row } avait déjà cinq cartes, le { $card } serait donc la sixième carte : { $person ->
    [you] vous prenez
   *[other] { $name } prend
} { $cards } ({ $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}) et le { $card } devient la première carte de la rangée { $row }.
take5-must-pick = Le { $card } est plus bas que la dernière carte de chaque rangée : { $person ->
    [you] vous devez donc prendre une rangée.
   *[other] { $name } doit donc prendre une rangée.
}
take5-row-picked = { $person ->
    [you] Vous prenez
   *[other] { $name } prend
} la rangée { $row } ({ $cards }, { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}) et le { $card } devient la seule carte de la rangée { $row }.
take5-row-picked-for-out = { $person ->
    [you] Vous êtes hors jeu, donc la rangée qui compte le moins de têtes de bœuf est prise à votre place
   *[other] { $name } est hors jeu, donc la rangée qui compte le moins de têtes de bœuf est prise à sa place
} : la rangée { $row } ({ $cards }, { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}) et le { $card } devient la seule carte de la rangée { $row }.

## La fin d'une manche et de la partie

take5-round-scored = La manche { $round } est terminée ; on additionne les têtes de bœuf ramassées : { $scores }.
take5-round-scored-limit = La manche { $round } est terminée ; on additionne les têtes de bœuf ramassées : { $scores }. La partie s'arrête dès qu'un joueur encore en jeu a { $limit } têtes de bœuf ou plus à la fin d'une manche.
take5-round-seat = { $name } { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
} (total { $total })
take5-cow-limit-one = { $person ->
    [you] Vous avez
   *[other] { $name } a
} { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}, soit { $limit } ou plus à la fin d'une manche : la partie s'arrête donc ici.
take5-cow-limit-many = { $seats } ont { $limit } têtes de bœuf ou plus à la fin d'une manche : la partie s'arrête donc ici.
take5-seat-cows = { $name } ({ $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
})
take5-last-in-game = { $person ->
    [you] Il ne reste plus que vous en jeu : la partie s'arrête donc avec cette manche.
   *[other] Il ne reste plus que { $name } en jeu : la partie s'arrête donc avec cette manche.
}
# $reason vient de l'arbitre, en anglais.
take5-disqualified = { $person ->
    [you] Disqualification pour vous ({ $reason }) : vos cartes sont mises de côté et la dernière place vous revient.
   *[other] Disqualification pour { $name } ({ $reason }) : ses cartes sont mises de côté et la dernière place lui revient.
}
take5-game-over = La partie est terminée ; le moins de têtes de bœuf l'emporte : { $ranking }.
take5-rank-out = { $rank }. { $name } (disqualification)
take5-rank-cows = { $rank }. { $name } avec { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}

## Coups refusés : pourquoi les règles refusent l'action d'un joueur
# Les places sont numérotées à partir de 0 ici, et les rangées de 0 à 3
# (les numéros de l'arbitre).

take5-error-game-over = la partie est terminée
take5-error-no-such-seat = il n'y a pas de place { $seat }
take5-error-disqualified = le joueur de la place { $seat } est disqualifié
take5-error-not-your-turn = le joueur de la place { $seat } n'a rien à faire pour le moment
take5-error-waits-for-cards = la partie attend que les cartes soient jouées
take5-error-waits-for-row = la partie attend qu'une rangée soit prise
take5-error-not-in-hand = le { $card } n'est pas dans la main
take5-error-no-such-row = il n'y a pas de rangée { $row } ; les rangées vont de 0 à 3

## Ce qui ne va pas dans une donne préparée par un enseignant dans le studio
# Les rangées sont numérotées de 1 à 4 et les mains à partir de 1 ici ;
# chaque problème commence par une minuscule (le studio les écrit à la suite).

# L'endroit où se trouve une carte, avec sa préposition (« dans la rangée 2 »).
take5-error-place-row = dans la rangée { $row }
take5-error-place-hand = dans la main de la place { $hand }
take5-error-not-a-card = { $card } n'est pas une carte (les cartes vont de 1 à { $top })
take5-error-twice-in = le { $card } est deux fois { $place }
take5-error-in-two-places = le { $card } est à la fois { $first } et { $second }
take5-error-row-empty = la rangée { $row } n'a aucune carte : une rangée contient de 1 à 5 cartes
take5-error-row-too-long = la rangée { $row } contient { $cards } cartes : une rangée en contient de 1 à 5 (une sixième carte la fait prendre)
take5-error-row-order = la rangée { $row } doit croître de gauche à droite : le { $card } vient après le { $before }
take5-error-too-many-rows = des cartes sont posées sur { $rows } rangées, alors qu'il n'y en a que 4
take5-error-hand-count = la donne compte { $hands ->
    [one] { $hands } main
   *[other] { $hands } mains
} pour { $seats } joueurs
take5-error-hand-size = une main doit contenir de 1 à 10 cartes, et non { $cards }
take5-error-hand-sizes-differ = toutes les mains doivent contenir le même nombre de cartes : celle-ci en contient { $cards }, les autres { $size }
take5-error-cow-count = la donne attribue des têtes de bœuf à { $given ->
    [one] { $given } joueur
   *[other] { $given } joueurs
}, et non à { $seats }

# Le nom français du jeu, celui de sa boîte en France.
take5-name = 6 qui prend !
