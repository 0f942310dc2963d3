"""AXIO's and AXIO Hex's part of the table: the board as the physical one, a rack of
five or six two-cell tiles, and the placement gesture — pick a tile (click, drag or
1-6), turn it (four turns on the square board, six on the hex board), drop it so its
middle snaps between two cells or click a target cell, confirm; answer the exchange
option.

What the table shows is drawn by `table_drawing` from this part's values; every
question about legality and points goes to the engine (the seat's view, `check`,
`preview`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.axio import AxioView, Cell, Decision, Exchange, Place, Placement
from ...engine.errors import IllegalMoveError
from ..core.input import EXCHANGE_KEYS, TABLE_KEYS, Action, Intent, pick_keys
from ..core.key_help import HelpRow, instead
from ..core.theme import ACCENT, BAD
from ..core.widgets import Button
from ..core.wording import fault_text
from ..i18n import tr
from ..table.help_rows import TABLE_ROWS
from ..table.match import Played
from ..table.part import Press
from ..table.turn_flow import GameWords
from . import table_drawing
from .board_art import AxioBoardRenderer
from .geometry import cell_layout
from .pieces import step_vector
from .placing import Placing
from .rack_panel import TableLayout
from .wording import hint_words

if TYPE_CHECKING:
    from .match import AxioMatch, AxioTable

PYRAMID_SECONDS = 0.5
"""New pyramids are put down over this time."""
POINTS_SECONDS = 1.3
"""A placement's points rise over it and glide onto the mover's scoreboard."""
DRAW_SECONDS = 0.7
"""Drawn tiles slide into the rack (the rack that drew stays in view meanwhile)."""
GIVEN_UP_SECONDS = 3.5
"""How long a rack given up in an exchange lies face up (AXIO)."""

WORDS = GameWords("axio.axio_detail", "axio.bonus_lost_detail", "axio.instant_win_detail",
                  "results.instant_axio")
AXIO_HELP_ROWS = instead(TABLE_ROWS, {
    "help.do.drag": HelpRow("help.do.drag_tile", ("help.keys.drag_tile",)),
    "help.do.cursor": HelpRow("help.do.cursor_axio", (Action.CURSOR,)),
    "help.do.pick": HelpRow("help.do.pick_tile", (Action.PICK,)),
    "help.do.fit": HelpRow("help.do.fit_axio", (Action.FIT,)),
}) + (HelpRow("help.do.exchange", (Action.EXCHANGE, Action.KEEP), paired=True),)
"""The key help's rows at the table: a rack tile instead of the hand tile, picked by its
number; no colour picker; Home shows the play area; X and K answer the exchange option."""


class AxioPart:
    supply_key = "axio.bag"
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

    def lay_out(self, size: tuple[int, int]) -> TableLayout:
        players = len(self.match.players)
        return TableLayout.of(size, players, self.match.state.rules.rack_size_for(players))

    @property
    def layout(self) -> TableLayout:
        layout: TableLayout = self.table.layout
        return layout

    def covered(self) -> tuple[int, int]:
        return (0, 0)  # the rack lies below the board, not over it

    def fit(self) -> None:
        area = self.match.state.board.area.cells
        self.table.camera.fit(self.cells.bounds(area), margin=1.0)  # type: ignore[arg-type]

    def placing_view(self) -> AxioView | None:
        """The view of the human at the screen while they have a tile to place."""
        view: AxioView | None = self.table.mover_view()
        return view if view is not None and view.decision == "place" else None

    def held(self) -> tuple[AxioView, str] | None:
        """The placing view and the code of the tile in hand, if one is picked."""
        view = self.placing_view()
        code = self.placing.code(view) if view is not None else None
        return None if view is None or code is None else (view, code)

    def aim(self) -> Cell | None:
        """Where the held tile's first half would go: under the dragged tile (its
        middle at the pointer), at the keyboard cursor, or the target under the pointer."""
        held = self.held()
        if held is None:
            return None
        view = held[0]
        table = self.table
        if self.placing.cursor is not None:
            return self.placing.cursor
        if not self.layout.board.collidepoint(table.pointer):
            return None
        if table.dragging_tile:
            return self.dragged_anchor(view, table.pointer)
        if table.drag is None:
            pointed = self.cells.cell_at(table.camera.to_world(table.pointer))
            anchor = self.placing.anchor_for(view, pointed)
            return anchor if anchor in self.placing.targets(view) else None
        return None

    def dragged_anchor(self, view: AxioView, point: tuple[int, int]) -> Cell:
        """The first half's cell of a tile dragged with its middle at ``point``."""
        wx, wy = self.table.camera.to_world(point)
        vx, vy = step_vector(self.cells, self.placing.step(view))
        return self.cells.cell_at((wx - vx / 2, wy - vy / 2))

    # The placement gesture ------------------------------------------------------------

    def press(self, position: tuple[int, int]) -> Press:
        view = self.placing_view()
        if view is None:
            return Press.NOTHING
        slot = self.layout.slot_at(position)
        if slot is not None and slot < len(view.rack):
            self._pick(slot)
            return Press.LIFTED
        tentative = self.placing.tentative
        if (tentative is not None and self.layout.board.collidepoint(position)
                and self.cells.cell_at(self.table.camera.to_world(position)) in tentative.cells):
            self.placing.tentative = None
            return Press.LIFTED
        return Press.NOTHING

    def click(self, position: tuple[int, int]) -> None:
        held = self.held()
        if held is not None:
            pointed = self.cells.cell_at(self.table.camera.to_world(position))
            self.put_down(self.placing.anchor_for(held[0], pointed))

    def drop(self, position: tuple[int, int]) -> None:
        held = self.held()
        if held is not None:
            self.put_down(self.dragged_anchor(held[0], position))

    def wheel_turns(self) -> bool:
        return self.placing.slot is not None and self.layout.rack.collidepoint(self.table.pointer)

    def _pick(self, slot: int) -> None:
        if slot != self.placing.slot:
            self.placing.turn = 0
        self.placing.slot = slot
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
        elif action in (Action.ROTATE, Action.ROTATE_BACK):
            if self.placing.slot is None:
                self._pick(0)
            self.placing.rotate(view, 1 if action is Action.ROTATE else -1)
            tentative = self.placing.tentative
            if tentative is not None and not self._legal(tentative):
                self.placing.tentative = None  # turned where it cannot lie: back in hand
        elif action is Action.PICK and intent.amount < len(view.rack):
            self._pick(intent.amount)
        elif action is Action.CURSOR:
            self._move_cursor(view, intent.step)
        elif action is Action.CONFIRM:
            self._confirm(view)

    def _move_cursor(self, view: AxioView, step: tuple[int, int]) -> None:
        if self.placing.slot is None:
            self._pick(0)
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
        placing = self.placing
        if placing.tentative is not None or placing.cursor is not None:
            placing.tentative = None
            placing.cursor = None
            return True
        if placing.slot is not None:
            placing.clear()
            return True
        return False

    # What the turn flow asks ------------------------------------------------------------

    def placed(self, played: Played[Placement]) -> None:
        motion = self.table.motion
        placement = played.placement
        if placement is not None:
            if placement.pyramids:
                motion.start("pyramids", placement.pyramids, PYRAMID_SECONDS)
            centres = [self.cells.centre(cell) for cell in placement.place.cells]
            middle = (sum(x for x, _ in centres) / 2, sum(y for _, y in centres) / 2)
            motion.start("points", (placement.player, middle, placement.points), POINTS_SECONDS)
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
        return self.layout.rack

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

    def keep_clear(self) -> list[pygame.Rect]:
        """The rack and the cells the held tile can go to."""
        return [self.layout.rack, *self.target_rects()]

    def tip_home(self) -> pygame.Rect:
        """Along the bottom of the board, above the rack; at the top while the exchange
        question stands there."""
        board = self.layout.board
        card = pygame.Rect(0, 0, min(620, board.width - 24), 82)
        view = self.table.mover_view()
        if view is not None and view.decision == "exchange":
            card.midtop = (board.centerx, board.y + 10)
        else:
            card.midbottom = (board.centerx, board.bottom - 10)
        return card

    def buttons(self, view: AxioView) -> list[Button]:
        return table_drawing.buttons(self, view)

    def status(self) -> str:
        return table_drawing.status(self)

    def supply(self) -> int:
        return self.match.state.bag_size

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
