"""The review screen: the board at any placement of a record with the better
placement as a ghost, the move list with marks (the answers to AXIO's exchange option
among the placements), the chart of every seat's chances with the stretch where the
game was decided, each player's accuracy, and the analysis running beside it with its
progress: a quick first pass marks every decision, then the deep pass refines each
mark in place (the first pass's are shown paler, as provisional; `worker`).

The board shows the position right after the chosen placement: the played tile lies
on the board outlined in its mover's colour, the better one (where the analyser
found one) lies beside it as a see-through ghost with a white dashed outline, each
labelled, so that the choice the mover had is seen at once. At an answer to the
exchange option it shows the position the question was asked in (right after the
turn's last placement), and the panel says what was answered and what was better.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.game import AnyGame, GameRecordLike
from ...kits import find_kit
from ...review import (
    DECIDED,
    FIRST_PASS,
    PLACEMENT,
    SERIOUS,
    SHIPPED,
    Judgement,
    Position,
    Review,
    ReviewSettings,
    cache_key,
    unit_for,
)
from ...review import summarise as summarise_review
from ..core.camera import Camera
from ..core.gui import GuiScene
from ..core.input import REVIEW_KEYS, Action, Intent
from ..core.key_help import HelpRow, describe, labelled
from ..core.scale import factor, px
from ..core.symbols import points_strip
from ..core.theme import font
from ..i18n import tr
from ..table.layout import TOP_BAR
from ..table.top_bar import draw_top_bar
from .board import ReviewBoard
from .chart import draw_chances, index_at
from .move_list import MoveRow, draw_move_list, row_at
from .panels import ReviewLayout, draw_board_labels, draw_side
from .trying import seat_to_try, try_again
from .worker import ReviewWorker

if TYPE_CHECKING:
    from ..host import SceneHost

REVIEW_HELP_ROWS: tuple[HelpRow, ...] = (
    HelpRow("review.do.step", (Action.PREVIOUS, Action.NEXT), paired=True),
    HelpRow("review.do.ends", (Action.FIRST, Action.LAST), paired=True),
    HelpRow("review.do.next", (Action.NEXT_MISTAKE,)),
    HelpRow("review.do.click", ("review.keys.click",)),
    HelpRow("review.do.play_on", (Action.PLAY_ON,)),
    HelpRow("review.do.try_again", (Action.TRY_AGAIN,)),
    HelpRow("review.do.pan", ("review.mouse.drag_board", Action.PAN)),
    HelpRow("review.do.zoom", ("review.mouse.wheel_board", Action.ZOOM)),
    HelpRow("review.do.fit", (Action.FIT,)),
    HelpRow("help.do.help", (Action.HELP,)),
    HelpRow("review.do.back", (Action.CANCEL,)),
)
"""The review screen's rows of the key help (F1), named from `input.REVIEW_KEYS`."""


REVIEW_BUTTONS = {"next": Action.NEXT_MISTAKE, "play_on": Action.PLAY_ON,
                  "try_again": Action.TRY_AGAIN}
"""The screen's buttons that keys press too: their actions, and the intents of those keys."""


