"""The review's first pass on screen (run by hand, prints figures).

    python benchmarks/review_first_pass.py [--jobs N] [--games rota axio axio-hex]
                                           [--load N] [--first-only]

For one seeded 2-player game of each game (`hard` against `medium`, seed 3), the
review screen is opened at 1280x800 with the shipped passes (`FIRST_PASS`, then
`SHIPPED`) and a fresh cache, and run at 60 frames a second (the frame's work timed,
the rest of its 1/60 s slept) until every mark is final: the seconds from opening
to the first frame on which every decision has a mark (target 5 s on the 2-core
machine), and to the frame on which all are final; the frame time p50/p99 during
each pass; how many first marks the deep pass kept (the same mark, and the same
answer to "mistake or worse?"). ``--load N`` keeps N busy processes of its own
running meanwhile (the machine made busy on purpose; they are ended at the end), and
the load average is printed before and after. The first mark's time is mostly the
worker processes' start. ``--first-only`` stops at the first
full set. ``--jobs`` is the screen's own choice by default (`worker.screen_jobs`);
``--first C D`` tries a first pass of C candidates on D deals instead of `FIRST_PASS`.
Uses SDL's dummy video driver unless SDL_VIDEODRIVER is set.
"""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

FRAME = 1 / 60
BUSY = "while True: pass"


def a_record(folder: Path, game: str) -> Path:
    from axio_desktop.cli.main import main as cli

    with redirect_stdout(io.StringIO()):
        cli(["simulate", "--game", game, "--players", "hard,medium", "--games", "1",
             "--seed", "3", "--records", str(folder)])
    return min(folder.glob("*.json"))


def percentile(values: list[float], share: float) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    return f"{ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]:.1f}"


def measure(game: str, jobs: int | None, first_only: bool, first: list[int] | None) -> None:
    # Imported here, not at the top: the review's worker processes are started by
    # "spawn" and import this file, and need neither pygame nor the game.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from axio_desktop.app import App
    from axio_desktop.review import FIRST_PASS, SERIOUS, ReviewSettings
    from axio_desktop.ui.review import opening
    from axio_desktop.ui.review.scene import ReviewScene

    data = Path(tempfile.mkdtemp(prefix="axio-first-pass-bench-"))
    os.environ["AXIO_DATA_DIR"] = str(data)
    record = a_record(data / "records", game)
    settings = FIRST_PASS if first is None else ReviewSettings(
        candidates=first[0], work=0, min_deals=first[1], max_deals=first[1], confirm=1)
    opening.OPTIONS = (opening.ReviewOptions(first=settings) if jobs is None
                       else opening.ReviewOptions(jobs=jobs, first=settings))
    app = App(size=(1280, 800), data_dir=data)
    app.step(1, dt=FRAME)
    began = time.perf_counter()
    app.flow.review_file(record)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    frames: dict[str, list[float]] = {"first": [], "deep": []}
    first_mark: float | None = None  # the workers started and judged one
    first_set: float | None = None
    all_final: float | None = None
    first_marks: dict[int, str] = {}
    while scene.worker.failure is None:
        start = time.perf_counter()
        app.step(1, dt=FRAME)
        spent = time.perf_counter() - start
        frames["first" if first_set is None else "deep"].append(spent * 1000)
        if first_mark is None and scene.judgements:
            first_mark = start + spent - began
        if first_set is None and len(scene.judgements) == scene.count:
            first_set = start + spent - began
            first_marks = {row: judgement.mark for row, judgement in scene.judgements.items()}
            if first_only:
                break
        if scene.review is not None:
            all_final = start + spent - began
            break
        time.sleep(max(0.0, FRAME - spent))
    analysis = scene.worker.analysis
    print(f"{scene.game.title}, {scene.count} decisions, jobs "
          f"{analysis.jobs if analysis else '-'}: a first mark after {first_mark or 0:.2f} s, "
          f"every decision marked after {first_set or 0:.2f} s; all final after "
          + (f"{all_final:.1f} s" if all_final is not None else "(not waited for)")
          + f"; frames p50/p99 ms: first pass {percentile(frames['first'], 0.5)}/"
          f"{percentile(frames['first'], 0.99)}, deep pass {percentile(frames['deep'], 0.5)}/"
          f"{percentile(frames['deep'], 0.99)}", flush=True)
    if scene.worker.failure is not None:
        print(f"  the analysis failed: {scene.worker.failure}")
    if scene.review is not None:
        final = {row: judgement.mark for row, judgement in scene.judgements.items()}
        same = sum(first_marks[row] == final[row] for row in final)
        serious = sum((first_marks[row] in SERIOUS) == (final[row] in SERIOUS) for row in final)
        print(f"  the deep pass kept {same} of {len(final)} first marks, and the answer to "
              f"'mistake or worse?' of {serious}",
              flush=True)
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--games", nargs="+", default=["rota", "axio", "axio-hex"])
    parser.add_argument("--load", type=int, default=0, metavar="N")
    parser.add_argument("--first-only", action="store_true")
    parser.add_argument("--first", type=int, nargs=2, metavar=("C", "D"))
    options = parser.parse_args()
    busy = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(options.load)]
    try:
        if busy:
            time.sleep(20)  # let the load average see them
        print(f"load before: {os.getloadavg()[0]:.2f} ({options.load} busy processes of "
              f"this benchmark's own, {os.cpu_count()} cores)", flush=True)
        for game in options.games:
            measure(game, options.jobs, options.first_only, options.first)
        print(f"load after: {os.getloadavg()[0]:.2f}", flush=True)
    finally:
        for process in busy:
            process.kill()
            process.wait()


if __name__ == "__main__":
    main()
