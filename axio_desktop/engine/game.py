"""One protocol for every game: what the rest of the program may ask of a rule set.

The idea of OpenSpiel's games and python-chess's variants: each rule set lives in
its own package and describes itself once by a `Game` — its facts (id, title,
colours, track cap) and the few entry points the rest of the program needs (deal a
new game from a seed, read a record, write one, print a replay). `registry` finds
a game by its id.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .players import PlayerInfo
from .ranking import Outcome


class GameState(Protocol):
    """A game in play, whatever its rules: whose turn, the legal moves, one checked
    `apply`, chance made explicit, the seat's view, the outcome."""

    @property
    def to_move(self) -> int | None: ...

    @property
    def finished(self) -> bool: ...

    @property
    def players(self) -> int: ...

    @property
    def awaiting_draw(self) -> bool:
        """Whether chance (a draw from the bag) must act before the next decision."""
        ...

    def settle_chance(self, rng: random.Random) -> None: ...

    def legal_moves(self) -> Iterator[Any]: ...

    def check(self, move: Any) -> None: ...

    def apply(self, move: Any) -> Any: ...

    def view(self, seat: int) -> Any: ...

    def outcome(self) -> Outcome | None: ...

    def all_scores(self) -> tuple[tuple[int, ...], ...]: ...


class GameRecordLike(Protocol):
    """A checked record of a game: who plays, the start and every move."""

    @property
    def players(self) -> tuple[PlayerInfo, ...]: ...

    def replay(self) -> Any: ...

    def dumps(self) -> str: ...

    def save(self, path: Any, *, keep_backup: bool = False) -> None: ...


@dataclass(frozen=True)
class Game:
    """A rule set as the rest of the program sees it."""

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
    new_state: Callable[[int, random.Random], Any]
    """A standard deal for 1 to 4 players from a random generator."""
    read_record: Callable[[object], GameRecordLike]
    """A record from its parsed JSON, fully checked; raises `RecordError`."""
    record_of: Callable[[Sequence[PlayerInfo], Any], GameRecordLike]
    replay_steps: Callable[[Any], list[dict[str, Any]]]
    """The ``replay --steps`` lines of a position's history."""
    replay_result: Callable[[Any], dict[str, Any]]
    """The closing object ``replay`` prints."""
    file_suffix: str
    """What the user data files kept per game add to their stem: "" for AXIO Rota,
    whose files came first (``autosave.json``), "-axio" for ``autosave-axio.json``."""
