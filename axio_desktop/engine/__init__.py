"""The AXIO Rota rules engine: pure Python, no pygame.

Read it in this order: `tiles` (codes and rotation), `rota_geometry` (cells,
corners, vertices), `display` (legal cells and scoring), `setup` (the deal),
`state` (turns, bonus turns, the end), `ranking`, `view` (hidden information),
`record` (save files).
"""

from .display import CornerScore, Display, PlacementPreview, Points
from .errors import AxioError, GameOverError, IllegalMoveError, RecordError, TileCodeError
from .moves import Move, Placement, legal_moves
from .ranking import Comparison, Outcome, Standing, rank
from .record import GameRecord, PlayerInfo
from .rota_geometry import Cell, Vertex
from .setup import DisplayTile, Setup
from .state import GameState
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
    "GameRecord",
    "GameState",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "Placement",
    "PlacementPreview",
    "PlayerInfo",
    "Points",
    "RecordError",
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
