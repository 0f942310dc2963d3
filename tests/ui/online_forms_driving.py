"""Driving the Play online screens with real events: the app's host on the loopback
only (its rooms listed on the loopback's multicast), the forms filled by clicks and
typing."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from driving import FRAME, click, post
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine
from test_app_flow import gui_button

from axio_desktop.app import App
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.screens.host_game_scene import HostGameScene
from axio_desktop.ui.screens.join_game_scene import JoinGameScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.online_scene import OnlineScene

LOOPBACK = ["127.0.0.1"]


def loopback_hosting(data: Path) -> ProgramHosting:
    """The program's host as the tests run it: on the loopback, listed there alone."""
    return ProgramHosting(bind="127.0.0.1", interfaces=LOOPBACK, data=data)


def press_button(app: App, action: str, frames: int = 2) -> None:
    scene = app.scenes.top
    assert isinstance(scene, GuiScene), type(scene).__name__
    click(app, gui_button(scene, action), frames=frames)


def open_online(app: App) -> OnlineScene:
    app.step(1, dt=FRAME)
    assert isinstance(app.scenes.top, MenuScene)
    press_button(app, "online")
    scene = app.scenes.top
    assert isinstance(scene, OnlineScene)
    return scene


def open_host_form(app: App) -> HostGameScene:
    open_online(app)
    press_button(app, "host")
    form = app.scenes.top
    assert isinstance(form, HostGameScene)
    return form


def open_join_form(app: App) -> JoinGameScene:
    open_online(app)
    press_button(app, "join")
    form = app.scenes.top
    assert isinstance(form, JoinGameScene)
    return form


def type_into(app: App, field: UITextEntryLine | None, words: str) -> None:
    """Click the field, select what it holds (Ctrl+A) and type ``words`` over it."""
    assert field is not None
    click(app, field.rect.center)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)
    for letter in words:
        post(pygame.TEXTINPUT, text=letter)
    app.step(2, dt=FRAME)
    assert field.get_text() == words


def choose(app: App, menu: UIDropDownMenu | None, option: str) -> None:
    """Open a drop-down with a click and click ``option`` in its list."""
    assert menu is not None
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list  # type: ignore[attr-defined]
    button = next(item["button_element"] for item in items if item["text"] == option)
    click(app, button.rect.center, frames=5)


def wait_for(app: App, done: Callable[[], Any], seconds: float = 10.0) -> Any:
    """Frames, a little real time between them, until ``done()`` gives something."""
    deadline = time.monotonic() + seconds
    while not (found := done()):
        assert time.monotonic() < deadline, f"still not done after {seconds} s"
        time.sleep(0.01)
        app.step(1, dt=FRAME)
    return found
