#!/usr/bin/env python3
"""A plain bot of each game, written as a bot author outside parlour would
write one (RULES.md sections 1.3, 2.4 and 3.3), for the league tests.

6 nimmt!: plays its lowest card; picks the row of fewest cows.
Fireworks: plays its first card (it knows nothing of its own cards).
Morris: plays the first command of the legal list.
Usage: simple.py take5|fireworks|morris [DELAY]: DELAY seconds before each
answer (a slow bot, for the league store's tests).
"""
import sys
import time

DELAY = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0


def cows(card):
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


def line():
    text = sys.stdin.readline()
    if not text:
        sys.exit(0)
    return text.rstrip("\n")


def answer(text):
    if DELAY:
        time.sleep(DELAY)
    print(text, flush=True)


def take5():
    line()  # the number of seats and this seat's id
    while True:
        phase = line()
        line()  # last played cards
        rows = []
        for _ in range(4):
            line()  # card count
            rows.append([int(c) for c in line().split()])
        line()  # scores
        line()  # hand size
        hand = sorted(int(c) for c in line().split())
        if phase == "CHOOSE_LINE_TO_PICK":
            costs = [sum(cows(c) for c in row) for row in rows]
            answer(f"PICK {costs.index(min(costs))}")
        else:
            answer(f"PLAY {hand[0]}")


def fireworks():
    me = None
    while True:
        line()  # remaining mistakes, tokens
        infos = [line() for _ in range(int(line()))]
        slots = []
        for info in infos:
            fields = info.split(":")
            if fields[1] == "NEWGAME":
                me = fields[0]
            elif fields[1] == "CARD" and fields[0] == me:
                slots.append(fields[2])
        answer(f"PLAY:{slots[0]}")


def morris():
    line()  # seat
    for _ in range(int(line())):
        line()  # neighbours
    while True:
        line()  # the opponent's last command
        line()  # the board
        commands = [line() for _ in range(int(line()))]
        answer(commands[0])


if __name__ == "__main__":
    {"take5": take5, "fireworks": fireworks, "morris": morris}[sys.argv[1]]()
