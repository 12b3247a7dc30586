# Feux d'artifice à l'écran.

ui-fireworks-summary = Tirez cinq feux d'artifice ensemble sans voir vos propres cartes : donnez des indices, jouez et défaussez, avec des partenaires IA qui expliquent leurs choix.

## Les mots de l'écran de jeu pour Feux d'artifice (les éléments GameUi de l'écran commun)

# Le formulaire de nouvelle partie : la place de la personne contre des IA,
# et la place d'une IA après son nom.
ui-fireworks-person-seat = Joueur 2
ui-fireworks-seat-label = joueur { $number }
ui-fireworks-undo-button = Annuler ma dernière action
ui-fireworks-moving-status = Les cartes se déplacent…
ui-fireworks-skip-button = Passer cette manche
ui-fireworks-variant-one-round = Une manche (3 joueurs)
ui-fireworks-variant-match = Le match CodinGame (4 manches, 4 joueurs, chacun en passe une)
# MULTICOLOR est le nom de la couleur dans le protocole des bots.
ui-fireworks-rule-set-codingame = Feux d'artifice CodinGame
ui-fireworks-rule-set-codingame-about = Quatre joueurs, quatre manches à trois ; 12 jetons d'indice, la quatrième erreur termine une manche, encore trois tours chacun après la dernière carte ; 10 + les niveaux joués − vos propres erreurs.
ui-fireworks-rule-set-standard = Hanabi, règles standard
ui-fireworks-rule-set-standard-about = Une partie de 2 à 5 joueurs (mains de 5 cartes, ou de 4 à partir de quatre joueurs) ; 8 jetons, la troisième erreur termine la partie avec 0, encore un tour chacun après la dernière carte ; l'équipe marque la hauteur des feux d'artifice, sur 25.
ui-fireworks-rule-set-six-colours = Hanabi avec une sixième couleur
ui-fireworks-rule-set-six-colours-about = Les règles standard avec dix cartes MULTICOLOR (60 en tout), une sixième couleur ordinaire que les indices peuvent nommer ; sur 30.
ui-fireworks-rule-set-rainbow = Hanabi avec des cartes arc-en-ciel
ui-fireworks-rule-set-rainbow-about = Les règles standard avec dix cartes MULTICOLOR que chaque indice de couleur touche et qu'aucun indice ne nomme ; sur 30.

## La table, les mains et les commandes (ui-fireworks-*)
# $colour est la clé d'une couleur : white, red, blue, green, yellow, multicolour.
# Les lettres des cartes et les touches (W, R, B, G, Y ; r, w, b, g, y) sont
# les initiales des couleurs en anglais : elles ne changent pas.

