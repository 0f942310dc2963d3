"""Calibration of the review's chances: do positions it gives a 70% chance win 70% of the time?

Plays ``--games`` seeded self-play games between equal seats (``--level`` against
itself, seats rotated as `simulate` does), judges ``--per-game`` positions of each
(chosen at random, seeded) with the shipped analyser, and compares every seat's chance
before each position with what happened (its share of the victory). Prints the
reliability table (chances bucketed by tenths) and the expected calibration error
(the bucket-weighted mean of |predicted - observed|).

    python benchmarks/review_calibration.py --games 70 --per-game 5 --jobs 2 [--game axio ...]

``--games`` is per game; the table is printed for each game and for all together.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import find_game, load_record
from axio_desktop.kits import find_kit
from axio_desktop.review import SHIPPED, ReviewSettings, judge

BUCKETS = 10
GAMES = ("rota", "axio", "axio-hex")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--per-game", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--deals", type=int, help="deals per placement instead of the shipped sizing")
    options = parser.parse_args()
    settings = SHIPPED if options.deals is None else ReviewSettings(
        min_deals=options.deals, max_deals=options.deals)
    tasks: list[tuple[str, str, int, int, ReviewSettings]] = []
    for game_id in options.game or GAMES:
        for number, text in enumerate(_self_play(game_id, options)):
            tasks.extend((game_id, text, index, options.seed, settings)
                         for index in _chosen(text, game_id, options.per_game, number))
    started = time.perf_counter()
    with ProcessPoolExecutor(options.jobs) as pool:
        found = list(pool.map(_judged, tasks, chunksize=4))
    seconds = time.perf_counter() - started
    print(f"{len(tasks)} positions judged in {seconds:.0f} s")
    for game_id in options.game or GAMES:
        print(f"\n{game_id}:")
        print_table([pair for task, pairs in zip(tasks, found) if task[0] == game_id
                     for pair in pairs])
    print("\nall games:")
    print_table([pair for pairs in found for pair in pairs])
    return 0


def _self_play(game_id: str, options: argparse.Namespace) -> list[str]:
    """The records of ``--games`` seeded games of ``--level`` against itself."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        jobs = [GameJob(number, (options.level,) * options.players, options.seed,
                        Path(folder), game_id) for number in range(options.games)]
        with ProcessPoolExecutor(options.jobs) as pool:
            list(pool.map(play_game, jobs))
        texts = [path.read_text() for path in sorted(Path(folder).glob("*.json"))]
    print(f"{len(texts)} games of {game_id}, {options.level} against itself, "
          f"in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return texts


def _chosen(text: str, game_id: str, count: int, number: int) -> list[int]:
    placements = len(find_kit(game_id).review.positions(load_record(text)))
    return sorted(random.Random(f"positions {number}").sample(range(placements),
                                                              min(count, placements)))


def _judged(task: tuple[str, str, int, int, ReviewSettings]) -> list[tuple[float, float]]:
    """(predicted chance, share of the victory) for every seat before one position."""
    game_id, text, index, seed, settings = task
    game = find_game(game_id)
    record = load_record(text)
    outcome = record.replay().outcome()
    assert outcome is not None
    position = find_kit(game.id).review.positions(record)[index]
    judgement = judge(find_kit(game.id).review, position, seed, settings)
    winners = outcome.winners
    return [(chance, 1 / len(winners) if seat in winners else 0.0)
            for seat, chance in enumerate(judgement.chances)]


def print_table(pairs: list[tuple[float, float]]) -> None:
    buckets: list[list[tuple[float, float]]] = [[] for _ in range(BUCKETS)]
    for predicted, observed in pairs:
        buckets[min(BUCKETS - 1, int(predicted * BUCKETS))].append((predicted, observed))
    print("| chance | seats | predicted | won |")
    print("|---|---:|---:|---:|")
    error = 0.0
    for number, bucket in enumerate(buckets):
        if not bucket:
            continue
        predicted = sum(p for p, _ in bucket) / len(bucket)
        observed = sum(o for _, o in bucket) / len(bucket)
        error += len(bucket) / len(pairs) * abs(predicted - observed)
        print(f"| {number / BUCKETS:.1f}-{(number + 1) / BUCKETS:.1f} | {len(bucket)} | "
              f"{predicted:.3f} | {observed:.3f} |")
    print(f"expected calibration error: {error:.3f} over {len(pairs)} seat-positions")


if __name__ == "__main__":
    raise SystemExit(main())
