#!/usr/bin/env bash
# Prints the gzip size of the initial transfer of a built app (index.html
# and every .js, .wasm and .css file the page loads) and fails above a
# limit. The AI worker's files (ai_worker*), fetched after the first
# paint, are listed and counted apart; so are offline.js and sw.js, which
# boot.js imports only after the app has started (offline.js registers the
# service worker, whose precache then downloads the rest of the build in the
# background). The extras module (extras*: the rules pages and the
# new-game form), fetched the first time one of them opens, is counted
# apart too, and so is the lesson studio's module (studio*: its wasm, glue,
# bridge and styles), fetched the first time a teacher opens the studio.
# Usage: scripts/transfer-size.sh DIST_DIR LIMIT_KB
set -euo pipefail
dist="$1"
limit_kb="$2"
total=0
worker=0
offline=0
extras=0
studio=0
while IFS= read -r -d '' file; do
  size=$(gzip -9 -c "$file" | wc -c)
  name="${file#"$dist"/}"
  case "$name" in
    ai_worker*)
      printf '  %-48s %8d bytes gzip (AI worker, after the first paint)\n' "$name" "$size"
      worker=$((worker + size))
      ;;
    extras*)
      printf '  %-48s %8d bytes gzip (rules and new-game form, when first opened)\n' "$name" "$size"
      extras=$((extras + size))
      ;;
    studio* | *-studio.css)
      printf '  %-48s %8d bytes gzip (lesson studio, when first opened)\n' "$name" "$size"
      studio=$((studio + size))
      ;;
    offline.js | sw.js)
      printf '  %-48s %8d bytes gzip (offline play, after the first paint)\n' "$name" "$size"
      offline=$((offline + size))
      ;;
    *)
      printf '  %-48s %8d bytes gzip\n' "$name" "$size"
      total=$((total + size))
      ;;
  esac
done < <(find "$dist" -maxdepth 1 -type f \( -name '*.html' -o -name '*.js' -o -name '*.wasm' -o -name '*.css' \) -print0 | sort -z)
kb=$(( (total + 1023) / 1024 ))
worker_kb=$(( (worker + 1023) / 1024 ))
offline_kb=$(( (offline + 1023) / 1024 ))
extras_kb=$(( (extras + 1023) / 1024 ))
studio_kb=$(( (studio + 1023) / 1024 ))
echo "initial transfer: ${kb} KB gzip (limit ${limit_kb} KB); AI worker: ${worker_kb} KB gzip; offline play: ${offline_kb} KB gzip; rules and new-game form: ${extras_kb} KB gzip; lesson studio: ${studio_kb} KB gzip"
if [ "$kb" -gt "$limit_kb" ]; then
  echo "initial transfer is over the ${limit_kb} KB limit" >&2
  exit 1
fi
