"""The game table of every game, composed of parts that each do one job:

- `TurnFlow` (`turn_flow.py`): whose turn it is, the curtain, the bots, decisions,
  undo and redo, hints, the end;
- `Motion` (`motion.py`): banners, gliding markers and short effects, no rules;
- the game's `TablePart` (`part.py`; AXIO Rota's in `ui.rota.part`, AXIO's and AXIO
  Hex's in `ui.axio.part`): its layout, the board picture, the pieces in hand, the
  placement gesture and the move being built.

The scene itself turns pointer gestures and intents into calls on those parts and
draws what every table has: the top bar, the scoreboards, the buttons, the tip card,
the curtain and the banners. Drawing changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from ...bots.wire import ViewT
from ...engine.game import GameState
from ..core.camera import Camera
from ..core.input import BUTTON_INTENTS, Action, Intent
from ..core.key_help import HelpLine
from ..core.scenes import Scene
from ..core.tips import pick_tip
from ..core.widgets import Button
from ..i18n import language, tr
from .buttons import tip_buttons, top_bar_buttons
from .chrome import draw_over_table, draw_scorecards
from .coach import Coach, table_help
from .layout import TableLayout
from .match import AnyMatch, DecisionT, PlacementT, Played
from .motion import Motion
from .overlays import draw_points_flight, tip_card_place
from .part import DRAG_THRESHOLD, Drag, Press, Table, TablePart
from .placing import Placing
from .top_bar import draw_top_bar
from .turn_flow import GameWords, TurnFlow

if TYPE_CHECKING:
    from ..host import Host

MatchT = TypeVar("MatchT", bound=AnyMatch)
LayoutT = TypeVar("LayoutT", bound=TableLayout)

PartMaker = Callable[[Table[MatchT, DecisionT, PlacementT, ViewT, LayoutT]],
                     TablePart[DecisionT, PlacementT, ViewT, LayoutT]]
"""Makes a game's part for the table it is handed."""


