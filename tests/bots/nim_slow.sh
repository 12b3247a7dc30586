#!/bin/sh
# Answers its first turn at once, then never answers again.
read -r players seat
read -r pile
echo "TAKE 1"
read -r pile
sleep 30
