"""Measure variants of an AXIO / AXIO Hex level against another (run by hand).

A variant is a level with some of its class settings changed, written
``level:NAME=VALUE;NAME=VALUE`` (VALUE is a Python literal, ``SoloSearch(...)`` or
``TableSearch(...)``; ``table_search=...`` sets what the game's kit gives `expert` when
it is made, ``None`` for no playouts):

    python benchmarks/axio_variants.py --game axio "expert:CANDIDATES=60;READING=0.1" hard --games 200
    python benchmarks/axio_variants.py --game axio-hex "expert:table_search=None" hard --games 200
    python benchmarks/axio_variants.py --game axio-hex "expert:SOLO_SEARCH=SoloSearch(work=40000)" --games 40

It plays exactly as `simulate` does (the same seeded deals, seats rotated) and
prints one JSON line: each seat's spec, win rate, mean lowest colour and p95
think time in ms. This is how the settings of `bots/axio/expert.py` were chosen
(docs/bot-experiments.md).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_desktop.bots.axio.baselines import GreedyAxioBot, RandomAxioBot
from axio_desktop.bots.axio.expert import ExpertAxioBot
from axio_desktop.bots.axio.levels import EasyAxioBot, HardAxioBot, MediumAxioBot
from axio_desktop.bots.axio.solo import SoloSearch
from axio_desktop.bots.axio.table import TableSearch
from axio_desktop.bots.kit import BotFactory, BotKit
from axio_desktop.cli import simulate
from axio_desktop.kits import GameKit, find_kit, register, unregister
from axio_desktop.ui.games import desktop_maker

CLASSES: dict[str, type] = {
    "random": RandomAxioBot, "greedy": GreedyAxioBot, "easy": EasyAxioBot,
    "medium": MediumAxioBot, "hard": HardAxioBot, "expert": ExpertAxioBot,
}
"""The class behind each level of the AXIO kits, to derive variants from."""


def variant(kit: BotKit[Any, Any], spec: str) -> BotFactory[Any, Any]:
    """The level of ``spec`` with its settings changed."""
    level, _, settings = spec.partition(":")
    changed = {}
    for setting in filter(None, settings.split(";")):
        name, _, value = setting.partition("=")
        changed[name] = eval(value, {"SoloSearch": SoloSearch, "TableSearch": TableSearch})  # our own command line
    made: dict[str, Any] = {}
    if level == "expert":  # as the game's kit makes it, unless the spec says otherwise
        shipped = kit.levels["expert"](random.Random(0))
        made["table_search"] = changed.pop("table_search", shipped.table_search)
    cls = type(f"{level} variant", (CLASSES[level],), changed)
    return lambda rng: cls(rng, **made)


def install(game_id: str, specs: list[str]) -> None:
    """Register the game again with every spec a level `simulate` can seat (in this
    process)."""
    kit = find_kit(game_id)
    levels = dict(kit.bots.levels)
    for spec in specs:
        if spec not in levels:
            levels[spec] = variant(kit.bots, spec)
    make_desktop = desktop_maker(game_id)
    unregister(game_id)
    register(GameKit(kit.game, BotKit(levels=levels, wire=kit.bots.wire), kit.review),
             make_desktop)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("axio", "axio-hex"), default="axio")
    parser.add_argument("players", nargs="+", help="level or level:NAME=VALUE;... per seat")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    install(options.game, options.players)
    jobs = [simulate.GameJob(number, tuple(options.players), options.seed, None, options.game)
            for number in range(options.games)]
    tallies = [simulate.PlayerTally(spec) for spec in options.players]
    started = time.perf_counter()
    with ProcessPoolExecutor(options.jobs, initializer=install,
                             initargs=(options.game, options.players)) as pool:
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
