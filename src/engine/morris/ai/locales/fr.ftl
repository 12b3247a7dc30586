# Jeu du moulin : les mots du coach (ai/coach.rs). Ses IA ne donnent pas
# de raisons. $to, $from, $take : un point (A1 … G7).

# Un coup tel que la revue le nomme (« Coup joué : … », « Mieux : … »).
morris-ai-place = pose en { $to }
morris-ai-place-take = pose en { $to }, prise en { $take }
morris-ai-move = { $from } vers { $to }
morris-ai-move-take = { $from } vers { $to }, prise en { $take }

# Un résultat démontré par les finales résolues : $could vaut « win » ou
# « draw », $did « draw » ou « loss ».
morris-ai-proved = Résultat exact, démontré : « { $best } » { $could ->
    [win] gagne à coup sûr
   *[draw] assure le match nul
}, et ce coup { $did ->
    [draw] ne fait que match nul
   *[loss] perd
}.

# $better porte ici une majuscule ; $plies compte des demi-coups.
morris-ai-why-forced = « { $better } » gagne à coup sûr en { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
} au plus ; « { $played } », non.
# L'évaluation de la recherche en pions d'avance : $value et
# $played_value sont des nombres décimaux (avec morris-ai-plus au-dessus de zéro).
morris-ai-why-search = La recherche évalue « { $better } » à { $value } et « { $played } » à { $played_value } (en pions d'avance).
morris-ai-plus = +{ $value }

morris-ai-loss-unit = de score espéré
morris-ai-standing-unit = score espéré
