#!/usr/bin/env python3
"""An outside greedy program for AXIO and AXIO Hex, over axio-bot/1 (benchmarks only).

It shares no code with the game's engine or bots: it reads the wire's VIEW, works
out each legal placement's points itself (the lines of each half and the pyramids
it isolates, capped at 18) and plays the one that leaves its lowest colour highest,
then the one with the most points; it takes the exchange whenever it is offered.
`bot_strength.py` seats it as `cmd:` to measure the levels against a program
written apart from them, as the issue's hidden greedy is:

    python -m axio_desktop simulate --game axio --players hard,"cmd:python benchmarks/outside_greedy_axio.py"
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from axio_random_bot import HEX_STEPS, SQUARE_STEPS, in_area, legal_placements, main

CAP = 18


def cells_in_area(game, view):
    reach = range(-7, 8) if game == "axio-hex" else range(13)
    return {(x, y) for x in reach for y in reach if in_area(game, view["area"], (x, y))}


def points(game, view, placement):
    """Points per colour of ``placement`` ((cell A, cell B), colours), before the cap."""
    steps = HEX_STEPS if game == "axio-hex" else SQUARE_STEPS
    (cell_a, cell_b), colours = placement
    colour_at = {tuple(entry["cell"]): entry["colour"] for entry in view["board"]}
    colour_at[cell_a], colour_at[cell_b] = colours[0], colours[1]
    gains = {}
    for cell, colour, other in ((cell_a, colours[0], cell_b), (cell_b, colours[1], cell_a)):
        for dx, dy in steps:
            x, y = cell[0] + dx, cell[1] + dy
            if (x, y) == other:
                continue
            while colour_at.get((x, y)) == colour:
                gains[colour] = gains.get(colour, 0) + 1
                x, y = x + dx, y + dy
    if game == "axio":
        area = cells_in_area(game, view)
        taken = set(colour_at) | {tuple(c) for c in view["pyramids"] + view["dead"]}
        empty = area - taken
        for cell in sorted(empty):
            around = [(cell[0] + dx, cell[1] + dy) for dx, dy in steps]
            if any(near in empty for near in around):
                continue
            for near in around:
                if near in colour_at:
                    gains[colour_at[near]] = gains.get(colour_at[near], 0) + 1
    return gains


def choose_placement(game, view, rng):
    mine = view["scores"][view["seat"]]
    best, best_key = [], None
    for placement in legal_placements(game, view):
        gains = points(game, view, placement)
        after = {colour: min(CAP, score + gains.get(colour, 0)) for colour, score in mine.items()}
        key = (min(after.values()), sum(after.values()))
        if best_key is None or key > best_key:
            best, best_key = [placement], key
        elif key == best_key:
            best.append(placement)
    return rng.choice(best)


if __name__ == "__main__":
    main(choose_placement, "Outside greedy", int(sys.argv[1]) if len(sys.argv) > 1 else None)
