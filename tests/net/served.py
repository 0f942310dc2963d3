"""`serve` and `join` as real processes, as a user (or an outside client) runs them."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TLS = Path(__file__).resolve().parents[1] / "data" / "tls"
WATCHDOG_SECONDS = 60.0


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "axio_desktop", *map(str, args)]


@dataclass
class Served:
    process: subprocess.Popen[str]
    url: str

    def stop(self, number: int = signal.SIGTERM, timeout: float = 5.0) -> int:
        """Signal the host; its exit status (it must exit within ``timeout``)."""
        self.process.send_signal(number)
        return self.process.wait(timeout)

    def log(self) -> str:
        """What the host wrote on standard error (once it has exited)."""
        assert self.process.stderr is not None and self.process.poll() is not None
        return self.process.stderr.read()


@contextmanager
def served(*options: str) -> Iterator[Served]:
    """A `serve` process on a free port of the loopback (or on ``--port`` given)."""
    arguments = options if "--port" in options else ("--port", "0", *options)
    process = subprocess.Popen(command("serve", *arguments), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(WATCHDOG_SECONDS, process.kill)
    watchdog.start()
    try:
        assert process.stdout is not None
        first = process.stdout.readline().strip()
        assert first.startswith("axio-net/1 listening on "), (first, process.stderr)
        yield Served(process, first.removeprefix("axio-net/1 listening on "))
    finally:
        watchdog.cancel()
        if process.poll() is None:
            process.kill()
        process.wait()
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_join(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(command("join", *args), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=os.environ.copy())


def finish(process: subprocess.Popen[str], timeout: float = WATCHDOG_SECONDS) -> tuple[str, str]:
    """Standard output and error of a `join` that must end the game (status 0)."""
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err
    return out, err
