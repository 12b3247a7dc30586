#!/usr/bin/env python3
"""A 6 nimmt! bot for referee tests (RULES.md section 1.3, at N seats: rule 19).

Reads the protocol token by token, plays its lowest card and picks the first
row for TURNS turns, then answers garbage (the referee must disqualify it).
Usage: take5_plays_then_garbage.py [TURNS]
"""
import sys

TURNS = int(sys.argv[1]) if len(sys.argv) > 1 else 3


def tokens():
    for line in sys.stdin:
        for token in line.split():
            yield token


def main():
    stream = tokens()
    count, seat = int(next(stream)), int(next(stream))
    print(f"take5 bot: {count} seats, I am seat {seat}", file=sys.stderr, flush=True)
    answered = 0
    while True:
        try:
            phase = next(stream)
        except StopIteration:
            return
        for _ in range(count):
            next(stream)  # last played cards, one per seat
        for _ in range(4):
            for _ in range(int(next(stream))):
                next(stream)  # row cards
        for _ in range(count):
            next(stream)  # scores, one per seat
        hand = [int(next(stream)) for _ in range(int(next(stream)))]
        if answered >= TURNS:
            print("I like turtles", flush=True)
        elif phase == "CHOOSE_LINE_TO_PICK":
            print("PICK 0", flush=True)
        else:
            print(f"PLAY {min(hand)}", flush=True)
        answered += 1


main()
