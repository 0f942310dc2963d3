"""How a try-again words positions and values: win chances in percent and losses in
percentage points (2 to 4 players), or the expected lowest colour and its points
(solo), as the review's unit says (`review.marks.Unit`) and as the review screen shows
them (`core.wording.amount_text`, `value_text`)."""

from __future__ import annotations

from ...review import Judgement, Unit
from ..core.wording import amount_text, value_text
from ..i18n import tr


def where(judgement: Judgement[object]) -> str:
    """"Turn 12" (counted from 1), and which bonus placement of the turn it was."""
    turn = judgement.turn + 1
    if judgement.placement:
        return tr("tryagain.where_bonus", turn=turn, placement=judgement.placement)
    return tr("tryagain.where", turn=turn)


def lost(unit: Unit, judgement: Judgement[object], move: str) -> str:
    """What the card says first: where, the placement made there (``move``, in the
    game's notation) and how much it lost."""
    return tr(f"tryagain.lost_{unit.words}", where=where(judgement), move=move,
              points=amount_text(unit, judgement.loss))


def verdict(unit: Unit, tried: Judgement[object], found: bool, move: str) -> str:
    """What the card says of a placement tried (``move``): found (with its value and
    the best's), or how much it gives away."""
    values = {"played": value_text(unit, tried.value_played),
              "best": value_text(unit, tried.value_best), "move": move}
    if found:
        return tr(f"tryagain.found_{unit.words}", **values)
    return tr(f"tryagain.short_{unit.words}", points=amount_text(unit, tried.loss), **values)


def shown(unit: Unit, judgement: Judgement[object], move: str) -> str:
    """What the card says once the best placement (``move``) is on the board."""
    return tr(f"tryagain.shown_{unit.words}", move=move,
              best=value_text(unit, judgement.value_best))
