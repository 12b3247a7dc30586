# Le jeu du moulin à l'écran.

ui-morris-summary = Posez, déplacez et faites sauter vos neuf pions, formez des moulins pour prendre ceux de l'adversaire, contre une IA ou un ami, avec des leçons.

## Les mots de l'écran de jeu pour le jeu du moulin (les éléments GameUi de l'écran commun)

# Le formulaire de nouvelle partie : la place de la personne contre une IA,
# la place d'une IA après son nom, et le nom d'une personne à plusieurs sur
# un appareil.
ui-morris-person-seat-white = Blancs (commencent)
ui-morris-person-seat-black = Noirs
ui-morris-seat-label-white = Blancs
ui-morris-seat-label-black = Noirs
ui-morris-name-label-white = Nom du joueur des blancs
ui-morris-name-label-black = Nom du joueur des noirs
ui-morris-undo-button = Annuler mon dernier coup
ui-morris-moving-status = Les pions se déplacent…

## L'écran (game_ui.rs) : la ligne d'état, les refus, le panneau de fin

# La couleur de chaque place, qui sert aussi de nom à la place.
ui-morris-colour-white = Blanc
ui-morris-colour-black = Noir
# Après le mode, dans la ligne au-dessus du plateau.
ui-morris-progress = coup { $move } sur { $moves }
ui-morris-taken-back = Le coup a été repris : choisissez à nouveau.
# $why : pourquoi le pion choisi ne peut pas être pris, une phrase du moteur.
ui-morris-take-highlighted = { $why } Choisissez l'un des pions mis en évidence pour le prendre.
# $field : un point (A1 … G7).
ui-morris-stuck = Le pion situé en { $field } ne peut pas bouger : aucun point voisin n'est libre.
ui-morris-opponent-stone = Il y a un pion adverse en { $field }. Choisissez l'un de vos propres pions à déplacer.
ui-morris-choose-stone-first = Choisissez d'abord l'un de vos pions, puis le point où il doit aller.
# La ligne d'état. $name : le nom de la place, « You » pour la personne
# devant l'appareil (clé des sélecteurs) ; $colour : ui-morris-colour-….
ui-morris-thinking = { $name } ({ $colour }) réfléchit…
ui-morris-prompt-take = { $name ->
    [You] Vous ({ $colour }) formez
   *[other] { $name } ({ $colour }) forme
} un moulin avec le pion situé en { $field } : choisissez un pion adverse à prendre (appuyez de nouveau sur ce point pour reprendre le coup).
# $in_hand : les pions qu'il reste à poser à cette place.
ui-morris-prompt-place = { $name ->
    [You] À vous ({ $colour })
   *[other] { $name } ({ $colour })
} : posez un pion sur un point libre (encore { $in_hand } en main).
ui-morris-prompt-move = { $name ->
    [You] À vous ({ $colour })
   *[other] { $name } ({ $colour })
} : choisissez un pion à déplacer vers un point voisin libre.
ui-morris-prompt-fly = { $name ->
    [You] Vous ({ $colour }) n'avez plus que 3 pions et pouvez
   *[other] { $name } ({ $colour }) n'a plus que 3 pions et peut
} sauter : choisissez un pion, puis n'importe quel point libre.
# $from : le point du pion sélectionné.
ui-morris-prompt-where = { $name ->
    [You] À vous ({ $colour })
   *[other] { $name } ({ $colour })
} : choisissez où va le pion situé en { $from } (appuyez de nouveau dessus ou sur Échap pour le reposer).
# Le titre du panneau de fin et les colonnes de son tableau.
ui-morris-draw = Partie nulle
ui-morris-wins = { $name ->
    [You] Vous ({ $colour }) gagnez
   *[other] { $name } ({ $colour }) gagne
}
ui-morris-column-colour = Couleur
ui-morris-column-taken = Pions pris

## Le plateau (board.rs)

ui-morris-board = Plateau
# Ce qui se trouve sur un point, vu par la personne devant l'appareil.
ui-morris-stone-none = vide
ui-morris-stone-yours = votre pion
ui-morris-stone-opponent = pion adverse
# Quand personne ne joue sur cet appareil ; $side : white ou black.
ui-morris-stone-colour = { $side ->
    [white] pion blanc
   *[black] pion noir
}
# Le nom accessible d'un point : le point, puis ce qui s'y trouve
# ($stone : l'un des ui-morris-stone-…).
ui-morris-point = { $field }, { $stone }
ui-morris-point-in-mill = { $field }, { $stone }, dans un moulin
# Puis ce que fait un appui ; $point : ui-morris-point ou -point-in-mill.
ui-morris-point-role = { $point }, { $role ->
    [place] vous pouvez poser un pion ici
    [movable] peut être déplacé
    [selected] sélectionné
    [target] vous pouvez le déplacer ici
    [victim] peut être pris
   *[protected] protégé
}
# L'infobulle d'un moulin formé ; $mill : ses points, comme A1-D1-G1.
ui-morris-mill-title = { $side ->
    [white] Moulin { $mill } de Blanc
   *[black] Moulin { $mill } de Noir
}

