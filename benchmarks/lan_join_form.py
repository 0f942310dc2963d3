"""The Join a game form while games come and go on the network, and Host a game's start
(run by hand).

    python benchmarks/lan_join_form.py [--seconds 10] [--rooms 6]

A host on the loopback (a `HostThread` of this process, listing its rooms there)
creates a room, fills it, and makes the next, ``--rooms`` times, while the program's
Join a game form (1280x800) looks for games on the loopback and shows them; the loop
is paced at 60 frames a second and every frame is drawn (pygame_gui forms are). Prints
per frame p50/p99/max of its work (wall time, the wait for the next frame left out)
and of the process's CPU time (all threads: the host's and the browser's too), how long after its
creation each room was listed and after it was filled it left the list (as the form
saw them, at the frame's resolution), and how long Host a game's start of the
program's host took (the frame that starts it waits for it: bind, listen, the
multicast sockets). Uses SDL's dummy video driver unless SDL_VIDEODRIVER is set.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-bench-"))

from websockets.asyncio.client import connect

from axio_desktop.app import App
from axio_desktop.net.embedded import HostThread
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.screens.join_game_scene import JoinGameScene

LOOPBACK = ["127.0.0.1"]
FRAME = 1 / 60


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Rooms:
    """Rooms made and filled one after another on a thread of their own."""

    def __init__(self, port: int, count: int, pause: float) -> None:
        self.port, self.count, self.pause = port, count, pause
        self.created: dict[str, float] = {}
        self.filled: dict[str, float] = {}
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)

    async def _run(self) -> None:
        url = f"ws://127.0.0.1:{self.port}"
        for _ in range(self.count):
            anna = await connect(url)
            await anna.send(json.dumps({"type": "create", "protocol": "axio-net/1",
                                        "game": "axio", "name": "Anna",
                                        "seats": ["human", "human"]}))
            code = json.loads(await anna.recv())["room"]
            self.created[code] = time.monotonic()
            await asyncio.sleep(self.pause)
            ben = await connect(url)
            await ben.send(json.dumps({"type": "join", "protocol": "axio-net/1", "room": code,
                                       "name": "Ben"}))
            await ben.recv()
            self.filled[code] = time.monotonic()
            await asyncio.sleep(self.pause)
            await anna.close()
            await ben.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=10.0)
    arguments = parser.parse_args()
    app = App(size=(1280, 800), data_dir=Path(os.environ["AXIO_DATA_DIR"]))
    app.hosting = ProgramHosting(bind="127.0.0.1", interfaces=LOOPBACK,
                                 data=Path(tempfile.mkdtemp(prefix="axio-rooms-")))
    started = time.perf_counter()
    app.hosting.start(0)
    hosting_ms = (time.perf_counter() - started) * 1000
    app.hosting.stop()

    host = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=LOOPBACK)
    port = host.start()
    form = JoinGameScene(app)
    app.scenes.push(form)
    rooms = Rooms(port, arguments.rooms, arguments.seconds / (2 * arguments.rooms))
    rooms.thread.start()
    listed: dict[str, float] = {}
    unlisted: dict[str, float] = {}
    walls: list[float] = []
    cpus: list[float] = []
    end = time.monotonic() + arguments.seconds + 2
    while time.monotonic() < end:
        wall, cpu = time.perf_counter(), time.process_time()
        app.step(1, dt=FRAME)
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
        time.sleep(max(0.0, FRAME - (time.perf_counter() - wall)))  # 60 frames a second
        now = time.monotonic()
        shown = {game.room.code for game in form.shown}
        for code in shown - listed.keys():
            listed[code] = now
        for code in listed.keys() - shown - unlisted.keys():
            unlisted[code] = now
    rooms.thread.join(5)
    app.close()
    host.stop()

    seen = [code for code in rooms.created if code in listed]
    appear = [(listed[code] - rooms.created[code]) * 1000 for code in seen]
    leave = [(unlisted[code] - rooms.filled[code]) * 1000 for code in seen if code in unlisted]
    print(f"host started in {hosting_ms:.1f} ms (bind, listen, multicast sockets)")
    print(f"frames: {len(walls)}; work per frame p50 {statistics.median(walls):.2f} ms, "
          f"p99 {percentile(walls, 0.99):.2f} ms, max {max(walls):.2f} ms")
    print(f"CPU per frame: p50 {statistics.median(cpus):.2f} ms, "
          f"p99 {percentile(cpus, 0.99):.2f} ms, max {max(cpus):.2f} ms")
    print(f"rooms listed: {len(seen)} of {len(rooms.created)}; after creation "
          f"{', '.join(f'{ms:.0f}' for ms in appear)} ms")
    print(f"left the list after being filled: {', '.join(f'{ms:.0f}' for ms in leave)} ms")
    print(f"load average: {os.getloadavg()[0]:.1f}")
    sys.exit(0 if len(seen) == len(rooms.created) else 1)


if __name__ == "__main__":
    main()
