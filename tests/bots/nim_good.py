#!/usr/bin/env python3
"""A correct Nim bot in Python: always takes one token."""
import sys

players, seat = sys.stdin.readline().split()
for line in sys.stdin:
    pile = int(line)
    print(f"python seat {seat} sees {pile}", file=sys.stderr, flush=True)
    print("TAKE 1", flush=True)
