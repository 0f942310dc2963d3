"""AXIO's and AXIO Hex's part of the table: the board as the physical one, a rack of
five or six two-cell tiles, and what holding a tile means here — taken from the rack
(by the pointer, or 1-6), it turns in four turns on the square board and six on the
hex board about the point it is held by, and is put down on the two cells nearest to
where it is let go that it may cover; put down, it turns about the half it was held
by. The exchange option is answered in the rack strip.

What the table shows is drawn by `table_drawing` from this part's values; every
question about legality and points goes to the engine (the seat's view, `check`,
`preview`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...engine.axio import AxioView, Cell, Decision, Exchange, Place, Placement
from ...engine.axio.scoring import counted_lines
from ...engine.errors import IllegalMoveError
from ..core.input import EXCHANGE_KEYS, TABLE_KEYS, Action, Intent, pick_keys
from ..core.key_help import HelpRow, instead
from ..core.theme import ACCENT, BAD
from ..core.widgets import Button
from ..core.wording import fault_text
from ..i18n import tr
from ..table.help_rows import TABLE_ROWS
from ..table.layout import TableLayout, TableShape
from ..table.match import Played
from ..table.part import SNAP_REACH, Taken
from ..table.score_show import ScoreShow, counts
from ..table.turn_flow import GameWords
from . import table_drawing
from .board_art import AxioBoardRenderer
from .geometry import Point, cell_layout
from .pieces import step_vector
from .placing import MIDDLE, Placing
from .wording import hint_words

if TYPE_CHECKING:
    from .match import AxioMatch, AxioTable

PYRAMID_SECONDS = 0.5
"""New pyramids are put down over this time."""
FIT_MARGIN = 0.6
"""Cells of room round the play area when the view shows it all (its letters and
numbers, when shown, stand there)."""
DRAW_SECONDS = 0.7
"""Drawn tiles slide into the rack (the rack that drew stays in view meanwhile)."""
GIVEN_UP_SECONDS = 3.5
"""How long a rack given up in an exchange lies face up (AXIO)."""

WORDS = GameWords("axio.axio_detail", "axio.bonus_lost_detail", "axio.instant_win_detail",
                  "results.instant_axio")
AXIO_HELP_ROWS = instead(TABLE_ROWS, {
    "help.do.cursor": HelpRow("help.do.cursor_axio", (Action.CURSOR,)),
    "help.do.pick": HelpRow("help.do.pick_tile", (Action.PICK,)),
    "help.do.fit": HelpRow("help.do.fit_axio", (Action.FIT,)),
}) + (HelpRow("help.do.exchange", (Action.EXCHANGE, Action.KEEP), paired=True),)
"""The key help's rows at the table: a rack tile instead of the hand tile, picked by its
number; no colour picker; Home shows the play area; X and K answer the exchange option."""


class AxioPart:
    words = WORDS
    help_rows = AXIO_HELP_ROWS

    def __init__(self, table: AxioTable) -> None:
        self.table = table
        self.match: AxioMatch = table.match
        state = self.match.state
        self.title = self.match.game.title
        self.colours = state.rules.colours
        self.top = state.track.top
        self.board_end = state.track.cap if len(self.match.players) == 1 else None
        self.cells = cell_layout(state.rules.shape)
        self.renderer = AxioBoardRenderer()
        self.placing = Placing()
        rack = state.rules.rack_size_for(len(self.match.players))
        self.keys = TABLE_KEYS.plus(*pick_keys(rack), *EXCHANGE_KEYS)

    # Layout and view ------------------------------------------------------------------

    def table_shape(self) -> TableShape:
        rack = self.match.state.rules.rack_size_for(len(self.match.players))
        left, top, right, bottom = self.cells.bounds(self.match.state.board.area.cells)
        aspect = (right - left + 1 + 2 * FIT_MARGIN) / (bottom - top + 1 + 2 * FIT_MARGIN)
        return TableShape(tracks=len(self.colours), slots=rack, aspect=2.0, largest=46,
                          board_aspect=aspect)

    def viewport(self, board: pygame.Rect) -> pygame.Rect:
        return board

    @property
    def layout(self) -> TableLayout:
        return self.table.layout

    def fit(self) -> None:
        area = self.match.state.board.area.cells
        self.table.camera.fit(self.cells.bounds(area), margin=FIT_MARGIN)  # type: ignore[arg-type]

    def placing_view(self) -> AxioView | None:
        """The view of the human at the screen while they have a tile to place."""
        view: AxioView | None = self.table.mover_view()
        return view if view is not None and view.decision == "place" else None

    def held(self) -> tuple[AxioView, str] | None:
        """The placing view and the code of the tile in hand, if one is picked."""
        view = self.placing_view()
        code = self.placing.code(view) if view is not None else None
        return None if view is None or code is None else (view, code)

    # Holding a tile ---------------------------------------------------------------------

    @property
    def holding(self) -> bool:
        return self.held() is not None and self.placing.tentative is None

    def grip_now(self, view: AxioView) -> Point:
        """The grip as the tile is turned now (the grip turns with it)."""
        gx, gy = self.placing.grip
        vx, vy = step_vector(self.cells, self.placing.step(view))
        angle = math.atan2(vy, vx)
        return (gx * math.cos(angle) - gy * math.sin(angle),
                gx * math.sin(angle) + gy * math.cos(angle))

    def held_first(self, view: AxioView) -> Point:
        """Where the held tile's first half's centre is, in world units: the tile lies
        under the pointer as it is held."""
        wx, wy = self.table.camera.to_world(self.table.pointer)
        gx, gy = self.grip_now(view)
        return (wx - gx, wy - gy)

    def aim(self) -> Cell | None:
        """Where the held tile's first half would go if let go now: at the keyboard
        cursor, else on the nearest cell within `SNAP_REACH` where the tile may lie as
        it is turned (None: nowhere near)."""
        held = self.held()
        if held is None:
            return None
        if self.placing.cursor is not None:
            return self.placing.cursor
        if not self.holding or not self.layout.board.collidepoint(self.table.pointer):
            return None
        view = held[0]
        first = self.held_first(view)
        nearest = min(self.placing.targets(view), default=None,
                      key=lambda cell: math.dist(self.cells.centre(cell), first))
        if nearest is None or math.dist(self.cells.centre(nearest), first) > SNAP_REACH:
            return None
        return nearest

    def take(self, position: tuple[int, int]) -> Taken:
        view = self.placing_view()
        if view is None:
            return Taken.NOTHING
        slot = self.layout.slot_at(position)
        if slot is not None and slot < len(view.rack):
            again = slot == self.placing.slot and self.placing.tentative is None
            rect = self.layout.slots[slot]
            tile = self.layout.tile
            self._pick(slot, ((position[0] - (rect.x + 5 + tile / 2)) / tile,
                              (position[1] - rect.centery) / tile))
            return Taken.AGAIN if again else Taken.TILE
        tentative = self.placing.tentative
        if (tentative is not None and self.layout.board.collidepoint(position)
                and self.cells.cell_at(self.table.camera.to_world(position)) in tentative.cells):
            wx, wy = self.table.camera.to_world(position)
            fx, fy = self.cells.centre(tentative.cells[0])
            vx, vy = step_vector(self.cells, self.placing.step(view))
            angle = -math.atan2(vy, vx)  # the grip as the tile lies unturned
            dx, dy = wx - fx, wy - fy
            self.placing.grip = (dx * math.cos(angle) - dy * math.sin(angle),
                                 dx * math.sin(angle) + dy * math.cos(angle))
            self.placing.tentative = None
            return Taken.TILE
        return Taken.NOTHING

    def let_go(self, position: tuple[int, int], dragged: bool) -> None:
        held = self.held()
        if held is None or self.placing.tentative is not None:
            return
        if not self.layout.board.collidepoint(position):
            self.placing.clear()
            return
        aim = self.aim()
        if aim is not None:
            self.put_down(aim)
            return
        self.put_down(self.cells.cell_at(self.held_first(held[0])))  # refused: says why
        if dragged and self.placing.tentative is None:
            self.placing.clear()

    def click(self, position: tuple[int, int]) -> None:
        """Nothing: a click on the board puts down only a tile that is held."""

    def turn(self, steps: int) -> None:
        view = self.placing_view()
        if view is None:
            return
        if self.placing.slot is None:
            self._pick(0, MIDDLE)
        angle = 360 / len(view.rules.shape.directions)
        tentative = self.placing.tentative
        if tentative is None:
            self.placing.rotate(view, steps)
            self.table.motion.turned(steps * angle)
            return
        pivot = self.placing.pivot()
        step = 1 if steps > 0 else -1
        for turns in range(1, len(view.rules.shape.directions)):
            self.placing.rotate(view, step)
            dx, dy = self.placing.step(view)
            still = tentative.cells[pivot]
            first = still if pivot == 0 else (still[0] - dx, still[1] - dy)
            place = self.placing.place_at(view, first)
            if place is not None and self._legal(place):
                self.placing.tentative = place
                self.table.motion.turned(step * turns * angle)
                return
        self.placing.rotate(view, step)  # all the way round: it may lie no other way
        self.placing.tentative = tentative

    def _pick(self, slot: int, grip: Point) -> None:
        if slot != self.placing.slot:
            self.placing.turn = 0
        self.placing.slot = slot
        self.placing.grip = grip
        self.placing.tentative = None
        self.placing.cursor = None
        self.table.host.audio.play("button")

    def put_down(self, first: Cell) -> None:
        """Put the held tile down with its first half on ``first``, if the engine allows."""
        view = self.placing_view()
        place = self.placing.place_at(view, first) if view is not None else None
        if place is None:
            return
        try:
            self.match.state.check(place)
        except IllegalMoveError as error:
            self.table.host.audio.play("button")
            self.table.motion.banner(tr("game.refused"),
                                     fault_text(error, self.match.game.notation.cell_name,
                                                here=not self.table.host.settings.coordinates),
                                     BAD, 2.4)
            return
        self.placing.tentative = place
        self.placing.cursor = None
        self.table.host.audio.play("place")

    def on_intent(self, intent: Intent, view: AxioView) -> None:
        action = intent.action
        if view.decision == "exchange":
            if action in (Action.EXCHANGE, Action.CONFIRM):
                self.table.decide(Exchange(True))
            elif action is Action.KEEP:
                self.table.decide(Exchange(False))
        elif action is Action.PICK and intent.amount < len(view.rack):
            self._pick(intent.amount, MIDDLE)
        elif action is Action.CURSOR:
            self._move_cursor(view, intent.step)
        elif action is Action.CONFIRM:
            self._confirm(view)

    def _move_cursor(self, view: AxioView, step: tuple[int, int]) -> None:
        if self.placing.slot is None:
            self._pick(0, MIDDLE)
        self.placing.tentative = None
        cursor = self.placing.cursor
        if cursor is None:
            targets = self._turned_to_a_target(view) or view.board.area.cells
            cx, cy = self.table.camera.centre
            cursor = min(targets, key=lambda c: (self.cells.centre(c)[0] - cx) ** 2
                         + (self.cells.centre(c)[1] - cy) ** 2)
        else:
            cursor = (cursor[0] + step[0], cursor[1] + step[1])
        self.placing.cursor = cursor
        x, y = self.cells.centre(cursor)
        self.table.camera.reveal((int(x - 0.5), int(y - 0.5)))

    def _turned_to_a_target(self, view: AxioView) -> tuple[Cell, ...]:
        """The cells the held tile can go to; where it can go nowhere as it is turned,
        it is first turned (clockwise) until it can."""
        for _ in view.rules.shape.directions:
            targets = self.placing.targets(view)
            if targets:
                return targets
            self.placing.rotate(view, 1)
        return ()

    def _legal(self, place: Place) -> bool:
        try:
            self.match.state.check(place)
        except IllegalMoveError:
            return False
        return True

    def _confirm(self, view: AxioView) -> None:
        tentative = self.placing.tentative
        if tentative is not None:
            self.placing.clear()
            if self._legal(tentative):
                self.table.decide(tentative)
        elif self.placing.cursor is not None:
            self.put_down(self.placing.cursor)
        else:
            self._move_cursor(view, (0, 0))

    def cancel(self) -> bool:
        busy = self.placing.slot is not None or self.placing.cursor is not None
        self.placing.clear()
        return busy

    # What the turn flow asks ------------------------------------------------------------

    def placed(self, played: Played[Placement]) -> None:
        motion = self.table.motion
        placement = played.placement
        if placement is not None:
            if placement.pyramids:
                motion.start("pyramids", placement.pyramids, PYRAMID_SECONDS)
            centres = [self.cells.centre(cell) for cell in placement.place.cells]
            middle = (sum(x for x, _ in centres) / 2, sum(y for _, y in centres) / 2)
            lines = counted_lines(self.match.state.board, placement.place)
            show = ScoreShow(placement.player,
                             counts([(line.colour, self.cells.centre(cell))
                                     for line in lines for cell in line.cells]),
                             placement.points, middle, still=motion.reduced)
            motion.start("score", show, show.seconds)
        turns = self.match.state.turns
        player = turns[-1].player if turns else 0
        if played.drawn:
            motion.start("drawn", (player, len(played.drawn)), DRAW_SECONDS)
        if played.given_up:
            motion.start("given_up", (player, played.given_up), GIVEN_UP_SECONDS)
        if played.exchanged:
            motion.banner(tr("axio.exchanged"),
                          tr("axio.exchanged_detail", name=self.match.name(player)), ACCENT, 2.0)

    def show_hint(self, decision: Decision) -> None:
        view = self.table.mover_view()
        if view is None or isinstance(decision, Exchange):
            return
        rules = view.rules
        kind = rules.kind_of_colours[decision.colours]
        self.placing.slot = next(index for index, code in enumerate(view.rack)
                                 if rules.kind_of_code[code] == kind)
        first, second = decision.cells
        self.placing.turn_to(view, (second[0] - first[0], second[1] - first[1]))
        self.placing.tentative = decision
        self.placing.cursor = None
        x, y = self.cells.centre(first)
        self.table.camera.reveal((int(x - 0.5), int(y - 0.5)))

    def hint_words(self, decision: Decision) -> str:
        return hint_words(decision, self.cells, self.match.game.notation,
                          coordinates=self.table.host.settings.coordinates)

    def flies(self, decision: Decision) -> bool:
        return isinstance(decision, Place)

    def forget(self) -> None:
        self.placing.clear()

    # The picture ------------------------------------------------------------------------

    def hand_rect(self) -> pygame.Rect:
        return self.layout.hand

    def marks_targets(self) -> bool:
        """Whether the cells the held tile may go to are marked on the board: only while
        a rule beyond room for the tile says where (the first placement's, beside a
        printed space); afterwards the held tile's points say what a place is worth."""
        view = self.placing_view()
        seat = self.match.state.to_move
        return view is not None and seat is not None and self.match.state.is_first_placement(seat)

    def target_rects(self) -> list[pygame.Rect]:
        held = self.held()
        if held is None:
            return []
        return [self.cell_rect(cell) for cell in self.placing.targets(held[0])]

    def placeable_rects(self) -> list[pygame.Rect]:
        view = self.placing_view()
        if view is None:
            return []
        area = view.board.area
        cells = {area.cells[number] for edge in view.legal_edges for number in area.edges[edge]}
        return [self.cell_rect(cell) for cell in cells]

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        """A cell's square on screen (a hex cell's bounding square)."""
        size = self.table.camera.cell
        x, y = self.table.camera.to_screen(self.cells.centre(cell))
        return pygame.Rect(round(x - size / 2), round(y - size / 2), size, size)

    def put_down_rects(self) -> list[pygame.Rect]:
        tentative = self.placing.tentative
        return [] if tentative is None else [self.cell_rect(cell) for cell in tentative.cells]

    def last_placed_rects(self) -> list[pygame.Rect]:
        placements = self.match.state.placements
        return [self.cell_rect(cell) for cell in placements[-1].place.cells] if placements else []

    def held_rect(self) -> pygame.Rect | None:
        """The held tile on screen, under the pointer (None while none is held)."""
        held = self.held()
        if held is None or not self.holding:
            return None
        view = held[0]
        size = self.table.camera.cell
        first = self.table.camera.to_screen(self.held_first(view))
        vx, vy = step_vector(self.cells, self.placing.step(view))
        second = (first[0] + vx * size, first[1] + vy * size)
        return pygame.Rect(round(min(first[0], second[0]) - size / 2),
                           round(min(first[1], second[1]) - size / 2),
                           round(abs(second[0] - first[0]) + size),
                           round(abs(second[1] - first[1]) + size))

    def protected(self) -> list[pygame.Rect]:
        """The rack, every cell where the player may place now, the last tile placed,
        the printed spaces, and the tile held or put down."""
        rules = self.match.state.rules
        board = self.layout.board
        held = self.held_rect()
        cells = [*self.placeable_rects(), *self.last_placed_rects(), *self.put_down_rects(),
                 *(self.cell_rect(cell) for cell, _ in rules.printed),
                 *([held] if held is not None else [])]
        return [self.hand_rect(), *(cell.clip(board) for cell in cells if cell.colliderect(board))]

    def buttons(self, view: AxioView) -> list[Button]:
        return table_drawing.buttons(self, view)

    def message(self) -> str | None:
        return table_drawing.question(self)

    def status(self) -> str:
        return table_drawing.status(self)

    def card_count(self, seat: int) -> str:
        return tr("axio.tiles_in_rack", count=self.match.state.rack_size(seat))

    def log_length(self) -> int:
        return len(table_drawing.log_rows(self))

    def draw_board(self, surface: pygame.Surface) -> None:
        table_drawing.draw_board(self, surface)

    def draw_hand(self, surface: pygame.Surface) -> None:
        table_drawing.draw_hand(self, surface)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table_drawing.draw_log(self, surface, rect)
