"""Strength of the bot levels, measured with `simulate` (seats rotated, seeded deals).

Runs the issue's measurements and prints the results table for docs/bots.md:
each level against the one below it in two-player games, `expert` against
`greedy`, every level solo (mean lowest colour) and the think times `simulate
--json` reports; for AXIO Rota the clairvoyant yardstick on the same solo deals, for
AXIO and AXIO Hex `hard` and `expert` against an outside greedy program over
axio-bot/1 (`outside_greedy_axio.py`).

    python benchmarks/bot_strength.py [--game rota|axio|axio-hex] --games 200 --seed 0
        [--jobs 2] [--only NAME ...]

Each measurement is appended to ``--results`` (JSON lines) as it finishes, and the
table is printed from every result in that file, so a long series can be run in
parts (``--only``) and the table printed again with ``--table``.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_RESULTS = Path(tempfile.gettempdir()) / "axio_bot_strength.jsonl"

OUTSIDE_GREEDY = "cmd:python benchmarks/outside_greedy_axio.py"
"""A greedy program written apart from the game (axio-bot/1), as the issue's hidden one."""


@dataclass(frozen=True)
class Ladder:
    """What is measured for one game: two-player duels (level, opponent, the win rate
    the issue asks of the level), the solo levels, expert's solo target, and whether
    the clairvoyant yardstick exists for it."""

    duels: dict[str, tuple[str, str, float]]
    solo_levels: tuple[str, ...]
    solo_target: float
    clairvoyant: bool = False
    think_targets: dict[str, float] = field(default_factory=dict)
    """p95 think time (ms) the issue allows per level."""


_LEVEL_DUELS: dict[str, tuple[str, str, float]] = {
    "easy-random": ("easy", "random", 0.65),
    "medium-easy": ("medium", "easy", 0.65),
    "hard-medium": ("hard", "medium", 0.65),
    "expert-hard": ("expert", "hard", 0.65),
    "expert-greedy": ("expert", "greedy", 0.85),
}
_THINK_LIMITS = {"expert": 1000.0, "hard": 300.0}
_AXIO_LADDER = Ladder(
    duels={**_LEVEL_DUELS,
           "hard-outside": ("hard", OUTSIDE_GREEDY, 0.70),
           "expert-outside": ("expert", OUTSIDE_GREEDY, 0.80)},
    solo_levels=("greedy", "easy", "medium", "hard", "expert"),
    solo_target=20.0,
    think_targets=_THINK_LIMITS,
)
LADDERS: dict[str, Ladder] = {
    "rota": Ladder(_LEVEL_DUELS, ("random", "greedy", "easy", "medium", "hard", "expert"),
                   solo_target=7.0, clairvoyant=True, think_targets=_THINK_LIMITS),
    "axio": _AXIO_LADDER,
    "axio-hex": replace(_AXIO_LADDER, solo_target=16.0),
}
CLAIRVOYANT_SHARE = 0.90


def simulate(game: str, players: list[str], games: int, seed: int, jobs: int,
             records: Path | None = None) -> dict[str, Any]:
    command = [sys.executable, "-m", "axio_desktop", "simulate", "--game", game,
               "--players", ",".join(players),
               "--games", str(games), "--seed", str(seed), "--jobs", str(jobs), "--json"]
    if records is not None:
        command += ["--records", str(records)]
    finished = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(finished.stdout)
    result["command"] = "python -m axio_desktop " + shlex.join(command[3:])
    return result


def clairvoyant(games: int, seed: int, jobs: int, beam: int) -> dict[str, Any]:
    command = [sys.executable, "benchmarks/clairvoyant.py", "--deals", str(games), "--seed",
               str(seed), "--beam", str(beam), "--jobs", str(jobs), "--json"]
    finished = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(finished.stdout)
    result["command"] = "python " + " ".join(command[1:])
    return result


def measurements(ladder: Ladder) -> list[str]:
    """The names of a ladder's measurements, in the order they run."""
    return [*ladder.duels, *(f"solo-{level}" for level in ladder.solo_levels),
            *(["clairvoyant"] if ladder.clairvoyant else [])]


def measure(name: str, ladder: Ladder, options: argparse.Namespace) -> dict[str, Any]:
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    if name in ladder.duels:
        level, opponent, _ = ladder.duels[name]
        result = simulate(options.game, [level, opponent], options.games, options.seed,
                          options.jobs, options.records and options.records / name)
    elif name.startswith("solo-"):
        result = simulate(options.game, [name[len("solo-"):]], options.games, options.seed,
                          options.jobs)
    else:
        result = clairvoyant(options.games, options.seed, options.jobs, options.beam)
    return {"name": name, "started": started, **result}


