"""How fast the engine plays: random full games per second and placement evaluations
per second, on one core.

    python benchmarks/engine_speed.py [--seconds 3]

A random game here is the real path: every move is asked of the `random` bot
through the mover's view, then checked and applied by the state. Target: at least
1,000 random two-player games per second.
"""

from __future__ import annotations

import argparse
import random
import time

from axio_desktop.bots import make_bot
from axio_desktop.engine import GameState, Setup


def random_games_per_second(players: int, seconds: float) -> tuple[float, float]:
    """(games per second, moves per game) over about ``seconds`` of play."""
    bot = make_bot("random", 1)
    games = moves = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = GameState.start(Setup.deal(players, random.Random(games)))
        while (seat := state.to_move) is not None:
            state.apply(bot.choose(state.view(seat)))
        games += 1
        moves += len(state.history)
    return games / (time.perf_counter() - started), moves / games


def evaluations_per_second(seconds: float) -> tuple[float, float]:
    """Placement scorings per second: the fast path (`Display.points`) and the full
    preview the UI and bots read (`Display.preview`), on mid-game displays."""
    positions = []
    for seed in range(20):
        state = GameState.start(Setup.deal(2, seed))
        rng = random.Random(seed)
        for _ in range(12):
            state.apply(rng.choice(list(state.legal_moves())))
        tile = state.tile_to_place
        assert tile is not None
        positions.append((state.display, tile, state.legal_cells()))

    def measure(evaluate: str) -> float:
        count = 0
        started = time.perf_counter()
        while time.perf_counter() - started < seconds / 2:
            for display, tile, cells in positions:
                for cell in cells:
                    for rotation in range(4):
                        if evaluate == "points":
                            display.points(cell, tile.rotations[rotation], "R")
                        else:
                            display.preview(tile, cell, rotation)
                        count += 1
        return count / (time.perf_counter() - started)

    return measure("points"), measure("preview")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    seconds = parser.parse_args().seconds
    for players in (2, 4):
        rate, moves = random_games_per_second(players, seconds)
        print(f"random {players}-player games: {rate:8.0f} games/s ({moves:.1f} moves a game)")
    fast, full = evaluations_per_second(seconds)
    print(f"placement evaluations:    {fast:8.0f} /s (Display.points)")
    print(f"placement previews:       {full:8.0f} /s (Display.preview, per corner detail)")


if __name__ == "__main__":
    main()
