"""Load on one network host (run by hand; figures in docs/network.md):

    python benchmarks/net_load.py --rooms 50
    python benchmarks/net_load.py --find-most --think-ms 0
    python benchmarks/net_load.py --overhead

One `serve` process; R rooms of 2 seats each, the rooms' games taking turns through
AXIO Rota, AXIO and AXIO Hex, every seat a raw client in this one process answering
each ``move`` with a random legal decision after a pause of up to twice ``--think-ms``
(0: at once). It prints one JSON line per run: whether every game ended, the p50 / p99 /
max of "answer sent → its update received" in ms, decisions per second, and the host's
memory (resident set) per room while every room is in play. ``--find-most`` raises R
until p99 passes 250 ms or R reaches the rooms one address may create in an hour
(`Limits.rooms_per_hour`, 500: every client here is on the loopback); ``--overhead``
plays games in one room and the same games in process, and prints the cost per
decision of going through the host. Host CPU time is printed beside wall time: the
machine may be shared.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import ClientConnection, connect

from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.limits import Limits

GAMES = ("rota", "axio", "axio-hex")
PROTOCOL = "axio-net/1"
OVERHEAD_SEED = "1"


class Seat:
    """One raw client: answers every move at random, timing answer → update."""

    def __init__(self, game: str, seed: int, think_ms: float, latencies: list[float]) -> None:
        self.kit = find_kit(game)
        self.bot = make_bot("random", random.Random(seed), kit=self.kit.bots)
        self.rng = random.Random(seed)
        self.think = think_ms / 1000
        self.latencies = latencies
        self.sent: tuple[int, float] | None = None
        self.decisions = 0

    async def play(self, connection: ClientConnection) -> dict[str, Any]:
        async for data in connection:
            frame = json.loads(data)
            kind = frame["type"]
            if kind == "update" and self.sent and frame["version"] == self.sent[0] + 1:
                self.latencies.append(time.perf_counter() - self.sent[1])
                self.sent = None
            elif kind == "move":
                if self.think:
                    await asyncio.sleep(self.rng.uniform(0, 2 * self.think))
                view = self.kit.bots.wire.view_from(frame)
                move = self.bot.choose(view)
                answer = {"type": "move", "version": frame["version"],
                          **self.kit.bots.wire.answer(move)}
                self.sent = (frame["version"], time.perf_counter())
                self.decisions += 1
                await connection.send(json.dumps(answer))
            elif kind == "end":
                result: dict[str, Any] = frame["result"]
                return result
            elif kind == "error":
                raise RuntimeError(f"the host refused a random legal answer: {frame}")
        raise RuntimeError("the host closed the connection before the end")


async def one_room(url: str, number: int, think_ms: float, latencies: list[float],
                   started: asyncio.Event, all_started: asyncio.Event) -> int:
    """Play one room's game; the number of decisions its seats made."""
    game = GAMES[number % len(GAMES)]
    seats = [Seat(game, number * 2 + seat, think_ms, latencies) for seat in range(2)]
    try:
        first = await connect(url, compression=None, open_timeout=60)
        second = await connect(url, compression=None, open_timeout=60)
        await first.send(json.dumps({"type": "create", "protocol": PROTOCOL, "game": game,
                                     "name": "A", "seats": ["human", "human"]}))
        answer = json.loads(await first.recv())
        if "room" not in answer:
            raise RuntimeError(f"room {number} was not created: {answer}")
        room = answer["room"]
        await second.send(json.dumps({"type": "join", "protocol": PROTOCOL, "room": room,
                                      "name": "B"}))
    finally:
        started.set()  # a room that failed to open fails the run, it does not hang it
    await all_started.wait()
    async with first, second:
        results = await asyncio.gather(seats[0].play(first), seats[1].play(second))
    assert results[0]["finished"] and results[0] == results[1]
    return seats[0].decisions + seats[1].decisions


def resident_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def host_cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1] if ordered else 0.0


def start_host(seed: str | None = None) -> tuple[subprocess.Popen[str], str]:
    seeded = ["--seed", seed] if seed is not None else []
    process = subprocess.Popen([sys.executable, "-m", "axio_desktop", "serve", "--port", "0",
                                "--rooms-per-address", str(Limits().rooms_per_hour),
                                "--handshakes-per-address", "100000",
                                "--bot-processes", "0", "--connections-per-address", "100000",
                                *seeded], stdout=subprocess.PIPE, text=True,
                               stderr=subprocess.DEVNULL)
    assert process.stdout is not None
    url = process.stdout.readline().strip().rsplit(" ", 1)[1]
    return process, url


