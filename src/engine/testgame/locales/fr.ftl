# The test games' names, the referee's fake games' too (never shown: tests read them).

testgame-nim-name = Nim
testgame-high-cards-name = High cards
testgame-broken-name = Broken
testgame-duel-name = Duel
