"""Correspondence play under load (run by hand; figures in the issue's note):

    python benchmarks/correspondence_load.py --database postgresql://USER@HOST/DB --processes 2
    python benchmarks/correspondence_load.py --processes 1            # SQLite, one process

A store holding ``--games`` correspondence games (10,000) of 2 to 4 players, most of
them idle, seeded through the store itself; ``--processes`` `serve` processes on it
(PostgreSQL: all on one database; SQLite: one process on a folder). 200 players
connect, each with their own connection (hello) and a room connection to their one
active game, the two players of a game on different processes; each answers its move
after a random pause (up to twice ``--think-ms``), and a game that ends is followed by
a new one. Timed: "answer sent → the other player's update", and "→ the other
player's `game` word" on their own connection, across processes; and "my games" for a
player with 100 games, asked every 100 ms meanwhile. Memory: each process's resident
set on an empty store and on the full one before anyone connects (per idle game), and
after the players connected (per connected player, their rooms in memory included).
One JSON line; `uptime` before and after, as the machine may be shared.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from net_load import percentile, resident_kib
from websockets.asyncio.client import ClientConnection, connect

from axio_desktop.bots import make_bot
from axio_desktop.bots.games import find_play_kit
from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.client_messages import MoveAnswer, Pace
from axio_desktop.net.player_keys import new_key, new_player_id
from axio_desktop.net.protocol import ROOM_CODE_ALPHABET
from axio_desktop.net.room import Room, RoomSeat
from axio_desktop.net.store import GameStore, StoredPlayer
from axio_desktop.net.store_postgres import PostgresStore
from axio_desktop.net.store_sqlite import SqliteStore
from axio_desktop.net.tokens import token_hash

GAMES = ("rota", "axio", "axio-hex")
PROTOCOL = "axio-net/1"
ACTIVE_PLAYERS = 200
HEAVY_GAMES = 100
IDLE_PLAYERS = 2_000
MY_GAMES_EVERY = 0.1
NUMBERS = itertools.count(1_000_000)
"""The seeded rooms' numbers (far above those `serve` gives out while the run goes on)."""


async def open_store(database: str | None, folder: Path) -> GameStore:
    if database is not None:
        return await PostgresStore.open(database)
    return SqliteStore(folder)


async def wipe(database: str) -> None:
    import psycopg
    async with await psycopg.AsyncConnection.connect(database, autocommit=True) as db:
        for table in ("ratings", "seats", "rooms", "players"):
            try:
                await db.execute(f"TRUNCATE {table} CASCADE")
            except psycopg.errors.UndefinedTable:
                pass


