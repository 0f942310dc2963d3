"""The interface's size: chosen on the Settings screen, it grows the table's fonts,
panels and buttons together, and clicks land on the grown buttons; a window too small
for the size chosen shows as much as it holds. Real events into running scenes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
from driving import FRAME, click, custom_state, press, start
from test_screens import choose_in_dropdown

from axio_desktop.app import App
from axio_desktop.engine.rota import PlayerInfo
from axio_desktop.kits import find_kit
from axio_desktop.ui.core.gui import logical_size, to_window
from axio_desktop.ui.core.scale import factor, fitted_factor
from axio_desktop.ui.core.theme import PANEL
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.pause_scene import PauseScene
from axio_desktop.ui.screens.rules_example import draw_example
from axio_desktop.ui.screens.rules_scene import RulesScene
from axio_desktop.ui.screens.settings_scene import SettingsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import Settings

ANNA = PlayerInfo("Anna")
ROBO = PlayerInfo("Robo", "bot", "greedy")


def ink_height(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixel rows of ``area`` hold anything but the panel's colour (the
    status line's letters)."""
    return sum(1 for y in range(area.top, area.bottom)
               if any(surface.get_at((x, y))[:3] != PANEL for x in range(area.left, area.right, 2)))


def menu_button(scene: TableScene) -> pygame.Rect:
    return next(button.rect for button in scene.buttons() if button.action == "menu")


