#!/usr/bin/env python3
"""OpenSpiel's Monte Carlo tree search as a Nine Men's Morris bot of the
CodinGame protocol (RULES.md rules 9-13), for `referee arena`.

The bot keeps OpenSpiel's own game (`nine_mens_morris`) in step with the
referee's: it applies the opponent's last command, asks OpenSpiel's C++
MCTSBot (UCT, random rollouts, `--sims` simulations) for its move and,
after a mill, for the stone to take, and answers with the matching
command of the legal list. OpenSpiel numbers the 24 points row by row
from the top left (A7 = 0, ..., G1 = 23); a capture is its own action
there and part of the command here. If OpenSpiel's game and the
referee's ever disagree (it should not happen: both play the same
rules), the bot says so on stderr and plays the first legal command.

Usage: openspiel-morris-bot.py [--sims N] [--seed S] [--uct-c C]
(each game's seed comes from the clock unless --seed is given, so an
arena's games differ; it is printed on stderr to replay a game).
Needs `pip install open_spiel` (scripts/openspiel-morris.sh makes a venv).
"""
import argparse
import sys
import time

import pyspiel

POINTS = ["A7", "D7", "G7", "B6", "D6", "F6", "C5", "D5", "E5",
          "A4", "B4", "C4", "E4", "F4", "G4", "C3", "D3", "E3",
          "B2", "D2", "F2", "A1", "D1", "G1"]
INDEX = {name: i for i, name in enumerate(POINTS)}
N = len(POINTS)


def actions_of(command):
    """OpenSpiel's actions for one CodinGame command."""
    word, *fields = command.split(";")
    points = [INDEX[f] for f in fields]
    if word.startswith("PLACE"):
        actions = [points[0]]
        rest = points[1:]
    else:
        actions = [N + points[0] * N + points[1]]
        rest = points[2:]
    return actions + rest


def command_of(actions):
    """The CodinGame command of OpenSpiel's actions for one turn."""
    first, *take = actions
    if first < N:
        word, fields = "PLACE", [POINTS[first]]
    else:
        source, dest = divmod(first - N, N)
        word, fields = "MOVE", [POINTS[source], POINTS[dest]]
    if take:
        word += "&TAKE"
        fields.append(POINTS[take[0]])
    return ";".join([word] + fields)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sims", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=None,
                        help="the search's seed (default: from the clock, printed on stderr)")
    parser.add_argument("--uct-c", type=float, default=2.0)
    args = parser.parse_args()
    if args.seed is None:
        args.seed = time.time_ns() % 1_000_000_007
    game = pyspiel.load_game("nine_mens_morris")
    evaluator = pyspiel.RandomRolloutEvaluator(1, args.seed)
    bot = pyspiel.MCTSBot(game, evaluator, args.uct_c, args.sims, 1000, False, args.seed, False)
    state = game.new_initial_state()
    seat = int(input())
    for _ in range(int(input())):
        input()
    print(f"openspiel mcts: seat {seat}, {args.sims} simulations, seed {args.seed}",
          file=sys.stderr, flush=True)
    while True:
        try:
            last = input().strip()
        except EOFError:
            return
        input()  # the board line: OpenSpiel's own state holds it
        legal = [input().strip() for _ in range(int(input()))]
        if last != "-" and state.current_player() != seat:
            for action in actions_of(last):
                state.apply_action(action)
        answer = None
        if not state.is_terminal() and state.current_player() == seat:
            turn = []
            mine = state.clone()
            while not mine.is_terminal() and mine.current_player() == seat and len(turn) < 2:
                action = bot.step(mine)
                turn.append(action)
                mine.apply_action(action)
            command = command_of(turn)
            if command in legal:
                answer = command
                state = mine
        if answer is None:
            print(f"openspiel mcts: out of step with the referee after {last}; "
                  f"playing {legal[0]}", file=sys.stderr, flush=True)
            answer = legal[0]
            for action in actions_of(answer):
                state.apply_action(action)
        print(answer, flush=True)


if __name__ == "__main__":
    main()
