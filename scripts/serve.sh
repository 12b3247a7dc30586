#!/usr/bin/env bash
# Installs what is missing, builds the app as it ships (release: the page
# built for size, the AI worker for speed) and serves it at
# http://127.0.0.1:8080 (Ctrl-C stops it). A change to the sources
# rebuilds it (a release build takes a minute or two on two cores).
#   scripts/serve.sh --debug   a debug build instead: rebuilt in seconds,
#                              but its AIs search far less in their time.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
release=(--release)
if [ "${1:-}" = "--debug" ]; then release=(); fi
exec trunk serve "${release[@]}" --offline --enable-cooldown --address 127.0.0.1 --port "${PORT:-8080}"
