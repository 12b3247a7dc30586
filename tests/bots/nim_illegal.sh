#!/bin/sh
# Answers a well-formed but illegal move: Nim allows 1 to 3 tokens.
read -r players seat
read -r pile
echo "TAKE 5"
sleep 30
