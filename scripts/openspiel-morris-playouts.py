#!/usr/bin/env python3
"""OpenSpiel's own C++ random playouts of Nine Men's Morris, timed.

pyspiel does not expose its rollout loop by itself, so this times an MCTS
bot of one simulation whose leaf evaluator plays N uniformly random
playouts (RandomRolloutEvaluator: Clone, LegalActions, ApplyAction in
C++, to the end of the game) from the position after one placement; the
one tree step around them is negligible beside N playouts.

Usage: openspiel-morris-playouts.py [N] [SEED]  (one line, games/s)
"""
import sys
import time

import pyspiel

games = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
game = pyspiel.load_game("nine_mens_morris")
evaluator = pyspiel.RandomRolloutEvaluator(games, seed)
bot = pyspiel.MCTSBot(game, evaluator, 2.0, 1, 1000, False, seed, False)
start = time.perf_counter()
bot.step(game.new_initial_state())
elapsed = time.perf_counter() - start
print(f"openspiel nine_mens_morris: {games} random playouts in {elapsed:.3f} s: "
      f"{games / elapsed:.0f} games/s")
