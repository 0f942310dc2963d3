"""The game table: the display, the hand, the scoreboards and the move log.

The scene asks the engine for everything it shows: legal cells, previews, what a
move would score and whether it needs a name. A human seat is drawn from that seat's
view only, and only once the curtain has been lifted for it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from ..engine.rota import (
    COLOURS,
    Cell,
    Colour,
    GameState,
    IllegalMoveError,
    Move,
    Placement,
    SeatView,
)
from .board import BoardPicture, BoardRenderer, Ghost
from .camera import CLEARING_STEPS, Camera
from .colour_picker import ColourPicker
from .game_buttons import buttons_by_the_tile, hand_buttons, tip_buttons, top_bar_buttons
from .game_layout import GameLayout
from .game_overlays import (
    GAIN_SECONDS,
    Banner,
    Gain,
    draw_banner,
    draw_curtain,
    draw_gain,
    draw_tip,
    draw_totals,
)
from .game_panels import HandShown, draw_hand_panel, draw_move_log, draw_top_bar, move_log_rows
from .i18n import language, tr
from .input import Action, Intent, translate
from .match import Match
from .scenes import Scene
from .scoreboard import ScoreCard, draw_scorecard, glide
from .theme import ACCENT, BAD, PLAYER_RGB
from .tile_art import tile_face
from .tips import pick_tip
from .widgets import Button
from .wording import colour_name, fault_text, join_names, level_name

if TYPE_CHECKING:
    from .host import Host

FLIGHT_SECONDS = 0.35
"""A bot's tile slides from the hand panel to its cell (input waits no longer than this)."""
LANDING_SECONDS = 0.16
"""A confirmed tile settles into its cell (input is not held meanwhile)."""
END_PAUSE = 1.6
DRAG_THRESHOLD = 5
COMFORTABLE_CELL = 44
"""The view zooms out by itself to show the growing display, but not below this size."""



@dataclass(slots=True)
class Drag:
    """A pointer drag: the hand tile (``tile``) or the view (``pan``)."""

    kind: str
    button: int
    last: tuple[int, int]
    moved: int = 0


@dataclass(slots=True)
class Landing:
    """A tile just placed, settling into its cell (drawn a little larger at first)."""

    cell: Cell
    corners: str
    elapsed: float = 0.0


@dataclass(slots=True)
class Flight:
    """A bot's tile on its way from the hand panel to its cell."""

    move: Move
    corners: str
    elapsed: float = 0.0


