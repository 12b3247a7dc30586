#!/usr/bin/env bash
# Nine Men's Morris against OpenSpiel (PyPI open_spiel 2.0.2, its C++ code
# through pyspiel). Benchmarks, not tests: docs/morris.md has the figures.
#
#   scripts/openspiel-morris.sh arena [DEALS] [SIMS] [FIRST SEED]
#     hard against OpenSpiel's MCTSBot (scripts/openspiel-morris-bot.py)
#     in `referee arena`: DEALS deals (default 10), each played with both
#     colours; SIMS simulations a move (default 10,000); seeds from 9000.
#     The bot gets 400 × the protocol's 50 ms (--time-scale 400, no limit
#     in practice); hard keeps its own 40 ms.
#   scripts/openspiel-morris.sh playouts [GAMES] [RUNS]
#     random playouts, in turn: OpenSpiel's C++ loop
#     (scripts/openspiel-morris-playouts.py), `referee bench morris` (the
#     game interface) and `referee bench morris --core` (the position
#     core); GAMES each (default 20,000), RUNS times (default 3).
#
# The venv lives in $CARGO_TARGET_DIR (or target/)/openspiel-venv.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
target=${CARGO_TARGET_DIR:-$root/target}
venv=$target/openspiel-venv
mode=${1:-}
shift || true

if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c 'import pyspiel' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "open_spiel==2.0.2"
fi
cargo build --quiet --release --locked --bin referee
referee=$target/release/referee

case $mode in
  arena)
    deals=${1:-10} sims=${2:-10000} seed=${3:-9000}
    "$referee" arena morris --seat ai:hard \
      --seat "cmd:$venv/bin/python $root/scripts/openspiel-morris-bot.py --sims $sims" \
      --games "$deals" --duplicate --jobs 1 --time-scale 400 --seed "$seed"
    ;;
  playouts)
    games=${1:-20000} runs=${2:-3}
    for run in $(seq 1 "$runs"); do
      "$venv/bin/python" "$root/scripts/openspiel-morris-playouts.py" "$games" "$run"
      "$referee" bench morris --games "$games" --seed "$run"
      "$referee" bench morris --core --games "$games" --seed "$run"
    done
    ;;
  *)
    echo "usage: $0 arena [DEALS] [SIMS] [FIRST SEED] | playouts [GAMES] [RUNS]" >&2
    exit 2
    ;;
esac
