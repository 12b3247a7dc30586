#!/usr/bin/env python3
"""A Fireworks bot for referee tests (RULES.md section 2.4).

Reads each turn's input line by line; for TURNS turns it tells the next
player the colour of that player's first card (or, with no token left,
plays its own first card), then answers garbage, which the referee must
punish by rule 13. Usage: fireworks_plays_then_garbage.py [TURNS]
"""
import sys

TURNS = int(sys.argv[1]) if len(sys.argv) > 1 else 3


def main():
    answered = 0
    me = None
    while True:
        header = sys.stdin.readline()
        if not header:
            return
        _mistakes, tokens = map(int, header.split())
        count = int(sys.stdin.readline())
        hands = {}
        for _ in range(count):
            fields = sys.stdin.readline().strip().split(":")
            if fields[1] == "NEWGAME":
                me = int(fields[0])
            elif fields[1] == "CARD":
                hands.setdefault(int(fields[0]), []).append((fields[2], fields[3]))
        print(f"fireworks bot: round id {me}, {tokens} tokens", file=sys.stderr, flush=True)
        if answered >= TURNS:
            print("I like turtles", flush=True)
        elif tokens > 0:
            target = (me + 1) % 3
            colour = hands[target][0][1].split("-")[0]
            print(f"SAY:{target}:{colour}", flush=True)
        else:
            print(f"PLAY:{hands[me][0][0]}", flush=True)
        answered += 1


main()
