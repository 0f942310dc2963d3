"""The turn flow, once for every game: whose turn it is, the hot-seat curtain, the
human's decisions and the bots' (asked off the frame loop, a bot's placement flying in
from the hand), the pause after a bot's move, bonus placements and the exchange as the
engine asks for them, undo and redo, hints, the autosave, and the pause before the
results. Online (`TableMatch.afar`), the seats at other computers are waited for as
bots are, and the human's decisions are played once the host has confirmed them. It
draws nothing: it sounds and posts banners for what every game's placement can do,
and hands the rest of what a decision did to the table (`TurnTable.placed`) to show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol

from ...bots.wire import ViewT
from ...engine.game import GameState
from ..core.theme import ACCENT, BAD
from ..core.wording import colour_name, join_names
from ..i18n import tr
from .afar import Afar
from .match import (
    DecisionT,
    DecisionT_contra,
    PlacementT,
    PlacementT_contra,
    Played,
    TableMatch,
)

if TYPE_CHECKING:
    from ..host import SceneHost
    from .motion import Motion

FLIGHT_SECONDS = 0.35
"""A bot's tile slides from the hand to its cells (input waits no longer than this)."""
END_PAUSE = 1.6
"""Seconds the last position stays up before the results."""
HINT_SECONDS = 3.0
"""How long the hint's banner says the hinted decision."""



@dataclass(frozen=True, slots=True)
class GameWords:
    """The catalogue keys of what the table and the results say about a game's
    placements and its end (the cap is 12 in AXIO Rota, 18 in AXIO; a bonus is a tile
    from the supply there, a placement from the rack here)."""

    axio_detail: str
    bonus_lost_detail: str
    instant_win_detail: str
    instant_result: str


@dataclass(slots=True)
class Flight(Generic[DecisionT]):
    """A bot's placement on its way from the hand to the board."""

    decision: DecisionT
    elapsed: float = 0.0

    @property
    def share(self) -> float:
        """How far it has come, 0 to 1, eased to slow down as it arrives."""
        t = min(1.0, self.elapsed / FLIGHT_SECONDS)
        return 1 - (1 - t) ** 3


class TurnTable(Protocol[DecisionT_contra, PlacementT_contra]):
    """What the turn flow asks of the table it runs."""

    @property
    def words(self) -> GameWords:
        """How the game words AXIO!, a bonus lost and an instant win."""
        ...

    def placed(self, played: Played[PlacementT_contra]) -> None:
        """Show what a decision did on the game's board (effects, the view)."""
        ...

    def show_hint(self, decision: DecisionT_contra) -> None:
        """Put the hinted decision in front of the player (they still confirm it)."""
        ...

    def hint_words(self, decision: DecisionT_contra) -> str:
        """What the hint's banner says of the decision."""
        ...

    def flies(self, decision: DecisionT_contra) -> bool:
        """Whether a bot's ``decision`` is a tile to fly onto the board."""
        ...

    def forget(self) -> None:
        """Undo or redo replaced the state: drop what belonged to the old one."""
        ...

    @property
    def held(self) -> bool:
        """Whether the game waits (a coach beside the table holds it): no bot is asked
        and the results do not come."""
        ...

    def autosave(self) -> None:
        """Keep the game so far (after every decision)."""
        ...

    def game_over(self) -> None:
        """The game is over and its last pause has passed: on to what follows."""
        ...


