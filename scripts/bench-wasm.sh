#!/usr/bin/env bash
# Compares the engine loop's speed natively and as wasm in headless Chromium:
# uniformly random playouts of Nine Men's Morris (engine::bench, the loop of
# `referee bench morris`), the same games (same count, same seed) on both
# sides. Builds what it needs in release mode (offline), then prints games,
# moves, games/s and moves/s of each side and the wasm/native ratio.
# Usage: scripts/bench-wasm.sh [--games N] [--seed S] [--runs R]
# (defaults: 100000 games, seed 0, best of 3 alternating runs per side).
# Not part of scripts/test.sh: it measures, it does not test.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --browser

target_dir="${CARGO_TARGET_DIR:-$PARLOUR_ROOT/target}"
pkg="$target_dir/bench-wasm"
note() { printf '\033[1;34m[bench-wasm]\033[0m %s\n' "$*" >&2; }

note "building the referee (native, release)"
cargo build --release --offline --locked --bin referee
note "building the engine benchmark for wasm32 (release) and its JS bindings"
cargo build --release --offline --locked --target wasm32-unknown-unknown --example wasm_engine_bench
wasm-bindgen --target web --no-typescript --out-dir "$pkg" \
  "$target_dir/wasm32-unknown-unknown/release/examples/wasm_engine_bench.wasm"

note "running (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
node "$PARLOUR_ROOT/scripts/bench-wasm.mjs" --referee "$target_dir/release/referee" --pkg "$pkg" "$@"
