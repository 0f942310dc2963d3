"""The starting position of a game: display, personal stacks, supply and tracks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import AxioError
from .display import NO_POINTS, Points
from .geometry import CENTRE_CORNER_OF_START_CELL, START_CELLS, Cell, is_connected
from .tiles import Tile
from .tileset import standard_tiles

MIN_PLAYERS = 1
MAX_PLAYERS = 4
STACK_SIZE = 12
TRACK_MAX = 12


@dataclass(frozen=True, slots=True)
class DisplayTile:
    """A tile of the starting display: ``tile`` as printed, turned by ``rotation``."""

    cell: Cell
    tile: Tile
    rotation: int

    @property
    def corners(self) -> str:
        return self.tile.rotations[self.rotation]


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything a game starts from. Stacks list the top tile first; a player's
    first tile is the one they hold in hand at the start."""

    display: tuple[DisplayTile, ...]
    stacks: tuple[tuple[Tile, ...], ...]
    supply: tuple[Tile, ...]
    scores: tuple[Points, ...]

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.stacks) <= MAX_PLAYERS:
            raise AxioError(f"a game has 1 to 4 players, not {len(self.stacks)}")
        if not self.display:
            raise AxioError("the display is empty")
        cells = {placed.cell for placed in self.display}
        if len(cells) != len(self.display):
            raise AxioError("two display tiles share a cell")
        if not is_connected(cells):
            raise AxioError("the display tiles are not connected through shared edges")
        if any(not stack for stack in self.stacks):
            raise AxioError("every player needs at least one tile")
        if len(self.scores) != len(self.stacks):
            raise AxioError(f"{len(self.scores)} score sets for {len(self.stacks)} players")
        if any(not 0 <= track <= TRACK_MAX for tracks in self.scores for track in tracks):
            raise AxioError("a track is outside 0..12")

    @property
    def players(self) -> int:
        return len(self.stacks)

    @classmethod
    def custom(
        cls,
        display: Sequence[DisplayTile],
        stacks: Sequence[Sequence[Tile]],
        supply: Sequence[Tile] = (),
        scores: Sequence[Points] | None = None,
    ) -> Setup:
        return cls(
            display=tuple(display),
            stacks=tuple(tuple(stack) for stack in stacks),
            supply=tuple(supply),
            scores=tuple(scores) if scores is not None else (NO_POINTS,) * len(stacks),
        )

    @classmethod
    def deal(cls, players: int, rng: random.Random | int | None = None) -> Setup:
        """A standard deal of the 60 tiles for 1 to 4 players.

        ``rng`` is a seed or a `random.Random`; the same seed gives the same deal.
        """
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise AxioError(f"a game has 1 to 4 players, not {players}")
        generator = rng if isinstance(rng, random.Random) else random.Random(rng)
        tiles = list(standard_tiles())
        generator.shuffle(tiles)
        display = tuple(
            DisplayTile(cell, tile, _turn_empty_corner_to(tile, centre_corner))
            for cell, centre_corner, tile in zip(START_CELLS, CENTRE_CORNER_OF_START_CELL, tiles)
        )
        rest = tiles[len(START_CELLS) :]
        stacks = tuple(
            tuple(rest[seat * STACK_SIZE : (seat + 1) * STACK_SIZE]) for seat in range(players)
        )
        supply = tuple(rest[players * STACK_SIZE :])
        return cls(display, stacks, supply, (NO_POINTS,) * players)


def _turn_empty_corner_to(tile: Tile, corner: int) -> int:
    """The rotation that puts the tile's empty corner on ``corner`` (0 for a full tile)."""
    empty = tile.empty_corner
    return 0 if empty is None else (corner - empty) % 4
