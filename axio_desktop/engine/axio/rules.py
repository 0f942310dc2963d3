"""What AXIO and AXIO Hex are made of, as data (docs/rules.md, "AXIO and AXIO Hex").

The two games share every rule; they differ only in the facts a `Ruleset` holds:
colours, board shape, printed spaces, tile mix, rack size and pyramids. The
engine reads these facts and never asks which game it is playing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Final

from ..colours import COLOUR_NAMES
from ..tracks import TrackRule
from .geometry import HEX, SQUARE, BoardShape, Cell

TRACK_CAP: Final = 18
"""No track passes 18 (solo: the first scoreboard ends here)."""

SOLO_CAP: Final = 36
"""Solo, a second scoreboard carries a track on from 18 to 36."""


def track_rule(players: int) -> TrackRule:
    """Tracks stop at 18; solo, a second scoreboard carries them on to 36."""
    return TrackRule(TRACK_CAP, SOLO_CAP if players == 1 else None)


@dataclass(frozen=True, eq=False)
class Ruleset:
    """The facts of one game of the family. ``colours`` are in canonical order."""

    id: str
    title: str
    colours: str
    shape: BoardShape
    printed: tuple[tuple[Cell, str], ...]
    mixed_copies: int
    double_copies: int
    rack_size: int
    pyramids: int
    reveals_exchanged_rack: bool
    colour_index: dict[str, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour_index", {c: i for i, c in enumerate(self.colours)})

    @cached_property
    def tile_codes(self) -> tuple[str, ...]:
        """Every kind of tile, as its code in canonical order: ``RR``, ``RG``, ... ``PP``."""
        colours = self.colours
        return tuple(
            colours[first] + colours[second]
            for first in range(len(colours))
            for second in range(first, len(colours))
        )

    @cached_property
    def kind_of_code(self) -> dict[str, int]:
        return {code: kind for kind, code in enumerate(self.tile_codes)}

    @cached_property
    def kind_of_colours(self) -> dict[str, int]:
        """The kind of tile for two colours in either order (``GR`` and ``RG`` alike)."""
        kinds = {}
        for kind, code in enumerate(self.tile_codes):
            kinds[code] = kind
            kinds[code[::-1]] = kind
        return kinds

    @cached_property
    def tile_counts(self) -> tuple[int, ...]:
        """How many tiles of each kind the box holds."""
        return tuple(
            self.double_copies if code[0] == code[1] else self.mixed_copies
            for code in self.tile_codes
        )

    @property
    def tile_total(self) -> int:
        return sum(self.tile_counts)

    def rack_size_for(self, players: int) -> int:
        """Solo, the rack holds the one tile drawn to be placed."""
        return 1 if players == 1 else self.rack_size

    def colour_name(self, colour: str) -> str:
        return COLOUR_NAMES[colour]


AXIO: Final = Ruleset(
    id="axio",
    title="AXIO",
    colours="RGBOP",
    shape=SQUARE,
    printed=(((6, 2), "R"), ((10, 6), "G"), ((6, 10), "B"), ((2, 6), "O"), ((6, 6), "P")),
    mixed_copies=8,
    double_copies=4,
    rack_size=5,
    pyramids=20,
    reveals_exchanged_rack=True,
)

AXIO_HEX: Final = Ruleset(
    id="axio-hex",
    title="AXIO Hex",
    colours="RGBOYP",
    shape=HEX,
    printed=(((5, 0), "R"), ((5, -5), "G"), ((0, -5), "B"), ((-5, 0), "O"), ((-5, 5), "Y"),
             ((0, 5), "P")),
    mixed_copies=6,
    double_copies=5,
    rack_size=6,
    pyramids=0,
    reveals_exchanged_rack=False,
)

RULESETS: Final[dict[str, Ruleset]] = {rules.id: rules for rules in (AXIO, AXIO_HEX)}
