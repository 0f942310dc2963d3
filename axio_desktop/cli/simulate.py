"""`simulate`: play many games of any game between bots and report how each did.

Seats rotate from game to game, so over a multiple of the player count every bot
sits in every seat equally often; each rotation replays the same deal, which
takes the luck of the deal out of the comparison. One player means solo games.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ..bots import STAND_IN_LEVEL, Bot, make_bot
from ..bots.seat import ask_bot
from ..child_process import end_with_parent
from ..engine import PlayerInfo
from ..kits import find_kit, kits


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("simulate", help="play games between bots and compare them")
    game_ids = [kit.game.id for kit in kits()]
    parser.add_argument("--game", choices=game_ids, default=game_ids[0],
                        help=f"which game to play (default: {game_ids[0]})")
    parser.add_argument("--players", required=True, type=_specs, metavar="SPEC,SPEC,...",
                        help="1 to 4 bots: built-in levels or cmd:PROGRAM")
    parser.add_argument("--games", type=_positive, default=100, metavar="N")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    parser.add_argument("--jobs", type=_positive, default=1, metavar="J",
                        help="games played in parallel processes")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument("--records", type=Path, metavar="DIR",
                        help="write every game as a record file into DIR")
    parser.set_defaults(run=run)


@dataclass(slots=True)
class PlayerTally:
    """What one player (a SPEC on the command line) did over the games."""

    spec: str
    name: str = ""
    wins: float = 0.0
    lowest_total: int = 0
    think_seconds: list[float] = field(default_factory=list)
    faults: int = 0

    def add(self, other: PlayerTally) -> None:
        self.name = self.name or other.name
        self.wins += other.wins
        self.lowest_total += other.lowest_total
        self.think_seconds.extend(other.think_seconds)
        self.faults += other.faults

    def summary(self, games: int) -> dict[str, Any]:
        times = sorted(self.think_seconds)
        return {
            "spec": self.spec,
            "name": self.name,
            "wins": self.wins,
            "win_rate": self.wins / games if games else 0.0,
            "mean_lowest": self.lowest_total / games if games else 0.0,
            "think_ms_mean": 1000 * sum(times) / len(times) if times else 0.0,
            "think_ms_p95": 1000 * percentile(times, 0.95),
            "faults": self.faults,
        }


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile of values sorted ascending (0.0 for none)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(fraction * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass(frozen=True, slots=True)
class GameJob:
    number: int
    specs: tuple[str, ...]
    seed: int
    records: Path | None
    game: str


def run(options: argparse.Namespace) -> int:
    specs: tuple[str, ...] = options.players
    try:
        for spec in set(specs):
            make_bot(spec, 0, kit=find_kit(options.game).bots).close()
    except ValueError as error:
        print(f"simulate: {error}", file=sys.stderr)
        return 2
    if options.records:
        options.records.mkdir(parents=True, exist_ok=True)
    jobs = [GameJob(number, specs, options.seed, options.records, options.game)
            for number in range(options.games)]
    tallies = [PlayerTally(spec) for spec in specs]
    started = time.perf_counter()
    progress = Progress(options.games, sys.stderr)
    for game_tallies in play_all(jobs, options.jobs):
        for total, tally in zip(tallies, game_tallies):
            total.add(tally)
        progress.advance()
    progress.close()
    seconds = time.perf_counter() - started
    summaries = [tally.summary(options.games) for tally in tallies]
    if options.json:
        print(json.dumps({"games": options.games, "seconds": seconds, "players": summaries}))
    else:
        print_table(summaries, options.games, seconds)
    return 0


def play_all(jobs: list[GameJob], processes: int) -> Iterator[list[PlayerTally]]:
    if processes == 1 or len(jobs) < 2:
        yield from map(play_game, jobs)
        return
    with ProcessPoolExecutor(max_workers=processes, initializer=end_with_parent) as pool:
        yield from pool.map(play_game, jobs, chunksize=max(1, len(jobs) // (processes * 8)))


def play_game(job: GameJob) -> list[PlayerTally]:
    """Play one game; the tallies come back in the order of the specs."""
    kit = find_kit(job.game)
    game = kit.game
    players = len(job.specs)
    deal_number, rotation = divmod(job.number, players)
    seating = [(seat + rotation) % players for seat in range(players)]  # seat -> spec index
    state = game.new_state(players, random.Random(f"deal {job.seed} {deal_number}"))
    chance = random.Random(f"chance {job.seed} {job.number}")
    bots: list[Bot[Any, Any]] = [  # any registered game's bots, by its id
        make_bot(job.specs[index], random.Random(f"bot {job.seed} {job.number} {seat}"),
                 kit=kit.bots)
        for seat, index in enumerate(seating)
    ]
    stand_in = make_bot(STAND_IN_LEVEL, random.Random(f"stand-in {job.seed} {job.number}"),
                        kit=kit.bots)
    tallies = [PlayerTally(spec) for spec in job.specs]
    try:
        while not state.finished:
            if state.awaiting_draw:
                state.settle_chance(chance)
                continue
            seat = state.to_move
            answer = ask_bot(bots[seat], state, stand_in)
            tally = tallies[seating[seat]]
            tally.think_seconds.append(answer.seconds)
            tally.faults += answer.fault is not None
            state.apply(answer.move)
    finally:
        result = game.replay_result(state)
        for bot in bots:
            bot.close(result)
    outcome = state.outcome()
    assert outcome is not None
    scores = state.all_scores()
    for seat, index in enumerate(seating):
        tally = tallies[index]
        tally.name = bots[seat].name
        tally.lowest_total += min(scores[seat])
        if seat in outcome.winners:
            tally.wins += 1 / len(outcome.winners)
    if job.records is not None:
        players_info = [PlayerInfo(bot.name, "bot", job.specs[index])
                        for bot, index in zip(bots, seating)]
        game.record_of(players_info, state).save(job.records / f"game-{job.number + 1:05d}.json")
    return tallies


def print_table(summaries: list[dict[str, Any]], games: int, seconds: float) -> None:
    print(f"{games} games in {seconds:.1f} s ({games / seconds:.1f} games/s)")
    labels = [row["spec"] if row["spec"] == row["name"].lower() else f"{row['spec']} ({row['name']})"
              for row in summaries]
    width = max(len("player"), *map(len, labels))
    header = f"{'player':<{width}} {'wins':>8} {'win rate':>9} {'mean lowest':>12} " \
             f"{'think ms':>9} {'p95 ms':>8} {'faults':>7}"
    print(header)
    print("-" * len(header))
    for label, row in zip(labels, summaries):
        print(f"{label:<{width}} {row['wins']:>8.1f} {row['win_rate']:>8.1%} "
              f"{row['mean_lowest']:>12.2f} {row['think_ms_mean']:>9.2f} "
              f"{row['think_ms_p95']:>8.2f} {row['faults']:>7}")


class Progress:
    """A one-line progress bar on standard error, shown only on a terminal."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.done = 0
        self.stream = stream
        self.shown = stream.isatty() and total > 1
        self.started = time.perf_counter()

    def advance(self) -> None:
        self.done += 1
        if not self.shown:
            return
        filled = self.WIDTH * self.done // self.total
        elapsed = time.perf_counter() - self.started
        left = elapsed / self.done * (self.total - self.done)
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] "
                          f"{self.done}/{self.total} games, {left:.0f} s left ")
        self.stream.flush()

    def close(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * (self.WIDTH + 40) + "\r")
            self.stream.flush()


def _specs(text: str) -> tuple[str, ...]:
    specs = tuple(spec.strip() for spec in text.split(",") if spec.strip())
    if not 1 <= len(specs) <= 4:
        raise argparse.ArgumentTypeError(f"1 to 4 players, got {len(specs)}")
    return specs


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
