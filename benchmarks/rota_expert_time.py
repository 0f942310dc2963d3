"""How long AXIO Rota's `expert` thinks per placement, by player count.

Plays seeded games as `simulate` does (the same deals, seats and bot seeds:
``--players 1`` with seed 5 plays the games of ``simulate --players expert --seed
5``; with more players `expert` sits beside ``--opponent`` bots, seats rotated)
and times every `choose` of `expert` twice: wall time (`time.perf_counter`) and
the processor time of the thinking (`time.process_time`). On a machine shared
with other work the wall time grows with the load; the processor time is the
thinking's own cost, which an idle machine of the same speed shows as wall time.
Prints p50, p95, mean and max per player count (nearest rank, as `simulate`).

    python benchmarks/rota_expert_time.py --players 1 2 3 4 --games 12 --seed 5
        [--opponent hard] [--jobs 2] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_desktop.bots import make_bot
from axio_desktop.bots.rota.expert import ExpertBot
from axio_desktop.cli.simulate import percentile
from axio_desktop.kits import find_kit


@dataclass(frozen=True, slots=True)
class GameJob:
    players: int
    number: int
    seed: int
    opponent: str


def play_game(job: GameJob) -> list[tuple[float, float]]:
    """One game as `simulate` plays it; (wall, processor) seconds of each `expert` move."""
    kit = find_kit("rota")
    deal_number, rotation = divmod(job.number, job.players)
    specs = ["expert", *[job.opponent] * (job.players - 1)]
    seating = [(seat + rotation) % job.players for seat in range(job.players)]
    state = kit.game.new_state(job.players, random.Random(f"deal {job.seed} {deal_number}"))
    bots = [make_bot(specs[index], random.Random(f"bot {job.seed} {job.number} {seat}"),
                     kit=kit.bots)
            for seat, index in enumerate(seating)]
    times: list[tuple[float, float]] = []
    while not state.finished:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        bot = bots[seat]
        wall, processor = time.perf_counter(), time.process_time()
        move = bot.choose(view)
        if isinstance(bot, ExpertBot):
            times.append((time.perf_counter() - wall, time.process_time() - processor))
        state.apply(move)
    return times


FIGURES = ("p50_ms", "p95_ms", "mean_ms", "max_ms")


def summary(seconds: list[float]) -> dict[str, float]:
    """The figures of `FIGURES`, in milliseconds."""
    ordered = sorted(seconds)
    return {"p50_ms": 1000 * percentile(ordered, 0.50), "p95_ms": 1000 * percentile(ordered, 0.95),
            "mean_ms": 1000 * sum(ordered) / len(ordered), "max_ms": 1000 * ordered[-1]}


@dataclass(frozen=True, slots=True)
class Row:
    """The think times of one player count."""

    players: int
    moves: int
    wall: dict[str, float]
    cpu: dict[str, float]

    def cells(self) -> str:
        figures = [clock[key] for clock in (self.wall, self.cpu) for key in FIGURES]
        return f"| {self.players} | {self.moves} | " + " | ".join(f"{figure:.0f}" for figure in figures) + " |"


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[1, 2, 3, 4],
                        choices=[1, 2, 3, 4])
    parser.add_argument("--games", type=int, default=12, help="games per player count")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--opponent", default="hard", help="the level beside `expert`")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    options = parser.parse_args(arguments)
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    load_before = os.getloadavg()[0]
    rows: list[Row] = []
    with ProcessPoolExecutor(max_workers=options.jobs) as pool:
        for players in options.players:
            jobs = [GameJob(players, number, options.seed, options.opponent)
                    for number in range(options.games)]
            times = [pair for game in pool.map(play_game, jobs) for pair in game]
            rows.append(Row(players, len(times), summary([wall for wall, _ in times]),
                            summary([processor for _, processor in times])))
    load = {"started": started, "load_before": load_before, "load_after": os.getloadavg()[0]}
    if options.json:
        print(json.dumps({**load, "seed": options.seed, "games": options.games,
                          "opponent": options.opponent, "rows": [asdict(row) for row in rows]}))
        return 0
    print(f"{started}, {options.games} games per row, seed {options.seed}, beside "
          f"{options.opponent}; load average {load['load_before']:.2f} before, "
          f"{load['load_after']:.2f} after")
    print("| players | moves | wall p50 | wall p95 | wall mean | wall max "
          "| cpu p50 | cpu p95 | cpu mean | cpu max |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(row.cells())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
