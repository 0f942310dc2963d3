"""AXIO Rota (docs/rules.md): square tiles with four corner symbols.

Read it in this order: `tiles` (codes and rotation), `geometry` (cells and their
names, corners, vertices), `display` (legal cells and scoring), `setup` (the deal),
`state` (turns, bonus turns, the end), `view` (hidden information),
`record` (save files), `notation` (moves written for people).
"""

from ..errors import AxioError, GameOverError, IllegalMoveError, RecordError, TileCodeError
from ..players import PlayerInfo
from ..ranking import Comparison, Outcome, Standing, rank
from .display import CornerScore, Display, PlacementPreview, Points
from .geometry import Cell, Vertex
from .moves import Move, Placement, legal_moves
from .record import RotaRecord
from .setup import DisplayTile, Setup
from .state import RotaState
from .tiles import COLOUR_NAMES, COLOURS, Colour, Tile
from .tileset import standard_tiles
from .view import SeatView

__all__ = [
    "COLOURS",
    "COLOUR_NAMES",
    "AxioError",
    "Cell",
    "Colour",
    "Comparison",
    "CornerScore",
    "Display",
    "DisplayTile",
    "GameOverError",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "Placement",
    "PlacementPreview",
    "PlayerInfo",
    "Points",
    "RecordError",
    "RotaRecord",
    "RotaState",
    "SeatView",
    "Setup",
    "Standing",
    "Tile",
    "TileCodeError",
    "Vertex",
    "legal_moves",
    "rank",
    "standard_tiles",
]
