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
from ..core.scale import px
from ..core.scoreboard import ScoreCard, draw_scorecard
from ..core.theme import ACCENT, PLAYER_RGB, text, wrap
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
    """Paint ``shown`` into ``box`` (title, drawing, tracks, caption) at the interface's
    size; returns where the drawing is."""
    title = text(shown.title, px(18), ACCENT, True)
    surface.blit(title, (box.x + px(12), box.y + px(10)))
    lines = wrap(shown.caption, px(14), box.width - px(24))
    line_height = px(19)
    caption_top = box.bottom - px(8) - line_height * len(lines)
    area = pygame.Rect(box.x + px(10), box.y + px(40), box.width - px(20),
                       caption_top - box.y - px(48))
    cards_height = 0
    if shown.cards:
        gap = px(8)
        each = max(
            px(84),
            min(
                px(118),
                (area.height - gap * len(shown.cards))
                // (len(shown.cards) + (1 if shown.drawing else 0)),
            ),
        )
        cards_height = len(shown.cards) * (each + gap)
        y = area.bottom - cards_height + gap
        for card in shown.cards:
            draw_scorecard(surface, pygame.Rect(area.x, y, area.width, each), card)
            y += each + gap
    drawing_box = pygame.Rect(area.x, area.y, area.width, area.height - cards_height)
    if shown.drawing is not None and drawing_box.height > px(40):
        previous = surface.get_clip()
        surface.set_clip(drawing_box)
        shown.drawing.draw(surface, drawing_box)
        surface.set_clip(previous)
    y = caption_top
    for line in lines:
        surface.blit(text(line, px(14)), (box.x + px(12), y))
        y += line_height
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
