"""An online game at the desktop when someone goes away: the desktop's own connection
dropped (the host stopped and started again on its data) comes back by itself at the
same point; Leave keeps the seat and a new program in the same user data finds its way
back from Continue; the room's creator hands a player away for long to a bot."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, press, step_until
from online_driving import (
    Seat,
    at_the_table,
    loopback_host,
    my_turn,
    play_my_turns,
    seats_of,
    the_room,
    the_shadow_never_strays,
    url_of,
)
from test_app_flow import gui_button
from tutorial_driving import make

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.engine.axio.notation import AxioNotation
from axio_desktop.net.remote_seat import JoinRoom
from axio_desktop.net.session import Session
from axio_desktop.ui.axio.table_drawing import board_tiles, log_rows, rack_shown
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.online import game as online_game
from axio_desktop.ui.online.pause import OnlinePauseScene
from axio_desktop.ui.rota.picture import hand_shown
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata.online_seat import load_online_seat


@pytest.fixture(autouse=True)
def _followed(monkeypatch: pytest.MonkeyPatch) -> None:
    the_shadow_never_strays(monkeypatch)


def one_decision(app: App, table: TableScene, seed: int = 0) -> None:
    """Wait for the desktop seat's turn and make one random legal decision by events."""
    step_until(app, lambda: my_turn(app, table), 30)
    view = table.mover_view()
    made = table.state.decisions_made
    make(app, table, make_bot("random", random.Random(seed), kit=table.match.bot_kit).choose(view))
    step_until(app, lambda: table.state.decisions_made > made, 10)


def menu_button(scene: OnlinePauseScene, action: str) -> tuple[int, int]:
    return next(button.rect.center for button in scene.buttons() if button.action == action)


def test_a_dropped_connection_comes_back_by_itself_at_the_same_point(app: App,
                                                                    tmp_path: Path) -> None:
    with loopback_host(tmp_path / "rooms") as host:
        port = host.port
        app.flow.create_online(url_of(host), "rota", ["human", "human"], "Anna")
        ben = Seat(url_of(host), the_room(app))
        table = at_the_table(app)
        one_decision(app, table)
        seats = seats_of(table)
    # the host is gone: the table says so and waits
    step_until(app, lambda: seats.online.connection.state == "reconnecting")
    step_until(app, lambda: table.status() == tr("online.link.host_gone"))
    before = table.state.network_view(0)
    with loopback_host(tmp_path / "rooms", port=port):
        step_until(app, lambda: seats.online.connection.state == "connected", 30)
        step_until(app, lambda: not seats.online.updates)
        assert table.state.decisions_made >= 1 and before["display"] == \
            table.state.network_view(0)["display"][:len(before["display"])]
        play_my_turns(app, table)
        ben.join(60)
    assert isinstance(app.scenes.top, ResultsScene)


def test_leave_keeps_the_seat_and_a_new_program_finds_its_way_back(app: App,
                                                                   data_dir: Path) -> None:
    with loopback_host() as host:
        app.flow.create_online(url_of(host), "axio", ["human", "human"], "Anna")
        room = the_room(app)
        ben = Seat(url_of(host), room)
        table = at_the_table(app)
        one_decision(app, table)
        step_until(app, lambda: my_turn(app, table), 30)
        version = seats_of(table).version
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="", scancode=0))
        app.step(2, dt=FRAME)
        menu = app.scenes.top
        assert isinstance(menu, OnlinePauseScene)
        assert [action for action, _, _ in menu.actions()] == ["resume", "rules", "help",
                                                               "leave"]
        click(app, menu_button(menu, "leave"))
        assert isinstance(app.scenes.top, MenuScene)
        kept, _ = load_online_seat()
        assert kept is not None and (kept.room, kept.seat) == (room, 0)
        app.close()
        again = App(size=(1280, 800), data_dir=data_dir)
        try:
            again.step(2, dt=FRAME)
            click(again, gui_button(again.scenes.top, "continue_online"))  # type: ignore[arg-type]
            table = at_the_table(again)
            assert seats_of(table).version == version and my_turn(again, table)
            # a new program has the whole move list from the rejoin's history
            placed = [entry.cells for entry in log_rows(table.part)  # type: ignore[arg-type]
                      if not entry.exchange]
            on_board = board_tiles(table.state)  # type: ignore[arg-type]
            assert len(on_board) * 2 == len(table.state.laid) > 0  # type: ignore[attr-defined]
            notation = AxioNotation(table.state.rules)  # type: ignore[attr-defined]
            assert placed == [notation.cells(place) for place in on_board]
            assert len(table.state.placements) == len(on_board)  # type: ignore[attr-defined]
            play_my_turns(again, table)
            ben.join(60)
            assert isinstance(again.scenes.top, ResultsScene)
        finally:
            again.close()


def test_the_creator_hands_a_player_away_for_long_to_a_bot(app: App,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    monkeypatch.setattr(online_game, "AWAY_SECONDS", 0.2)
    with loopback_host() as host:
        app.flow.create_online(url_of(host), "rota", ["human", "human"], "Anna")
        ben = Session(url_of(host), JoinRoom(the_room(app)), "Ben")
        ben.start()
        table = at_the_table(app)
        ben.leave()
        seats = seats_of(table)
        step_until(app, lambda: seats.online.away_long(1))
        assert seats.mark(1).connected is False
        one_decision(app, table)
        assert table.status() == tr("online.waiting_back", name="Ben")
        assert hand_shown(table.part).title == tr("online.waiting_back", name="Ben")  # type: ignore[arg-type]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="", scancode=0))
        app.step(2, dt=FRAME)
        menu = app.scenes.top
        assert isinstance(menu, OnlinePauseScene)
        click(app, menu_button(menu, "replace:1"))
        click(app, menu_button(menu, "level:easy"))
        assert app.scenes.top is table
        play_my_turns(app, table)
        results = app.scenes.top
        assert isinstance(results, ResultsScene)
        assert results.match.players[1].kind == "bot" and results.match.players[1].level == "easy"


def test_the_players_own_rack_stays_in_view_while_another_decides(app: App) -> None:
    with loopback_host() as host:
        app.flow.create_online(url_of(host), "axio", ["human", "human"], "Anna")
        ben = Session(url_of(host), JoinRoom(the_room(app)), "Ben")
        ben.start()
        table = at_the_table(app)
        while table.state.to_move == 0:
            one_decision(app, table)
        step_until(app, lambda: table.motion.effect("drawn") is None)  # the draw slid in
        shown = rack_shown(table.part)  # type: ignore[arg-type]
        assert shown.title == tr("online.own_rack", name="Anna",
                                 waiting=tr("online.choosing", name="Ben"))
        assert shown.tiles == table.state.rack(0) and None not in shown.tiles  # type: ignore[attr-defined]
        press(app, pygame.K_1)  # looking is all: nothing is taken up or put down
        assert table.placing.tentative is None and table.state.to_move == 1
        ben.leave()
