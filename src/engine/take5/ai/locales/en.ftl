# 6 nimmt!: the coach's words (ai/coach.rs). Its AIs give no reasons.

# A move as the review names it ("Played …", "Better: …", "The coach
# suggests …"); rows are named 1 to 4.
take5-ai-action-card = card { $card }
take5-ai-action-row = row { $row }

# Why one move beats another: $better and $played are take5-ai-action-*
# ($better with a capital first letter), $cost and $played_cost what each
# was expected to cost by the end of the round (take5-ai-one-cow or
# take5-ai-cows).
take5-ai-why = { $better } was expected to cost { $cost } by the end of the round, { $played } { $played_cost }.
# An expected cost of about one cow.
take5-ai-one-cow = 1 cow
# Any other expected cost; $cows is a decimal number ("0.4").
take5-ai-cows = { $cows } cows

# What a review's loss counts, and what its graph shows (for the review's
# words; the loss is a decimal number of these).
take5-ai-loss-unit = cows
take5-ai-standing-unit = cows expected by the end of the round
