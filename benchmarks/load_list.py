"""Opening Load game with many saved games (run by hand).

    python benchmarks/load_list.py [--records 200]

Fills a saves folder with ``--records`` record files (finished and unfinished games of
every registered game, a damaged file among them), then opens Load game at 1280x800:
the time to its first frame, the longest frame while the list reads its records (a
few milliseconds a frame, the rows in view first), the time until every row is read,
and opening it a second time (what was read is kept while the files are unchanged).
Wall and CPU (process) time; the machine may be shared, so wall time is noisy.
Targets: first frame <= 100 ms, no frame over 50 ms, reopening <= 100 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from saved_records import bot, human, played, saved

from axio_desktop.app import App
from axio_desktop.kits import kits
from axio_desktop.ui.screens.load_scene import LoadGameScene
from axio_desktop.userdata import saves_dir


def fill(folder: Path, count: int) -> None:
    seats = [human("Anna"), bot("Robo", "hard"), human("Beata")]
    kinds = []
    for number, kit in enumerate(kits()):
        kinds.append(played(kit.game.id, seats, number).dumps())
        kinds.append(played(kit.game.id, seats[:2], number, placements=12).dumps())
    kinds.append('{"format": "axio-record", "version": 1}')
    now = time.time()
    for number in range(count):
        saved(kinds[number % len(kinds)], folder / f"game {number:03}.json", now - number * 60)


def opened(app: App) -> tuple[LoadGameScene, float, float]:
    """Load game pushed and drawn once: the scene, wall and CPU seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    scene = LoadGameScene(app)
    app.scenes.push(scene)
    app.step(1, dt=1 / 60)
    return scene, time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=200)
    options = parser.parse_args()
    fill(saves_dir(), options.records)
    app = App(size=(1280, 800))
    try:
        scene, wall, cpu = opened(app)
        print(f"{options.records} records: first frame {wall * 1000:.0f} ms wall, "
              f"{cpu * 1000:.0f} ms CPU")
        frames: list[tuple[float, float]] = []
        began, began_cpu = time.perf_counter(), time.process_time()
        while not scene.list.all_read:
            start, start_cpu = time.perf_counter(), time.process_time()
            app.step(1, dt=1 / 60)
            frames.append((time.perf_counter() - start, time.process_time() - start_cpu))
        longest = max(frames, default=(0.0, 0.0))
        print(f"every row read after {len(frames)} frames, "
              f"{(time.perf_counter() - began) * 1000:.0f} ms wall, "
              f"{(time.process_time() - began_cpu) * 1000:.0f} ms CPU; longest frame "
              f"{longest[0] * 1000:.1f} ms wall, {longest[1] * 1000:.1f} ms CPU")
        app.scenes.pop()
        scene, wall, cpu = opened(app)
        print(f"opened again: first frame {wall * 1000:.0f} ms wall, {cpu * 1000:.0f} ms CPU, "
              f"every row read: {scene.list.all_read}")
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
