"""The attacks of issue 45 on a real `serve` on the loopback (run by hand; figures in
docs/network.md and the issue's note):

    python benchmarks/attacks.py pings        # never-read pings: flood, then a trickle
    python benchmarks/attacks.py handshakes   # 1,100 half-open handshakes, 1,024 fds
    python benchmarks/attacks.py rooms        # 20 addresses x 500 creates
    python benchmarks/attacks.py bots         # 40 rooms of human + 3 x bot:expert
    python benchmarks/attacks.py store        # a full disk (a file size limit)
    python benchmarks/attacks.py damaged      # truncated, garbage, empty, a page overwritten
    python benchmarks/attacks.py small        # echo, SIGTERM with a non-reader, names, token

Each prints one JSON line: the host's memory (resident set, MiB) and file descriptors
during the attack, an honest room's "answer sent -> update" p50 / p99 in ms meanwhile
(two raw seats playing AXIO Rota at once, game after game), and what the attack got.
"""

import asyncio
import json
import os
import random
import resource
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from attack_tools import (
    PING,
    PROTOCOL,
    Serve,
    answer,
    during,
    honest,
    masked_text,
    percentiles,
    raw_websocket,
)
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from axio_desktop.kits import find_kit


async def pings(serve: Serve) -> dict[str, Any]:
    dropped: dict[str, float] = {}

    async def flood(name: str, per_second: float | None) -> None:
        sock = await asyncio.to_thread(raw_websocket, serve.port)
        sock.setblocking(False)
        started = time.monotonic()
        while True:
            try:
                sock.send(PING * (20 if per_second is None else 1))
            except BlockingIOError:
                pass
            except OSError:
                dropped[name] = round(time.monotonic() - started, 2)
                return
            await asyncio.sleep(0.001 if per_second is None else 1 / per_second)

    async def attack() -> None:
        await asyncio.gather(flood("flood 1", None), flood("flood 2", None),
                             flood("45 a second", 45))

    figures = await during(serve, attack, 25)
    return {**figures, "dropped_after_s": dropped}


async def handshakes(serve: Serve) -> dict[str, Any]:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    held: list[socket.socket] = []
    closed = 0

    async def attack() -> None:
        nonlocal closed
        for _ in range(1100):
            sock = socket.socket()
            sock.bind(("127.0.0.3", 0))
            sock.setblocking(False)
            with suppress(BlockingIOError):
                sock.connect(("127.0.0.1", serve.port))
            held.append(sock)
        await asyncio.sleep(1)
        for sock in held:
            try:
                if sock.recv(1) == b"":
                    closed += 1
            except BlockingIOError:
                pass
            except OSError:
                closed += 1
        await asyncio.sleep(60)

    figures = await during(serve, attack, 20)
    for sock in held:
        sock.close()
    return {**figures, "half_open": len(held), "closed_by_host_at_once": closed}


async def rooms(serve: Serve) -> dict[str, Any]:
    made, refused = 0, 0
    started = time.monotonic()

    async def spam(address: str) -> None:
        nonlocal made, refused
        for _ in range(500):
            async with connect(serve.url, additional_headers={"X-Forwarded-For": address}) as peer:
                await peer.send(json.dumps({"type": "create", "protocol": PROTOCOL,
                                            "game": "rota", "name": "S",
                                            "seats": ["human", "human"]}))
                if json.loads(await peer.recv())["type"] == "welcome":
                    made += 1
                else:
                    refused += 1

    await asyncio.gather(*(spam(f"10.1.0.{number}") for number in range(20)),
                         return_exceptions=True)
    took = time.monotonic() - started
    async with connect(serve.url, additional_headers={"X-Forwarded-For": "10.2.0.1"}) as other:
        await other.send(json.dumps({"type": "create", "protocol": PROTOCOL, "game": "rota",
                                     "name": "Honest", "seats": ["human", "human"]}))
        others = json.loads(await other.recv())["type"]
    return {"rooms_made": made, "creates_refused": refused, "seconds": round(took, 1),
            "another_address_creates": others, "rss_mib": serve.rss_mib()}


async def bots(serve: Serve) -> dict[str, Any]:
    alone: list[float] = []
    stop = asyncio.Event()
    task = asyncio.create_task(honest(serve.url, stop, alone, "bot:random"))
    await asyncio.sleep(5)
    stop.set()
    await task

    async def experts(number: int) -> None:
        kit, rng = find_kit("rota"), random.Random(number)
        while True:
            async with connect(serve.url, max_size=None,
                               additional_headers={"X-Forwarded-For": f"10.3.0.{number % 4}"}) as peer:
                await peer.send(json.dumps({"type": "create", "protocol": PROTOCOL,
                                            "game": "rota", "name": "E",
                                            "seats": ["human"] + ["bot:expert"] * 3}))
                async for data in peer:
                    frame = json.loads(data)
                    if frame["type"] == "move":
                        await peer.send(answer(kit, frame, rng))
                    if frame["type"] == "end":
                        break

    async def attack() -> None:
        await asyncio.gather(*(experts(number) for number in range(40)))

    figures = await during(serve, attack, 40, bot="bot:random")
    return {**figures, "honest_alone": percentiles(alone)}


