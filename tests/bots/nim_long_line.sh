#!/bin/sh
# Answers with a line of 1.1 MB of `x` and no line end, then hangs.
head -c 1100000 /dev/zero | tr '\0' x
sleep 30
