"""The AXIO and AXIO Hex table: whose turn it is, the human's gestures turned into
decisions, the bots' turns off the frame loop, and what happens after each decision.

What the table shows is drawn by `table_drawing` from this scene's values; the
board picture, the rack and the log know no rules. Every question about legality
and points goes to the engine (the seat's view, `check`, `preview`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...engine.axio import AxioState, AxioView, Cell, Decision, Exchange, Place
from ...engine.errors import IllegalMoveError
from ..camera import Camera
from ..game_overlays import Banner
from ..i18n import tr
from ..input import AXIO_HELP_ROWS, Action, Intent, translate
from ..scenes import Scene
from ..scoreboard import glide
from ..theme import ACCENT, BAD
from ..wording import colour_name, fault_text, join_names
from .axio_match import AxioMatch, Played
from .board_art import AxioBoardRenderer
from .geometry import cell_layout
from .pieces import step_vector
from .placing import CLOCKWISE, Placing
from .rack_panel import TableLayout
from .table_drawing import buttons, draw_table

if TYPE_CHECKING:
    from ..host import Host

FLIGHT_SECONDS = 0.4
PYRAMID_SECONDS = 0.5
END_PAUSE = 1.6
DRAG_THRESHOLD = 5


@dataclass(slots=True)
class Drag:
    """A pointer drag: a rack tile (``tile``) or the view (``pan``)."""

    kind: str
    button: int
    last: tuple[int, int]
    moved: int = 0


@dataclass(slots=True)
class Flight:
    """A bot's tile on its way from the rack to its cells."""

    place: Place
    elapsed: float = 0.0


