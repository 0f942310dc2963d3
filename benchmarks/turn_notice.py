"""How soon a desktop hears that it is its player's turn (run by hand; figures in the
issue's note):

    python benchmarks/turn_notice.py --games 3

A `serve` process on the loopback (SQLite). Two players with keys, Ben and Anna, play
``--games`` correspondence games of AXIO at once, every seat played by the level
random on a room connection of its own; Anna's desktop follows her games with the
desktop's own watch (`net.games_watch.GamesWatch`, her player connection). Timed:
Ben's decision handed to his connection → Anna's watch hearing that game's change
(what My games, the sound and the notification act on). One JSON line; `uptime`
before and after, as the machine may be shared.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from net_load import percentile

from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.games_watch import GameMoved, GamesWatch, PlayerAccount
from axio_desktop.net.player_client import player_connection
from axio_desktop.net.player_keys import new_key
from axio_desktop.net.remote_seat import JoinRoom, SeatOptions, play_seat
from axio_desktop.net.session_events import Asked


class StampedDecider:
    """The level random, the moment of each decision kept by (room, the version asked)."""

    def __init__(self, inner: Any, room: str, asked: list[int],
                 stamps: dict[tuple[str, int], float]) -> None:
        self.inner, self.room, self.asked, self.stamps = inner, room, asked, stamps

    async def decide(self, view: Any, refused: str | None) -> Any:
        move = await self.inner.decide(view, refused)
        self.stamps[(self.room, self.asked[-1])] = time.perf_counter()
        return move

    def close(self, result: Any) -> None:
        self.inner.close(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    arguments = parser.parse_args()
    before = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen([sys.executable, "-m", "axio_desktop", "serve", "--port", "0",
                                   "--data", folder], stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None
        url = server.stdout.readline().strip().removeprefix("axio-net/1 listening on ")
        try:
            figures = asyncio.run(measure(url, arguments.games))
        finally:
            server.kill()
            server.wait()
    after = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    print(json.dumps({**figures, "games": arguments.games, "uptime_before": before,
                      "uptime_after": after}))


async def measure(url: str, games: int) -> dict[str, Any]:
    anna = PlayerAccount(url, new_key(), "Anna")
    ben = PlayerAccount(url, new_key(), "Ben")
    async with player_connection(url, ben.key, ben.name):
        pass
    watch = GamesWatch(retry_seconds=(0.5,))
    watch.follow(anna)
    rooms = [watch.create(ben, "axio", ("human", "human"), 3, False).result(20)
             for _ in range(games)]
    for room in rooms:
        watch.join(anna, room).result(20)
    bens_stamps: dict[tuple[str, int], float] = {}
    heard: dict[tuple[str, int], float] = {}
    done = threading.Event()

    def listen() -> None:
        while not done.is_set():
            for event in watch.poll():
                if isinstance(event, GameMoved):
                    heard.setdefault((event.game.room, event.game.moves), time.perf_counter())
            time.sleep(0.001)

    listener = threading.Thread(target=listen, daemon=True)
    listener.start()

    async def seat(account: PlayerAccount, room: str, stamps: dict[tuple[str, int], float] | None
                   ) -> None:
        maker = bot_decider("random", room)
        asked: list[int] = [-1]

        def decider(kit: Any, faults: list[str]) -> Any:
            inner = maker(kit, faults)
            return StampedDecider(inner, room, asked, stamps) if stamps is not None else inner

        def on_event(event: Any) -> None:
            if isinstance(event, Asked):
                asked.append(event.version)

        await play_seat(url, JoinRoom(room, key=account.key),
                        SeatOptions(name=account.name, decider=decider, on_event=on_event))

    await asyncio.gather(*(seat(ben, room, bens_stamps) for room in rooms),
                         *(seat(anna, room, None) for room in rooms))
    await asyncio.sleep(0.5)
    done.set()
    listener.join()
    watch.stop()
    latencies = sorted((heard[(room, version + 1)] - stamp) * 1000
                       for (room, version), stamp in bens_stamps.items()
                       if (room, version + 1) in heard)
    return {"decisions_by_ben": len(bens_stamps), "heard": len(latencies),
            "notice_ms_p50": round(percentile(latencies, 0.5), 1),
            "notice_ms_p99": round(percentile(latencies, 0.99), 1),
            "notice_ms_max": round(max(latencies), 1) if latencies else None}


if __name__ == "__main__":
    main()
