"""The registry: every game this program plays, found by id or by a record's format.

Everything outside the engine asks `find_game` instead of importing a rule set by
name (the idea of OpenSpiel's ``register_game`` and python-chess's ``find_variant``).
"""

from __future__ import annotations

from .axio.game import AXIO_GAME, AXIO_HEX_GAME
from .errors import RecordError
from .game import AnyGame, GameRecordLike
from .json_reading import Fields
from .rota.game import ROTA

_GAMES: dict[str, AnyGame] = {game.id: game for game in (ROTA, AXIO_GAME, AXIO_HEX_GAME)}
"""The engine's own rule sets; `register_game` adds more."""


class GameRegistrationError(ValueError):
    """A game could not be registered: its id is taken by another game."""


def register_game(game: AnyGame) -> None:
    """Add ``game`` to the registry (registering the same game again changes nothing)."""
    known = _GAMES.get(game.id)
    if known is not None and known is not game:
        raise GameRegistrationError(f"game id {game.id!r} is already registered for {known.title}")
    _GAMES[game.id] = game


def unregister_game(game_id: str) -> None:
    """Take a game added with `register_game` out again (a test's own game)."""
    find_game(game_id)
    del _GAMES[game_id]


def games() -> tuple[AnyGame, ...]:
    """Every registered game, in the order they were registered."""
    return tuple(_GAMES.values())


def find_game(game_id: str) -> AnyGame:
    """The game with this id; `KeyError` naming the known ones otherwise."""
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(_GAMES)
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None


def game_of_document(data: object) -> AnyGame:
    """The game a record document belongs to, by its ``format`` (and ``game``)."""
    fields = Fields(RecordError)
    root = fields.read_object(data, "record")
    found = fields.required(root, "format", "record")
    candidates = [game for game in games() if game.record_format == found]
    if not candidates:
        formats = " or ".join(sorted({repr(game.record_format) for game in games()}))
        raise RecordError(f"format: expected {formats}, got {found!r}", code="wrong_format",
                          expected=formats, found=repr(found))
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
