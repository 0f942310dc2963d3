"""What benchmarks/attacks.py runs its attacks with: a `serve` process with its
descriptor and file-size limits, its memory and descriptors read from /proc, an honest
room playing beside the attack and the percentiles of its answers, raw sockets."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import resource
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit

PROTOCOL = "axio-net/1"
HONEST_ADDRESS = ("127.0.0.2", 0)
"""The honest room's clients come from another address of the loopback than the
attackers' (127.0.0.1 and 127.0.0.3)."""


class Serve:
    def __init__(self, *options: str, files: int = 1024, file_size: int | None = None) -> None:
        """``serve`` with at most ``files`` descriptors (as the probe's 1,024) and files of
        at most ``file_size`` bytes (a disk that fills up: writes past it fail)."""
        self.stderr = tempfile.TemporaryFile("w+")  # noqa: SIM115 - read when it stops
        self.process = subprocess.Popen(
            [sys.executable, "-m", "axio_desktop", "serve", "--port", "0", *options],
            stdout=subprocess.PIPE, stderr=self.stderr, text=True)
        resource.prlimit(self.process.pid, resource.RLIMIT_NOFILE, (files, files))
        if file_size is not None:
            resource.prlimit(self.process.pid, resource.RLIMIT_FSIZE, (file_size, file_size))
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().strip().rsplit(" ", 1)[-1]
        self.port = int(self.url.rsplit(":", 1)[1])

    def rss_mib(self) -> float:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
        return 0.0

    def fds(self) -> int:
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def stop(self) -> tuple[float, list[str]]:
        """Seconds SIGTERM took, and the lines on standard error."""
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        took = time.monotonic() - started
        self.stderr.seek(0)
        return round(took, 2), self.stderr.read().splitlines()


def answer(kit: Any, frame: dict[str, Any], rng: random.Random) -> str:
    view = kit.bots.wire.view_from(frame)
    move = make_bot("random", rng, kit=kit.bots).choose(view)
    return json.dumps({"type": "move", "version": frame["version"], **kit.bots.wire.answer(move)})


async def honest(url: str, stop: asyncio.Event, latencies: list[float],
                 bot: str | None = None, address: str = "10.9",
                 rooms: list[str] | None = None, game: str = "rota") -> None:
    """Games after game between two raw seats answering at once, until ``stop``: each
    answer timed to its update (``bot``: the second seat a bot, timed from the update of
    the human's decision to the bot's)."""
    kit, rng = find_kit(game), random.Random(1)

    async def seat(peer: Any) -> None:
        sent: float | None = None
        async for data in peer:
            frame = json.loads(data)
            if frame["type"] == "update" and frame["last"] is not None:
                if bot and frame["last"]["seat"] == 1 and sent is not None or not bot and frame["last"]["seat"] == mine[peer] and sent is not None:
                    latencies.append(time.monotonic() - sent)
                sent = time.monotonic() if bot and frame["last"]["seat"] == 0 else sent
            elif frame["type"] == "move":
                sent = time.monotonic()
                await peer.send(answer(kit, frame, rng))
            elif frame["type"] == "end" or stop.is_set():
                return

    mine: dict[Any, int] = {}
    games = 0
    while not stop.is_set():
        games += 1  # each game from an address of its own (behind --behind-proxy)
        headers = {"X-Forwarded-For": f"{address}.{games // 250}.{games % 250}"}
        seats = ["human", bot] if bot else ["human", "human"]
        a = await connect(url, additional_headers=headers, max_size=None,
                          local_addr=HONEST_ADDRESS)
        await a.send(json.dumps({"type": "create", "protocol": PROTOCOL, "game": game,
                                 "name": "A", "seats": seats}))
        code = json.loads(await a.recv())["room"]
        if rooms is not None:
            rooms.append(code)
        peers = [a]
        mine[a] = 0
        if not bot:
            b = await connect(url, additional_headers=headers, max_size=None,
                              local_addr=HONEST_ADDRESS)
            await b.send(json.dumps({"type": "join", "protocol": PROTOCOL, "room": code,
                                     "name": "B"}))
            await b.recv()
            peers.append(b)
            mine[b] = 1
        try:
            await asyncio.gather(*(seat(peer) for peer in peers))
        except ConnectionClosed:
            pass
        for peer in peers:
            await peer.close()
            mine.pop(peer, None)


def percentiles(latencies: list[float]) -> dict[str, float | None]:
    if not latencies:
        return {"p50_ms": None, "p99_ms": None, "n": 0}
    ordered = sorted(latencies)
    return {"p50_ms": round(statistics.median(ordered) * 1000, 1),
            "p99_ms": round(ordered[int(len(ordered) * 0.99) - 1 or 0] * 1000, 1),
            "n": len(ordered)}


async def during(serve: Serve, attack: Any, seconds: float, bot: str | None = None) -> dict[str, Any]:
    """Run ``attack`` for ``seconds`` beside an honest room; the host's figures."""
    stop, latencies = asyncio.Event(), []
    game = asyncio.create_task(honest(serve.url, stop, latencies, bot))
    attacking = asyncio.create_task(attack())
    peak_rss, peak_fds = 0.0, 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        await asyncio.sleep(0.5)
        peak_rss, peak_fds = max(peak_rss, serve.rss_mib()), max(peak_fds, serve.fds())
    stop.set()
    attacking.cancel()
    with suppress(asyncio.CancelledError, Exception):
        await attacking
    with suppress(asyncio.TimeoutError, Exception):
        await asyncio.wait_for(game, 10)
    return {"peak_rss_mib": peak_rss, "rss_after_mib": serve.rss_mib(), "peak_fds": peak_fds,
            "honest": percentiles(latencies)}


def raw_websocket(port: int) -> socket.socket:
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    return sock


PING = bytes([0x89, 0x80 | 125]) + b"\0\0\0\0" + b"p" * 125



def masked_text(message: dict[str, Any]) -> bytes:
    """A client's text frame, masked with a zero key (so the payload goes as it is)."""
    payload = json.dumps(message).encode()
    return bytes([0x81, 0x80 | len(payload)]) + b"\0\0\0\0" + payload
