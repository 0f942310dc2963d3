"""axio-net/1 from the host to a client, as values: one frozen class per message, each
written by the host (`to_json`) and read by the client (`from_json`), so that what a
frame may hold is said once. `read_frame` reads one WebSocket message.

The host may be wrong or hostile, so reading checks every key a client relies on; a
frame that does not hold is a `BadFrame`, which says which frame and which key. A VIEW
stays the JSON object it is here: it is the game's to read (`Wire.view_from`), and
the client does so once, where it follows the game (`seat_state`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from .protocol import MAX_SEATS

SHOWN_CHARACTERS: Final = 80
"""How much of a bad value a fault quotes."""


class HostFault(Exception):
    """The host sent something axio-net/1 does not allow (the message says what)."""


class BadFrame(HostFault):
    """A frame of the host that does not hold: ``frame`` its type (or "frame"), ``key``
    the key at fault (or ""), ``problem`` what is wrong."""

    def __init__(self, frame: str, key: str, problem: str) -> None:
        where = f"the host's {frame}" + (f" {key!r}" if key else "")
        super().__init__(f"{where}: {problem}")
        self.frame, self.key, self.problem = frame, key, problem


@dataclass(frozen=True, slots=True)
class Player:
    """A seat as the host's PLAYERS list shows it (``name`` None: the seat is free)."""

    name: str | None
    kind: str
    """``"human"`` or ``"bot"``."""
    level: str | None
    connected: bool
    gave_up: str | None = None
    """``"resigned"`` or ``"timed_out"``: the person who had the seat left the game, and
    the bot of ``level`` plays it for them."""

    def to_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            entry["level"] = self.level
        entry["connected"] = self.connected
        if self.gave_up is not None:
            entry["gave_up"] = self.gave_up
        return entry


Players = tuple[Player, ...]


@dataclass(frozen=True, slots=True)
class Last:
    """A decision the host applied (LAST): the seat that made it and the answer as the
    bot protocol writes it, for the game's wire to read."""

    seat: int
    move: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move}


@dataclass(frozen=True, slots=True)
class Welcome:
    type: ClassVar[str] = "welcome"
    room: str
    game: str
    seat: int | None
    """None for a spectator, who has no token."""
    token: str | None
    players: Players

    def to_json(self) -> dict[str, Any]:
        frame: dict[str, Any] = {"type": self.type, "room": self.room, "game": self.game,
                                 "seat": self.seat}
        if self.token is not None:
            frame["token"] = self.token
        frame["players"] = _players_json(self.players)
        return frame

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> Welcome:
        seat = frame.get("seat")
        if seat is not None:
            seat = _whole(frame, "seat", cls.type)
        token = frame.get("token")
        if token is not None and (not isinstance(token, str) or not token):
            raise BadFrame(cls.type, "token", "is not text")
        return cls(_text(frame, "room", cls.type), _text(frame, "game", cls.type), seat, token,
                   _players(frame.get("players"), cls.type))


@dataclass(frozen=True, slots=True)
class PlayersChanged:
    type: ClassVar[str] = "players"
    players: Players

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "players": _players_json(self.players)}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> PlayersChanged:
        return cls(_players(frame.get("players"), cls.type))


@dataclass(frozen=True, slots=True)
class Update:
    """The game after the decision ``last``, or as it stands (``last`` None: the start,
    or a snapshot for a client coming in, which may list every decision so far in
    ``history``)."""

    type: ClassVar[str] = "update"
    version: int
    view: dict[str, Any]
    players: Players
    last: Last | None
    history: tuple[Last, ...] | None = None
    deadline: float | None = None
    """In a correspondence game with a time per move: when the seat to decide runs out
    of time (Unix seconds, the host's clock)."""

    def to_json(self) -> dict[str, Any]:
        frame: dict[str, Any] = {
            "type": self.type, "version": self.version, "view": self.view,
            "players": _players_json(self.players),
            "last": None if self.last is None else self.last.to_json()}
        if self.history is not None:
            frame["history"] = [decided.to_json() for decided in self.history]
        if self.deadline is not None:
            frame["deadline"] = self.deadline
        return frame

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> Update:
        last = frame.get("last")
        history = frame.get("history")
        if history is not None and (last is not None or not isinstance(history, list)):
            raise BadFrame(cls.type, "history", "is not a snapshot's list")
        deadline = frame.get("deadline")
        if deadline is not None and (not isinstance(deadline, (int, float))
                                     or isinstance(deadline, bool)):
            raise BadFrame(cls.type, "deadline", "is not a time")
        return cls(_version(frame, cls.type), _object(frame, "view", cls.type),
                   _players(frame.get("players"), cls.type),
                   None if last is None else _last(last, "last"),
                   None if history is None else tuple(
                       _last(entry, f"history[{number}]") for number, entry in enumerate(history)),
                   None if deadline is None else float(deadline))


