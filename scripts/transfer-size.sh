#!/usr/bin/env bash
# Prints the gzip size of the initial transfer of a built app (index.html
# and every .js, .wasm and .css file the page loads) and fails above a
# limit. Which wasm module the page starts depends on the address: the
# page's own (parlour-*: home, settings, header, no game) or, on an address
# that opens on a game, that game's (play_<id>.js and play_<id>_bg.wasm:
# the whole app with that game's screen). Each first visit, to the home
# page or to each game, is reckoned and checked against the limit; the
# initial transfer is the home page's. A game's bridge (play-<id>-bridge.js)
# is fetched only when another module hands the page to the game. The AI
# worker's files (ai_worker*), fetched after the first paint, are listed
# and counted apart; so are offline.js and sw.js, which
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
page=0
declare -A games=()
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
    parlour-*)
      printf '  %-48s %8d bytes gzip (the page'"'"'s module, on a first visit to a page with no game)\n' "$name" "$size"
      page=$((page + size))
      ;;
    play_*)
      game="${name#play_}"
      game="${game%%[_.]*}"
      printf '  %-48s %8d bytes gzip (the app with %s, on a first visit to it)\n' "$name" "$size" "$game"
      games[$game]=$(( ${games[$game]:-0} + size ))
      ;;
    play-*-bridge.js)
      printf '  %-48s %8d bytes gzip (handing the page to a game)\n' "$name" "$size"
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
[ "$page" -gt 0 ] || { echo "no page module (parlour-*) in $dist" >&2; exit 1; }
[ "${#games[@]}" -gt 0 ] || { echo "no game module (play_<id>*) in $dist" >&2; exit 1; }
over=0
for game in $(printf '%s\n' "${!games[@]}" | LC_ALL=C sort); do
  game_kb=$(( (total + games[$game] + 1023) / 1024 ))
  echo "a first visit that opens on ${game}: ${game_kb} KB gzip (limit ${limit_kb} KB)"
  if [ "$game_kb" -gt "$limit_kb" ]; then
    echo "a first visit that opens on ${game} is over the ${limit_kb} KB limit" >&2
    over=1
  fi
done
total=$((total + page))
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
exit "$over"
