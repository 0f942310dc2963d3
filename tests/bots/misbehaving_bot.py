#!/usr/bin/env python3
"""An external bot that misbehaves on purpose, for the host's fault tests.

Usage: misbehaving_bot.py MODE, where MODE is one of
  bad-json      answers every move with a line that is not JSON
  illegal       answers every move with a cell far from the display
  slow          answers correctly, but only after 3 seconds
  late-once     answers the first move after 1.5 s, later ones at once (and correctly)
  crash         exits with an error on its first move
  crash-at-start  exits before answering hello
  silent        reads everything, never answers a move
  deaf          answers hello, then never reads its input again and never exits
  flood         answers each move with an endless stream of junk
  no-ready      answers hello with a move message
It answers legal moves with the example bot's move generator otherwise.
"""

import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "examples"))
from random_bot import legal_moves


def legal_reply(view, rng):
    (x, y), rotation, name = rng.choice(legal_moves(view))
    reply = {"type": "move", "cell": [x, y], "rotation": rotation}
    if name is not None:
        reply["name"] = name
    return reply


def send(message):
    print(json.dumps(message), flush=True)


def main():
    mode = sys.argv[1]
    rng = random.Random(1)
    moves = 0
    if mode == "crash-at-start":
        sys.stderr.write("misbehaving bot: giving up at once\n")
        sys.exit(3)
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            if mode == "no-ready":
                send({"type": "move", "cell": [0, 0], "rotation": 0})
            else:
                send({"type": "ready", "name": f"Misbehaving ({mode})"})
            if mode == "deaf":
                while True:
                    time.sleep(60)
            continue
        if message["type"] == "end":
            return
        moves += 1
        if mode == "bad-json":
            print("this is {not json", flush=True)
        elif mode == "illegal":
            send({"type": "move", "cell": [50, 50], "rotation": 0})
        elif mode == "slow":
            time.sleep(3)
            send(legal_reply(message["view"], rng))
        elif mode == "late-once":
            if moves == 1:
                time.sleep(1.5)
            send(legal_reply(message["view"], rng))
        elif mode == "crash":
            sys.stderr.write("misbehaving bot: crashing on purpose\n")
            sys.exit(7)
        elif mode == "flood":
            junk = "x" * 65536
            while True:
                sys.stdout.write(junk)
                sys.stdout.flush()
        elif mode == "silent":
            pass
        else:
            send(legal_reply(message["view"], rng))


if __name__ == "__main__":
    main()