def test_the_interface_size_grows_the_table_and_its_buttons_take_the_clicks(app: App) -> None:
    scene = start(app, custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]]), [ANNA, ROBO])
    app.step(2, dt=FRAME)
    small_button, small_bar = menu_button(scene), scene.layout.top_bar
    small_card = scene.layout.scorecards()[0]
    strip = pygame.Rect(small_bar.x + 160, small_bar.y + 2, 300, small_bar.height - 4)
    small_ink = ink_height(app.window, strip)

    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.step(2, dt=FRAME)
    choose_in_dropdown(app, settings.scale_menu, tr("settings.percent", percent=200))
    assert app.settings.ui_scale == 200 and Settings.load()[0].ui_scale == 200, "saved"
    # 1280x800 holds 125 %: the layout stays at least as big as a 1024x600 window's
    assert factor() == 1.25
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    said = {getattr(element, "text", "") for element in settings.elements}
    assert tr("settings.ui_scale_capped", percent=125) in said, "the screen says what it holds"
    press(app, pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is scene
    app.step(2, dt=FRAME)

    grown_button, grown_bar = menu_button(scene), scene.layout.top_bar
    assert grown_bar.height == round(small_bar.height * 1.25)
    assert grown_button.height > small_button.height and grown_button.width > small_button.width
    assert scene.layout.scorecards()[0].width > small_card.width, "the side panel grew"
    grown_strip = pygame.Rect(strip.x, grown_bar.y + 2, strip.width, grown_bar.height - 4)
    assert ink_height(app.window, grown_strip) > small_ink, "the status line's letters grew"
    # a click on the grown button where the button at 100 % was not
    inside_only_now = (grown_button.left + 2, grown_button.bottom - 2)
    assert not small_button.collidepoint(inside_only_now)
    click(app, inside_only_now)
    assert isinstance(app.scenes.top, PauseScene)


def test_a_small_window_caps_the_size_and_a_big_one_holds_it(data_dir: Path) -> None:
    assert fitted_factor(200, (1024, 600)) == 1.0
    assert fitted_factor(200, (1920, 1080)) == 1.8
    assert fitted_factor(150, (2560, 1440)) == 1.5
    assert fitted_factor(100, (2560, 1440), window_scale=2.0) == 2.0, "a high-DPI window"
    app = App(size=(1920, 1080), data_dir=data_dir)
    try:
        app.save_settings(replace(app.settings, ui_scale=150))
        assert factor() == 1.5
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
        app.step(2, dt=FRAME)
        assert factor() == 1.0, "the smallest window shows the interface at its own size"
    finally:
        app.close()
    assert factor() == 1.0


def menu_rect(app: App, action: str) -> pygame.Rect:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return next(element.rect.copy() for element, name in menu.actions.items() if name == action)


def test_the_menu_and_its_forms_grow_and_the_grown_buttons_take_the_clicks(
        data_dir: Path) -> None:
    app = App(size=(1920, 1080), data_dir=data_dir)
    try:
        app.step(2, dt=FRAME)
        small_rules = menu_rect(app, "rules")
        click(app, menu_rect(app, "settings").center)
        settings = app.scenes.top
        assert isinstance(settings, SettingsScene)
        small_back = next(element.rect.copy() for element, action in settings.actions.items()
                          if action == "back")
        small_font = settings.scale_menu.rect.height
        choose_in_dropdown(app, settings.scale_menu, tr("settings.percent", percent=200))
        assert factor() == 1.8, "1920x1080 holds 180 %"
        settings = app.scenes.top
        assert isinstance(settings, SettingsScene)
        grown_back = next(element.rect for element, action in settings.actions.items()
                          if action == "back")
        assert abs(grown_back.width - small_back.width * 1.8) <= 2, "the form's buttons grew"
        assert settings.scale_menu.rect.height > small_font
        click(app, grown_back.center)
        grown_rules = menu_rect(app, "rules")
        # the menu is laid out for a 1067x600 window (lower buttons), then drawn at 180 %
        assert abs(grown_rules.width - small_rules.width * 1.8) <= 2
        assert grown_rules.height > small_rules.height
        assert grown_rules.bottom <= 1080 and grown_rules.right <= 1920
        inside_only_now = (grown_rules.right - 3, grown_rules.bottom - 3)
        assert not small_rules.collidepoint(inside_only_now)
        click(app, inside_only_now)
        assert isinstance(app.scenes.top, RulesScene), "the grown Rules button opened the rules"
    finally:
        app.close()


def light_rows(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixel rows of ``area`` hold light ink (white and near-white letters and
    ticks on the dark panels and fields; not the yellow of borders and titles)."""
    return sum(1 for y in range(area.top, area.bottom)
               if any(min(surface.get_at((x, y))[:3]) > 200 for x in range(area.left, area.right)))


def tick_rows(app: App, settings: SettingsScene) -> int:
    box = settings.sound_box.rect
    return light_rows(app.window, box.inflate(-4, -4))


def test_the_check_box_ticks_and_the_slider_arrows_grow_and_the_grown_arrow_takes_the_click(
        data_dir: Path) -> None:
    app = App(size=(1920, 1080), data_dir=data_dir)
    try:
        app.save_settings(replace(app.settings, sound=True, volume=0.5))
        settings = SettingsScene(app)
        app.scenes.push(settings)
        app.step(3, dt=FRAME)
        small_tick = tick_rows(app, settings)
        assert small_tick > 0, "the sound box is ticked"
        small_arrow = settings.volume_slider.right_button.rect.copy()
        choose_in_dropdown(app, settings.scale_menu, tr("settings.percent", percent=200))
        assert factor() == 1.8
        settings = app.scenes.top
        assert isinstance(settings, SettingsScene)
        app.step(3, dt=FRAME)
        assert tick_rows(app, settings) >= small_tick * 1.5, "the tick grew with its box"
        arrow = settings.volume_slider.right_button.rect
        assert abs(arrow.width - small_arrow.width * 1.8) <= 2, "the slider's arrow grew"
        # on the grown arrow, where the arrow at 100 % would not be (the track would)
        inside_only_now = (arrow.left + 2, arrow.centery)
        at_full_size = pygame.Rect(arrow.right - small_arrow.width, arrow.y, small_arrow.width,
                                   arrow.height)
        assert not at_full_size.collidepoint(inside_only_now)
        click(app, inside_only_now, frames=4)
        assert app.settings.volume == 0.55, "the click on the grown arrow moved the slider"
    finally:
        app.close()


def test_the_rules_examples_captions_grow_with_the_interface_and_stay_in_their_box(
        data_dir: Path) -> None:
    app = App(size=(1920, 1080), data_dir=data_dir)
    try:
        rules = RulesScene(app, find_kit("rota"))
        app.scenes.push(rules)

        def caption_rows() -> int:
            """The drawn caption's rows of ink: in the example's panel, below its picture
            and above the panel's foot."""
            app.step(3, dt=FRAME)
            size = logical_size(app.window.get_size())
            box = to_window(rules.layout(size, rules.top(size))[1])
            below = draw_example(app.window.copy(), box, rules.examples[0])
            return light_rows(app.window, pygame.Rect(box.x, below.bottom, box.width,
                                                      box.bottom - below.bottom))

        small = caption_rows()
        assert small > 0
        app.save_settings(replace(app.settings, ui_scale=200))
        assert factor() == 1.8
        assert caption_rows() >= small * 1.6, "the caption's letters and lines grew"
    finally:
        app.close()