class ReviewScene(GuiScene):
    """The review of ``record`` (a checked record of ``game``); the analysis starts when
    the screen opens and is cancelled when it closes."""

    keys = REVIEW_KEYS

    def __init__(self, host: SceneHost, game: AnyGame, record: GameRecordLike, *, seed: int = 0,
                 settings: ReviewSettings = SHIPPED, jobs: int,
                 first: ReviewSettings | None = FIRST_PASS) -> None:
        super().__init__(host)
        kit = find_kit(game.id)
        self.game = game
        self.record = record
        self.seed = seed
        self.settings = settings
        """What the deep pass judges with (try-again judges the player's tries alike);
        ``first`` the first pass (None: none)."""
        self.names = [player.name for player in record.players]
        self.unit = unit_for(len(self.names))
        """What the review's values are in (solo: the expected lowest colour)."""
        positions = kit.review.positions(record)
        self.kit = kit.review
        self.positions: list[Position[Any, Any]] = positions
        """Every decision judged, in the order of the record: the rows of the move list."""
        self.count = len(positions)
        self.placements = sum(position.kind == PLACEMENT for position in positions)
        self._row_of: dict[tuple[str, int], int] = {
            (position.kind, position.index): row for row, position in enumerate(positions)}
        self.played = [position.played for position in positions]
        self.board: ReviewBoard[Any] = kit.desktop.review_board(record)
        self.worker: ReviewWorker[Any, Any] = ReviewWorker(
            kit.review, positions, cache_key(record.dumps(), seed, settings), seed=seed,
            settings=settings, jobs=jobs, first=first)
        self.judgements: dict[int, Judgement[Any]] = {}
        """The best judgements known so far, by row."""
        self.provisional: set[int] = set()
        """The rows whose judgement is the first pass's: shown as provisional."""
        self.summary: Review[Any] | None = None
        """The review of the best marks known, once every decision has one."""
        self.review: Review[Any] | None = None
        """The review of the deep marks, once every decision has one (try again's)."""
        self._points: dict[tuple[int, Hashable], tuple[int, ...]] = {}
        self.index = 0
        """The row shown (a placement, or an answer to the exchange option)."""
        self.rows = [MoveRow(row, str(position.index + 1) if position.kind == PLACEMENT else "",
                             _turn_label(position.turn, position.placement), position.player,
                             self.names[position.player], game.notation.format(position.played),
                             self.strip(row, position.played, 13), None)
                     for row, position in enumerate(positions)]
        self._refresh()
        self.layout = ReviewLayout.of(host.size, len(self.names))
        self.camera = Camera(tuple(self.board.viewport(self.layout.board)))  # type: ignore[arg-type]
        self.board.fit(self.camera)
        self.dragging: tuple[int, int] | None = None
        self.closed = False

    # The placement and its judgement ---------------------------------------------------

    def points(self, index: int, move: Hashable) -> tuple[int, ...]:
        """What ``move`` (a placement of the game) brings each colour in the position
        before placement ``index`` (the engine's placement on a copy; kept, the panel
        asks every frame)."""
        key = (index, move)
        if key not in self._points:
            self._points[key] = tuple(self.board.trial(index, move).points)
        return self._points[key]

    def strip(self, row: int, move: Hashable, size: int) -> pygame.Surface | None:
        """What the list and the panel show beside ``move`` made at ``row`` (written in
        the game's notation before it): the points a placement brings, as colour
        symbols (None: none); nothing for an answer to the exchange option, whose
        notation says it all."""
        position = self.positions[row]
        if position.kind != PLACEMENT:
            return None
        return points_strip(self.points(position.index, move), size, self.game.colours)

    def placement_shown(self) -> int:
        """The placement the board shows: the row's, or the one an answer follows."""
        position = self.positions[self.index]
        if position.kind == PLACEMENT or position.after is None:
            return position.index
        return position.after

    @property
    def judgement(self) -> Judgement[Any] | None:
        return self.judgements.get(self.index)

    @property
    def better(self) -> Judgement[Any] | None:
        """The shown placement's judgement where a better placement was found (None
        at an answer to the exchange option: nothing to lay on the board)."""
        judgement = self.judgement
        if judgement is None or judgement.loss <= 0 or judgement.kind != PLACEMENT:
            return None
        return judgement

    def decided_from(self) -> int | None:
        """The first row of the stretch at the end of the game where every decision is
        judged deep and marked decided (None: the game was not decided, or its last
        decisions are not judged deep yet: a first pass's few deals find a game
        decided far more often than it is)."""
        start = None
        for row in range(self.count - 1, -1, -1):
            judgement = self.judgements.get(row)
            if judgement is None or judgement.mark != DECIDED or row in self.provisional:
                break
            start = row
        return start

    def select(self, index: int) -> None:
        self.index = max(0, min(self.count - 1, index))

    def next_mistake(self) -> bool:
        """Show the next decision marked mistake or blunder after the shown one (round
        to the first); False when there is none."""
        marked = sorted(index for index, judgement in self.judgements.items()
                        if judgement.mark in SERIOUS)
        if not marked:
            return False
        later = [index for index in marked if index > self.index]
        self.select(later[0] if later else marked[0])
        return True

    def _refresh(self) -> None:
        """Take the worker's judgements: the rows' marks and the reviews they add up to."""
        if self.review is not None:
            return
        judgements = {self._row_of[key]: judgement
                      for key, judgement in self.worker.judgements().items()}
        provisional = {self._row_of[key] for key in self.worker.provisional()}
        if judgements == self.judgements and provisional == self.provisional:
            return
        self.judgements, self.provisional = judgements, provisional
        self.rows = [replace(row, mark=judgements[row.index].mark,
                             provisional=row.index in provisional)
                     if row.index in judgements else row for row in self.rows]
        if len(judgements) == self.count and self.count:
            self.summary = summarise_review(self.game, self.names, list(judgements.values()))
            self.review = None if provisional else self.summary

    # Life of the screen ----------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        self.worker.start()

    def leave(self) -> None:
        super().leave()
        if self not in list(self.host.scenes):  # closed, not covered by the help
            self.close()

    def close(self) -> None:
        """Stop the analysis (what is judged so far stays in the cache)."""
        self.closed = True
        self.worker.cancel()

    def end(self) -> None:
        self.close()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layout = ReviewLayout.of(size, len(self.names))
        self.camera.viewport = tuple(self.board.viewport(self.layout.board))  # type: ignore[assignment]
        self.board.fit(self.camera)

    def update(self, dt: float) -> None:
        self._refresh()

    def build(self, size: tuple[int, int]) -> None:
        # the panels are laid out in the window; the buttons in the unscaled layout
        x, y = 12, round(ReviewLayout.of(self.host.size, len(self.names)).buttons_y / factor())
        for label, action, primary in (("common.back", "back", False),
                                       ("review.next_mistake", "next", False),
                                       ("review.play_on", "play_on", False),
                                       ("review.try_again", "try_again", True)):
            words = tr(label)
            if action in REVIEW_BUTTONS:
                words = labelled(words, self.keys, REVIEW_BUTTONS[action])
            width = max(120, font(18, primary).size(words)[0] + 36)
            self.button(pygame.Rect(x, y, width, 42), words, action, primary)
            x += width + 12

    def act(self, action: str) -> None:
        if action == "back":
            self.host.scenes.pop()
        elif action == "next":
            self._jump()
        elif action == "play_on":
            from .play_on import play_on

            play_on(self.host, self.game, self.board, self.record, self.placement_shown())
        elif action == "try_again":
            try_again(self)

    def try_again_seat(self) -> int | None:
        """Whose mistakes "Try again" goes back to (`trying.seat_to_try`)."""
        return seat_to_try(self.review, self.record,
                           self.rows[self.index].player if self.count else None)

    def _jump(self) -> None:
        if not self.next_mistake():
            self.host.show_toast(tr("review.no_mistakes") if self.review is not None
                                 else tr("review.no_mistakes_yet"))

    # Input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        layout = self.layout
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = row_at(layout.moves, self.count, self.index, event.pos)
            chart = index_at(layout.chart, self.count, event.pos)
            if row is not None or chart is not None:
                self.select(row if row is not None else chart or 0)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if layout.board.collidepoint(event.pos):
                self.dragging = event.pos
                return
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = None
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.camera.pan_pixels(event.pos[0] - self.dragging[0],
                                   event.pos[1] - self.dragging[1])
            self.dragging = event.pos
            return
        elif event.type == pygame.MOUSEWHEEL and event.y:
            pointer = pygame.mouse.get_pos()
            if layout.moves.collidepoint(pointer):
                self.select(self.index - event.y)
            elif layout.board.collidepoint(pointer):
                self.camera.zoom(1 if event.y > 0 else -1, pointer)
            return
        super().handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        action = intent.action
        if action is Action.HELP:
            from ..screens.help_scene import HelpScene

            self.host.scenes.push(HelpScene(self.host, describe(self.keys, REVIEW_HELP_ROWS)))
        elif action is Action.PAN:
            step = self.camera.cell
            self.camera.pan_pixels(-intent.step[0] * step, -intent.step[1] * step)
        elif action is Action.ZOOM:
            self.camera.zoom(intent.amount)
        elif action in (Action.PREVIOUS, Action.NEXT):
            self.select(self.index + (1 if action is Action.NEXT else -1))
        elif action in (Action.FIRST, Action.LAST):
            self.select(0 if action is Action.FIRST else self.count - 1)
        elif action is Action.FIT:
            self.board.fit(self.camera)
        elif action in REVIEW_BUTTONS.values():
            self.act(next(name for name, pressed in REVIEW_BUTTONS.items() if pressed is action))
        else:
            super().on_intent(intent)

    # Drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        surface.fill((18, 22, 26))
        better = self.better
        shown = self.placement_shown() if self.count else 0
        self.board.draw(surface, self.camera, shown, better.best if better else None)
        if self.count and self.positions[self.index].kind == PLACEMENT:
            draw_board_labels(surface, pygame.Rect(self.camera.viewport),
                              self.board.spot(self.camera, self.played[self.index]),
                              self.board.spot(self.camera, better.best) if better else None,
                              self.rows[self.index].player)
        title = f"{self.game.title} · {tr('review.title')}"
        where = (tr("review.answer_after", number=shown + 1)
                 if self.count and self.positions[self.index].kind != PLACEMENT
                 else tr("review.placement_of", number=shown + 1, count=self.placements))
        draw_top_bar(surface, pygame.Rect(0, 0, surface.get_width(), px(TOP_BAR)), where, None,
                     title=title, buttons=False)
        draw_side(self, surface)
        draw_move_list(surface, layout.moves, self.rows, self.index)
        solo = self.unit.solo
        top = float(self.game.solo_top) if solo else 1.0
        labels = (("0", f"{round(top / 2)}", f"{round(top)}") if solo
                  else ("0%", "50%", "100%"))
        draw_chances(surface, layout.chart, self.count, self.judgements, len(self.names), top,
                     self.index, labels, self.decided_from(), self.provisional)


def _turn_label(turn: int, placement: int) -> str:
    """A placement's turn as the list shows it: "7", a bonus placement "7+1"."""
    return f"{turn + 1}+{placement}" if placement else str(turn + 1)

