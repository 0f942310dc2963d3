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

from ...tutorials import Highlight, Step, Tutorial
from ..core.input import Action, translate
from ..core.scoreboard import track_row
from ..i18n import language, tr
from ..table.match import AnyMatch, Played
from .card import Face, card_buttons, draw_card, draw_outline, heading, place_card
from .script import LEARNER

if TYPE_CHECKING:
    from ..host import Host
    from ..table.scene import TableScene

    AnyTable = TableScene[Any, Any, Any, Any, Any]

REFUSED = {"exchange": "tutorial.take_exchange", "keep": "tutorial.keep_rack"}
"""What the card says when the learner answers the exchange offer the other way."""
GUARDED = (Action.UNDO, Action.REDO, Action.HINT)
"""What the tutorial keeps for itself: its steps cannot be taken back, and its hint is
the target pulsing."""
HELP_ROWS: tuple[tuple[str, str], ...] = (
    ("help.keys.tutorial_next", "help.do.tutorial_next"),
    ("help.keys.hint", "help.do.tutorial_hint"),
    ("help.keys.tutorial_leave", "help.do.tutorial_leave"),
)
"""The tutorial's rows of the key help (F1), after the table's own."""
REPLACED_ROWS = ("help.keys.hint", "help.keys.undo", "help.keys.redo")
"""The table's rows that do otherwise in the tutorial."""


class TutorialCoach:
    """Plays ``tutorial`` with the learner on ``match`` (seat 0)."""

    def __init__(self, host: Host, tutorial: Tutorial, match: AnyMatch) -> None:
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
        self.table: AnyTable | None = None

    def attach(self, table: AnyTable) -> None:
        """The table the tutorial is played at (made by the screen flow)."""
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
        return Face(heading(self.index + 1, len(self.steps)), step.text(language()), self.note,
                    closes=not step.waits)

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

    def played(self, played: Played[Any]) -> None:
        """Every decision is shown by the table; the cards follow the steps."""

    @property
    def holding(self) -> bool:
        step = self.step
        return step is not None and not step.waits and self.showing()

    @property
    def animating(self) -> bool:
        return self.showing()

    def ended(self) -> bool:
        """The last card is read: the tutorial is done, and the results follow (not
        counted in the statistics)."""
        settings = self.host.settings
        if self.tutorial.game not in settings.tutorials_done:
            self.host.save_settings(replace(
                settings, tutorials_done=(*settings.tutorials_done, self.tutorial.game)))
        self.host.flow.show_results(self.match, counted=False)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        table = self.table
        if table is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.card_rect()
            face = self.face()
            if card is not None and face is not None:
                for button in card_buttons(card, face):
                    if button.hit(event.pos):
                        self._act(button.action)
                        return True
                if card.collidepoint(event.pos):
                    return True
            for button in table.buttons():
                if button.hit(event.pos) and button.action in ("undo", "redo", "hint", "help"):
                    return self._guard(Action[button.action.upper()])
            return False
        if event.type == pygame.KEYDOWN:
            face = self.face()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and face and face.closes:
                self._act("tutorial_next")
                return True
            intent = translate(event)
            if intent is not None and intent.action in (*GUARDED, Action.HELP):
                return self._guard(intent.action)
        return False

    def _guard(self, action: Action) -> bool:
        """Undo, redo, hint and help in the tutorial: the tile put down but not confirmed
        may still be taken back; otherwise the card says why nothing is taken back, a
        hint makes the target pulse, and the key help tells the tutorial's keys."""
        table = self.table
        if action is Action.UNDO and table is not None and table.placing.tentative is not None:
            return False
        if action is Action.HELP and table is not None:
            from ..screens.help_scene import HelpScene

            rows = tuple(row for row in table.help_rows if row[0] not in REPLACED_ROWS)
            self.host.scenes.push(HelpScene(self.host, rows + HELP_ROWS))
            return True
        step = self.step
        if step is None or not self.showing():
            return True
        if action is not Action.HINT:
            self.note = tr("tutorial.no_undo")
        elif step.waits:
            self.pointing = True
        return True

    def _act(self, action: str) -> None:
        self.host.audio.play("button")
        if action == "tutorial_next":
            self.index += 1
            self.note = None
            self.pointing = False
        elif action == "tutorial_skip" and self.table is not None:
            self.table.leave_game()
            self.host.flow.to_menu()

    def update(self, dt: float) -> None:
        self.clock += dt

    # The picture ------------------------------------------------------------------------

    def busy(self) -> list[pygame.Rect]:
        """What the card must not cover: the rack or hand, every button of the table,
        the cells the card points at. It would rather not cover what the player works
        with either (the cells where a tile may go)."""
        table = self.table
        if table is None:
            return []
        step = self.step
        cells = (*step.targets, *step.highlight.cells) if step is not None else ()
        return [table.part.hand_rect(), *(button.rect for button in table.buttons()),
                *(table.part.cell_rect(cell) for cell in cells)]

    def card_rect(self) -> pygame.Rect | None:
        face = self.face()
        if face is None or self.table is None:
            return None
        part = self.table.part
        return place_card(face, self.table.layout.board, self.busy(),
                          [*part.keep_clear(), *part.placeable_rects()])

    def draw(self, surface: pygame.Surface) -> None:
        table, step, face = self.table, self.step, self.face()
        if table is None or step is None or face is None:
            return
        shown = step.highlight
        previous = surface.get_clip()
        surface.set_clip(table.layout.board)
        for cell in {*shown.cells, *step.targets}:
            draw_outline(surface, table.part.cell_rect(cell), self.clock,
                         strong=self.pointing and cell in step.targets)
        surface.set_clip(previous)
        if shown.rack:
            draw_outline(surface, table.part.hand_rect(), self.clock)
        for button in table.buttons():
            if step.answer is not None and button.action == step.answer:  # the table's words
                draw_outline(surface, button.rect, self.clock, strong=self.pointing)
        cards = table.layout.scorecards()
        colours = table.part.colours
        scores = shown.scores
        if step.at == "end" and shown == Highlight():
            scores = tuple(range(len(cards)))  # the end is told on the scoreboards
        for seat in scores:
            draw_outline(surface, cards[seat], self.clock)
        for seat in scores or (LEARNER,):
            for colour in shown.colours:
                row = track_row(cards[seat], len(colours), colours.index(colour))
                draw_outline(surface, row, self.clock)
        card = self.card_rect()
        if card is not None:
            draw_card(surface, card, face)
