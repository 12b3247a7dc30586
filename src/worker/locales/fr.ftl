# Les erreurs des processus (celui de l'IA d'un jeu et celui de
# l'entraîneur), telles qu'un joueur peut les lire.

worker-record-unreadable = la partie n'a pas pu être lue ({ $error })
worker-request-unreadable = la demande n'a pas pu être lue ({ $error })
worker-no-seat = il n'y a pas de place { $seat }
worker-no-ai = aucune IA pour le jeu « { $game } »
worker-no-coach = aucun entraîneur pour le jeu « { $game } »
worker-nothing-to-decide = la place { $seat } n'a rien à décider maintenant
worker-not-here = ce processus ne fait pas « { $task } »
