#!/usr/bin/env bash
# One row of the table of docs/fireworks.md §6 (the best score a deal
# allows): solves seeds FIRST..LAST of a Fireworks preset and table size,
# one referee process per seed, and prints the share of exact rounds, of
# perfect best lines, the mean best and bound, and the time per round
# (p50 / p99 / max, ms) with the wall time of the whole run.
#
#   scripts/solve-table.sh PRESET PLAYERS FIRST LAST [REFEREE]
#
# REFEREE defaults to the release build in $CARGO_TARGET_DIR (or target/).
# The budget is the doc's: 200,000 nodes and 2 s per round.
set -euo pipefail

preset=$1
players=$2
first=$3
last=$4
referee=${5:-${CARGO_TARGET_DIR:-target}/release/referee}

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
start=$(date +%s.%N)
for seed in $(seq "$first" "$last"); do
    "$referee" solve fireworks --preset "$preset" --players "$players" \
        --seed "$seed" --json --budget 200000 --time-ms 2000 |
        jq -r '.rounds[] | [.solution.exact, .solution.score == .perfect,
                            .solution.score, .solution.bound.score, .time_ms] | @tsv' >>"$rows"
done
wall=$(echo "$(date +%s.%N) - $start" | bc)

sort -t "$(printf '\t')" -k5,5g "$rows" | awk -F'\t' -v preset="$preset" -v players="$players" -v wall="$wall" '
{
    # rows come sorted by time
    n++; exact += ($1 == "true"); perfect += ($2 == "true")
    best += $3; bound += $4; time[n] = $5
}
END {
    p50 = time[int((n - 1) * 0.50) + 1]; p99 = time[int((n - 1) * 0.99) + 1]
    printf "| %s | %d | %.1f %% | %.1f %% | %.2f | %.2f | %.2f / %.2f / %.2f |  (%d rounds, %.0f s)\n",
        preset, players, 100 * exact / n, 100 * perfect / n, best / n, bound / n,
        p50, p99, time[n], n, wall
}'
