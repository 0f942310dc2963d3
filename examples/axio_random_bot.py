#!/usr/bin/env python3
"""A complete AXIO / AXIO Hex bot in plain Python: a template for writing your own.

It speaks axio-bot/1 (described in docs/records.md): one JSON object per line on standard
input and output. It places a random legal tile and takes the exchange when it is
offered; replace `choose_placement` with something smarter. Try it with:

    python -m axio_desktop simulate --game axio --players greedy,"cmd:python examples/axio_random_bot.py"
"""

import json
import random
import sys

SQUARE_STEPS = ((1, 0), (0, 1), (-1, 0), (0, -1))
HEX_STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def in_area(game, area, cell):
    x, y = cell
    if game == "axio-hex":
        return max(abs(x), abs(y), abs(x + y)) <= area
    return area <= x <= 12 - area and area <= y <= 12 - area


def legal_placements(game, view):
    """Every legal placement: ((cell A, cell B), colours), colour 0 on A."""
    steps = HEX_STEPS if game == "axio-hex" else SQUARE_STEPS
    reach = range(-7, 8) if game == "axio-hex" else range(13)
    covered = {tuple(entry["cell"]) for entry in view["board"]}
    covered |= {tuple(cell) for cell in view["pyramids"] + view["dead"]}
    empty = {
        (x, y) for x in reach for y in reach
        if in_area(game, view["area"], (x, y)) and (x, y) not in covered
    }
    pairs = []
    for x, y in sorted(empty):
        for dx, dy in steps:
            other = (x + dx, y + dy)
            if other in empty and (x, y) < other:
                pairs.append(((x, y), other))
    if view["first"]:
        # Beside a printed space that no tile touches yet.
        tiles = {tuple(e["cell"]) for e in view["board"] if not e["printed"]}
        spaces = [tuple(e["cell"]) for e in view["board"] if e["printed"]]

        def beside(cell):
            return {(cell[0] + dx, cell[1] + dy) for dx, dy in steps}

        free = [space for space in spaces if not beside(space) & tiles]
        near = set().union(*(beside(space) for space in free)) if free else set()
        pairs = [pair for pair in pairs if pair[0] in near or pair[1] in near]
    placements = []
    for pair in pairs:
        for code in sorted(set(view["rack"])):
            placements.append((pair, code))
            if code[0] != code[1]:
                placements.append((pair, code[::-1]))
    return placements


def choose_placement(game, view, rng):
    return rng.choice(legal_placements(game, view))


def main(choose=choose_placement, name="Random (example)", seed=None):
    rng = random.Random(seed)
    game = "axio"
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            game = message.get("game", game)
            reply = {"type": "ready", "name": name}
        elif message["type"] == "move" and message.get("decision") == "exchange":
            reply = {"type": "move", "exchange": True}
        elif message["type"] == "move":
            (cell_a, cell_b), colours = choose(game, message["view"], rng)
            reply = {"type": "move", "cells": [list(cell_a), list(cell_b)], "colours": colours}
        else:  # "end": the game is over
            return
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
