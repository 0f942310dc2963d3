"""Rooms on a host on the loopback: joining, names, dropping and rejoining with a token,
a seat handed to a bot, spectators, bot seats, and a log that never shows a token."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from netplay import (
    PROTOCOL,
    Peer,
    Running,
    Table,
    answer,
    create,
    join,
    play_out,
    running_host,
)

from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.limits import Limits
from axio_desktop.net.remote_seat import CreateRoom, SeatOptions, play_seat


def run(scenario: Any) -> None:
    async def main() -> None:
        async with running_host() as running:
            await scenario(running)
            for event in running.events:
                line = event.line()
                assert "token" not in line.lower()
                for peer_token in TOKENS:
                    assert peer_token not in line

    TOKENS.clear()
    asyncio.run(main())


TOKENS: list[str] = []


def test_names_are_trimmed_and_never_shared_and_every_join_is_told() -> None:
    async def scenario(running: Running) -> None:
        anna = await Peer.open(running.url)
        await anna.send(create("axio", " Anna ", ["human", "bot:easy", "bot:easy", "human"]))
        welcome = await anna.expect("welcome")
        TOKENS.append(welcome["token"])
        assert welcome["seat"] == 0 and welcome["game"] == "axio"
        assert len(welcome["room"]) == 6 and set(welcome["room"]) <= set(
            "23456789ABCDEFGHJKLMNPQRSTUVWXYZ")
        assert welcome["players"] == [
            {"name": "Anna", "kind": "human", "connected": True},
            {"name": "Easy", "kind": "bot", "level": "easy", "connected": True},
            {"name": "Easy 2", "kind": "bot", "level": "easy", "connected": True},
            {"name": None, "kind": "human", "connected": False}]
        other = await Peer.open(running.url)
        await other.send(join(welcome["room"], "Easy"))
        joined = await other.expect("welcome")
        TOKENS.append(joined["token"])
        assert joined["seat"] == 3 and joined["players"][3]["name"] == "Easy 3"
        assert joined["token"] != welcome["token"] and len(joined["token"]) >= 22
        told = await anna.frame()
        assert told == {"type": "players", "players": joined["players"]}
        assert (await anna.expect("update"))["version"] == 0  # every human seat is taken
        await anna.close()
        await other.close()

    run(scenario)


def test_a_dropped_seat_rejoins_with_its_token_and_finds_the_game_as_it_stands() -> None:
    async def scenario(running: Running) -> None:
        table = await Table.open(running.url)
        TOKENS.extend(table.tokens)
        await table.b.close()
        players = await table.a.expect("players")
        assert players["players"][1] == {"name": "Ben", "kind": "human", "connected": False}
        await table.a.send(answer("rota", table.asked))  # the game goes on without Ben
        decided = await table.a.expect("update")
        ben = await Peer.open(running.url)
        await ben.send(join(table.code, "Someone else", token=table.tokens[1]))
        welcome = await ben.frame()
        assert welcome["type"] == "welcome" and welcome["seat"] == 1
        assert welcome["token"] == table.tokens[1]
        update = await ben.frame()
        assert update["type"] == "update" and update["last"] is None and update["version"] == 1
        assert update["view"]["seat"] == 1
        assert update["history"] == [decided["last"]]  # the move list Ben was away for
        asked = await ben.frame()
        assert asked["type"] == "move" and asked["version"] == 1
        assert (await table.a.expect("players"))["players"][1]["connected"] is True
        # a second connection with the same token takes the seat over: the first is closed
        taker = await Peer.open(running.url)
        await taker.send(join(table.code, token=table.tokens[1]))
        await taker.expect("welcome")
        assert await ben.closed() == 4001
        await taker.expect("update")
        asked = await taker.expect("move")
        end = await play_out("rota", {0: table.a, 1: taker}, asked, 1)
        assert end["result"]["finished"]
        late = await Peer.open(running.url)  # after the end: welcome, final update, end
        await late.send(join(table.code, token=table.tokens[0]))
        assert [(await late.frame())["type"] for _ in range(3)] == ["welcome", "update", "end"]
        assert late.frames[1]["view"]["to_move"] is None

    run(scenario)


def test_the_creator_hands_a_dropped_seat_to_a_bot_which_plays_it_out() -> None:
    async def scenario(running: Running) -> None:
        table = await Table.open(running.url, "axio")
        await table.b.close()
        await table.a.expect("players")
        await table.a.send({"type": "replace", "seat": 1, "level": "medium"})
        players = (await table.a.expect("players"))["players"]
        assert players[1] == {"name": "Ben", "kind": "bot", "level": "medium", "connected": True}
        ben = await Peer.open(running.url)
        await ben.send(join(table.code, token=table.tokens[1]))
        await ben.error("bad_token")
        frame = table.asked
        while True:
            await table.a.send(answer("axio", frame, frame["version"]))
            while (update := await table.a.expect("update"))["view"]["to_move"] == 1:
                pass
            if update["view"]["to_move"] is None:
                break
            frame = await table.a.expect("move")
        end = await table.a.expect("end")
        assert end["record"]["players"][1] == {"name": "Ben", "kind": "bot", "level": "medium"}
        assert [event.kind for event in running.events].count("replaced") == 1

    run(scenario)


def test_a_spectator_sees_the_public_view_from_before_the_start_to_the_end() -> None:
    async def scenario(running: Running) -> None:
        anna = await Peer.open(running.url)
        await anna.send(create("axio-hex", "Anna", ["human", "human"]))
        code = (await anna.expect("welcome"))["room"]
        early = await Peer.open(running.url)
        await early.send({"type": "watch", "protocol": PROTOCOL, "room": code})
        welcome = await early.frame()
        assert welcome["seat"] is None and "token" not in welcome
        ben = await Peer.open(running.url)
        await ben.send(join(code, "Ben"))
        await ben.expect("welcome")
        await ben.expect("update")
        start = await early.expect("update")
        assert start["view"]["seat"] is None and "rack" not in start["view"]
        assert start["last"] is None
        await anna.expect("update")
        await anna.send(answer("axio-hex", await anna.expect("move")))
        moved = await early.expect("update")
        assert moved["last"]["seat"] == 0 and set(moved["last"]["move"]) == {"cells", "colours"}
        late = await Peer.open(running.url)
        await late.send({"type": "watch", "protocol": PROTOCOL, "room": code})
        await late.expect("welcome")
        snapshot = await late.expect("update")
        assert snapshot["last"] is None and snapshot["view"] == moved["view"]
        await ben.expect("update")
        mover = (await anna.expect("update"))["view"]["to_move"]
        peers = {0: anna, 1: ben}
        await play_out("axio-hex", peers, await peers[mover].expect("move"), mover)
        assert (await early.until("end"))["record"]["game"] == "axio-hex"
        assert (await late.until("end"))["result"]["finished"]
        assert all(frame["view"]["seat"] is None and "rack" not in frame["view"]
                   for frame in early.frames + late.frames if frame["type"] == "update")

    run(scenario)


def test_bot_seats_play_alike_from_the_same_seed() -> None:
    async def one_game() -> dict[str, Any]:
        async with running_host(seed="7") as running:
            options = SeatOptions(name="Solo", decider=bot_decider("greedy", 3))
            game = await play_seat(running.url, CreateRoom("axio", ("bot:medium", "human",
                                                                   "bot:easy")), options)
            assert game.record is not None
            return game.record

    first, second = asyncio.run(one_game()), asyncio.run(one_game())
    assert json.dumps(first) == json.dumps(second)
    assert [player["kind"] for player in first["players"]] == ["bot", "human", "bot"]


def test_behind_a_proxy_rooms_carry_the_hosts_prefix_and_clients_their_forwarded_address(
        ) -> None:
    async def main() -> None:
        limits = Limits(room_prefix="K7", behind_proxy=True, unknown_rooms_per_minute=2)
        async with running_host(limits=limits) as running:
            anna = await Peer.open(running.url)
            await anna.send(create("rota", "Anna", ["human", "bot:easy"]))
            assert (await anna.expect("welcome"))["room"].startswith("K7")
            guesses = {}
            for address in ("10.0.0.7", "10.0.0.8"):
                guesses[address] = await Peer.open(
                    running.url, additional_headers={"X-Forwarded-For": f"192.0.2.1, {address}"})
            for _ in range(2):
                await guesses["10.0.0.7"].send(join("QQQQQQ", "Eve"))
                await guesses["10.0.0.7"].error("no_room")
            await guesses["10.0.0.8"].send(join("QQQQQQ", "Eve"))
            await guesses["10.0.0.8"].error("no_room")
            await guesses["10.0.0.7"].send(join("QQQQQQ", "Eve"))
            await guesses["10.0.0.7"].error("no_room")
            assert await guesses["10.0.0.7"].closed() == 1008
            await guesses["10.0.0.8"].send({"type": "ping"})
            assert (await guesses["10.0.0.8"].frame())["type"] == "pong"

    asyncio.run(main())
