#!/usr/bin/env bash
# psyleague (PyPI) plays short leagues through `referee cg`, and its
# leaderboard must order the bots as `referee arena` does: every pair of
# bots the arena tells apart (scripts/psyleague-compare.py says how) is in
# the same order on psyleague's leaderboard.
#
# Leagues: 6 nimmt! at 2 and at 4 players (psyleague names at most 4 bots
# a game), Fireworks (CodinGame, 4 players), Morris. Bots: the built-in
# AIs as `referee bot` processes and tests/bots/simple.py, a plain Python
# bot. About a minute in all; `-d time-scale=5` gives a debug build
# room. The venv lives in $CARGO_TARGET_DIR (or target/)/psyleague-venv.
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

# league NAME PLAYERS GAMES ARENA_DEALS "REFEREE ARGS" BOT=COMMAND...
league() {
  local name=$1 players=$2 games=$3 arena_deals=$4 args=$5
  shift 5
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
  for bot in "$@"; do
    local bot_name=${bot%%=*} command=${bot#*=}
    printf '#!/bin/sh\nexec %s\n' "$command" >"$dir/src/$bot_name.sh"
    (cd "$dir" && "$venv/bin/psyleague" bot add "$bot_name" -s "src/$bot_name.sh" >/dev/null)
  done
  echo "== $name: psyleague plays $games games"
  (cd "$dir" && timeout 300 "$venv/bin/psyleague" run -g "$games" -s)
  (cd "$dir" && "$venv/bin/psyleague" show) | tee "$dir/leaderboard.txt"
  echo "== $name: referee arena"
  # The arena plays the same bots in-process (`ai:<level>` is the player
  # `referee bot` runs) on deals each seating plays (--duplicate): every
  # pair for a league of two, the whole league at a table of more.
  local specs=() spec
  for bot in "$@"; do
    local command=${bot#*=}
    if [[ $command == "$referee bot "* ]]; then spec="ai:${command##* }"; else spec="cmd:$command"; fi
    specs+=("$spec")
  done
  local arena_args runs=()
  read -r -a arena_args <<<"$args"
  arena() {
    local out=$dir/arena-${#runs[@]}.json seats=()
    for spec in "$@"; do seats+=(--seat "$spec"); done
    "$referee" arena "${arena_args[@]}" --games "$arena_deals" --duplicate --seed 1 \
      --time-scale 5 --json "${seats[@]}" >"$out"
    runs+=("$out")
  }
  if ((players == 2)); then
    local i j
    for ((i = 0; i < ${#specs[@]}; i++)); do
      for ((j = i + 1; j < ${#specs[@]}; j++)); do arena "${specs[i]}" "${specs[j]}"; done
    done
  else
    arena "${specs[@]}"
  fi
  python3 "$root/scripts/psyleague-compare.py" "$dir/leaderboard.txt" "${runs[@]}" -- "$@" \
    -- "${specs[@]}"
}

bot() { echo "$referee bot $*"; }
simple() { echo "python3 $root/tests/bots/simple.py $1"; }

league take5-2 2 24 8 "take5" "hard=$(bot take5 hard@10)" "easy=$(bot take5 easy)" \
  "medium=$(bot take5 medium)" "simple=$(simple take5)"
# psyleague 0.4.1 names only %P1% to %P4% in cmd_play_game (its
# play_games loops over range(4)): the table of many is one of 4.
league take5-4 4 20 6 "take5" "hard=$(bot take5 hard@10)" "easy=$(bot take5 easy)" \
  "medium=$(bot take5 medium)" "simple=$(simple take5)"
league fireworks 4 10 6 "fireworks" "hat=$(bot fireworks hat)" "medium=$(bot fireworks medium)" \
  "easy=$(bot fireworks easy)" "simple=$(simple fireworks)"
league morris 2 24 8 "morris" "hard=$(bot morris hard@10)" "easy=$(bot morris easy)" \
  "medium=$(bot morris medium)" "simple=$(simple morris)"
echo "psyleague: every league orders its bots as referee arena does"
