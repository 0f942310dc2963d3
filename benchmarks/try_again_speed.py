"""How long try-again takes to check a placement, and what that does to the frame
time (run by hand).

    python benchmarks/try_again_speed.py [--positions 3] [--game rota] [--jobs 2]

For each game, a seeded game of `random` against `greedy` is reviewed with the quick
settings to have a review to start from; the first ``--positions`` placements of
`random`'s seat count as marked. Try-again is started with the shipped settings (as
the review screen starts it), and at each position the record's own placement is
confirmed with Enter and checked off the frame loop (``--jobs 1``: on a worker thread;
2: in a worker process) while the table draws a frame every 1/60 s (as the program's
clock does). Prints the seconds per check and the
frame times while checking: the table's target is p99 <= 8 ms. Uses SDL's dummy
video driver unless SDL_VIDEODRIVER is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-bench-"))

import pygame

from axio_desktop.app import App
from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import load_record
from axio_desktop.kits import find_kit
from axio_desktop.review import QUICK, SHIPPED, Analysis, summarise
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.try_again import start_try_again
from axio_desktop.ui.try_again.coach import TryAgainCoach

FRAME = 1 / 60
GAMES = ("rota", "axio", "axio-hex")


def key(code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[98]


def paced_frames(app: App, count: int, moving: bool) -> list[float]:
    """Milliseconds per frame, a frame every 1/60 s (``moving``: the pointer moves each
    frame, so that every frame is drawn)."""
    times = []
    for number in range(count):
        if moving:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(600 + number % 40, 400),
                                                 rel=(1, 0), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.step(1, dt=FRAME)
        took = time.perf_counter() - start
        times.append(took * 1000)
        time.sleep(max(0.0, FRAME - took))
    return times


def checks(app: App, game: str, positions: int, jobs: int
           ) -> tuple[list[float], list[float], list[float]]:
    """Seconds per check, milliseconds per frame while checking, and per frame with the
    card up and nothing checked (each frame drawn)."""
    with tempfile.TemporaryDirectory() as folder:
        play_game(GameJob(0, ("random", "greedy"), 1, Path(folder), game))
        record = load_record((Path(folder) / "game-00001.json").read_text())
    kit = find_kit(game)
    judgements = Analysis(kit.review, kit.review.positions(record), settings=QUICK).results()
    own = [judgement.index for judgement in judgements if judgement.player == 0][:positions]
    judgements = [replace(judgement, mark="blunder") if judgement.index in own else judgement
                  for judgement in judgements]
    review = summarise(kit.game, [player.name for player in record.players], judgements)
    assert start_try_again(app, record, review, 0, settings=SHIPPED, jobs=jobs)
    seconds: list[float] = []
    frames: list[float] = []
    idle: list[float] = []
    for _ in own:
        app.step(2, dt=FRAME)
        table = app.scenes.top
        assert isinstance(table, TableScene) and isinstance(table.coach, TryAgainCoach)
        coach = table.coach
        idle += paced_frames(app, 120, moving=True)
        table.show_hint(table.match.recorded(coach.lesson.record))
        key(pygame.K_RETURN)
        began = time.perf_counter()
        app.step(1, dt=FRAME)
        while coach.checking is not None:
            frames += paced_frames(app, 1, moving=False)
        seconds.append(time.perf_counter() - began)
        key(pygame.K_n)
    app.step(2, dt=FRAME)
    app.flow.to_menu()
    return seconds, frames, idle


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--jobs", type=int, default=1)
    options = parser.parse_args()
    app = App(size=(1280, 800))
    for game in options.game or GAMES:
        seconds, frames, idle = checks(app, game, options.positions, options.jobs)
        print(f"{find_kit(game).game.title}, --jobs {options.jobs}: {len(seconds)} checks, "
              f"{statistics.mean(seconds):.2f} s each on average (max {max(seconds):.2f} s); "
              f"{len(frames)} frames while checking: p50 {statistics.median(frames):.2f} ms, "
              f"p99 {p99(frames):.2f} ms, max {max(frames):.2f} ms; "
              f"{len(idle)} frames with nothing checked: p50 {statistics.median(idle):.2f} ms, "
              f"p99 {p99(idle):.2f} ms")
    app.close()


if __name__ == "__main__":
    main()
