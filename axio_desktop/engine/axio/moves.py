"""What a player decides (`Place`, `Exchange`) and what a placement did (`Placement`)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .geometry import Cell, PlayArea


@dataclass(frozen=True, slots=True)
class Place:
    """Lay a tile on two neighbouring cells: ``colours[0]`` on ``cells[0]``,
    ``colours[1]`` on ``cells[1]``. The tile is the one whose code is the two colours
    in canonical order (``"GR"`` places the tile ``RG``, green half first)."""

    cells: tuple[Cell, Cell]
    colours: str

    def __str__(self) -> str:
        (ax, ay), (bx, by) = self.cells
        return f"{self.colours[0]} on ({ax}, {ay}), {self.colours[1]} on ({bx}, {by})"


@dataclass(frozen=True, slots=True)
class Exchange:
    """The answer to the exchange option: give the rack back for a new one, or not."""

    accept: bool


Decision = Place | Exchange


def same_decision(decision: Decision, other: Decision) -> bool:
    """Whether two decisions do the same thing: the same colours on the same cells,
    whichever half is written first (``GR`` on (2, 2) and (3, 2) is ``RG`` on (3, 2)
    and (2, 2)), or the same answer to the exchange option."""
    if isinstance(decision, Place) and isinstance(other, Place):
        return _halves(decision) == _halves(other)
    return decision == other


def _halves(place: Place) -> frozenset[tuple[Cell, str]]:
    """Which colour lies on which cell."""
    return frozenset(zip(place.cells, place.colours))


@dataclass(frozen=True, slots=True)
class Placement:
    """One placement as it was played.

    ``points`` are what reached the mover's tracks (after the cap), tile and
    pyramids together; ``pyramids`` the cells that got a pyramid, ``moved`` the cells
    whose pyramid was moved away (now dead); ``scores`` the mover's tracks afterwards;
    ``axio`` the colours that reached 18; ``bonus_lost`` the bonus placements earned
    but not possible (empty rack or no room).
    """

    turn: int
    number: int
    player: int
    place: Place
    points: tuple[int, ...]
    pyramids: tuple[Cell, ...]
    moved: tuple[Cell, ...]
    scores: tuple[int, ...]
    axio: tuple[str, ...]
    bonus_lost: int
    instant_win: bool

    @property
    def bonus(self) -> bool:
        return self.number > 0


@dataclass(frozen=True, slots=True)
class Turn:
    """A turn as the record keeps it: its placements, the exchange answer, and the
    tiles drawn at its end (None while the turn is not over)."""

    player: int
    placements: tuple[Placement, ...]
    exchange: bool
    draw: tuple[str, ...] | None


def placements_of(area: PlayArea, edges: Sequence[int], rack: Sequence[str]) -> Iterator[Place]:
    """Every placement of each kind of tile in ``rack`` on each of ``edges``, both ways
    round (a double once)."""
    kinds = sorted(set(rack))
    cells = area.cells
    for edge in edges:
        a, b = area.edges[edge]
        pair = (cells[a], cells[b])
        turned = (cells[b], cells[a])
        for code in kinds:
            yield Place(pair, code)
            if code[0] != code[1]:
                yield Place(turned, code)
