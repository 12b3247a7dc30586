# 6 qui prend ! à l'écran.

ui-take5-summary = Jouez vos cartes pour ramasser le moins de têtes de bœuf possible, contre des IA ou des amis, avec des leçons.

## Le plateau : les rangées, les panneaux des joueurs et la main

# Le compte abrégé des têtes de bœuf, dessiné dans un espace étroit : sous
# le nom d'une rangée, et dans le panneau d'un joueur.
ui-take5-cows-short = { $cows ->
    [one] { $cows } tête
   *[other] { $cows } têtes
}
ui-take5-progress = Manche { $round } sur { $rounds } · tour { $turn } sur { $turns }
# Les règles de la boîte : la partie s'arrête quand quelqu'un atteint $limit.
ui-take5-progress-limit = Manche { $round }, jusqu'à { $limit } têtes de bœuf · tour { $turn } sur { $turns }
ui-take5-cannot-play = La carte { $card } ne peut pas être jouée maintenant.
ui-take5-cannot-take = La rangée { $row } ne peut pas être prise maintenant.
# $name vaut « You » pour la personne devant l'appareil (clé des sélecteurs).
ui-take5-prompt-pick = Le { $card } est plus bas que la dernière carte de chaque rangée : { $name ->
    [You] choisissez une rangée à prendre.
   *[other] { $name }, choisissez une rangée à prendre.
}
ui-take5-prompt-picking = { $name } choisit une rangée à prendre…
ui-take5-prompt-card = { $name ->
    [You] Choisissez une carte à jouer.
   *[other] { $name }, choisissez une carte à jouer.
}
ui-take5-prompt-ais = Les IA choisissent leurs cartes…
ui-take5-winner = { $name ->
    [You] Vous gagnez
   *[other] { $name } gagne
} avec { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}
ui-take5-winners = { $names } partagent la première place avec { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}
ui-take5-out = hors jeu
ui-take5-column-rounds = { $rounds ->
    [1] Têtes de bœuf de la manche 1
   *[other] Têtes de bœuf des manches 1 à { $rounds }
}
ui-take5-column-total = Total des têtes de bœuf
ui-take5-cow-heads = têtes de bœuf
ui-take5-play-card = Jouer la carte { $card }
ui-take5-hand-face-down = le { $card } est posé face cachée, les autres choisissent encore
ui-take5-hand-choose = choisissez une carte à jouer
ui-take5-hand-empty = Plus aucune carte dans cette main.
ui-take5-your-hand = Votre main
ui-take5-hand-of = Main de { $name }
ui-take5-card-title = { $card }, { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}
ui-take5-row = Rangée { $row }
ui-take5-take-row = Prendre la rangée { $row }
ui-take5-row-for = { $cards } pour { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}
ui-take5-revealed = carte { $card } retournée
ui-take5-face-down = une carte face cachée
ui-take5-players = Joueurs
ui-take5-seat-out = hors jeu
ui-take5-seat-picking = rangée à prendre
ui-take5-seat-chosen = carte choisie
ui-take5-seat-choosing = choix en cours…
ui-take5-cards-left = { $count } en main
ui-take5-table = Table : { $rows }. Joueurs : { $seats }.
ui-take5-list-sep = { " ; " }
ui-take5-table-row = rangée { $row } : { $cards } ({ $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
})
ui-take5-table-seat = { $name } avec { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
} et { $left ->
    [one] { $left } carte en main
   *[other] { $left } cartes en main
}

## Le compteur de cartes

