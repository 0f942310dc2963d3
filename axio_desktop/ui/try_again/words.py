"""How a try-again words positions and values: win chances in percent and losses in
percentage points (2 to 4 players), or the expected lowest colour and its points
(solo), as the review's unit says (`review.marks.Unit`) and as the review screen shows
them (`core.wording.amount_text`, `value_text`); a placement or an answer to the
exchange option, as the judgement's kind says."""

from __future__ import annotations

from ...review import PLACEMENT, Judgement, Unit
from ..core.wording import amount_text, value_text
from ..i18n import tr


def where(judgement: Judgement[object]) -> str:
    """"Turn 12" (counted from 1), and which bonus placement of the turn it was, or
    that it was the turn's exchange option."""
    turn = judgement.turn + 1
    if judgement.kind != PLACEMENT:
        return tr("tryagain.where_answer", turn=turn)
    if judgement.placement:
        return tr("tryagain.where_bonus", turn=turn, placement=judgement.placement)
    return tr("tryagain.where", turn=turn)


def lost(unit: Unit, judgement: Judgement[object], move: str) -> str:
    """What the card says first: where, the decision made there (``move``, in the
    game's notation) and how much it lost."""
    key = (f"tryagain.lost_{unit.words}" if judgement.kind == PLACEMENT
           else f"tryagain.lost_answer_{unit.words}")
    return tr(key, where=where(judgement), move=move, points=amount_text(unit, judgement.loss))


def verdict(unit: Unit, tried: Judgement[object], found: bool, move: str) -> str:
    """What the card says of a decision tried (``move``): found (with its value and
    the best's), or how much it gives away."""
    values = {"played": value_text(unit, tried.value_played),
              "best": value_text(unit, tried.value_best), "move": move}
    placement = tried.kind == PLACEMENT
    if found:
        return tr(f"tryagain.found_{unit.words}" if placement
                  else f"tryagain.found_answer_{unit.words}", **values)
    return tr(f"tryagain.short_{unit.words}" if placement
              else f"tryagain.short_answer_{unit.words}",
              points=amount_text(unit, tried.loss), **values)


def shown(unit: Unit, judgement: Judgement[object], move: str) -> str:
    """What the card says once the best decision (``move``) is shown: a placement is on
    the board; an answer is said on the card itself, since the table's hint for it
    shows where the card may lie."""
    key = (f"tryagain.shown_{unit.words}" if judgement.kind == PLACEMENT
           else f"tryagain.shown_answer_{unit.words}")
    return tr(key, move=move, best=value_text(unit, judgement.value_best))
