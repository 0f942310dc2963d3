"""Rooms of slow bots do not slow another room's quick bot: the bot seats' thinking is
shared between the rooms' owners (`BotSeats`), one worker kept for quick bots."""

from __future__ import annotations

import asyncio
import multiprocessing
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from netplay import Peer, Running, answer, create, running_host

from axio_desktop.net.limits import Limits

WORKERS = 3


async def opened(run: Running, address: str, seats: list[str]) -> Peer:
    peer = await Peer.open(run.url, additional_headers={"X-Forwarded-For": address})
    await peer.send(create("rota", "Player", seats))
    await peer.expect("welcome")
    return peer


async def keep_asking(peer: Peer) -> None:
    """Answer every move at once, game after game: the bots of the room never rest."""
    while True:
        frame = await peer.until("move")
        await peer.send(answer("rota", frame, frame["version"]))


async def bot_answer_times(peer: Peer, turns: int) -> list[float]:
    """Seconds from the update of the human's decision to the bot's, ``turns`` times."""
    times = []
    frame = await peer.until("move")
    for _ in range(turns):
        await peer.send(answer("rota", frame, frame["version"]))
        ours = await peer.until("update")
        assert ours["last"]["seat"] == 0
        told = time.monotonic()
        bots = await peer.until("update")
        assert bots["last"]["seat"] == 1
        times.append(time.monotonic() - told)
        frame = await peer.until("move")
    return times


def test_an_honest_rooms_quick_bot_answers_in_its_own_time_beside_rooms_of_experts() -> None:
    async def main() -> None:
        workers = ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"))
        async with running_host(bots=workers, bot_workers=WORKERS,
                                limits=Limits(behind_proxy=True)) as run:
            alone = await opened(run, "10.0.0.9", ["human", "bot:random"])
            await bot_answer_times(alone, 2)  # the workers have started
            attackers = [await opened(run, f"10.0.1.{number % 2}",
                                      ["human", "bot:expert", "bot:expert", "bot:expert"])
                         for number in range(6)]
            playing = [asyncio.create_task(keep_asking(peer)) for peer in attackers]
            await asyncio.sleep(2.0)  # the experts' rooms are well under way
            honest = await opened(run, "10.0.0.1", ["human", "bot:random"])
            times = await bot_answer_times(honest, 8)
            for task in playing:
                task.cancel()
            assert statistics.median(times) < 0.15, times
            assert run.host.hall.bots.usage("10.0.1.0") > 0.5  # the experts did think
            for peer in [alone, honest, *attackers]:
                await peer.close()
        workers.shutdown(cancel_futures=True)

    asyncio.run(main())
