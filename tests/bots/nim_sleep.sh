#!/bin/sh
# Never reads and never answers: the referee must time out. The pid of
# its `sleep` child goes to the file named by $1 so a test can check that
# the referee killed it.
sleep 30 &
echo $! > "$1"
wait
