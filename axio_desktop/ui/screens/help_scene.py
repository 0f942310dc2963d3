"""The help overlay (F1): every key and mouse binding of the screen beneath, as lines
made from its key table and its rows (`core.key_help.describe`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..core.input import Action
from ..core.key_help import HelpLine
from ..core.scale import factor, px
from ..core.scenes import Scene
from ..core.theme import ACCENT, TEXT, TEXT_DIM, fit_text, font, text, wrap
from ..core.widgets import draw_panel, shade
from ..i18n import tr

if TYPE_CHECKING:
    from ..host import SceneHost


WINDOW_ACTIONS = (Action.SCREENSHOT, Action.FULLSCREEN)


class HelpScene(Scene):
    overlay = True

    def __init__(self, host: SceneHost, lines: tuple[HelpLine, ...]) -> None:
        super().__init__(host)
        self.lines = lines
        """The bindings of the screen beneath: its keys' names, what they do."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Any key but the program's own (screenshot, full screen) or a click closes it."""
        if event.type == pygame.KEYDOWN:
            intent = self.keys.translate(event)
            if intent is None or intent.action not in WINDOW_ACTIONS:
                self.host.scenes.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.host.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 160)
        width, height = surface.get_size()
        tall = height / factor() >= 700  # in the unscaled layout
        size = px(15 if tall else 14)
        row = size + px(8 if tall else 5)
        box_width = min(px(900), width - px(40))
        widest_key = max(font(size, True).size(keys)[0] for keys, _ in self.lines)
        key_width = min(widest_key + px(28), box_width * 45 // 100)
        meaning_width = box_width - key_width - px(48)
        rows = [(keys, wrap(meaning, size, meaning_width)) for keys, meaning in self.lines]
        box = pygame.Rect(0, 0, box_width, px(110) + row * sum(len(lines) for _, lines in rows))
        box.center = (width // 2, height // 2)
        draw_panel(surface, box, (26, 31, 37), ACCENT, radius=px(14))
        title = text(tr("help.title"), px(26), ACCENT, True)
        surface.blit(title, (box.x + px(24), box.y + px(16)))
        y = box.y + px(64)
        for keys, lines in rows:
            surface.blit(fit_text(keys, size, key_width - px(10), TEXT, bold=True),
                         (box.x + px(24), y))
            for line in lines:
                surface.blit(text(line, size, TEXT), (box.x + px(24) + key_width, y))
                y += row
        close = text(tr("help.close"), px(14), TEXT_DIM)
        surface.blit(close, close.get_rect(midbottom=(box.centerx, box.bottom - px(12))))
