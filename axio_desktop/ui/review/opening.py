"""Opening the review screen: for a game just finished (the results screen) or for
a record file (Load game), finished or not."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine.envelope import FIELDS
from ...engine.errors import AxioError, RecordError
from ...engine.game import AnyGame, GameRecordLike
from ...engine.registry import game_of_document
from ...review import FIRST_PASS, SHIPPED, ReviewSettings
from ..core.wording import fault_text
from ..i18n import tr
from .scene import ReviewScene
from .worker import screen_jobs

if TYPE_CHECKING:
    from ..host import SceneHost


@dataclass(frozen=True, slots=True)
class ReviewOptions:
    """How the screen analyses: a first pass with ``first`` (None: none), then the
    deep pass with the command's seed and settings, so that its final marks are those
    of ``review``, on as many processes as the machine's cores allow
    (`worker.screen_jobs`; tests ask for less)."""

    seed: int = 0
    settings: ReviewSettings = SHIPPED
    jobs: int = field(default_factory=screen_jobs)
    first: ReviewSettings | None = FIRST_PASS


OPTIONS = ReviewOptions()


def open_review(host: SceneHost, game: AnyGame, record: GameRecordLike) -> bool:
    """Show the review of ``record`` over the current screen (a record with no
    placement yet has nothing to review: said in a toast)."""
    options = OPTIONS
    scene = ReviewScene(host, game, record, seed=options.seed, settings=options.settings,
                        jobs=options.jobs, first=options.first)
    if not scene.count:
        host.show_toast(tr("review.nothing"))
        return False
    host.scenes.push(scene)
    return True


def open_review_file(host: SceneHost, path: Path) -> bool:
    """The review of a record file; a file that is not a record is told in a dialog
    (as Load game tells it) and nothing else changes."""
    try:
        data = FIELDS.parse(FIELDS.read_file(path))
        game = game_of_document(data)
        record = game.read_record(data)
    except (RecordError, ValueError, AxioError) as error:
        host.show_message(
            tr("load.failed_title"),
            tr("load.failed", path=html.escape(str(path)),
               fault=html.escape(fault_text(error)), error=html.escape(str(error))))
        return False
    return open_review(host, game, record)

