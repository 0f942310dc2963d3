"""What a placement costs the AXIO and AXIO Hex board's drawing (run by hand).

    python benchmarks/board_plate.py [--sizes 1280x800 1920x1080] [--games 3]

Four-seat games between greedy bots, played on the engine alone; after every
placement the board is drawn once as the table draws it at a decision (a board area
of the window's size less the side panel, the camera fitted as the table fits it),
by a renderer that keeps its plate (a placement adds its pieces) and by one that
draws its whole plate afresh, as the table did before. Prints p50/p99/max of both per
game and size, and the load average. Uses SDL's dummy video driver.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from axio_positions import BotGame

from axio_desktop.engine.axio import AxioState
from axio_desktop.ui.axio.board_art import AxioBoardRenderer, AxioPicture
from axio_desktop.ui.axio.geometry import cell_layout
from axio_desktop.ui.axio.table_drawing import board_tiles
from axio_desktop.ui.core.camera import Camera

BOARD_SHARE = 0.62
"""About the share of the window's width the table leaves the board."""


def frame(renderer: AxioBoardRenderer, screen: pygame.Surface, camera: Camera,
          state: AxioState) -> float:
    start = time.perf_counter()
    renderer.draw(screen, camera, pygame.Rect(camera.viewport),
                  AxioPicture(board=state.board, tiles=board_tiles(state)))
    return (time.perf_counter() - start) * 1000


def play(game_id: str, size: tuple[int, int], seed: int
         ) -> tuple[list[float], list[float], int]:
    screen = pygame.display.set_mode(size)
    view = (0, 48, round(size[0] * BOARD_SHARE), size[1] - 48 - 92)
    state, bots, chance = BotGame(game_id, 4, seed, ("greedy",) * 4).start()
    camera = Camera(view)
    camera.fit(cell_layout(state.rules.shape).bounds(state.board.area.cells),  # type: ignore[arg-type]
               margin=0.5)
    kept, afresh = AxioBoardRenderer(), AxioBoardRenderer()
    frame(kept, screen, camera, state)
    added: list[float] = []
    whole: list[float] = []
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))  # type: ignore[index]
        added.append(frame(kept, screen, camera, state))
        afresh.__init__()  # type: ignore[misc]  # forget the plate, as every placement did
        whole.append(frame(afresh, screen, camera, state))
    return added, whole, kept.plates_drawn


def line(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return (f"{name}: {len(values)} placements, p50 {statistics.median(values):.2f} ms, "
            f"p99 {p99:.2f} ms, max {max(values):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", default=["1280x800", "1920x1080"])
    parser.add_argument("--games", type=int, default=3)
    arguments = parser.parse_args()
    pygame.init()
    print(f"load average before: {os.getloadavg()}")
    for text in arguments.sizes:
        size = tuple(int(part) for part in text.split("x"))
        for game_id in ("axio", "axio-hex"):
            added: list[float] = []
            whole: list[float] = []
            plates = 0
            for seed in range(arguments.games):
                kept, afresh, drawn = play(game_id, size, seed + 1)  # type: ignore[arg-type]
                added += kept
                whole += afresh
                plates += drawn
            print(f"{game_id} at {text}:")
            print("  " + line("placement added to the kept plate", added)
                  + f" (whole plate drawn {plates} times in {arguments.games} games)")
            print("  " + line("whole plate drawn afresh", whole))
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
