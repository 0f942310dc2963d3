"""Helpers of the network tests: a host on the loopback, raw clients that send what an
attacker would (`Peer`), a room of two raw seats (`Table`) and honest games played
by the client library in rooms of their own."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit
from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.events import RoomEvent
from axio_desktop.net.frames import players_of
from axio_desktop.net.host import Host
from axio_desktop.net.remote_seat import CreateRoom, JoinRoom, SeatGame, SeatOptions, play_seat

PROTOCOL = "axio-net/1"
WAIT = 10.0


@dataclass
class Running:
    host: Host
    url: str
    events: list[RoomEvent]

    def room(self, code: str) -> Any:
        return self.host.hall.rooms[code].room

    def snapshot(self, code: str) -> tuple[Any, ...]:
        """What a refusal must leave as it was: the version, the record, the seats."""
        room = self.room(code)
        return (room.version, room.record().dumps(), repr(players_of(room)),
                [seat.token_hash for seat in room.seats])


@asynccontextmanager
async def running_host(**options: Any) -> AsyncIterator[Running]:
    events: list[RoomEvent] = []
    host = Host(on_event=events.append, **options)
    port = await host.start("127.0.0.1", 0)
    try:
        yield Running(host, f"ws://127.0.0.1:{port}", events)
    finally:
        await host.close()


@dataclass
class Peer:
    """A raw WebSocket client: sends anything, keeps every frame it receives."""

    connection: ClientConnection
    frames: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    async def open(cls, url: str, **options: Any) -> Peer:
        return cls(await connect(url, compression=None, max_size=None, **options))

    async def send(self, message: dict[str, Any] | str | bytes) -> None:
        await self.connection.send(json.dumps(message) if isinstance(message, dict) else message)

    async def frame(self) -> dict[str, Any]:
        async with asyncio.timeout(WAIT):
            frame: dict[str, Any] = json.loads(await self.connection.recv())
        self.frames.append(frame)
        return frame

    async def expect(self, kind: str) -> dict[str, Any]:
        """The next frame of ``kind``, skipping players lists and pongs."""
        while True:
            frame = await self.frame()
            if frame["type"] == kind:
                return frame
            assert frame["type"] in ("players", "pong"), (kind, frame)

    async def until(self, kind: str) -> dict[str, Any]:
        """The next frame of ``kind``, whatever comes before it."""
        while (frame := await self.frame())["type"] != kind:
            pass
        return frame

    async def error(self, code: str) -> dict[str, Any]:
        frame = await self.expect("error")
        assert frame["code"] == code, frame
        assert frame["message"].endswith(".") and frame["message"].count(". ") == 0, frame
        return frame

    async def closed(self) -> int:
        """The close code, once the host has closed the connection."""
        try:
            async with asyncio.timeout(WAIT):
                while True:
                    self.frames.append(json.loads(await self.connection.recv()))
        except ConnectionClosed as closed:
            assert closed.rcvd is not None
            return closed.rcvd.code

    async def close(self) -> None:
        await self.connection.close()


def create(game: str, name: str, seats: list[str]) -> dict[str, Any]:
    return {"type": "create", "protocol": PROTOCOL, "game": game, "name": name, "seats": seats}


def join(room: str, name: str | None = None, token: str | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "join", "protocol": PROTOCOL, "room": room}
    if name is not None:
        message["name"] = name
    if token is not None:
        message["token"] = token
    return message


def answer(game: str, move_frame: dict[str, Any], seed: object = 0) -> dict[str, Any]:
    """A legal answer to a ``move`` frame, as a random player would give it."""
    kit = find_kit(game)
    view = kit.bots.wire.view_from(move_frame)
    move = make_bot("random", random.Random(str(seed)), kit=kit.bots).choose(view)
    return {"type": "move", "version": move_frame["version"], **kit.bots.wire.answer(move)}


@dataclass
class Table:
    """A started room of two raw seats: ``a`` created it (seat 0, to move), ``b`` joined."""

    game: str
    code: str
    a: Peer
    b: Peer
    tokens: tuple[str, str]
    asked: dict[str, Any]
    """The move frame seat 0 was sent."""

    @classmethod
    async def open(cls, url: str, game: str = "rota") -> Table:
        a = await Peer.open(url)
        await a.send(create(game, "Anna", ["human", "human"]))
        welcome_a = await a.expect("welcome")
        b = await Peer.open(url)
        await b.send(join(welcome_a["room"], "Ben"))
        welcome_b = await b.expect("welcome")
        await b.expect("update")
        await a.expect("update")
        asked = await a.expect("move")
        return cls(game, welcome_a["room"], a, b, (welcome_a["token"], welcome_b["token"]),
                   asked)

    async def play_to_the_end(self) -> dict[str, Any]:
        """Both seats answer every move they are asked; the end frame."""
        return await play_out(self.game, {0: self.a, 1: self.b}, self.asked, 0)

    async def close(self) -> None:
        await self.a.close()
        await self.b.close()


async def play_out(game: str, peers: dict[int, Peer], asked: dict[str, Any],
                   mover: int) -> dict[str, Any]:
    """Play on from ``mover``'s ``asked`` move frame to the end: every peer answers every
    move it is asked and reads every update; the end frame."""
    frame = asked
    while True:
        await peers[mover].send(answer(game, frame, frame["version"]))
        updates = [await peer.expect("update") for peer in peers.values()]
        mover = updates[0]["view"]["to_move"]
        if mover is None:
            ends = [await peer.expect("end") for peer in peers.values()]
            return ends[0]
        frame = await peers[mover].expect("move")


async def honest_game(url: str, game: str = "rota") -> tuple[SeatGame, SeatGame]:
    """A whole game between two seats played by the client library (random levels)."""
    created: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    first = SeatOptions(name="Honest A", decider=bot_decider("random", 1),
                        on_room=lambda game: created.set_result(game.room))
    host_side = asyncio.create_task(play_seat(url, CreateRoom(game, ("human", "human")), first))
    room = await asyncio.wait_for(created, WAIT)
    second = play_seat(url, JoinRoom(room), SeatOptions(name="Honest B", decider=bot_decider("random", 2)))
    games = await asyncio.wait_for(asyncio.gather(host_side, second), 60)
    assert all(seat.result is not None and seat.result["finished"] for seat in games)
    return games[0], games[1]
