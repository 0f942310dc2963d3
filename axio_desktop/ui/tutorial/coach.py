"""The tutorial's coach beside the real table (`table.coach.Coach`): it shows the
tutorial's cards one after the other, each at its moment, holds the game while a card
is read, lets through only the learner's decision that the card waits for, and at the
end hands on to the results, which count for nothing.

A card's moment (``at`` in the file): "now" as soon as the card before it is done;
"turn" once the learner is to move again (the opponent's decisions before that are
played); "end" once the game is over. A card that waits for a decision shows at once
but lets the opponent play up to the learner's decision.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ...tutorials import Step, Tutorial
from ..core.input import TUTORIAL_KEYS, Action
from ..core.key_help import HelpRow
from ..i18n import language, tr
from ..table.card_face import CardButton, Face
from ..table.coach import CoachedTable
from ..table.coach_card import answer
from ..table.match import AnyMatch
from .highlights import draw_highlights
from .script import LEARNER

if TYPE_CHECKING:
    from ..host import SceneHost

REFUSED = {"exchange": "tutorial.take_exchange", "keep": "tutorial.keep_rack"}
"""What the card says when the learner answers the exchange offer the other way."""
HELP_ROWS: tuple[HelpRow, ...] = (
    HelpRow("help.do.tutorial_next", (Action.CLOSE_CARD, "tutorial.click.next")),
    HelpRow("help.do.tutorial_hint", (Action.HINT,)),
    HelpRow("help.do.tutorial_leave", ("tutorial.click.skip", Action.CANCEL)),
)
"""The tutorial's rows of the key help (F1), after the table's own."""


class TutorialCoach:
    """Plays ``tutorial`` with the learner on ``match`` (seat 0)."""

    keys = TUTORIAL_KEYS
    help_rows = HELP_ROWS

    def __init__(self, host: SceneHost, tutorial: Tutorial, match: AnyMatch) -> None:
        self.host = host
        self.tutorial = tutorial
        self.match = match
        self.steps = tutorial.steps
        self.index = 0
        """The step whose card is up or due next."""
        self.note: str | None = None
        """The friendly word under the card after a refused decision."""
        self.pointing = False
        """Whether the target cells pulse strongly (after a refusal or a hint)."""
        self.clock = 0.0
        self.table: CoachedTable[Any] | None = None

    def attach(self, table: CoachedTable[Any]) -> None:
        self.table = table

    # Where the tutorial stands --------------------------------------------------------

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def learner_to_move(self) -> bool:
        return (self.table is not None and self.match.state.to_move == LEARNER
                and self.table.mover_view() is not None)

    def showing(self) -> bool:
        """Whether the current card is up."""
        step = self.step
        if step is None or self.table is None:
            return False
        finished = self.match.state.finished
        if step.at == "end":
            return finished
        if step.at == "turn":
            return finished or self.learner_to_move()
        return True

    def face(self) -> Face | None:
        step = self.step
        if step is None or not self.showing():
            return None
        closes = () if step.waits else (CardButton.of(Action.CLOSE_CARD, tr("tutorial.next"),
                                                   primary=True),)
        return Face(tr("tutorial.heading", number=self.index + 1, count=len(self.steps)),
                    (step.text(language()),), self.note, closes,
                    corner=CardButton.of(Action.LEAVE, tr("tutorial.skip")))

    # What the table asks --------------------------------------------------------------

    def vet(self, decision: Any) -> bool:
        step = self.step
        if step is None or not step.waits or not self.showing():
            self._refuse(tr("tutorial.read_first"))
            return False
        if self.match.same_decision(decision, step.decision):
            self.index += 1
            self.note = None
            self.pointing = False
            return True
        self._refuse(tr(REFUSED[step.answer]) if step.answer else tr("tutorial.wrong_place"))
        self.pointing = True
        return False

    def _refuse(self, note: str) -> None:
        self.note = note
        self.host.audio.play("bonus_lost")

    @property
    def holding(self) -> bool:
        step = self.step
        return step is not None and not step.waits and self.showing()

    @property
    def animating(self) -> bool:
        return self.showing()

    def show_the_end(self) -> bool:
        """The last card is read: the tutorial is remembered as done, and the results
        follow (not counted in the statistics)."""
        settings = self.host.settings
        if self.tutorial.game not in settings.tutorials_done:
            self.host.save_settings(replace(
                settings, tutorials_done=(*settings.tutorials_done, self.tutorial.game)))
        self.host.flow.show_results(self.match, counted=False)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.table is not None and answer(event, self.table, self.card(), self.keys,
                                                 self.act)

    def act(self, action: Action) -> None:
        """Next and Skip on the card; the table's undo, redo and hint: a step cannot be
        taken back (the card says so), and the hint makes the target pulse."""
        if action is Action.CLOSE_CARD:
            self.host.audio.play("button")
            self.index += 1
            self.note = None
            self.pointing = False
        elif action is Action.LEAVE and self.table is not None:
            self.host.audio.play("button")
            self.table.leave_game()
            self.host.flow.to_menu()
        elif (step := self.step) is None or not self.showing():
            return
        elif action is not Action.HINT:
            self.note = tr("tutorial.no_undo")
        elif step.waits:
            self.pointing = True

    def update(self, dt: float) -> None:
        self.clock += dt

    # The picture ------------------------------------------------------------------------

    def card(self) -> tuple[pygame.Rect, Face] | None:
        """The card up now and its place in the table's side panel."""
        return None if self.table is None else self.table.card()

    def card_rect(self) -> pygame.Rect | None:
        card = self.card()
        return None if card is None else card[0]

    def draw(self, surface: pygame.Surface) -> None:
        """The highlights of the card up now (the table draws the card)."""
        table, step = self.table, self.step
        if table is None or step is None or self.face() is None:
            return
        draw_highlights(surface, table, step, self.clock, self.pointing)
