"""The tutorial's card and highlights, drawn over the table: where the card lies (a
corner of the board clear of the rack, the buttons and the cells it points at), its
buttons, and the pulsing outlines. Drawing changes nothing."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..core.theme import ACCENT, BAD, TEXT, font, text, wrap
from ..core.widgets import Button, draw_panel
from ..i18n import tr

WIDTHS = (400, 330)
"""The card's widths to try, widest first."""
TEXT_SIZE = 15
LINE = 20
TOP = 40
"""The card's text starts this far below its top (under the heading and Skip)."""
MARGIN = 12


@dataclass(frozen=True, slots=True)
class Face:
    """What a card says: the heading (with the step counter), the step's text, the
    friendly word after a refusal, and whether "Next" closes it."""

    heading: str
    body: str
    note: str | None = None
    closes: bool = False


def card_height(face: Face, width: int) -> int:
    lines = len(wrap(face.body, TEXT_SIZE, width - 24))
    if face.note:
        lines += len(wrap(face.note, TEXT_SIZE, width - 24, bold=True))
    return TOP + LINE * lines + (50 if face.closes else 12) + (6 if face.note else 0)


def place_card(face: Face, board: pygame.Rect, busy: Sequence[pygame.Rect],
               rather: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the card lies: in a corner of ``board`` (top right, top left, bottom right,
    bottom left), then narrower, then along its top and bottom edges; the first place
    clear of everything in ``busy`` that covers the fewest of ``rather`` (the top right
    corner when no place is clear)."""
    inside = board.inflate(-2 * MARGIN, -2 * MARGIN)
    best: tuple[int, pygame.Rect] | None = None
    first: pygame.Rect | None = None
    for width in WIDTHS:
        width = min(width, inside.width)
        card = pygame.Rect(0, 0, width, card_height(face, width))
        for corner in ("topright", "topleft", "bottomright", "bottomleft", "midtop",
                       "midbottom"):
            setattr(card, corner, getattr(inside, corner))
            first = first or card.copy()
            room = card.inflate(8, 8)
            if room.collidelist(list(busy)) >= 0:
                continue
            covered = len(room.collidelistall(list(rather)))
            if best is None or covered < best[0]:
                best = (covered, card.copy())
            if covered == 0:
                return card.copy()
    assert first is not None
    return best[1] if best is not None else first


def card_buttons(card: pygame.Rect, face: Face) -> list[Button]:
    """"Skip tutorial" at the top right; "Next" at the bottom right of a card it closes."""
    skip = pygame.Rect(0, 0, 150, 26)
    skip.topright = (card.right - 8, card.y + 7)
    buttons = [Button("tutorial_skip", tr("tutorial.skip"), skip)]
    if face.closes:
        next_button = pygame.Rect(0, 0, 110, 34)
        next_button.bottomright = (card.right - 10, card.bottom - 10)
        buttons.append(Button("tutorial_next", tr("tutorial.next"), next_button, primary=True))
    return buttons


def draw_card(surface: pygame.Surface, card: pygame.Rect, face: Face) -> None:
    draw_panel(surface, card, (26, 31, 37), ACCENT, radius=10, alpha=245)
    surface.blit(text(face.heading, 14, ACCENT, True), (card.x + 12, card.y + 10))
    y = card.y + TOP
    for line in wrap(face.body, TEXT_SIZE, card.width - 24):
        surface.blit(font(TEXT_SIZE).render(line, True, TEXT), (card.x + 12, y))
        y += LINE
    if face.note:
        y += 6
        for line in wrap(face.note, TEXT_SIZE, card.width - 24, bold=True):
            surface.blit(font(TEXT_SIZE, True).render(line, True, BAD), (card.x + 12, y))
            y += LINE
    hovered = pygame.mouse.get_pos()
    for button in card_buttons(card, face):
        button.draw(surface, button.rect.collidepoint(hovered))


def pulse(clock: float) -> float:
    """0 to 1 and back, about once a second."""
    return 0.5 + 0.5 * math.sin(clock * 2 * math.pi)


def draw_outline(surface: pygame.Surface, rect: pygame.Rect, clock: float,
                 strong: bool = False) -> None:
    """A pulsing outline round ``rect``; a strong one (the target after a refusal) also
    sends a ring outwards."""
    share = pulse(clock)
    colour = tuple(round(part + (255 - part) * 0.55 * share) for part in ACCENT)
    width = 3 if strong else 2
    radius = max(4, min(rect.width, rect.height) // 5)
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=radius)
    if strong:
        grow = round(4 + 14 * (clock % 0.8) / 0.8)
        layer = pygame.Surface(rect.inflate(2 * grow + 8, 2 * grow + 8).size, pygame.SRCALPHA)
        alpha = round(220 * (1 - (clock % 0.8) / 0.8))
        pygame.draw.rect(layer, (*ACCENT, alpha), layer.get_rect(), 2, border_radius=radius + grow)
        surface.blit(layer, rect.inflate(2 * grow + 8, 2 * grow + 8).topleft)


def heading(step: int, steps: int) -> str:
    return tr("tutorial.heading", number=step, count=steps)

