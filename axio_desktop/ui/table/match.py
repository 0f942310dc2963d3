"""What every game's match shares: who sits where, their bots, the worker thread that
asks the bots and the hint bot off the frame loop, and undo and redo by replaying the
record.

A game's match (`ui.rota.match.RotaMatch`, `ui.axio.match.AxioMatch`) adds only what
differs: how a game is dealt and recorded, how a decision is played (AXIO draws from
the bag once a turn is over), and how its record is cut and replayed.
"""

from __future__ import annotations

import logging
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

from ... import PROGRAM
from ...bots import STAND_IN_LEVEL, Bot, BotKit, make_bot
from ...bots.seat import BotAnswer
from ...bots.wire import ViewT
from ...engine.game import AnyGame, GameRecordLike, GameState, PlacementLike
from ...engine.players import PlayerInfo
from ..i18n import tr
from .afar import Afar
from .bot_worker import BotWorker

DecisionT = TypeVar("DecisionT")
"""A game's decision at the table (AXIO Rota: a move; AXIO: a placement or the
exchange answer)."""
PlacementT = TypeVar("PlacementT", bound=PlacementLike)
PlacementT_co = TypeVar("PlacementT_co", bound=PlacementLike, covariant=True)
DecisionT_contra = TypeVar("DecisionT_contra", contravariant=True)
PlacementT_contra = TypeVar("PlacementT_contra", bound=PlacementLike, contravariant=True)
EntryT = TypeVar("EntryT")
"""An entry of a game's record that undo cuts and redo puts back (a move, a turn)."""

