"""AXIO and AXIO Hex (docs/rules.md): one rule set, two boards.

Read it in this order: `rules` (what the two games are made of), `geometry` (square
and hex boards, play areas, cell names), `board` (a board in play), `moves`, `setup`,
`bag`, `legality`, `scoring`, `state` (a turn: place, exchange, draw; the end),
`preview`, `view` (hidden information), `determinize`, `record` (save files),
`notation` (decisions written for people), `game` (the registered games and what
`replay` prints).
"""

from .geometry import Cell, PlayArea, play_area
from .moves import Decision, Exchange, Place, Placement, Turn
from .position import Phase
from .preview import Preview
from .record import AxioRecord, TurnEntry
from .rules import AXIO, AXIO_HEX, RULESETS, TRACK_CAP, Ruleset
from .setup import AxioSetup
from .state import AxioState
from .view import AxioView

__all__ = [
    "AXIO",
    "AXIO_HEX",
    "RULESETS",
    "TRACK_CAP",
    "AxioRecord",
    "AxioSetup",
    "AxioState",
    "AxioView",
    "Cell",
    "Decision",
    "Exchange",
    "Phase",
    "Place",
    "Placement",
    "PlayArea",
    "Preview",
    "Ruleset",
    "Turn",
    "TurnEntry",
    "play_area",
]
