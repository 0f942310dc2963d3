"""The clairvoyant yardstick: solo play that is shown the stack and supply order.

It is never a level: it reads hidden tiles no player may see, so no fair bot can
beat it. It tells how far `expert` is from the best play possible on the same
deals. On each deal it runs a beam search over whole games: every position in
the beam is expanded by every legal move of the tile that really comes next, and
the most promising positions (by `bots.evaluation.utility`, which counts the
lowest colour most) go on, until the game ends; the best finished game counts.

    python benchmarks/clairvoyant.py --deals 200 --seed 0 --beam 64 [--jobs 2]

Deal n is the one `simulate --players expert --seed S` plays as game n.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_desktop.bots.rota.evaluation import TRACK_MAX, placements, utility
from axio_desktop.bots.rota.expert import candidate_moves, playout_value
from axio_desktop.bots.rota.hard import HardBot
from axio_desktop.engine.rota import Move, RotaState, Setup

Job = TypeVar("Job")
Result = TypeVar("Result")


def solo_deal(seed: int, number: int) -> Setup:
    """The solo deal that `simulate --seed seed` plays as game ``number``."""
    return Setup.deal(1, random.Random(f"deal {seed} {number}"))


def final_key(state: RotaState) -> tuple[int, ...]:
    """How a finished solo game ranks: lowest colour first, then the next, and so on."""
    return tuple(sorted(state.scores(0)))


def best_solo_game(setup: Setup, beam: int) -> RotaState:
    """The best finished game the beam search finds, knowing every tile to come."""
    frontier = [RotaState.start(setup)]
    finished: list[RotaState] = []
    while frontier:
        children: list[tuple[float, int, Move]] = []
        for parent, state in enumerate(frontier):
            tile = state.tile_to_place
            assert tile is not None
            display = state.display
            tracks = state.scores(0)
            for move, gains in placements(display, tile):
                after = [min(TRACK_MAX, track + gain) for track, gain in zip(tracks, gains)]
                children.append((utility(after), parent, move))
        children.sort(key=lambda child: -child[0])
        next_frontier: list[RotaState] = []
        seen: set[tuple[int, tuple[int, ...], frozenset[tuple[tuple[int, int], str]]]] = set()
        for _, parent, move in children:
            state = frontier[parent].copy()
            state.apply(move)
            signature = (state.pending_bonus, state.scores(0), frozenset(state.display))
            if signature in seen:
                continue
            seen.add(signature)
            (finished if state.finished else next_frontier).append(state)
            if len(next_frontier) >= beam:
                break
        frontier = next_frontier
    return max(finished, key=final_key)


def lowest_on_deal(job: tuple[int, int, int]) -> int:
    seed, number, beam = job
    return min(best_solo_game(solo_deal(seed, number), beam).scores(0))


def sighted_move(state: RotaState) -> Move:
    """`expert`'s choice among `hard`'s best moves, each played out on the true deal."""
    seat = state.to_move
    assert seat is not None
    ranked = candidate_moves(state.view(seat))
    values = []
    for _, move in ranked:
        future = state.copy()
        future.apply(move)
        values.append(playout_value(future, seat))
    return ranked[max(range(len(ranked)), key=lambda index: (values[index], -index))][1]


def sighted_share(job: tuple[int, int]) -> float:
    """The sighted search's share of the win (1, 0.5 shared, 0) in game ``number``."""
    seed, number = job
    deal_number, sighted_seat = divmod(number, 2)
    state = RotaState.start(Setup.deal(2, random.Random(f"deal {seed} {deal_number}")))
    hard_seat = 1 - sighted_seat
    hard = HardBot(random.Random(f"bot {seed} {number} {hard_seat}"))
    while (seat := state.to_move) is not None:
        state.apply(sighted_move(state) if seat == sighted_seat else hard.choose(state.view(seat)))
    outcome = state.outcome()
    assert outcome is not None
    return 1 / len(outcome.winners) if sighted_seat in outcome.winners else 0.0


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", "--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--beam", type=int, default=64, help="positions kept per step")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--duel", action="store_true",
                        help="two players: the sighted search against hard")
    options = parser.parse_args(arguments)
    if options.duel:
        return duel(options.deals, options.seed, options.jobs, options.json)
    started = time.perf_counter()
    jobs = [(options.seed, number, options.beam) for number in range(options.deals)]
    lowest = map_over(lowest_on_deal, jobs, options.jobs)
    seconds = time.perf_counter() - started
    mean = sum(lowest) / len(lowest)
    if options.json:
        print(json.dumps({"deals": options.deals, "seed": options.seed, "beam": options.beam,
                          "mean_lowest": mean, "lowest": lowest, "seconds": seconds}))
    else:
        print(f"clairvoyant beam {options.beam}: mean lowest colour {mean:.2f} "
              f"over {options.deals} solo deals (seed {options.seed}) in {seconds:.0f} s")
    return 0


def duel(games: int, seed: int, processes: int, as_json: bool) -> int:
    started = time.perf_counter()
    shares = map_over(sighted_share, [(seed, number) for number in range(games)], processes)
    seconds = time.perf_counter() - started
    win_rate = sum(shares) / games
    if as_json:
        print(json.dumps({"games": games, "seed": seed, "win_rate": win_rate,
                          "seconds": seconds}))
    else:
        print(f"sighted search against hard: won {win_rate:.1%} of {games} games "
              f"(seed {seed}) in {seconds:.0f} s")
    return 0


def map_over(work: Callable[[Job], Result], jobs: list[Job], processes: int) -> list[Result]:
    """``work`` done on every job, in order, in ``processes`` processes."""
    if processes <= 1:
        return [work(job) for job in jobs]
    with ProcessPoolExecutor(processes) as pool:
        return list(pool.map(work, jobs, chunksize=4))


if __name__ == "__main__":
    sys.exit(main())
