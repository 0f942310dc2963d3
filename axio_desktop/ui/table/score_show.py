"""How a placement's points are shown to come about, the same in every game: what
counted lights up one after the other with its running count (AXIO's lines cell by
cell, AXIO Rota's quarters of the circles), then each colour's points travel from the
tile to their track on the mover's scoreboard. The game's part says what counted
(from the engine: `engine.axio.scoring.counted_lines`, `Display.counted`); this module
only times and draws it. A click or a key ends it (`Motion.finish`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..core.scale import px
from ..core.scoreboard import track_row
from ..core.symbols import symbol_icon
from ..core.theme import SYMBOL_RGB, TEXT, text

Point = tuple[float, float]

LIGHT_STEP = 0.11
"""Seconds between one counted symbol lighting up and the next."""
LIGHT_MOST = 1.1
"""The longest the lighting up takes (many symbols light up faster)."""
TRAVEL = 0.55
"""Seconds the points take from the tile to the tracks."""
LINGER = 0.25
"""Seconds the lit symbols stay lit before the points leave."""


@dataclass(frozen=True, slots=True)
class Lit:
    """One symbol that counted: its colour, where it lies (world units, the camera's),
    and the count of its colour so far."""

    colour: str
    at: Point
    count: int


@dataclass(frozen=True, slots=True)
class ScoreShow:
    """A placement's points coming about: ``lit`` in the order they light up, the
    ``points`` that reached each track (the game's colours' order, after the cap) and
    where they leave from (the tile's middle)."""

    mover: int
    lit: tuple[Lit, ...]
    points: tuple[int, ...]
    origin: Point
    still: bool = False
    """Less motion: everything that counted is lit at once, and the points do not
    travel (the scoreboard shows them at once)."""
    ring: float = 0.42
    """The ring round a lit symbol, in cells (a whole cell's symbol in AXIO, a quarter's
    in AXIO Rota)."""

    @property
    def step(self) -> float:
        if self.still or not self.lit:
            return 0.0
        return min(LIGHT_STEP, LIGHT_MOST / len(self.lit))

    @property
    def seconds(self) -> float:
        """How long the show runs."""
        return self.step * len(self.lit) + LINGER + TRAVEL


def counts(found: Sequence[tuple[str, Point]]) -> tuple[Lit, ...]:
    """The symbols that counted, in order, each with its colour's running count."""
    so_far: dict[str, int] = {}
    lit = []
    for colour, at in found:
        so_far[colour] = so_far.get(colour, 0) + 1
        lit.append(Lit(colour, at, so_far[colour]))
    return tuple(lit)


def draw_score_show(surface: pygame.Surface, show: ScoreShow, age: float,
                    to_screen: Callable[[Point], tuple[float, float]], cell: int,
                    board: pygame.Rect, scorecard: pygame.Rect, colours: str) -> None:
    """The show ``age`` seconds in: the symbols lit so far over the ``board`` (cells
    ``cell`` pixels wide), then the points on their way to ``scorecard``'s tracks."""
    lit_time = show.step * len(show.lit)
    shown = len(show.lit) if show.step <= 0 else min(len(show.lit), int(age / show.step) + 1)
    previous = surface.get_clip()
    surface.set_clip(board)
    radius = max(8, round(cell * show.ring))
    badge = max(12, min(20, cell // 3))
    for number, lit in enumerate(show.lit[:shown]):
        x, y = to_screen(lit.at)
        fresh = 0.0 if show.still else max(0.0, 1 - (age - number * show.step) / 0.25)
        ring = radius + round(radius * 0.25 * fresh)
        pygame.draw.circle(surface, SYMBOL_RGB[lit.colour], (x, y), ring, max(3, cell // 14))
        label = text(str(lit.count), badge, TEXT, True)
        spot = label.get_rect(center=(round(x + radius * 0.7), round(y - radius * 0.7)))
        pygame.draw.circle(surface, (20, 24, 28), spot.center, badge * 3 // 4)
        pygame.draw.circle(surface, SYMBOL_RGB[lit.colour], spot.center, badge * 3 // 4, 2)
        surface.blit(label, spot)
    surface.set_clip(previous)
    travel = (age - lit_time - LINGER) / TRAVEL
    if show.still or travel <= 0 or travel >= 1:
        return
    ease = travel * travel * (3 - 2 * travel)
    sx, sy = to_screen(show.origin)
    for index, (colour, gained) in enumerate(zip(colours, show.points)):
        if not gained:
            continue
        row = track_row(scorecard, len(colours), index)
        tx, ty = row.right - 24, row.centery
        x, y = sx + (tx - sx) * ease, sy + (ty - sy) * ease
        token = text(f"+{gained}", px(18), TEXT, True)
        icon = symbol_icon(colour, 18)
        box = pygame.Rect(0, 0, icon.get_width() + token.get_width() + 14, 26)
        box.center = (round(x), round(y))
        pygame.draw.rect(surface, (16, 18, 22), box, border_radius=8)
        pygame.draw.rect(surface, SYMBOL_RGB[colour], box, 2, border_radius=8)
        surface.blit(icon, (box.x + 5, box.centery - icon.get_height() // 2))
        surface.blit(token, (box.x + 9 + icon.get_width(), box.centery - token.get_height() // 2))
