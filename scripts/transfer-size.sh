#!/usr/bin/env bash
# Prints the gzip size of what a built app downloads and fails above two
# limits: each first visit (index.html and every .js, .wasm and .css file
# the page loads at once) within FIRST_KB, and the common path of a person
# who opens a game, starts a new game from its form and plays against an AI
# (that first visit and the game's AI worker) within PLAY_KB.
#
# Which wasm module the page starts depends on the address: the page's own
# (parlour-*: home, settings, header, no game) or, on an address that opens
# on a game, that game's (play_<id>.js and play_<id>_bg.wasm: the whole app
# with that game's screen and its new-game form). Each first visit, to the
# home page or to each game, is reckoned; the initial transfer is the home
# page's. A game's AI worker (ai_<id>*: its AIs, share codes and game
# files), started once its table is on screen, is the rest of the common
# path. An invitation's address starts the game's guest module
# (guest_<id>*: only the guest's page) instead: that first visit is held to
# FIRST_KB too. Counted apart: the table modules (table_<id>*: the game's
# app with the host's side of remote play), fetched when a table with seats
# on other devices first opens; offline.js and sw.js, which boot.js imports only
# after the app has started (offline.js registers the service worker,
# whose precache then downloads the rest of the build in the background);
# the extras module (extras*: rules pages, lessons, settings, the coach's
# pages, the bot protocol; with coach.css, the coach's pages' style
# sheet), fetched the first time one of them opens; the coach's worker
# (coach*, but coach.css: reviews, hints, ratings), started for each of
# its tasks; and the lesson studio's module (studio*: its wasm, glue and
# styles), fetched the first time a teacher opens the studio.
# Usage: scripts/transfer-size.sh DIST_DIR FIRST_KB PLAY_KB
set -euo pipefail
dist="$1"
limit_kb="$2"
play_limit_kb="$3"
total=0
page=0
declare -A games=()
declare -A workers=()
declare -A tables=()
declare -A guests=()
coach=0
offline=0
extras=0
studio=0
while IFS= read -r -d '' file; do
  size=$(gzip -9 -c "$file" | wc -c)
  name="${file#"$dist"/}"
  case "$name" in
    ai_*)
      game="${name#ai_}"
      game="${game%%[_.]*}"
      printf '  %-48s %8d bytes gzip (the AI worker of %s, once its table is on screen)\n' "$name" "$size" "$game"
      workers[$game]=$(( ${workers[$game]:-0} + size ))
      ;;
    coach.css)
      printf '  %-48s %8d bytes gzip (the coach'"'"'s pages'"'"' style sheet, linked by the extras module)\n' "$name" "$size"
      extras=$((extras + size))
      ;;
    coach*)
      printf '  %-48s %8d bytes gzip (the coach'"'"'s worker, for a review, hint or rating)\n' "$name" "$size"
      coach=$((coach + size))
      ;;
    extras*)
      printf '  %-48s %8d bytes gzip (the extras module, when a part first opens)\n' "$name" "$size"
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
    table_*)
      game="${name#table_}"
      game="${game%%[_.]*}"
      printf '  %-48s %8d bytes gzip (the app with %s and its host'"'"'s remote play, when first used)\n' "$name" "$size" "$game"
      tables[$game]=$(( ${tables[$game]:-0} + size ))
      ;;
    guest_*)
      game="${name#guest_}"
      game="${game%%[_.]*}"
      printf '  %-48s %8d bytes gzip (the guest'"'"'s page of %s, on a first visit to an invitation)\n' "$name" "$size" "$game"
      guests[$game]=$(( ${guests[$game]:-0} + size ))
      ;;
    play_*)
      game="${name#play_}"
      game="${game%%[_.]*}"
      printf '  %-48s %8d bytes gzip (the app with %s, on a first visit to it)\n' "$name" "$size" "$game"
      games[$game]=$(( ${games[$game]:-0} + size ))
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
kb() { echo $(( ($1 + 1023) / 1024 )); }
over=0
for game in $(printf '%s\n' "${!games[@]}" | LC_ALL=C sort); do
  [ -n "${workers[$game]:-}" ] || { echo "no AI worker (ai_${game}*) for ${game}" >&2; exit 1; }
  first=$((total + games[$game]))
  play=$((first + workers[$game]))
  echo "a first visit that opens on ${game}: $(kb "$first") KB gzip (limit ${limit_kb} KB); with a new game against its AI: $(kb "$play") KB gzip (limit ${play_limit_kb} KB)"
  if [ "$(kb "$first")" -gt "$limit_kb" ]; then
    echo "a first visit that opens on ${game} is over the ${limit_kb} KB limit" >&2
    over=1
  fi
  if [ "$(kb "$play")" -gt "$play_limit_kb" ]; then
    echo "a new game of ${game} against its AI is over the ${play_limit_kb} KB limit" >&2
    over=1
  fi
  [ -n "${tables[$game]:-}" ] || { echo "no table module (table_${game}*) for ${game}" >&2; exit 1; }
  [ -n "${guests[$game]:-}" ] || { echo "no guest module (guest_${game}*) for ${game}" >&2; exit 1; }
  invited=$((total + guests[$game]))
  echo "remote play of ${game}: a first visit that opens an invitation $(kb "$invited") KB gzip (limit ${limit_kb} KB); a host who started on the game's page fetches $(kb "${tables[$game]}") KB more when a table with seats on other devices opens"
  if [ "$(kb "$invited")" -gt "$limit_kb" ]; then
    echo "a first visit that opens an invitation to ${game} is over the ${limit_kb} KB limit" >&2
    over=1
  fi
done
total=$((total + page))
echo "initial transfer: $(kb "$total") KB gzip (limit ${limit_kb} KB); offline play: $(kb "$offline") KB gzip; the extras module: $(kb "$extras") KB gzip; the coach's worker: $(kb "$coach") KB gzip; lesson studio: $(kb "$studio") KB gzip"
if [ "$(kb "$total")" -gt "$limit_kb" ]; then
  echo "initial transfer is over the ${limit_kb} KB limit" >&2
  exit 1
fi
exit "$over"
