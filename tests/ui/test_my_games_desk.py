"""The desk behind My games against a real server on the loopback: servers kept in the
user data, every game of the player listed, a friend's move heard at once with a
sound and a notification, a server that cannot be reached shown with its last list."""

from __future__ import annotations

from pathlib import Path

import pytest
from correspondence_driving import Friend, correspondence_server
from driving import step_until

from axio_desktop.app import App
from axio_desktop.userdata.paths import data_dir
from axio_desktop.userdata.servers import load_servers


class Told:
    def __init__(self) -> None:
        self.notices: list[tuple[str, str]] = []

    def tell(self, title: str, body: str) -> None:
        self.notices.append((title, body))

    def stop(self) -> None:
        pass


@pytest.mark.parametrize("store", ["sqlite", "postgres"])
def test_a_friends_move_comes_to_my_games_with_a_notice(app: App, tmp_path: Path, store: str,
                                                        request: pytest.FixtureRequest) -> None:
    database = request.getfixturevalue("postgres_dsn") if store == "postgres" else None
    told = Told()
    app.notices = told  # type: ignore[assignment]
    desk = app.correspondence
    with correspondence_server(tmp_path / "server", database=database) as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            mine = desk.add_server(server.url, "Anna")
            assert load_servers()[0] == (mine,)
            step_until(app, lambda: desk.standing(server.url).reach == "online")
            room = ben.create("axio", ("human", "human"), days=3)
            assert desk.join(server.url, room).result(30) == room
            step_until(app, lambda: desk.row(server.url, room) is not None)
            row = desk.row(server.url, room)
            assert row.game.seat == 1 and row.game.players[0].name == "Ben"
            ben.play_turns(room)  # Ben moves first: now it is Anna's turn
            step_until(app, lambda: desk.waiting() == 1)
            assert desk.rows()[0].game.your_turn and desk.rows()[0].game.moves == 1
            assert told.notices and "Ben" in told.notices[0][1]
        finally:
            ben.close()
    step_until(app, lambda: desk.standing(server.url).reach == "unreachable")
    assert desk.row(server.url, room) is not None  # the last known state stays
    desk.stop()
    again = App(size=(1024, 600), data_dir=data_dir())
    try:
        assert again.correspondence.row(server.url, room) is not None
        assert again.correspondence.waiting() == 1
    finally:
        again.close()


