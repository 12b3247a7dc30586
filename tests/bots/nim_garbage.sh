#!/bin/sh
# Reads its input but answers something that is not a Nim command.
read -r players seat
read -r pile
echo "HELLO WORLD"
sleep 30
