"""An invitation link opens the form that joins a correspondence game, the link pasted
in it: given on the command line, handed over by a second start while the program
runs, or dropped on it as macOS hands a clicked link over."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from driving import FRAME, post

from axio_desktop.app import App
from axio_desktop.kits import kits
from axio_desktop.ui.correspondence.join_scene import JoinCorrespondenceScene
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.link_handover import LinkInbox, hand_over
from axio_desktop.ui.screens.menu_scene import MenuScene

LINK = "axio://192.168.1.20:7787/K7QX4P"


def started(data_dir: Path, link: str | None = None, inbox: LinkInbox | None = None) -> App:
    """The program as `conftest.app` makes it, started with ``link`` and ``inbox``."""
    app = App(size=(1280, 800), data_dir=data_dir, link=link, inbox=inbox)
    app.settings = replace(app.settings,
                           tutorial_offers_off=tuple(kit.game.id for kit in kits()),
                           online_port=0)
    app.hosting = ProgramHosting(bind="127.0.0.1", interfaces=[])
    return app


@pytest.fixture
def linked(data_dir: Path) -> Iterator[App]:
    app = started(data_dir, link=LINK)
    yield app
    app.close()


def join_form(app: App) -> JoinCorrespondenceScene:
    form = app.scenes.top
    assert isinstance(form, JoinCorrespondenceScene), type(form).__name__
    return form


def test_starting_with_a_link_lands_on_the_join_form_filled_in(linked: App) -> None:
    linked.step(2, dt=FRAME)
    form = join_form(linked)
    assert form.pasted_text == LINK and form.problem == ""
    assert [type(scene) for scene in linked.scenes] == [MenuScene, JoinCorrespondenceScene]


def test_a_link_handed_over_while_it_runs_opens_the_form(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    app = started(data_dir, inbox=LinkInbox(data_dir))
    try:
        app.step(2, dt=FRAME)
        assert isinstance(app.scenes.top, MenuScene)
        assert hand_over(LINK, data_dir)
        app.step(2, dt=FRAME)
        assert join_form(app).pasted_text == LINK
    finally:
        app.close()
    assert not (data_dir / "running.json").exists(), "closing the program closes its inbox"


def test_a_link_dropped_on_the_window_opens_the_form_and_a_file_does_not(linked: App) -> None:
    linked.step(2, dt=FRAME)
    linked.scenes.pop()
    post(pygame.DROPFILE, file="/home/anna/game.json")
    linked.step(2, dt=FRAME)
    assert isinstance(linked.scenes.top, MenuScene)
    post(pygame.DROPFILE, file="axio://10.0.0.5:7790/ABCDEF")
    linked.step(2, dt=FRAME)
    assert join_form(linked).pasted_text == "axio://10.0.0.5:7790/ABCDEF"


def test_a_link_that_cannot_be_read_is_told_as_the_form_opens(data_dir: Path) -> None:
    app = started(data_dir)
    try:
        app.step(1, dt=FRAME)
        app.flow.open_invitation("axio://host/K7")
        app.step(1, dt=FRAME)
        assert join_form(app).problem != ""
    finally:
        app.close()
