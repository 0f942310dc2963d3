"""The review screen while it analyses (run by hand, prints figures).

    python benchmarks/review_screen.py [--jobs 1 2] [--games rota axio axio-hex]

For one seeded 2-player game of each game (`hard` against `medium`), the review
screen is opened at 1280x800 with the shipped settings and a fresh cache, and run
at 60 frames a second (the frame's work timed, the rest of its 1/60 s slept, the
shown placement stepped every half second) until every placement is judged: the
seconds to the first mark on screen (target 2 s), to the whole review, and the
frame time p50/p99 while the analysis runs (the table's target: p99 <= 8 ms), as
wall time and as the frame loop's own processor time (on a machine that other work
keeps busy, the wall time's tail is mostly waiting for a core).
Then the screen is opened again (from the cache: no analysis) and stepped through
300 frames, for the screen's own drawing. Uses SDL's dummy video driver unless
SDL_VIDEODRIVER is set.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

FRAME = 1 / 60


def a_record(folder: Path, game: str) -> Path:
    from axio_desktop.cli.main import main as cli

    with redirect_stdout(io.StringIO()):
        cli(["simulate", "--game", game, "--players", "hard,medium", "--games", "1",
             "--seed", "3", "--records", str(folder)])
    return min(folder.glob("*.json"))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def measure(game: str, jobs: int) -> None:
    # Imported here, not at the top: the review's worker processes are started by
    # "spawn" and import this file, and need neither pygame nor the game.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from axio_desktop.app import App
    from axio_desktop.review import SHIPPED
    from axio_desktop.ui.review import opening
    from axio_desktop.ui.review.scene import ReviewScene

    data = Path(tempfile.mkdtemp(prefix="axio-review-bench-"))
    os.environ["AXIO_DATA_DIR"] = str(data)
    record = a_record(data / "records", game)
    opening.OPTIONS = opening.ReviewOptions(settings=SHIPPED, jobs=jobs)
    app = App(size=(1280, 800), data_dir=data)
    app.step(1, dt=FRAME)
    began = time.perf_counter()
    app.flow.review_file(record)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    times: list[float] = []
    cpu: list[float] = []
    first_mark: float | None = None  # seconds from opening to the first frame with a mark
    frame = 0
    while len(scene.judgements) < scene.count and scene.worker.failure is None:
        if frame % 30 == 29:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                                 unicode="", scancode=0))
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(1, dt=FRAME)
        spent = time.perf_counter() - start
        if scene.judgements and first_mark is None:
            first_mark = start + spent - began
        times.append(spent * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        time.sleep(max(0.0, FRAME - spent))
        frame += 1
    whole = time.perf_counter() - began
    print(f"{scene.game.title}, {scene.count} placements, jobs {jobs}: first mark "
          f"{first_mark or 0:.2f} s, all {whole:.1f} s ({whole / scene.count:.2f} s a "
          f"placement); frames while analysing: {len(times)}, p50 "
          f"{statistics.median(times):.2f} ms, p99 {percentile(times, 0.99):.2f} ms, "
          f"max {max(times):.1f} ms; the frame loop's own processor time p50 "
          f"{statistics.median(cpu):.2f} ms, p99 {percentile(cpu, 0.99):.2f} ms", flush=True)
    if scene.worker.failure is not None:
        print(f"  the analysis failed: {scene.worker.failure}")
    app.scenes.pop()
    began = time.perf_counter()
    app.flow.review_file(record)
    app.step(1, dt=FRAME)
    opened = time.perf_counter() - began
    times, cpu = [], []
    for frame in range(300):
        if frame % 10 == 9:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                                 unicode="", scancode=0))
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(1, dt=FRAME)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    print(f"  opened again from the cache in {opened:.2f} s; 300 frames stepping: p50 "
          f"{statistics.median(times):.2f} ms, p99 {percentile(times, 0.99):.2f} ms "
          f"(processor time p50 {statistics.median(cpu):.2f} ms, p99 "
          f"{percentile(cpu, 0.99):.2f} ms)", flush=True)
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, nargs="+", default=[2])
    parser.add_argument("--games", nargs="+", default=["rota", "axio", "axio-hex"])
    options = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f}")
    for game in options.games:
        for jobs in options.jobs:
            measure(game, jobs)


if __name__ == "__main__":
    main()
