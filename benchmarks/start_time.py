"""Start to the first drawn menu (run by hand).

    python benchmarks/start_time.py [--runs 5] [--size 1280x800]

Starts `main.py` ``--runs`` times as a player does (a fresh data folder each time, so
a first start; SDL's dummy video driver unless SDL_VIDEODRIVER is set) and takes the
time from the process's start to the first frame flipped onto the window (the menu).
Prints each run and the median and slowest; target: 1.5 s on an idle machine. To see
what a start spends, `python -X importtime main.py` and cProfile.

The program's modules are compiled to bytecode first, as an installed program's are
(pip compiles a wheel's on install; the bundle carries them): with
PYTHONDONTWRITEBYTECODE set, every start would compile all of them again (about a
third of a second here).
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MAIN = Path(__file__).resolve().parents[1] / "main.py"

# Runs in the started process: the first flip tells the time it was done and ends the
# process there (nothing after the first frame is measured).
FIRST_FLIP = """
import os, runpy, sys, time
import pygame
flip = pygame.display.flip
def first_flip():
    flip()
    print(f"first frame {time.time():.6f}", flush=True)
    os._exit(0)
pygame.display.flip = first_flip
sys.argv = [sys.argv[1], "--size", sys.argv[2]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def start_once(size: str) -> float:
    """Seconds from starting the process to its first drawn frame."""
    environment = dict(os.environ, AXIO_DATA_DIR=tempfile.mkdtemp(prefix="axio-start-"))
    environment.setdefault("SDL_VIDEODRIVER", "dummy")
    environment.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.time()
    finished = subprocess.run([sys.executable, "-c", FIRST_FLIP, str(MAIN), size],
                              env=environment, capture_output=True, text=True, check=False)
    for line in finished.stdout.splitlines():
        if line.startswith("first frame "):
            return float(line.removeprefix("first frame ")) - started
    raise RuntimeError(f"main.py drew no frame (exit {finished.returncode}): "
                       f"{finished.stderr.strip()[-500:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", default="1280x800")
    arguments = parser.parse_args()
    compileall.compile_dir(MAIN.parent / "axio_desktop", quiet=1)
    print(f"load average before: {os.getloadavg()}")
    times = []
    for run in range(arguments.runs):
        seconds = start_once(arguments.size)
        times.append(seconds)
        print(f"run {run + 1}: {seconds:.2f} s")
    print(f"start to first menu frame at {arguments.size}: median "
          f"{statistics.median(times):.2f} s, slowest {max(times):.2f} s (target 1.5 s)")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
