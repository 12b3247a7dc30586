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
cargo clippy --target wasm32-unknown-unknown --lib --bin parlour --bin play_take5 --bin play_morris --bin play_fireworks --bin ai_worker --bin extras --bin studio --test 'wasm_*' --example wasm_engine_bench --locked -- -D warnings

step "unit and integration tests (native)"
cargo test --locked

step "UI component tests (wasm-bindgen-test in headless Chromium)"
cargo test --locked --target wasm32-unknown-unknown --test 'wasm_*'

step "release build (trunk)"
trunk build --release --offline

step "initial transfer size"
# The learner's first load: 340 KB, for a first visit to the home page and
# for one that opens on each game. Each game's screen is its own module
# (the whole app with that game), so neither carries the other games; the
# page's own module carries none. How the figure got here: docs/page-size.md.
scripts/transfer-size.sh dist 340

step "end-to-end tests (Playwright + Debian chromium, served from /sub/parlour/)"
node --test tests/e2e/

step "end-to-end tests in Firefox (puppeteer-core + Debian firefox-esr over WebDriver BiDi)"
node --test tests/firefox/
