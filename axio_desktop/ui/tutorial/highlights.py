"""The tutorial's highlights over the table: the pulsing outlines of what a card points
at (its card is the coaches' card, `table.coach_card`). Drawing changes nothing."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...tutorials import Highlight, Step
from ..core.scoreboard import track_row
from ..core.theme import ACCENT
from ..table.coach import CoachedTable
from .script import LEARNER


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


def draw_highlights(surface: pygame.Surface, table: CoachedTable[Any], step: Step,
                    clock: float, pointing: bool) -> None:
    """What ``step``'s card points at: its cells and the cells of the placement it waits
    for (strongly after a refusal or a hint: ``pointing``), the rack, the button of the
    answer it waits for, scoreboards and tracks; at the end, when the card points at
    nothing, every scoreboard."""
    shown = step.highlight
    previous = surface.get_clip()
    surface.set_clip(table.layout.board)
    for cell in {*shown.cells, *step.targets}:
        draw_outline(surface, table.part.cell_rect(cell), clock,
                     strong=pointing and cell in step.targets)
    surface.set_clip(previous)
    if shown.rack:
        draw_outline(surface, table.part.hand_rect(), clock)
    for button in table.buttons():
        if step.answer is not None and button.action == step.answer:  # the table's words
            draw_outline(surface, button.rect, clock, strong=pointing)
    cards = table.layout.scorecards()
    colours = table.part.colours
    scores = shown.scores
    if step.at == "end" and shown == Highlight():
        scores = tuple(range(len(cards)))  # the end is told on the scoreboards
    for seat in scores:
        draw_outline(surface, cards[seat], clock)
    for seat in scores or (LEARNER,):
        for colour in shown.colours:
            row = track_row(cards[seat], len(colours), colours.index(colour))
            draw_outline(surface, row, clock)
