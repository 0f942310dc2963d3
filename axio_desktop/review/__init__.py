"""The post-game review: every placement of a record judged from its mover's view.

Pure Python on top of the engine and the bots (no pygame). `judge` judges one
position; `Analysis` judges a record's positions across processes and yields each
judgement as it is made; `summarise` adds them up to a `Review` (accuracy and marks
per player, the JSON of ``review --json``). What differs between the games lives in
one analysis kit per game (`kit.AnalysisKit`), registered with the game in
`axio_desktop.kits`.
"""

from .analysis import Analysis, PlayerReview, Review, cache_key, summarise
from .judge import QUICK, SHIPPED, Judgement, ReviewSettings, judge
from .kit import AnalysisKit, Position
from .marks import LOWEST, MARKS, SERIOUS, SHOWN_DIGITS, WIN_CHANCE, Unit, unit_for

__all__ = [
    "LOWEST",
    "MARKS",
    "QUICK",
    "SERIOUS",
    "SHIPPED",
    "SHOWN_DIGITS",
    "WIN_CHANCE",
    "Analysis",
    "AnalysisKit",
    "Judgement",
    "PlayerReview",
    "Position",
    "Review",
    "ReviewSettings",
    "Unit",
    "cache_key",
    "judge",
    "summarise",
    "unit_for",
]
