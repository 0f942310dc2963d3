"""The review in passes, as KaTrain analyses a game of Go: a first pass judges every
decision with a few playouts, so that the screen has a mark for each at once, and
the deep pass (the command's settings) then judges each again and its mark replaces
the first one in place. Only the deep pass's judgements are the review: the command
prints them, and "try again" waits for them. A first-pass judgement is the same
`judge` with lighter settings (`FIRST_PASS`), so it means the same, only rougher.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Literal

from .judge import Judgement, ReviewSettings, judge
from .kit import AnalysisKit, MoveT, MoveT_co, Position, ViewT

Depth = Literal["first", "deep"]
"""Which pass a judgement came from."""
FIRST: Depth = "first"
DEEP: Depth = "deep"
DEPTHS: tuple[Depth, ...] = (FIRST, DEEP)
"""The passes in the order they run: a deep judgement replaces a first one, never
the other way round."""

FIRST_PASS = ReviewSettings(candidates=3, work=0, min_deals=6, max_deals=6, confirm=1)
"""The first pass: the three best of the cheap ranking (and the played decision and
the playout policy's), each on 6 deals, the best and the played one again on 6 fresh
ones; a thirtieth to a seventieth of the deep pass's work a decision. Its marks are
rough (the deep pass kept 61 of 100 of them, and the answer to "mistake or worse?"
of 84, in benchmarks/review_first_pass.py): provisional."""


@dataclass(frozen=True, slots=True)
class Marked(Generic[MoveT_co]):
    """A judgement and the pass it came from."""

    depth: Depth
    judgement: Judgement[MoveT_co]

    @property
    def final(self) -> bool:
        return self.depth == DEEP


def deeper(depth: Depth, than: Depth) -> bool:
    """Whether a judgement of ``depth`` replaces one of ``than``."""
    return DEPTHS.index(depth) >= DEPTHS.index(than)


def judge_after(before: Callable[[], object] | None, kit: AnalysisKit[ViewT, MoveT],
                position: Position[ViewT, MoveT], seed: int, settings: ReviewSettings
                ) -> Judgement[MoveT]:
    """`judge`, after ``before`` has run (in a worker process: a screen lowers the
    priority of its workers before the deep pass, `Analysis(before_deep=...)`)."""
    if before is not None:
        before()
    return judge(kit, position, seed, settings)
