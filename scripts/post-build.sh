#!/bin/sh
# Trunk post-build hook: names the AI worker's hashed loader script in the
# page, as a relative URL on the boot script's tag (`data-parlour-ai`), so
# the app can start the worker from any sub-folder. Fails the build when
# the loader is missing, rather than shipping a page without its AIs.
set -eu
dir="${TRUNK_STAGING_DIR:?run by trunk}"
loader=$(cd "$dir" && ls ai_worker*_loader.js 2>/dev/null | head -n 1)
if [ -z "$loader" ]; then
  echo "post-build: no AI worker loader in $dir" >&2
  exit 1
fi
page="$dir/index.html"
if ! grep -q 'data-parlour-js=' "$page"; then
  echo "post-build: no boot script tag in $page" >&2
  exit 1
fi
sed -i "s|data-parlour-js=|data-parlour-ai=\"./$loader\" data-parlour-js=|" "$page"
echo "post-build: the page starts its AI worker from ./$loader"