class GameScene(Scene):
    def __init__(self, host: Host, match: Match) -> None:
        super().__init__(host)
        self.match = match
        self.layout = GameLayout.of(host.size, len(match.players))
        self.camera = Camera(tuple(self.layout.board), self.layout.hand_cover)  # type: ignore[arg-type]
        self.camera.fit(match.state.display.bounds())
        self.renderer = BoardRenderer()
        self.rotation = 0
        self.pointer = (0, 0)
        self.drag: Drag | None = None
        self.tentative: Move | None = None
        """The tile put down but not yet confirmed: a move the engine has not applied."""
        self.cursor: Cell | None = None
        self.revealed_to: int | None = None
        self.flight: Flight | None = None
        self.landing: Landing | None = None
        self.pause_left = 0.0
        self.end_left: float | None = END_PAUSE if match.state.finished else None
        self.banners: list[Banner] = []
        self.gain: Gain | None = None
        """The last move's points, rising from its cell for a moment."""
        self.clock = 0.0
        """Seconds the scene has run (drives the small idle animations)."""
        self.faults: list[str] = []
        self.shown = [
            tuple(float(v) for v in match.state.scores(seat)) for seat in range(len(match.players))
        ]
        self._view: tuple[int, int, SeatView] | None = None
        self.tip = self._first_tip()
        self.log_back = 0
        """Rows the move log is scrolled back (mouse wheel over the log)."""

    def _first_tip(self) -> str | None:
        if self.host.demo is not None or self.host.settings.tips_dismissed or not self.match.humans:
            return None
        return pick_tip(language(), random.Random())

    def tip_rect(self) -> pygame.Rect:
        """The tip card: along the bottom of the table, right of the hand panel; along
        the top instead when the cells the tile can go to lie under it."""
        board, hand = self.layout.board, self.layout.hand
        low = pygame.Rect(hand.right + 12, board.bottom - 92, board.right - hand.right - 24, 82)
        targets = self._target_rects()
        if low.collidelist(targets) < 0:
            return low
        high = low.move(0, board.top + 96 - low.top)
        return high if high.collidelist(targets) < 0 else low

    def keep_clear(self) -> list[pygame.Rect]:
        """The hand, the held tile, the cells it can go to and the tip card: no toast
        over them."""
        areas = [self.hand_rect(), *self._target_rects()]
        if self.tip is not None:
            areas.append(self.tip_rect())
        if self.dragging_tile:
            size = self.camera.cell
            areas.append(pygame.Rect(self.pointer[0] - size // 2, self.pointer[1] - size // 2,
                                     size, size))
        return areas

    def message_area(self) -> pygame.Rect:
        """Toasts stay on the table, off the scoreboards and the move log."""
        return self.layout.board

    def _target_rects(self) -> list[pygame.Rect]:
        """On screen, the cells the player at the screen can put the tile on now."""
        if self.mover_view() is None:
            return []
        return [pygame.Rect(self.camera.cell_rect(cell)) for cell in self.state.legal_cells()]

    # What the scene knows -------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def curtain(self) -> int | None:
        """The human seat the hand must be passed to, while the curtain is down."""
        seat = self.state.to_move
        if seat is None or self.match.is_bot(seat) or len(self.match.humans) < 2:
            return None
        return None if self.revealed_to == seat else seat

    def mover_view(self) -> SeatView | None:
        """The view of the human to move, once the curtain is up for them (else None)."""
        seat = self.state.to_move
        if seat is None or self.match.is_bot(seat) or self.curtain is not None or self.flight:
            return None
        moves = len(self.state.history)
        if self._view is None or self._view[:2] != (moves, seat):
            self._view = (moves, seat, self.state.view(seat))
        return self._view[2]

    def hovered_placement(self) -> Placement | None:
        """The placement whose move-log row is under the pointer, if any."""
        rows = move_log_rows(self.layout.log, self.state.history, len(self.faults), self.log_back)
        for row, placement in rows:
            if row.collidepoint(self.pointer):
                return placement
        return None

    def hand_rect(self) -> pygame.Rect:
        """The hand panel as drawn now: full while the human at the screen places the
        tile, compact otherwise."""
        return self.layout.hand if self.mover_view() is not None else self.layout.compact_hand

    @property
    def dragging_tile(self) -> bool:
        return self.drag is not None and self.drag.kind == "tile"

    def picker(self) -> ColourPicker | None:
        tentative = self.tentative
        view = self.mover_view()
        if tentative is None or view is None:
            return None
        preview = view.preview(tentative.cell, tentative.rotation)
        if not preview.needs_name:
            return None
        gains = {
            colour: self.match.trial(Move(tentative.cell, tentative.rotation, colour))
            for colour in COLOURS
        }
        return ColourPicker.beside(
            self.camera,
            tentative.cell,
            self.layout.board,
            gains,
            tentative.name,
            self.host.settings.score_previews,
        )

    def ready_to_confirm(self) -> bool:
        tentative = self.tentative
        if tentative is None:
            return False
        try:
            self.state.check(tentative)
        except IllegalMoveError:
            return False
        return True

    def buttons(self) -> list[Button]:
        human = self.mover_view() is not None
        ready = self.ready_to_confirm()
        undo = self.tentative is not None or self.match.can_undo()
        result = top_bar_buttons(
            self.layout,
            human and not self.match.hint_pending,
            undo and self.curtain is None,
            self.match.can_redo(),
        )
        if self.tip is not None:
            result += tip_buttons(self.tip_rect())
        if not human:
            return result
        if not self.dragging_tile:
            result += hand_buttons(self.layout, self.tentative is not None, ready)
        tentative = self.tentative
        if tentative is not None:
            picker = self.picker()
            x, y, size, _ = self.camera.cell_rect(tentative.cell)
            if picker is not None:
                anchor = (picker.rect.centerx, picker.rect.bottom + 8)
            else:
                anchor = (x + size // 2, y + size + 46)
            result += buttons_by_the_tile(anchor, self.layout.board, ready)
        return result

    # Input ------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.finish_animations()  # ... and the click goes on to do what it does
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self.pointer = event.pos
            if self.layout.board.collidepoint(event.pos) and self.drag is None:
                self.drag = Drag("pan", event.button, event.pos)
            elif event.button == 3:
                self.on_intent(Intent(Action.ROTATE))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
            drag = self.drag
            if drag is not None and drag.kind == "pan" and drag.button == event.button:
                self.drag = None
                if event.button == 3 and drag.moved < DRAG_THRESHOLD:
                    self.on_intent(Intent(Action.ROTATE))
            elif event.button == 3 and drag is not None and drag.kind == "tile":
                self.on_intent(Intent(Action.ROTATE))
        elif event.type == pygame.MOUSEWHEEL and self.dragging_tile:
            self.on_intent(Intent(Action.ROTATE if event.y > 0 else Action.ROTATE_BACK))
        elif event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.pointer):
            self.log_back = max(0, min(len(self.state.history) - 1, self.log_back + event.y))
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.camera.zoom(1 if event.y > 0 else -1, self.pointer)
        else:
            intent = translate(event)
            if intent is not None:
                self.on_intent(intent)

    def _motion(self, position: tuple[int, int]) -> None:
        self.pointer = position
        drag = self.drag
        if drag is None:
            return
        dx, dy = position[0] - drag.last[0], position[1] - drag.last[1]
        drag.moved += abs(dx) + abs(dy)
        drag.last = position
        if drag.kind == "pan":
            self.camera.pan_pixels(dx, dy)

    def _press(self, position: tuple[int, int]) -> None:
        self.pointer = position
        for button in self.buttons():
            if button.hit(position):
                self._button(button.action)
                return
        if self.curtain is not None:
            self.revealed_to = self.curtain
            return
        picker = self.picker()
        if picker is not None and picker.rect.collidepoint(position):
            choice = picker.choice_at(position)
            if choice is not None:
                self._name(choice)
            return
        if self.mover_view() is not None:
            on_hand = self.layout.hand_tile_rect.collidepoint(position) and self.tentative is None
            tentative = self.tentative
            on_tentative = (
                tentative is not None
                and self.camera.cell_at(position) == tentative.cell
                and self.layout.board.collidepoint(position)
            )
            if on_hand or on_tentative:
                self.tentative = None
                self.cursor = None
                self.drag = Drag("tile", 1, position)
                return
        if self.layout.board.collidepoint(position) and not self.hand_rect().collidepoint(position):
            self.drag = Drag("pan", 1, position)

    def _release(self, position: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        view = self.mover_view()
        if drag is None or view is None:
            return
        if drag.kind == "pan":
            cell = self.camera.cell_at(position)
            if drag.moved < DRAG_THRESHOLD and view.display.is_legal_cell(cell):
                self._put_down(cell)  # a click on an open cell puts the tile there
            return
        if drag.moved < DRAG_THRESHOLD or not self.layout.board.collidepoint(position):
            return  # a click on the tile, or a drop off the table, takes it back to the hand
        self._put_down(self.camera.cell_at(position))

    def _put_down(self, cell: Cell) -> None:
        """Place the tile tentatively on ``cell`` if the engine allows it there."""
        try:
            self.state.check(Move(cell, self.rotation, self._some_name(cell)))
        except IllegalMoveError as error:
            self.host.audio.play("button")
            self._banner(tr("game.refused"), fault_text(error), BAD, 2.4)
            return
        self.tentative = Move(cell, self.rotation)
        self.cursor = None
        self.host.audio.play("place")

    def _some_name(self, cell: Cell) -> Colour | None:
        """A name for asking the engine about the cell alone (the real one is picked later)."""
        view = self.mover_view()
        if view is None or not view.display.is_legal_cell(cell):
            return None
        return COLOURS[0] if view.preview(cell, self.rotation).needs_name else None

    def _button(self, action: str) -> None:
        self.host.audio.play("button")
        if action in ("tip_close", "tip_never"):
            self.tip = None
            if action == "tip_never":
                self.host.save_settings(replace(self.host.settings, tips_dismissed=True))
            return
        if action == "menu":
            self.tentative = None
            self.drag = None
            self.cursor = None
            self._open_pause()
            return
        self.on_intent(
            Intent(
                {
                    "help": Action.HELP,
                    "undo": Action.UNDO,
                    "redo": Action.REDO,
                    "hint": Action.HINT,
                    "rotate": Action.ROTATE,
                    "rotate_back": Action.ROTATE_BACK,
                    "cancel": Action.CANCEL,
                    "confirm": Action.CONFIRM,
                }[action]
            )
        )

    def on_intent(self, intent: Intent) -> None:
        action = intent.action
        if action is Action.HELP:
            from .help_scene import HelpScene

            self.host.scenes.push(HelpScene(self.host))
        elif action is Action.PAN:
            self.camera.pan_pixels(
                -intent.step[0] * self.camera.cell, -intent.step[1] * self.camera.cell
            )
        elif action is Action.ZOOM:
            self.camera.zoom(intent.amount)
        elif action is Action.FIT:
            self.camera.fit(self.state.display.bounds())
        elif self.curtain is not None:
            if action is Action.CONFIRM:
                self.revealed_to = self.curtain
            elif action is Action.CANCEL:
                self._open_pause()
        elif action is Action.CANCEL:
            if self.tentative is not None or self.drag is not None or self.cursor is not None:
                self.tentative = None
                self.drag = None
                self.cursor = None
            else:
                self._open_pause()
        elif action is Action.UNDO:
            self._undo()
        elif action is Action.REDO:
            if self.match.redo():
                self._after_undo()
        elif self.mover_view() is None:
            return
        elif action in (Action.ROTATE, Action.ROTATE_BACK):
            self._rotate(1 if action is Action.ROTATE else 3)
        elif action is Action.PICK:
            if self.picker() is not None and intent.amount < len(COLOURS):
                self._name(COLOURS[intent.amount])
        elif action is Action.CURSOR:
            self._move_cursor(intent.step)
        elif action is Action.CONFIRM:
            self._confirm()
        elif action is Action.HINT:
            self.match.ask_hint()

    def _rotate(self, turns: int) -> None:
        self.rotation = (self.rotation + turns) % 4
        tentative = self.tentative
        if tentative is not None:
            self.tentative = Move(tentative.cell, self.rotation)

    def _name(self, colour: Colour) -> None:
        tentative = self.tentative
        if tentative is not None:
            self.tentative = Move(tentative.cell, tentative.rotation, colour)

    def _move_cursor(self, step: tuple[int, int]) -> None:
        if self.picker() is not None:
            tentative = self.tentative
            assert tentative is not None
            current = COLOURS.index(tentative.name) if tentative.name else -1
            delta = 1 if step[0] + step[1] > 0 else -1
            self._name(COLOURS[(current + delta) % len(COLOURS)])
            return
        self.tentative = None
        if self.cursor is None:
            self.cursor = self._nearest_open_cell()
        else:
            self.cursor = (self.cursor[0] + step[0], self.cursor[1] + step[1])
        self.camera.reveal(self.cursor)

    def _nearest_open_cell(self) -> Cell:
        cx, cy = self.camera.centre
        return min(
            self.state.legal_cells(),
            key=lambda cell: (cell[0] + 0.5 - cx) ** 2 + (cell[1] + 0.5 - cy) ** 2,
        )

    def _confirm(self) -> None:
        tentative = self.tentative
        if tentative is not None:
            if self.ready_to_confirm():
                self._commit(tentative)
            else:
                self._banner(tr("game.pick_colour"), tr("game.pick_colour_detail"), ACCENT, 2.0)
        elif self.cursor is not None:
            self._put_down(self.cursor)
        else:
            self.cursor = self._nearest_open_cell()
            self.camera.reveal(self.cursor)

    def _show_hint(self, move: Move) -> None:
        """Put the hinted tile down tentatively (the player still confirms it)."""
        self.rotation = move.rotation
        self.tentative = move
        self.cursor = None
        self.camera.reveal(move.cell)

    def _undo(self) -> None:
        """First the tile put down but not confirmed; then, with one human, back to
        their previous decision (in hot-seat no further: other hands stay hidden)."""
        if self.tentative is not None:
            self.tentative = None
        elif self.match.undo():
            self._after_undo()

    def _open_pause(self) -> None:
        from .pause_scene import PauseScene

        self.host.scenes.push(PauseScene(self.host, self))

    # Moves -----------------------------------------------------------------------

    def _commit(self, move: Move) -> None:
        view = self.mover_view()
        placement = self.match.play(move)
        if view is not None and view.tile is not None:
            self.landing = Landing(move.cell, view.tile.rotations[move.rotation])
        self.tentative = None
        self.cursor = None
        self.rotation = 0
        self._after_move(placement)

    def _after_move(self, placement: Placement) -> None:
        self.log_back = 0
        if any(placement.points):
            # Replaces the last move's points, which would still be rising beside these.
            self.gain = Gain(placement.move.cell, placement.points)
        self.host.flow.autosave(self.match)
        self._keep_in_sight(placement.move.cell)
        names = [player.name for player in self.match.players]
        self.host.audio.play("score" if any(placement.points) else "place")
        if placement.axio:
            colours = join_names([colour_name(colour) for colour in placement.axio])
            self.host.audio.play("axio")
            self._banner(
                tr("game.axio"),
                tr(
                    "game.axio_detail",
                    name=names[placement.player],
                    colours=colours,
                    count=len(placement.axio),
                ),
                ACCENT,
                2.6,
            )
        if placement.bonus_lost:
            self.host.audio.play("bonus_lost")
            self._banner(
                tr("game.bonus_lost"),
                tr("game.bonus_lost_detail", count=placement.bonus_lost),
                BAD,
                3.0,
            )
        if self.state.finished:
            self.host.audio.play("game_over")
            if placement.instant_win:
                self._banner(
                    tr("game.instant_win"),
                    tr("game.instant_win_detail", name=names[placement.player]),
                    ACCENT,
                    3.0,
                )
            self.end_left = END_PAUSE

    def _keep_in_sight(self, cell: Cell) -> None:
        """Zoom out (not below a comfortable size) while the display and its open cells
        do not fit, a little more if that shows them clear of the hand panel; then glide
        to show all of it, or at least ``cell``."""
        bounds = self.state.display.bounds()
        camera = self.camera
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
        camera = self.camera
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
        before = self.camera.cell
        self.camera.zoom(-1)
        return self.camera.cell != before

    def _after_undo(self) -> None:
        """Undo or redo replaced the state: forget what belonged to the old one."""
        self.tentative = None
        self.cursor = None
        self.drag = None
        self.rotation = 0
        self.flight = None
        self.landing = None
        self.gain = None
        self.banners = []
        self.pause_left = 0.0
        self.log_back = 0
        self.end_left = END_PAUSE if self.state.finished else None
        self.host.flow.autosave(self.match)

    def _banner(
        self, title: str, detail: str, colour: tuple[int, int, int], seconds: float
    ) -> None:
        self.banners = [banner for banner in self.banners if banner.title != title]
        self.banners.append(Banner(title, detail, colour, seconds))

    # Time -------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Whether something on the table moves by itself (the frame must be drawn)."""
        return bool(
            self.flight
            or self.landing
            or self.banners
            or self.gain is not None
            or self.camera.goal is not None
            or self.match.bot_thinking
            or self.match.hint_pending
            or self.pause_left > 0
            or self.end_left is not None
            or any(shown != self.state.scores(seat) for seat, shown in enumerate(self.shown))
        )

    def finish_animations(self) -> None:
        """A click: the tile in flight lands, markers and view reach their goals, the
        banners go, the pause before the results ends (the click then does what it does
        as well)."""
        if self.end_left is not None:
            self.end_left = 0.0
        if self.flight is not None:
            self._land_flight()
        self.landing = None
        self.gain = None
        self.banners = []
        if self.camera.goal is not None:
            self.camera.centre, self.camera.goal = self.camera.goal, None
        self.shown = [
            tuple(float(v) for v in self.state.scores(seat)) for seat in range(len(self.shown))
        ]

    def _land_flight(self) -> None:
        flight = self.flight
        assert flight is not None
        self.flight = None
        self._after_move(self.match.play(flight.move))
        self.pause_left = self.host.settings.bot_delay

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.landing is not None:
            self.landing.elapsed += dt
            if self.landing.elapsed >= LANDING_SECONDS:
                self.landing = None
        if self.match.hint_pending:
            hint = self.match.hint_answer()
            if hint is not None:
                self._show_hint(hint)
        self.camera.glide(dt)
        self.shown = [
            glide(self.shown[seat], self.state.scores(seat), dt) for seat in range(len(self.shown))
        ]
        for banner in self.banners:
            banner.left -= dt
            banner.age += dt
        self.banners = [banner for banner in self.banners if banner.left > 0]
        if self.gain is not None:
            self.gain.age += dt
            if self.gain.age >= GAIN_SECONDS:
                self.gain = None
        if self.state.finished:
            if self.end_left is not None:
                self.end_left -= dt
                if self.end_left <= 0:
                    self.end_left = None
                    self.host.flow.show_results(self.match)
            return
        if self.flight is not None:
            self.flight.elapsed += dt
            if self.flight.elapsed >= FLIGHT_SECONDS:
                self._land_flight()
            return
        if self.pause_left > 0:
            self.pause_left -= dt
            return
        if self.match.bot_to_move:
            self._bot_turn()

    def _bot_turn(self) -> None:
        self.match.ask_bot()
        answer = self.match.bot_answer()
        if answer is None:
            return
        if answer.fault:
            self.faults.append(answer.fault)
            self._banner(tr("game.bot_fault"), answer.fault, BAD, 5.0)
        tile = self.state.tile_to_place
        assert tile is not None
        if self.host.settings.bot_delay <= 0:
            self._after_move(self.match.play(answer.move))
        else:
            self.flight = Flight(answer.move, tile.rotations[answer.move.rotation])

    def resize(self, size: tuple[int, int]) -> None:
        centre, cell = self.camera.centre, self.camera.cell
        self.layout = GameLayout.of(size, len(self.match.players))
        self.camera.viewport = tuple(self.layout.board)  # type: ignore[assignment]
        self.camera.covered = self.layout.hand_cover
        self.camera.centre, self.camera.cell = centre, cell

    def leave_game(self) -> None:
        self.match.close()

    # Drawing ----------------------------------------------------------------------

    def picture(self) -> BoardPicture:
        state = self.state
        # The last move is outlined; pointing at a row of the move log outlines that one.
        last = self.hovered_placement() or (state.history[-1] if state.history else None)
        view = self.mover_view()
        ghost: Ghost | None = None
        floating = None
        previews = self.host.settings.score_previews
        if view is not None and view.tile is not None:
            corners = view.tile.rotations[self.rotation]
            if self.tentative is not None:
                tentative = self.tentative
                ghost = Ghost(
                    view.tile.rotations[tentative.rotation],
                    tentative.cell,
                    True,
                    view.preview(tentative.cell, tentative.rotation),
                    tentative.name,
                    True,
                    previews,
                )
            elif (aim := self._aim(view)) is not None:
                legal = view.display.is_legal_cell(aim)
                preview = view.preview(aim, self.rotation) if legal else None
                ghost = Ghost(corners, aim, legal, preview, show_points=previews)
            elif self.dragging_tile:
                floating = (corners, (float(self.pointer[0]), float(self.pointer[1])))
        if self.flight is not None:
            flight = self.flight
            start = self.layout.compact_tile_rect.center
            target = self.camera.to_screen((flight.move.cell[0] + 0.5, flight.move.cell[1] + 0.5))
            t = min(1.0, flight.elapsed / FLIGHT_SECONDS)
            ease = 1 - (1 - t) ** 3
            floating = (
                flight.corners,
                (
                    start[0] + (target[0] - start[0]) * ease,
                    start[1] + (target[1] - start[1]) * ease,
                ),
            )
        return BoardPicture(
            display=state.display,
            open_cells=state.legal_cells() if view is not None else (),
            last_move=last.move.cell if last else None,
            last_colour=PLAYER_RGB[last.player % len(PLAYER_RGB)] if last else ACCENT,
            ghost=ghost,
            cursor=self.cursor if self.tentative is None else None,
            floating=floating,
        )

    def _aim(self, view: SeatView) -> Cell | None:
        """The cell the ghost shows: under the dragged tile, at the keyboard cursor, or
        the open cell under the pointer (a preview before anything is picked up)."""
        if self.dragging_tile:
            # The hand panel steps aside while the tile is dragged: the cells beneath it count.
            on_table = self.layout.board.collidepoint(self.pointer)
            return self.camera.cell_at(self.pointer) if on_table else None
        over_board = self.layout.board.collidepoint(self.pointer) and not (
            self.hand_rect().collidepoint(self.pointer)
        )
        if self.cursor is not None:
            return self.cursor
        if self.drag is None and over_board:
            cell = self.camera.cell_at(self.pointer)
            return cell if view.display.is_legal_cell(cell) else None
        return None

    def draw(self, surface: pygame.Surface) -> None:
        picture = self.picture()
        self.renderer.draw(surface, self.camera, picture)
        if self.landing is not None:
            self._draw_landing(surface, self.landing)
        if self.gain is not None:
            draw_gain(surface, self.layout.board, self.camera.cell_rect(self.gain.cell), self.gain)
        picker = self.picker()
        if picker is not None:
            picker.draw(surface)
        elif (
            picture.ghost is not None
            and picture.ghost.preview is not None
            and self.host.settings.score_previews
        ):
            self._draw_totals(surface, picture.ghost)
        self._draw_side(surface)
        draw_top_bar(surface, self.layout.top_bar, self._status(), self.state.supply_size)
        if not self.dragging_tile:
            draw_hand_panel(surface, self.layout, self._hand_shown())
        hovered = pygame.mouse.get_pos()
        if self.tip is not None:
            draw_tip(surface, self.tip_rect(), self.tip)
        for button in self.buttons():
            button.draw(surface, button.rect.collidepoint(hovered))
        if self.curtain is not None:
            seat = self.curtain
            draw_curtain(
                surface,
                self.layout.board,
                self.match.name(seat),
                PLAYER_RGB[seat % len(PLAYER_RGB)],
            )
        if self.banners:
            draw_banner(surface, self.layout.board, self.banners[-1])

    def _draw_landing(self, surface: pygame.Surface, landing: Landing) -> None:
        """The placed tile drawn a little larger, shrinking onto its cell."""
        x, y, size, _ = self.camera.cell_rect(landing.cell)
        share = min(1.0, landing.elapsed / LANDING_SECONDS)
        grown = round(size * (1 + 0.18 * (1 - share) ** 2))
        face = tile_face(landing.corners, grown)
        box = face.get_rect(center=(x + size // 2, y + size // 2))
        previous = surface.get_clip()
        surface.set_clip(self.layout.board)
        surface.blit(face, box)
        surface.set_clip(previous)

    def _draw_totals(self, surface: pygame.Surface, ghost: Ghost) -> None:
        """Under the ghost: the points per colour this placement would bring (after the cap)."""
        assert ghost.preview is not None
        placement = None
        if not (ghost.preview.needs_name and ghost.name is None):
            placement = self.match.trial(Move(ghost.cell, ghost.preview.rotation, ghost.name))
        draw_totals(surface, self.layout.board, self.camera.cell_rect(ghost.cell), placement)

    def _hand_shown(self) -> HandShown:
        state = self.state
        seat = state.to_move
        view = self.mover_view()
        if seat is None:
            return HandShown(tr("game.over"), None, "", state.supply_size, compact=True)
        name = self.match.name(seat)
        stack = tr("game.stack_left", count=state.stack_size(seat))
        if view is not None and view.tile is not None:
            title = tr("game.bonus_tile") if view.bonus else tr("game.your_tile", name=name)
            in_play = self.tentative is not None or self.dragging_tile
            return HandShown(
                title,
                None if in_play else view.tile.rotations[self.rotation],
                stack,
                state.supply_size,
                face_up=True,
                placing=in_play,
            )
        if self.curtain is not None:
            return HandShown(
                tr("game.hidden_hand", name=name), None, stack, state.supply_size, compact=True
            )
        if state.is_bonus_turn and self.flight is None:
            bonus = state.tile_to_place
            return HandShown(
                tr("game.bonus_tile_of", name=name),
                bonus.rotations[0] if bonus else None,
                stack,
                state.supply_size,
                face_up=True,
                compact=True,
            )
        return HandShown(
            tr("game.thinking", name=name),
            None,
            stack,
            state.supply_size,
            thinking=self.clock,
            compact=True,
        )

    def _status(self) -> str:
        state = self.state
        seat = state.to_move
        if seat is None:
            return tr("game.over")
        name = self.match.name(seat)
        if state.is_bonus_turn:
            return tr("status.bonus", name=name, count=state.pending_bonus)
        if self.match.is_bot(seat):
            return tr("status.bot", name=name)
        if self.match.hint_pending:
            return tr("status.hint")
        if self.curtain is not None:
            return tr("status.pass", name=name)
        if self.tentative is not None and self.tentative.name is None and self.picker() is not None:
            return tr("status.name")
        if self.tentative is not None:
            return tr("status.confirm")
        return tr("status.human", name=name)

    def _draw_side(self, surface: pygame.Surface) -> None:
        side = self.layout.side
        surface.fill((24, 30, 36), side)
        state = self.state
        for seat, rect in enumerate(self.layout.scorecards()):
            player = self.match.players[seat]
            tiles_left = state.stack_size(seat) + (1 if state.hand(seat) else 0)
            card = ScoreCard(
                player.name,
                level_name(player.level) if player.kind == "bot" else tr("seat.human"),
                state.scores(seat),
                self.shown[seat],
                PLAYER_RGB[seat % len(PLAYER_RGB)],
                seat == state.to_move,
                tr("game.tiles_left", count=tiles_left),
            )
            draw_scorecard(surface, rect, card)
        names = [player.name for player in self.match.players]
        draw_move_log(
            surface,
            self.layout.log,
            state.history,
            names,
            self.faults,
            self.log_back,
            self.hovered_placement(),
            self.match.hinted,
        )
