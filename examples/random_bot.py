#!/usr/bin/env python3
"""A complete AXIO Rota bot in plain Python: a template for writing your own.

It speaks axio-rota-bot/1 (described in docs/records.md): one JSON object per line on
standard input and output. It plays a random legal move; replace `choose_move`
with something smarter. Try it with:

    python -m axio_desktop simulate --players greedy,"cmd:python examples/random_bot.py"
"""

import json
import random
import sys

CORNER_OFFSETS = ((0, 0), (1, 0), (1, 1), (0, 1))  # NW, NE, SE, SW as vertex offsets
EDGE_OFFSETS = ((0, -1), (1, 0), (0, 1), (-1, 0))
COLOURS = "RGBOP"


def rotate(code, rotation):
    """Corners after `rotation` clockwise quarter turns: rotated[(i + r) % 4] = code[i]."""
    shift = rotation % 4
    return code[4 - shift:] + code[:4 - shift]


def legal_moves(view):
    """Every legal move for the tile to place: (cell, rotation, name or None)."""
    occupied = {tuple(entry["cell"]) for entry in view["display"]}
    vertices_in_use = set()
    for x, y in occupied:
        for dx, dy in CORNER_OFFSETS:
            vertices_in_use.add((x + dx, y + dy))
    cells = sorted({
        (x + dx, y + dy)
        for x, y in occupied for dx, dy in EDGE_OFFSETS
        if (x + dx, y + dy) not in occupied
    })
    moves = []
    for x, y in cells:
        for rotation in range(4):
            corners = rotate(view["tile"], rotation)
            empty = corners.find("-")
            needs_name = empty >= 0 and (
                x + CORNER_OFFSETS[empty][0], y + CORNER_OFFSETS[empty][1]
            ) in vertices_in_use
            for name in COLOURS if needs_name else [None]:
                moves.append(((x, y), rotation, name))
    return moves


def choose_move(view, rng):
    return rng.choice(legal_moves(view))


def main():
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            reply = {"type": "ready", "name": "Random (example)"}
        elif message["type"] == "move":
            (x, y), rotation, name = choose_move(message["view"], rng)
            reply = {"type": "move", "cell": [x, y], "rotation": rotation}
            if name is not None:
                reply["name"] = name
        else:  # "end": the game is over
            return
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
