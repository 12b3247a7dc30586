#!/bin/sh
# A correct Nim bot: reads `2 <seat>` once, then one pile per turn, and
# answers `TAKE n`, leaving a multiple of four when it can. It describes
# each turn on stderr (the referee passes stderr through with a prefix).
read -r players seat
while read -r pile; do
    n=$((pile % 4))
    if [ "$n" -eq 0 ]; then n=1; fi
    echo "seat $seat of $players sees a pile of $pile" >&2
    echo "TAKE $n"
done
