#!/usr/bin/env bash
# Hard against OpenSpiel's Monte Carlo tree search (PyPI open_spiel, its
# C++ MCTSBot through scripts/openspiel-morris-bot.py) in `referee arena`.
# A benchmark, not a test: docs/morris.md has the figures.
#
# Usage: scripts/openspiel-morris.sh [DEALS] [SIMS] [FIRST SEED]
#   (defaults 10 deals, each played with both colours; 10,000 simulations;
#   seed 9000). The bot gets 60 × the protocol's 50 ms (--time-scale 60);
#   hard keeps its own 40 ms. The venv lives in
#   $CARGO_TARGET_DIR (or target/)/openspiel-venv.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
target=${CARGO_TARGET_DIR:-$root/target}
venv=$target/openspiel-venv
deals=${1:-10}
sims=${2:-10000}
seed=${3:-9000}

if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c 'import pyspiel' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "open_spiel==2.0.2"
fi
cargo build --quiet --release --locked --bin referee
"$target/release/referee" arena morris --seat ai:hard \
  --seat "cmd:$venv/bin/python $root/scripts/openspiel-morris-bot.py --sims $sims" \
  --games "$deals" --duplicate --jobs 1 --time-scale 60 --seed "$seed"
