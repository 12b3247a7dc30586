# Feux d'artifice : le meilleur score qu'une donne permet et les moments où
# il baisse, tels qu'un solveur qui voit toutes les cartes les trouve
# (solver/said.rs), et les raisons que donne la perspective publique
# (ui/fireworks). $card est le nom d'une carte (fireworks-card : « Rouge 3 ») ;
# les scores sont des hauteurs à une table standard, des points de niveau
# dans une manche CodinGame.

## Pourquoi un score ne peut plus être atteint

fireworks-best-lost = le dernier { $card } a été { $how ->
    [mistake] mal joué
   *[discarded] défaussé
}
fireworks-best-dead = il ne reste aucun { $card }
fireworks-best-buried = le premier { $card } est { $where ->
    [last] la dernière carte de la pioche
   *[other] { $depth } cartes plus bas dans la pioche
} : son feu s'arrête à { $height }
fireworks-best-own-hands = une fois la dernière carte piochée, chaque joueur n'a plus { $each ->
    [one] qu'un tour
   *[other] que { $each } tours
} et ne peut jouer que les cartes de sa propre main : les cartes qui manquent ne sont pas dans les bonnes mains à temps
fireworks-best-turns = seules { $plays } cartes peuvent encore être jouées, et les feux en demandent { $needed }
fireworks-best-over = { $how ->
    [lost] l'erreur fatale a fini la manche
   *[other] la manche est finie
}
fireworks-best-no-line = { $exact ->
    [yes] plus aucune suite de coups ne l'atteint
   *[other] aucune suite de coups trouvée ne l'atteint
}

## Le meilleur score de la donne, ses baisses, le résultat en regard

fireworks-best-deal-perfect = Meilleur score que permet cette donne : { $best } sur { $perfect }, un score parfait.
fireworks-best-deal = Meilleur score que permet cette donne : { $best } sur { $perfect } ({ $why }).
fireworks-best-deal-open = Meilleur score trouvé pour cette donne : { $best } sur { $perfect }, au plus { $bound } ({ $why }).
fireworks-best-drop-perfect = Un score parfait n'est plus possible : { $why }.
fireworks-best-drop = Le meilleur score restant passe de { $before } à { $after } : { $why }.
fireworks-best-result = L'équipe a marqué { $score } des { $best } que permettait cette donne.
fireworks-best-result-round = Manche { $round } : { $score } points de niveau des { $best } que permettait cette donne.
