"""axio-net/1 as data: its limits, its error codes (each a refusal to raise), and what a
client may send, read into typed values.

Reading a client's message checks its shape only (``bad_message``, or ``protocol``
for a connection's opening); what the message asks for is the room's to judge.
Unknown extra keys are ignored, as the protocol says.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Literal

PROTOCOL: Final = "axio-net/1"
MAX_MESSAGE_BYTES: Final = 65_536
"""The longest message either side sends; a longer one closes the connection (1009)."""
REFUSALS_IN_A_ROW: Final = 20
MESSAGES_PER_SECOND: Final = 50
MAX_SEATS: Final = 4
NAME_LENGTH: Final = 40
ROOM_CODE_ALPHABET: Final = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
ROOM_CODE_LENGTH: Final = 6
HUMAN: Final = "human"
BOT_PREFIX: Final = "bot:"

CLOSE_GOING_AWAY: Final = 1001
CLOSE_POLICY: Final = 1008
CLOSE_TOO_BIG: Final = 1009
CLOSE_TAKEN_OVER: Final = 4001
"""Another connection rejoined this seat: a client closed so does not reconnect by itself."""

ErrorCode = Literal["protocol", "bad_message", "not_allowed", "no_room", "room_full",
                    "bad_token", "not_your_turn", "stale", "illegal"]


class Refusal(Exception):
    """A client's message refused: its ``code`` and one plain sentence. Nothing changed."""

    code: ClassVar[ErrorCode]
    closes: ClassVar[bool] = False
    """Whether the host closes the connection after saying so."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotTheProtocol(Refusal):
    code = "protocol"
    closes = True


class BadMessage(Refusal):
    code = "bad_message"


class NotAllowed(Refusal):
    code = "not_allowed"


class NoRoom(Refusal):
    code = "no_room"


class RoomFull(Refusal):
    code = "room_full"


class BadToken(Refusal):
    code = "bad_token"


class NotYourTurn(Refusal):
    code = "not_your_turn"


class Stale(Refusal):
    code = "stale"


class Illegal(Refusal):
    code = "illegal"


# What a client sends: each message written by the client (`to_json`) and read by the
# host (`from_json`, through `read_opening` and `read_in_game`) --------------------


@dataclass(frozen=True, slots=True)
class Create:
    game: str
    name: str
    seats: tuple[str, ...]
    """Each ``"human"`` or ``"bot:LEVEL"`` (any other text is for the room to refuse)."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "create", "protocol": PROTOCOL, "game": self.game, "name": self.name,
                "seats": list(self.seats)}

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Create:
        seats = message.get("seats")
        if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
            raise BadMessage("create needs 'seats', a list of seat kinds.")
        if not 1 <= len(seats) <= MAX_SEATS:
            raise BadMessage(f"A room has 1 to {MAX_SEATS} seats, not {len(seats)}.")
        return cls(_text(message, "game"), clean_name(message.get("name")), tuple(seats))


@dataclass(frozen=True, slots=True)
class Join:
    room: str
    name: str | None
    token: str | None
    """A seat's token, to rejoin it (it wins over the name, which is then not read)."""

    def to_json(self) -> dict[str, Any]:
        message: dict[str, Any] = {"type": "join", "protocol": PROTOCOL, "room": self.room}
        if self.name is not None:
            message["name"] = self.name
        if self.token is not None:
            message["token"] = self.token
        return message

    @classmethod
    def from_json(cls, message: dict[str, Any]) -> Join:
        room = _room(message)
        token = message.get("token")
        if token is not None:
            if not isinstance(token, str):
                raise BadMessage("'token' must be text.")
            return cls(room, None, token)
        return cls(room, clean_name(message.get("name")), None)


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


Opening = Create | Join | Watch
InGame = MoveAnswer | Replace | Ping
ClientMessage = Opening | InGame


def read_opening(data: str | bytes) -> Opening | Ping:
    """A connection's message before it has a room: create, join or watch carrying the
    protocol's name (or a ping); anything else is `NotTheProtocol`."""
    message = _parse(data, NotTheProtocol)
    kind = message.get("type")
    if kind == "ping":
        return Ping()
    if kind not in ("create", "join", "watch") or message.get("protocol") != PROTOCOL:
        raise NotTheProtocol(f"This host speaks {PROTOCOL}: open with create, join or watch "
                             f"carrying \"protocol\": \"{PROTOCOL}\".")
    if kind == "create":
        return Create.from_json(message)
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
    if kind in ("create", "join", "watch"):
        raise BadMessage("This connection already has its room.")
    raise BadMessage(f"Unknown message type {_shown(kind)}.")


def client_text(message: ClientMessage) -> str:
    """A client's message as the one line of JSON that goes on the wire."""
    return json.dumps(message.to_json(), separators=(",", ":"), ensure_ascii=False)


def clean_name(value: object) -> str:
    """A player's name: 1 to 40 printable characters once put in Unicode's NFKC form
    (look-alikes such as full-width letters become the letters) and trimmed, one of
    them at least visible."""
    if not isinstance(value, str):
        raise BadMessage("'name' must be text.")
    name = unicodedata.normalize("NFKC", value).strip()
    if not 1 <= len(name) <= NAME_LENGTH or not name.isprintable() \
            or not any(_visible(character) for character in name):
        raise BadMessage(f"A name is 1 to {NAME_LENGTH} printable characters, "
                         f"one at least visible.")
    return name


_BLANK_LETTERS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters Unicode counts as letters or symbols that show nothing (Hangul fillers,
the blank Braille pattern)."""


def _visible(character: str) -> bool:
    category = unicodedata.category(character)
    return category[0] not in "ZC" and category not in ("Mn", "Me") \
        and character not in _BLANK_LETTERS


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
