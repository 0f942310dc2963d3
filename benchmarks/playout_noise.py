"""How noisy `expert`'s playouts are, by how far the game has gone.

On positions from `hard`-against-`hard` games it plays `expert`'s candidates out on
the same sampled deals and prints, for each number of placements made:

- the spread (standard deviation) of one candidate's playout values over the deals;
- the spread of the difference between another candidate and `hard`'s first
  choice on the same deal: what the comparison of two moves has to see through;
- how closely two candidates' values on the same deal go together (correlation):
  the share of the luck of the draw that playing them on the same deals cancels.

    python benchmarks/playout_noise.py --games 6 --deals 100 --seed 0
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_desktop.bots.rota.expert import candidate_moves, playout_value
from axio_desktop.bots.rota.hard import HardBot
from axio_desktop.engine.rota import RotaState, Setup
from axio_desktop.engine.rota.determinize import sample_state


def candidate_values(state: RotaState, deals: int, rng: random.Random) -> list[list[float]]:
    """Each candidate's playout value on each of ``deals`` sampled deals."""
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    ranked = candidate_moves(view)
    values: list[list[float]] = [[] for _ in ranked]
    for _ in range(deals):
        deal = sample_state(view, rng)
        for index, (_, move) in enumerate(ranked):
            future = deal.copy()
            future.apply(move)
            values[index].append(playout_value(future, seat))
    return values


def position_after(placements: int, game: int, seed: int) -> RotaState:
    state = RotaState.start(Setup.deal(2, random.Random(f"deal {seed} {game}")))
    bots = [HardBot(random.Random(f"bot {seed} {game} {seat}")) for seat in range(2)]
    for _ in range(placements):
        seat = state.to_move
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6, help="positions per row")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--placements", type=int, nargs="+", default=[0, 8, 16])
    options = parser.parse_args(arguments)
    rng = random.Random(f"noise {options.seed}")
    print("placements made | spread of one | spread of a difference | correlation")
    for placements in options.placements:
        spreads: list[float] = []
        differences: list[float] = []
        correlations: list[float] = []
        for game in range(options.games):
            values = candidate_values(position_after(placements, game, options.seed),
                                      options.deals, rng)
            first, others = values[0], values[1:]
            spreads.append(statistics.stdev(first))
            for other in others:
                differences.append(statistics.stdev([a - b for a, b in zip(other, first)]))
                correlations.append(statistics.correlation(other, first))
        print(f"{placements:15d} | {statistics.mean(spreads):13.1f} | "
              f"{statistics.mean(differences):22.1f} | {statistics.mean(correlations):11.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
