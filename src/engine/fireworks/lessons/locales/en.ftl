# The lessons of Fireworks: each one's title, what to watch for (intro) and what
# just happened (outro).

fireworks-lesson-1-title = A hint and what it rules out
fireworks-lesson-1-intro = A hint names one colour or one level of a teammate's hand and points at every card that has it. The cards it does not point at learn something too: they are not that colour or level.
fireworks-lesson-1-outro = Bob's hint told you that your cards A and C are 1s, and that B, D and E are not. Every firework is empty, so any 1 fits: play one on your turn.

fireworks-lesson-2-title = Playing a hinted card
fireworks-lesson-2-intro = Every firework is at 1, so any 2 fits. Watch Bob's hint to you, and what it lets you do.
fireworks-lesson-2-outro = Bob told you that card C is a 2; with every firework at 1 it had to fit, so you played it and red is at 2. A new card from the deck took its place as card C.

fireworks-lesson-3-title = Discarding to win back a token
fireworks-lesson-3-intro = A hint costs an information token, and only one is left. Watch what a player can do once none is left.
fireworks-lesson-3-outro = With no token left Celia could not hint, so she discarded a card and won one back. Discarding is not allowed with all 12 tokens on the table, nor once the deck is empty.

fireworks-lesson-4-title = Mistakes, and the fourth ends the round
fireworks-lesson-4-intro = Playing a card that does not fit is a mistake: the card is discarded and the player loses a point. You and Bob have already made one each; three are allowed, and the fourth ends the round at once.
fireworks-lesson-4-outro = Bob's Red 4 did not fit on red at 2 (the third mistake), and Celia's Green 4 did not fit on green at 1: the fourth mistake ended the round on the spot. Play only what you know fits.

fireworks-lesson-5-title = A completed firework brings a token back
fireworks-lesson-5-intro = White and red are at 4, so a 5 fits on one of them. Completing a firework brings an information token back, unless all 12 are already on the table.
fireworks-lesson-5-outro = Celia's White 5 completed white and won a token back; Bob's Red 5 completed red with 12 tokens out, so no token came back. A completed firework never wastes a turn.

fireworks-lesson-6-title = The last card and the final turns
fireworks-lesson-6-intro = Only two cards are left in the deck. Once the last one is drawn, every player takes three more turns, and then the round ends; nobody may discard any more.
fireworks-lesson-6-outro = Bob drew the last card, so nine turns remained: three each, starting with Celia. Use yours to play the 5s you can: every level you play is a point for each of you.

fireworks-lesson-7-title = Scoring: a lost 5 and a mistake
fireworks-lesson-7-intro = Each player scores 10 + the levels of every card played (1 + 2 + 3 + 4 + 5 per colour) − their own mistakes. Blue is at 4 and Bob holds the only Blue 5.
fireworks-lesson-7-outro = Your mistake cost you 1 point; Bob's discard cost everyone 5 points, because blue can no longer get its 5. Keep 5s and last copies, and play only cards you know fit.

fireworks-lesson-8-title = How the AI partners read your hints
fireworks-lesson-8-intro = A hint that touches new cards points at one of them: the oldest untouched card (the chop) if it is touched, else the newest. Off the chop it means "play this now"; on the chop it means "this fits now, or must not be lost".
fireworks-lesson-8-outro = Your red hint touched Bob's B and E; his chop A was not touched, so it pointed at the newest, E, and Bob played his Red 1. The rules page lists every convention the AI partners follow, saves included.

fireworks-lesson-9-title = Hanabi for two: the standard table
fireworks-lesson-9-intro = The boxed game for two: you and Bob each hold five cards, 8 information tokens are on the table, and the third mistake ends the game with a score of 0. The team scores the height of the fireworks, 25 at most.
fireworks-lesson-9-outro = Your hint showed Bob his White 1, which he played; his hint told you card A is red, and your discard won a token back. With only one partner, every hint you give goes to Bob and every hint you get comes from him: spend the 8 tokens on cards that fit. Discarding stays allowed even once the deck is empty, and after the last card each of you takes exactly one more turn.

fireworks-lesson-10-title = The rainbow colour
fireworks-lesson-10-intro = Ten multicolour cards join the deck (60 cards, fireworks to 30). With rainbow cards every colour hint also touches each multicolour card, and no hint may name multicolour. Watch what two hints tell you about card A.
fireworks-lesson-10-outro = Bob's white hint touched A and B: each is white or multicolour. His red hint touched A again: a card both white and red can only be multicolour, and his 1 hint made it a Multicolour 1, which you played. Your card B stays white or multicolour until another hint says more.
