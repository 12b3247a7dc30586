# The lessons of Nine Men's Morris: each one's title, what to watch for (intro) and what
# just happened (outro).

morris-lesson-1-title = Forming a mill and taking
morris-lesson-1-intro = Both players are still placing stones. White holds D1 and A4: a stone on A1 starts two rows at once, A1-D1-G1 and A1-A4-A7. Watch how Black can block only one of them.
morris-lesson-1-outro = White closed the mill A1-A4-A7 and took the stone that blocked G1, so Black had to block G1 a second time. You play White now, with 4 stones left to place: try to start two rows with one stone again.

morris-lesson-2-title = Protected stones
morris-lesson-2-intro = Black threatens two mills: G1 (with G4 and G7) and D5 (with D6 and D7). White's stone on D3 closes two mills at once, but it still takes only one stone, and Black's stones on A7, D7, G7, B6, D6 and F6 stand in mills, so they are protected: only G4 can go.
morris-lesson-2-outro = The protected stones on D6 and D7 survived, so Black closed D5-D6-D7. Every White stone stood in a mill then, so none was protected and Black could take E3. All stones are placed: you play White and move stones to neighbouring points from now on.

morris-lesson-3-title = Flying
morris-lesson-3-intro = White has only 4 stones left. Watch what happens when Black's mill takes one more: with exactly 3 stones, a player may fly a stone to any empty point, not just to a neighbouring one.
morris-lesson-3-outro = White flew from C3 all the way to G7 to stop the mill A7-D7-G7. Now Black has opened its mill to close it again on B2: you play White, so fly a stone there before Black can.

morris-lesson-4-title = Winning by blocking
morris-lesson-4-intro = Black's stones on A1, D1 and G1 are walled in; only the stone on D2 can still move. A player who cannot move loses, so watch White take away Black's last free points.
morris-lesson-4-outro = Black had to go to B2, and White's step into D2 left Black without a single legal move, so White wins with four Black stones still on the board. Start a new game and try to hem in the computer's stones the same way.

morris-lesson-5-title = The 200-move draw
morris-lesson-5-intro = 197 moves have been played, and the 200th move ends the game. Only a win on that last move (a seventh stone taken, or an opponent left without a move) would beat the draw; watch Black's last move close a mill and still not win.
morris-lesson-5-outro = Black's mill on move 200 took White's fifth stone, not the seventh, so the move limit made the game a draw. When a game nears 200 moves, only a win on or before the last move counts.
