"""Frame time of the game tables and time to the first frame (run by hand).

    python benchmarks/ui_speed.py [--frames 600]

A 60-tile AXIO Rota display at 1280x800 with the hand tile being dragged over it
(ghost, per-corner points and the totals label: the busiest frame the table draws),
then the same table idle (nothing moves: such frames are neither drawn nor flipped).
Then a full 4-player AXIO board and a full AXIO Hex board (greedy bots played the
game to the human's last placement), a rack tile dragged across each.
Targets: p99 <= 8 ms per frame, first frame <= 1.5 s. Uses SDL's dummy video
driver unless SDL_VIDEODRIVER is set, so it measures drawing, not the display.
"""

from __future__ import annotations

import time

STARTED = time.perf_counter()

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-bench-"))

import pygame

from axio_desktop.app import App
from axio_desktop.engine.rota import DisplayTile, PlayerInfo, RotaState, Setup, standard_tiles
from axio_desktop.ui.core.input import Action, Intent
from axio_desktop.ui.rota.match import RotaMatch
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "ui"))
from screenshot_tour import fullest_board  # the tour's board, for the same frames

SIZE = (1280, 800)
COLUMNS, ROWS = 10, 6


def sixty_tile_state() -> RotaState:
    """All 60 tiles of the box in a 10x6 block, and Anna to place one more."""
    tiles = standard_tiles()
    display = [
        DisplayTile((index % COLUMNS, index // COLUMNS), tile, 0)
        for index, tile in enumerate(tiles)
    ]
    return RotaState.start(Setup.custom(display, [[tiles[0], tiles[1]]]))


FOUR_SEATS = [SeatPlan("Anna"), *(SeatPlan(f"Bot {n}", "bot", "greedy") for n in (2, 3, 4))]


def drag_frames(app: App, start: tuple[int, int], board: pygame.Rect, frames: int
                ) -> tuple[list[float], list[float]]:
    """Frame times (ms) while the pointer drags from ``start`` across ``board``, and
    the part of each spent in display.flip."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(2, dt=1 / 60)
    flip = pygame.display.flip
    flips: list[float] = []

    def timed_flip() -> None:
        began = time.perf_counter()
        flip()
        flips[-1] = (time.perf_counter() - began) * 1000

    pygame.display.flip = timed_flip
    times: list[float] = []
    for frame in range(frames):
        x = board.x + 20 + (frame * 7) % (board.width - 40)
        y = board.y + 20 + (frame * 3) % (board.height - 40)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 3), buttons=(1, 0, 0))
        )
        flips.append(0.0)
        began = time.perf_counter()
        app.step(1, dt=1 / 60)
        times.append((time.perf_counter() - began) * 1000)
    pygame.display.flip = flip
    return times, flips


def axio_board(app: App, game: str, frames: int) -> None:
    match = fullest_board(game, FOUR_SEATS, 3)
    began = time.perf_counter()
    app.flow.start_game(match)
    app.step(1, dt=1 / 60)
    first = time.perf_counter() - began
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    placed = len(match.state.placements)
    times, _ = drag_frames(app, scene.layout.slots[0].center, scene.layout.board, frames)
    print(
        f"{match.game.title}: 4 players, {placed} placements on the board, dragging a rack "
        f"tile, {frames} frames: p50 {statistics.median(times):.2f} ms, "
        f"p99 {percentile(times, 0.99):.2f} ms, max {max(times):.2f} ms; "
        f"the table's first frame {first * 1000:.0f} ms"
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    frames = parser.parse_args().frames

    app = App(size=SIZE)
    app.step(1, dt=1 / 60)
    first_frame = time.perf_counter() - STARTED

    app.flow.start_game(
        RotaMatch(
            [
                PlayerInfo("Anna"),
            ],
            sixty_tile_state(),
            1,
        )
    )
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.on_intent(Intent(Action.FIT))
    board = scene.layout.board
    start = scene.layout.hand_tile_rect.center
    times, flips = drag_frames(app, start, board, frames)
    work = [total - shown for total, shown in zip(times, flips)]

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.step(1, dt=1 / 60)
    settle = 0
    while scene.animating and settle < 600:  # the view glides, the markers move, ...
        app.step(1, dt=1 / 60)
        settle += 1
    flip = pygame.display.flip
    flipped = [0]

    def counted_flip() -> None:
        flipped[0] += 1
        flip()

    pygame.display.flip = counted_flip
    idle: list[float] = []
    for _ in range(frames // 2):
        began = time.perf_counter()
        app.step(1, dt=1 / 60)
        idle.append((time.perf_counter() - began) * 1000)
    idle_flips = flipped[0]
    pygame.display.flip = flip
    print(
        f"display: {len(scene.state.display)} tiles at {SIZE[0]}x{SIZE[1]}, dragging the hand tile, "
        f"{frames} frames, video driver {os.environ['SDL_VIDEODRIVER']}"
    )
    print(
        f"frame time: p50 {statistics.median(times):.2f} ms, p99 {percentile(times, 0.99):.2f} ms, "
        f"max {max(times):.2f} ms (target p99 <= 8 ms)"
    )
    print(
        f"  of which events+update+draw: p50 {statistics.median(work):.2f} ms, p99 {percentile(work, 0.99):.2f} ms;"
        f" display.flip: p50 {statistics.median(flips):.2f} ms, p99 {percentile(flips, 0.99):.2f} ms"
    )
    print(
        f"idle table ({len(idle)} frames): p50 {statistics.median(idle):.3f} ms, "
        f"p99 {percentile(idle, 0.99):.3f} ms per frame, {idle_flips} frames drawn and flipped"
    )
    print(f"time to first frame: {first_frame:.2f} s (target <= 1.5 s)")
    for game in ("axio", "axio-hex"):
        axio_board(app, game, frames)
    app.close()


if __name__ == "__main__":
    main()
