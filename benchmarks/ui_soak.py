"""A long seeded UI soak of the whole program (run by hand; the short run is a test).

    python benchmarks/ui_soak.py [--events 50000] [--seed 1] [--review quick|shipped]
                                 [--jobs 2] [--ui-scale 100]

Rounds of errands among random input (the driver is `tests/ui/soak.py`): games of
every registered game played to their results, reviews watched while their analysis
runs and their mistakes tried again, tutorials, a game hosted online (on the loopback)
and played at the online table, a join refused, and every other screen. Prints
events, each kind of scene's share of the frames, games finished, errands, exceptions
(each one's traceback), slow frames and resident memory after warm-up, at the end and
by tenths. Targets: no exception, every screen reached, memory flat after warm-up.

The review analyses with the quick settings by default (`--review shipped` for the
program's own: a review then takes half a minute of watching), on ``--jobs`` worker
processes as the program does; hints come from the program's hint bot.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

# The review's worker processes are started by "spawn", which runs this file again (as
# `__mp_main__`) in each: what the soak needs is set up and imported in `main` alone,
# so that a worker neither imports the program's window nor makes a data folder.


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if "AXIO_DATA_DIR" not in os.environ:
        os.environ["AXIO_DATA_DIR"] = tempfile.mkdtemp(prefix="axio-soak-")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))
    from soak import soak

    from axio_desktop.app import App
    from axio_desktop.review import QUICK, SHIPPED
    from axio_desktop.ui.hosting import ProgramHosting
    from axio_desktop.ui.review.opening import ReviewOptions

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--review", choices=("quick", "shipped"), default="quick")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ui-scale", type=int, default=100,
                        help="the interface size in percent (1280x800 holds up to 125)")
    options = parser.parse_args()
    app = App(size=(1280, 800))
    # Games hosted online are held on the loopback alone, on any free port, and listed
    # nowhere: a soak never offers its rooms to the network or meets another's.
    app.hosting = ProgramHosting(bind="127.0.0.1", interfaces=[])
    app.save_settings(replace(app.settings, bot_delay=0.0, online_port=0,
                              ui_scale=options.ui_scale))
    review = ReviewOptions(settings=QUICK if options.review == "quick" else SHIPPED,
                           jobs=options.jobs)
    try:
        report = soak(app, events=options.events, seed=options.seed,
                      warm_up=min(5000, options.events // 10), review=review)
    finally:
        app.close()
    print("\n".join(report.lines()))
    for failure in report.exceptions[:3]:
        print(failure)
    return 1 if report.exceptions else 0


if __name__ == "__main__":
    raise SystemExit(main())
