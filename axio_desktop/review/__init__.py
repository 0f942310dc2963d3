"""The post-game review: every decision of a record judged from its mover's view.

Pure Python on top of the engine and the bots (no pygame). `judge` judges one
position; `Analysis` judges a record's positions across processes and yields each
judgement as it is made; `summarise` adds them up to a `Review` (accuracy and marks
per player, the JSON of ``review --json``). What differs between the games lives in
one analysis kit per game (`kit.AnalysisKit`), registered in the review's registry
(`games`). A screen judges in passes (`passes`): a quick first pass, then the deep
one, whose judgements alone are the review.
"""

from .analysis import Analysis, PlayerReview, Review, cache_key, record_order, summarise
from .judge import QUICK, SHIPPED, Judgement, ReviewSettings, judge
from .kit import EXCHANGE, PLACEMENT, AnalysisKit, Kind, Position
from .marks import (
    DECIDED,
    LOWEST,
    MARKS,
    SERIOUS,
    SHOWN_DIGITS,
    UNCOUNTED,
    WIN_CHANCE,
    Unit,
    unit_for,
)
from .passes import DEEP, DEPTHS, FIRST, FIRST_PASS, Depth, Marked, deeper

__all__ = [
    "DECIDED",
    "DEEP",
    "DEPTHS",
    "EXCHANGE",
    "FIRST",
    "FIRST_PASS",
    "LOWEST",
    "MARKS",
    "PLACEMENT",
    "QUICK",
    "SERIOUS",
    "SHIPPED",
    "SHOWN_DIGITS",
    "UNCOUNTED",
    "WIN_CHANCE",
    "Analysis",
    "AnalysisKit",
    "Depth",
    "Judgement",
    "Kind",
    "Marked",
    "PlayerReview",
    "Position",
    "Review",
    "ReviewSettings",
    "Unit",
    "cache_key",
    "deeper",
    "judge",
    "record_order",
    "summarise",
    "unit_for",
]
