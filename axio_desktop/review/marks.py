"""The units a judgement is given in, their thresholds, the accuracy formula, and the
review's policy beside them: which marks are serious, whether a review is solo, how a
unit is worded and how precisely a loss is shown.

Named data in one place (docs/review.md gives the reasoning). With 2 to 4 players a
value is a chance to win, and the thresholds are lichess's: it marks a move by the
winning chances it gives away, on a scale from -1 to 1, at 0.1 (inaccuracy), 0.2
(mistake) and 0.3 (blunder), which is 5, 10 and 15 points of a chance from 0 to 1.
Solo a value is the expected final lowest colour, and the thresholds are in its
points, as KaTrain's are in points of Go: half a point, one, two.

Accuracy is lichess's formula: a placement that gives away ``d`` percentage points of
winning chance is ``103.1668 * exp(-0.04354 * d) - 3.1669`` accurate, with each point
given away counted twice (`Unit.percent_per_unit`): a weak placement in these games
gives away a few points at a time, where a chess blunder gives away tens, and on
lichess's own scale `random` came out only 5 to 19 points below `expert` in AXIO
and AXIO Hex (docs/review.md). A player's accuracy is the mean of two means of their placements':
one weighted by how much the chances moved around each placement (`Unit.volatility`),
so that placements made after the game was decided, when every placement is as good
as another, count little; and the harmonic mean, so that a few blunders weigh more
than an average would let them. Solo, a point of the lowest colour counts as 0.1 of
a chance to win.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
"""Every mark, from no loss to the largest."""
SERIOUS = ("mistake", "blunder")
"""The marks worth going back to: "Next mistake" stops at them and a try-again asks
about them (an inaccuracy lies within the noise of a judgement more often)."""
SHOWN_DIGITS = 1
"""The decimals a loss (and a solo value) is shown with, on every screen."""


@dataclass(frozen=True, slots=True)
class Unit:
    """What a value is measured in, and where a loss in it earns each mark."""

    name: str
    inaccuracy: float
    mistake: float
    blunder: float
    percent_per_unit: float
    """How many percentage points one unit of loss counts as in the accuracy formula."""
    points_per_unit: float
    """How many percentage points of a chance to win one unit is (for the volatility)."""
    solo: bool
    """Whether this is a solo game's unit (the expected lowest colour), not a chance."""
    words: str
    """How the catalogues name the unit at the end of a key: a sentence about a loss
    in it is ``review.loss_<words>``."""
    scale: float
    """What one unit is shown as: 100 percentage points of a chance to win, or one
    point of the lowest colour."""
    what: str
    """What a value in the unit is, in the command line's words."""

    def mark(self, loss: float) -> str:
        """The mark of a placement that gave away ``loss`` (0: it was the best)."""
        if loss <= 0:
            return "best"
        if loss < self.inaccuracy:
            return "good"
        if loss < self.mistake:
            return "inaccuracy"
        if loss < self.blunder:
            return "mistake"
        return "blunder"

    def placement_accuracy(self, loss: float) -> float:
        """How accurate one placement was, 0 to 100 (lichess's move accuracy)."""
        if loss <= 0:
            return 100.0
        percent = loss * self.percent_per_unit
        return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * percent) - 3.1669))

    def accuracy(self, losses: Sequence[float], weights: Sequence[float] | None = None
                 ) -> float:
        """A player's accuracy over their placements' losses, 0 to 100 (100 with none):
        the mean of their weighted mean (``weights``, by default all 1) and their
        harmonic mean."""
        if not losses:
            return 100.0
        each = [self.placement_accuracy(loss) for loss in losses]
        weights = weights or [1.0] * len(each)
        mean = sum(w * value for w, value in zip(weights, each)) / sum(weights)
        harmonic = len(each) / sum(1.0 / max(1.0, value) for value in each)
        return (mean + harmonic) / 2

    def volatility(self, chances: Sequence[Sequence[float]]) -> list[float]:
        """Each placement's weight in its player's weighted mean: how much the chances
        moved around it (lichess's volatility weight). Over a window of placements
        centred on it (a tenth of the game, 2 to 8 placements), the largest standard
        deviation of a seat's value, in percentage points, kept between 0.5 and 12.
        Placements where the game was decided, and every placement was as good as
        another, count little."""
        count = len(chances)
        window = min(8, max(2, count // 10))
        weights = []
        for index in range(count):
            start = min(max(0, index - window // 2), max(0, count - window))
            around = chances[start:start + window]
            spread = max(statistics.pstdev(values) for values in zip(*around))
            weights.append(min(12.0, max(0.5, spread * self.points_per_unit)))
        return weights

    def shown(self, amount: float) -> float:
        """A value or a loss as a player reads it: in percentage points of a chance, or
        in points of the lowest colour (`scale`)."""
        return amount * self.scale

    def thresholds(self) -> dict[str, float]:
        return {"inaccuracy": self.inaccuracy, "mistake": self.mistake,
                "blunder": self.blunder}


WIN_CHANCE = Unit("win-chance", inaccuracy=0.05, mistake=0.10, blunder=0.15,
                  percent_per_unit=200.0, points_per_unit=100.0, solo=False, words="chance",
                  scale=100.0, what="chance to win")
LOWEST = Unit("lowest", inaccuracy=0.5, mistake=1.0, blunder=2.0, percent_per_unit=20.0,
              points_per_unit=10.0, solo=True, words="lowest", scale=1.0,
              what="expected lowest colour")


def unit_for(players: int) -> Unit:
    """The unit of a game of ``players`` (solo: the lowest colour)."""
    return LOWEST if players == 1 else WIN_CHANCE
