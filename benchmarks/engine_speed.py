"""How fast the engine plays: random full games per second and placement evaluations
per second, on one core, for every game.

    python benchmarks/engine_speed.py [--seconds 3] [--game rota|axio|axio-hex]

A random game here is the real path: every decision is asked of the `random` bot
through the mover's view, then checked and applied by the state; draws are made at
random from the bag. Targets (two players): AXIO Rota 1,000 games a second, AXIO
700, AXIO Hex 500.
"""

from __future__ import annotations

import argparse
import random
import time

from axio_desktop.bots import make_bot
from axio_desktop.engine import find_game
from axio_desktop.engine.axio import RULESETS, AxioSetup, AxioState
from axio_desktop.engine.axio.preview import gains_by_placement
from axio_desktop.engine.rota import RotaState, Setup
from axio_desktop.kits import find_kit

TARGETS = {"rota": 1000, "axio": 700, "axio-hex": 500}


def random_games_per_second(game_id: str, players: int, seconds: float) -> tuple[float, float]:
    """(games per second, placements per game) over about ``seconds`` of play."""
    game = find_game(game_id)
    bot = make_bot("random", 1, kit=find_kit(game_id).bots)
    chance = random.Random(0)
    games = placements = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(players, random.Random(games))
        while not state.finished:
            if state.awaiting_draw:
                state.settle_chance(chance)
                continue
            placed = state.apply(bot.choose(state.view(state.to_move)))
            placements += placed is not None
        games += 1
    return games / (time.perf_counter() - started), placements / games


def rota_evaluations_per_second(seconds: float) -> tuple[float, float]:
    """Placement scorings per second: the fast path (`Display.points`) and the full
    preview the UI and bots read (`Display.preview`), on mid-game displays."""
    positions = []
    for seed in range(20):
        state = RotaState.start(Setup.deal(2, seed))
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


def axio_evaluations_per_second(game_id: str, seconds: float) -> tuple[float, float, float]:
    """(legal placements a turn, scorings per second through `gains_by_placement`,
    full previews per second through `AxioView.preview`) on mid-game positions."""
    rules = RULESETS[game_id]
    views = []
    for seed in range(20):
        state = AxioState.start(AxioSetup.deal(rules, 2, seed))
        rng = random.Random(seed)
        while not state.finished and (len(state.placements) < 12 or state.phase.value != "place"):
            if state.awaiting_draw:
                state.settle_chance(rng)
                continue
            state.apply(rng.choice(list(state.legal_moves())))
        if state.to_move is not None:
            views.append(state.view(state.to_move))
    per_turn = sum(len(list(view.legal_placements())) for view in views) / len(views)

    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds / 2:
        for view in views:
            for _ in gains_by_placement(view.board, view.legal_edges, view.rack):
                count += 1
    fast = count / (time.perf_counter() - started)

    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds / 2:
        for view in views:
            for place in view.legal_placements():
                view.preview(place)
                count += 1
    return per_turn, fast, count / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    parser.add_argument("--game", choices=tuple(TARGETS), action="append",
                        help="a game to measure (default: all)")
    options = parser.parse_args()
    for game_id in options.game or TARGETS:
        for players in (2, 4):
            rate, placements = random_games_per_second(game_id, players, options.seconds)
            target = f" (target {TARGETS[game_id]})" if players == 2 else ""
            print(f"{game_id:9} random {players}-player games: {rate:8.0f} games/s "
                  f"({placements:.1f} placements a game){target}")
        if game_id == "rota":
            fast, full = rota_evaluations_per_second(options.seconds)
            print(f"{game_id:9} placement evaluations:    {fast:8.0f} /s (Display.points)")
            print(f"{game_id:9} placement previews:       {full:8.0f} /s (Display.preview)")
        else:
            per_turn, fast, full = axio_evaluations_per_second(game_id, options.seconds)
            print(f"{game_id:9} legal placements a turn:  {per_turn:8.0f} (mid-game, 5-6 tiles)")
            print(f"{game_id:9} placement scorings:       {fast:8.0f} /s (gains_by_placement)")
            print(f"{game_id:9} placement previews:       {full:8.0f} /s (AxioView.preview)")


if __name__ == "__main__":
    main()