class TableScene(Scene, Generic[MatchT, DecisionT, PlacementT, ViewT, LayoutT]):
    """The table of a game whose match is a ``MatchT`` (its decisions ``DecisionT``, its
    placements ``PlacementT``, its seat views ``ViewT``), laid out by a ``LayoutT``."""

    def __init__(self, host: Host, match: MatchT,
                 make_part: PartMaker[MatchT, DecisionT, PlacementT, ViewT, LayoutT],
                 coach: Coach[DecisionT] | None = None) -> None:
        super().__init__(host)
        self.match = match
        self.coach = coach
        """Who guides the human through this game (a tutorial, a try-again), if anyone."""
        self.motion = Motion(match.state.all_scores())
        self.turns: TurnFlow[DecisionT, PlacementT, ViewT] = TurnFlow(host, match, self,
                                                                       self.motion)
        self.part = make_part(self)
        self.keys = self.part.keys
        """What the keys mean at this table: every table's, with the game's own."""
        self.layout = self.part.lay_out(host.size)
        self.camera = Camera(tuple(self.layout.board), self.part.covered())  # type: ignore[arg-type]
        self.part.fit()
        self.pointer = (0, 0)
        self.drag: Drag | None = None
        self.log_back = 0
        """Rows the move log is scrolled back (mouse wheel over the log)."""
        self.tip = self._first_tip()
        if coach is not None:
            coach.attach(self)

    def _first_tip(self) -> str | None:
        if (self.host.demo is not None or self.host.settings.tips_dismissed
                or not self.match.humans or self.coach is not None):
            return None
        return pick_tip(self.match.game_id, language(), random.Random(),
                        solo=len(self.match.players) == 1)

    # What the table knows -------------------------------------------------------------

    @property
    def state(self) -> GameState[DecisionT, PlacementT | None, ViewT]:
        return self.turns.state

    @property
    def placing(self) -> Placing:
        """The move the human at the screen is building (the game's part keeps it)."""
        return self.part.placing

    def key_help(self) -> tuple[HelpLine, ...]:
        """The key help's lines (F1, and Help in the game menu)."""
        return table_help(self.keys, self.part.help_rows, self.coach)

    @property
    def curtain(self) -> int | None:
        return self.turns.curtain

    def mover_view(self) -> ViewT | None:
        return self.turns.mover_view()

    def reveal(self) -> None:
        self.turns.reveal()

    @property
    def dragging_tile(self) -> bool:
        return self.drag is not None and self.drag.kind == "tile"

    def status(self) -> str:
        """The top bar's line: the game's own, unless a coach holds a bot's turn (the
        bot is not thinking: the game waits for the player to read) or an online game
        waits on a seat afar or on the connection."""
        if self.held and self.match.bot_to_move:
            return tr("game.held")
        afar = self.match.afar
        waiting = afar.status() if afar is not None else None
        return waiting if waiting is not None else self.part.status()

    def tip_rect(self) -> pygame.Rect:
        """The tip card shown, clear of the hand and of every cell where the player may
        place now (`overlays.tip_card_place`)."""
        assert self.tip is not None, "no tip card is shown"
        part = self.part
        return tip_card_place(self.tip, part.tip_home(), self.layout.board,
                              (part.hand_rect(), *part.placeable_rects()), part.target_rects)

    def keep_clear(self) -> list[pygame.Rect]:
        areas = self.part.keep_clear()
        if self.tip is not None:
            areas.append(self.tip_rect())
        return areas

    def message_area(self) -> pygame.Rect:
        """Toasts stay on the board, off the scoreboards and the move log."""
        return self.layout.board

    def buttons(self) -> list[Button]:
        view = self.mover_view()
        result = top_bar_buttons(
            self.layout.top_bar,
            view is not None and not self.match.hint_pending,
            (self.placing.tentative is not None or self.match.can_undo())
            and self.curtain is None,
            self.match.can_redo(),
        )
        if self.tip is not None:
            result += tip_buttons(self.tip_rect())
        if view is not None:
            result += self.part.buttons(view)
        return result

    # Input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach is not None and self.coach.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.finish_animations()  # ... and the click goes on to do what it does
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self.pointer = event.pos
            if self.dragging_tile:
                if event.button == 3:
                    self.on_intent(Intent(Action.ROTATE))
            elif self.layout.board.collidepoint(event.pos) and self.drag is None:
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
                    self.on_intent(Intent(Action.ROTATE))  # a right click that did not drag
        elif event.type == pygame.MOUSEWHEEL and (self.dragging_tile or self.part.wheel_turns()):
            self.on_intent(Intent(Action.ROTATE if event.y > 0 else Action.ROTATE_BACK))
        elif event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.pointer):
            most = max(0, self.part.log_length() - 1)
            self.log_back = max(0, min(most, self.log_back + event.y))
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.camera.zoom(1 if event.y > 0 else -1, self.pointer)
        else:
            intent = self.keys.translate(event)
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
            self.turns.reveal()
            return
        pressed = self.part.press(position) if self.mover_view() is not None else Press.NOTHING
        if pressed is Press.LIFTED:
            self.drag = Drag("tile", 1, position)
        elif (pressed is Press.NOTHING and self.layout.board.collidepoint(position)
              and not self.part.hand_rect().collidepoint(position)):
            self.drag = Drag("pan", 1, position)

    def _release(self, position: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is None or self.mover_view() is None:
            return
        on_board = self.layout.board.collidepoint(position)
        if drag.kind == "pan":
            if drag.moved < DRAG_THRESHOLD and on_board:
                self.part.click(position)
        elif drag.moved >= DRAG_THRESHOLD and on_board:
            self.part.drop(position)
        # else a click on the tile, or a drop off the board: it goes back to the hand

    def _button(self, action: str) -> None:
        self.host.audio.play("button")
        if action in ("tip_close", "tip_never"):
            self.tip = None
            if action == "tip_never":
                self.host.save_settings(replace(self.host.settings, tips_dismissed=True))
        elif action == "menu":
            self.part.cancel()
            self.drag = None
            self._open_pause()
        else:
            self.on_intent(BUTTON_INTENTS[action])

    def on_intent(self, intent: Intent) -> None:
        action = intent.action
        if action is Action.HELP:
            from ..screens.help_scene import HelpScene

            self.host.scenes.push(HelpScene(self.host, self.key_help()))
        elif action is Action.PAN:
            self.camera.pan_pixels(-intent.step[0] * self.camera.cell,
                                   -intent.step[1] * self.camera.cell)
        elif action is Action.ZOOM:
            self.camera.zoom(intent.amount)
        elif action is Action.FIT:
            self.part.fit()
        elif self.curtain is not None:
            if action is Action.CONFIRM:
                self.turns.reveal()
            elif action is Action.CANCEL:
                self._open_pause()
        elif action is Action.CANCEL:
            if self.part.cancel() or self.drag is not None:
                self.drag = None
            else:
                self._open_pause()
        elif action is Action.UNDO:
            if self.placing.tentative is not None:
                self.placing.tentative = None  # first the tile put down but not confirmed
            else:
                self.turns.undo()
        elif action is Action.REDO:
            self.turns.redo()
        elif (view := self.mover_view()) is None:
            return
        elif action is Action.HINT:
            self.match.ask_hint()
        else:
            self.part.on_intent(intent, view)

    def _open_pause(self) -> None:
        from ..screens.pause_scene import PauseScene

        afar = self.match.afar
        if afar is None:
            self.host.scenes.push(PauseScene(self.host, self))
        else:
            afar.open_menu(self)

    # What the turn flow asks of the table ---------------------------------------------

    def decide(self, decision: DecisionT) -> Played[PlacementT] | None:
        """Play the human's decision (confirmed, or answered to a question); None when
        the coach refused it (the tile is back in the hand), or online, where it goes to
        the host first."""
        if self.coach is not None and not self.coach.vet(decision):
            self.part.cancel()
            self.drag = None
            return None
        if self.match.afar is not None:
            self.turns.send(decision)
            return None
        return self.turns.decide(decision)

    def placed(self, played: Played[PlacementT]) -> None:
        self.log_back = 0
        self.part.placed(played)

    @property
    def held(self) -> bool:
        return self.coach is not None and self.coach.holding

    @property
    def autosaved(self) -> bool:
        """A coached game is not the player's own: it leaves their saved game alone."""
        return self.coach is None

    def autosave(self) -> None:
        if self.autosaved:
            self.host.flow.autosave(self.match)

    def game_over(self) -> None:
        if self.coach is None or not self.coach.show_the_end():
            self.host.flow.show_results(self.match)

    @property
    def words(self) -> GameWords:
        return self.part.words

    def show_hint(self, decision: DecisionT) -> None:
        self.part.show_hint(decision)

    def hint_words(self, decision: DecisionT) -> str:
        return self.part.hint_words(decision)

    def flies(self, decision: DecisionT) -> bool:
        return self.part.flies(decision)

    def forget(self) -> None:
        self.drag = None
        self.log_back = 0
        self.part.forget()

    # Time -----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Whether something on the table moves by itself (the frame must be drawn)."""
        return (self.motion.moving(self.state.all_scores()) or self.camera.goal is not None
                or self.turns.busy or (self.coach is not None and self.coach.animating))

    def finish_animations(self) -> None:
        """A click: the tile in flight lands, markers and view reach their goals, the
        banners go, the pause before the results ends (the click then does what it does
        as well)."""
        self.turns.finish()
        self.motion.finish(self.state.all_scores())
        if self.camera.goal is not None:
            self.camera.centre, self.camera.goal = self.camera.goal, None

    def update(self, dt: float) -> None:
        if self.match.afar is not None:
            self.match.afar.poll()
        self.motion.update(dt, self.state.all_scores())
        self.camera.glide(dt)
        self.turns.update(dt)
        if self.coach is not None:
            self.coach.update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        centre, cell = self.camera.centre, self.camera.cell
        self.layout = self.part.lay_out(size)
        self.camera.viewport = tuple(self.layout.board)  # type: ignore[assignment]
        self.camera.covered = self.part.covered()
        self.camera.centre, self.camera.cell = centre, cell

    def leave_game(self) -> None:
        if self.match.afar is not None:
            self.match.afar.leave()
        self.match.close()

    # Drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        part, layout = self.part, self.layout
        part.draw_board(surface)
        draw_scorecards(surface, layout, self.match, part, self.motion.shown)
        part.draw_log(surface, layout.log)
        draw_top_bar(surface, layout.top_bar, self.status(), part.supply(), title=part.title,
                     supply_key=part.supply_key)
        part.draw_hand(surface)
        flight = self.motion.effect("points")
        if flight is not None:
            mover, world, points = flight.value
            draw_points_flight(surface, self.camera.to_screen(world),
                               layout.scorecards()[mover].center, points, part.colours,
                               flight.share)
        seat = self.curtain
        draw_over_table(
            surface, layout,
            (self.tip, self.tip_rect()) if self.tip is not None else None,
            self.buttons(),
            (seat, self.match.name(seat)) if seat is not None else None,
            self.motion.banners[-1] if self.motion.banners else None,
        )
        if self.coach is not None:
            self.coach.draw(surface)
