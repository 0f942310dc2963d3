"""One protocol for every game, and the registry that finds a game by its id.

The idea of OpenSpiel's game registry and python-chess's variants: each rule set
lives in its own package and is described here once by a `Game` — its facts (id,
title, colours, track cap) and the few entry points the rest of the program needs
(deal a new game from a seed, read a record, write one, print a replay). Everything
outside the engine asks `find_game` instead of importing a rule set by name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import RecordError
from .json_reading import Fields
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
    new_state: Callable[[int, random.Random], Any]
    """A standard deal for 1 to 4 players from a random generator."""
    read_record: Callable[[object], GameRecordLike]
    """A record from its parsed JSON, fully checked; raises `RecordError`."""
    record_of: Callable[[Sequence[PlayerInfo], Any], GameRecordLike]
    replay_steps: Callable[[Any], list[dict[str, Any]]]
    """The ``replay --steps`` lines of a position's history."""
    replay_result: Callable[[Any], dict[str, Any]]
    """The closing object ``replay`` prints."""


_GAMES: dict[str, Game] = {}


def register_game(game: Game) -> None:
    _GAMES[game.id] = game


def games() -> tuple[Game, ...]:
    """Every registered game, in the order they were registered."""
    _register_builtin_games()
    return tuple(_GAMES.values())


def find_game(game_id: str) -> Game:
    """The game with this id; `KeyError` naming the known ones otherwise."""
    _register_builtin_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(_GAMES)
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None


def game_of_document(data: object) -> Game:
    """The game a record document belongs to, by its ``format`` (and ``game``)."""
    fields = Fields(RecordError)
    root = fields.read_object(data, "record")
    found = fields.required(root, "format", "record")
    candidates = [game for game in games() if game.record_format == found]
    if not candidates:
        formats = " or ".join(sorted({repr(game.record_format) for game in games()}))
        raise RecordError(f"format: expected {formats}, got {found!r}")
    if len(candidates) == 1:
        return candidates[0]
    game_id = root.get("game")
    for game in candidates:
        if game.id == game_id:
            return game
    known = ", ".join(game.id for game in candidates)
    if "game" not in root:
        raise RecordError("record: missing 'game'")
    raise RecordError(f"game: {game_id!r} is not a game this program knows ({known})")


def load_record(text: str) -> GameRecordLike:
    """Any record this program writes, fully checked; raises `RecordError`."""
    data = Fields(RecordError).parse(text)
    return game_of_document(data).read_record(data)


def _register_builtin_games() -> None:
    if not _GAMES:
        from .axio import game as axio_game
        from .rota import game as rota_game

        register_game(rota_game.ROTA)
        register_game(axio_game.AXIO_GAME)
        register_game(axio_game.AXIO_HEX_GAME)
