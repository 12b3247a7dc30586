#!/usr/bin/env bash
# Installs what is missing, builds the app and serves it at
# http://127.0.0.1:8080 (Ctrl-C stops it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
exec trunk serve --offline --address 127.0.0.1 --port "${PORT:-8080}"
