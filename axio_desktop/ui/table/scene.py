"""The game table of every game, composed of parts that each do one job:

- `TurnFlow` (`turn_flow.py`): whose turn it is, the curtain, the bots, decisions,
  undo and redo, hints, the end;
- `Motion` (`motion.py`): messages, gliding markers and short effects, no rules;
- `Pointer` (`pointer.py`): holding a tile, the same grammar in every game;
- the game's `TablePart` (`part.py`; AXIO Rota's in `ui.rota.part`, AXIO's and AXIO
  Hex's in `ui.axio.part`): what its hand holds, the board picture, where a held tile
  may lie and how it turns, and the move being built.

The scene itself turns events and intents into calls on those parts and draws what
every table has: the top bar with its message strip, the scoreboards, the card in the
side panel (a tip, or a coach's), the buttons and the curtain. Every message has a home
of its own (`layout`), so nothing covers the board. Drawing changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from ...bots.wire import ViewT
from ...engine.game import GameState
from ..core.camera import Camera
from ..core.input import BUTTON_INTENTS, Action, Intent
from ..core.key_help import HelpLine
from ..core.scenes import Scene
from ..core.tips import Tip
from ..core.widgets import Button
from ..i18n import tr
from .buttons import top_bar_buttons
from .card_face import Face
from .chrome import draw_over_table, draw_scorecards
from .coach import Coach, table_help
from .coach_card import card_buttons, card_height, draw_card
from .layout import TableLayout
from .match import AnyMatch, DecisionT, PlacementT, Played
from .motion import Motion
from .part import Table, TablePart
from .placing import Placing
from .pointer import Pointer
from .score_show import ScoreShow, draw_score_show
from .tip_card import first_tip, tip_face, tip_read
from .top_bar import draw_top_bar
from .turn_flow import GameWords, TurnFlow

if TYPE_CHECKING:
    from ..host import SceneHost

MatchT = TypeVar("MatchT", bound=AnyMatch)

PartMaker = Callable[[Table[MatchT, DecisionT, PlacementT, ViewT]],
                     TablePart[DecisionT, PlacementT, ViewT]]
"""Makes a game's part for the table it is handed."""


