"""Building positions for rule tests: the display as it lies, stacks, supply, tracks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from axio_desktop.engine.rota import COLOURS, DisplayTile, Points, RotaState, Setup, Tile

Cell = tuple[int, int]


def tracks(**points: int) -> Points:
    """Tracks by colour letter, e.g. ``tracks(R=11, B=3)``; the rest are 0."""
    values = [points.get(colour, 0) for colour in COLOURS]
    return (values[0], values[1], values[2], values[3], values[4])


def position(
    display: Mapping[Cell, str],
    stacks: Sequence[Sequence[str]],
    supply: Sequence[str] = (),
    scores: Sequence[Points] | None = None,
) -> RotaState:
    """A game starting from ``display`` (corners as they lie, rotation 0)."""
    setup = Setup.custom(
        display=[DisplayTile(cell, Tile.parse(code), 0) for cell, code in display.items()],
        stacks=[[Tile.parse(code) for code in stack] for stack in stacks],
        supply=[Tile.parse(code) for code in supply],
        scores=scores,
    )
    return RotaState.start(setup)
