# The lessons of 6 nimmt!: each one's title, what to watch for (intro) and what
# just happened (outro).

take5-lesson-1-title = The worked example
take5-lesson-1-intro = The rows are 9 12 21, 19 24, 33 42 50 57 and 69 72 81. Alice, Bob, Celia and David play 23, 88, 7 and 64. Step through to see where each card goes.
take5-lesson-1-outro = Every card went after the highest row end below it: 88 was the sixth card of its row, so Bob took five cards, and Celia's 7 was lower than every row, so she took one. Start lesson 2, or a new game, to play these rules yourself.

take5-lesson-2-title = The sixth card
take5-lesson-2-intro = The first row already holds five cards. Watch what happens to Ben's 7, which belongs on that row.
take5-lesson-2-outro = Ben's 7 would have been the sixth card of the first row, so he took its five cards and 7 starts the row again. Play on: keep your cards away from rows that already hold five.

take5-lesson-3-title = A card lower than every row
take5-lesson-3-intro = Your 8 is lower than the last card of every row, so you must take a whole row. Compare what each row costs and take the cheapest.
take5-lesson-3-outro = Whichever row you take, its cards and their cows become yours and your 8 starts that row; the cheapest row costs the fewest cows. Then play on through the round.

take5-lesson-4-title = Counting cows
take5-lesson-4-intro = Cards carry cow heads: 55 has 7; other multiples of 11 have 5; multiples of 10 have 3; other multiples of 5 have 2; every other card has 1. Ben's 3 is too low, so he takes the row that costs the fewest cows.
take5-lesson-4-outro = Ben took row 2, whose 10 and 15 carry 3 + 2 = 5 cows, the fewest of any row. Every cow you take counts against you at the end: play on and keep your total low.

take5-lesson-5-title = The end at 66 cows
take5-lesson-5-intro = With the rules in the box a game has no fixed number of rounds: it ends after the round in which someone has 66 cows or more, and the fewest cows wins. This table is late in a game: Ben has 58 cows, Dev 62. Step through to see where Ben's 56 goes.
take5-lesson-5-outro = Ben's 56 was the sixth card of row 3, so he took 50 51 52 53 55, 13 cows, and has 71: the game ends with this round. Play your last two cards; then the cows are added up and the fewest wins.

take5-lesson-6-title = Known cards
take5-lesson-6-intro = With known cards four players use only the cards 1 to 44, and all of them are dealt: every card you do not see is in another player's hand, so you can count exactly. Turn on the card counter (a display choice above the table) to see the list. Step through the first turn.
take5-lesson-6-outro = Row 1 now holds 1 2 3 4 and takes the cards 5 to 11. You hold all of them but 9, so 9 is the only other card that can land there: play 5, 6, 7 or 8 and yours is its fifth card, and 9, if it comes this turn, would be the sixth. Counting works like this for every row, all game long; play on to 66 cows.
