# 6 qui prend ! : les mots du coach (ai/coach.rs). Ses IA ne donnent pas
# de raisons.

# Un coup tel que la revue le nomme (« Coup joué : … », « Mieux : … ») ;
# les rangées sont numérotées de 1 à 4.
take5-ai-action-card = la carte { $card }
take5-ai-action-row = la rangée { $row }

# $better (avec une majuscule) et $played : des take5-ai-action-* ; $cost
# et $played_cost : take5-ai-one-cow ou take5-ai-cows.
take5-ai-why = { $better } devait coûter { $cost } d'ici la fin de la manche, contre { $played_cost } pour { $played }.
take5-ai-one-cow = 1 tête de bœuf
# $cows : un nombre décimal (« 0,4 »).
take5-ai-cows = { $cows ->
    [one] { $cows } tête de bœuf
   *[other] { $cows } têtes de bœuf
}

take5-ai-loss-unit = têtes de bœuf
take5-ai-standing-unit = têtes de bœuf attendues d'ici la fin de la manche
