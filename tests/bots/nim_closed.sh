#!/bin/sh
# Closes its input at once, answers the first turn blindly, then hangs:
# the referee's next input meets a broken pipe.
exec 0<&-
echo "TAKE 1"
sleep 30
