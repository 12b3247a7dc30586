# Les leçons de 6 qui prend ! : le titre de chacune, ce qu'il faut observer
# (intro) et ce qui vient de se passer (outro).

take5-lesson-1-title = L'exemple commenté
take5-lesson-1-intro = Les rangées sont 9 12 21, 19 24, 33 42 50 57 et 69 72 81. Alice, Bob, Celia et David jouent le 23, le 88, le 7 et le 64. Avancez pas à pas pour voir où va chaque carte.
take5-lesson-1-outro = Chaque carte s'est placée après la fin de rangée la plus haute en dessous d'elle : le 88 était la sixième carte de sa rangée, Bob a donc pris cinq cartes, et le 7 de Celia était plus bas que toutes les rangées, elle a donc pris une rangée. Lancez la leçon 2, ou une nouvelle partie, pour appliquer ces règles vous-même.

take5-lesson-2-title = La sixième carte
take5-lesson-2-intro = La première rangée contient déjà cinq cartes. Regardez ce qui arrive au 7 de Ben, dont la place est dans cette rangée.
take5-lesson-2-outro = Le 7 de Ben aurait été la sixième carte de la première rangée : il en a donc pris les cinq cartes, et le 7 recommence la rangée. Continuez à jouer : gardez vos cartes loin des rangées qui contiennent déjà cinq cartes.

take5-lesson-3-title = Une carte plus basse que toutes les rangées
take5-lesson-3-intro = Votre 8 est plus bas que la dernière carte de chaque rangée : vous devez donc prendre une rangée entière. Comparez ce que coûte chaque rangée et prenez la moins chère.
take5-lesson-3-outro = Quelle que soit la rangée que vous prenez, ses cartes et leurs têtes de bœuf deviennent les vôtres, et votre 8 commence cette rangée ; la rangée la moins chère est celle qui coûte le moins de têtes de bœuf. Continuez ensuite à jouer jusqu'à la fin de la manche.

take5-lesson-4-title = Compter les têtes de bœuf
take5-lesson-4-intro = Les cartes portent des têtes de bœuf : le 55 en a 7 ; les autres multiples de 11 en ont 5 ; les multiples de 10 en ont 3 ; les autres multiples de 5 en ont 2 ; toutes les autres cartes en ont 1. Le 3 de Ben est trop bas : il prend donc la rangée qui coûte le moins de têtes de bœuf.
take5-lesson-4-outro = Ben a pris la rangée 2, dont le 10 et le 15 portent 3 + 2 = 5 têtes de bœuf, le moins de toutes les rangées. Chaque tête de bœuf que vous prenez compte contre vous à la fin : continuez à jouer et gardez votre total bas.

take5-lesson-5-title = La fin à 66 têtes de bœuf
take5-lesson-5-intro = Avec les règles de la boîte, une partie n'a pas de nombre fixe de manches : elle s'arrête après la manche au cours de laquelle quelqu'un a 66 têtes de bœuf ou plus, et celui qui en a le moins gagne. Cette partie est déjà bien avancée : Ben a 58 têtes de bœuf, Dev 62. Avancez pas à pas pour voir où va le 56 de Ben.
take5-lesson-5-outro = Le 56 de Ben était la sixième carte de la rangée 3 : il a donc pris 50 51 52 53 55, soit 13 têtes de bœuf, et en a maintenant 71 ; la partie s'arrête avec cette manche. Jouez vos deux dernières cartes ; ensuite, on additionne les têtes de bœuf et celui qui en a le moins gagne.

take5-lesson-6-title = Les cartes connues
take5-lesson-6-intro = Avec les cartes connues, à quatre joueurs, on n'utilise que les cartes 1 à 44, et elles sont toutes distribuées : chaque carte que vous ne voyez pas est dans la main d'un autre joueur, vous pouvez donc compter exactement. Activez le compteur de cartes (une option d'affichage au-dessus de la table) pour en voir la liste. Avancez pas à pas dans le premier tour.
take5-lesson-6-outro = La rangée 1 contient maintenant 1 2 3 4, et ce sont les cartes 5 à 11 qui y vont. Vous les avez toutes sauf le 9 : le 9 est donc la seule autre carte qui puisse y arriver. Jouez le 5, le 6, le 7 ou le 8, et votre carte en sera la cinquième ; le 9, s'il vient à ce tour, en serait la sixième. On peut compter ainsi pour chaque rangée, pendant toute la partie ; continuez à jouer jusqu'à 66 têtes de bœuf.
