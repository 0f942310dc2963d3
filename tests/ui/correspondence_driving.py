"""Driving My games: a correspondence server on the loopback (`serve` as a real
process, its games in SQLite, its time read from a clock file), and friends who are
`join` processes with keys of their own, playing their turns with a built-in level."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from driving import step_until

from axio_desktop.app import App
from axio_desktop.cli.join import key_in
from axio_desktop.net.games_watch import GamesWatch, PlayerAccount

WATCHDOG_SECONDS = 90.0
START = 1_790_000_000.0
"""The server's clock at the start of every test (Unix seconds, a Friday in 2026)."""


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "axio_desktop", *map(str, args)]


@dataclass
class Server:
    process: subprocess.Popen[str]
    url: str
    clock_file: Path

    def set_time(self, unix: float) -> None:
        """The server's time from now on (deadlines and claims are judged by it)."""
        self.clock_file.write_text(f"{unix}\n", encoding="utf-8")

    def later(self, seconds: float) -> None:
        self.set_time(float(self.clock_file.read_text()) + seconds)


@contextmanager
def correspondence_server(folder: Path, port: int = 0,
                          database: str | None = None) -> Iterator[Server]:
    """`serve` on the loopback, its rooms in ``folder`` (or in the PostgreSQL
    ``database``), its clock at `START`."""
    folder.mkdir(parents=True, exist_ok=True)
    clock = folder / "clock"
    clock.write_text(f"{START}\n", encoding="utf-8")
    store = ("--database", database) if database else ("--data", folder / "data")
    process = subprocess.Popen(
        command("serve", "--port", str(port), *store, "--clock", clock),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(WATCHDOG_SECONDS * 3, process.kill)
    watchdog.start()
    try:
        assert process.stdout is not None
        first = process.stdout.readline().strip()
        assert first.startswith("axio-net/1 listening on "), (first, process.stderr)
        yield Server(process, first.removeprefix("axio-net/1 listening on "), clock)
    finally:
        watchdog.cancel()
        if process.poll() is None:
            process.kill()
        process.wait()
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


class Friend:
    """Another player on ``server``, with a key of their own kept in ``folder``: the
    `join` command as a player (or an outside client) runs it, and for making and
    joining games, the desktop's own watch (`GamesWatch`) in this process."""

    def __init__(self, server: Server, folder: Path, name: str = "Ben") -> None:
        self.server = server
        self.name = name
        folder.mkdir(parents=True, exist_ok=True)
        self.key_file = folder / f"{name}.key"
        self.run("--games")  # the key made, and the player known to the server
        self.account = PlayerAccount(server.url, key_in(self.key_file), name)
        self.watch = GamesWatch()

    def close(self) -> None:
        self.watch.stop()

    def run(self, *args: str) -> str:
        done = subprocess.run(command("join", self.server.url, *args, "--key-file",
                                      self.key_file, "--name", self.name),
                              capture_output=True, text=True, timeout=WATCHDOG_SECONDS,
                              check=False)
        assert done.returncode == 0, (args, done.stdout, done.stderr)
        return done.stdout

    def create(self, game: str, seats: tuple[str, ...] = ("human", "human"),
               days: int | None = 3, listed: bool = False) -> str:
        """A correspondence game made by this friend (in its first human seat): its
        room code."""
        return self.watch.create(self.account, game, seats, days, listed).result(30)

    def join(self, room: str) -> str:
        return self.watch.join(self.account, room).result(30)

    def claim(self, room: str, seat: int) -> None:
        self.watch.claim(self.account, room, seat).result(30)

    def resign(self, room: str) -> None:
        self.watch.resign(self.account, room).result(30)

    def play_turns(self, room: str | None = None) -> str:
        """Play this friend's turn in every game waiting for it (or in ``room``) with
        the level random; what `join` printed."""
        return self.run(*((room,) if room else ()), "--my-turns", "--seat", "random")

    def games(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.run("--games").splitlines()
                if line.startswith("{")]


def my_games_settle(app: App, until: Any, seconds: float = 20.0) -> None:
    """Step the program until ``until()`` holds (its servers answer on their thread)."""
    step_until(app, until, seconds)


def wait_for(condition: Any, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)