ui-take5-counter = Compteur de cartes
ui-take5-counter-tip = Les cartes que vous n'avez pas vues dans cette manche, et ce qui arrive dans chaque rangée
ui-take5-counter-about = Compté à partir des cartes de cette manche que vous avez vues (les premières cartes des rangées et chaque carte retournée) et des vôtres. Une carte va dans la rangée dont la dernière carte est la plus haute en dessous d'elle ; une carte plus basse que toutes les rangées prend une rangée et la recommence, ce qui déplace ces plages.
ui-take5-counter-not-shown = Cartes pas encore montrées dans cette manche ({ $count }) : { $cards }.
ui-take5-counter-unseen-hands = Cartes que vous n'avez pas vues ({ $count }), toutes dans les mains des autres joueurs : { $cards }.
ui-take5-counter-unseen-out = Cartes que vous n'avez pas vues ({ $count }), dans les mains des autres joueurs ou mises de côté avec un joueur hors jeu : { $cards }.
ui-take5-counter-unseen-undealt = Cartes que vous n'avez pas vues ({ $count }), dans les mains des autres joueurs ou non distribuées dans cette manche : { $cards }.
ui-take5-counter-all-seen = Vous avez vu toutes les cartes de cette manche.
ui-take5-counter-row-full = La rangée { $row } est pleine : la prochaine carte qui y arrive la prend.
ui-take5-counter-row-holds = La rangée { $row } contient { $len ->
    [one] { $len } carte
   *[other] { $len } cartes
} : la { $taker ->
    [1] 1re
   *[other] { $taker }e
} carte qui y arrive la prend.
ui-take5-counter-row-none = { $state } Aucune carte n'y arrive pour l'instant.
ui-take5-counter-row-lands = { $state } Cartes qui y arrivent maintenant : { $range } ; { $unseen }.
ui-take5-counter-row-lands-not-mine = { $state } Cartes qui y arrivent maintenant : { $range } ; { $unseen }, aucune des vôtres.
ui-take5-counter-row-lands-mine = { $state } Cartes qui y arrivent maintenant : { $range } ; { $unseen }, les vôtres : { $mine }.
ui-take5-counter-only = seulement le { $card }
ui-take5-counter-range = du { $low } au { $high }
ui-take5-counter-none-unseen = toutes déjà vues
ui-take5-counter-some-unseen = { $count ->
    [one] { $count } non vue
   *[other] { $count } non vues
} ({ $cards })
ui-take5-counter-many-unseen = { $count ->
    [one] { $count } non vue
   *[other] { $count } non vues
}

## L'éditeur de mise en place de l'atelier

ui-take5-setup-deal = La donne
ui-take5-setup-hint = Saisissez les cartes sous forme de nombres séparés par des espaces : la plus ancienne carte d'une rangée en premier.
ui-take5-setup-hand-size = Cartes par main
ui-take5-setup-deal-again = Redistribuer
ui-take5-setup-seat = Place { $seat }
ui-take5-setup-hand = Main de la place { $seat }
ui-take5-setup-cows = Têtes de bœuf de la place { $seat }
ui-take5-quoted = « { $word } »
ui-take5-not-cards = { $count ->
    [one] { $words } n'est pas une carte
   *[other] { $words } ne sont pas des cartes
} : saisissez des nombres de 1 à { $deck }, séparés par des espaces ou des virgules
ui-take5-not-cows = { $text } n'est pas un nombre de têtes de bœuf : saisissez un nombre entier, par exemple 12

## La page des règles

