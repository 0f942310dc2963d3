"""Driving the new-game and join forms of correspondence games with real events, against
a `correspondence_server` on the loopback."""

from __future__ import annotations

from pathlib import Path

import pytest
from correspondence_driving import Friend, Server
from driving import FRAME, step_until

from axio_desktop.app import App
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.screens.flow import ScreenFlow


class MyGamesAsked:
    """Stands in for `ScreenFlow.my_games` (My games is built beside these forms)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.times = 0
        monkeypatch.setattr(ScreenFlow, "my_games", lambda flow: self.asked())

    def asked(self) -> None:
        self.times += 1


def using(app: App, server: Server, name: str = "Anna") -> str:
    """The player uses ``server`` (as ``name``), which has answered."""
    desk = app.correspondence
    desk.add_server(server.url, name)
    step_until(app, lambda: desk.standing(server.url).reach == "online")
    return server.url


def shown(app: App, scene: GuiScene) -> GuiScene:
    app.scenes.push(scene)
    app.step(2, dt=FRAME)
    assert app.scenes.top is scene
    return scene


def me_as_a_friend(app: App, server: Server, folder: Path, name: str = "Anna") -> Friend:
    """The player as the `join` command plays them (their own key), to make their moves
    without the table."""
    folder.mkdir(parents=True, exist_ok=True)
    known = app.correspondence.server(server.url)
    assert known is not None
    (folder / f"{name}.key").write_text(known.key + "\n", encoding="utf-8")
    return Friend(server, folder, name)
