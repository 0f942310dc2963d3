"""The client side (`join`'s library): a seat's program that fails is stood in for by a
built-in level, and a host that breaks the protocol is reported, never a crash."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from netplay import running_host
from websockets.asyncio.server import ServerConnection, serve

from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.remote_seat import CreateRoom, HostFault, SeatOptions, play_seat

MISBEHAVING = Path(__file__).resolve().parents[1] / "bots" / "misbehaving_bot.py"


@pytest.mark.parametrize("mode", ["crash", "illegal"])
def test_a_failing_program_is_stood_in_for_and_the_game_ends(mode: str) -> None:
    async def main() -> None:
        async with running_host() as running:
            options = SeatOptions(name="Prog", decider=bot_decider(
                f"cmd:{sys.executable} {MISBEHAVING} {mode}"))
            game = await play_seat(running.url, CreateRoom("rota", ("human", "bot:random")),
                                   options)
        assert game.result is not None and game.result["finished"]
        assert game.faults
        if mode == "illegal":
            assert all("the host refused the move" in fault for fault in game.faults)
            assert "shares no edge with the display" in game.faults[0]

    asyncio.run(main())


@pytest.mark.parametrize(("frame", "words"), [
    ({"type": "move", "version": 0, "view": {"seat": 0}}, ("the host sent a bad view: view: "
     "missing 'to_move'")),
    ({"type": "update", "version": "0"}, "the host's update 'version': is not a whole number"),
    ({"no": "type"}, "the host's frame: is not an object with a type"),
    ({"type": "end", "result": 1}, "the host's end 'result': is not an object"),
])
def test_a_host_that_breaks_the_protocol_is_reported_not_a_crash(frame: dict[str, object],
                                                                  words: str) -> None:
    async def hostile(connection: ServerConnection) -> None:
        await connection.recv()
        await connection.send(json.dumps({"type": "welcome", "room": "ABCDEF", "game": "rota",
                                          "seat": 0, "token": "t" * 43, "players": [
                                              {"name": "Anna", "kind": "human",
                                               "connected": True}]}))
        await connection.send(json.dumps(frame))
        await connection.wait_closed()

    async def main() -> None:
        async with serve(hostile, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            with pytest.raises(HostFault) as fault:
                await play_seat(f"ws://127.0.0.1:{port}", CreateRoom("rota", ("human",)),
                                SeatOptions(name="Anna", decider=bot_decider("random")))
            assert words in str(fault.value)

    asyncio.run(main())


class Clumsy:
    """A person at a table of their own: first puts the tile where it cannot go, and
    when told why, where it can."""

    def __init__(self, kit: Any, faults: list[str]) -> None:
        self.kit = kit
        self.told: list[str] = []

    async def decide(self, view: Any, refused: str | None) -> Any:
        if refused is None:
            return self.kit.bots.wire.move_from({"cell": [99, 99], "rotation": 0})
        self.told.append(refused)
        return next(view.legal_moves())

    def close(self, result: dict[str, Any] | None) -> None:
        pass


def test_a_decider_refused_is_asked_again_with_the_hosts_sentence() -> None:
    made: list[Clumsy] = []

    def clumsy(kit: Any, faults: list[str]) -> Clumsy:
        made.append(Clumsy(kit, faults))
        return made[-1]

    async def main() -> None:
        async with running_host() as running:
            game = await play_seat(running.url, CreateRoom("rota", ("human", "bot:random")),
                                   SeatOptions(name="Anna", decider=clumsy))
        assert game.result is not None and game.result["finished"]

    asyncio.run(main())
    assert made[0].told and set(made[0].told) == {
        "Cell (99, 99) shares no edge with the display."}
