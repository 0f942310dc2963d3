"""Measure variants of an AXIO / AXIO Hex level against another (run by hand).

A variant is a level with some of its class settings changed, written
``level:NAME=VALUE;NAME=VALUE`` (VALUE is a Python literal, ``SoloSearch(...)`` or ``TableSearch(...)``):

    python benchmarks/axio_variants.py --game axio "expert:CANDIDATES=60;READING=0.1" hard --games 200
    python benchmarks/axio_variants.py --game axio-hex "expert:SOLO_SEARCH=SoloSearch(work=40000)" --games 40

It plays exactly as `simulate` does (the same seeded deals, seats rotated) and
prints one JSON line: each seat's spec, win rate, mean lowest colour and p95
think time in ms. This is how the settings of `bots/axio/expert.py` were chosen
(docs/bot-experiments.md).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_desktop.bots import registry
from axio_desktop.bots.axio.solo import SoloSearch
from axio_desktop.bots.axio.table import TableSearch
from axio_desktop.cli import simulate


def variant(spec: str) -> Any:
    """The level class of ``spec`` with its settings changed."""
    level, _, settings = spec.partition(":")
    changed = {}
    for setting in filter(None, settings.split(";")):
        name, _, value = setting.partition("=")
        changed[name] = eval(value, {"SoloSearch": SoloSearch, "TableSearch": TableSearch})  # our own command line
    return type(f"{level} variant", (registry.AXIO_LEVELS[level],), changed)


def install(specs: list[str]) -> None:
    """Make every spec a level `simulate` can seat (in this process)."""
    for spec in specs:
        if spec not in registry.AXIO_LEVELS:
            registry.AXIO_LEVELS[spec] = variant(spec)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("axio", "axio-hex"), default="axio")
    parser.add_argument("players", nargs="+", help="level or level:NAME=VALUE;... per seat")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    install(options.players)
    jobs = [simulate.GameJob(number, tuple(options.players), options.seed, None, options.game)
            for number in range(options.games)]
    tallies = [simulate.PlayerTally(spec) for spec in options.players]
    started = time.perf_counter()
    with ProcessPoolExecutor(options.jobs, initializer=install,
                             initargs=(options.players,)) as pool:
        for game in pool.map(simulate.play_game, jobs, chunksize=2):
            for total, tally in zip(tallies, game):
                total.add(tally)
    rows = [tally.summary(options.games) for tally in tallies]
    print(json.dumps({
        "game": options.game, "games": options.games, "seed": options.seed,
        "seconds": round(time.perf_counter() - started),
        "seats": [[row["spec"], round(row["win_rate"], 3), row["mean_lowest"],
                   round(row["think_ms_p95"])] for row in rows],
    }))


if __name__ == "__main__":
    main()