# Une couleur seule, en minuscules : un indice (« Indice à Bob : rouge »).
ui-fireworks-colour = { $colour ->
    [white] blanc
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
   *[multicolour] multicolore
}
# Une couleur parmi les choix des listes de l'atelier : « Rouge ».
ui-fireworks-colour-title = { $colour ->
    [white] Blanc
    [red] Rouge
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
   *[multicolour] Multicolore
}
# Le nom d'une carte, comme sur sa face : « Rouge 3 ».
ui-fireworks-card = { $colour } { $level }
# Une couleur et un niveau : « rouge 3 ».
ui-fireworks-colour-level = { $colour } { $level }
ui-fireworks-unknown = inconnue
ui-fireworks-or = { $first } ou { $second }
ui-fireworks-and = { $first } et { $second }
ui-fireworks-card-own = Votre carte { $slot }, { $what }
ui-fireworks-card-of = Carte { $slot } de { $name }, { $what }
ui-fireworks-could-be = Possible : { $colours } ; { $levels }
ui-fireworks-hand = Main de { $name }
ui-fireworks-hand-own = Votre main (vous ne la voyez pas)
ui-fireworks-hand-unseen = Main de { $name } (vous ne la voyez pas)
ui-fireworks-hand-heading = { $name } · { $role }
ui-fireworks-to-act = {" "}· à jouer
ui-fireworks-left = { $card } de { $name } : { $to ->
    [played] jouée
    [mistake] erreur
   *[discarded] défaussée
}
ui-fireworks-covered = Toutes les mains restent cachées jusqu'à ce que le joueur suivant prenne l'appareil.
ui-fireworks-show-knowledge = Montrer ce que savent les coéquipiers
ui-fireworks-show-reasons = Raisons des IA dans le journal
ui-fireworks-colour-symbols = Symboles de couleur (aide aux daltoniens)
ui-fireworks-middle = Feux d'artifice : { $heights }. Pioche : { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
}. Jetons d'information : { $tokens } sur { $max }. Erreurs encore permises avant la fin { $unit ->
    [game] de la partie
   *[round] de la manche
} : { $mistakes }.
ui-fireworks-deck = pioche
ui-fireworks-tokens = { $tokens ->
    [one] { $tokens } jeton sur { $max }
   *[other] { $tokens } jetons sur { $max }
}
ui-fireworks-mistakes-left = { $count ->
    [one] encore { $count } erreur
   *[other] encore { $count } erreurs
}
ui-fireworks-discard-pile = Pile de défausse
ui-fireworks-discards = Défausse ({ $count })
ui-fireworks-none-yet = Aucune carte pour l'instant.
ui-fireworks-lost = {" "}· perdue
ui-fireworks-last-copy = {" "}· dernier exemplaire
ui-fireworks-table-line = Hanabi · { $players } joueurs · feux d'artifice à { $height } sur { $max } · la troisième erreur termine la partie avec 0
ui-fireworks-match-line = Manche { $round } sur { $rounds } · { $name ->
    [You] vous ne jouez pas
   *[other] { $name } ne joue pas
} · feux d'artifice valant { $levels ->
    [one] { $levels } niveau
   *[other] { $levels } niveaux
}
ui-fireworks-round-line = Une manche à trois · feux d'artifice valant { $levels ->
    [one] { $levels } niveau
   *[other] { $levels } niveaux
}
ui-fireworks-scores = Manche et scores
ui-fireworks-score = { $name ->
    [You] Vous
   *[other] { $name }
} : { $score }
ui-fireworks-card-group = Carte { $slot }
ui-fireworks-play-card = Jouer la carte { $slot }
ui-fireworks-play = Jouer { $slot }
ui-fireworks-discard-card = Défausser la carte { $slot }
ui-fireworks-discard = Défausser { $slot }
ui-fireworks-hint-clue = Indice à { $mate } : { $clue }
ui-fireworks-hint-group = Indice à { $mate }
ui-fireworks-give-hint = Donner l'indice
ui-fireworks-matches-none = Un indice doit toucher au moins une carte : les choix grisés ne touchent aucune carte de { $mate }.

## La ligne d'état et les refus d'une action (r, w, b, g, y, p, d, h sont des touches)

ui-fireworks-progress = Manche { $round } sur { $rounds } · tour { $turn }
ui-fireworks-prompt-sits-out = { $person ->
    [You] Vous ne jouez pas
   *[other] { $person } ne joue pas
} cette manche : regardez les autres la jouer, ou passez-la. { $name } réfléchit…
ui-fireworks-prompt-thinking = { $name } réfléchit…
ui-fireworks-prompt-turn = { $name ->
    [You] À vous
   *[other] { $name }, à vous
} : choisissez une de vos cartes pour la jouer ou la défausser (touches p ou d, puis A–E), ou un coéquipier pour lui donner un indice (touche h).
ui-fireworks-prompt-card = { $name ->
    [You] Jouez ou défaussez
   *[other] { $name } : jouez ou défaussez
} la carte { $slot } (p ou d ; Échap annule).
ui-fireworks-prompt-play = { $name ->
    [You] Quelle
   *[other] { $name } : quelle
} carte jouer ? Appuyez sur A à E.
ui-fireworks-prompt-discard = { $name ->
    [You] Quelle
   *[other] { $name } : quelle
} carte défausser ? Appuyez sur A à E.
ui-fireworks-prompt-key-for = { $key } pour { $name }
ui-fireworks-prompt-whom = { $name ->
    [You] À qui
   *[other] { $name } : à qui
} donner un indice ? Appuyez sur { $keys }.
ui-fireworks-prompt-clue = { $name ->
    [You] Indice
   *[other] { $name } : indice
} à { $mate } sur une couleur (r, w, b, g, y) ou un niveau (1–5).
ui-fireworks-prompt-touches = { $name ->
    [You] L'indice
   *[other] { $name } : l'indice
} « { $clue } » touche les cartes { $slots } de { $mate }. Donnez l'indice (Entrée) ou choisissez-en un autre.
ui-fireworks-choose-clue-first = Choisissez d'abord une couleur ou un niveau.
ui-fireworks-choose-card-first = Choisissez d'abord une de vos cartes.
ui-fireworks-hints-to-mate = Un indice se donne à un coéquipier qui joue cette manche.
ui-fireworks-choose-mate-first = Choisissez d'abord un coéquipier.
ui-fireworks-choose-hint-first = Choisissez d'abord un coéquipier, puis une couleur ou un niveau.
ui-fireworks-slot-empty = L'emplacement { $slot } est vide.
ui-fireworks-press-letter = Appuyez sur la lettre d'une carte, de A à E (Échap annule).
ui-fireworks-press-mate = Appuyez sur 1 ou 2 pour choisir le coéquipier (Échap annule).
ui-fireworks-press-clue = Appuyez sur r, w, b, g ou y pour une couleur, sur 1 à 5 pour un niveau, sur Entrée pour donner l'indice.

