"""AXIO Rota's part of the table: the open table the display grows on, one square
tile in hand, and its placement gesture — drop the tile on an open cell, turn it,
name the colour of an empty corner, confirm.

What the table shows is drawn by `rota.picture` from this part's values; every
question about legality and points goes to the engine (`check`, the seat's view,
`Match.trial`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ...engine.rota import COLOURS, Cell, Colour, IllegalMoveError, Move, Placement, SeatView
from ...engine.rota.setup import TRACK_MAX
from ..core.camera import CLEARING_STEPS
from ..core.input import TABLE_KEYS, Action, Intent, pick_keys
from ..core.theme import ACCENT, BAD
from ..core.widgets import Button
from ..core.wording import fault_text
from ..i18n import tr
from ..table.buttons import buttons_by_the_tile, hand_buttons
from ..table.help_rows import TABLE_ROWS
from ..table.layout import GameLayout
from ..table.match import Played
from ..table.part import Press
from ..table.turn_flow import GameWords
from . import picture
from .board import BoardRenderer, ruled
from .colour_picker import ColourPicker
from .panels import HandShown, draw_hand_panel
from .placing import RotaPlacing
from .wording import hint_words

if TYPE_CHECKING:
    from .match import RotaMatch, RotaTable

LANDING_SECONDS = 0.16
"""A confirmed tile settles into its cell (input is not held meanwhile)."""
GAIN_SECONDS = 1.4
"""How long the points of a placement float up from its cell."""
COMFORTABLE_CELL = 44
"""The view zooms out by itself to show the growing display, but not below this size."""

WORDS = GameWords("game.axio_detail", "game.bonus_lost_detail", "game.instant_win_detail",
                  "results.instant")


class RotaPart:
    title = "AXIO Rota"
    supply_key = "game.supply"
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

    def lay_out(self, size: tuple[int, int]) -> GameLayout:
        layout = GameLayout.of(size, len(self.match.players))
        if self.table.host.settings.coordinates:  # the rulers take the board's top and left
            return replace(layout, board=ruled(layout.board))
        return layout

    @property
    def layout(self) -> GameLayout:
        layout: GameLayout = self.table.layout
        return layout

    def covered(self) -> tuple[int, int]:
        return self.layout.hand_cover

    def fit(self) -> None:
        self.table.camera.fit(self.match.state.display.bounds())

    def view(self) -> SeatView | None:
        view: SeatView | None = self.table.mover_view()
        return view

    # The placement gesture ------------------------------------------------------------

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

    def press(self, position: tuple[int, int]) -> Press:
        picker = self.picker()
        if picker is not None and picker.rect.collidepoint(position):
            choice = picker.choice_at(position)
            if choice is not None:
                self.placing.name(choice)
            return Press.HANDLED
        tentative = self.placing.tentative
        on_hand = self.layout.hand_tile_rect.collidepoint(position) and tentative is None
        on_tentative = (tentative is not None
                        and self.table.camera.cell_at(position) == tentative.cell
                        and self.layout.board.collidepoint(position))
        if on_hand or on_tentative:
            self.placing.tentative = None
            self.placing.cursor = None
            return Press.LIFTED
        return Press.NOTHING

    def click(self, position: tuple[int, int]) -> None:
        cell = self.table.camera.cell_at(position)
        view = self.view()
        if view is not None and view.display.is_legal_cell(cell):
            self.put_down(cell)  # a click on an open cell puts the tile there

    def drop(self, position: tuple[int, int]) -> None:
        self.put_down(self.table.camera.cell_at(position))

    def wheel_turns(self) -> bool:
        return False

    def put_down(self, cell: Cell) -> None:
        """Place the tile tentatively on ``cell`` if the engine allows it there."""
        rotation = self.placing.rotation
        try:
            self.match.state.check(Move(cell, rotation, self._some_name(cell)))
        except IllegalMoveError as error:
            self.table.host.audio.play("button")
            self.table.motion.banner(tr("game.refused"),
                                     fault_text(error, self.match.game.notation.cell_name,
                                                here=not self.table.host.settings.coordinates),
                                     BAD, 2.4)
            return
        self.placing.tentative = Move(cell, rotation)
        self.placing.cursor = None
        self.table.host.audio.play("place")

    def _some_name(self, cell: Cell) -> Colour | None:
        """A name for asking the engine about the cell alone (the real one is picked later)."""
        view = self.view()
        if view is None or not view.display.is_legal_cell(cell):
            return None
        return COLOURS[0] if view.preview(cell, self.placing.rotation).needs_name else None

    def on_intent(self, intent: Intent, view: SeatView) -> None:
        action = intent.action
        if action in (Action.ROTATE, Action.ROTATE_BACK):
            self.placing.rotate(1 if action is Action.ROTATE else 3)
        elif action is Action.PICK:
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
        placing = self.placing
        busy = placing.tentative is not None or placing.cursor is not None
        placing.tentative = None
        placing.cursor = None
        return busy

    # What the turn flow asks ------------------------------------------------------------

    def placed(self, played: Played[Placement]) -> None:
        placement = played.placement
        assert placement is not None, "every decision of AXIO Rota places a tile"
        if any(placement.points):
            # Replaces the last move's points, which would still be rising beside these.
            self.table.motion.start("gain", (placement.move.cell, placement.points),
                                    GAIN_SECONDS)
        self._keep_in_sight(placement.move.cell)

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
        do not fit, a little more if that shows them clear of the hand panel; then glide
        to show all of it, or at least ``cell``."""
        bounds = self.match.state.display.bounds()
        camera = self.table.camera
        while camera.cell > COMFORTABLE_CELL and not camera.fits(bounds, uncovered=False):
            if not self._zoom_out_step():
                break
        self._clear_hand_panel(bounds)
        if camera.fits(bounds, uncovered=True):
            camera.goal = camera.centre_of(bounds, uncovered=True)
        elif camera.fits(bounds, uncovered=False):
            camera.goal = camera.centre_of(bounds, uncovered=False)
        else:
            camera.goal = camera.revealing(cell)

    def _clear_hand_panel(self, bounds: tuple[int, int, int, int]) -> None:
        """Zoom out up to `CLEARING_STEPS` steps if that shows ``bounds`` clear of the
        hand panel; if it does not, keep the size."""
        camera = self.table.camera
        fitting = camera.cell
        for _ in range(CLEARING_STEPS):
            if camera.fits(bounds, uncovered=True):
                return
            if camera.cell <= COMFORTABLE_CELL or not self._zoom_out_step():
                break
        if not camera.fits(bounds, uncovered=True):
            camera.cell = fitting

    def _zoom_out_step(self) -> bool:
        """Zoom out one step; False when already at the smallest size."""
        camera = self.table.camera
        before = camera.cell
        camera.zoom(-1)
        return camera.cell != before

    # The picture ------------------------------------------------------------------------

    def hand_rect(self) -> pygame.Rect:
        """The hand panel as drawn now: full while the human at the screen places the
        tile, compact otherwise."""
        return self.layout.hand if self.view() is not None else self.layout.compact_hand

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

    def keep_clear(self) -> list[pygame.Rect]:
        """The hand, the cells the tile can go to and the tile being dragged."""
        areas = [self.hand_rect(), *self.target_rects()]
        if self.table.dragging_tile:
            size = self.table.camera.cell
            x, y = self.table.pointer
            areas.append(pygame.Rect(x - size // 2, y - size // 2, size, size))
        return areas

    def tip_home(self) -> pygame.Rect:
        """Along the bottom of the table, right of the hand panel."""
        board, hand = self.layout.board, self.layout.hand
        return pygame.Rect(hand.right + 12, board.bottom - 92, board.right - hand.right - 24, 82)

    def buttons(self, view: SeatView) -> list[Button]:
        ready = self.ready_to_confirm()
        tentative = self.placing.tentative
        result = [] if self.table.dragging_tile else hand_buttons(self.layout,
                                                                   tentative is not None, ready)
        if tentative is not None:
            picker = self.picker()
            x, y, size, _ = self.table.camera.cell_rect(tentative.cell)
            if picker is not None:
                anchor = (picker.rect.centerx, picker.rect.bottom + 8)
            else:
                anchor = (x + size // 2, y + size + 46)
            result += buttons_by_the_tile(anchor, self.layout.board, ready)
        return result

    def supply(self) -> int:
        return self.match.state.supply_size

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
        if not self.table.dragging_tile:
            draw_hand_panel(surface, self.layout, self.hand_shown())

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        picture.draw_log(self, surface, rect)
