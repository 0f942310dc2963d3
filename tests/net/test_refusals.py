"""Every refusal of axio-net/1, tried as an attacker would, on real sockets: each gets its
code and one sentence, changes nothing in the room attacked, and an honest game in
another room plays on to its end meanwhile (the attacked room's game too)."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from netplay import PROTOCOL, Peer, Running, Table, answer, create, honest_game, join, running_host
from websockets.exceptions import InvalidStatus

from axio_desktop.kits import find_kit

Scenario = Callable[[Running, Table], Awaitable[None]]


async def watch(peer: Peer, code: str) -> None:
    await peer.send({"type": "watch", "protocol": PROTOCOL, "room": code})
    await peer.expect("welcome")
    await peer.expect("update")


def attacked(scenario: Scenario, game: str = "rota", *, finish: bool = True) -> None:
    """Run ``scenario`` against a started room of two raw seats while an honest game
    is played in another room; the attacked room's game must be as it was, and (with
    ``finish``) both games must end."""

    async def main() -> None:
        async with running_host() as run:
            honest = asyncio.create_task(honest_game(run.url))
            table = await Table.open(run.url, game)
            before = run.snapshot(table.code)[:2]
            await scenario(run, table)
            assert run.snapshot(table.code)[:2] == before
            if finish:
                end = await table.play_to_the_end()
                assert end["result"]["finished"]
            await honest
            await table.close()

    asyncio.run(main())


def test_a_move_out_of_turn_is_refused() -> None:
    async def scenario(run: Running, table: Table) -> None:
        move = answer(table.game, table.asked)
        await table.b.send(move)  # seat 0 is to move, not seat 1
        await table.b.error("not_your_turn")
        await table.b.send({**move, "version": 7})  # whose turn comes before the version
        await table.b.error("not_your_turn")

    attacked(scenario)


def test_a_stale_version_is_refused() -> None:
    async def scenario(run: Running, table: Table) -> None:
        move = answer(table.game, table.asked)
        for version in (1, -1, 10**30):
            await table.a.send({**move, "version": version})
            refused = await table.a.error("stale")
            assert "version 0" in refused["message"]
        await table.a.send({**move, "version": 0, "cell": [40, 40]})  # the version comes first
        await table.a.error("illegal")

    attacked(scenario)


def test_an_illegal_placement_is_refused_in_the_engines_words() -> None:
    async def scenario(run: Running, table: Table) -> None:
        move = answer(table.game, table.asked)
        await table.a.send({**move, "cell": [9, 9]})
        refused = await table.a.error("illegal")
        assert refused["message"] == "Cell (9, 9) shares no edge with the display."
        await table.a.send({**move, "cell": [0, 0]})
        assert (await table.a.error("illegal"))["message"] == "Cell (0, 0) is already occupied."

    attacked(scenario)


def test_a_tile_not_in_the_rack_is_refused() -> None:
    async def scenario(run: Running, table: Table) -> None:
        rack = table.asked["view"]["rack"]
        colours = find_kit("axio").game.colours
        codes = [a + b for i, a in enumerate(colours) for b in colours[i:]]
        missing = next(code for code in codes if code not in rack)
        move = answer(table.game, table.asked)
        await table.a.send({**move, "colours": missing})
        refused = await table.a.error("illegal")
        assert refused["message"] == f"The rack holds no tile {missing}."

    attacked(scenario, "axio")


def test_forged_tokens_are_refused() -> None:
    async def scenario(run: Running, table: Table) -> None:
        thief = await Peer.open(run.url)
        for token in ("A" * 43, table.tokens[0][:-1] + "x", "", table.tokens[1].upper()):
            await thief.send(join(table.code, token=token))
            await thief.error("bad_token")
        await thief.send(join("ZZZZZZ", token=table.tokens[0]))
        await thief.error("no_room")
        assert run.room(table.code).connected == {0, 1}
        await thief.close()

    attacked(scenario)


def test_a_full_room_is_refused() -> None:
    async def scenario(run: Running, table: Table) -> None:
        third = await Peer.open(run.url)
        await third.send(join(table.code.lower(), "Cleo"))
        await third.error("room_full")
        await third.close()

    attacked(scenario)


def test_a_program_seat_is_refused_and_no_program_ever_starts(tmp_path: Path) -> None:
    mark = tmp_path / "started"
    program = f"cmd:{sys.executable} -c \"open({str(mark)!r}, 'w')\""

    async def scenario(run: Running, table: Table) -> None:
        mallory = await Peer.open(run.url)
        for seats in (["human", program], ["human", f"bot:{program}"], ["human", "bot:nobody"],
                      ["bot:hard", "bot:easy"]):
            await mallory.send(create("rota", "Mallory", seats))
            await mallory.error("not_allowed")
        await table.b.close()  # the seat may now be handed over, but never to a program
        await table.a.expect("players")
        await table.a.send({"type": "replace", "seat": 1, "level": program})
        await table.a.error("not_allowed")
        await mallory.close()

    attacked(scenario, finish=False)
    assert not mark.exists()


def test_frames_without_the_protocol_are_refused_and_closed() -> None:
    async def scenario(run: Running, table: Table) -> None:
        for first in (join(table.code, "Eve") | {"protocol": "axio-net/2"},
                      {"type": "join", "room": table.code, "name": "Eve"},
                      {"type": "move", "protocol": PROTOCOL, "version": 0},
                      "{not json", b"\x00binary", "[1, 2]", "{}"):
            eve = await Peer.open(run.url)
            await eve.send(first)
            await eve.error("protocol")
            assert await eve.closed() == 1008
        friendly = await Peer.open(run.url)  # a ping first is fine, then the opening
        await friendly.send({"type": "ping"})
        await friendly.expect("pong")
        await friendly.send({"type": "watch", "protocol": PROTOCOL, "room": table.code})
        assert (await friendly.expect("welcome"))["seat"] is None
        await friendly.close()

    attacked(scenario)


def test_bad_json_and_unknown_messages_are_bad_messages() -> None:
    async def scenario(run: Running, table: Table) -> None:
        for text in ("{not json", "[" * 50_000, "1" * 5_000, "null", '"move"', "{}",
                     json.dumps({"type": "dance"}), json.dumps({"type": "move"}),
                     json.dumps({"type": "move", "version": "0"}),
                     json.dumps({"type": "move", "version": 0, "cell": "here"}),
                     json.dumps({"type": "replace", "seat": "1", "level": "hard"}),
                     json.dumps(join(table.code, "Again"))):
            await table.b.send(text)
            await table.b.error("bad_message")
        await table.b.send({"type": "ping"})  # still open
        await table.b.expect("pong")

    attacked(scenario)


def test_binary_frames_are_bad_messages() -> None:
    async def scenario(run: Running, table: Table) -> None:
        await table.a.send(json.dumps(answer(table.game, table.asked)).encode())
        await table.a.error("bad_message")

    attacked(scenario)


def test_an_oversized_frame_closes_the_connection_with_1009() -> None:
    async def scenario(run: Running, table: Table) -> None:
        watcher = await Peer.open(run.url)
        await watch(watcher, table.code)
        ping = '{"type": "ping", "pad": "' + "x" * 65_536 + '"}'
        await watcher.send(ping[:65_534] + '"}')  # exactly 65,536 bytes: still a message
        await watcher.expect("pong")
        await watcher.send(ping[:65_535] + '"}')
        assert await watcher.closed() == 1009

    attacked(scenario)


def test_a_flood_of_refusals_closes_the_connection() -> None:
    async def scenario(run: Running, table: Table) -> None:
        move = answer(table.game, table.asked)
        watcher = await Peer.open(run.url)
        await watch(watcher, table.code)
        for _ in range(19):
            await watcher.send(move)
            await watcher.error("not_allowed")
        await watcher.send({"type": "ping"})  # answered, but it does not end the row
        await watcher.expect("pong")
        await watcher.send(move)
        await watcher.error("not_allowed")  # the 20th is told, then the door shuts
        assert await watcher.closed() == 1008

    attacked(scenario)


def test_a_decision_accepted_ends_a_row_of_refusals() -> None:
    async def main() -> None:
        async with running_host() as run:
            table = await Table.open(run.url)
            move = answer(table.game, table.asked)
            for _ in range(19):
                await table.a.send(move | {"version": 7})
                await table.a.error("stale")
            await table.a.send(move)
            await table.a.expect("update")
            for _ in range(19):
                await table.a.send(move)
                await table.a.error("not_your_turn")
            await table.a.send({"type": "ping"})
            await table.a.expect("pong")  # 38 refusals, and still open
            await table.close()

    asyncio.run(main())


def test_more_than_50_messages_a_second_close_the_connection() -> None:
    async def scenario(run: Running, table: Table) -> None:
        watcher = await Peer.open(run.url)
        await watch(watcher, table.code)
        for _ in range(60):
            await watcher.send({"type": "ping"})
        assert await watcher.closed() == 1008
        assert sum(frame["type"] == "pong" for frame in watcher.frames) == 49

    attacked(scenario)


def test_guessing_room_codes_is_limited_even_for_codes_that_name_a_room() -> None:
    async def scenario(run: Running, table: Table) -> None:
        guesser = await Peer.open(run.url)
        for number in range(20):  # 20 refusals in a row close the connection
            await guesser.send(join(f"Q{number:05d}", "Guess"))
            await guesser.error("no_room")
        assert await guesser.closed() == 1008
        guesser = await Peer.open(run.url)
        for number in range(10):  # 30 unknown codes a minute from one address
            await guesser.send({"type": "watch", "protocol": PROTOCOL, "room": f"R{number}"})
            await guesser.error("no_room")
        # Past them the address finds no room, a real one neither: guessing on fresh
        # connections finds rooms no faster than the limit allows.
        for code in ("ABCDEF", table.code):
            await guesser.send({"type": "watch", "protocol": PROTOCOL, "room": code})
            await guesser.error("no_room")
            assert await guesser.closed() == 1008
            guesser = await Peer.open(run.url)
        await guesser.send(join(table.code, token=table.tokens[1][::-1]))
        await guesser.error("no_room")  # a forged token does not open the door either
        assert await guesser.closed() == 1008
        assert run.host.hall.addresses.guessing("127.0.0.1")
        run.host.hall.addresses._unknown.clear()  # a minute later
        honest = await Peer.open(run.url)
        await honest.send({"type": "watch", "protocol": PROTOCOL, "room": table.code})
        assert (await honest.expect("welcome"))["room"] == table.code
        await honest.close()

    attacked(scenario)


def test_replace_is_the_creators_alone_and_only_for_a_dropped_seat() -> None:
    async def scenario(run: Running, table: Table) -> None:
        await table.b.send({"type": "replace", "seat": 0, "level": "hard"})
        await table.b.error("not_allowed")
        await table.a.send({"type": "replace", "seat": 1, "level": "hard"})  # Ben is here
        await table.a.error("not_allowed")
        await table.a.send({"type": "replace", "seat": 5, "level": "hard"})
        await table.a.error("not_allowed")
        await table.a.send({"type": "replace", "seat": 1, "level": 3})
        await table.a.error("bad_message")

    attacked(scenario)


def test_a_spectator_makes_no_move_and_an_answer_of_the_wrong_kind_is_a_bad_message() -> None:
    async def scenario(run: Running, table: Table) -> None:
        watcher = await Peer.open(run.url)
        await watch(watcher, table.code)
        move = answer(table.game, table.asked)
        await watcher.send(move)
        await watcher.error("not_allowed")
        await watcher.send({"type": "move", "version": 0, "cells": 5})  # the shape comes first
        await watcher.error("bad_message")
        await watcher.send({"type": "move", "version": 0, "exchange": True})  # a placement is due
        await watcher.error("bad_message")
        await table.a.send({"type": "move", "version": 0, "exchange": False})
        refused = await table.a.error("bad_message")
        assert "placement is due" in refused["message"]
        await watcher.close()

    attacked(scenario, "axio")


def test_a_bad_create_is_refused_in_the_protocols_order() -> None:
    async def scenario(run: Running, table: Table) -> None:
        maker = await Peer.open(run.url)
        for message in (create("chess", "Ann", ["human"]),
                        create("rota", "Ann", []),
                        create("rota", "Ann", ["human"] * 5),
                        create("rota", "  ", ["human"]),
                        create("rota", "A" * 41, ["human"]),
                        create("rota", "Tab\there", ["human"]),
                        create("rota", "", ["cmd:evil"]),  # a bad name before a bad seat
                        create("rota", "Ann", [7])):
            await maker.send(message)
            await maker.error("bad_message")
        await maker.send(create("rota", "  Ann  ", ["human", "bot:greedy"]))
        welcome = await maker.expect("welcome")
        assert [seat["name"] for seat in welcome["players"]] == ["Ann", "Greedy"]
        await maker.close()

    attacked(scenario)


def test_a_room_takes_so_many_spectators() -> None:
    async def scenario(run: Running, table: Table) -> None:
        watchers = []
        for _ in range(32):
            watchers.append(await Peer.open(run.url))
            await watch(watchers[-1], table.code)
        one_more = await Peer.open(run.url)
        await one_more.send({"type": "watch", "protocol": PROTOCOL, "room": table.code})
        await one_more.error("not_allowed")
        for watcher in [*watchers, one_more]:
            await watcher.close()

    attacked(scenario)


def test_a_web_page_cannot_reach_the_host() -> None:
    """A browser names the page that opens a WebSocket (``Origin``); the program and
    ``join`` name none. A page open on a player's computer must not reach a host on
    their network."""

    async def scenario(run: Running, table: Table) -> None:
        for page in ("http://evil.example", "null", "http://127.0.0.1:8000"):
            try:
                await Peer.open(run.url, origin=page)
            except InvalidStatus as refused:
                assert refused.response.status_code == 403
            else:
                raise AssertionError(f"a page of {page} was let in")
        friendly = await Peer.open(run.url)
        await watch(friendly, table.code)
        await friendly.close()

    attacked(scenario)
