"""The main menu: New game, Continue (when an autosave exists), Solo, Rules, Settings, Quit."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..engine.rota import Setup
from .gui import GuiScene
from .i18n import tr
from .input import Action, Intent
from .theme import ACCENT, TABLE, TEXT_DIM, text, title_size, title_top
from .tile_art import tile_face

BUTTON_WIDTH = 320
BUTTON_HEIGHT = 50
GAP = 12


def draw_backdrop(
    surface: pygame.Surface, title: str, subtitle: str = "", tiles: bool = False
) -> int:
    """Paint the felt and the title (and, on the main menu, a few tiles); returns the y
    just below the title."""
    picture, bottom = backdrop(surface.get_size(), title, subtitle, tiles)
    surface.blit(picture, (0, 0))
    return bottom


@lru_cache(maxsize=4)
def backdrop(
    window: tuple[int, int], title: str, subtitle: str, tiles: bool
) -> tuple[pygame.Surface, int]:
    surface = pygame.Surface(window)
    surface.fill(TABLE)
    width, height = window
    if tiles:
        _scatter_tiles(surface)
    heading = text(title, title_size(height), ACCENT, True)
    top = title_top(height)
    surface.blit(heading, heading.get_rect(midtop=(width // 2, top)))
    bottom = top + heading.get_height()
    if subtitle:
        line = text(subtitle, 17, TEXT_DIM)
        surface.blit(line, line.get_rect(midtop=(width // 2, bottom)))
        bottom += line.get_height()
    return surface, bottom + 16


def _scatter_tiles(surface: pygame.Surface) -> None:
    """Two small groups of tiles from a fixed deal, faded, left and right of the menu."""
    width, height = surface.get_size()
    size = max(64, min(120, height // 7))
    setup = Setup.deal(4, 2026)
    left = (round(width * 0.05), round(height * 0.32))
    for placed in setup.display:
        _faded_tile(
            surface,
            placed.corners,
            size,
            (left[0] + placed.cell[0] * size, left[1] + placed.cell[1] * size),
        )
    right = (round(width * 0.95) - 2 * size, round(height * 0.52))
    for (dx, dy), stack in zip(((1, 0), (0, 1), (1, 1)), setup.stacks):
        _faded_tile(surface, stack[0].code, size, (right[0] + dx * size, right[1] + dy * size))


def _faded_tile(surface: pygame.Surface, corners: str, size: int, topleft: tuple[int, int]) -> None:
    face = tile_face(corners, size).copy()
    face.set_alpha(120)
    surface.blit(face, topleft)


class MenuScene(GuiScene):
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        entries = [("new", tr("menu.new_game"), True)]
        if self.app.has_autosave():
            entries.append(("continue", tr("menu.continue"), False))
        entries += [
            ("solo", tr("menu.solo"), False),
            ("load", tr("menu.load"), False),
            ("statistics", tr("menu.statistics"), False),
            ("rules", tr("menu.rules"), False),
            ("settings", tr("menu.settings"), False),
            ("quit", tr("menu.quit"), False),
        ]
        button_height = BUTTON_HEIGHT if height >= 760 else 38
        total = len(entries) * (button_height + GAP) - GAP
        top = max(height * 30 // 100, (height - total) // 2 + 40)
        top = min(top, height - total - 30)
        for index, (action, label, primary) in enumerate(entries):
            rect = pygame.Rect(0, 0, BUTTON_WIDTH, button_height)
            rect.midtop = (width // 2, top + index * (button_height + GAP))
            self.button(rect, label, action, primary)

    def act(self, action: str) -> None:
        app = self.app
        if action == "new":
            from .new_game_scene import NewGameScene

            app.scenes.push(NewGameScene(app))
        elif action == "continue":
            app.continue_game()
        elif action == "solo":
            from .solo_scene import SoloScene

            app.scenes.push(SoloScene(app))
        elif action == "load":
            from .save_load_scene import LoadGameScene

            app.scenes.push(LoadGameScene(app))
        elif action == "statistics":
            from .statistics_scene import StatisticsScene

            app.scenes.push(StatisticsScene(app))
        elif action == "rules":
            from .rules_scene import RulesScene

            app.scenes.push(RulesScene(app))
        elif action == "settings":
            from .settings_scene import SettingsScene

            app.scenes.push(SettingsScene(app))
        elif action == "quit":
            app.quit()

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.HELP:
            self.act("rules")
        elif intent.action is Action.CONFIRM:
            self.act("continue" if self.app.has_autosave() else "new")

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "AXIO Rota", tr("menu.subtitle"), tiles=True)
