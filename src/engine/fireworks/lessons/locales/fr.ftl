# Les leçons de Feux d'artifice : le titre de chacune, ce qu'il faut observer
# (intro) et ce qui vient de se passer (outro).

fireworks-lesson-1-title = Un indice et ce qu'il exclut
fireworks-lesson-1-intro = Un indice nomme une couleur ou un niveau de la main d'un coéquipier et désigne toutes les cartes concernées. Les cartes qu'il ne désigne pas apprennent aussi quelque chose : elles ne sont pas de cette couleur ou de ce niveau.
fireworks-lesson-1-outro = L'indice de Bob vous a appris que vos cartes A et C sont des 1, et que B, D et E n'en sont pas. Tous les feux d'artifice sont vides, donc n'importe quel 1 convient : jouez-en un à votre tour.

fireworks-lesson-2-title = Jouer une carte désignée par un indice
fireworks-lesson-2-intro = Chaque feu d'artifice est à 1, donc n'importe quel 2 convient. Regardez l'indice que Bob vous donne, et ce qu'il vous permet de faire.
fireworks-lesson-2-outro = Bob vous a dit que votre carte C est un 2 ; avec tous les feux d'artifice à 1, elle devait convenir : vous l'avez donc jouée, et le rouge est à 2. Une nouvelle carte de la pioche a pris sa place comme carte C.

fireworks-lesson-3-title = Défausser pour récupérer un jeton
fireworks-lesson-3-intro = Un indice coûte un jeton d'information, et il n'en reste qu'un. Regardez ce qu'un joueur peut faire une fois qu'il n'en reste plus.
fireworks-lesson-3-outro = Sans aucun jeton, Celia ne pouvait pas donner d'indice : elle a donc défaussé une carte et récupéré un jeton. Défausser n'est permis ni quand les 12 jetons sont tous sur la table, ni une fois la pioche vide.

fireworks-lesson-4-title = Les erreurs, et la quatrième termine la manche
fireworks-lesson-4-intro = Jouer une carte qui ne convient pas est une erreur : la carte est défaussée et le joueur perd un point. Bob et vous en avez déjà commis une chacun ; trois sont permises, et la quatrième met fin à la manche immédiatement.
fireworks-lesson-4-outro = Le Rouge 4 de Bob n'allait pas sur le rouge à 2 (la troisième erreur), et le Vert 4 de Celia n'allait pas sur le vert à 1 : la quatrième erreur a mis fin à la manche sur-le-champ. Ne jouez que les cartes dont vous savez qu'elles conviennent.

fireworks-lesson-5-title = Un feu d'artifice terminé rend un jeton
fireworks-lesson-5-intro = Le blanc et le rouge sont à 4 : un 5 convient donc sur l'un des deux. Terminer un feu d'artifice rend un jeton d'information, sauf si les 12 sont déjà sur la table.
fireworks-lesson-5-outro = Le Blanc 5 de Celia a terminé le blanc et rendu un jeton ; le Rouge 5 de Bob a terminé le rouge alors que les 12 jetons étaient sur la table, donc aucun jeton n'est revenu. Terminer un feu d'artifice n'est jamais un tour perdu.

fireworks-lesson-6-title = La dernière carte et les derniers tours
fireworks-lesson-6-intro = Il ne reste que deux cartes dans la pioche. Une fois la dernière piochée, chaque joueur joue encore trois tours, puis la manche se termine ; plus personne ne peut défausser.
fireworks-lesson-6-outro = Bob a pioché la dernière carte : il restait donc neuf tours, trois chacun, en commençant par Celia. Utilisez les vôtres pour jouer les 5 que vous pouvez : chaque niveau joué vaut un point pour chacun de vous.

fireworks-lesson-7-title = Le score : un 5 perdu et une erreur
fireworks-lesson-7-intro = Chaque joueur marque 10 + les niveaux de toutes les cartes jouées (1 + 2 + 3 + 4 + 5 par couleur) − ses propres erreurs. Le bleu est à 4 et Bob tient le seul Bleu 5.
fireworks-lesson-7-outro = Votre erreur vous a coûté 1 point ; la défausse de Bob a coûté 5 points à tout le monde, car le bleu ne peut plus recevoir son 5. Gardez les 5 et les derniers exemplaires, et ne jouez que les cartes dont vous savez qu'elles conviennent.

fireworks-lesson-8-title = Comment les partenaires IA lisent vos indices
fireworks-lesson-8-intro = Un indice qui touche de nouvelles cartes en désigne une : la plus ancienne carte non touchée (la carte de défausse, ou « chop ») si l'indice la touche, sinon la plus récente. Si la carte désignée n'est pas la carte de défausse, l'indice veut dire « jouez-la maintenant » ; si c'est elle, il veut dire « elle convient maintenant, ou ne doit pas être perdue ».
fireworks-lesson-8-outro = Votre indice sur le rouge a touché les cartes B et E de Bob ; sa carte de défausse, A, n'était pas touchée, donc l'indice désignait la plus récente, E, et Bob a joué son Rouge 1. La page des règles liste toutes les conventions que suivent les partenaires IA, sauvegardes comprises.

fireworks-lesson-9-title = Hanabi à deux : la table standard
fireworks-lesson-9-intro = Le jeu de la boîte, à deux : Bob et vous tenez chacun cinq cartes, 8 jetons d'information sont sur la table, et la troisième erreur met fin à la partie avec un score de 0. L'équipe marque la hauteur des feux d'artifice, 25 au maximum.
fireworks-lesson-9-outro = Votre indice a montré à Bob son Blanc 1, qu'il a joué ; son indice vous a appris que votre carte A est rouge, et votre défausse a récupéré un jeton. Avec un seul partenaire, chaque indice que vous donnez va à Bob et chaque indice que vous recevez vient de lui : dépensez les 8 jetons pour des cartes qui conviennent. Défausser reste permis même une fois la pioche vide, et après la dernière carte, chacun de vous joue exactement un tour de plus.

fireworks-lesson-10-title = La couleur arc-en-ciel
fireworks-lesson-10-intro = Dix cartes multicolores s'ajoutent à la pioche (60 cartes, des feux d'artifice jusqu'à 30 au total). Avec les cartes arc-en-ciel, chaque indice de couleur touche aussi toutes les cartes multicolores, et aucun indice ne peut nommer le multicolore. Regardez ce que deux indices vous apprennent sur la carte A.
fireworks-lesson-10-outro = L'indice de Bob sur le blanc a touché A et B : chacune est blanche ou multicolore. Son indice sur le rouge a de nouveau touché A : une carte à la fois blanche et rouge ne peut être que multicolore, et son indice sur le 1 en a fait un Multicolore 1, que vous avez joué. Votre carte B reste blanche ou multicolore jusqu'à ce qu'un autre indice en dise plus.
