#!/usr/bin/env bash
# Installs whatever parlour's build and tests need and is missing, then
# exports PATH so the right versions are found first. Source it:
#   source scripts/setup.sh [--browser]
# --browser also installs Debian's chromium and chromium-driver, and
# Debian's firefox-esr (the tests' second browser), for the tests.
# Every step checks first, so a second run does nothing but check.

set -euo pipefail
PARLOUR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
TOOLCHAIN="1.95.0"

say() { printf '\033[1;34m[setup]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  say "installing Debian packages: $*"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_rust() {
  command -v rustup >/dev/null || { echo "rustup is required (Rust $TOOLCHAIN)" >&2; exit 1; }
  if ! rustup toolchain list | grep -q "^$TOOLCHAIN"; then
    say "installing Rust $TOOLCHAIN"
    rustup toolchain install "$TOOLCHAIN" --profile minimal -c rustfmt -c clippy
  fi
  if ! rustup target list --installed --toolchain "$TOOLCHAIN" | grep -q wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown --toolchain "$TOOLCHAIN"
  fi
  for component in rustfmt clippy; do
    if ! rustup component list --installed --toolchain "$TOOLCHAIN" | grep -q "^$component"; then
      rustup component add "$component" --toolchain "$TOOLCHAIN"
    fi
  done
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (0.22 needs a newer rustc)"
    cargo install trunk --version "=$TRUNK_VERSION" --locked
  fi
}

ensure_wasm_bindgen() {
  local want
  want=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' "$PARLOUR_ROOT/Cargo.lock")
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $want" ] ||
     ! command -v wasm-bindgen-test-runner >/dev/null; then
    # Without --locked: one of its pinned dependencies is gone from the registry.
    say "installing wasm-bindgen-cli $want (must equal Cargo.lock)"
    cargo install wasm-bindgen-cli --version "=$want"
  fi
}

ensure_node_tools() {
  if ! command -v npm >/dev/null; then apt_install nodejs npm; fi
  local stamp="$PARLOUR_ROOT/scripts/node_modules/.installed-lock"
  if ! cmp -s "$PARLOUR_ROOT/scripts/package-lock.json" "$stamp" 2>/dev/null; then
    say "installing npm tools (binaryen's wasm-opt, terser, playwright-core, puppeteer-core, axe-core)"
    npm ci --prefix "$PARLOUR_ROOT/scripts" --no-audit --no-fund --loglevel=error
    cp "$PARLOUR_ROOT/scripts/package-lock.json" "$stamp"
  fi
}

ensure_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    apt_install chromium chromium-driver
  fi
}

# Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
# (tests/firefox/). Playwright needs its own patched Firefox build, which
# cannot be downloaded here; puppeteer-core drives a stock one and never
# downloads a browser.
ensure_firefox() {
  if ! command -v firefox-esr >/dev/null; then
    apt_install firefox-esr
  fi
}

# Python 3 with venv (ensurepip): scripts/psyleague-check.sh makes a venv.
ensure_python_venv() {
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    apt_install python3 python3-venv
  fi
}

export PATH="$PARLOUR_ROOT/scripts/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
cd "$PARLOUR_ROOT"
ensure_rust
ensure_node_tools
ensure_trunk
ensure_wasm_bindgen
ensure_python_venv
if [ "${1:-}" = "--browser" ]; then
  ensure_browser
  ensure_firefox
fi
cargo fetch --quiet
say "ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | awk '{print $3}')"
