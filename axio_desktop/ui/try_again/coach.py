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
from ..core.input import Action, translate
from ..core.theme import ACCENT, TEXT, font, text
from ..core.widgets import Button, draw_panel
from ..i18n import tr
from ..table.match import Played
from ..table.overlays import box_of
from ..table.scene import TableScene
from .card import BUTTON_HEIGHT, LINE, TEXT_SIZE, TOP, place_card
from .checker import Checker
from .lesson import Lesson, Result
from .summary_scene import SummaryScene
from .words import lost, shown, verdict

if TYPE_CHECKING:
    from ..core.scenes import Scene
    from ..host import Host

AnyTable = TableScene[Any, Any, Any, Any, Any]

HELP_ROWS: tuple[tuple[str, str], ...] = (
    ("tryagain.keys.place", "tryagain.do.place"),
    ("tryagain.keys.show", "tryagain.do.show"),
    ("tryagain.keys.next", "tryagain.do.next"),
)
"""The try-again's rows of the key help (F1), after the table's own."""
REPLACED_ROWS = ("help.keys.hint", "help.keys.undo", "help.keys.redo")
"""The table's rows that do otherwise here: H shows the best placement found, and
there is no decision to undo or redo."""

_log = logging.getLogger(__name__)


class TryAgainCoach:
    """Beside the table at each marked position of a `Lesson` in turn; ``back_to`` are
    the screens to go back to from the summary (the review)."""

    def __init__(self, host: Host, lesson: Lesson, back_to: list[Scene], jobs: int) -> None:
        self.host = host
        self.lesson = lesson
        self.back_to = back_to
        self.checker = Checker(lesson, jobs)
        self.table: AnyTable | None = None
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
        table = self.host.scenes.top
        assert isinstance(table, TableScene)
        if table.curtain is not None:  # other humans at the record's table
            table.turns.reveal()
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
        """The best placement the review found, put in front of the player."""
        if self.table is None or self.table.mover_view() is None:
            return
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

    def played(self, played: Played[Any]) -> None:
        """Never called: nothing is played while the coach refuses every decision."""

    @property
    def holding(self) -> bool:
        return True

    @property
    def animating(self) -> bool:
        return self.checking is not None

    def ended(self) -> bool:
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        table = self.table
        if table is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons():
                if button.hit(event.pos):
                    self.host.audio.play("button")
                    self.act(button.action)
                    return True
            for button in table.buttons():
                if button.hit(event.pos) and button.action in ("hint", "undo", "redo"):
                    return self.instead(button.action)
            return self.card()[0].collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.act("next")
            return True
        intent = translate(event)
        if intent is None:
            return False
        if intent.action is Action.HINT:
            return self.instead("hint")
        if intent.action in (Action.UNDO, Action.REDO):
            return self.instead("undo" if intent.action is Action.UNDO else "redo")
        if intent.action is Action.HELP:
            from ..screens.help_scene import HelpScene

            rows = tuple(row for row in table.help_rows if row[0] not in REPLACED_ROWS)
            self.host.scenes.push(HelpScene(self.host, rows + HELP_ROWS))
            return True
        return False

    def instead(self, action: str) -> bool:
        """The table's hint shows the review's best placement instead of a bot's; undo
        only takes back a tile put down but not confirmed (nothing was played)."""
        if action == "hint":
            self.show()
            return True
        return not (action == "undo" and self.table is not None
                    and self.table.placing.tentative is not None)

    def act(self, action: str) -> None:
        if action == "show":
            self.show()
        elif action == "next":
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
        said = [lost(unit, current)]
        if self.checking is not None:
            said.append(tr("tryagain.checking" if current.kind == PLACEMENT
                           else "tryagain.checking_answer"))
        elif self.failure is not None:
            said.append(self.failure)
        elif self.tried is not None:
            said.append(verdict(unit, self.tried, self.lesson.found(self.tried)))
        elif self.result == "shown":
            said.append(shown(unit, current, self.lesson.best_words()))
        return said

    def card(self) -> tuple[pygame.Rect, tuple[str, ...]]:
        """The card's place on the board and its lines (`card.place_card`)."""
        table = self.table
        if table is None:
            return pygame.Rect(0, 0, 0, 0), ()
        # A button's surroundings too: a colour picker's heading sits above its buttons.
        keep_off = [table.part.hand_rect(),
                    *(button.rect.inflate(0, 2 * BUTTON_HEIGHT) for button in table.buttons())]
        box, lines = place_card(box_of(table.layout.board), tuple(self.message()),
                                tuple(box_of(rect) for rect in keep_off),
                                tuple(box_of(rect) for rect in table.part.placeable_rects()))
        return pygame.Rect(box), lines

    def buttons(self) -> list[Button]:
        card = self.card()[0]
        done = self.result is not None
        actions = [("next", tr("tryagain.next" if done else "tryagain.skip"), done)]
        if self.result is None:
            actions.insert(0, ("show", tr("tryagain.show"), False))
        result, right = [], card.right - 12
        for action, label, primary in reversed(actions):
            width = max(110, font(16, primary).size(label)[0] + 28)
            rect = pygame.Rect(right - width, card.bottom - 12 - BUTTON_HEIGHT, width,
                               BUTTON_HEIGHT)
            result.append(Button(action, label, rect, primary=primary))
            right = rect.left - 10
        return result

    def draw(self, surface: pygame.Surface) -> None:
        current = self.lesson.current
        if self.table is None or current is None:
            return
        card, lines = self.card()
        draw_panel(surface, card, (26, 31, 37), ACCENT, radius=10, alpha=240)
        title = tr("tryagain.title", number=len(self.lesson.results) + 1,
                   count=len(self.lesson.marked))
        surface.blit(text(title, 16, ACCENT, True), (card.x + 12, card.y + 9))
        for number, line in enumerate(lines):
            surface.blit(font(TEXT_SIZE).render(line, True, TEXT),
                         (card.x + 12, card.y + TOP + LINE * number))
        hovered = pygame.mouse.get_pos()
        for button in self.buttons():
            button.draw(surface, button.rect.collidepoint(hovered))
