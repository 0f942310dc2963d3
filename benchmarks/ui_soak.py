"""A long seeded UI soak of the whole program (run by hand; the short run is a test).

    python benchmarks/ui_soak.py [--events 50000] [--seed 1]

Random mouse, wheel, keys, text, resizes and focus changes across every scene, biased
so that games are started, played to the end and their results shown (the driver is
`tests/ui/soak.py`). Prints events, scenes reached, games finished, exceptions (each
one's traceback), slow frames and resident memory after warm-up and at the end.
Targets: 50,000 events, no exception, memory flat after warm-up.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-soak-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from soak import soak

from axio_desktop.app import App


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    app = App(size=(1280, 800))
    app.save_settings(replace(app.settings, bot_delay=0.0))
    try:
        report = soak(app, events=options.events, seed=options.seed,
                      warm_up=min(5000, options.events // 10))
    finally:
        app.close()
    print("\n".join(report.lines()))
    for failure in report.exceptions[:3]:
        print(failure)
    return 1 if report.exceptions else 0


if __name__ == "__main__":
    raise SystemExit(main())
