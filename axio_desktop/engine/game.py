"""One protocol for every game: what the rest of the program may ask of a rule set.

The idea of OpenSpiel's games and python-chess's variants: each rule set lives in
its own package and describes itself once by a `Game` — its facts (id, title,
colours, track cap) and the few entry points the rest of the program needs (deal a
new game from a seed, read a record, write one, say whether two decisions are the
same, write a decision down and read it back, print a replay). A record is walked decision by decision (`GameRecordLike.walk`,
python-chess's ``mainline()``: a `Step` per decision). `registry` finds a game by its
id.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypeVar

from .players import PlayerInfo
from .ranking import Outcome

MoveT = TypeVar("MoveT")
PlacementT_co = TypeVar("PlacementT_co", covariant=True)
ViewT_co = TypeVar("ViewT_co", covariant=True)
StateT_co = TypeVar("StateT_co", covariant=True)
DecisionT_co = TypeVar("DecisionT_co", covariant=True)


class GameState(Protocol[MoveT, PlacementT_co, ViewT_co]):
    """A game in play, whatever its rules: whose turn, the legal moves (``MoveT``), one
    checked `apply` (what a move did: ``PlacementT_co``), chance made explicit, the
    seat's view (``ViewT_co``), the outcome."""

    @property
    def to_move(self) -> int | None: ...

    @property
    def finished(self) -> bool: ...

    @property
    def players(self) -> int: ...

    @property
    def decisions_made(self) -> int:
        """How many decisions the game has had (a record's walk numbers the next one
        so: `Step.number`)."""
        ...

    @property
    def awaiting_draw(self) -> bool:
        """Whether chance (a draw from the bag) must act before the next decision."""
        ...

    def settle_chance(self, rng: random.Random) -> None: ...

    def legal_moves(self) -> Iterator[MoveT]: ...

    def check(self, move: MoveT) -> None: ...

    def apply(self, move: MoveT) -> PlacementT_co: ...

    def view(self, seat: int) -> ViewT_co: ...

    def network_view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (None: anyone watching), as network play sends it:
        the bot protocol's VIEW and the public facts that VIEW leaves out."""
        ...

    def copy(self) -> Self: ...

    def outcome(self) -> Outcome | None: ...

    def scores(self, seat: int) -> tuple[int, ...]: ...

    def all_scores(self) -> tuple[tuple[int, ...], ...]: ...


class PlacementLike(Protocol):
    """What every game's placement says: who made it, the points that reached the
    tracks, the mover's tracks after it, the colours it won AXIO! in, the bonus it
    lost and whether it won the game at once."""

    @property
    def player(self) -> int: ...

    @property
    def points(self) -> tuple[int, ...]: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def axio(self) -> tuple[str, ...]: ...

    @property
    def bonus_lost(self) -> int: ...

    @property
    def instant_win(self) -> bool: ...


class Notation(Protocol[MoveT]):
    """A game's cells and decisions (``MoveT``) written down for a person, and read back:
    a pair, as python-chess's ``Move.uci()`` and ``Move.from_uci()`` (docs/records.md,
    "Notation"). Reading checks the writing only, never whether the rules allow the
    decision in a position; it raises `NotationError` quoting the text."""

    def cell_name(self, cell: tuple[int, int]) -> str:
        """The cell's name (AXIO: ``g7``; AXIO Rota: ``E2N1``)."""
        ...

    def cell_named(self, text: str) -> tuple[int, int]:
        """The cell `cell_name` calls ``text``."""
        ...

    def format(self, decision: MoveT) -> str:
        """The decision written down (AXIO: ``g7-g8 RG``; AXIO Rota: ``E2N1 r1``)."""
        ...

    def parse(self, text: str) -> MoveT:
        """The decision `format` wrote as ``text``."""
        ...


AnyState = GameState[Any, object, object]
"""The state of a game, whichever: what code that holds games of every kind (the
registry, records read from a file) knows of it. Its moves are ``Any`` because a move
is both asked for (`legal_moves`) and given (`apply`): no one type stands for the
moves of every game."""

StateT = TypeVar("StateT", bound=AnyState)


