"""The rules engine: pure Python, never imports pygame, `mypy --strict` clean.

One package per rule set — `rota` (AXIO Rota) and `axio` (AXIO and AXIO Hex, one
rule set on two boards) — behind one protocol (`game`) and a registry (`registry`). What every
game of the family shares is written once beside them: `ranking` (the lowest colour
first, with the tie-break explained), `tracks` (caps and the second scoreboard),
`players` and `json_reading` (the record envelope and its error reporting),
`atomic_file` and `errors`.
"""

from .errors import (
    AxioError,
    GameOverError,
    IllegalMoveError,
    NotationError,
    RecordError,
    ShadowError,
    TileCodeError,
    ViewError,
)
from .game import Game, GameState, Notation
from .players import PlayerInfo
from .ranking import Comparison, Outcome, Standing, rank
from .registry import find_game, game_of_document, games, load_record

__all__ = [
    "AxioError",
    "Comparison",
    "Game",
    "GameOverError",
    "GameState",
    "IllegalMoveError",
    "Notation",
    "NotationError",
    "Outcome",
    "PlayerInfo",
    "RecordError",
    "ShadowError",
    "Standing",
    "TileCodeError",
    "ViewError",
    "find_game",
    "game_of_document",
    "games",
    "load_record",
    "rank",
]