## Le panneau de fin

ui-fireworks-end-round-column = Manche { $round } (hauteur { $height }/25)
ui-fireworks-end-rounds-column = Points par manche (hauteurs { $heights } sur 25)
ui-fireworks-end-game-score = Score de la partie
ui-fireworks-end-points-mistakes = { $points } ({ $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
})
ui-fireworks-end-sat-out = n'a pas joué
ui-fireworks-end-one-round = L'équipe a construit { $height ->
    [one] { $height } niveau
   *[other] { $height } niveaux
} sur 25 en une manche
ui-fireworks-end-first = { $names } en tête avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ui-fireworks-end-height-column = Hauteur (sur { $max })
ui-fireworks-end-team-score = Score de l'équipe
ui-fireworks-end-zero = Les feux d'artifice ont atteint { $height } sur { $max }, mais l'équipe marque 0
ui-fireworks-end-team = L'équipe marque { $score } sur { $max }

## L'éditeur de mise en place de l'atelier (lettres des cartes : initiales anglaises)

ui-fireworks-setup-not-cards = { $count ->
    [one] { $words } n'est pas une carte : écrivez l'initiale anglaise d'une couleur (W, R, B, G, Y, M) et un niveau de 1 à 5, comme R3
   *[other] { $words } ne sont pas des cartes : écrivez l'initiale anglaise d'une couleur (W, R, B, G, Y, M) et un niveau de 1 à 5, comme R3
}
ui-fireworks-setup-deck = Pioche
ui-fireworks-setup-deck-top = Dessus de la pioche
ui-fireworks-setup-deck-hint = Dans l'ordre de pioche, par ex. Y1 W2 R4.
ui-fireworks-setup-rest = Le reste des cartes
ui-fireworks-setup-rest-shuffled = mélangé sous le dessus de la pioche
ui-fireworks-setup-rest-discarded = dans la défausse (la pioche est exactement la liste)
ui-fireworks-setup-discards = Défausse
ui-fireworks-setup-discards-hint = Cartes déjà défaussées, par ex. G2 B1.
ui-fireworks-setup-seat = Place { $seat }
ui-fireworks-setup-hand = Main de la place { $seat }
ui-fireworks-setup-hand-hint-4 = Emplacements A à D, par ex. R1 G3 B5 Y2 (M pour multicolore).
ui-fireworks-setup-hand-hint-5 = Emplacements A à E, par ex. R1 G3 B5 Y2 W4 (M pour multicolore).
ui-fireworks-setup-knows = Ce que la place { $seat } sait de chaque carte
ui-fireworks-setup-colour-unknown = couleur ?
ui-fireworks-setup-level-unknown = niveau ?
ui-fireworks-setup-colour-known = Place { $seat }, carte { $slot } : couleur connue
ui-fireworks-setup-level-known = Place { $seat }, carte { $slot } : niveau connu
ui-fireworks-setup-fireworks = Feux d'artifice
ui-fireworks-setup-height = Hauteur du feu { $colour }
ui-fireworks-setup-absent = Joueur { $player } (absent de cette table)
ui-fireworks-setup-tokens = Jetons d'information
ui-fireworks-setup-mistakes = Erreurs
ui-fireworks-setup-mistakes-by = Erreurs de la place { $seat }
ui-fireworks-setup-first = Joue en premier

## La page des règles