async def full_disk(serve: Serve) -> dict[str, Any]:
    codes: dict[int, int] = {}
    errors: dict[str, int] = {}

    async def attack() -> None:
        kit, rng = find_kit("axio"), random.Random(2)
        while True:
            try:
                async with connect(serve.url, max_size=None) as peer:
                    await peer.send(json.dumps({"type": "create", "protocol": PROTOCOL,
                                                "game": "axio", "name": "F",
                                                "seats": ["human", "bot:random"]}))
                    while True:
                        try:  # a game whose bot's decision was not kept waits for the retry
                            frame = json.loads(await asyncio.wait_for(peer.recv(), 3))
                        except TimeoutError:
                            errors["game waiting"] = errors.get("game waiting", 0) + 1
                            break
                        if frame["type"] == "error":
                            errors[frame["code"]] = errors.get(frame["code"], 0) + 1
                            await asyncio.sleep(0.2)
                            break
                        if frame["type"] == "move":
                            await peer.send(answer(kit, frame, rng))
                        if frame["type"] == "end":
                            break
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd else 1006
                codes[code] = codes.get(code, 0) + 1

    figures = await during(serve, attack, 20)
    return {**figures, "errors": errors, "closed_with": codes}


def damaged() -> dict[str, Any]:
    results = {}
    for how in ("truncated", "garbage", "empty", "page"):
        folder = Path(tempfile.mkdtemp())
        serve = Serve("--data", str(folder))
        asyncio.run(_some_rooms(serve.url, 60))
        serve.stop()
        path = folder / "rooms.sqlite3"
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        data = path.read_bytes()
        middle = len(data) // 4096 // 2 * 4096
        path.write_bytes({"truncated": data[:len(data) // 2], "garbage": os.urandom(len(data)),
                          "empty": b"",
                          "page": data[:middle] + b"\xa5" * 4096 + data[middle + 4096:]}[how])
        done = subprocess.run([sys.executable, "-m", "axio_desktop", "serve", "--port", "0",
                               "--data", str(folder)], capture_output=True, text=True,
                              timeout=30, check=False)
        results[how] = {"status": done.returncode, "stderr_lines": len(done.stderr.splitlines()),
                        "said": done.stderr.strip()[:160]}
    return results


async def _some_rooms(url: str, count: int) -> None:
    for _ in range(count):
        async with connect(url) as peer:
            await peer.send(json.dumps({"type": "create", "protocol": PROTOCOL, "game": "axio",
                                        "name": "D", "seats": ["human", "human"]}))
            await peer.recv()


async def small(serve: Serve) -> dict[str, Any]:
    async with connect(serve.url, max_size=None) as peer:
        await peer.send(json.dumps({"type": "create", "protocol": PROTOCOL, "game": "r" * 64_000,
                                    "name": "E", "seats": ["human"]}))
        echo = len(await peer.recv())
    names = []
    async with connect(serve.url) as a, connect(serve.url) as b:
        await a.send(json.dumps({"type": "create", "protocol": PROTOCOL, "game": "rota",
                                 "name": "N" * 40, "seats": ["human", "human"]}))
        welcome = json.loads(await a.recv())
        await b.send(json.dumps({"type": "join", "protocol": PROTOCOL, "room": welcome["room"],
                                 "name": "N" * 40}))
        names = [len(player["name"]) for player in json.loads(await b.recv())["players"]]
        token = welcome["token"]
        await a.close()
        for first in (0, 15):
            async with connect(serve.url) as guesser:  # 20 refusals in a row would close it
                for number in range(first, first + 15):
                    await guesser.send(json.dumps({"type": "watch", "protocol": PROTOCOL,
                                                   "room": f"Q{number:05d}"}))
                    await guesser.recv()
        async with connect(serve.url) as back:
            await back.send(json.dumps({"type": "join", "protocol": PROTOCOL,
                                        "room": welcome["room"], "token": token}))
            rejoined = json.loads(await back.recv())["type"]
    stop, codes, readers = asyncio.Event(), [], []
    games = asyncio.create_task(honest(serve.url, stop, [], rooms=codes, game="axio"))
    for _ in range(20):  # spectators of AXIO games that never read what they are sent
        while not codes:
            await asyncio.sleep(0.01)
        reader = await asyncio.to_thread(raw_websocket, serve.port)
        reader.sendall(masked_text({"type": "watch", "protocol": PROTOCOL,
                                     "room": codes.pop()}))
        readers.append(reader)
    await asyncio.sleep(3)
    took, lines = serve.stop()
    stop.set()
    games.cancel()
    return {"echo_frame_bytes": echo, "names_lengths": names, "valid_token_while_locked_out":
            rejoined, "sigterm_seconds_with_non_reader": took,
            "stderr_tracebacks": sum("Traceback" in line for line in lines)}


def main() -> None:
    attack = sys.argv[1]
    if attack == "damaged":
        print(json.dumps({"attack": attack, **damaged()}))
        return
    options = {"rooms": ["--behind-proxy", "--rooms-per-address", "50"],
               "bots": ["--behind-proxy"], "pings": ["--behind-proxy"],
               "handshakes": ["--connections-per-address", "256"],
               "store": ["--data", tempfile.mkdtemp()]}.get(attack, [])
    serve = Serve(*options, file_size=400_000 if attack == "store" else None)
    run = {"pings": pings, "handshakes": handshakes, "rooms": rooms, "bots": bots,
           "store": full_disk, "small": small}[attack]
    result = asyncio.run(run(serve))
    if serve.process.poll() is None:
        _took, lines = serve.stop()
        result["stderr_lines"] = len(lines)
        result["stderr_tracebacks"] = sum("Traceback" in line for line in lines)
        result["stderr_not_room_events"] = [line for line in lines
                                            if not line.startswith("room ")
                                            or " kept " in line or "service" in line][:5]
    print(json.dumps({"attack": attack, "uptime": os.getloadavg()[0], **result}))


if __name__ == "__main__":
    main()