@dataclass(frozen=True, slots=True)
class Step(Generic[StateT_co, DecisionT_co]):
    """One decision of a record, as its walk (`GameRecordLike.walk`) gives it: the
    position before it (a copy, the caller's to keep), the seat that made it, the
    decision as the game's own value (AXIO Rota: a `Move` with its named colour; AXIO:
    a `Place`, or the answer to the exchange option where it was open, keeping the
    rack included), its number among the record's decisions (from 0), its number among
    the record's placements (the review's index; None for a decision that lays no
    tile) and the tiles drawn right after it (when it ended a turn that draws)."""

    before: StateT_co
    seat: int
    decision: DecisionT_co
    number: int
    placement: int | None
    drawn: tuple[str, ...] | None = None


class GameRecordLike(Protocol):
    """A checked record of a game: who plays, the start and every move."""

    @property
    def players(self) -> tuple[PlayerInfo, ...]: ...

    def replay(self) -> AnyState: ...

    def walk(self) -> Iterator[Step[AnyState, Any]]:
        """Every decision of the record in order, with the position before it: the one
        way through a record (python-chess's ``mainline()``), in the order the record's
        own replay plays it."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object (what `dumps` writes)."""
        ...

    def dumps(self) -> str: ...

    def save(self, path: str | os.PathLike[str], *, keep_backup: bool = False) -> None: ...


@dataclass(frozen=True, slots=True)
class Held(Generic[StateT]):
    """A client's shadow made ready for a decision the host confirmed (`Game.shadow_hold`):
    ``state`` plays it as the host did, and ``draws`` are what the chance after it draws
    as the client's seat saw it (its own new tiles), oldest first; empty where the seat
    saw no draw."""

    state: StateT
    draws: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Game(Generic[StateT]):
    """A rule set as the rest of the program sees it, its game in play a ``StateT``."""

    id: str
    title: str
    record_format: str
    colours: str
    track_cap: int
    rack_size: int
    """Tiles a player holds at once (1 in AXIO Rota: the hand tile)."""
    solo_top: int
    """The highest a track can stand in a solo game (AXIO's second scoreboard ends at
    36), and so the best solo result."""
    new_state: Callable[[int, random.Random], StateT]
    """A standard deal for 1 to 4 players from a random generator."""
    read_record: Callable[[object], GameRecordLike]
    """A record from its parsed JSON, fully checked; raises `RecordError`."""
    record_of: Callable[[Sequence[PlayerInfo], StateT], GameRecordLike]
    same_decision: Callable[[Any, Any], bool]
    """Whether two decisions do the same thing (AXIO: the same colours on the same
    cells, whichever half is written first; AXIO Rota: equal moves)."""
    notation: Notation[Any]
    """Its cells' names and its decisions written down for a person."""
    replay_steps: Callable[[StateT], list[dict[str, Any]]]
    """The ``replay --steps`` lines of a position's history."""
    replay_result: Callable[[StateT], dict[str, Any]]
    """The closing object ``replay`` prints."""
    file_suffix: str
    """What the user data files kept per game add to their stem: "" for AXIO Rota,
    whose files came first (``autosave.json``), "-axio" for ``autosave-axio.json``."""
    shadow_of: Callable[[Any, StateT | None], StateT]
    """A client's shadow of an online game (`engine.shadow`): a state that agrees with a
    seat's view (the view its bots read), the tiles that view cannot see put wherever it
    allows, carrying the history of the state given (None: none)."""
    shadow_hold: Callable[[StateT, int, Any, Any], Held[StateT]]
    """The shadow made ready for a decision the host confirmed, given the seat that made
    it, the decision, and the client's seat's view after it: the hidden tiles moved so
    that the decision and the chance after it play as they did on the host (the seat's
    view of the shadow unchanged). Raises `ShadowError` where nothing can."""
    shadow_replay: Callable[[Any, Sequence[tuple[int, Any]]], StateT]
    """A client's history of a game it did not follow (a rejoin's snapshot's
    ``history``): a state that played these decisions (each with the seat that made
    it, oldest first) from a deal that agrees with them, ending where the seat's view
    (the first argument) shows the game; its hidden tiles lie anywhere, so only its
    history is to be read (`shadow_of` takes it over). Raises `ShadowError` where the
    decisions do not play so."""


AnyGame = Game[Any]
"""A game of any kind, as the registry holds it: ``Game`` is invariant in its state
(it deals one and reads one back), so no one state type stands for every game's."""