def latest(results_file: Path) -> dict[str, dict[str, Any]]:
    """The newest result of each measurement in the results file."""
    found: dict[str, dict[str, Any]] = {}
    if results_file.exists():
        for line in results_file.read_text().splitlines():
            if line.strip():
                result = json.loads(line)
                found[result["name"]] = result
    return found


def table(results: dict[str, dict[str, Any]], ladder: Ladder) -> str:
    lines = ["### Two players (seats rotated, each deal played from both seats)", "",
             "| level | against | games | win rate | target | met | level mean lowest |",
             "|---|---|---:|---:|---:|:---:|---:|"]
    for name, (level, opponent, target) in ladder.duels.items():
        if name in results:
            result = results[name]
            row = result["players"][0]
            shown = "outside greedy (axio-bot/1)" if opponent == OUTSIDE_GREEDY else opponent
            lines.append(f"| {level} | {shown} | {result['games']} | {row['win_rate']:.1%} "
                         f"| {target:.0%} | {'yes' if row['win_rate'] >= target else 'no'} "
                         f"| {row['mean_lowest']:.2f} |")
    lines += ["", "### Solo (mean lowest colour over seeded deals)", "",
              "| player | deals | mean lowest |", "|---|---:|---:|"]
    for level in ladder.solo_levels:
        if f"solo-{level}" in results:
            result = results[f"solo-{level}"]
            lines.append(f"| {level} | {result['games']} | "
                         f"{result['players'][0]['mean_lowest']:.2f} |")
    if "clairvoyant" in results:
        result = results["clairvoyant"]
        lines.append(f"| clairvoyant yardstick (beam {result['beam']}, sees hidden tiles) | "
                     f"{result['deals']} | {result['mean_lowest']:.2f} |")
    if "solo-expert" in results:
        expert = results["solo-expert"]["players"][0]["mean_lowest"]
        verdict = (f"Expert solo: {expert:.2f} (target {ladder.solo_target:.1f}: "
                   f"{'met' if expert >= ladder.solo_target else 'not met'})")
        if "clairvoyant" in results:
            share = expert / results["clairvoyant"]["mean_lowest"]
            verdict += (f"; {share:.0%} of the clairvoyant yardstick (target "
                        f"{CLAIRVOYANT_SHARE:.0%}: "
                        f"{'met' if share >= CLAIRVOYANT_SHARE else 'not met'})")
        lines += ["", verdict + "."]
    lines += ["", "### Think time per move (from `simulate --json`)", "",
              "| level | measured in | games | mean ms | p95 ms | p95 allowed |",
              "|---|---|---:|---:|---:|---:|"]
    for name, result in results.items():
        if name == "clairvoyant":
            continue
        row = result["players"][0]
        allowed = ladder.think_targets.get(row["spec"])
        lines.append(f"| {row['spec']} | {name} | {result['games']} "
                     f"| {row['think_ms_mean']:.1f} | {row['think_ms_p95']:.1f} "
                     f"| {f'{allowed:.0f}' if allowed else '—'} |")
    lines += ["", "Commands:", ""]
    lines += [f"- `{result['command']}` ({result['started']})" for result in results.values()]
    return "\n".join(lines)


def main(arguments: list[str] | None = None) -> int:
    chosen, _ = _game_parser().parse_known_args(arguments)
    ladder = LADDERS[chosen.game]
    known = measurements(ladder)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     parents=[_game_parser()], add_help=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--beam", type=int, default=128, help="the clairvoyant's beam width")
    parser.add_argument("--only", nargs="+", choices=known, default=known, metavar="NAME",
                        help=f"measurements to run: {', '.join(known)}")
    parser.add_argument("--results", type=Path,
                        default=DEFAULT_RESULTS.with_name(f"axio_bot_strength_{chosen.game}.jsonl")
                        if chosen.game != "rota" else DEFAULT_RESULTS)
    parser.add_argument("--records", type=Path, default=None,
                        help="keep each duel's game records in RECORDS/NAME (for deal_share.py)")
    parser.add_argument("--table", action="store_true", help="only print the table")
    options = parser.parse_args(arguments)
    if not options.table:
        options.results.parent.mkdir(parents=True, exist_ok=True)
        for name in options.only:
            print(f"measuring {name} ...", file=sys.stderr, flush=True)
            result = measure(name, ladder, options)
            with options.results.open("a") as results_file:
                results_file.write(json.dumps(result) + "\n")
    print(table(latest(options.results), ladder))
    return 0


def _game_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--game", choices=("rota", "axio", "axio-hex"), default="rota")
    return parser


if __name__ == "__main__":
    sys.exit(main())