ui-fireworks-rules-intro = Feux d'artifice est un jeu que l'on gagne ensemble. Trois joueurs construisent cinq feux d'artifice, un par couleur, chacun du niveau 1 au niveau 5. La particularité : vous tenez vos cartes tournées vers les autres. Vous voyez les cartes de tout le monde sauf les vôtres, et vous n'apprenez ce que sont les vôtres que par les indices de vos coéquipiers.
ui-fireworks-rules-cards-title = Les cartes
ui-fireworks-rules-cards = Cinq couleurs (blanc, rouge, bleu, vert, jaune), chacune avec trois 1, deux 2, deux 3, deux 4 et un 5 : 50 cartes. Chaque carte porte la lettre de sa couleur, l'initiale de son nom anglais (W blanc, R rouge, B bleu, G vert, Y jaune) ; le réglage pour daltoniens ajoute un symbole par couleur.
ui-fireworks-rules-round-title = Une manche
ui-fireworks-rules-round-deal = Chacun des trois joueurs reçoit cinq cartes, aux emplacements A à E ; 35 restent dans la pioche. La table commence avec 12 jetons d'information, et 3 erreurs sont permises : la quatrième met fin à la manche.
ui-fireworks-rules-round-turn = À votre tour, vous faites exactement une chose : donner un indice, défausser une carte ou jouer une carte.
ui-fireworks-rules-round-hint = Un indice coûte un jeton. Vous désignez à un coéquipier toutes ses cartes d'une même couleur, ou d'un même niveau — toutes, et au moins une. Les deux moitiés renseignent : les cartes non désignées ne sont pas de cette couleur ou de ce niveau. Plus de jeton, plus d'indice.
ui-fireworks-rules-round-discard = Défausser fait regagner un jeton. C'est interdit quand les 12 jetons sont sur la table, et aussi une fois la pioche vide.
ui-fireworks-rules-round-play = Jouer pose la carte sur le feu d'artifice de sa couleur si elle en est exactement le niveau suivant. Sinon, c'est une erreur : la carte est défaussée, il reste une erreur permise de moins, et une erreur personnelle vous est comptée.
ui-fireworks-rules-round-draw = Après avoir joué ou défaussé, vous piochez dans le même emplacement. Une fois la pioche vide, les emplacements vidés restent vides.
ui-fireworks-rules-round-five = Terminer un feu d'artifice avec son 5 rend un jeton, sauf s'il y en a déjà 12.
ui-fireworks-rules-round-end = La manche s'arrête aussitôt à la quatrième erreur ou quand les cinq feux d'artifice sont complets. Quand quelqu'un pioche la dernière carte, chacun, ce joueur compris, joue encore trois tours, puis la manche s'arrête.
ui-fireworks-rules-scoring-title = Décompte des points
ui-fireworks-rules-scoring = Chaque joueur d'une manche marque 10 plus les niveaux posés sur les feux d'artifice (un feu à 3 compte 1 + 2 + 3 ; les cinq complets font 75, donc 85 en tout), moins ses propres erreurs. Perdre l'unique 5 d'une couleur coûte 5 points à l'équipe ; une erreur vous coûte 1 point, mais rapproche aussi la manche de sa fin.
ui-fireworks-rules-match-title = Le match
ui-fireworks-rules-match = Le match CodinGame se joue à quatre joueurs en quatre manches ; chaque manche est jouée par trois d'entre eux, la première sans le joueur 1, la deuxième sans le joueur 2, et ainsi de suite. Votre score de partie est la somme de vos trois manches ; le plus haut l'emporte, et les scores égaux partagent une place. Vous pouvez aussi jouer une seule manche avec deux partenaires IA.
ui-fireworks-rules-standard-title = Hanabi, règles standard (2 à 5 joueurs)
ui-fireworks-rules-standard = Le jeu en boîte se joue en une seule partie à une seule table : 2 à 5 joueurs, le joueur 1 commence, puis chacun à son tour. À 2 ou 3 joueurs, chacun tient cinq cartes (A à E) ; à 4 ou 5, quatre cartes (A à D). Il y a 8 jetons d'information (un feu d'artifice terminé en rend un, sauf si les 8 sont sur la table), et défausser reste permis une fois la pioche vide. La troisième erreur met aussitôt fin à la partie, et l'équipe marque alors 0. Quand quelqu'un pioche la dernière carte, chacun, ce joueur compris, joue exactement un tour de plus. Sinon, l'équipe marque la hauteur totale des feux d'artifice, 25 au plus. Tout le monde reçoit le score de l'équipe ; un joueur qui donne une réponse invalide ou dépasse son temps met fin à la partie avec 0 et se classe dernier.
ui-fireworks-rules-sixth-title = La sixième couleur
ui-fireworks-rules-sixth = La boîte ajoute dix cartes multicolores (trois 1, deux 2, deux 3 et deux 4, un 5 : 60 cartes, des feux d'artifice jusqu'à 30). Leur face est lilas, avec un M et une bande des cinq couleurs. Avec six couleurs, le multicolore est une couleur ordinaire, qu'un indice peut nommer. Avec les cartes arc-en-ciel, chaque indice de couleur touche aussi les cartes multicolores, aucun indice ne peut nommer le multicolore, et un indice doit toujours toucher au moins une carte : une carte touchée par des indices nommant deux couleurs différentes est multicolore.
ui-fireworks-rules-ai-title = Comment les partenaires IA lisent vos indices
ui-fireworks-conventions-lead = Comment les partenaires IA (niveaux moyen et difficile) lisent vos indices, et donnent les leurs.
ui-fireworks-convention-chop = Votre carte de défausse (le « chop ») est la carte que vous défausseriez en premier : votre plus ancienne carte qu'aucun indice n'a touchée. Parmi les cartes distribuées au départ, la carte A compte comme la plus ancienne, puis B, et ainsi de suite ; une carte piochée plus tard est plus récente que toutes celles-là.
ui-fireworks-convention-focus = Quand un indice touche de nouvelles cartes (des cartes qu'aucun indice n'avait encore touchées), l'une d'elles est sa cible : votre carte de défausse, si l'indice la touche ; sinon la plus récente des nouvelles cartes. Les autres cartes apprennent seulement ce que dit l'indice.
ui-fireworks-convention-play = Un indice dont la cible n'est pas votre carte de défausse est un indice de jeu : la cible peut être jouée tout de suite. Jouez-la dès que vous pouvez savoir qu'elle convient (souvent aussitôt).
ui-fireworks-convention-save = Un indice qui touche votre carte de défausse est un indice de jeu ou de sauvegarde : cette carte est soit jouable maintenant, soit une carte que l'équipe ne doit pas perdre (un 5, ou le dernier exemplaire d'une carte encore utile). Gardez-la ; jouez-la dès que vous savez qu'elle convient.
ui-fireworks-convention-touched = Un indice qui ne touche que des cartes déjà touchées ne dit rien de plus que sa couleur ou son niveau.
ui-fireworks-convention-tricks = Pas de ruses : un indice ne vous demande jamais de jouer une carte qu'il ne touche pas, et les IA ne jouent jamais une carte sur la foi d'un indice donné à quelqu'un d'autre (pas de finesses). Quand elles doivent défausser, elles défaussent une carte qu'elles savent inutile, ou sinon leur carte de défausse.
ui-fireworks-rules-levels = Le niveau moyen suit ces conventions ; le niveau difficile les suit aussi et essaie les autres possibilités sur les mains qu'il peut tenir avant de s'en écarter ; le niveau hat utilise un code que seules les IA savent lire : il sert à regarder jouer des équipes d'IA ; hat + recherche joue ce code et, à une table de 2 à 5 avec les règles de la boîte, essaie d'autres coups sur les mains qu'il peut tenir pendant quelques centièmes de seconde avant chaque décision.
ui-fireworks-rules-here-title = Jouer ici
ui-fireworks-rules-here = Choisissez une de vos cartes, puis Jouer ou Défausser ; ou choisissez une carte d'un coéquipier, puis une couleur ou un niveau, et Donner l'indice. Les cartes que l'indice toucherait sont d'abord mises en évidence. Un choix que les règles refusent est grisé, avec la raison. Clavier : p ou d puis A–E ; h, 1 ou 2 pour le coéquipier, r/w/b/g/y ou 1–5, puis Entrée ; Échap annule.
ui-fireworks-rules-lessons-title = Les voir en action
ui-fireworks-rules-lessons = Chaque leçon montre ces règles sur une vraie table, pas à pas, puis vous laisse continuer la partie :

## La perspective sous la ligne d'état (outlook.rs), des seuls faits publics

ui-fireworks-outlook = Score max { $max } sur { $perfect }{ $unit ->
    [points] {" "}points de niveau
   *[height] {""}
} · marge { $pace } · au plus { $turns } tours restants
ui-fireworks-outlook-falls = Le score max passe de { $before } à { $after } : { $why }.
