"""One drawn example of a rules screen, for any of the three games: a title, a drawing
painted by the game's own renderer, score tracks and a caption. The games' example
modules (`rota.rules_examples`, `axio.rules_examples`) build them from positions the
engine scores, so every number in a caption is the engine's."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from ...engine.ranking import rank
from ..core.scoreboard import ScoreCard, draw_scorecard
from ..core.theme import ACCENT, PLAYER_RGB, TEXT, font, text, wrap
from ..core.wording import verdict
from ..i18n import tr


class Drawing(Protocol):
    """The picture of an example (a piece of board, a rack), painted into a box."""

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None: ...


@dataclass(frozen=True, slots=True)
class Example:
    """What one example shows: a drawing (or None), score tracks, and the caption."""

    title: str
    caption: str
    drawing: Drawing | None
    cards: tuple[ScoreCard, ...] = ()


def draw_example(surface: pygame.Surface, box: pygame.Rect, shown: Example) -> pygame.Rect:
    """Paint ``shown`` into ``box`` (title, drawing, tracks, caption); returns where the
    drawing is."""
    title = text(shown.title, 18, ACCENT, True)
    surface.blit(title, (box.x + 12, box.y + 10))
    lines = wrap(shown.caption, 14, box.width - 24)
    caption_top = box.bottom - 8 - 19 * len(lines)
    area = pygame.Rect(box.x + 10, box.y + 40, box.width - 20, caption_top - box.y - 48)
    cards_height = 0
    if shown.cards:
        each = max(
            84,
            min(
                118,
                (area.height - 8 * len(shown.cards))
                // (len(shown.cards) + (1 if shown.drawing else 0)),
            ),
        )
        cards_height = len(shown.cards) * (each + 8)
        y = area.bottom - cards_height + 8
        for card in shown.cards:
            draw_scorecard(surface, pygame.Rect(area.x, y, area.width, each), card)
            y += each + 8
    drawing_box = pygame.Rect(area.x, area.y, area.width, area.height - cards_height)
    if shown.drawing is not None and drawing_box.height > 40:
        previous = surface.get_clip()
        surface.set_clip(drawing_box)
        shown.drawing.draw(surface, drawing_box)
        surface.set_clip(previous)
    y = caption_top
    for line in lines:
        surface.blit(font(14).render(line, True, TEXT), (box.x + 12, y))
        y += 19
    return drawing_box


def tie_break(names: Sequence[str], scores: Sequence[tuple[int, ...]], colours: str,
              top: int) -> Example:
    """The tie-break of the rules text: these players' tracks, ranked by the engine."""
    outcome = rank(scores)
    places = {standing.seat: standing.place for standing in outcome.standings}
    cards = tuple(
        ScoreCard(name, tr("results.place", place=places[seat]), tracks,
                  tuple(float(value) for value in tracks), PLAYER_RGB[seat],
                  seat in outcome.winners, colours=colours, top=top)
        for seat, (name, tracks) in enumerate(zip(names, scores))
    )
    caption = tr("examples.tie.caption", verdict=verdict(outcome, names))
    return Example(tr("examples.tie.title"), caption, None, cards)
