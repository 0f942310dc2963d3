"""A toast: a short notice low on the window ("Game saved") that goes by itself."""

from __future__ import annotations

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

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        block = text_block(self.message, SIZE, width - 2 * SIDE_GAP)
        box = block.get_rect(midbottom=(width // 2, height - BOTTOM_GAP))
        draw_panel(surface, box.inflate(24, 12), (20, 24, 28), alpha=230)
        surface.blit(block, box)
