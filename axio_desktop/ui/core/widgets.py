"""The few controls the game table draws itself (menus and forms use pygame_gui)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from .scale import px
from .theme import (
    ACCENT,
    BAD,
    PANEL_EDGE,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
    Rgb,
    fit_text,
    font,
    text,
    wrap,
)


@dataclass(frozen=True, slots=True)
class Button:
    """A labelled rectangle that reports ``action`` when clicked."""

    action: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False

    def hit(self, point: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(point)

    def draw(self, surface: pygame.Surface, hovered: bool) -> None:
        if self.primary and self.enabled:
            fill: Rgb = ACCENT if not hovered else (255, 220, 120)
            ink: Rgb = (30, 30, 30)
        else:
            fill = (58, 70, 82) if hovered and self.enabled else PANEL_LIGHT
            ink = TEXT if self.enabled else TEXT_DIM
        pygame.draw.rect(surface, fill, self.rect, border_radius=px(6))
        pygame.draw.rect(surface, PANEL_EDGE, self.rect, px(1), border_radius=px(6))
        if self.label in ROTATE_ICONS:
            draw_rotate_icon(surface, self.rect.inflate(-px(14), -px(14)), ink,
                             clockwise=self.label == ROTATE_ICONS[0])
            return
        size = max(px(12), min(px(18), self.rect.height // 2))
        label = fit_text(self.label, size, self.rect.width - px(10), ink, self.primary,
                         smallest=px(11))
        surface.blit(label, label.get_rect(center=self.rect.center))


def clicked(buttons: Iterable[Button], event: pygame.event.Event) -> Button | None:
    """The button that ``event``, a press of the left mouse button, hit; None for any
    other event or a press beside every button."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return None
    return next((button for button in buttons if button.hit(event.pos)), None)


ROTATE_ICONS = ("⟳", "⟲")
"""Labels drawn as turning arrows (the typeface has no such glyphs)."""


def draw_rotate_icon(
    surface: pygame.Surface, rect: pygame.Rect, colour: Rgb, clockwise: bool
) -> None:
    """Three quarters of a circle with an arrowhead at its end."""
    radius = min(rect.width, rect.height) / 2
    cx, cy = rect.center
    width = max(2, round(radius / 4))
    pygame.draw.arc(surface, colour, rect, math.radians(100), math.radians(360), width)
    # The arc runs anticlockwise from 100 to 360 degrees; a clockwise arrow ends at its
    # 100-degree end pointing right, an anticlockwise one at its 0-degree end pointing up.
    end_x = cx + radius * math.cos(math.radians(100 if clockwise else 0))
    end_y = cy - radius * math.sin(math.radians(100 if clockwise else 0))
    if clockwise:
        head = [
            (end_x + radius * 0.55, end_y),
            (end_x - 2, end_y - radius * 0.45),
            (end_x - 2, end_y + radius * 0.45),
        ]
    else:
        head = [
            (end_x, end_y - radius * 0.55),
            (end_x - radius * 0.45, end_y + 2),
            (end_x + radius * 0.45, end_y + 2),
        ]
    pygame.draw.polygon(surface, colour, head)


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Rgb,
    edge: Rgb = PANEL_EDGE,
    radius: int = 8,
    alpha: int = 255,
) -> None:
    """A rounded panel, optionally see-through."""
    if alpha >= 255:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    else:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (behind a dialog or curtain)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    layer.fill((0, 0, 0, alpha))
    surface.blit(layer, (0, 0))


def draw_problem(surface: pygame.Surface, problem: str, bottom: int, width: int) -> None:
    """A form's one sentence of what went wrong, centred in lines no wider than
    ``width`` that end at ``bottom`` (both in the form's unscaled layout)."""
    lines = wrap(problem, px(16), px(width), bold=True)
    height = font(px(16), True).get_linesize()
    y = px(bottom) - height * len(lines)
    for line in lines:
        drawn = text(line, px(16), BAD, True)
        surface.blit(drawn, drawn.get_rect(midtop=(surface.get_width() // 2, y)))
        y += height
