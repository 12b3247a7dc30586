#!/usr/bin/env python3
"""Checks a psyleague leaderboard against `referee arena` runs of the same
bots.

Usage: psyleague-compare.py LEADERBOARD ARENA_JSON... -- NAME=COMMAND... -- SPEC...

The i-th SPEC is the arena seat of the i-th NAME. The arena tells two bots
apart when, at a table of two, one wins at least 75% of their games, and
at a larger table when their mean scores are further apart than half
again the sum of their 95% intervals' half-widths (6 nimmt!'s scores are
cows: fewer is better): pairs a few league games can order. Every pair told apart must
be in the same order on the leaderboard, there must be at least as many
such pairs as bots less one, and psyleague must count no bot error.
"""
import itertools
import json
import sys

CLEAR_WIN_RATE = 0.75
CLEAR_GAP = 1.5


def main(argv):
    board_file, rest = argv[0], argv[1:]
    first = rest.index("--")
    second = rest.index("--", first + 1)
    arena_files, bots, specs = rest[:first], rest[first + 1:second], rest[second + 1:]
    names = {spec: bot.split("=", 1)[0] for spec, bot in zip(specs, bots)}
    board, errors = leaderboard(board_file)
    print("psyleague, best first:", ", ".join(board))
    assert sum(errors) == 0, f"psyleague counted bot errors: {errors}"
    apart = []
    for path in arena_files:
        run = json.load(open(path))
        apart += told_apart(run, names)
    assert len(apart) >= len(bots) - 1, f"the arena told only {len(apart)} pairs apart"
    for better, worse, why in apart:
        verdict = "ok" if board.index(better) < board.index(worse) else "WRONG"
        print(f"  {verdict}: {better} above {worse} ({why})")
    wrong = [(b, w) for b, w, _ in apart if board.index(b) > board.index(w)]
    assert not wrong, f"psyleague orders these pairs unlike the arena: {wrong}"
    print(f"ok: the {len(apart)} pairs the arena tells apart, in its order")


def leaderboard(path):
    """Bot names best first, and each row's error count."""
    board, errors = [], []
    for line in open(path):
        words = line.split()
        if len(words) > 2 and words[0].isdigit():
            board.append(words[1])
            errors.append(int(words[-1]))
    return board, errors


def told_apart(run, names):
    """(better, worse, why) for each pair of the run the arena tells apart."""
    players = run["players"]
    lower_better = run["game"] == "take5"
    pairs = []
    if len(players) == 2:
        for one, other in (players, players[::-1]):
            if one["win_rate"] >= CLEAR_WIN_RATE:
                why = f"wins {one['win_rate']:.0%} of {one['games']}"
                pairs.append((names[one["seat"]], names[other["seat"]], why))
        return pairs
    for one, other in itertools.permutations(players, 2):
        gap = one["mean_score"] - other["mean_score"]
        if lower_better:
            gap = -gap
        if gap > CLEAR_GAP * (one["score_ci95"] + other["score_ci95"]):
            why = f"mean {one['mean_score']:.1f} ± {one['score_ci95']:.1f} against {other['mean_score']:.1f} ± {other['score_ci95']:.1f}"
            pairs.append((names[one["seat"]], names[other["seat"]], why))
    return pairs


if __name__ == "__main__":
    main(sys.argv[1:])
