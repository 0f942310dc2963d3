"""Colours, tile codes and rotation.

A tile code lists the four corners clockwise from the top-left: NW, NE, SE, SW.
Each character is a colour letter or ``-`` for an empty corner.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Final, Literal, TypeGuard

from ..errors import TileCodeError

Colour = Literal["R", "G", "B", "O", "P"]

COLOURS: Final[tuple[Colour, ...]] = ("R", "G", "B", "O", "P")
"""The five colours in canonical order."""

COLOUR_NAMES: Final[dict[Colour, str]] = {
    "R": "red",
    "G": "green",
    "B": "blue",
    "O": "orange",
    "P": "purple",
}

COLOUR_INDEX: Final[dict[str, int]] = {colour: index for index, colour in enumerate(COLOURS)}

EMPTY: Final = "-"
"""The symbol of an empty corner in a tile code."""

CORNER_NAMES: Final[tuple[str, str, str, str]] = ("NW", "NE", "SE", "SW")


def is_colour(symbol: object) -> TypeGuard[Colour]:
    return isinstance(symbol, str) and symbol in COLOUR_INDEX


def rotate_code(code: str, rotation: int) -> str:
    """The corners of ``code`` after ``rotation`` quarter turns clockwise.

    Turning once moves the NW symbol to NE: ``rotated[(i + r) % 4] = code[i]``,
    so ``rotate_code("RGB-", 1) == "-RGB"``.
    """
    shift = rotation % 4
    return code[4 - shift :] + code[: 4 - shift]


def check_code(code: object) -> str:
    """Return ``code`` if it is a valid tile code, else raise `TileCodeError`."""
    if not isinstance(code, str):
        raise TileCodeError(f"tile code must be a string, got {code!r}", code="tile_not_string")
    if len(code) != 4:
        raise TileCodeError(f"tile code {code!r} must have 4 characters, has {len(code)}",
                            code="tile_length", tile=code)
    for symbol in code:
        if symbol != EMPTY and symbol not in COLOUR_INDEX:
            raise TileCodeError(
                f"tile code {code!r} has {symbol!r}; corners are one of R G B O P or -",
                code="tile_symbol", tile=code,
            )
    if code.count(EMPTY) > 1:
        raise TileCodeError(f"tile code {code!r} has {code.count(EMPTY)} empty corners, at most 1",
                            code="tile_empties", tile=code)
    for colour in COLOURS:
        if code.count(colour) > 1:
            raise TileCodeError(f"tile code {code!r} shows {COLOUR_NAMES[colour]} twice",
                                code="tile_repeats", tile=code)
    return code


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile as printed, before rotation. Build one with `Tile.parse`."""

    code: str
    rotations: tuple[str, str, str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_code(self.code)
        turns = tuple(rotate_code(self.code, r) for r in range(4))
        object.__setattr__(self, "rotations", turns)

    @staticmethod
    def parse(code: object) -> Tile:
        """The tile for ``code``; raises `TileCodeError` naming what is wrong."""
        return _tile(check_code(code))

    @property
    def empty_corner(self) -> int | None:
        """Index of the empty corner (before rotation), or None for a full tile."""
        index = self.code.find(EMPTY)
        return None if index < 0 else index

    @property
    def is_full(self) -> bool:
        return EMPTY not in self.code

    @property
    def pattern(self) -> str:
        """The same code for every rotation of this tile: the smallest rotated code."""
        return min(self.rotations)

    def corners(self, rotation: int) -> str:
        """The corner symbols NW, NE, SE, SW after ``rotation`` quarter turns clockwise."""
        return self.rotations[rotation]

    def __str__(self) -> str:
        return self.code


@cache
def _tile(code: str) -> Tile:
    return Tile(code)