@dataclass(frozen=True, slots=True)
class MoveRequest:
    """The seat is to decide on the position of ``version``: its view, and what the
    game's wire adds to say which decision (AXIO's ``decision``)."""

    type: ClassVar[str] = "move"
    version: int
    view: dict[str, Any]
    asked: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "version": self.version, "view": self.view, **self.asked}

    def wire_message(self) -> dict[str, Any]:
        """The request as the game's wire reads it (`Wire.view_from`)."""
        return {**self.asked, "view": self.view}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> MoveRequest:
        asked = {key: value for key, value in frame.items()
                 if key not in ("type", "version", "view")}
        return cls(_version(frame, cls.type), _object(frame, "view", cls.type), asked)


@dataclass(frozen=True, slots=True)
class End:
    """The game is over: the result as `replay` prints it and the whole record."""

    type: ClassVar[str] = "end"
    result: dict[str, Any]
    record: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "result": self.result, "record": self.record}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> End:
        return cls(_object(frame, "result", cls.type), _object(frame, "record", cls.type))


@dataclass(frozen=True, slots=True)
class ErrorFrame:
    """The host refused a message: its code and one sentence for a person."""

    type: ClassVar[str] = "error"
    code: str
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "code": self.code, "message": self.message}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> ErrorFrame:
        return cls(_text(frame, "code", cls.type), _text(frame, "message", cls.type))


@dataclass(frozen=True, slots=True)
class Pong:
    type: ClassVar[str] = "pong"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> Pong:
        return cls()


HostFrame = Welcome | PlayersChanged | Update | MoveRequest | End | ErrorFrame | Pong

_KINDS: dict[str, Any] = {kind.type: kind for kind in (Welcome, PlayersChanged, Update,
                                                        MoveRequest, End, ErrorFrame, Pong)}


def read_frame(data: str | bytes) -> HostFrame | None:
    """One WebSocket message of the host, read (None: a type axio-net/1 does not name,
    which the client lets pass); `BadFrame` where it does not hold."""
    if isinstance(data, bytes):
        raise BadFrame("frame", "", "is binary, not JSON text")
    try:
        frame = json.loads(data)
    except (ValueError, RecursionError):
        raise BadFrame("frame", "", "is not JSON") from None
    if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
        raise BadFrame("frame", "", "is not an object with a type")
    kind = _KINDS.get(frame["type"])
    if kind is None:
        return None
    read: HostFrame = kind.from_json(frame)
    return read


def frame_text(frame: HostFrame) -> str:
    """A frame as the one line of JSON that goes on the wire."""
    return json.dumps(frame.to_json(), separators=(",", ":"), ensure_ascii=False)


def _players_json(players: Players) -> list[dict[str, Any]]:
    return [player.to_json() for player in players]


def _players(value: object, frame: str) -> Players:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise BadFrame(frame, "players", f"is not a list of 1 to {MAX_SEATS} seats")
    players = []
    for entry in value:
        name = entry.get("name") if isinstance(entry, dict) else 0
        kind = entry.get("kind") if isinstance(entry, dict) else None
        level = entry.get("level") if isinstance(entry, dict) else None
        connected = entry.get("connected") if isinstance(entry, dict) else None
        gave_up = entry.get("gave_up") if isinstance(entry, dict) else None
        if not (name is None or isinstance(name, str)) or kind not in ("human", "bot") \
                or not (level is None or isinstance(level, str)) \
                or not isinstance(connected, bool) \
                or gave_up not in (None, "resigned", "timed_out"):
            raise BadFrame(frame, "players", f"list a bad seat: {_shown(entry)}")
        players.append(Player(name, str(kind), level, connected, gave_up))
    return tuple(players)


def _last(value: object, key: str) -> Last:
    seat = value.get("seat") if isinstance(value, dict) else None
    move = value.get("move") if isinstance(value, dict) else None
    if type(seat) is not int or not isinstance(move, dict):
        raise BadFrame("update", key, f"is not a decision: {_shown(value)}")
    return Last(seat, move)


def _version(frame: dict[str, Any], kind: str) -> int:
    version = _whole(frame, "version", kind)
    if version < 0:
        raise BadFrame(kind, "version", "is below 0")
    return version


def _whole(frame: dict[str, Any], key: str, kind: str) -> int:
    value = frame.get(key)
    if type(value) is not int:
        raise BadFrame(kind, key, "is not a whole number")
    return value


def _text(frame: dict[str, Any], key: str, kind: str) -> str:
    value = frame.get(key)
    if not isinstance(value, str):
        raise BadFrame(kind, key, "is not text")
    return value


def _object(frame: dict[str, Any], key: str, kind: str) -> dict[str, Any]:
    value = frame.get(key)
    if not isinstance(value, dict):
        raise BadFrame(kind, key, "is not an object")
    return value


def _shown(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS - 3] + "..."
