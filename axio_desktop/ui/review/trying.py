"""The review screen's "Try again": whose mistakes it goes back to, and what it says
where it cannot start yet. It starts from the deep marks alone: while the review's
marks are still the first pass's, it says they are provisional and waits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ...engine.game import GameRecordLike
from ...review import Review, ReviewSettings
from ..core.wording import join_names
from ..i18n import tr

if TYPE_CHECKING:
    from ..host import SceneHost


class Trying(Protocol):
    """What try again reads of the review screen (`scene.ReviewScene`)."""

    host: SceneHost
    record: GameRecordLike
    names: list[str]
    review: Review[Any] | None
    summary: Review[Any] | None
    provisional: set[int]
    count: int
    seed: int
    settings: ReviewSettings

    def try_again_seat(self) -> int | None: ...


def people(record: GameRecordLike) -> list[int]:
    """The seats a person played (in a game of bots alone, every seat)."""
    return [seat for seat, player in enumerate(record.players)
            if player.kind == "human"] or list(range(len(record.players)))


def seat_to_try(review: Review[Any] | None, record: GameRecordLike, shown: int | None
                ) -> int | None:
    """Whose mistakes "Try again" goes back to: the ``shown`` decision's player if they
    are a person with a mistake or worse, else the first such person (in a game of
    bots alone, any seat); None when nobody has one (or the deep marks are not all in)."""
    from ..try_again import marked

    if review is None:
        return None
    seats = people(record)
    if shown in seats:
        seats.remove(shown)
        seats.insert(0, shown)
    return next((seat for seat in seats if marked(review, seat)), None)


def try_again(scene: Trying) -> None:
    from ..try_again import start_try_again

    seat = scene.try_again_seat()
    if scene.review is None and scene.summary is not None:
        scene.host.show_toast(tr("review.try_again_provisional",
                                 done=scene.count - len(scene.provisional), count=scene.count))
    elif scene.review is None:
        scene.host.show_toast(tr("review.try_again_wait"))
    elif seat is None:
        names = join_names([scene.names[seat] for seat in people(scene.record)])
        scene.host.show_toast(tr("review.no_own_mistakes", names=names))
    else:
        start_try_again(scene.host, scene.record, scene.review, seat, seed=scene.seed,
                        settings=scene.settings)
