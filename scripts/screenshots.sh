#!/usr/bin/env bash
# Makes the README's screenshots again: installs what is missing, builds
# the release build (the same dist/ the tests check) and photographs every
# game in progress at laptop and phone size into docs/ (scripts/screenshots.mjs).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --browser
cd "$PARLOUR_ROOT"
trunk build --release --offline
node scripts/screenshots.mjs