ui-take5-rules-intro = De deux à dix joueurs essaient de ramasser le moins de têtes de bœuf possible (quatre sur CodinGame). Les têtes de bœuf que vous prenez s'additionnent, et le total le plus bas gagne. À total égal, on partage la même place. La durée d'une partie dépend des règles choisies :
ui-take5-rules-colon = { " : " }
ui-take5-rules-cards = Les cartes
ui-take5-rules-deck = Le paquet contient les cartes 1 à 104, chacune une seule fois. Chaque carte porte un certain nombre de têtes de bœuf :
ui-take5-rules-cards-column = Cartes
ui-take5-rules-cows-column = Têtes de bœuf par carte
ui-take5-rules-elevens = Les autres multiples de 11 (11, 22, 33, 44, 66, 77, 88, 99)
ui-take5-rules-tens = Les multiples de 10 (10, 20, … 100)
ui-take5-rules-fives = Les autres multiples de 5 (5, 15, 25, … 95)
ui-take5-rules-others = Toutes les autres cartes
ui-take5-rules-total = Le paquet entier compte 171 têtes de bœuf.
ui-take5-rules-round = Une manche
ui-take5-rules-deal = Les 104 cartes sont mélangées (avec les cartes connues, seulement les cartes 1 à 10 × nombre de joueurs + 4 : elles sont toutes distribuées). Quatre cartes commencent les quatre rangées sur la table, et chaque joueur reçoit dix cartes. Les autres ne servent pas pendant cette manche.
ui-take5-rules-choose = À chacun des dix tours, chaque joueur choisit en secret une carte de sa main. Puis tout le monde montre sa carte au même moment.
ui-take5-rules-order = Les cartes montrées sont posées dans les rangées une par une, de la plus basse à la plus haute.
ui-take5-rules-fit = Une carte va dans la rangée dont la dernière carte est la plus haute de celles qui restent en dessous d'elle : la plus proche.
ui-take5-rules-sixth = Si cette rangée contient déjà cinq cartes, votre carte serait la sixième. Vous prenez les cinq cartes (leurs têtes de bœuf comptent contre vous) et votre carte recommence cette rangée.
ui-take5-rules-too-low = Si votre carte est plus basse que la dernière carte de chaque rangée, elle ne va nulle part. Vous choisissez la rangée que vous voulez, prenez toutes ses cartes, et votre carte commence cette rangée. Les cartes jouées après la vôtre dans le même tour peuvent venir s'y ajouter.
ui-take5-rules-one-choice = Seule la carte la plus basse d'un tour peut demander un choix : au plus un joueur choisit donc une rangée par tour. Les cartes que vous prenez ne reviennent jamais dans votre main.
ui-take5-rules-tips = Conseils
ui-take5-rules-tip-counter = Le compteur de cartes (une option d'affichage du jeu, désactivée par défaut) liste les cartes que vous n'avez pas vues dans cette manche et, pour chaque rangée, les cartes qui y arrivent maintenant et celle d'entre elles qui la prendrait. Avec les cartes connues, les cartes non vues sont exactement les mains des autres joueurs.
ui-take5-rules-tip-lengths = Regardez la longueur des rangées : une rangée de quatre cartes est dangereuse pour le prochain joueur dont la carte y va.
ui-take5-rules-tip-cost = Quand vous devez prendre une rangée, comparez ce que coûte chacune. Une longue rangée de cartes ordinaires peut coûter moins cher qu'une courte rangée contenant le 55.
ui-take5-rules-see = Voyez-les en action
ui-take5-rules-lessons = Chaque leçon montre ces règles sur une vraie table, pas à pas, puis vous laisse continuer à jouer :

## Les mots de l'écran de jeu pour 6 qui prend ! (les éléments GameUi de l'écran commun)

# Le formulaire de nouvelle partie : la place de la personne contre des IA
# (les autres places et les noms portent les mots de l'écran commun).
ui-take5-person-seat = Place 1
ui-take5-undo-button = Annuler ma dernière carte
ui-take5-moving-status = Les cartes sont posées…
ui-take5-rule-set-codingame = Règles CodinGame : cinq manches
ui-take5-rule-set-codingame-about = Cinq manches, chacune distribuée à partir des 104 cartes ; celui qui a le moins de têtes de bœuf après la cinquième manche gagne.
ui-take5-rule-set-to-66 = Règles de la boîte : jusqu'à 66 têtes de bœuf
ui-take5-rule-set-to-66-about = On joue des manches jusqu'à ce que quelqu'un ait 66 têtes de bœuf ou plus à la fin d'une manche ; celui qui en a le moins gagne.
ui-take5-rule-set-known-cards = Cartes connues : jusqu'à 66 têtes de bœuf
ui-take5-rule-set-known-cards-about = Seules les cartes 1 à 10 × nombre de joueurs + 4 sont utilisées : toutes sont distribuées et vous pouvez compter exactement celles que tiennent les autres ; on joue jusqu'à 66 têtes de bœuf.
