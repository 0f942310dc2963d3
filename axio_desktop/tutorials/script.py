"""The script of a tutorial: the cards that wait for the learner ask for exactly the
learner's decisions in the record, in order. Read from the record's walk and judged
by the engine (`Game.same_decision`), so a tutorial is checked without its table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NoReturn

from ..engine.game import AnyGame, GameRecordLike
from .model import LEARNER, Step

Fail = Callable[[str, str], NoReturn]
"""Raises the `TutorialError` of a file at a place (``steps[4].expect``) with a problem."""


def check_script(game: AnyGame, record: GameRecordLike, steps: Sequence[Step],
                 fail: Fail) -> None:
    """Each decision of the learner in ``record`` must be the one the next waiting step
    asks for, and no waiting step is left over."""
    waiting = iter((index, step) for index, step in enumerate(steps) if step.waits)
    for walked in record.walk():
        if walked.seat != LEARNER:
            continue
        index, step = next(waiting, (None, None))
        if step is None:
            fail("steps", f"no step waits for seat {LEARNER}'s decision {walked.decision} "
                          f"(decision {walked.number} of the record)")
        elif not game.same_decision(step.decision, walked.decision):
            what = "expect" if step.expect is not None else "answer"
            fail(f"steps[{index}].{what}", f"the record's seat {LEARNER} decides "
                                            f"{walked.decision} here, not {step.decision}")
    index, step = next(waiting, (None, None))
    if step is not None:
        fail(f"steps[{index}]", f"waits for a decision that seat {LEARNER} does not make in "
                                "the record")