class AxioTableScene(Scene):
    def __init__(self, host: Host, match: AxioMatch) -> None:
        super().__init__(host)
        self.match = match
        self.cells = cell_layout(match.state.rules.shape)
        self.layout = self._layout(self.host.size)
        self.camera = Camera(tuple(self.layout.board))  # type: ignore[arg-type]
        self.fit()
        self.renderer = AxioBoardRenderer()
        self.placing = Placing()
        self.pointer = (0, 0)
        self.drag: Drag | None = None
        self.revealed_to: int | None = None
        self.flight: Flight | None = None
        self.pause_left = 0.0
        self.end_left: float | None = END_PAUSE if match.state.finished else None
        self.banners: list[Banner] = []
        self.new_pyramids: tuple[Cell, ...] = ()
        self.pyramid_age = PYRAMID_SECONDS
        self.clock = 0.0
        self.faults: list[str] = []
        self.log_back = 0
        self.shown = [tuple(float(v) for v in scores) for scores in match.state.all_scores()]
        self._view: tuple[tuple[int, int, str], AxioView] | None = None

    def _layout(self, size: tuple[int, int]) -> TableLayout:
        players = len(self.match.players)
        return TableLayout.of(size, players, self.match.state.rules.rack_size_for(players))

    def fit(self) -> None:
        self.camera.fit(self.cells.bounds(self.state.board.area.cells), margin=1.0)  # type: ignore[arg-type]

    # What the table knows ---------------------------------------------------------

    @property
    def state(self) -> AxioState:
        return self.match.state

    @property
    def curtain(self) -> int | None:
        """The human seat the rack must be passed to, while the curtain is down."""
        seat = self.state.to_move
        if seat is None or self.match.is_bot(seat) or len(self.match.humans) < 2:
            return None
        return None if self.revealed_to == seat else seat

    def mover_view(self) -> AxioView | None:
        """The view of the human to move, once the curtain is up for them."""
        seat = self.state.to_move
        if seat is None or self.match.is_bot(seat) or self.curtain is not None or self.flight:
            return None
        key = (len(self.state.placements), seat, self.state.phase.value)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.state.view(seat))
        return self._view[1]

    def placing_view(self) -> AxioView | None:
        view = self.mover_view()
        return view if view is not None and view.decision == "place" else None

    @property
    def dragging_tile(self) -> bool:
        return self.drag is not None and self.drag.kind == "tile"

    def aim(self) -> Cell | None:
        """Where the held tile's first half would go: under the dragged tile (its
        middle at the pointer), at the keyboard cursor, or the target under the pointer."""
        view = self.placing_view()
        if view is None or self.placing.code(view) is None:
            return None
        if self.placing.cursor is not None:
            return self.placing.cursor
        if not self.layout.board.collidepoint(self.pointer):
            return None
        wx, wy = self.camera.to_world(self.pointer)
        if self.dragging_tile:
            vx, vy = step_vector(self.cells, self.placing.step(view))
            return self.cells.cell_at((wx - vx / 2, wy - vy / 2))
        if self.drag is None:
            anchor = self.placing.anchor_for(view, self.cells.cell_at((wx, wy)))
            return anchor if anchor in self.placing.targets(view) else None
        return None

    def ready_to_confirm(self) -> bool:
        return self.placing.tentative is not None

    # Input ------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.finish_animations()
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self.pointer = event.pos
            if self.dragging_tile or (event.button == 3 and self.placing.slot is not None):
                self.on_intent(Intent(Action.ROTATE))
            elif self.layout.board.collidepoint(event.pos) and self.drag is None:
                self.drag = Drag("pan", event.button, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
            if self.drag is not None and self.drag.kind == "pan":
                self.drag = None
        elif event.type == pygame.MOUSEWHEEL and (self.dragging_tile or self.placing.slot
                                                  is not None and self.layout.rack.collidepoint(
                                                      self.pointer)):
            self.on_intent(Intent(Action.ROTATE if event.y > 0 else Action.ROTATE_BACK))
        elif event.type == pygame.MOUSEWHEEL and self.layout.base.log.collidepoint(self.pointer):
            self.log_back = max(0, self.log_back + event.y)
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
        for button in buttons(self):
            if button.hit(position):
                self._button(button.action)
                return
        if self.curtain is not None:
            self.revealed_to = self.curtain
            return
        view = self.placing_view()
        if view is not None:
            slot = self.layout.slot_at(position)
            if slot is not None and slot < len(view.rack):
                self._pick(slot)
                self.drag = Drag("tile", 1, position)
                return
            tentative = self.placing.tentative
            if tentative is not None and self.layout.board.collidepoint(position):
                pointed = self.cells.cell_at(self.camera.to_world(position))
                if pointed in tentative.cells:
                    self.placing.tentative = None
                    self.drag = Drag("tile", 1, position)
                    return
        if self.layout.board.collidepoint(position):
            self.drag = Drag("pan", 1, position)

    def _release(self, position: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        view = self.placing_view()
        if drag is None or view is None or self.placing.code(view) is None:
            return
        on_board = self.layout.board.collidepoint(position)
        if drag.kind == "pan":
            if drag.moved < DRAG_THRESHOLD and on_board:
                pointed = self.cells.cell_at(self.camera.to_world(position))
                self._put_down(self.placing.anchor_for(view, pointed))
            return
        if drag.moved < DRAG_THRESHOLD or not on_board:
            return  # a click on a rack tile picks it; a drop off the board puts it back
        self.drag = Drag("tile", 1, position)  # the aim reads the tile's middle at the pointer
        aim = self.aim()
        self.drag = None
        if aim is not None:
            self._put_down(aim)

    def _pick(self, slot: int) -> None:
        if slot != self.placing.slot:
            self.placing.turn = 0
        self.placing.slot = slot
        self.placing.tentative = None
        self.placing.cursor = None
        self.host.audio.play("button")

    def _put_down(self, first: Cell) -> None:
        view = self.placing_view()
        if view is None:
            return
        place = self.placing.place_at(view, first)
        if place is None:
            return
        try:
            self.state.check(place)
        except IllegalMoveError as error:
            self.host.audio.play("button")
            self._banner(tr("game.refused"), fault_text(error), BAD, 2.4)
            return
        self.placing.tentative = place
        self.placing.cursor = None
        self.host.audio.play("place")

    def _button(self, action: str) -> None:
        self.host.audio.play("button")
        if action == "menu":
            self.placing.tentative = None
            self.drag = None
            self._open_pause()
            return
        self.on_intent(Intent({
            "help": Action.HELP, "undo": Action.UNDO, "redo": Action.REDO, "hint": Action.HINT,
            "rotate": Action.ROTATE, "rotate_back": Action.ROTATE_BACK, "cancel": Action.CANCEL,
            "confirm": Action.CONFIRM, "exchange": Action.EXCHANGE, "keep": Action.KEEP,
        }[action]))

    def on_intent(self, intent: Intent) -> None:
        action = intent.action
        view = self.mover_view()
        if action is Action.HELP:
            from ..help_scene import HelpScene

            self.host.scenes.push(HelpScene(self.host, AXIO_HELP_ROWS))
        elif action is Action.PAN:
            self.camera.pan_pixels(-intent.step[0] * self.camera.cell,
                                   -intent.step[1] * self.camera.cell)
        elif action is Action.ZOOM:
            self.camera.zoom(intent.amount)
        elif action is Action.FIT:
            self.fit()
        elif self.curtain is not None:
            if action is Action.CONFIRM:
                self.revealed_to = self.curtain
            elif action is Action.CANCEL:
                self._open_pause()
        elif action is Action.CANCEL:
            if self.placing.tentative is not None or self.placing.cursor is not None:
                self.placing.tentative = None
                self.placing.cursor = None
            elif self.placing.slot is not None:
                self.placing.clear()
            else:
                self._open_pause()
        elif action is Action.UNDO:
            if self.placing.tentative is not None:
                self.placing.tentative = None
            elif self.match.undo():
                self._after_undo()
        elif action is Action.REDO:
            if self.match.redo():
                self._after_undo()
        elif view is None:
            return
        elif action is Action.HINT:
            self.match.ask_hint()
        elif view.decision == "exchange":
            if action in (Action.EXCHANGE, Action.CONFIRM):
                self._decide(Exchange(True))
            elif action is Action.KEEP:
                self._decide(Exchange(False))
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
            targets = self.placing.targets(view) or view.board.area.cells
            cx, cy = self.camera.centre
            cursor = min(targets, key=lambda c: (self.cells.centre(c)[0] - cx) ** 2
                         + (self.cells.centre(c)[1] - cy) ** 2)
        else:
            cursor = (cursor[0] + step[0], cursor[1] + step[1])
        self.placing.cursor = cursor
        x, y = self.cells.centre(cursor)
        self.camera.reveal((int(x - 0.5), int(y - 0.5)))

    def _legal(self, place: Place) -> bool:
        try:
            self.state.check(place)
        except IllegalMoveError:
            return False
        return True

    def _confirm(self, view: AxioView) -> None:
        tentative = self.placing.tentative
        if tentative is not None:
            self.placing.clear()
            if self._legal(tentative):
                self._decide(tentative)
        elif self.placing.cursor is not None:
            self._put_down(self.placing.cursor)
        else:
            self._move_cursor(view, (0, 0))

    def _open_pause(self) -> None:
        from ..pause_scene import PauseScene

        self.host.scenes.push(PauseScene(self.host, self))  # type: ignore[arg-type]

    # Decisions ----------------------------------------------------------------------

    def _decide(self, decision: Decision) -> None:
        self._after(self.match.play(decision))

    def _after(self, played: Played) -> None:
        self.log_back = 0
        placement = played.placement
        names = [player.name for player in self.match.players]
        if placement is not None:
            self.host.audio.play("score" if any(placement.points) else "place")
            if placement.pyramids:
                self.new_pyramids = placement.pyramids
                self.pyramid_age = 0.0
            if placement.axio:
                self.host.audio.play("axio")
                colours = join_names([colour_name(c) for c in placement.axio])
                self._banner(tr("game.axio"), tr("axio.axio_detail", name=names[placement.player],
                                                 colours=colours, count=len(placement.axio)),
                             ACCENT, 2.6)
            if placement.bonus_lost:
                self.host.audio.play("bonus_lost")
                self._banner(tr("game.bonus_lost"),
                             tr("axio.bonus_lost_detail", count=placement.bonus_lost), BAD, 3.0)
        elif played.exchanged:
            seat = (self.state.to_move - 1) % len(names) if self.state.to_move is not None else 0
            self._banner(tr("axio.exchanged"), tr("axio.exchanged_detail", name=names[seat]),
                         ACCENT, 2.0)
        self.host.flow.autosave(self.match)  # type: ignore[arg-type]
        if self.state.finished:
            self.host.audio.play("game_over")
            if placement is not None and placement.instant_win:
                self._banner(tr("game.instant_win"), tr("axio.instant_win_detail",
                                                        name=names[placement.player]), ACCENT, 3.0)
            self.end_left = END_PAUSE

    def _after_undo(self) -> None:
        self.placing.clear()
        self.drag = None
        self.flight = None
        self.banners = []
        self.pause_left = 0.0
        self.new_pyramids = ()
        self.end_left = END_PAUSE if self.state.finished else None
        self.host.flow.autosave(self.match)  # type: ignore[arg-type]

    def _banner(self, title: str, detail: str, colour: tuple[int, int, int],
                seconds: float) -> None:
        self.banners = [banner for banner in self.banners if banner.title != title]
        self.banners.append(Banner(title, detail, colour, seconds))

    # Time ---------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return bool(
            self.flight or self.banners or self.camera.goal is not None
            or self.match.bot_thinking or self.match.hint_pending or self.pause_left > 0
            or self.end_left is not None or self.pyramid_age < PYRAMID_SECONDS
            or self.match.bot_to_move
            or any(shown != scores for shown, scores in zip(self.shown,
                                                               self.state.all_scores()))
        )

    def finish_animations(self) -> None:
        if self.end_left is not None:
            self.end_left = 0.0
        if self.flight is not None:
            self._land_flight()
        self.banners = []
        self.pyramid_age = PYRAMID_SECONDS
        self.shown = [tuple(float(v) for v in scores) for scores in self.state.all_scores()]

    def _land_flight(self) -> None:
        flight = self.flight
        assert flight is not None
        self.flight = None
        self._decide(flight.place)
        self.pause_left = self.host.settings.bot_delay

    def update(self, dt: float) -> None:
        self.clock += dt
        self.pyramid_age = min(PYRAMID_SECONDS, self.pyramid_age + dt)
        if self.match.hint_pending:
            self._show_hint(self.match.hint_answer())
        self.camera.glide(dt)
        self.shown = [glide(shown, scores, dt)
                      for shown, scores in zip(self.shown, self.state.all_scores())]
        for banner in self.banners:
            banner.left -= dt
            banner.age += dt
        self.banners = [banner for banner in self.banners if banner.left > 0]
        if self.state.finished:
            if self.end_left is not None:
                self.end_left -= dt
                if self.end_left <= 0:
                    self.end_left = None
                    self.host.flow.show_results(self.match)  # type: ignore[arg-type]
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

    def _show_hint(self, decision: Decision | None) -> None:
        view = self.mover_view()
        if decision is None or view is None:
            return
        if isinstance(decision, Exchange):
            self._banner(tr("game.hint"), tr("axio.hint_exchange" if decision.accept
                                             else "axio.hint_keep"), ACCENT, 2.4)
            return
        codes = [code for code in view.rack]
        kind = view.rules.kind_of_colours[decision.colours]
        self.placing.slot = next(i for i, code in enumerate(codes)
                                 if view.rules.kind_of_code[code] == kind)
        first, second = decision.cells
        directions = view.board.area.shape.directions
        direction = directions.index((second[0] - first[0], second[1] - first[1]))
        self.placing.turn = CLOCKWISE[len(directions)].index(direction)
        self.placing.tentative = decision
        self.placing.cursor = None
        x, y = self.cells.centre(first)
        self.camera.reveal((int(x - 0.5), int(y - 0.5)))

    def _bot_turn(self) -> None:
        self.match.ask_bot()
        answer = self.match.bot_answer()
        if answer is None:
            return
        if answer.fault:
            self.faults.append(answer.fault)
            self._banner(tr("game.bot_fault"), answer.fault, BAD, 5.0)
        decision = answer.move
        if isinstance(decision, Place) and self.host.settings.bot_delay > 0:
            self.flight = Flight(decision)
        else:
            self._decide(decision)
            if isinstance(decision, Place):
                self.pause_left = self.host.settings.bot_delay

    def resize(self, size: tuple[int, int]) -> None:
        centre, cell = self.camera.centre, self.camera.cell
        self.layout = self._layout(size)
        self.camera.viewport = tuple(self.layout.board)  # type: ignore[assignment]
        self.camera.centre, self.camera.cell = centre, cell

    def leave_game(self) -> None:
        self.match.close()

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.layout.rack]

    def message_area(self) -> pygame.Rect:
        return self.layout.board

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
