#!/usr/bin/env python3
"""A Nine Men's Morris bot for referee tests (RULES.md section 3.3).

Plays the first legal command for TURNS turns, then answers a well-formed
command that is not in the legal list (the referee must make it lose).
Usage: morris_plays_then_illegal.py [TURNS]
"""
import sys

TURNS = int(sys.argv[1]) if len(sys.argv) > 1 else 2


def read():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def main():
    turn = 0
    while True:
        first = read()
        if turn == 0:
            # Initial input: seat id, then 24 neighbour lines.
            seat = int(first)
            fields = int(read())
            for _ in range(fields):
                read()
            print(f"morris bot: I am seat {seat}", file=sys.stderr, flush=True)
            read()  # opponent's last command
        read()  # board line
        commands = [read() for _ in range(int(read()))]
        if turn >= TURNS:
            # A placement on a field that is surely taken or not adjacent.
            illegal = next(c for c in ["MOVE;A1;G7", "PLACE;D2"] if c not in commands)
            print(illegal, flush=True)
        else:
            print(commands[0], flush=True)
        turn += 1


main()
