"""Attacks through the messages, by raw clients on the loopback: text echoed back,
answers of the wrong kind, names that look alike or show nothing, and a guessing
lock-out that must not shut a player out of their own seat."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from netplay import PROTOCOL, Peer, Running, Table, answer, create, join, running_host

from axio_desktop.net.limits import Limits
from axio_desktop.net.protocol import NAME_LENGTH


def test_no_error_echoes_more_than_a_bounded_sentence() -> None:
    async def main() -> None:
        async with running_host() as run:
            table = await Table.open(run.url, "rota")
            await table.b.close()
            await table.a.send({"type": "replace", "seat": 1, "level": "x" * 64_000})
            refused = [await table.a.error("not_allowed")]
            for message in (create("r" * 64_000, "Anna", ["human"]),
                            create("rota", "Anna", ["human", "bot:" + "y" * 64_000]),
                            {"type": "join", "protocol": PROTOCOL, "room": "Z" * 64_000,
                             "name": "Ben"}):
                peer = await Peer.open(run.url)
                await peer.send(message)
                refused.append(await peer.expect("error"))
                await peer.close()
            for frame in refused:
                assert len(json.dumps(frame, ensure_ascii=False)) < 400, frame
            await table.a.close()

    asyncio.run(main())


def test_an_answer_of_the_wrong_kind_is_refused_without_enumerating(
        monkeypatch: pytest.MonkeyPatch) -> None:
    async def main() -> None:
        async with running_host() as run:
            table = await Table.open(run.url, "axio")
            state = run.room(table.code).state
            enumerated: list[int] = []
            real = type(state).legal_moves

            def counted(self: Any) -> Any:
                for number, move in enumerate(real(self)):
                    enumerated.append(number)
                    yield move

            monkeypatch.setattr(type(state), "legal_moves", counted)
            for peer in (table.a, table.b, table.a):
                await peer.send({"type": "move", "version": 0, "exchange": True})
                assert "placement is due" in (await peer.error("bad_message"))["message"]
            assert len(enumerated) <= 1, len(enumerated)  # the first, once, says the kind
            checked: list[object] = []
            monkeypatch.setattr(type(state), "check", lambda self, move: checked.append(move))
            await table.b.send({"type": "move", "version": 0, "cells": [[0, 0], [0, 1]],
                                "colours": "RG"})
            await table.b.error("not_your_turn")
            assert checked == []  # the engine judges the seat to decide alone
            await table.close()

    asyncio.run(main())


async def name_taken(run: Running, first: str, second: str) -> list[str | None]:
    peer = await Peer.open(run.url)
    await peer.send(create("rota", first, ["human", "human"]))
    welcome = await peer.expect("welcome")
    other = await Peer.open(run.url)
    await other.send(join(welcome["room"], second))
    players = (await other.expect("welcome"))["players"]
    await peer.close()
    await other.close()
    return [player["name"] for player in players]


def test_names_are_normalised_kept_within_the_limit_and_never_blank() -> None:
    async def main() -> None:
        async with running_host() as run:
            long = "N" * NAME_LENGTH
            names = await name_taken(run, long, long)
            assert names[0] == long and names[1] == "N" * (NAME_LENGTH - 2) + " 2"
            assert all(len(name or "") <= NAME_LENGTH for name in names)
            assert await name_taken(run, "Anna", "\uff21\uff4e\uff4e\uff41") == ["Anna", "Anna 2"]
            assert await name_taken(run, "Anna", "anna") == ["Anna", "anna 2"]
            for blank in ("\u200b\u200b", "\u3164", "\u0301\u0301", "\u2800 \u2800"):
                peer = await Peer.open(run.url)
                await peer.send(create("rota", blank, ["human"]))
                assert "visible" in (await peer.error("bad_message"))["message"]
                await peer.close()

    asyncio.run(main())


def test_a_valid_token_rejoins_while_its_address_is_locked_out_for_guessing() -> None:
    async def main() -> None:
        async with running_host() as run:
            table = await Table.open(run.url, "rota")
            await table.b.close()
            guesser = await Peer.open(run.url)
            for number in range(30):
                await guesser.send({"type": "watch", "protocol": PROTOCOL,
                                    "room": f"Q{number:05d}"})
                await guesser.expect("error")
                if number % 19 == 18:
                    guesser = await Peer.open(run.url)
            assert run.host.hall.addresses.guessing("127.0.0.1")
            forged = await Peer.open(run.url)
            await forged.send(join(table.code, token=table.tokens[1][::-1]))
            await forged.error("no_room")
            back = await Peer.open(run.url)
            await back.send(join(table.code, token=table.tokens[1]))
            assert (await back.expect("welcome"))["seat"] == 1
            await back.expect("update")
            await table.a.close()
            await back.close()

    asyncio.run(main())


async def from_address(run: Running, address: str) -> Peer:
    return await Peer.open(run.url, additional_headers={"X-Forwarded-For": address})


def test_a_few_addresses_cannot_take_every_room_and_unjoined_rooms_expire() -> None:
    async def main() -> None:
        limits = Limits(rooms_per_address=3, live_rooms=8, behind_proxy=True)
        async with running_host(limits=limits) as run:
            hall = run.host.hall
            codes = []
            for address in ("10.0.0.1", "10.0.0.2"):
                for _ in range(3):
                    attacker = await from_address(run, address)
                    await attacker.send(create("rota", "Spam", ["human", "human"]))
                    codes.append((await attacker.expect("welcome"))["room"])
                    await attacker.close()
                attacker = await from_address(run, address)
                await attacker.send(create("rota", "Spam", ["human", "human"]))
                assert "holds 3 rooms" in (await attacker.error("not_allowed"))["message"]
                await attacker.close()
            with_bot = await from_address(run, "10.0.0.4")  # started, but never played
            await with_bot.send(create("rota", "Spam", ["human", "bot:random"]))
            codes.append((await with_bot.expect("welcome"))["room"])
            await with_bot.close()
            honest = await Table.open(run.url)  # others can still create
            started = honest.code
            await honest.a.send(answer("rota", honest.asked))
            await honest.b.expect("update")
            await honest.close()
            await asyncio.sleep(0.1)
            hall.forget_idle(time.monotonic() + limits.unjoined_room_seconds + 1)
            await asyncio.sleep(0.1)  # the store forgets on its own thread
            assert started not in hall.rooms and await run.host.store.load(started) is not None
            assert not hall.rooms
            for code in codes:
                assert await run.host.store.load(code) is None  # expired, gone for good
            attacker = await from_address(run, "10.0.0.1")
            await attacker.send(create("rota", "Spam", ["human", "human"]))
            await attacker.expect("welcome")  # the address's rooms expired: it may again
            await attacker.close()

    asyncio.run(main())


def test_creates_sent_at_once_do_not_pass_the_rooms_an_address_may_hold() -> None:
    async def main() -> None:
        async with running_host(limits=Limits(rooms_per_address=3)) as run:
            peers = [await Peer.open(run.url) for _ in range(12)]
            await asyncio.gather(*(peer.send(create("rota", "Spam", ["human", "human"]))
                                   for peer in peers))
            answers = [(await peer.frame())["type"] for peer in peers]
            assert answers.count("welcome") == 3, answers
            assert len(run.host.hall.rooms) == 3
            for peer in peers:
                await peer.close()

    asyncio.run(main())
