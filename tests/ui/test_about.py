"""About, from Settings: the game's designer, that the program is an independent
implementation, its version, and what it is made with under which licence."""

from __future__ import annotations

from dataclasses import replace

import pygame
from driving import click, press
from test_app_flow import gui_button

from axio_desktop import __version__
from axio_desktop.app import App
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.about_scene import (
    FONT,
    LIBRARIES,
    AboutScene,
    about_lines,
    licences_folder,
)
from axio_desktop.ui.screens.settings_scene import SettingsScene


def open_about(app: App) -> AboutScene:
    click(app, gui_button(app.scenes.top, "settings"))  # type: ignore[arg-type]
    assert isinstance(app.scenes.top, SettingsScene)
    click(app, gui_button(app.scenes.top, "about"))
    about = app.scenes.top
    assert isinstance(about, AboutScene)
    return about


def test_about_names_the_designer_the_version_and_every_licence(app: App) -> None:
    about = open_about(app)
    shown = [words for _style, words in about_lines()]
    assert len(about.placed) >= len(shown), "every line is drawn (long ones wrapped)"
    assert shown[0] == f"AXIO desktop, version {__version__}"
    assert "Reiner Knizia" in shown[1]
    assert "independent implementation" in shown[2] and "tile sets are its own" in shown[2]
    for line in ("pygame-ce — GNU Lesser General Public License 2.1", "pygame_gui — MIT License",
                 "platformdirs — MIT License", "websockets — BSD 3-Clause License",
                 "python-zeroconf — GNU Lesser General Public License 2.1 or later",
                 "ifaddr — MIT License", "The typeface Noto Sans — SIL Open Font License 1.1"):
        assert line in shown
    assert shown[-1] == str(licences_folder())
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, SettingsScene)


def test_the_licence_texts_it_names_ship_with_the_program() -> None:
    for credit in (*LIBRARIES, FONT):
        licence = licences_folder() / credit.text_file
        assert licence.is_file() and licence.stat().st_size > 1000, credit.name
    texts = {credit.name: (licences_folder() / credit.text_file).read_text() for credit in LIBRARIES}
    assert "LESSER GENERAL PUBLIC LICENSE" in texts["pygame-ce"]
    assert "Version 2.1" in texts["python-zeroconf"] and "or later" in texts["python-zeroconf"]
    assert "Redistribution and use in source and binary forms" in texts["websockets"]


def test_the_german_about_fits_the_smallest_window(app: App) -> None:
    app.save_settings(replace(app.settings, language="de"))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    app.step(2, dt=1 / 60)
    about = open_about(app)
    assert "Spielidee von AXIO Rota, AXIO und AXIO Hex: Reiner Knizia." in (
        words for _style, words in about_lines())
    back = next(element for element, action in about.actions.items() if action == "back")
    assert back.text == tr("common.back") == "Zurück"  # type: ignore[attr-defined]
    window = pygame.Rect((0, 0), app.size)
    assert app.size == (1024, 600)
    for line, position in about.placed:
        drawn = line.get_rect(topleft=position)
        assert window.contains(drawn) and drawn.bottom <= back.rect.top, drawn
