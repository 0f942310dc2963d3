"""A fourth game (AXIO Mini, registered by the tests alone) played over the network: the
host, its bot seats, the client library and the views carry no game-specific code."""

from __future__ import annotations

import asyncio
import json

from fourth_game import MINI, mini_registered
from websockets.asyncio.client import connect

from axio_desktop.engine import load_record
from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.host import Host
from axio_desktop.net.remote_seat import CreateRoom, JoinRoom, SeatOptions, play_seat


async def a_game_of_mini() -> tuple[dict[str, object], list[dict[str, object]]]:
    host = Host()
    port = await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    try:
        created: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        anna = asyncio.create_task(play_seat(
            url, CreateRoom(MINI.id, ("human", "bot:medium", "human")),
            SeatOptions(name="Anna", decider=bot_decider("greedy"), on_room=lambda game: created.set_result(
                game.room))))
        code = await created
        async with connect(url) as watcher:
            await watcher.send(json.dumps({"type": "watch", "protocol": "axio-net/1",
                                           "room": code}))
            ben = await play_seat(url, JoinRoom(code), SeatOptions(name="Ben", decider=bot_decider("random")))
            await anna
            seen = []
            while not seen or seen[-1]["type"] != "end":
                seen.append(json.loads(await watcher.recv()))
        assert ben.record is not None
        return ben.record, seen
    finally:
        await host.close()


def test_a_fourth_game_is_hosted_and_played_over_the_network() -> None:
    with mini_registered():
        record, watched = asyncio.run(a_game_of_mini())
        assert record["game"] == MINI.id
        assert load_record(json.dumps(record)).replay().finished
    views = [frame["view"] for frame in watched if frame["type"] == "update"]
    assert views and all(view["seat"] is None and "rack" not in view for view in views)
    assert all(set(score) == set(MINI.colours) for score in views[-1]["scores"])
