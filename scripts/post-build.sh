#!/bin/sh
# Trunk post-build hook, run on the staging dir (TRUNK_STAGING_DIR) after
# every build. Fails the build, loudly, rather than ship a broken app.
#
# 1. Lists the games that have a module of their own on the boot script's
#    tag (`data-parlour-games`, from the play_<id>_bg.wasm files), so
#    boot.js starts a game's module instead of the page's when the address
#    opens on that game, and checks that each has its table module (the
#    host's remote play, table_<id>_bg.wasm), its guest module (an
#    invitation's page, guest_<id>_bg.wasm) and its AI worker (the ai_<id>_loader.js the
#    app starts), and that the coach's worker is there.
# 2. Checks that every file the page, boot.js, offline.js, the manifest and
#    the workers' loaders name (`./file`) is in the build.
# 3. Minifies the JavaScript glue wasm-bindgen writes for the ES modules
#    (the page's, the games' play, table and guest modules, the extras
#    module's and the studio's), in a release build: Trunk's own minifier
#    cannot read an ES module's glue and leaves it whole (the workers'
#    classic scripts it does minify).
#    terser from scripts/node_modules; top-level names mangled, exports kept.
# 4. Writes each language's catalog, locales/<code>.ftl: every
#    src/**/locales/<code>.ftl in path order, one after another (the page
#    fetches French or German when chosen; English is built into the code),
#    unless the dir has them already (the hook running again on a build).
# 5. Writes the service worker's precache list into the copied sw.js: every
#    file of the build but sw.js itself with its SHA-256, and the build's
#    version, the first 16 hex digits of a SHA-256 over every file's name
#    and contents (sw.js without that line included, so a change to the
#    service worker's code is a new version too). The line keeps its marker, so the hook can run again
#    on a built dir (the e2e update test does: it changes a copy of dist/ and
#    re-runs this script with TRUNK_STAGING_DIR pointing at the copy); on an
#    unchanged dir it writes the same line again.
set -eu
dir="${TRUNK_STAGING_DIR:?run by trunk, or with TRUNK_STAGING_DIR set}"
fail() {
  echo "post-build: $*" >&2
  exit 1
}

# 1. The games' modules and workers.
page="$dir/index.html"
grep -q 'data-parlour-js=' "$page" || fail "no boot script tag in $page"
games=$(cd "$dir" && ls play_*_bg.wasm 2>/dev/null | sed 's/^play_\(.*\)_bg\.wasm$/\1/' | LC_ALL=C sort | tr '\n' ' ')
games="${games% }"
[ -n "$games" ] || fail "no game screen module (play_<id>_bg.wasm) in $dir"
loaders="coach_loader.js"
for game in $games; do
  [ -f "$dir/play_$game.js" ] || fail "no play_$game.js for play_${game}_bg.wasm"
  [ -f "$dir/table_${game}_bg.wasm" ] || fail "no table module (table_${game}_bg.wasm) for $game"
  [ -f "$dir/guest_${game}_bg.wasm" ] || fail "no guest module (guest_${game}_bg.wasm) for $game"
  loaders="$loaders ai_${game}_loader.js"
done
for loader in $loaders; do
  [ -f "$dir/$loader" ] || fail "no worker $loader in $dir"
done
if ! grep -q 'data-parlour-games=' "$page"; then
  sed -i "s|data-parlour-js=|data-parlour-games=\"$games\" data-parlour-js=|" "$page"
fi
echo "post-build: the games' modules and AI workers: $games"

# 2. Every file named by the page and the scripts is there.
# shellcheck disable=SC2086 # one loader name per word
for from in index.html boot.js offline.js manifest.webmanifest $loaders; do
  [ -f "$dir/$from" ] || fail "$from is missing from $dir"
  for ref in $(grep -o '\./[A-Za-z0-9._-][A-Za-z0-9._/-]*' "$dir/$from" | sort -u); do
    [ -f "$dir/${ref#./}" ] || fail "$from names $ref, which is not in $dir"
  done
done

# 3. The ES modules' JavaScript glue, minified in a release build.
if [ "${TRUNK_PROFILE:-}" = release ]; then
  terser="${TRUNK_SOURCE_DIR:-.}/scripts/node_modules/.bin/terser"
  [ -x "$terser" ] || fail "no $terser: run scripts/setup.sh"
  for js in "$dir"/parlour-*.js "$dir"/extras.js "$dir"/studio.js "$dir"/play_*.js "$dir"/table_*.js "$dir"/guest_*.js; do
    [ -f "$js" ] || fail "no ${js#"$dir"/} to minify"
    "$terser" "$js" --module --compress --mangle -o "$js.min" || fail "terser could not read ${js#"$dir"/}"
    mv "$js.min" "$js"
  done
  echo "post-build: minified the modules' JavaScript glue"
fi

# 4. The languages' catalogs (kept as they are when the hook runs again
#    on a built dir: the build's own, whatever the sources became since).
src="${TRUNK_SOURCE_DIR:-.}/src"
mkdir -p "$dir/locales"
for code in fr de; do
  [ -f "$dir/locales/$code.ftl" ] && continue
  parts=$(find "$src" -path "*/locales/$code.ftl" | LC_ALL=C sort)
  [ -n "$parts" ] || fail "no src/**/locales/$code.ftl"
  # shellcheck disable=SC2086 # one path per word (no spaces under src/)
  for part in $parts; do cat "$part"; echo; done >"$dir/locales/$code.ftl"
done
echo "post-build: wrote the catalogs locales/fr.ftl and locales/de.ftl"

# 5. The service worker's precache list and version.
sw="$dir/sw.js"
marker='// parlour:precache'
[ -f "$sw" ] || fail "no sw.js in $dir"
[ "$(grep -c "$marker\$" "$sw")" = 1 ] || fail "sw.js needs exactly one line ending in '$marker'"
files=$(cd "$dir" && find . -type f ! -path ./sw.js | sed 's|^\./||' | LC_ALL=C sort)
for file in $files; do
  # Names go into a JavaScript string and a sed replacement: keep them plain.
  case "$file" in
    *[!A-Za-z0-9._/-]*) fail "unexpected character in a file name: $file" ;;
  esac
done
echo "$files" | grep -qx 'index.html' || fail "no index.html to precache"
# One line per file, "<sha256 hex>  <name>"; sw.js checks each download
# against its hash, so a half-deployed build is never cached as this one.
# shellcheck disable=SC2086 # one name per word, checked above
sums=$(cd "$dir" && sha256sum $files)
[ "$(echo "$sums" | grep -c '^[0-9a-f]\{64\}  ')" = "$(echo "$files" | wc -l)" ] || fail "could not hash every file"
version=$(
  {
    echo "$sums"
    grep -v "$marker\$" "$sw" | sha256sum
  } | sha256sum | cut -c1-16
)
echo "$version" | grep -qx '[0-9a-f]\{16\}' || fail "could not hash the build"
entries=$(echo "$sums" | sed 's|^\([0-9a-f]\{64\}\)  \(.*\)$|"\2": "\1",|' | tr -d '\n')
line="const BUILD = { version: \"$version\", files: { ${entries%,} } }; $marker"
sed -i "s|^.*$marker\$|$line|" "$sw"
grep -qF "$line" "$sw" || fail "could not write the precache list into sw.js"
echo "post-build: sw.js precaches $(echo "$files" | wc -l) files as version $version"
