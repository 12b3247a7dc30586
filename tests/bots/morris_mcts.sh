#!/bin/sh
# The Monte Carlo tree search Nine Men's Morris bot (examples/morris_mcts.rs)
# as a referee `cmd:` seat: execs the release build with this script's
# arguments (--sims N, --seed S, --c F, --verbose).
#
# If the binary is missing it is built first with
#   cargo build --release --example morris_mcts --quiet
# which takes a minute or more, longer than a bot's first answer may take:
# build it before an arena. A binary older than its source is NOT rebuilt.
# Example:
#   target/release/referee arena morris --games 20 --duplicate --jobs 1 \
#     --time-scale 4 --seat ai:hard --seat 'cmd:tests/bots/morris_mcts.sh --sims 2000'
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
bin="${CARGO_TARGET_DIR:-$root/target}/release/examples/morris_mcts"
if [ ! -x "$bin" ]; then
    (cd "$root" && cargo build --release --example morris_mcts --quiet) >&2
fi
exec "$bin" "$@"
