"""AXIO Rota's part of the table: the open table the display grows on, one square
tile in hand, and what holding it means here — it is put down on the open cell nearest
to where it is let go, turns in quarter turns, and a tile with an empty corner names
that corner's colour (the colour picker) before it is confirmed.

What the table shows is drawn by `rota.picture` from this part's values; every
question about legality and points goes to the engine (`check`, the seat's view,
`Match.trial`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...engine.rota import COLOURS, Cell, Colour, IllegalMoveError, Move, Placement, SeatView
from ...engine.rota.setup import TRACK_MAX
from ..core.input import TABLE_KEYS, Action, Intent, pick_keys
from ..core.theme import ACCENT, BAD
from ..core.widgets import Button
from ..core.wording import fault_text
from ..i18n import tr
from ..table.buttons import buttons_by_the_tile, turn_buttons
from ..table.help_rows import TABLE_ROWS
from ..table.layout import TableLayout, TableShape
from ..table.match import Played
from ..table.part import SNAP_REACH, Taken
from ..table.score_show import ScoreShow, counts
from ..table.turn_flow import GameWords
from . import picture
from .board import BoardRenderer, badge_radius, ruled
from .colour_picker import ColourPicker
from .panels import HandShown, draw_hand_strip
from .placing import RotaPlacing
from .tile_art import symbol_centre
from .wording import hint_words

if TYPE_CHECKING:
    from .match import RotaMatch, RotaTable

LANDING_SECONDS = 0.16
"""A confirmed tile settles into its cell (input is not held meanwhile)."""
COMFORTABLE_CELL = 44
"""The view zooms out by itself to show the growing display, but not below this size."""
SHAPE = TableShape(tracks=len(COLOURS), slots=1, aspect=1.0, largest=96)
QUARTER_RING = 0.17
"""The ring round a quarter's symbol that counted, in cells."""
"""The hand strip holds the one tile in hand."""

WORDS = GameWords("game.axio_detail", "game.bonus_lost_detail", "game.instant_win_detail",
                  "results.instant")


def quarter_centre(cell: Cell, corner: int) -> tuple[float, float]:
    """Where the symbol of ``cell``'s ``corner`` lies, in world units (cells)."""
    x, y = symbol_centre(corner, 1.0)
    return (cell[0] + x, cell[1] + y)


