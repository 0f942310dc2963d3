"""AXIO Rota's label over the table: the points a placement would score, under the
ghost."""

from __future__ import annotations

import pygame

from ...engine.rota import Placement
from ..core.symbols import points_strip
from ..core.theme import ACCENT, TEXT_DIM, text
from ..core.widgets import draw_panel
from ..i18n import tr
from .board import TRACK_COLOURS


def draw_totals(
    surface: pygame.Surface,
    board: pygame.Rect,
    cell: tuple[int, int, int, int],
    placement: Placement | None,
) -> None:
    """Under the ghost on ``cell`` (x, y, size, size): what the placement would score,
    or, before a colour is named (``placement`` None), that one must be named."""
    if placement is None:
        label = text(tr("game.needs_name"), 14, ACCENT, True)
    else:
        label = points_strip(placement.points, 16, TRACK_COLOURS) or text(tr("game.no_points"), 14, TEXT_DIM)
        if placement.axio:
            label = _beside(label, text("  AXIO!", 16, ACCENT, True))
    x, y, size, _ = cell
    box = label.get_rect(midtop=(x + size // 2, y + size + 8)).inflate(14, 8)
    box.clamp_ip(board)
    draw_panel(surface, box, (20, 24, 28), alpha=225)
    surface.blit(label, label.get_rect(center=box.center))


def _beside(left: pygame.Surface, right: pygame.Surface) -> pygame.Surface:
    joined = pygame.Surface(
        (left.get_width() + right.get_width(), max(left.get_height(), right.get_height())),
        pygame.SRCALPHA,
    )
    joined.blit(left, (0, (joined.get_height() - left.get_height()) // 2))
    joined.blit(right, (left.get_width(), (joined.get_height() - right.get_height()) // 2))
    return joined
