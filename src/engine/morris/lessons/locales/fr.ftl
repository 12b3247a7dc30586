# Les leçons du Jeu du moulin : le titre de chacune, ce qu'il faut observer
# (intro) et ce qui vient de se passer (outro).

morris-lesson-1-title = Former un moulin et prendre un pion
morris-lesson-1-intro = Les deux joueurs posent encore leurs pions. Les Blancs occupent D1 et A4 : un pion en A1 commence deux lignes à la fois, A1-D1-G1 et A1-A4-A7. Regardez comment les Noirs ne peuvent en bloquer qu'une.
morris-lesson-1-outro = Les Blancs ont fermé le moulin A1-A4-A7 et pris le pion qui bloquait G1 : les Noirs ont donc dû bloquer G1 une seconde fois. Vous jouez maintenant les Blancs, avec encore 4 pions à poser : essayez de nouveau de commencer deux lignes avec un seul pion.

morris-lesson-2-title = Les pions protégés
morris-lesson-2-intro = Les Noirs menacent deux moulins : en G1 (avec G4 et G7) et en D5 (avec D6 et D7). Le pion blanc posé en D3 ferme deux moulins à la fois, mais il ne prend toujours qu'un seul pion, et les pions noirs en A7, D7, G7, B6, D6 et F6 font partie de moulins : ils sont donc protégés, et seul celui en G4 peut être pris.
morris-lesson-2-outro = Les pions protégés en D6 et D7 sont restés en place, si bien que les Noirs ont fermé D5-D6-D7. Tous les pions blancs faisaient alors partie d'un moulin : aucun n'était donc protégé, et les Noirs ont pu prendre celui en E3. Tous les pions sont posés : vous jouez les Blancs et déplacez désormais vos pions vers des points voisins.

morris-lesson-3-title = Sauter
morris-lesson-3-intro = Les Blancs n'ont plus que 4 pions. Regardez ce qui se passe quand le moulin des Noirs leur en prend un de plus : avec exactement 3 pions, un joueur peut faire sauter un pion vers n'importe quel point libre, et pas seulement vers un point voisin.
morris-lesson-3-outro = Les Blancs ont sauté de C3 jusqu'en G7 pour empêcher le moulin A7-D7-G7. Les Noirs viennent d'ouvrir leur moulin pour le refermer en B2 : vous jouez les Blancs, alors faites sauter un pion sur ce point avant eux.

morris-lesson-4-title = Gagner en bloquant
morris-lesson-4-intro = Les pions noirs en A1, D1 et G1 sont enfermés ; seul celui en D2 peut encore se déplacer. Un joueur qui ne peut plus déplacer de pion perd : regardez les Blancs ôter aux Noirs leurs derniers points libres.
morris-lesson-4-outro = Les Noirs ont dû aller en B2, et le pas des Blancs en D2 n'a laissé aux Noirs plus aucun coup possible : les Blancs gagnent donc, alors que quatre pions noirs sont encore sur le plateau. Lancez une nouvelle partie et essayez d'enfermer de la même façon les pions de l'ordinateur.

morris-lesson-5-title = La nulle au 200e coup
morris-lesson-5-intro = 197 coups ont été joués, et le 200e coup met fin à la partie. Seule une victoire sur ce dernier coup (un septième pion pris, ou un adversaire laissé sans coup possible) l'emporterait sur la nulle ; regardez le dernier coup des Noirs fermer un moulin sans pour autant gagner.
morris-lesson-5-outro = Le moulin des Noirs au 200e coup a pris le cinquième pion des Blancs, pas le septième : la limite de coups a donc rendu la partie nulle. Quand une partie approche des 200 coups, seule compte une victoire obtenue au plus tard au dernier coup.
