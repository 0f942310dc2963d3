"""Frame times of the hot-seat table as a player sees it (run by hand).

    python benchmarks/table_frames.py [--games 2] [--sizes 1280x800 1920x1080]
                                      [--level greedy] [--delay 0.3]

Four-seat games of each game between bots of ``--level`` (they think in the table's
thinking processes), with the usual bot delay, so every tile flies in, its points come
about and the markers glide as a player sees them; the view is panned a little every
frame, so every frame is drawn. The frame loop is paced at 60 frames a second; a
frame's time is its own work (events, update, draw, flip). A decision frame is one
in which a decision was played (the engine's apply, the autosave, the board's picture
made anew). Prints, per game and size, the frames, p50/p99/max of every frame and of
the decision frames (also as the processor time of the frame loop's thread, which a
busy machine does not inflate), of the frames in which a bot thought, and the load average before and after. Uses SDL's dummy video
driver unless SDL_VIDEODRIVER is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-bench-"))

from axio_desktop.app import App
from axio_desktop.kits import find_kit
from axio_desktop.ui.kit import new_match
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene

WARM_UP = 10
"""The first frames of each table are not counted (its caches fill then)."""
FRAME = 1 / 60


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play(app: App, game: str, level: str, seed: int
         ) -> tuple[list[float], list[float], list[float], list[float]]:
    """One game to its results; every frame's time, the decision frames', the
    processor time the frame loop's thread spent on the decision frames (what the
    frame itself costs, whatever else the machine runs), and the time of the frames
    in which a bot thought (asked in it, or still thinking)."""
    seats = [SeatPlan(f"{level} {seat + 1}", "bot", level) for seat in range(4)]
    app.flow.start_game(new_match(find_kit(game).desktop, seats, seed))
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    every: list[float] = []
    decisions: list[float] = []
    worked: list[float] = []
    thought: list[float] = []
    frame = 0
    while not isinstance(app.scenes.top, ResultsScene):
        made = scene.state.decisions_made
        thinking = scene.match.bot_thinking
        scene.camera.pan_pixels(1 if frame % 40 < 20 else -1, 0)
        start, processor = time.perf_counter(), time.thread_time()
        app.step(1, dt=FRAME)
        spent, work = time.perf_counter() - start, time.thread_time() - processor
        time.sleep(max(0.0, FRAME - spent))  # paced at 60 frames a second
        frame += 1
        if frame > WARM_UP:
            every.append(spent * 1000)
            if thinking or scene.match.bot_thinking:
                thought.append(spent * 1000)
            if scene.state.decisions_made != made:
                decisions.append(spent * 1000)
                worked.append(work * 1000)
    return every, decisions, worked, thought


def line(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: none"
    return (f"{name}: {len(values)} frames, p50 {statistics.median(values):.1f} ms, "
            f"p99 {percentile(values, 0.99):.1f} ms, max {max(values):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--sizes", nargs="+", default=["1280x800", "1920x1080"])
    parser.add_argument("--level", default="greedy")
    parser.add_argument("--delay", type=float, default=0.3)
    parser.add_argument("--only", nargs="*", default=["rota", "axio", "axio-hex"])
    arguments = parser.parse_args()
    print(f"load average before: {os.getloadavg()}")
    for text in arguments.sizes:
        size = tuple(int(part) for part in text.split("x"))
        app = App(size=size)  # type: ignore[arg-type]
        app.save_settings(replace(app.settings, bot_delay=arguments.delay, sound=False))
        try:
            for game in arguments.only:
                every: list[float] = []
                decisions: list[float] = []
                work: list[float] = []
                thinking: list[float] = []
                for seed in range(arguments.games):
                    frames, decided, worked, thought = play(app, game, arguments.level,
                                                            seed + 1)
                    every += frames
                    decisions += decided
                    work += worked
                    thinking += thought
                print(f"{game} at {text}, 4 seats, {arguments.games} games:")
                print("  " + line("every frame", every))
                print("  " + line("decision frames", decisions))
                print("  " + line("decision frames, the loop thread's processor time", work))
                print("  " + line("frames in which a bot thought", thinking))
        finally:
            app.close()
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