## Les panneaux des places (players.rs) et le choix d'affichage (drawing.rs)

# Ce que fait une place à son tour.
ui-morris-phase-placing = Pose · { $in_hand } en main
ui-morris-phase-moving = Déplacement vers les points voisins
ui-morris-phase-flying = Saut : plus que 3 pions, peut sauter sur n'importe quel point libre
# Le nom accessible et le titre d'un panneau ; $name et $colour comme
# dans la ligne d'état.
ui-morris-player = { $name ->
    [You] Vous
   *[other] { $name }
}, { $colour }
ui-morris-player-heading = { $name ->
    [You] Vous
   *[other] { $name }
} · { $colour }
# Après le « Vous » ou « IA · difficile » du panneau.
ui-morris-to-move = { " · " }doit jouer
# Suivi d'une rangée de petits pions.
ui-morris-in-hand = En main : { $count }{ " " }
ui-morris-in-hand-stones = { $count ->
    [one] { $count } pion en main
   *[other] { $count } pions en main
}
ui-morris-taken = Pions pris : { $count }{ " " }
# Les pions adverses qu'une place a pris, selon leur couleur.
ui-morris-taken-white = { $count ->
    [one] { $count } pion blanc pris
   *[other] { $count } pions blancs pris
}
ui-morris-taken-black = { $count ->
    [one] { $count } pion noir pris
   *[other] { $count } pions noirs pris
}
ui-morris-show-names = Afficher le nom des points

## L'éditeur de position de l'atelier (setup_form.rs, studio_ui.rs)

# Les pions d'une couleur, qui doivent faire 9 en tout.
ui-morris-setup-sum = { $board } sur le plateau + { $hand } en main + { $lost } pris par l'adversaire = { $total } sur 9
# Le bouton d'un point ; $on : empty, white ou black.
ui-morris-setup-point = Point { $field } : { $on ->
    [white] blanc
    [black] noir
   *[empty] vide
}
ui-morris-setup-position = La position
ui-morris-setup-hint = Appuyez sur un point pour y mettre un pion blanc, une deuxième fois pour un pion noir, une troisième fois pour le vider.
ui-morris-setup-points = Points
# $side : white ou black.
ui-morris-setup-in-hand = { $side ->
    [white] Pions blancs en main
   *[black] Pions noirs en main
}
ui-morris-setup-taken = { $side ->
    [white] Pions pris par Blanc
   *[black] Pions pris par Noir
}
# $colour : ui-morris-colour-… ; $sum : ui-morris-setup-sum.
ui-morris-setup-count = { $colour } : { $sum }
ui-morris-setup-to-move = Camp qui joue
ui-morris-setup-moves = Coups déjà joués
ui-morris-setup-clear = Vider le plateau

## La page des règles (rules.rs)

