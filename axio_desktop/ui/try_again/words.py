"""How a try-again words positions and values: win chances in percent and losses in
percentage points (2 to 4 players), or the expected lowest colour and its points
(solo), as the review's unit says."""

from __future__ import annotations

from ...review import LOWEST, Judgement, Unit
from ..i18n import tr


def where(judgement: Judgement[object]) -> str:
    """"Turn 12" (counted from 1), and which bonus placement of the turn it was."""
    turn = judgement.turn + 1
    if judgement.placement:
        return tr("tryagain.where_bonus", turn=turn, placement=judgement.placement)
    return tr("tryagain.where", turn=turn)


def points(unit: Unit, loss: float) -> str:
    """A loss as the player counts it: whole percentage points of winning chance (at
    least 1), or points of the lowest colour to one decimal."""
    if solo(unit):
        return decimal(loss)
    return str(max(1, round(loss * 100)))


def value(unit: Unit, number: float) -> str:
    """A value: a chance to win in percent, or an expected lowest colour."""
    if solo(unit):
        return decimal(number)
    return tr("tryagain.percent", value=round(number * 100))


def decimal(number: float) -> str:
    whole, tenth = divmod(round(number * 10), 10)
    return f"{whole}{tr('tryagain.decimal_mark')}{tenth}"


def solo(unit: Unit) -> bool:
    """Whether values are the expected lowest colour (solo) rather than chances."""
    return unit == LOWEST


def lost(unit: Unit, judgement: Judgement[object]) -> str:
    """What the card says first: where, and how much the placement made there lost."""
    key = "tryagain.lost_lowest" if solo(unit) else "tryagain.lost_chance"
    return tr(key, where=where(judgement), points=points(unit, judgement.loss))


def verdict(unit: Unit, tried: Judgement[object], found: bool) -> str:
    """What the card says of a placement tried: found (with its value and the best's),
    or how much it gives away."""
    values = {"played": value(unit, tried.value_played), "best": value(unit, tried.value_best)}
    if found:
        return tr("tryagain.found_lowest" if solo(unit) else "tryagain.found_chance", **values)
    return tr("tryagain.short_lowest" if solo(unit) else "tryagain.short_chance",
              points=points(unit, tried.loss), **values)


def shown(unit: Unit, judgement: Judgement[object]) -> str:
    """What the card says once the best placement is on the board."""
    return tr("tryagain.shown_lowest" if solo(unit) else "tryagain.shown_chance",
              best=value(unit, judgement.value_best))