HINT_LEVEL = "hard"
"""The bot whose decision the Hint button shows."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """One seat as the new-game screen set it up."""

    name: str
    kind: str = "human"
    level: str | None = None

    def info(self) -> PlayerInfo:
        return PlayerInfo(
            self.name,
            "bot" if self.kind == "bot" else "human",
            self.level if self.kind == "bot" else None,
        )


@dataclass(frozen=True, slots=True)
class Played(Generic[PlacementT_co]):
    """What one decision did: the engine's placement (None for an answer to AXIO's
    exchange option), the tiles drawn when it ended a turn, whether the rack was
    exchanged, and the rack given up when the game shows it to everybody (AXIO)."""

    placement: PlacementT_co | None
    drawn: tuple[str, ...] | None = None
    exchanged: bool = False
    given_up: tuple[str, ...] = ()


class TableMatch(ABC, Generic[DecisionT, PlacementT, ViewT, EntryT]):
    """The players, the engine's state and the bots of one game in progress: a game
    whose decisions are ``DecisionT``, each doing a ``PlacementT`` (or nothing on the
    board), whose seats see a ``ViewT`` and whose record holds ``EntryT`` entries.
    A game's match narrows ``state`` to its own state class."""

    state: GameState[DecisionT, PlacementT | None, ViewT]

    def __init__(self, game: AnyGame, bots: BotKit[ViewT, DecisionT],
                 players: Sequence[PlayerInfo],
                 state: GameState[DecisionT, PlacementT | None, ViewT],
                 seed: int | None) -> None:
        self.game = game
        self.game_id = game.id
        self.bot_kit = bots
        self.players = tuple(players)
        self.state = state
        self.seed = seed
        rng = random.Random(seed)
        self.bots: dict[int, Bot[ViewT, DecisionT]] = {
            seat: make_bot(player.level or STAND_IN_LEVEL, rng.randrange(2**31), kit=bots)
            for seat, player in enumerate(self.players)
            if player.kind == "bot"
        }
        self.stand_in = make_bot(STAND_IN_LEVEL, rng.randrange(2**31), kit=bots)
        self.worker: BotWorker[DecisionT] = BotWorker()
        self.taken_back: list[EntryT] = []
        """What undo took back (the record's entries, next first); a new decision
        clears it."""
        self.hinted: set[int] = set()
        """Numbers of the placements made as the player's hint gave them."""
        self._hint: tuple[int, DecisionT] | None = None
        """The last hint given (its position and decision), until a decision is made."""
        self._walked: tuple[GameRecordLike, list[DecisionT]] | None = None
        """The last record `recorded` read, and its decisions in order."""
        self.meta: dict[str, object] = {}
        """What the record this match was read from said in its ``meta`` beyond the seed
        and the program (an online game's room, say): every record it writes keeps it."""
        self.afar: Afar[DecisionT] | None = None
        """The seats played at other computers, in an online game (their decisions come
        from its host, which confirms the screen's player's too); None at one screen."""

    # What a game's match says for itself ------------------------------------------

    @abstractmethod
    def record(self) -> GameRecordLike:
        """The record of the game so far (players, deal, every decision, meta)."""

    @abstractmethod
    def play(self, decision: DecisionT) -> Played[PlacementT]:
        """Apply the mover's decision (the engine checks it) and whatever chance
        follows it; a new decision forgets what undo took back."""

    @abstractmethod
    def entries(self) -> tuple[EntryT, ...]:
        """The entries of the record so far that undo cuts and redo puts back (moves or
        turns)."""

    @abstractmethod
    def replay(self, entries: Sequence[EntryT]) -> None:
        """Make the state the one the deal and ``entries`` lead to."""

    @abstractmethod
    def undo_point(self) -> int | None:
        """The index of the entry holding the human's last decision, if any."""

    @abstractmethod
    def placements(self) -> Sequence[PlacementT]:
        """The engine's placements so far, oldest first (each with its player, points
        and the mover's tracks after it)."""

    def recorded(self, record: GameRecordLike) -> DecisionT | None:
        """The decision ``record`` made in the position this match stands at (None when
        the record ends here): a record played again, decision by decision (a
        tutorial's scripted seats), read from the record's walk."""
        if self._walked is None or self._walked[0] is not record:
            self._walked = (record, [step.decision for step in record.walk()])
        decisions = self._walked[1]
        made = self.state.decisions_made
        return decisions[made] if made < len(decisions) else None

    def same_decision(self, decision: DecisionT, other: DecisionT) -> bool:
        """Whether two decisions do the same thing on the table (the engine's
        `Game.same_decision`)."""
        return self.game.same_decision(decision, other)

    def keep_meta(self, record: GameRecordLike) -> None:
        """Keep what ``record``'s ``meta`` says beyond the seed and the program."""
        meta = getattr(record, "meta", None) or {}
        self.meta = {key: value for key, value in meta.items() if key not in ("seed", "program")}

    def record_meta(self) -> dict[str, object]:
        """The ``meta`` of the records this match writes: what it kept, its seed (when
        it has one) and the program."""
        seed: dict[str, object] = {} if self.seed is None else {"seed": self.seed}
        return {**self.meta, **seed, "program": PROGRAM}

    def follow(self, later: Sequence[EntryT]) -> None:
        """The chance still to come follows these entries' of a record as far as it
        can (AXIO: their draws); a game without chance after its deal ignores them."""

    def rewind(self, count: int) -> None:
        """Stand at the position after the first ``count`` entries of the record so far,
        as a game that goes on from there: undo's taken-back entries and hints are
        forgotten, and the chance still to come follows the record's later entries
        as far as it can (the rest of the deal as the record had it)."""
        self.cancel_questions()
        entries = self.entries()
        self.taken_back.clear()
        self.follow(entries[count:])
        self.replay(entries[:count])
        made = self.placements_made()
        self.hinted = {number for number in self.hinted if number < made}

    def placements_made(self) -> int:
        return len(self.placements())

    def position(self) -> int:
        """A number that grows with every decision (a hint is for one position)."""
        return self.placements_made()

    def is_placement(self, decision: DecisionT) -> bool:
        """Whether ``decision`` lays a tile (AXIO's exchange answer does not)."""
        return True

    def draws_ahead(self, draws: Sequence[tuple[str, ...]]) -> None:
        """What the chance after the next decision draws, as the host of an online game
        showed it to this screen's seat (`Held.draws`); a game that draws nothing after
        its deal ignores it."""

    # Seats --------------------------------------------------------------------------

    def is_bot(self, seat: int) -> bool:
        """Whether ``seat`` is played by anything but a person at this screen: a bot, or
        in an online game anyone at another computer."""
        return seat in self.bots or (self.afar is not None and self.afar.plays(seat))

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people at this screen."""
        return tuple(seat for seat in range(len(self.players)) if not self.is_bot(seat))

    @property
    def bot_to_move(self) -> bool:
        seat = self.state.to_move
        return seat is not None and self.is_bot(seat)

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def waiting_seat(self) -> int | None:
        """Online, the seat played at this screen while the mover decides at another
        computer (its own tiles stay in view meanwhile); else None."""
        mover = self.state.to_move
        if self.afar is None or mover is None or not self.afar.plays(mover):
            return None
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def deciding_words(self, seat: int) -> str:
        """The title of ``seat``'s hidden hand or rack while it decides elsewhere: a bot
        thinking, or online a player choosing or away."""
        if self.afar is not None and self.afar.plays(seat):
            return self.afar.deciding(seat)
        return tr("game.thinking", name=self.name(seat))

    # Undo and redo: replaying the record, never reversing a move by hand ------------

    @property
    def undoable(self) -> bool:
        """Undo and redo are offered when exactly one human plays: nobody else's hidden
        tiles can be revealed by taking decisions back (hot-seat only takes back the
        tile put down but not confirmed, which the table does); never online, where the
        host has played every decision confirmed."""
        return len(self.humans) == 1 and self.afar is None

    def can_undo(self) -> bool:
        return self.undoable and self.undo_point() is not None

    def can_redo(self) -> bool:
        return self.undoable and bool(self.taken_back)

    def undo(self) -> bool:
        """Go back to the human's previous decision, over the bots' decisions since;
        returns whether anything was taken back."""
        point = self.undo_point()
        if point is None or not self.undoable:
            return False
        self.cancel_questions()
        entries = self.entries()
        self.taken_back[:0] = entries[point:]
        self.replay(entries[:point])
        made = self.placements_made()
        self.hinted = {number for number in self.hinted if number < made}
        return True

    def redo(self) -> bool:
        """Play forward what undo took back: the human's decision and the bots' after
        it, up to the human's next decision; returns whether anything was replayed."""
        if not self.can_redo():
            return False
        self.cancel_questions()
        entries = self.entries()
        human = self.humans[0]
        count = 0
        while count < len(self.taken_back):
            count += 1
            self.replay(entries + tuple(self.taken_back[:count]))
            if self.state.to_move == human:
                break
        del self.taken_back[:count]
        return True

    # Hints and bots, off the frame loop ----------------------------------------------

    def ask_hint(self) -> None:
        """Start working out the decision the hint bot would make for the seat to move."""
        seat = self.state.to_move
        if seat is None or self.is_bot(seat):
            return
        bot = make_bot(HINT_LEVEL, self.placements_made(), kit=self.bot_kit)
        view = self.state.view(seat)
        self.worker.ask_hint(self.position(), partial(bot.choose, view))

    @property
    def hint_pending(self) -> bool:
        return self.worker.hint_pending

    def hint_answer(self) -> DecisionT | None:
        """The hinted decision once it is ready (and still for this position), else
        None. If the player makes it, it is noted as made with a hint (`note_hint`)."""
        decision = self.worker.hint_answer(self.position())
        if decision is not None and self.is_placement(decision):
            self._hint = (self.position(), decision)
        return decision

    def note_hint(self, decision: DecisionT) -> None:
        """``decision`` is about to be played: a placement the hint gave for this very
        position is noted as made with a hint (another one, made after the hint was
        put back, is not)."""
        hint, self._hint = self._hint, None
        if (hint is not None and hint[0] == self.position()
                and self.same_decision(decision, hint[1])):
            self.hinted.add(self.placements_made())

    def get_bots_ready(self) -> None:
        """The table opens: if bots of this match will think here, start what they
        think in now."""
        if self.bots and self.afar is None:
            self.worker.warm_up()

    def ask_bot(self) -> None:
        """Start asking the bot to move for its decision, unless a question is open."""
        seat = self.state.to_move
        if seat is not None and seat in self.bots and self.afar is None:
            self.worker.ask(seat, self.bots[seat], self.state, self.stand_in)

    @property
    def bot_thinking(self) -> bool:
        return self.worker.thinking

    def bot_answer(self) -> BotAnswer[DecisionT] | None:
        """The bot's answer once it is ready (then the question is closed), else None.
        The bot was asked as a copy: taking its answer keeps that copy, and with it
        what the bot learnt while thinking."""
        def stand_in_move() -> DecisionT:
            seat = self.state.to_move
            return self.stand_in.choose(self.state.view(seat if seat is not None else 0))

        reply = self.worker.answer(stand_in_move)
        if reply is None:
            return None
        self.bots[reply.seat] = reply.bot
        self.stand_in = reply.stand_in
        return reply.answer

    def cancel_questions(self) -> None:
        """Forget the bot's and the hint's open questions (the position changes): the
        bot stays as it was before it was asked."""
        self.worker.cancel()
        self.worker.cancel_hint()

    def close(self) -> None:
        """The game is left: stop the worker and let every bot release what it holds."""
        self.worker.close()
        for bot in (*self.bots.values(), self.stand_in):
            try:
                bot.close()
            except Exception as error:  # noqa: BLE001 - a bot is foreign code; closing it must not stop the game
                _log.warning("closing bot %s failed: %s", bot.name, error)


AnyMatch = TableMatch[Any, Any, Any, Any]
"""A match of any game, as the screens around the table hold it (the results, the
saves, the autosave): `TableMatch` is invariant in its game's types (it takes
decisions and gives placements), so no one set of types stands for every game's."""