class RotaPart:
    title = "AXIO Rota"
    words = WORDS
    keys = TABLE_KEYS.plus(*pick_keys(len(COLOURS)))
    help_rows = TABLE_ROWS
    colours = "".join(COLOURS)
    top = TRACK_MAX
    board_end: int | None = None

    def __init__(self, table: RotaTable) -> None:
        self.table = table
        self.match: RotaMatch = table.match
        self.placing = RotaPlacing()
        self.renderer = BoardRenderer()

    # Layout and view ------------------------------------------------------------------

    def table_shape(self) -> TableShape:
        return SHAPE

    @property
    def layout(self) -> TableLayout:
        return self.table.layout

    def viewport(self, board: pygame.Rect) -> pygame.Rect:
        if self.table.host.settings.coordinates:  # the rulers take the board's top and left
            return ruled(board)
        return board

    def fit(self) -> None:
        self.table.camera.fit(self.match.state.display.bounds())

    def view(self) -> SeatView | None:
        view: SeatView | None = self.table.mover_view()
        return view

    # Holding the tile -------------------------------------------------------------------

    def picker(self) -> ColourPicker | None:
        """The colour picker beside the tile put down, when its empty corner must be named."""
        tentative = self.placing.tentative
        view = self.view()
        if tentative is None or view is None:
            return None
        preview = view.preview(tentative.cell, tentative.rotation)
        if not preview.needs_name:
            return None
        gains = {
            colour: self.match.trial(Move(tentative.cell, tentative.rotation, colour))
            for colour in COLOURS
        }
        return ColourPicker.beside(self.table.camera, tentative.cell, self.layout.board, gains,
                                   tentative.name, self.table.host.settings.score_previews)

    def ready_to_confirm(self) -> bool:
        tentative = self.placing.tentative
        if tentative is None:
            return False
        try:
            self.match.state.check(tentative)
        except IllegalMoveError:
            return False
        return True

    @property
    def holding(self) -> bool:
        return self.placing.held and self.view() is not None

    def take(self, position: tuple[int, int]) -> Taken:
        if self.view() is None:
            return Taken.NOTHING
        tentative = self.placing.tentative
        slot = self.layout.slots[0]
        if tentative is None and slot.collidepoint(position):
            again = self.placing.held
            self.placing.take(((position[0] - slot.centerx) / slot.width,
                               (position[1] - slot.centery) / slot.height))
            self.table.host.audio.play("button")
            return Taken.AGAIN if again else Taken.TILE
        if (tentative is not None and self.layout.board.collidepoint(position)
                and self.table.camera.cell_at(position) == tentative.cell):
            wx, wy = self.table.camera.to_world(position)
            self.placing.take((wx - tentative.cell[0] - 0.5, wy - tentative.cell[1] - 0.5))
            return Taken.TILE
        return Taken.NOTHING

    def held_centre(self) -> tuple[float, float]:
        """Where the centre of the held tile is, in cells (under the pointer as held)."""
        wx, wy = self.table.camera.to_world(self.table.pointer)
        gx, gy = self.placing.grip
        return (wx - gx, wy - gy)

    def aim(self) -> Cell | None:
        """The open cell the held tile would be put down on if let go now (the nearest
        within `SNAP_REACH` of its centre), or the keyboard cursor."""
        if self.placing.cursor is not None:
            return self.placing.cursor
        if not self.holding or not self.layout.board.collidepoint(self.table.pointer):
            return None
        cx, cy = self.held_centre()
        nearest = min(self.match.state.legal_cells(), default=None,
                      key=lambda cell: math.dist((cell[0] + 0.5, cell[1] + 0.5), (cx, cy)))
        if nearest is None or math.dist((nearest[0] + 0.5, nearest[1] + 0.5), (cx, cy)) > SNAP_REACH:
            return None
        return nearest

    def let_go(self, position: tuple[int, int], dragged: bool) -> None:
        if not self.holding:
            return
        if not self.layout.board.collidepoint(position):
            self.placing.back_to_hand()
            return
        aim = self.aim()
        if aim is not None:
            self.put_down(aim)
            return
        cx, cy = self.held_centre()
        self._refuse((math.floor(cx), math.floor(cy)))
        if dragged:
            self.placing.back_to_hand()

    def click(self, position: tuple[int, int]) -> None:
        picker = self.picker()
        if picker is not None and picker.rect.collidepoint(position):
            choice = picker.choice_at(position)
            if choice is not None:
                self.placing.name(choice)
            return
        cell = self.table.camera.cell_at(position)
        view = self.view()
        if view is not None and self.placing.tentative is None and view.display.is_legal_cell(cell):
            self.put_down(cell)  # a click on an open cell puts the tile in hand there

    def turn(self, steps: int) -> None:
        if self.view() is not None:
            self.placing.rotate(steps % 4)
            self.table.motion.turned(90 * steps)

    def put_down(self, cell: Cell) -> None:
        """Place the tile tentatively on ``cell`` if the engine allows it there."""
        if self._refuse(cell):
            return
        if not self.placing.held and self.placing.tentative is None:
            self.placing.in_hand = self.placing.rotation
        self.placing.put_down(cell)
        self.table.host.audio.play("place")

    def _refuse(self, cell: Cell) -> bool:
        """Whether the engine refuses the tile on ``cell`` (its reason is told)."""
        try:
            self.match.state.check(Move(cell, self.placing.rotation, self._some_name(cell)))
        except IllegalMoveError as error:
            self.table.host.audio.play("button")
            self.table.motion.banner(tr("game.refused"),
                                     fault_text(error, self.match.game.notation.cell_name,
                                                here=not self.table.host.settings.coordinates),
                                     BAD, 2.4)
            return True
        return False

    def _some_name(self, cell: Cell) -> Colour | None:
        """A name for asking the engine about the cell alone (the real one is picked later)."""
        view = self.view()
        if view is None or not view.display.is_legal_cell(cell):
            return None
        return COLOURS[0] if view.preview(cell, self.placing.rotation).needs_name else None

    def on_intent(self, intent: Intent, view: SeatView) -> None:
        action = intent.action
        if action is Action.PICK:
            if self.picker() is not None and intent.amount < len(COLOURS):
                self.placing.name(COLOURS[intent.amount])
        elif action is Action.CURSOR:
            self._move_cursor(intent.step)
        elif action is Action.CONFIRM:
            self._confirm()

    def _move_cursor(self, step: tuple[int, int]) -> None:
        placing = self.placing
        if self.picker() is not None:
            tentative = placing.tentative
            assert tentative is not None
            current = COLOURS.index(tentative.name) if tentative.name else -1
            delta = 1 if step[0] + step[1] > 0 else -1
            placing.name(COLOURS[(current + delta) % len(COLOURS)])
            return
        placing.tentative = None
        if placing.cursor is None:
            placing.cursor = self._nearest_open_cell()
        else:
            placing.cursor = (placing.cursor[0] + step[0], placing.cursor[1] + step[1])
        self.table.camera.reveal(placing.cursor)

    def _nearest_open_cell(self) -> Cell:
        cx, cy = self.table.camera.centre
        return min(self.match.state.legal_cells(),
                   key=lambda cell: (cell[0] + 0.5 - cx) ** 2 + (cell[1] + 0.5 - cy) ** 2)

    def _confirm(self) -> None:
        placing = self.placing
        tentative = placing.tentative
        if tentative is not None:
            if self.ready_to_confirm():
                self._commit(tentative)
            else:
                self.table.motion.banner(tr("game.pick_colour"), tr("game.pick_colour_detail"),
                                         ACCENT, 2.0)
        elif placing.cursor is not None:
            self.put_down(placing.cursor)
        else:
            placing.cursor = self._nearest_open_cell()
            self.table.camera.reveal(placing.cursor)

    def _commit(self, move: Move) -> None:
        view = self.view()
        corners = view.tile.rotations[move.rotation] if view is not None and view.tile else None
        self.placing.clear()
        if self.table.decide(move) is not None and corners is not None:
            self.table.motion.start("landing", (move.cell, corners), LANDING_SECONDS)

    def cancel(self) -> bool:
        return self.placing.back_to_hand()

    # What the turn flow asks ------------------------------------------------------------

    def placed(self, played: Played[Placement]) -> None:
        placement = played.placement
        assert placement is not None, "every decision of AXIO Rota places a tile"
        move = placement.move
        counted = self.match.state.display.counted(
            move.cell, placement.tile.rotations[move.rotation], move.name)
        lit = counts([(corner.colour, quarter_centre(cell, at))
                      for corner in counted for cell, at in corner.quarters])
        show = ScoreShow(placement.player, lit, placement.points,
                         (move.cell[0] + 0.5, move.cell[1] + 0.5), still=self.table.motion.reduced,
                         ring=QUARTER_RING)
        self.table.motion.start("score", show, show.seconds)  # the last one's ends
        self._keep_in_sight(move.cell)

    def show_hint(self, move: Move) -> None:
        """Put the hinted tile down tentatively (the player still confirms it)."""
        self.placing.rotation = move.rotation
        self.placing.tentative = move
        self.placing.cursor = None
        self.table.camera.reveal(move.cell)

    def hint_words(self, move: Move) -> str:
        view = self.view()
        return hint_words(move, None if view is None else view.tile,
                          coordinates=self.table.host.settings.coordinates)

    def flies(self, move: Move) -> bool:
        return True

    def forget(self) -> None:
        self.placing.clear()

    def _keep_in_sight(self, cell: Cell) -> None:
        """Zoom out (not below a comfortable size) while the display and its open cells
        do not fit; then glide to show all of it, or at least ``cell``."""
        bounds = self.match.state.display.bounds()
        camera = self.table.camera
        while camera.cell > COMFORTABLE_CELL and not camera.fits(bounds):
            if not self._zoom_out_step():
                break
        camera.goal = camera.centre_of(bounds) if camera.fits(bounds) else camera.revealing(cell)

    def _zoom_out_step(self) -> bool:
        """Zoom out one step; False when already at the smallest size."""
        camera = self.table.camera
        before = camera.cell
        camera.zoom(-1)
        return camera.cell != before

    # The picture ------------------------------------------------------------------------

    def hand_rect(self) -> pygame.Rect:
        return self.layout.hand

    def cell_rect(self, cell: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(self.table.camera.cell_rect(cell))

    def target_rects(self) -> list[pygame.Rect]:
        if self.view() is None:
            return []
        return [self.cell_rect(cell) for cell in self.match.state.legal_cells()]

    def placeable_rects(self) -> list[pygame.Rect]:
        return self.target_rects()  # the hand tile fits the same cells turned any way

    def put_down_rects(self) -> list[pygame.Rect]:
        tentative = self.placing.tentative
        return [] if tentative is None else [self.cell_rect(tentative.cell)]

    def last_placed_rects(self) -> list[pygame.Rect]:
        history = self.match.state.history
        return [self.cell_rect(history[-1].move.cell)] if history else []

    def held_rect(self) -> pygame.Rect | None:
        """The held tile on screen, under the pointer (None while none is held)."""
        if not self.holding:
            return None
        size = self.table.camera.cell if self.layout.board.collidepoint(self.table.pointer) \
            else self.layout.slots[0].width
        x, y = self.table.camera.to_screen(self.held_centre()) \
            if self.layout.board.collidepoint(self.table.pointer) else self.table.pointer
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        return rect

    def protected(self) -> list[pygame.Rect]:
        """The hand, the open cells, the last tile placed, the tile put down or held, and
        the colour picker's circle of choices."""
        board = self.layout.board
        held, picker = self.held_rect(), self.picker()
        cells = [*self.target_rects(), *self.last_placed_rects(), *self.put_down_rects(),
                 *([held] if held is not None else []),
                 *([picker.rect] if picker is not None else [])]
        return [self.hand_rect(), *(cell.clip(board) for cell in cells if cell.colliderect(board))]

    def buttons(self, view: SeatView) -> list[Button]:
        ready = self.ready_to_confirm()
        tentative = self.placing.tentative
        result = turn_buttons(self.layout, True)
        if tentative is not None:
            picker = self.picker()
            reach = 2 * badge_radius(self.table.camera.cell)  # the corners' points badges
            result += buttons_by_the_tile(self.cell_rect(tentative.cell).inflate(reach, reach),
                                          self.layout.board, ready,
                                          [picker.rect] if picker is not None else [])
        return result

    def message(self) -> str | None:
        return None

    def card_count(self, seat: int) -> str:
        state = self.match.state
        return tr("game.tiles_left", count=state.stack_size(seat) + (1 if state.hand(seat) else 0))

    def log_length(self) -> int:
        return len(self.match.state.history)

    def status(self) -> str:
        return picture.status(self)

    def hand_shown(self) -> HandShown:
        return picture.hand_shown(self)

    def draw_board(self, surface: pygame.Surface) -> None:
        picture.draw_board(self, surface)

    def draw_hand(self, surface: pygame.Surface) -> None:
        draw_hand_strip(surface, self.layout, self.hand_shown())

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        picture.draw_log(self, surface, rect)
