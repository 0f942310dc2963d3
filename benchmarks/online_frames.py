"""Frame time of the online table while the host's messages arrive (run by hand).

    python benchmarks/online_frames.py [--games 3] [--game rota] [--in-process]

A four-seat game at 1280x800: the desktop's seat and three command-line seats
(`join --seat random`, processes of their own) on a host that is a `serve` process,
or with ``--in-process`` the program's own host on a thread of this process (as when
the player hosts). Every seat decides at once and the desktop's table shows each
decision without a pause (bot delay 0), so updates arrive as fast as the seats, the
host and the table allow; the view is panned all the while, so every frame is drawn.
The frame loop is paced at 60 frames a second; a frame's time is its own work
(events, the session's poll, the shadow's steps, update, draw and flip).

The same is measured on the hot-seat table: the same game with four bots thinking on
the table's worker thread, panned the same way. Uses SDL's dummy video driver unless
SDL_VIDEODRIVER is set. Prints frames, messages a second, p50/p99/max per frame and
the process's CPU time per frame.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-bench-"))

import pygame

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit
from axio_desktop.net.embedded import HostThread
from axio_desktop.net.protocol import BOT_PREFIX
from axio_desktop.ui.kit import new_match
from axio_desktop.ui.online.seats import OnlineSeats
from axio_desktop.ui.online.waiting_room import WaitingRoomScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene

SIZE = (1280, 800)
FRAME = 1 / 60


WARM_UP = 10
"""The first frames of each table are not counted (its caches fill then)."""


@dataclass
class Frames:
    times: list[float]
    decided: list[float]
    """The times of the frames in which a decision was played at the table."""
    cpu: float = 0.0
    seconds: float = 0.0
    messages: int = 0

    def line(self, what: str) -> str:
        rate = f", {self.messages / self.seconds:.0f} messages/s" if self.messages else ""
        return (f"{what}: {len(self.times)} frames in {self.seconds:.1f} s{rate}; per frame "
                f"{spread(self.times)}, CPU {1000 * self.cpu / len(self.times):.2f} ms; "
                f"the {len(self.decided)} frames that played a decision {spread(self.decided)}")


def spread(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return (f"p50 {statistics.median(ordered):.2f} ms, p99 {p99:.2f} ms, "
            f"max {ordered[-1]:.2f} ms")


def paced(app: App, until: Callable[[], bool], frames: Frames, limit: float = 300.0) -> None:
    """Step the app at 60 frames a second, panning the view, until ``until()``."""
    deadline = time.monotonic() + limit
    step = 0
    while not until():
        assert time.monotonic() < deadline, "the game did not end"
        table = app.scenes.top
        made = table.state.decisions_made if isinstance(table, TableScene) else 0
        if isinstance(table, TableScene):
            step += 1
            centre = table.layout.board.center
            x = centre[0] + round(80 * ((step % 40) / 20 - 1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, centre[1]),
                                                 rel=(4, 0), buttons=(0, 0, 1)))
        began = time.perf_counter()
        app.step(1, dt=FRAME)
        work = time.perf_counter() - began
        if isinstance(table, TableScene) and step > WARM_UP:
            frames.times.append(work * 1000)
            if table.state.decisions_made != made:
                frames.decided.append(work * 1000)
        time.sleep(max(0.0, FRAME - work))


def our_moves(app: App, table: TableScene, rng: random.Random) -> None:
    """The desktop's seat decides at once (a random legal decision, through the table)."""
    view = table.mover_view()
    if view is not None and app.scenes.top is table:
        table.decide(make_bot("random", rng, kit=table.match.bot_kit).choose(view))


