#!/bin/sh
# Never reads its input and floods its output with `TAKE 1` lines.
exec yes "TAKE 1"
