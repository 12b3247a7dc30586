#!/usr/bin/env bash
# Prints the gzip size of the initial transfer of a built app (index.html
# and every .js, .wasm and .css file it loads) and fails above a limit.
# Usage: scripts/transfer-size.sh DIST_DIR LIMIT_KB
set -euo pipefail
dist="$1"
limit_kb="$2"
total=0
while IFS= read -r -d '' file; do
  size=$(gzip -9 -c "$file" | wc -c)
  printf '  %-48s %8d bytes gzip\n' "${file#"$dist"/}" "$size"
  total=$((total + size))
done < <(find "$dist" -maxdepth 1 -type f \( -name '*.html' -o -name '*.js' -o -name '*.wasm' -o -name '*.css' \) -print0 | sort -z)
kb=$(( (total + 1023) / 1024 ))
echo "initial transfer: ${kb} KB gzip (limit ${limit_kb} KB)"
if [ "$kb" -gt "$limit_kb" ]; then
  echo "initial transfer is over the ${limit_kb} KB limit" >&2
  exit 1
fi
