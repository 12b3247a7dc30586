#!/usr/bin/env bash
# psyleague (PyPI) plays short leagues through `referee cg`, and its
# leaderboard must order the bots as `referee arena` does: for each league,
# the bot arena scores best ranks above the one it scores worst.
#
# Leagues: 6 nimmt! at 2 and at 4 players (psyleague names at most 4
# bots a game), Fireworks (CodinGame, 4 players), Morris. Bots: the built-in AIs as `referee bot` processes and
# tests/bots/simple.py, a plain Python bot. A few games each (under a
# minute of games in all); `-d time-scale=5` gives a debug build room.
# The venv lives in $CARGO_TARGET_DIR (or target/)/psyleague-venv.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
target=${CARGO_TARGET_DIR:-$root/target}
venv=$target/psyleague-venv
work=$target/psyleague-check
psyleague_version=0.4.1

if [[ ! -x $venv/bin/psyleague ]]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "psyleague==$psyleague_version"
fi
cargo build --quiet --locked --bin referee
referee=$target/debug/referee
rm -rf "$work" && mkdir -p "$work"

# league NAME PLAYERS GAMES "REFEREE ARGS" BOT=COMMAND...
league() {
  local name=$1 players=$2 games=$3 args=$4
  shift 4
  local dir=$work/$name
  mkdir -p "$dir/src"
  cat >"$dir/psyleague.cfg" <<EOF
version = "$psyleague_version"
n_workers = 2
n_players = $players
mm_min_matches = $games
mm_min_matches_preference = 1.0
date_format = "%Y/%m/%d %H:%M:%S"
leaderboard = "POS,NAME,SCORE.2,GAMES,MU.3,SIGMA.3,ERRORS"
model = "trueskill"
draw_prob = 0.0001
tau = 0.00025
dir_bots = "bots"
cmd_bot_setup = "cp %SRC% %DIR%/%NAME%.sh && chmod +x %DIR%/%NAME%.sh"
cmd_play_game = "python3 $root/scripts/cg-play-game.py '$referee cg $args -d time-scale=5' %DIR%/%ALL_PLAYERS%.sh"
file_log = "psyleague.log"
file_msg = "psyleague.msg"
file_db = "psyleague.db"
file_games = "psyleague.games"
EOF
  local seats=()
  for bot in "$@"; do
    local bot_name=${bot%%=*} command=${bot#*=}
    printf '#!/bin/sh\nexec %s\n' "$command" >"$dir/src/$bot_name.sh"
    (cd "$dir" && "$venv/bin/psyleague" bot add "$bot_name" -s "src/$bot_name.sh" >/dev/null)
    seats+=(--seat "cmd:$command")
  done
  echo "== $name: psyleague plays $games games"
  (cd "$dir" && timeout 300 "$venv/bin/psyleague" run -g "$games" -s)
  (cd "$dir" && "$venv/bin/psyleague" show) | tee "$dir/leaderboard.txt"
  echo "== $name: referee arena"
  local arena_args
  read -r -a arena_args <<<"$args"
  "$referee" arena "${arena_args[@]}" --games 4 --seed 1 --time-scale 5 --json \
    "${seats[@]:0:$((2 * players))}" >"$dir/arena.json"
  python3 - "$dir" "$@" <<'PY'
import json, sys
directory, bots = sys.argv[1], [b.split("=", 1) for b in sys.argv[2:]]
names = {f"cmd:{command}": name for name, command in bots}
arena = json.load(open(f"{directory}/arena.json"))
order = arena["players"]
lower_better = arena["game"] == "take5"
ranked = sorted(order, key=lambda p: p["mean_score"], reverse=not lower_better)
best, worst = names[ranked[0]["seat"]], names[ranked[-1]["seat"]]
print("arena, best first:", ", ".join(f'{names[p["seat"]]} {p["mean_score"]:.1f}' for p in ranked))
board = []
for line in open(f"{directory}/leaderboard.txt"):
    words = line.split()
    if len(words) > 2 and words[0].isdigit():
        board.append(words[1])
print("psyleague, best first:", ", ".join(board))
errors = [int(line.split()[-1]) for line in open(f"{directory}/leaderboard.txt") if line.split()[:1] and line.split()[0].isdigit()]
assert sum(errors) == 0, f"psyleague counted bot errors: {errors}"
assert board.index(best) < board.index(worst), f"psyleague ranks {worst} above {best}"
print(f"ok: {best} above {worst}, as in the arena")
PY
}

bot() { echo "$referee bot $*"; }
simple() { echo "python3 $root/tests/bots/simple.py $1"; }

# The arena plays the first bots of a league, one a seat.
league take5-2 2 10 "take5" "hard=$(bot take5 hard@25)" "easy=$(bot take5 easy)" \
  "medium=$(bot take5 medium)" "simple=$(simple take5)"
# psyleague 0.4.1 names only %P1% to %P4% in cmd_play_game (its
# play_games loops over range(4)): the table of many is one of 4.
league take5-4 4 6 "take5" "hard=$(bot take5 hard@25)" "easy=$(bot take5 easy)" \
  "medium=$(bot take5 medium)" "simple=$(simple take5)" "highest=$(bot take5 highest)"
league fireworks 4 6 "fireworks" "hat=$(bot fireworks hat)" "medium=$(bot fireworks medium)" \
  "easy=$(bot fireworks easy)" "simple=$(simple fireworks)"
league morris 2 10 "morris" "hard=$(bot morris hard)" "easy=$(bot morris easy)" \
  "medium=$(bot morris medium)" "simple=$(simple morris)"
echo "psyleague: every league orders its bots as referee arena does"
