#!/usr/bin/env python3
"""One game through a CodinGame-style referee, for psyleague's
`cmd_play_game` and CG Arena's command referee (`play_match`).

Usage: cg-play-game.py "REFEREE COMMAND" [--seed N] [--log FILE] BOT_COMMAND...

Runs `REFEREE COMMAND -p1 BOT1 -p2 BOT2 ... -d seed=N -l LOG` (e.g.
`referee cg take5 -d preset=codingame`), reads the JSON log the way the
stock wrappers of both tools do (the `scores` keyed "0", "1", ...; a
negative score is a failed bot; `[TDATA] key = value` and `[PDATA] key =
value` lines of a bot's stderr, in the log's `errors`, become data), and
prints one JSON object with what each tool reads (--log keeps the log,
CG Arena's {REPLAY_PATH}): `ranks` (0 = best,
ties share), `errors`, `scores`, psyleague's `test_data` and
`player_data`, CG Arena's `attributes`.
"""
import json
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

DATA = re.compile(r"\[(T|P)DATA\](?:\[(\d+)\])?\s*(\w+)\s*=\s*(.+)", re.IGNORECASE)


def main(argv):
    referee, rest = argv[0], argv[1:]
    seed = random.randrange(2**31)
    keep = None
    while rest[:1] in (["--seed"], ["--log"]):
        if rest[0] == "--seed":
            seed = int(rest[1])
        else:
            keep = rest[1]
        rest = rest[2:]
    unnamed = [bot for bot in rest if "%P" in bot]
    if unnamed:
        sys.exit(f"cg-play-game: a bot was not named: {unnamed[0]} (psyleague names %P1% to %P4%)")
    handle, log_path = tempfile.mkstemp(prefix="cg-log-", suffix=".json")
    os.close(handle)
    players = "".join(f" -p{i} {shlex.quote(bot)}" for i, bot in enumerate(rest, 1))
    command = f"{referee}{players} -d seed={seed} -l {shlex.quote(log_path)}"
    try:
        played = subprocess.run(command, shell=True, stdout=subprocess.DEVNULL)
        if played.returncode != 0:
            sys.exit(f"cg-play-game: the referee failed (exit {played.returncode}): {command}")
        with open(log_path) as f:
            log = json.load(f)
        if keep:
            os.replace(log_path, keep)
    finally:
        if os.path.exists(log_path):
            os.remove(log_path)
    scores = [int(log["scores"][str(i)]) for i in range(len(rest))]
    result = {
        "ranks": [sum(other > score for other in scores) for score in scores],
        "errors": [int(score < 0) for score in scores],
        "scores": scores,
        "test_data": {"seed": seed},
        "player_data": [{} for _ in rest],
        "attributes": [],
    }
    for player in range(len(rest)):
        for text in log["errors"][str(player)]:
            for line in (text or "").splitlines():
                match = DATA.match(line.strip())
                if not match:
                    continue
                kind, turn, key, value = match.groups()
                if kind.upper() == "T":
                    result["test_data"][key] = value
                else:
                    result["player_data"][player][key] = value
                result["attributes"].append({
                    "name": key,
                    "player": player if kind.upper() == "P" else None,
                    "turn": int(turn) if turn else None,
                    "value": value,
                })
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