async def seed(store: GameStore, games: int, rng: random.Random) -> dict[str, Any]:
    """Players and games kept through the store; the keys of those who will connect."""
    now = time.time()
    players: list[tuple[str, str]] = []  # (id, key)
    for number in range(ACTIVE_PLAYERS + IDLE_PLAYERS + 1):
        key = new_key()
        player = StoredPlayer(new_player_id(), token_hash(key), f"Player {number}", now)
        await store.add_player(player)
        players.append((player.id, key))
    active, idle, heavy = (players[:ACTIVE_PLAYERS], players[ACTIVE_PLAYERS:-1], players[-1])
    pairs = [(active[2 * n], active[2 * n + 1]) for n in range(ACTIVE_PLAYERS // 2)]
    made = 0
    for first, second in pairs:
        await store.save(_room(rng.choice(GAMES), [first[0], second[0]], 0, rng, now))
        made += 1
    for _ in range(HEAVY_GAMES):
        others = rng.sample(idle, rng.randint(1, 3))
        await store.save(_room(rng.choice(GAMES), [heavy[0], *(o[0] for o in others)],
                               rng.randint(0, 8), rng, now))
        made += 1
    while made < games:
        seated = rng.sample(idle, rng.randint(2, 4))
        await store.save(_room(rng.choice(GAMES), [p[0] for p in seated], rng.randint(0, 8),
                               rng, now))
        made += 1
    return {"pairs": pairs, "heavy": heavy}


def _room(game: str, players: list[str], moves: int, rng: random.Random, now: float) -> Any:
    kit = find_play_kit(game)
    number = next(NUMBERS)
    code = "".join(ROOM_CODE_ALPHABET[number // 32**place % 32] for place in range(6))
    seats = [RoomSeat("human") for _ in players]
    room, _ = Room.create(kit, seats, "P", code, number, RoomChance(None, number),
                          pace=Pace(True, 7), now=now, player=players[0])
    for seat, player in list(enumerate(players))[1:]:
        room.take_free_seat(f"P{seat}", player)
    bot = make_bot("random", rng, kit=kit.bots)
    for _ in range(moves):
        if room.finished:
            break
        seat = room.state.to_move
        move = bot.choose(room.state.view(seat))
        room.decide(seat, MoveAnswer(room.version, kit.bots.wire.answer(move)))
    return room.stored()


def start(store_args: list[str]) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "axio_desktop", "serve", "--port", "0", "--bot-processes", "0",
         "--connections-per-address", "100000", "--handshakes-per-address", "100000",
         "--rooms-per-address", "100000", *store_args],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    return process, process.stdout.readline().strip().rsplit(" ", 1)[1]


class Pair:
    """The two players of an active game, each on their own process."""

    def __init__(self, urls: tuple[str, str], keys: tuple[str, str], think: float,
                 timings: dict[str, list[float]], rng: random.Random) -> None:
        self.urls, self.keys, self.think, self.timings, self.rng = urls, keys, think, timings, rng
        self.sent: dict[tuple[str, int], float] = {}
        self.decisions = 0

    async def run(self, room: str, until: float) -> None:
        lobbies = [await _hello(url, key) for url, key in zip(self.urls, self.keys)]
        listeners = [asyncio.create_task(self._lobby(lobby, seat))
                     for seat, lobby in enumerate(lobbies)]
        try:
            while time.monotonic() < until:
                room = await self._play(room, until)
        finally:
            for task in listeners:
                task.cancel()
            for lobby in lobbies:
                await lobby.close()

    async def _play(self, room: str, until: float) -> str:
        tables = []
        for url, key in zip(self.urls, self.keys):
            table = await connect(url, compression=None, max_size=None)
            await table.send(json.dumps({"type": "join", "protocol": PROTOCOL, "room": room,
                                         "key": key}))
            tables.append(table)
        game = json.loads(await tables[0].recv())["game"]
        await tables[1].recv()
        done = asyncio.Event()
        seats = [asyncio.create_task(self._seat(room, game, table, done, until))
                 for table in tables]
        await asyncio.wait(seats, return_when=asyncio.FIRST_COMPLETED)
        await asyncio.wait(seats, timeout=max(until - time.monotonic(), 0) + 1)
        for seat in seats:
            seat.cancel()
        for table in tables:
            await table.close()
        if time.monotonic() >= until:
            return room
        table = await connect(self.urls[0], compression=None, max_size=None)
        await table.send(json.dumps({"type": "create", "protocol": PROTOCOL,
                                     "game": self.rng.choice(GAMES), "key": self.keys[0],
                                     "seats": ["human", "human"], "correspondence": True,
                                     "days": 3}))
        fresh: str = json.loads(await table.recv())["room"]
        await table.close()
        return fresh

    async def _seat(self, room: str, game: str, table: ClientConnection, done: asyncio.Event,
                    until: float) -> None:
        kit = find_kit(game)
        bot = make_bot("random", self.rng, kit=kit.bots)
        async for data in table:
            frame = json.loads(data)
            if frame["type"] == "update" and frame.get("last") is not None:
                sent = self.sent.pop((room, frame["version"]), None)
                if sent is not None:
                    self.timings["update"].append((time.monotonic() - sent) * 1000)
            elif frame["type"] == "move":
                if time.monotonic() >= until:
                    return
                await asyncio.sleep(self.rng.uniform(0, 2 * self.think))
                view = kit.bots.wire.view_from(frame)
                answer = kit.bots.wire.answer(bot.choose(view))
                now = time.monotonic()
                self.sent[(room, frame["version"] + 1)] = now
                self.sent[("game", frame["version"] + 1)] = now
                self.decisions += 1
                await table.send(json.dumps({"type": "move", "version": frame["version"],
                                             **answer}))
            elif frame["type"] == "end":
                done.set()
                return
            if done.is_set():
                return

    async def _lobby(self, lobby: ClientConnection, seat: int) -> None:
        async for data in lobby:
            frame = json.loads(data)
            if frame["type"] == "game" and frame["game"]["your_turn"]:
                sent = self.sent.pop(("game", frame["game"]["moves"]), None)
                if sent is not None:
                    self.timings["game"].append((time.monotonic() - sent) * 1000)


async def _hello(url: str, key: str) -> ClientConnection:
    lobby = await connect(url, compression=None, max_size=None)
    await lobby.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "key": key}))
    json.loads(await lobby.recv())
    return lobby


