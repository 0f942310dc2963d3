"""The desktop's watch of the player's servers (`net.games_watch`) against a host on
the loopback: the player registered by their first hello, their games listed and
every change heard, open games asked for, a host that goes away tried again until it
is back, and the key never in a log line or a repr."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from served import free_port

from axio_desktop.net.embedded import HostThread
from axio_desktop.net.games_watch import (
    GameMoved,
    GamesListed,
    GamesWatch,
    PlayerAccount,
    ServerReached,
    WatchEvent,
)
from axio_desktop.net.player_keys import new_key


class Heard:
    """Everything a watch said, waited for."""

    def __init__(self, watch: GamesWatch) -> None:
        self.watch = watch
        self.events: list[WatchEvent] = []

    def until(self, wanted: Callable[[WatchEvent], bool], seconds: float = 20.0) -> WatchEvent:
        deadline = time.monotonic() + seconds
        seen = 0
        while True:
            self.events += self.watch.poll()
            for event in self.events[seen:]:
                if wanted(event):
                    return event
            seen = len(self.events)
            assert time.monotonic() < deadline, f"not heard; heard {self.events}"
            time.sleep(0.02)


def online(event: WatchEvent) -> bool:
    return isinstance(event, ServerReached) and event.reach == "online"


def test_a_players_games_are_listed_and_each_change_heard(tmp_path: Path,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    port = free_port()
    host = HostThread(bind="127.0.0.1", port=port, data=tmp_path / "host", bot_processes=0)
    host.start()
    url = f"ws://127.0.0.1:{port}"
    anna = PlayerAccount(url, new_key(), "Anna")
    ben = PlayerAccount(url, new_key(), "Ben")
    watch, bens = GamesWatch(retry_seconds=(0.2,)), GamesWatch(retry_seconds=(0.2,))
    heard = Heard(watch)
    try:
        watch.follow(anna)
        bens.follow(ben)
        hello = heard.until(online)
        assert isinstance(hello, ServerReached) and hello.player is not None
        assert hello.player.name == "Anna" and hello.player.ratings == ()
        assert heard.until(lambda event: isinstance(event, GamesListed)) == GamesListed(url, ())
        Heard(bens).until(online)
        room = bens.create(ben, "axio", ("human", "human"), 3, True).result(20)
        assert [game.room for game in watch.open_games(url).result(20)] == [room]
        assert watch.join(anna, room).result(20) == room
        joined = heard.until(lambda event: isinstance(event, (GameMoved, GamesListed))
                             and any(game.room == room for game in _games(event)))
        game = next(game for game in _games(joined) if game.room == room)
        assert game.seat == 1 and game.days == 3 and game.free == 0 and game.to_move == 0
        assert [player.name for player in game.players] == ["Ben", "Anna"]

        host.stop()  # the host goes away: tried again until it is back
        heard.until(lambda event: isinstance(event, ServerReached)
                    and event.reach == "unreachable")
        host = HostThread(bind="127.0.0.1", port=port, data=tmp_path / "host", bot_processes=0)
        host.start()
        heard.until(online)
        again = heard.until(lambda event: isinstance(event, GamesListed) and bool(event.games))
        assert [game.room for game in _games(again)] == [room]
    finally:
        watch.stop()
        bens.stop()
        host.stop()
    assert "Anna" in repr(anna) and anna.key not in repr(anna)
    for record in caplog.records:
        assert anna.key not in record.getMessage() and ben.key not in record.getMessage()


def _games(event: WatchEvent) -> tuple:  # type: ignore[type-arg]
    if isinstance(event, GameMoved):
        return (event.game,)
    assert isinstance(event, GamesListed)
    return event.games