async def load(rooms: int, think_ms: float) -> dict[str, Any]:
    host, url = start_host()
    try:
        baseline = resident_kib(host.pid)
        cpu_before = host_cpu_seconds(host.pid)
        latencies: list[float] = []
        all_started = asyncio.Event()
        started = [asyncio.Event() for _ in range(rooms)]
        games = [asyncio.create_task(one_room(url, number, think_ms, latencies, started[number],
                                              all_started)) for number in range(rooms)]
        for event in started:
            await event.wait()
        began = time.perf_counter()
        all_started.set()
        await asyncio.sleep(0.2)
        in_play = resident_kib(host.pid)
        decisions = sum(await asyncio.gather(*games))
        seconds = time.perf_counter() - began
        return {
            "rooms": rooms, "think_ms": think_ms, "games_completed": len(games),
            "decisions": decisions, "seconds": round(seconds, 2),
            "decisions_per_second": round(decisions / seconds),
            "p50_ms": round(1000 * percentile(latencies, 0.5), 1),
            "p99_ms": round(1000 * percentile(latencies, 0.99), 1),
            "max_ms": round(1000 * max(latencies), 1),
            "host_cpu_seconds": round(host_cpu_seconds(host.pid) - cpu_before, 2),
            "host_kib_per_room": round((in_play - baseline) / rooms, 1),
        }
    finally:
        host.terminate()
        host.wait()


async def one_by_one(games: int) -> tuple[float, int, float]:
    """``games`` games played one after the other, each in a room of its own, on a
    seeded host: the wall seconds, the decisions, the host's CPU seconds."""
    host, url = start_host(seed=OVERHEAD_SEED)
    try:
        cpu_before = host_cpu_seconds(host.pid)
        began = time.perf_counter()
        decisions = 0
        for number in range(games):
            ready, go = asyncio.Event(), asyncio.Event()
            go.set()
            decisions += await one_room(url, number, 0, [], ready, go)
        return time.perf_counter() - began, decisions, host_cpu_seconds(host.pid) - cpu_before
    finally:
        host.terminate()
        host.wait()


def in_process(games: int) -> tuple[float, int]:
    """The same games played in process (the host's seeded deals and draws, the same
    random players): view, choice, checked apply. The CPU seconds and the decisions."""
    decisions = 0
    started = time.process_time()
    for number in range(games):
        game = GAMES[number % len(GAMES)]
        kit = find_kit(game)
        chance = RoomChance(OVERHEAD_SEED, number + 1)
        state = chance.deal(kit.game, 2)
        bots = [make_bot("random", random.Random(number * 2 + seat), kit=kit.bots)
                for seat in range(2)]
        version = 0
        while not state.finished:
            move = bots[state.to_move].choose(state.view(state.to_move))
            state.check(move)
            state.apply(move)
            version += 1
            chance.settle(state, version)
        decisions += version
    return time.process_time() - started, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--think-ms", type=float, default=100.0,
                        help="mean pause before each answer (default 100; 0: at once)")
    parser.add_argument("--find-most", action="store_true",
                        help="raise the rooms until p99 passes 250 ms")
    parser.add_argument("--overhead", action="store_true",
                        help="one room's cost per decision against playing in process")
    options = parser.parse_args()
    print(json.dumps({"uptime": subprocess.run(["uptime"], capture_output=True, text=True,
                                               check=False).stdout.strip()}))
    if options.overhead:
        games = 30
        wall, decisions, host_cpu = asyncio.run(one_by_one(games))
        cpu, same = in_process(games)
        print(json.dumps({"games": games, "decisions": decisions,
                          "same_games_in_process": same == decisions,
                          "one_room_ms_per_decision": round(1000 * wall / decisions, 3),
                          "host_cpu_ms_per_decision": round(1000 * host_cpu / decisions, 3),
                          "in_process_cpu_ms_per_decision": round(1000 * cpu / same, 3)}))
        return
    if not options.find_most:
        print(json.dumps(asyncio.run(load(options.rooms, options.think_ms))))
        return
    # Every client here is on one address, which may create no more rooms an hour than
    # the host's limit: the search stops there.
    most = Limits().rooms_per_hour
    rooms = options.rooms
    while True:
        figures = asyncio.run(load(rooms, options.think_ms))
        print(json.dumps(figures), flush=True)
        if figures["p99_ms"] >= 250 or rooms == most:
            break
        rooms = min(most, int(rooms * 1.5))


if __name__ == "__main__":
    main()
