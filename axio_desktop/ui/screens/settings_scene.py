"""Settings: language, sound and volume, bot speed, score previews, coordinates at the
table, less motion, full screen, the interface's size, whether a correspondence game's
move opens the next game waiting; the ways to the online servers and to About. Every change is saved at once through
`Settings.save`."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox

from ...userdata import LANGUAGES
from ..core.gui import GuiScene, caption_width, form_column
from ..core.input import SCREEN_KEYS, Action
from ..core.key_help import key_of
from ..core.scale import SCALES, factor
from ..i18n import tr
from .backdrop import draw_backdrop

CAPTIONS = (
    "settings.language",
    "settings.sound",
    "settings.volume",
    "settings.bot_speed",
    "settings.previews",
    "settings.coordinates",
    "settings.reduce_motion",
    "settings.fullscreen",
    "settings.ui_scale",
    "settings.next_game",
)
BOT_DELAY_MAX = 3.0
BOT_DELAY_STEP = 0.1


def bot_speed_text(seconds: float) -> str:
    return (
        tr("settings.instant") if seconds <= 0 else tr("settings.seconds", seconds=f"{seconds:.1f}")
    )


def percent_text(percent: int) -> str:
    return tr("settings.percent", percent=percent)


def caption_text(key: str) -> str:
    """A row's caption (full screen's with its key)."""
    return tr(key, fullscreen=key_of(SCREEN_KEYS, Action.FULLSCREEN))


class SettingsScene(GuiScene):
    def build(self, size: tuple[int, int]) -> None:
        settings = self.host.settings
        height = size[1]
        left, top, column, _ = form_column(size, 680)
        row = max(36, min(50, (height - 70 - 20 - top) // len(CAPTIONS)))
        label_width = caption_width((caption_text(key) for key in CAPTIONS), 200)
        field = pygame.Rect(left + label_width, top, column - label_width, row - 10)

        def at(index: int) -> pygame.Rect:
            return field.move(0, index * row)

        def caption(index: int) -> None:
            rect = pygame.Rect(left, top + index * row, label_width, row - 10)
            self.label(rect, caption_text(CAPTIONS[index]))

        caption(0)
        names = [tr(f"language.{code}") for code in LANGUAGES]
        current = (
            names[LANGUAGES.index(settings.language)]
            if settings.language in LANGUAGES
            else names[0]
        )
        self.language_menu = self.dropdown(
            names, current, pygame.Rect(at(0).x, at(0).y, 220, at(0).height)
        )
        caption(1)
        self.sound_box = self.checkbox(at(1), settings.sound)
        caption(2)
        self.volume_slider = self.slider(at(2), settings.volume, (0.0, 1.0), 0.05)
        caption(3)
        slider = at(3)
        slider.width -= 110
        self.bot_slider = self.slider(slider, settings.bot_delay, (0.0, BOT_DELAY_MAX),
                                      BOT_DELAY_STEP)
        self.bot_label = self.label(pygame.Rect(slider.right + 10, slider.y, 100, slider.height),
                                    bot_speed_text(settings.bot_delay))
        caption(4)
        self.previews_box = self.checkbox(at(4), settings.score_previews)
        caption(5)
        self.coordinates_box = self.checkbox(at(5), settings.coordinates)
        caption(6)
        self.motion_box = self.checkbox(at(6), settings.reduce_motion)
        caption(7)
        self.fullscreen_box = self.checkbox(at(7), settings.fullscreen)
        caption(8)
        sizes = [percent_text(percent) for percent in SCALES]
        chosen = settings.ui_scale if settings.ui_scale in SCALES else SCALES[0]
        scale_field = pygame.Rect(at(8).x, at(8).y, 140, at(8).height)
        self.scale_menu = self.dropdown(sizes, percent_text(chosen), scale_field)
        held = round(factor() * 100)
        if held < settings.ui_scale:  # the window is too small for the size chosen
            self.label(pygame.Rect(scale_field.right + 10, scale_field.y,
                                   at(8).right - scale_field.right - 10, scale_field.height),
                       tr("settings.ui_scale_capped", percent=held), "#dim")
        caption(9)
        self.next_game_box = self.checkbox(at(9), settings.next_game_after_move)
        buttons = min(height - 70, top + len(CAPTIONS) * row + 20)
        self.button(pygame.Rect(left, buttons, 160, 46), tr("common.back"), "back")
        self.button(pygame.Rect(left + column - 420, buttons, 210, 46), tr("settings.servers"),
                    "servers")
        self.button(pygame.Rect(left + column - 200, buttons, 200, 46), tr("settings.about"), "about")

    def act(self, action: str) -> None:
        if action == "servers":
            from ..correspondence.servers_scene import ServersScene

            self.host.scenes.push(ServersScene(self.host))
        elif action == "about":
            from .about_scene import AboutScene

            self.host.scenes.push(AboutScene(self.host))
        else:
            super().act(action)

    def checkbox(self, row: pygame.Rect, on: bool) -> UICheckBox:
        box = UICheckBox(
            pygame.Rect(row.x, row.y + 6, 24, 24), tr("settings.on"), self.manager, initial_state=on
        )
        self.add(box)
        return box

    def changed(self, event: pygame.event.Event) -> None:
        settings = self.host.settings
        element = event.ui_element
        if element is self.language_menu:
            names = [tr(f"language.{code}") for code in LANGUAGES]
            language = LANGUAGES[names.index(event.text)]
            self.host.save_settings(replace(settings, language=language))
            self.clear()
            self.build(self.layout_size)
        elif element is self.sound_box:
            self.host.save_settings(
                replace(settings, sound=event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            )
        elif element is self.previews_box:
            self.host.save_settings(
                replace(settings, score_previews=event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            )
        elif element is self.coordinates_box:
            self.host.save_settings(
                replace(settings, coordinates=event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            )
        elif element is self.motion_box:
            self.host.save_settings(
                replace(settings, reduce_motion=event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            )
        elif element is self.next_game_box:
            self.host.save_settings(
                replace(settings, next_game_after_move=event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            )
        elif element is self.scale_menu:
            sizes = [percent_text(percent) for percent in SCALES]
            self.host.save_settings(replace(settings, ui_scale=SCALES[sizes.index(event.text)]))
            self.clear()
            self.build(self.layout_size)
        elif element is self.fullscreen_box:
            wanted = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if wanted != settings.fullscreen:
                self.host.toggle_fullscreen()
        elif element is self.volume_slider:
            self.host.save_settings(
                replace(settings, volume=round(float(self.volume_slider.get_current_value()), 2))
            )
        elif element is self.bot_slider:
            seconds = (
                round(float(self.bot_slider.get_current_value()) / BOT_DELAY_STEP) * BOT_DELAY_STEP
            )
            self.host.save_settings(replace(settings, bot_delay=round(seconds, 1)))
            self.bot_label.set_text(bot_speed_text(self.host.settings.bot_delay))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("settings.title"))
