"""A toast: a short notice low on the window ("Game saved") that goes by itself."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from .theme import text_block
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

    def draw(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect] = ()) -> None:
        """Low in the middle of the window; if that covers something in ``keep_clear``
        (the hand, the held tile, the cells it can go to), the first place along the
        bottom and then the top that covers nothing, else the emptiest of them."""
        width, height = surface.get_size()
        block = text_block(self.message, SIZE, width - 2 * SIDE_GAP)
        box = place_clear(block.get_rect(), (width, height), keep_clear)
        draw_panel(surface, box.inflate(24, 12), (20, 24, 28), alpha=230)
        surface.blit(block, box)


def place_clear(box: pygame.Rect, window: tuple[int, int],
                keep_clear: Sequence[pygame.Rect]) -> pygame.Rect:
    """``box`` moved to the first of the toast's places that overlaps nothing in
    ``keep_clear``: low in the middle, low left, low right, then high in the middle,
    left and right; else the place that covers the least of them."""
    width, height = window
    low, high = height - BOTTOM_GAP, box.height + 118
    places = [
        box.copy() for _ in range(6)
    ]
    anchors = [(width // 2, low), (SIDE_GAP + box.width // 2, low),
               (width - SIDE_GAP - box.width // 2, low), (width // 2, high),
               (SIDE_GAP + box.width // 2, high), (width - SIDE_GAP - box.width // 2, high)]
    for place, anchor in zip(places, anchors):
        place.midbottom = anchor
    panels = [place.inflate(24, 12) for place in places]

    def covered(panel: pygame.Rect) -> int:
        return sum(panel.clip(area).width * panel.clip(area).height for area in keep_clear)

    for place, panel in zip(places, panels):
        if not covered(panel):
            return place
    return min(zip(places, panels), key=lambda pair: covered(pair[1]))[0]