async def my_games(url: str, key: str, until: float, timings: list[float]) -> int:
    lobby = await _hello(url, key)
    listed = 0
    while time.monotonic() < until:
        asked = time.monotonic()
        await lobby.send(json.dumps({"type": "games"}))
        while (frame := json.loads(await lobby.recv()))["type"] != "games":
            pass
        timings.append((time.monotonic() - asked) * 1000)
        listed = len(frame["games"])
        await asyncio.sleep(MY_GAMES_EVERY)
    await lobby.close()
    return listed


async def main(options: argparse.Namespace) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp())
    store_args = ["--database", options.database] if options.database else ["--data", str(folder)]
    if options.database:
        await wipe(options.database)
    empty = [start(store_args) for _ in range(options.processes)]
    await asyncio.sleep(1)
    empty_kib = [resident_kib(process.pid) for process, _ in empty]
    for process, _ in empty:
        process.terminate()
        process.wait()
    store = await open_store(options.database, folder)
    began = time.monotonic()
    seeded = await seed(store, options.games, random.Random(options.seed))
    seed_seconds = time.monotonic() - began
    _say(f"{options.games} games seeded in {seed_seconds:.1f} s")
    await store.close()
    hosts = [start(store_args) for _ in range(options.processes)]
    urls = [url for _, url in hosts]
    try:
        await asyncio.sleep(1)
        idle_kib = [resident_kib(process.pid) for process, _ in hosts]
        timings: dict[str, list[float]] = {"update": [], "game": []}
        listing: list[float] = []
        until = time.monotonic() + options.seconds
        pairs = []
        for number, (first, second) in enumerate(seeded["pairs"]):
            pair = Pair((urls[0], urls[1 % len(urls)]), (first[1], second[1]),
                        options.think_ms / 1000, timings, random.Random(number))
            pairs.append(pair)
        rooms = await _active_rooms(urls[0], seeded["pairs"])
        _say(f"{len(hosts)} processes up; {len(rooms)} games to play for {options.seconds:g} s")
        tasks = [asyncio.create_task(pair.run(room, until)) for pair, room in zip(pairs, rooms)]
        await asyncio.sleep(3)
        connected_kib = [resident_kib(process.pid) for process, _ in hosts]
        heavy = asyncio.create_task(my_games(urls[-1], seeded["heavy"][1], until, listing))
        await asyncio.gather(*tasks)
        listed = await heavy
        decisions = sum(pair.decisions for pair in pairs)
    finally:
        for process, _ in hosts:
            process.terminate()
            process.wait()
    return {
        "store": "postgresql" if options.database else "sqlite", "processes": options.processes,
        "games_stored": options.games, "seeded_in_s": round(seed_seconds, 1),
        "players_connected": ACTIVE_PLAYERS, "seconds": options.seconds,
        "decisions": decisions, "decisions_per_s": round(decisions / options.seconds, 1),
        "update_ms": _spread(timings["update"]), "game_word_ms": _spread(timings["game"]),
        "my_games_listed": listed, "my_games_ms": _spread(listing),
        "kib_per_process_empty_store": empty_kib, "kib_per_process_full_store": idle_kib,
        "kib_per_idle_game": round((sum(idle_kib) - sum(empty_kib)) / options.games, 3),
        "kib_per_connected_player": round((sum(connected_kib) - sum(idle_kib))
                                          / ACTIVE_PLAYERS, 1),
    }


async def _active_rooms(url: str, pairs: list[Any]) -> list[str]:
    """Each pair's seeded game: the first game in the first player's list."""
    rooms = []
    for first, _ in pairs:
        lobby = await _hello(url, first[1])
        await lobby.send(json.dumps({"type": "games"}))
        while (frame := json.loads(await lobby.recv()))["type"] != "games":
            pass
        rooms.append(frame["games"][0]["room"])
        await lobby.close()
    return rooms


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _spread(values: list[float]) -> dict[str, float]:
    return {"n": len(values), "p50": round(percentile(values, 0.5), 1),
            "p99": round(percentile(values, 0.99), 1),
            "max": round(max(values), 1) if values else 0.0}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", help="postgresql://… (default: SQLite in a new folder)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think-ms", type=float, default=1000.0)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    if arguments.database is None and arguments.processes != 1:
        parser.error("SQLite serves one process: give --processes 1, or --database")
    print(subprocess.run(["uptime"], check=False, capture_output=True, text=True).stdout.strip(),
          file=sys.stderr)
    print(json.dumps(asyncio.run(main(arguments))), flush=True)
    print(subprocess.run(["uptime"], check=False, capture_output=True, text=True).stdout.strip(),
          file=sys.stderr)
