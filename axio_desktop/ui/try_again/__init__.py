"""Try again: from the review, the player goes back to each position of their own
that the review marked a mistake or worse, with their rack or hand as it was, on the
real table, and looks for a better placement; "Show" puts the best one found in front
of them, "Skip" goes on, and a summary ends it.

The review screen calls `start_try_again`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.game import GameRecordLike
from ...review import SHIPPED, Review, ReviewSettings
from .coach import TryAgainCoach
from .lesson import Lesson, marked

if TYPE_CHECKING:
    from ..host import SceneHost

__all__ = ["marked", "start_try_again"]


def start_try_again(host: SceneHost, record: GameRecordLike, review: Review[Any], seat: int, *,
                    seed: int = 0, settings: ReviewSettings = SHIPPED, jobs: int = 1) -> bool:
    """Put the player of ``seat`` at the first of their positions in ``review`` (of
    ``record``) marked a mistake or worse, on the real table, and the next one after
    it, until a summary ends it; False (and nothing happens) when the seat has none.

    Each placement the player tries is judged as the review judged the one they made:
    the same position with ``seed`` and ``settings`` (give the review's own, so that
    the values compare), on a worker thread; with ``jobs`` above 1 in a worker process
    (`checker.Checker`). "Back to the review" on the summary puts back the screens
    open now."""
    if not marked(review, seat):
        return False
    lesson = Lesson(record, review, seat, seed=seed, settings=settings)
    TryAgainCoach(host, lesson, list(host.scenes), jobs).open_table()
    return True
