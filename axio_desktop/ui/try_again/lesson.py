"""What a try-again goes through, apart from the screen: the marked positions of one
seat in a review, a match standing at each of them with the rest of the deal as the
record had it, the player's placement judged as the review judged the one they made,
and what became of each position.

Judging is slow (playouts): `checker.Checker` does it off the frame loop.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from ...engine.game import GameRecordLike
from ...engine.players import PlayerInfo
from ...kits import AnyKit, find_kit
from ...review import SERIOUS, Judgement, Position, Review, ReviewSettings
from ..table.match import AnyMatch

Result = Literal["found", "shown", "skipped"]
"""What became of a position: the player found a placement below the inaccuracy
threshold before asking, asked to be shown the best one, or went on without either."""


class StandingError(ValueError):
    """A record's decisions do not lead to the placement a try-again asks about."""


def marked(review: Review[Any], seat: int) -> list[Judgement[Any]]:
    """The placements of ``seat`` marked a mistake or worse (`review.SERIOUS`), in the
    order played."""
    return [judgement for judgement in review.placements
            if judgement.player == seat and judgement.mark in SERIOUS]


def with_human(record: GameRecordLike, seat: int) -> GameRecordLike:
    """``record`` with ``seat`` played by the human at the screen (it may have been a
    bot); the other seats as they were."""
    players = tuple(PlayerInfo(player.name, extra=player.extra) if number == seat else player
                    for number, player in enumerate(record.players))
    return replace(record, players=players)  # type: ignore[type-var]


def stand_at(kit: AnyKit, record: GameRecordLike, index: int) -> AnyMatch:
    """A match of ``record`` standing just before its placement ``index`` (counted from
    0 as the review counts them), the rest of the deal as the record had it: rewound
    to the start and played on with the record's own decisions up to it (AXIO: a
    bonus placement lies inside a turn)."""
    match: AnyMatch = kit.desktop.match_of(record)
    match.rewind(0)
    for step in record.walk():
        if step.placement == index:
            return match
        match.play(step.decision)
    match.close()
    raise StandingError(f"the record ends after {match.placements_made()} placements, "
                        f"before placement {index}")


class Lesson:
    """One seat's marked positions of a reviewed record, one after the other, and what
    became of each (``results``, in order). Placements are judged with the review's
    ``seed`` and ``settings``, so that their values compare with the review's."""

    def __init__(self, record: GameRecordLike, review: Review[Any], seat: int, *, seed: int,
                 settings: ReviewSettings) -> None:
        self.kit = find_kit(review.game)
        self.record = with_human(record, seat)
        self.positions: list[Position[Any, Any]] = self.kit.review.positions(self.record)
        """Every placement of the record as the review judged it."""
        self.unit = review.unit
        self.marked = marked(review, seat)
        self.seed = seed
        self.settings = settings
        self.results: list[Result] = []

    @property
    def current(self) -> Judgement[Any] | None:
        """The review's judgement of the position being tried (None once all are done)."""
        done = len(self.results)
        return self.marked[done] if done < len(self.marked) else None

    def match(self) -> AnyMatch:
        """A match standing at the current position, its mover the human."""
        current = self.current
        assert current is not None, "every position has been tried"
        return stand_at(self.kit, self.record, current.index)

    def position(self, index: int, decision: Any) -> Position[Any, Any]:
        """The record's placement ``index`` as the review judged it, with ``decision``
        (a placement made at the table) instead: the same view before it, so that the
        review's seed and settings judge it with the same candidates on the same deals."""
        return replace(self.positions[index], played=decision)

    def found(self, judgement: Judgement[Any]) -> bool:
        """Whether a placement is as good as found: its loss below the inaccuracy
        threshold."""
        return judgement.loss < self.unit.inaccuracy

    def best(self) -> Any:
        """The best placement the review found at the current position (a decision of
        the table)."""
        current = self.current
        assert current is not None, "every position has been tried"
        return current.best

    def best_judged(self) -> Judgement[Any]:
        """The review's judgement of the current position had the best placement been
        made: what a try of exactly that placement is worth. Judged again, a try would
        be measured on other deals (the candidates differ) and could come out a few
        points from the review's own figure, which would tell a player who did what
        "Show" showed that it was not good enough."""
        current = self.current
        assert current is not None, "every position has been tried"
        return replace(current, played=current.best, value_played=current.value_best,
                       loss=0.0, mark="best")

    def record_result(self, result: Result) -> None:
        """The current position is done: ``result`` is what became of it."""
        self.results.append(result)

    def count(self, result: Result) -> int:
        return self.results.count(result)
