#!/usr/bin/env bash
# Installs what is missing (Rust target, trunk, wasm-bindgen-cli, npm tools,
# Debian chromium + chromium-driver, Debian firefox-esr) and runs every
# test, stopping at the first failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --browser

step() { printf '\n\033[1;32m==> %s\033[0m\n' "$*"; }

step "format"
cargo fmt --all --check

step "clippy (native)"
cargo clippy --all-targets --locked -- -D warnings

step "clippy (wasm32)"
cargo clippy --target wasm32-unknown-unknown --lib --bins --test 'wasm_*' --example wasm_engine_bench --locked -- -D warnings

step "unit and integration tests (native)"
cargo test --locked

step "psyleague (PyPI) plays leagues through referee cg; its leaderboard orders the bots as referee arena does"
scripts/psyleague-check.sh

step "UI component tests (wasm-bindgen-test in headless Chromium)"
cargo test --locked --target wasm32-unknown-unknown --test 'wasm_*'

step "release build (trunk)"
trunk build --release --offline

step "transfer sizes"
# The learner's first load: 340 KB, for a first visit to the home page, for
# one that opens on each game and for one that opens an invitation to a
# table on another device (the game's guest module). Each game's screen is its own module
# (the whole app with that game and its new-game form), so neither carries
# the other games; the page's own module carries none. Opening a game and
# playing a new game against its AI (the game's own AI worker, which
# carries neither the other games nor the coach): 500 KB in all. How the
# figures got here: docs/page-size.md.
scripts/transfer-size.sh dist 340 500

step "end-to-end tests (Playwright + Debian chromium, served from /sub/parlour/)"
node --test tests/e2e/

step "end-to-end tests in Firefox (puppeteer-core + Debian firefox-esr over WebDriver BiDi)"
node --test tests/firefox/