def online_game(app: App, url: str, game: str, rng: random.Random,
                host_bots: str | None = None) -> Frames:
    others = [f"{BOT_PREFIX}{host_bots}"] * 3 if host_bots else ["human"] * 3
    app.flow.create_online(url, game, ["human", *others], "Anna")
    room = app.scenes.top
    assert isinstance(room, WaitingRoomScene)
    while not room.online.room:
        app.step(1, dt=FRAME)
        time.sleep(0.005)
    seats = [subprocess.Popen([sys.executable, "-m", "axio_desktop", "join", url,
                               room.online.room, "--seat", "random", "--name", f"Bot {n}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for n in (2, 3, 4) if not host_bots]
    while not isinstance(app.scenes.top, TableScene):
        app.step(1, dt=FRAME)
        time.sleep(0.005)
    table = app.scenes.top
    afar = table.match.afar
    assert isinstance(afar, OnlineSeats)
    heard = [0]
    poll = afar.online.session.poll

    def counted() -> list[object]:
        events = poll()
        heard[0] += len(events)
        return list(events)

    afar.online.session.poll = counted  # type: ignore[method-assign]
    frames = Frames([], [])
    cpu, began = time.process_time(), time.monotonic()

    def over() -> bool:
        our_moves(app, table, rng)
        return isinstance(app.scenes.top, ResultsScene)

    paced(app, over, frames)
    frames.cpu, frames.seconds = time.process_time() - cpu, time.monotonic() - began
    frames.messages = heard[0]
    for seat in seats:
        seat.wait(30)
    app.flow.to_menu()
    return frames


def hot_seat_game(app: App, game: str, seed: int) -> Frames:
    seats = [SeatPlan(f"Bot {n}", "bot", "random") for n in (1, 2, 3, 4)]
    app.flow.start_game(new_match(find_kit(game).desktop, seats, seed))
    frames = Frames([], [])
    cpu, began = time.process_time(), time.monotonic()
    paced(app, lambda: isinstance(app.scenes.top, ResultsScene), frames)
    frames.cpu, frames.seconds = time.process_time() - cpu, time.monotonic() - began
    app.flow.to_menu()
    return frames


def merged(runs: list[Frames]) -> Frames:
    return Frames([time for run in runs for time in run.times],
                  [time for run in runs for time in run.decided], sum(run.cpu for run in runs),
                  sum(run.seconds for run in runs), sum(run.messages for run in runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", default="rota", choices=["rota", "axio", "axio-hex"])
    parser.add_argument("--in-process", action="store_true",
                        help="the host on a thread of this process (the player hosts)")
    parser.add_argument("--host-bots", metavar="LEVEL",
                        help="the other three seats are the host's bot seats of LEVEL "
                             "(thought by the host) instead of join processes")
    options = parser.parse_args()
    app = App(size=SIZE)
    app.save_settings(replace(app.settings, bot_delay=0.0, sound=False))
    rng = random.Random(1)
    served: subprocess.Popen[str] | None = None
    thread: HostThread | None = None
    if options.in_process:
        thread = HostThread(bind="127.0.0.1", port=0)
        thread.start()
        url = thread.urls()[0]
    else:
        served = subprocess.Popen([sys.executable, "-m", "axio_desktop", "serve", "--port", "0"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert served.stdout is not None
        url = served.stdout.readline().strip().removeprefix("axio-net/1 listening on ")
    try:
        online = merged([online_game(app, url, options.game, rng, options.host_bots) for _ in range(options.games)])
        hot = merged([hot_seat_game(app, options.game, seed) for seed in range(options.games)])
    finally:
        if served is not None:
            served.terminate()
            served.wait(10)
        if thread is not None:
            thread.stop()
        app.close()
    where = "host on a thread of this process" if options.in_process else "host a serve process"
    print(f"{options.game}, 4 seats, {options.games} games each, {SIZE[0]}x{SIZE[1]}, "
          f"video driver {os.environ['SDL_VIDEODRIVER']}, the view panned every frame")
    others = f"3 host bot seats {options.host_bots}" if options.host_bots else "3 join processes"
    print(online.line(f"online table ({where}, {others})"))
    print(hot.line("hot-seat table (4 bots on the worker thread)"))


if __name__ == "__main__":
    main()