ui-morris-rules-intro = Deux joueurs, Blanc et Noir, disposent chacun de neuf pions sur un plateau de 24 points. Qui aligne trois pions peut prendre un pion du camp adverse ; un joueur à qui il ne reste que deux pions, ou qui ne peut plus bouger du tout, a perdu.
ui-morris-rules-board = Le plateau
ui-morris-rules-squares = Le plateau est formé de trois carrés emboîtés. Le milieu de chaque côté est relié au milieu du même côté du carré suivant, si bien que les quatre lignes de liaison vont du carré extérieur au carré intérieur. Chaque coin et chaque milieu de côté des trois carrés est un point où un pion peut se trouver : 24 points en tout.
# La description du dessin pour les lecteurs d'écran.
ui-morris-rules-diagram = Le plateau : trois carrés emboîtés, les milieux de leurs côtés reliés par quatre courtes lignes, 24 points nommés de A1 à G7.
ui-morris-rules-names = Un point est désigné par la lettre de sa colonne, de A à G de gauche à droite, et par le chiffre de sa rangée, de 1 à 7 de bas en haut. Le carré extérieur a pour coins A1, G1, G7 et A7, le carré du milieu B2, F2, F6 et B6, le carré intérieur C3, E3, E5 et C5.
ui-morris-rules-neighbours = Deux points sont voisins quand une ligne les relie sans autre point entre eux : D1 et D2, ou A4 et B4, par exemple. Le centre du plateau est vide, donc D3 et D5 ne sont pas voisins, pas plus que C4 et E4. Les coins ont deux voisins ; les milieux de côté en ont trois, ou quatre sur le carré du milieu.
ui-morris-rules-mills = Les moulins
ui-morris-rules-mills-intro = Trois points alignés qui forment le côté d'un carré, ou les trois points d'une ligne de liaison, forment un moulin. Il y en a 16 :
# $mills : les moulins, comme « A1-D1-G1, A4-B4-C4, … ».
ui-morris-rules-rows = Rangées : { $mills }
ui-morris-rules-columns = Colonnes : { $mills }
ui-morris-rules-no-middle = Aucune ligne ne traverse le centre vide du plateau : C4 avec E4, ou D3 avec D5, n'appartiennent donc jamais à un même moulin.
ui-morris-rules-placing = Poser
ui-morris-rules-placing-text = Au départ, le plateau est vide. Blanc commence, puis les joueurs jouent à tour de rôle. Tant qu'un joueur a encore des pions en main, son tour consiste à en poser un sur n'importe quel point libre. Chaque joueur pose ses neuf pions, un par tour, et les pions pris ne reviennent jamais dans la main.
ui-morris-rules-moving = Déplacer
ui-morris-rules-moving-text = Une fois qu'un joueur a posé ses neuf pions, son tour consiste à faire glisser l'un de ses pions le long d'une ligne jusqu'à un point voisin libre. Les pions ne sautent jamais par-dessus d'autres pions.
ui-morris-rules-flying = Sauter
ui-morris-rules-flying-text = Un joueur à qui il reste exactement trois pions (six ont été pris) peut sauter : un pion peut aller sur n'importe quel point libre du plateau, voisin ou non. L'autre joueur continue de déplacer ses pions normalement jusqu'à ce qu'il n'en ait plus que trois lui aussi.
ui-morris-rules-taking = Former un moulin et prendre
ui-morris-rules-close = Une pose ou un déplacement qui complète un moulin avec vos propres pions forme ce moulin. Le pion qui vient d'arriver doit faire partie du nouveau moulin ; le point qu'un pion vient de quitter ne compte pas : faire sortir un pion d'un moulin puis l'y ramener forme donc ce moulin une nouvelle fois.
ui-morris-rules-take-one = Former un moulin retire du plateau exactement un pion de l'adversaire. Un pion qui forme deux moulins à la fois n'en prend quand même qu'un seul.
ui-morris-rules-protected = Les pions qui se trouvent dans un moulin formé sont protégés : vous devez prendre un pion qui ne fait partie d'aucun moulin. Ce n'est que si tous les pions de l'adversaire se trouvent dans des moulins que vous pouvez prendre n'importe lequel d'entre eux.
ui-morris-rules-nothing-to-take = Si l'adversaire n'a plus aucun pion sur le plateau, une pose ou un déplacement qui formerait un moulin est interdit : il n'y aurait rien à prendre.
ui-morris-rules-end = La fin de la partie
ui-morris-rules-checks = Après chaque coup, les règles vérifient, dans cet ordre :
ui-morris-rules-check-limit = Était-ce le 200e coup de la partie (100 par joueur) ? Alors la partie est nulle, sauf si l'une des deux vérifications suivantes en fait une victoire.
ui-morris-rules-check-seven = Le joueur qui vient de jouer a-t-il maintenant pris sept pions, si bien qu'il n'en reste que deux à l'adversaire ? Alors il gagne : deux pions ne peuvent plus jamais former de moulin.
ui-morris-rules-check-blocked = L'adversaire n'a-t-il plus aucun coup légal, parce que tous ses pions sont bloqués ? Alors le joueur qui vient de jouer gagne.
ui-morris-rules-end-notes = Une victoire au 200e coup compte donc bien comme une victoire ; seul un 200e coup qui ne gagne rien donne une partie nulle. Un joueur qui pose ou qui saute trouve toujours un point libre : seul un joueur qui déplace ses pions, avec quatre pions ou plus, peut être bloqué.
ui-morris-rules-protocol = Le protocole des bots
# Les commandes (PLACE;D2 …) sont les mots du protocole lui-même.
ui-morris-rules-protocol-text = Des programmes peuvent jouer aussi, avec les commandes texte de la version CodinGame : PLACE;D2 ou PLACE&TAKE;D2;A7 pendant la pose, MOVE;D2;D3 ou MOVE&TAKE;D2;D3;A7 pendant le déplacement ou le saut. Un coup qui forme un moulin n'existe que sous sa forme TAKE. À chaque tour, un bot lit la dernière commande de l'adversaire, le plateau entier et la liste de ses commandes légales, et répond par l'une d'elles en moins de 50 millisecondes (1 seconde pour sa première réponse) ; toute autre réponse lui fait perdre la partie. La vue du protocole des bots, sur la page de jeu, montre exactement ces lignes pour la position en cours.
ui-morris-rules-see = Voyez-les en action
ui-morris-rules-lessons = Chaque leçon montre l'une de ces règles sur un vrai plateau, pas à pas, puis vous laisse continuer à jouer là où la partie se poursuit :
