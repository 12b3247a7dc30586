#!/bin/sh
# Reads the initial input, then exits with status 3 without answering.
read -r players seat
exit 3
