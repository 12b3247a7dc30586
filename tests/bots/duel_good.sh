#!/bin/sh
# A correct bot for the test game Duel: reads `2 <seat>` once, then
# `round <r>` each round, and always answers `PICK 3`.
read -r players seat
while read -r line; do
    echo "PICK 3"
done
