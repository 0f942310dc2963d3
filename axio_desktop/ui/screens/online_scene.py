"""Play online (from the main menu): host a game on this computer, or join one that a
friend hosts, on this network or on a server; and the page that says how it works."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...kits import find_kit
from ..core.gui import GuiScene, form_column
from ..core.scale import px
from ..core.theme import TEXT, TEXT_DIM, font, text, wrap
from ..i18n import tr
from .backdrop import draw_backdrop

if TYPE_CHECKING:
    from ..host import SceneHost

COLUMN = 640
BUTTON_HEIGHT = 50
LINE_SIZE = 15
CHOICES = (("host", "play_online.host", "play_online.host_line"),
           ("join", "play_online.join", "play_online.join_line"))
"""Each choice: its action, its button's words and the line beneath."""


class OnlineScene(GuiScene):
    """Two choices, Host a game and Join a game, each with a line that says what it
    does; How it works opens the rules screen's page on playing online."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.lines: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def build(self, size: tuple[int, int]) -> None:
        left, top, column, _ = form_column(size, COLUMN)
        self.lines = []
        y = top + 4
        for line in wrap(tr("play_online.lead"), 17, column):
            self.lines.append((text(line, px(17), TEXT), (px(left), px(y))))
            y += font(17).get_linesize()
        y += 18
        compact = size[1] < 700
        for action, label, explained in CHOICES:
            self.button(pygame.Rect(left, y, column, BUTTON_HEIGHT - 8 * compact), tr(label),
                        action, primary=action == "host")
            y += BUTTON_HEIGHT - 8 * compact + 4
            for line in wrap(tr(explained), LINE_SIZE, column):
                self.lines.append((text(line, px(LINE_SIZE), TEXT_DIM), (px(left), px(y))))
                y += font(LINE_SIZE).get_linesize()
            y += 16 - 6 * compact
        buttons = min(size[1] - 66, y + 10)
        self.button(pygame.Rect(left, buttons, 160, 46), tr("common.back"), "back")
        self.button(pygame.Rect(left + column - 220, buttons, 220, 46), tr("play_online.how"), "how")

    def act(self, action: str) -> None:
        host = self.host
        if action == "host":
            from .host_game_scene import HostGameScene

            host.scenes.push(HostGameScene(host))
        elif action == "join":
            from .join_game_scene import JoinGameScene

            host.scenes.push(JoinGameScene(host))
        elif action == "how":
            from .rules_scene import RulesScene

            host.scenes.push(RulesScene(host, find_kit(host.settings.game), online=True))
        else:
            super().act(action)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("play_online.title"))
        for line, position in self.lines:
            surface.blit(line, position)
