# 6 nimmt!: die Worte des Coachs (ai/coach.rs). Seine KIs nennen keine
# Gründe.

# Ein Zug, wie die Auswertung ihn nennt („Gespielt: …“, „Besser: …“); die
# Reihen heißen 1 bis 4.
take5-ai-action-card = Karte { $card }
take5-ai-action-row = Reihe { $row }

# $better und $played: take5-ai-action-*; $cost und $played_cost:
# take5-ai-one-cow oder take5-ai-cows.
take5-ai-why = { $better }: bis zum Ende der Runde voraussichtlich { $cost }; { $played }: { $played_cost }.
take5-ai-one-cow = 1 Hornochse
# $cows: eine Dezimalzahl („0,4“).
take5-ai-cows = { $cows } Hornochsen

take5-ai-loss-unit = Hornochsen
take5-ai-standing-unit = bis zum Ende der Runde erwartete Hornochsen
