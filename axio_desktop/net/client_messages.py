"""What a client sends in axio-net/1, read into typed values: one frozen class per
message, written by the client (`to_json`) and read by the host (`from_json`, through
`read_opening`, `read_in_game` and `read_in_lobby`).

Reading a client's message checks its shape only (``bad_message``, or ``protocol``
for a connection's opening); what the message asks for is the room's to judge.
Unknown extra keys are ignored, as the protocol says.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

from .player_keys import is_key
from .protocol import (
    DAYS_PER_MOVE,
    KEY_LENGTH,
    MAX_SEATS,
    PROTOCOL,
    ROOM_CODE_ALPHABET,
    BadMessage,
    NotTheProtocol,
    Refusal,
    clean_name,
)


@dataclass(frozen=True, slots=True)
class Pace:
    """How a room is played: at the table (real time), or by correspondence over days
    with a time per move (``days`` None: no limit), listed among the server's open
    games or joined by its code alone."""

    correspondence: bool = False
    days: int | None = None
    listed: bool = False

    def to_json(self) -> dict[str, Any]:
        if not self.correspondence:
            return {}
        return {"correspondence": True, "days": self.days, "open": self.listed}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Pace:
        correspondence = message.get("correspondence", False)
        if not isinstance(correspondence, bool):
            raise BadMessage("'correspondence' must be true or false.")
        if not correspondence:
            return cls()
        days = message.get("days")
        if days is not None and (type(days) is not int or days not in DAYS_PER_MOVE):
            shown = ", ".join(str(choice) for choice in DAYS_PER_MOVE)
            raise BadMessage(f"'days' is the time per move: {shown} or null (no limit).")
        listed = message.get("open", False)
        if not isinstance(listed, bool):
            raise BadMessage("'open' must be true or false.")
        return cls(True, days, listed)


REAL_TIME: Final = Pace()


@dataclass(frozen=True, slots=True)
class Create:
    game: str
    name: str | None
    """None when the room is created with a player ``key`` (the player's name is taken)."""
    seats: tuple[str, ...]
    """Each ``"human"`` or ``"bot:LEVEL"`` (any other text is for the room to refuse)."""
    key: str | None = None
    pace: Pace = REAL_TIME

    def to_json(self) -> dict[str, Any]:
        message: dict[str, Any] = {"type": "create", "protocol": PROTOCOL, "game": self.game}
        if self.name is not None:
            message["name"] = self.name
        message["seats"] = list(self.seats)
        if self.key is not None:
            message["key"] = self.key
        return {**message, **self.pace.to_json()}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Create:
        seats = message.get("seats")
        if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
            raise BadMessage("create needs 'seats', a list of seat kinds.")
        if not 1 <= len(seats) <= MAX_SEATS:
            raise BadMessage(f"A room has 1 to {MAX_SEATS} seats, not {len(seats)}.")
        key = _key(message)
        name = clean_name(message.get("name")) if key is None else None
        return cls(_text(message, "game"), name, tuple(seats), key, Pace.from_json(message))


@dataclass(frozen=True, slots=True)
class Join:
    room: str
    name: str | None
    token: str | None
    """A seat's token, to rejoin it (it wins over the name, which is then not read)."""
    key: str | None = None
    """A player's key: the player's seat in the room, or a free one for them (it wins
    over the token and the name)."""

    def to_json(self) -> dict[str, Any]:
        message: dict[str, Any] = {"type": "join", "protocol": PROTOCOL, "room": self.room}
        if self.name is not None:
            message["name"] = self.name
        if self.token is not None:
            message["token"] = self.token
        if self.key is not None:
            message["key"] = self.key
        return message

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Join:
        room = _room(message)
        key = _key(message)
        if key is not None:
            return cls(room, None, None, key)
        token = message.get("token")
        if token is not None:
            if not isinstance(token, str):
                raise BadMessage("'token' must be text.")
            return cls(room, None, token)
        return cls(room, clean_name(message.get("name")), None)


@dataclass(frozen=True, slots=True)
class Hello:
    """A player's connection of their own, not a room's: their games, the open games,
    and word of every change in their games. An unknown key is a new player, who
    needs a name."""

    key: str
    name: str | None

    def to_json(self) -> dict[str, Any]:
        message: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "key": self.key}
        if self.name is not None:
            message["name"] = self.name
        return message

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Hello:
        key = _key(message)
        if key is None:
            raise BadMessage("hello needs 'key', the player's key.")
        name = message.get("name")
        return cls(key, None if name is None else clean_name(name))


@dataclass(frozen=True, slots=True)
class Watch:
    room: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "watch", "protocol": PROTOCOL, "room": self.room}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Watch:
        return cls(_room(message))


@dataclass(frozen=True, slots=True)
class Ping:
    def to_json(self) -> dict[str, Any]:
        return {"type": "ping"}