class TurnFlow(Generic[DecisionT, PlacementT, ViewT]):
    """The turns of a game whose decisions are ``DecisionT``, placements ``PlacementT``
    and seat views ``ViewT``."""

    def __init__(self, host: SceneHost, match: TableMatch[DecisionT, PlacementT, ViewT, Any],
                 table: TurnTable[DecisionT, PlacementT], motion: Motion) -> None:
        self.host = host
        self.match = match
        self.table = table
        self.motion = motion
        self.revealed_to: int | None = None
        """The human seat the curtain was last lifted for."""
        self.flight: Flight[DecisionT] | None = None
        self.pause_left = 0.0
        self.end_left: float | None = END_PAUSE if match.state.finished else None
        self.faults: list[str] = []
        """Every bot fault of the game, newest last (the move log shows the latest)."""
        self.sending = False
        """Online: the human's decision is with the host, to be confirmed (its tile, if it
        flies, waits where it was put down: a `flight` that has arrived)."""
        self._view: tuple[tuple[int, int, int], ViewT] | None = None
        self._mine = False
        """Whether the human at the screen was to decide when last looked (online: a
        sound and the window's title say when it becomes their turn)."""
        self._cue_turn()

    @property
    def state(self) -> GameState[DecisionT, PlacementT | None, ViewT]:
        return self.match.state

    # Whose turn ---------------------------------------------------------------------

    @property
    def curtain(self) -> int | None:
        """The human seat the hand must be passed to, while the curtain is down (only
        when two or more humans share the screen)."""
        seat = self.state.to_move
        if seat is None or self.match.is_bot(seat) or len(self.match.humans) < 2:
            return None
        return None if self.revealed_to == seat else seat

    def reveal(self) -> None:
        """The player the hand was passed to lifts the curtain."""
        self.revealed_to = self.curtain

    def mover_view(self) -> ViewT | None:
        """The view of the human to move, once the curtain is up for them (else None)."""
        seat = self.state.to_move
        if (seat is None or self.match.is_bot(seat) or self.curtain is not None or self.flight
                or self.sending):
            return None
        key = (id(self.state), self.match.position(), seat)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.state.view(seat))
        return self._view[1]

    # Decisions ----------------------------------------------------------------------

    def decide(self, decision: DecisionT) -> Played[PlacementT]:
        """Play the decision of the seat to move and show what it did."""
        self.match.note_hint(decision)
        played = self.match.play(decision)
        if self.match.afar is not None:
            self.match.afar.played()
        self._announce(played)
        self.table.autosave()
        if self.state.finished:
            self.end_left = END_PAUSE
        self._cue_turn()
        return played

    def send(self, decision: DecisionT) -> None:
        """Online: the human's decision goes to the host; it is played once confirmed."""
        afar = self.match.afar
        assert afar is not None, "only an online game's decisions are sent"
        afar.send(decision)
        self.sending = True
        self.flight = Flight(decision, FLIGHT_SECONDS) if self.table.flies(decision) else None

    def _announce(self, played: Played[PlacementT]) -> None:
        """Sounds and banners for what a placement can do in every game (AXIO!, a bonus
        lost, an instant win); the table shows the rest."""
        placement = played.placement
        words = self.table.words
        audio = self.host.audio
        if placement is not None:
            name = self.match.name(placement.player)
            audio.play("score" if any(placement.points) else "place")
            if placement.axio:
                audio.play("axio")
                colours = join_names([colour_name(colour) for colour in placement.axio])
                self.motion.banner(tr("game.axio"), tr(words.axio_detail, name=name,
                                                       colours=colours, count=len(placement.axio)),
                                   ACCENT, 2.6)
            if placement.bonus_lost:
                audio.play("bonus_lost")
                self.motion.banner(tr("game.bonus_lost"),
                                   tr(words.bonus_lost_detail, count=placement.bonus_lost),
                                   BAD, 3.0)
        self.table.placed(played)
        if self.state.finished:
            audio.play("game_over")
            if placement is not None and placement.instant_win:
                self.motion.banner(tr("game.instant_win"),
                                   tr(words.instant_win_detail,
                                      name=self.match.name(placement.player)), ACCENT, 3.0)

    def undo(self) -> None:
        """With one human, back to their previous decision (the table first takes back
        a tile put down but not confirmed)."""
        if self.match.undo():
            self._after_undo()

    def redo(self) -> None:
        if self.match.redo():
            self._after_undo()

    def _after_undo(self) -> None:
        self._view = None
        self.flight = None
        self.sending = False
        self.pause_left = 0.0
        self.end_left = END_PAUSE if self.state.finished else None
        self.motion.clear()
        self.table.forget()
        self.table.autosave()
        self._cue_turn()

    def _cue_turn(self) -> None:
        """Online, a sound and the window's title say when it becomes the turn of the
        human at the screen (the title says so while it is)."""
        seat = self.state.to_move
        mine = seat is not None and not self.match.is_bot(seat)
        if self.match.afar is not None and mine != self._mine:
            if mine:
                self.host.audio.play("your_turn")
            self.host.set_caption(tr("online.caption_your_turn") if mine else None)
        self._mine = mine

    # Time ---------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Whether the flow moves on by itself (a bot or a hint at work, a tile in
        flight, a pause, the end, what the host of an online game said still to show)."""
        afar = self.match.afar
        return bool(self.flight or self.match.bot_thinking or self.match.hint_pending
                    or (self.match.bot_to_move and afar is None) or self.pause_left > 0
                    or self.end_left is not None or (afar is not None and afar.animating))

    def update(self, dt: float) -> None:
        if self.match.hint_pending:
            hint = self.match.hint_answer()
            if hint is not None and self.mover_view() is not None:
                self.table.show_hint(hint)
                self.motion.banner(tr("game.hint"), self.table.hint_words(hint), ACCENT,
                                   HINT_SECONDS)
        if self.state.finished:
            afar = self.match.afar
            if self.end_left is not None and not self.table.held and (afar is None
                                                                       or afar.ended):
                self.end_left -= dt
                if self.end_left <= 0:
                    self.end_left = None
                    self.table.game_over()
            return
        if self.flight is not None and not self.sending:
            self.flight.elapsed += dt
            if self.flight.elapsed >= FLIGHT_SECONDS:
                self._land()
            return
        if self.pause_left > 0:
            self.pause_left -= dt
            return
        if self.table.held:
            return
        if self.match.afar is not None:
            self._hear(self.match.afar)
        elif self.match.bot_to_move:
            self._bot_turn()

    def _hear(self, afar: Afar[DecisionT]) -> None:
        """Online, between decisions: what the host has confirmed since is played (the
        human's own decision at once, another seat's flying in), a refusal gives the
        human's tile back, and a rejoin's picture of the game replaces the state."""
        if afar.catch_up():
            self._after_undo()
            return
        decision = afar.told()
        if decision is None:
            refusal = afar.refused() if self.sending else None
            if refusal is not None:
                self.sending, self.flight = False, None
                self.table.forget()
                self.motion.banner(tr("game.refused"), refusal, BAD, 3.0)
        elif self.sending:
            self.sending, self.flight = False, None
            self.decide(decision)
        elif self.table.flies(decision) and self._flights():
            self.flight = Flight(decision)
        else:
            self.decide(decision)

    def _flights(self) -> bool:
        """Whether others' tiles fly in (not at once, nor with less motion)."""
        settings = self.host.settings
        return settings.bot_delay > 0 and not settings.reduce_motion

    def finish(self) -> None:
        """A click: the pause before the results ends, a tile in flight lands."""
        if self.end_left is not None:
            self.end_left = 0.0
        if self.flight is not None and not self.sending:
            self._land()

    def _land(self) -> None:
        flight = self.flight
        assert flight is not None
        self.flight = None
        self.decide(flight.decision)
        self.pause_left = self.host.settings.bot_delay

    def _bot_turn(self) -> None:
        self.match.ask_bot()
        answer = self.match.bot_answer()
        if answer is None:
            return
        if answer.fault:
            self.faults.append(answer.fault)
            self.motion.banner(tr("game.bot_fault"), answer.fault, BAD, 5.0)
        decision = answer.move
        if not self.table.flies(decision):
            self.decide(decision)
        elif not self._flights():
            self.decide(decision)
            self.pause_left = self.host.settings.bot_delay
        else:
            self.flight = Flight(decision)
