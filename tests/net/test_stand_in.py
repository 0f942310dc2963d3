"""A host's bot seat that fails is stood in for by the same level as everywhere else
(`bots.STAND_IN_LEVEL`: the desktop's table, `simulate`, ``join``), not by a rule of
the host's own."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from netplay import Peer, answer, create, running_host

from axio_desktop.bots import STAND_IN_LEVEL
from axio_desktop.net import turns
from axio_desktop.net.bot_seats import choose_answer


@pytest.mark.parametrize("failure", ["raises", "refused"])
def test_a_failed_bot_seat_is_stood_in_for_by_the_stand_in_level(
        monkeypatch: pytest.MonkeyPatch, failure: str) -> None:
    asked: list[tuple[str, dict[str, Any]]] = []
    stood_in: list[dict[str, Any]] = []

    def failing(game: str, level: str, seed: str, message: dict[str, Any]) -> dict[str, Any]:
        asked.append((level, message))
        if level == STAND_IN_LEVEL:
            stood_in.append(choose_answer(game, level, seed, message))
            return stood_in[-1]
        if failure == "raises":
            raise RuntimeError("the worker died")
        return {"not": "a decision"}

    monkeypatch.setattr(turns, "choose_answer", failing)

    async def play() -> dict[str, Any]:
        async with running_host() as run:
            peer = await Peer.open(run.url)
            await peer.send(create("rota", "Anna", ["human", "bot:hard"]))
            await peer.expect("welcome")
            frame = await peer.until("move")
            await peer.send(answer("rota", frame, frame["version"]))
            await peer.until("update")  # ours
            return await peer.until("update")  # the bot seat's

    update = asyncio.run(play())
    assert [level for level, _ in asked] == ["hard", STAND_IN_LEVEL]
    assert asked[0][1] == asked[1][1], "the stand-in decides on the same view"
    assert update["last"]["seat"] == 1
    played = update["last"]["move"]
    assert {key: played[key] for key in stood_in[0]} == stood_in[0]
