"""The online part of the screenshot tour (`screenshot_tour.py` calls it after each size
and language; ``python tests/ui/online_tour.py [OUT]`` takes only these): the waiting
room, the online table at the player's turn, at another's, with someone away, the game
menu offering their seat to a bot, the table while the host is away, the results of
an online game, and a refused join. The other seat is a session the tour plays itself
(`net.session`), on the program's own host on the loopback."""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from driving import FRAME, cell_centre, drag, press, run_tour, step_until, tour_app
from online_driving import Seat, at_the_table, loopback_host, my_turn, the_room, url_of
from tutorial_driving import make

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit
from axio_desktop.net.remote_seat import JoinRoom
from axio_desktop.net.session import Session
from axio_desktop.net.session_events import Asked
from axio_desktop.ui.online import game as online_game
from axio_desktop.ui.online.seats import OnlineSeats
from axio_desktop.ui.table.scene import TableScene

ADDRESSES = ("ws://192.168.1.20:7787", "ws://10.0.0.5:7787")


def tour_online(out: Path, size: tuple[int, int], language: str) -> None:
    """The online shots at ``size`` in ``language``, beside the tour's others."""
    app, shot = tour_app(out, size, language)
    online_tour(app, shot)
    app.close()


class Ben:
    """The other seat: a session the tour answers for, a random legal decision each time."""

    def __init__(self, url: str, room: str, token: str | None = None) -> None:
        self.session = Session(url, JoinRoom(room, token), "Ben")
        self.session.start()
        self.rng = random.Random(2)
        self.kit: Any = None

    def answer(self, kit: Any) -> bool:
        """Answer the host's question if it has asked one; whether it had."""
        for event in self.session.poll():
            if isinstance(event, Asked):
                move = make_bot("random", self.rng, kit=kit.bots).choose(event.view)
                self.session.answer(event.version, move)
                return True
        return False


def online_tour(app: App, shot: Callable[..., None]) -> None:
    away = online_game.AWAY_SECONDS
    online_game.AWAY_SECONDS = 3.0  # the menu offers the seat sooner
    rooms = Path(tempfile.mkdtemp(prefix="axio-tour-rooms-"))
    try:
        with loopback_host(rooms) as host:
            port = host.port
            app.flow.create_online(url_of(host), "rota", ["human", "bot:easy", "human"], "Anna",
                                   addresses=ADDRESSES)
            room = the_room(app)
            shot("online_waiting_room", frames=10)
            ben = Ben(url_of(host), room)
            table = at_the_table(app)
            seats = table.match.afar
            assert isinstance(seats, OnlineSeats)
            kit = find_kit(table.match.game_id)
            step_until(app, lambda: my_turn(app, table))
            cell = table.state.legal_cells()[0]  # type: ignore[attr-defined]
            drag(app, table.layout.slots[0].center, cell_centre(table, cell))  # type: ignore[attr-defined]
            shot("online_your_turn")
            escape(app)  # the tile back in hand
            play_once(app, table)
            step_until(app, lambda: table.state.to_move == 2)
            shot("online_their_turn", frames=5)
            token = ben.session.token
            ben.session.leave()
            step_until(app, lambda: seats.online.away_long(2), 10)
            pause(app, 1.0)
            shot("online_away", frames=2)
            escape(app)
            shot("online_menu_replace")
            escape(app)
            ben = Ben(url_of(host), room, token)
            step_until(app, lambda: ben.answer(kit), 20)
            step_until(app, lambda: my_turn(app, table), 20)
        step_until(app, lambda: seats.online.connection.state == "reconnecting", 10)
        pause(app, 1.0)
        shot("online_reconnecting", frames=2)
        with loopback_host(rooms, port=port):
            while app.scenes.top is table:
                if my_turn(app, table):
                    play_once(app, table)
                ben.answer(kit)
                app.step(1, dt=FRAME)
                time.sleep(0.002)
            shot("online_results", frames=5)
            axio_table(app, shot, url_of(host))
            app.flow.to_menu()
            app.flow.join_online(url_of(host), "ZZZZZZ", "Ben")
            step_until(app, lambda: app.message is not None)
            shot("online_refused", frames=4)
            app.close_message()
    finally:
        online_game.AWAY_SECONDS = away


def axio_table(app: App, shot: Callable[..., None], url: str) -> None:
    """An AXIO table against a command-line seat: a tile picked at the player's turn, and
    the other's turn."""
    app.flow.create_online(url, "axio", ["human", "human"], "Anna")
    Seat(url, the_room(app), level="greedy")
    table = at_the_table(app)
    for _ in range(2):
        step_until(app, lambda: my_turn(app, table), 20)
        play_once(app, table)
    step_until(app, lambda: my_turn(app, table), 20)
    press(app, pygame.K_2)
    shot("online_axio_your_turn")
    play_once(app, table)
    step_until(app, lambda: table.state.to_move == 1 and not table.turns.flight, 20)
    shot("online_axio_their_turn", frames=2)
    table.leave_game()


def escape(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(2, dt=FRAME)


def play_once(app: App, table: TableScene) -> None:
    view = table.mover_view()
    made = table.state.decisions_made
    make(app, table, make_bot("random", random.Random(made), kit=table.match.bot_kit).choose(view))
    step_until(app, lambda: table.state.decisions_made > made, 10)


def pause(app: App, seconds: float) -> None:
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        app.step(1, dt=FRAME)
        time.sleep(0.01)


def main() -> None:
    run_tour(tour_online, Path("/tmp/online-table-shots"))


if __name__ == "__main__":
    main()
