"""The coach of a try-again on the real table: a card says where the player lost what,
every placement they make is refused by the table and judged off the frame loop
instead, and "Show" and "Skip" (or "Next" once the position is done) move on.

Nothing is ever played: the coach refuses every decision and holds the other seats,
so the table stands at the marked position until the player goes on.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from ...review import PLACEMENT, Judgement
from ..core.input import TRY_AGAIN_KEYS, Action
from ..core.key_help import HelpRow, labelled
from ..core.widgets import Button
from ..i18n import tr
from ..table.card_face import CardButton, Face
from ..table.coach import CoachedTable
from ..table.coach_card import answer, card_buttons
from .checker import Checker
from .lesson import Lesson, Result
from .summary_scene import SummaryScene
from .words import lost, shown, verdict

if TYPE_CHECKING:
    from ..core.stack import Screen
    from ..host import SceneHost

HELP_ROWS: tuple[HelpRow, ...] = (
    HelpRow("tryagain.do.place", ("tryagain.keys.place",)),
    HelpRow("tryagain.do.show", (Action.SHOW, "tryagain.click.show")),
    HelpRow("tryagain.do.next", (Action.GO_ON, "tryagain.click.next")),
)
"""The try-again's rows of the key help (F1), after the table's own (H shows the best
placement found instead of a hint; there is no decision to undo or redo)."""

_log = logging.getLogger(__name__)


class TryAgainCoach:
    """Beside the table at each marked position of a `Lesson` in turn; ``back_to`` are
    the screens to go back to from the summary (the review)."""

    keys = TRY_AGAIN_KEYS
    help_rows = HELP_ROWS

    def __init__(self, host: SceneHost, lesson: Lesson, back_to: list[Screen], jobs: int) -> None:
        self.host = host
        self.lesson = lesson
        self.back_to = back_to
        self.checker = Checker(lesson, jobs)
        self.table: CoachedTable[Any] | None = None
        self.checking: Future[Judgement[Any]] | None = None
        self.tried: Judgement[Any] | None = None
        """The judgement of the player's last placement at this position."""
        self.failure: str | None = None
        self.result: Result | None = None
        """Found or shown, once the position is done (skipped when left before)."""

    # The positions, one table each ----------------------------------------------------

    def open_table(self) -> None:
        """Put the player at the current position on a table of its own."""
        self.checking = self.tried = self.failure = self.result = None
        self.host.flow.start_game(self.lesson.match(), self)

    def attach(self, table: CoachedTable[Any]) -> None:
        if table.curtain is not None:  # other humans at the record's table
            table.reveal()
        self.table = table

    def go_on(self) -> None:
        """Leave this position (skipped unless found or shown) for the next, or for the
        summary after the last."""
        self.lesson.record_result(self.result or "skipped")
        if self.table is not None:
            self.table.leave_game()
            self.table = None
        self.checking = None  # a check still running is left to end unheard
        if self.lesson.current is not None:
            self.open_table()
        else:
            self.checker.shut_down()
            self.host.scenes.replace(SummaryScene(self.host, self.lesson, self.back_to))

    def show(self) -> None:
        """The best decision the review found, put in front of the player: a placement
        on the board as the table's hint puts it; an answer to the exchange option on
        the card alone (`words.shown`), since the table's hint for an answer is a banner
        the card would lie across."""
        current = self.lesson.current
        if self.table is None or current is None or self.table.mover_view() is None:
            return
        if current.kind == PLACEMENT:
            self.table.show_hint(self.lesson.best())
        self.result = self.result or "shown"
        self.tried = self.failure = None  # the card tells what is on the board now

    # What the table asks of its coach -------------------------------------------------

    def vet(self, decision: Any) -> bool:
        """Refused, always: the decision asked about (a placement, or the answer to the
        exchange option) is judged instead (one at a time)."""
        current = self.lesson.current
        if self.checking is None and current is not None and self.table is not None \
                and self.table.match.is_placement(decision) == (current.kind == PLACEMENT):
            self.failure = None
            if self.table.match.same_decision(decision, self.lesson.best()):
                self.tried = self.lesson.best_judged()  # the review's best: found as judged
                self.result = self.result or "found"
            else:
                self.checking = self.checker.check(current.key, decision)
        return False

    @property
    def holding(self) -> bool:
        return True

    @property
    def animating(self) -> bool:
        return self.checking is not None

    def show_the_end(self) -> bool:
        """Never called: nothing is played, so the game does not end."""
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.table is not None and answer(event, self.table, self.card(), self.keys,
                                                 self.act)

    def act(self, action: Action) -> None:
        """Show and Skip or Next on the card; the table's hint shows the review's best
        placement instead of a bot's, and its undo and redo have nothing to take back
        (nothing was played)."""
        if action in (Action.SHOW, Action.HINT):
            self.host.audio.play("button")
            self.show()
        elif action is Action.GO_ON:
            self.host.audio.play("button")
            self.go_on()

    def update(self, dt: float) -> None:
        checking = self.checking
        if checking is None or not checking.done():
            return
        self.checking = None
        try:
            self.tried = checking.result()
        except Exception as error:  # noqa: BLE001 - the player is told and may try again
            _log.warning("judging a placement failed: %s", error)
            self.failure = tr("tryagain.failed", error=str(error))
            return
        if self.lesson.found(self.tried):
            self.result = self.result or "found"

    # The card -------------------------------------------------------------------------

    def message(self) -> list[str]:
        """The card's paragraphs: what was lost here, then the latest news: a check
        under way or failed, what the last try was worth, or the best on the board."""
        current = self.lesson.current
        if current is None:
            return []
        unit = self.lesson.unit
        write = self.lesson.kit.game.notation.format
        said = [lost(unit, current, write(current.played))]
        if self.checking is not None:
            said.append(tr("tryagain.checking" if current.kind == PLACEMENT
                           else "tryagain.checking_answer"))
        elif self.failure is not None:
            said.append(self.failure)
        elif self.tried is not None:
            said.append(verdict(unit, self.tried, self.lesson.found(self.tried),
                                write(self.tried.played)))
        elif self.result == "shown":
            said.append(shown(unit, current, write(current.best)))
        return said

    def face(self) -> Face | None:
        if self.lesson.current is None:
            return None
        done = self.result is not None
        go_on = labelled(tr("tryagain.next" if done else "tryagain.skip"), self.keys,
                         Action.GO_ON)
        buttons = [CardButton.of(Action.GO_ON, go_on, primary=done)]
        if not done:
            buttons.append(CardButton.of(Action.SHOW, labelled(tr("tryagain.show"), self.keys,
                                                            Action.SHOW)))
        title = tr("tryagain.title", number=len(self.lesson.results) + 1,
                   count=len(self.lesson.marked))
        return Face(title, tuple(self.message()), buttons=tuple(buttons))

    def card(self) -> tuple[pygame.Rect, Face] | None:
        """The card and its place in the table's side panel."""
        return None if self.table is None else self.table.card()

    def buttons(self) -> list[Button]:
        card = self.card()
        return [] if card is None else card_buttons(*card)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing over the table: the table draws the card."""