class TableScene(Scene, Generic[MatchT, DecisionT, PlacementT, ViewT]):
    """The table of a game whose match is a ``MatchT`` (its decisions ``DecisionT``, its
    placements ``PlacementT``, its seat views ``ViewT``)."""

    def __init__(self, host: SceneHost, match: MatchT,
                 make_part: PartMaker[MatchT, DecisionT, PlacementT, ViewT],
                 coach: Coach[DecisionT] | None = None) -> None:
        super().__init__(host)
        self.match = match
        match.get_bots_ready()
        self.coach = coach
        """Who guides the human through this game (a tutorial, a try-again), if anyone."""
        self.motion = Motion(match.state.all_scores(), lambda: host.settings.reduce_motion)
        self.turns: TurnFlow[DecisionT, PlacementT, ViewT] = TurnFlow(host, match, self,
                                                                       self.motion)
        self.part = make_part(self)
        self.keys = self.part.keys
        """What the keys mean at this table: every table's, with the game's own."""
        self._laid_out = TableLayout.of(host.size, len(match.players), self.part.table_shape())
        self.camera = Camera(tuple(self.part.viewport(self._laid_out.board)))  # type: ignore[arg-type]
        self.part.fit()
        self.pointer = (0, 0)
        self.hand = Pointer(self)
        """The pointer's grammar: holding a tile, moving the view."""
        self.log_back = 0
        """Rows the move log is scrolled back (mouse wheel over the log)."""
        self.tip: Tip | None = self._first_tip()
        if coach is not None:
            coach.attach(self)

    def _first_tip(self) -> Tip | None:
        shown = self.host.demo is None and bool(self.match.humans) and self.coach is None
        return first_tip(self.host.settings, self.match.game_id, shown=shown,
                         solo=len(self.match.players) == 1)

    # What the table knows -------------------------------------------------------------

    @property
    def state(self) -> GameState[DecisionT, PlacementT | None, ViewT]:
        return self.turns.state

    @property
    def placing(self) -> Placing:
        """The move the human at the screen is building (the game's part keeps it)."""
        return self.part.placing

    @property
    def layout(self) -> TableLayout:
        """Where everything lies, the side panel making room for the card that is up."""
        face = self.card_face()
        height = card_height(face, self._laid_out.card_width) if face is not None else 0
        return self._laid_out.with_card(height)

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

    def status(self) -> str:
        """The message strip's line while no message is up: the game's own, unless a
        coach holds a bot's turn (the bot is not thinking: the game waits for the
        player to read) or an online game waits on a seat afar or on the connection."""
        if self.held and self.match.bot_to_move:
            return tr("game.held")
        afar = self.match.afar
        waiting = afar.status() if afar is not None else None
        return waiting if waiting is not None else self.part.status()

    # The card in the side panel ---------------------------------------------------------

    def card_face(self) -> Face | None:
        """The card up now: the coach's, else the first-game tip (if not closed)."""
        if self.coach is not None:
            return self.coach.face()
        return None if self.tip is None else tip_face(self.tip)

    def card(self) -> tuple[pygame.Rect, Face] | None:
        face = self.card_face()
        return None if face is None else (self.layout.card, face)

    # Messages and what they keep clear of -------------------------------------------------

    def protected(self) -> list[pygame.Rect]:
        """What no message may cover: the game's (`TablePart.protected`)."""
        return self.part.protected()

    def message_rects(self) -> list[pygame.Rect]:
        """Where the messages on screen lie: the card, and the strip while it shows a
        message (the covered-area test measures them against `protected`)."""
        rects = []
        card = self.card()
        if card is not None:
            rects.append(card[0])
        if self.motion.message() is not None:
            rects.append(self.message_home())
        return rects

    def keep_clear(self) -> list[pygame.Rect]:
        return self.protected()

    def message_home(self) -> pygame.Rect:
        """The message strip in the top bar: a notice (a toast) is told there too."""
        return top_bar_buttons(self.layout.top_bar, False, False, False).strip

    def buttons(self) -> list[Button]:
        view = self.mover_view()
        result = top_bar_buttons(
            self.layout.top_bar,
            view is not None and not self.match.hint_pending,
            (self.placing.tentative is not None or self.match.can_undo())
            and self.curtain is None,
            self.match.can_redo(),
        ).buttons
        card = self.card()
        if card is not None and self.coach is None:
            result += card_buttons(*card)
        if view is not None:
            result += self.part.buttons(view)
        return result

    # Input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach is not None and self.coach.handle_event(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.finish_animations()  # ... and the click or key goes on to do what it does
        if not self.hand.handle(event):
            intent = self.keys.translate(event)
            if intent is not None:
                self.on_intent(intent)

    def press_button(self, position: tuple[int, int]) -> bool:
        for button in self.buttons():
            if button.hit(position):
                self._button(button.action)
                return True
        return False

    def pan(self, dx: int, dy: int) -> None:
        self.camera.pan_pixels(dx, dy)

    def zoom(self, steps: int) -> None:
        self.camera.zoom(steps, self.pointer)

    def _button(self, action: str) -> None:
        self.host.audio.play("button")
        if action in ("tip_close", "tip_never"):
            self._close_tip(never=action == "tip_never")
        elif action == "menu":
            self.part.cancel()
            self.hand.forget()
            self._open_pause()
        else:
            self.on_intent(BUTTON_INTENTS[action])

    def _close_tip(self, never: bool) -> None:
        """The tip read: it is not shown again (none at all after ``never``)."""
        tip, self.tip = self.tip, None
        self.host.save_settings(tip_read(self.host.settings, tip, never))

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
            self.hand.forget()
            if not self.part.cancel():
                self._open_pause()
        elif action is Action.UNDO:
            if self.placing.tentative is not None:
                self.hand.forget()
                self.part.cancel()  # first the tile put down but not confirmed
            else:
                self.turns.undo()
        elif action is Action.REDO:
            self.turns.redo()
        elif (view := self.mover_view()) is None:
            return
        elif action is Action.HINT:
            self.match.ask_hint()
        elif action in (Action.ROTATE, Action.ROTATE_BACK):
            self.part.turn(1 if action is Action.ROTATE else -1)
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
        self.hand.forget()
        if self.coach is not None and not self.coach.vet(decision):
            self.part.cancel()
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
        self.hand.forget()
        self.log_back = 0
        self.part.forget()

    # Time -----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Whether something on the table moves by itself (the frame must be drawn)."""
        return (self.motion.moving(self.state.all_scores()) or self.camera.goal is not None
                or self.turns.busy or (self.coach is not None and self.coach.animating))

    def finish_animations(self) -> None:
        """A click or a key: the tile in flight lands, markers and view reach their
        goals, the effects end, the pause before the results ends (the click or key
        then does what it does as well)."""
        self.turns.finish()
        self.motion.finish(self.state.all_scores())
        if self.camera.goal is not None:
            self.camera.centre, self.camera.goal = self.camera.goal, None

    def update(self, dt: float) -> None:
        if self.match.afar is not None:
            self.match.afar.poll()
        self.motion.update(dt, self.state.all_scores())
        self.camera.glide(dt if not self.motion.reduced else 1.0)
        self.turns.update(dt)
        if self.coach is not None:
            self.coach.update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        centre, cell = self.camera.centre, self.camera.cell
        self._laid_out = TableLayout.of(size, len(self.match.players), self.part.table_shape())
        self.camera.viewport = tuple(self.part.viewport(self._laid_out.board))  # type: ignore[assignment]
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
        card = self.card()
        if card is not None:
            draw_card(surface, *card)
        part.draw_log(surface, layout.log)
        draw_top_bar(surface, layout.top_bar, self.status(), self.motion.message(),
                     title=part.title, asked=part.message())
        part.draw_hand(surface)
        score = self.motion.effect("score")
        if score is not None:
            show: ScoreShow = score.value
            draw_score_show(surface, show, score.age, self.camera.to_screen, self.camera.cell,
                            layout.board, layout.scorecards()[show.mover], part.colours)
        seat = self.curtain
        if score is not None:
            seat = None  # the points are shown first; the hand stays hidden meanwhile
        draw_over_table(surface, layout, self.buttons(),
                        (seat, self.match.name(seat)) if seat is not None else None)
        if self.coach is not None:
            self.coach.draw(surface)
