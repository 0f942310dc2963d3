"""Seconds the review takes: `review --json --jobs N` on seeded two-player games of each game.

Plays ``--games`` games of ``--players`` (default `expert` against `hard`) per game
with `simulate`, reviews each as a user would (a real process) and prints the wall
seconds per game and per placement (the answers to the exchange option judged too),
and the processor seconds the review used
(all processes together), which a busy machine does not inflate. Targets on the
2-core machine with ``--jobs 2``: 60 s for a two-player game of AXIO or AXIO Hex,
30 s for AXIO Rota.

    python benchmarks/review_speed.py --jobs 2 [--games 1] [--game rota ...]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAMES = ("rota", "axio", "axio-hex")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", default="expert,hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    print("| game | placements | exchange answers | wall s | wall s per placement | processor s |")
    print("|---|---:|---:|---:|---:|---:|")
    for game in options.game or GAMES:
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run([sys.executable, "-m", "axio_desktop", "simulate", "--game", game,
                            "--players", options.players, "--games", str(options.games),
                            "--seed", str(options.seed), "--records", folder],
                           check=True, capture_output=True)
            for path in sorted(Path(folder).glob("*.json")):
                measure(game, path, options.jobs)
    return 0


def measure(game: str, path: Path, jobs: int) -> None:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "axio_desktop", "review", str(path), "--json",
                           "--jobs", str(jobs)], check=True, capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    processor = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    review = json.loads(done.stdout)
    placements = len(review["placements"])
    answers = len(review.get("exchanges", []))
    print(f"| {game} | {placements} | {answers} | {wall:.1f} | {wall / placements:.2f} | "
          f"{processor:.1f} |", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
