"""A toast: a short notice low on the window ("Game saved") that goes by itself."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from .clear_box import clear_place, nearest
from .scale import px
from .theme import TEXT_DIM, fit_text, text_block, wrap
from .widgets import draw_panel

TOAST_SECONDS = 3.0
SIZE = 15
BOTTOM_GAP = 116
"""Low on the window: the game's banners take the top of the table."""
SIDE_GAP = 80


@dataclass(frozen=True, slots=True)
class Toast:
    """``message`` for ``seconds_left`` more, over the screen that was on top when it was
    shown (``shown_at_push``: the scene stack's `pushes` then)."""

    message: str
    seconds_left: float
    shown_at_push: int

    def aged(self, elapsed: float, pushes: int) -> Toast | None:
        """The toast ``elapsed`` seconds on; None once its time is up or a new screen
        has opened over it (it told about the screen beneath, not the new one)."""
        if elapsed >= self.seconds_left or pushes != self.shown_at_push:
            return None
        return replace(self, seconds_left=self.seconds_left - elapsed)

    def draw_in(self, surface: pygame.Surface, home: pygame.Rect) -> None:
        """In the screen's own place for notices (the game table's message strip), on
        one line (two smaller ones if need be)."""
        draw_panel(surface, home, (32, 38, 46), TEXT_DIM, radius=8)
        inner = home.inflate(-px(20), -px(4))
        lines = wrap(self.message, px(SIZE), inner.width)
        if len(lines) > 1:
            lines = [lines[0], " ".join(lines[1:])]
        shown = [fit_text(line, px(SIZE), inner.width) for line in lines]
        y = home.centery - sum(line.get_height() for line in shown) // 2
        for line in shown:
            surface.blit(line, (inner.x, y))
            y += line.get_height()

    def rect(self, window: tuple[int, int], keep_clear: Sequence[pygame.Rect] = (),
             area: pygame.Rect | None = None) -> pygame.Rect:
        """Where `draw` puts the toast's panel."""
        width = window[0]
        block = text_block(self.message, px(SIZE), width - 2 * px(SIDE_GAP))
        box = place_clear(block.get_size(), window, area or pygame.Rect((0, 0), window),
                          keep_clear)
        return box.inflate(panel_room())

    def draw(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect] = (),
             area: pygame.Rect | None = None) -> None:
        """Low in the middle of the window; if that covers something in ``keep_clear``
        (the hand, the held tile, the cells it can go to), the nearest place inside
        ``area`` (the window by default) that covers nothing."""
        width, height = surface.get_size()
        block = text_block(self.message, px(SIZE), width - 2 * px(SIDE_GAP))
        panel = self.rect((width, height), keep_clear, area)
        box = panel.inflate(-panel_room()[0], -panel_room()[1])
        draw_panel(surface, panel, (20, 24, 28), alpha=230)
        surface.blit(block, box)


STEP = 16
"""How far apart, in pixels, the places a toast may move to lie."""
PANEL = (24, 12)
"""How much larger than its words a toast's panel is (unscaled)."""


def panel_room() -> tuple[int, int]:
    return px(PANEL[0]), px(PANEL[1])


def place_clear(size: tuple[int, int], window: tuple[int, int], area: pygame.Rect,
                keep_clear: Sequence[pygame.Rect]) -> pygame.Rect:
    """A toast of ``size`` low in the middle of the window, or else at the nearest
    place inside ``area`` where its panel overlaps nothing in ``keep_clear``; where
    there is none, low in the middle after all."""
    home = pygame.Rect((0, 0), size)
    home.midbottom = (window[0] // 2, window[1] - px(BOTTOM_GAP))
    places = nearest(home, area, room=panel_room(), margin=px(6), step=px(STEP))
    return clear_place(places, keep_clear, room=panel_room()) or home