@dataclass(frozen=True, slots=True)
class MoveAnswer:
    version: int
    answer: dict[str, Any]
    """The answer fields (the bot protocol's, without ``type``), as the game's wire
    reads them; any other key the client sent is kept and left unread."""

    def to_json(self) -> dict[str, Any]:
        return {**self.answer, "type": "move", "version": self.version}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> MoveAnswer:
        version = message.get("version")
        if type(version) is not int:
            raise BadMessage("A move needs 'version', a whole number.")
        return cls(version, {key: value for key, value in message.items()
                             if key not in ("type", "version")})


@dataclass(frozen=True, slots=True)
class Claim:
    """A seat whose time to move has run out, claimed by another player: a bot plays it
    from now on, and the game counts as lost for the player who had it."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "claim", "seat": self.seat}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Claim:
        seat = message.get("seat")
        if type(seat) is not int:
            raise BadMessage("claim needs 'seat', a whole number.")
        return cls(seat)


@dataclass(frozen=True, slots=True)
class Resign:
    """The sender gives up their game: a bot plays their seat from now on."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "resign"}


@dataclass(frozen=True, slots=True)
class ListGames:
    """A player's games on this server (on a hello connection)."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "games"}


@dataclass(frozen=True, slots=True)
class ListOpenGames:
    """The correspondence games waiting for players that anyone may join."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "open_games"}


@dataclass(frozen=True, slots=True)
class Replace:
    seat: int
    level: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "replace", "seat": self.seat, "level": self.level}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Replace:
        seat = message.get("seat")
        if type(seat) is not int:
            raise BadMessage("replace needs 'seat', a whole number.")
        return cls(seat, _text(message, "level"))


Opening = Create | Join | Watch | Hello
InGame = MoveAnswer | Replace | Claim | Resign | Ping
InLobby = ListGames | ListOpenGames | Ping
ClientMessage = Opening | InGame | InLobby


def read_opening(data: str | bytes) -> Opening | Ping:
    """A connection's message before it has a room: create, join or watch carrying the
    protocol's name (or a ping); anything else is `NotTheProtocol`."""
    message = _parse(data, NotTheProtocol)
    kind = message.get("type")
    if kind == "ping":
        return Ping()
    if kind not in ("create", "join", "watch", "hello") or message.get("protocol") != PROTOCOL:
        raise NotTheProtocol(f"This host speaks {PROTOCOL}: open with create, join, watch "
                             f"or hello carrying \"protocol\": \"{PROTOCOL}\".")
    if kind == "create":
        return Create.from_json(message)
    if kind == "hello":
        return Hello.from_json(message)
    return Join.from_json(message) if kind == "join" else Watch.from_json(message)


def read_in_game(data: str | bytes) -> InGame:
    """A message of a connection in a room: move, replace or ping."""
    message = _parse(data, BadMessage)
    kind = message.get("type")
    if kind == "ping":
        return Ping()
    if kind == "move":
        return MoveAnswer.from_json(message)
    if kind == "replace":
        return Replace.from_json(message)
    if kind == "claim":
        return Claim.from_json(message)
    if kind == "resign":
        return Resign()
    if kind in ("create", "join", "watch", "hello"):
        raise BadMessage("This connection already has its room.")
    raise BadMessage(f"Unknown message type {_shown(kind)}.")


def read_in_lobby(data: str | bytes) -> InLobby:
    """A message of a player's own connection (opened with hello): games, open_games or
    ping."""
    message = _parse(data, BadMessage)
    kind = message.get("type")
    if kind == "ping":
        return Ping()
    if kind == "games":
        return ListGames()
    if kind == "open_games":
        return ListOpenGames()
    if kind in ("create", "join", "watch", "hello"):
        raise BadMessage("This connection is a player's own: open a room on a connection "
                         "of its own.")
    raise BadMessage(f"Unknown message type {_shown(kind)}.")


def client_text(message: ClientMessage) -> str:
    """A client's message as the one line of JSON that goes on the wire."""
    return json.dumps(message.to_json(), separators=(",", ":"), ensure_ascii=False)


def _parse(data: str | bytes, refusal: type[Refusal]) -> dict[str, Any]:
    if isinstance(data, bytes):
        raise refusal("Messages are JSON text, not binary frames.")
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise refusal("That message is not JSON.") from None
    if not isinstance(message, dict):
        raise refusal("A message is one JSON object.")
    if "type" not in message:
        raise refusal("A message needs a 'type'.")
    return message


def _key(message: dict[str, Any]) -> str | None:
    """A player key as sent (its form is checked: 26 characters of the room codes'
    alphabet); None when the message has none."""
    key = message.get("key")
    if key is None:
        return None
    if not isinstance(key, str) or not is_key(key):
        raise BadMessage(f"A player key is {KEY_LENGTH} characters of "
                         f"{ROOM_CODE_ALPHABET}.")
    return key


def _room(message: dict[str, Any]) -> str:
    return _text(message, "room").strip().upper()


def _text(message: dict[str, Any], key: str) -> str:
    value = message.get(key)
    if not isinstance(value, str):
        raise BadMessage(f"'{key}' must be text.")
    return value


def _shown(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."
