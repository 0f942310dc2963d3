"""What the host sends on a player's own connection (opened with ``hello``): who the
player is, their games, the open games, and word of a change in one of their games.
As in `host_messages`, one frozen class per frame, written by the host and read back
by the client, every key checked (`BadFrame`).

A game in a list (`Listing`) is what the lists show of a room without its record:
the players with their ratings, whose turn, how many decisions, the deadline, the
result. It carries no rack or hand: nothing a seat may not see.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar

from .host_messages import BadFrame, HostFrame, read_frame
from .protocol import MAX_SEATS


@dataclass(frozen=True, slots=True)
class ListedPlayer:
    name: str | None
    """None: a seat nobody has taken yet."""
    kind: str
    level: str | None
    rating: int | None
    """The player's rating in the room's game on this server (`ratings.shown`); None for
    a bot, a free seat or a seat held by a token alone."""
    gave_up: str | None = None

    def to_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            entry["level"] = self.level
        entry["rating"] = self.rating
        if self.gave_up is not None:
            entry["gave_up"] = self.gave_up
        return entry

    @classmethod
    def from_json(cls, value: object, frame: str) -> ListedPlayer:
        if not isinstance(value, dict):
            raise BadFrame(frame, "players", "list a seat that is not an object")
        name, kind, level = value.get("name"), value.get("kind"), value.get("level")
        rating, gave_up = value.get("rating"), value.get("gave_up")
        if not (name is None or isinstance(name, str)) or kind not in ("human", "bot") \
                or not (level is None or isinstance(level, str)) \
                or not (rating is None or type(rating) is int) \
                or gave_up not in (None, "resigned", "timed_out"):
            raise BadFrame(frame, "players", f"list a bad seat: {json.dumps(value)[:80]}")
        return cls(name, str(kind), level, rating, gave_up)


@dataclass(frozen=True, slots=True)
class Listing:
    room: str
    number: int
    """The game number (the room's creation number on this server)."""
    game: str
    seat: int | None
    """The player's own seat (None in the list of open games)."""
    players: tuple[ListedPlayer, ...]
    to_move: int | None
    moves: int
    """Decisions made so far."""
    moved_at: float
    """When the last decision was made, or the game started (Unix seconds)."""
    days: int | None
    """Time per move in days (None: no limit)."""
    deadline: float | None
    finished: bool
    result: dict[str, Any] | None
    """The result as ``replay`` prints it, once the game is over."""
    free: int
    """Seats nobody has taken yet (the game starts when none is left)."""

    @property
    def your_turn(self) -> bool:
        return self.seat is not None and self.to_move == self.seat and not self.finished

    def to_json(self) -> dict[str, Any]:
        return {"room": self.room, "number": self.number, "game": self.game, "seat": self.seat,
                "players": [player.to_json() for player in self.players],
                "to_move": self.to_move, "your_turn": self.your_turn, "moves": self.moves,
                "moved_at": self.moved_at, "days": self.days, "deadline": self.deadline,
                "finished": self.finished, "result": self.result, "free": self.free}

    @classmethod
    def from_json(cls, value: object, frame: str) -> Listing:
        if not isinstance(value, dict):
            raise BadFrame(frame, "games", "list a game that is not an object")
        players = value.get("players")
        if not isinstance(players, list) or not 1 <= len(players) <= MAX_SEATS:
            raise BadFrame(frame, "players", f"is not a list of 1 to {MAX_SEATS} seats")
        checks = {"room": str, "number": int, "game": str, "moves": int, "finished": bool,
                  "free": int}
        for key, kind in checks.items():
            if type(value.get(key)) is not kind:
                raise BadFrame(frame, key, f"is not {kind.__name__}")
        for key in ("seat", "to_move", "days"):
            if not (value.get(key) is None or type(value.get(key)) is int):
                raise BadFrame(frame, key, "is not a whole number or null")
        moved_at, deadline = value.get("moved_at"), value.get("deadline")
        if not _time(moved_at) or not (deadline is None or _time(deadline)):
            raise BadFrame(frame, "moved_at", "is not a time")
        result = value.get("result")
        if not (result is None or isinstance(result, dict)):
            raise BadFrame(frame, "result", "is not an object or null")
        return cls(value["room"], value["number"], value["game"], value.get("seat"),
                   tuple(ListedPlayer.from_json(player, frame) for player in players),
                   value.get("to_move"), value["moves"], float(moved_at),  # type: ignore[arg-type]
                   value.get("days"), None if deadline is None else float(deadline),
                   value["finished"], result, value["free"])


def _time(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Rating:
    game: str
    rating: int
    games: int

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "rating": self.rating, "games": self.games}


@dataclass(frozen=True, slots=True)
class PlayerFrame:
    """The answer to ``hello``: the player's id and name on this server, and their
    rating in each game they have finished a rated game of."""

    type: ClassVar[str] = "player"
    id: str
    name: str
    ratings: tuple[Rating, ...]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "id": self.id, "name": self.name,
                "ratings": [rating.to_json() for rating in self.ratings]}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> PlayerFrame:
        ratings = frame.get("ratings")
        if not isinstance(frame.get("id"), str) or not isinstance(frame.get("name"), str):
            raise BadFrame(cls.type, "id", "or 'name' is not text")
        if not isinstance(ratings, list) or not all(
                isinstance(entry, dict) and isinstance(entry.get("game"), str)
                and type(entry.get("rating")) is int and type(entry.get("games")) is int
                for entry in ratings):
            raise BadFrame(cls.type, "ratings", "is not a list of ratings")
        return cls(frame["id"], frame["name"],
                   tuple(Rating(entry["game"], entry["rating"], entry["games"])
                         for entry in ratings))


@dataclass(frozen=True, slots=True)
class GamesFrame:
    """The player's games (``games``) or the open games (``open_games``), in the order to
    show them."""

    type: str
    games: tuple[Listing, ...]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "games": [game.to_json() for game in self.games]}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> GamesFrame:
        games = frame.get("games")
        kind = str(frame.get("type"))
        if not isinstance(games, list):
            raise BadFrame(kind, "games", "is not a list")
        return cls(kind, tuple(Listing.from_json(game, kind) for game in games))


@dataclass(frozen=True, slots=True)
class GameChanged:
    """One of the player's games has changed (a decision, a player come or gone, the end)."""

    type: ClassVar[str] = "game"
    game: Listing

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "game": self.game.to_json()}

    @classmethod
    def from_json(cls, frame: dict[str, Any]) -> GameChanged:
        return cls(Listing.from_json(frame.get("game"), cls.type))


PlayerHostFrame = PlayerFrame | GamesFrame | GameChanged | HostFrame


def read_player_frame(data: str | bytes) -> PlayerHostFrame | None:
    """One message on a player's own connection, read (None: a type the protocol does
    not name); `BadFrame` where it does not hold."""
    if isinstance(data, str):
        try:
            frame = json.loads(data)
        except (ValueError, RecursionError):
            frame = None
        kind = frame.get("type") if isinstance(frame, dict) else None
        if kind == PlayerFrame.type:
            return PlayerFrame.from_json(frame)
        if kind in ("games", "open_games"):
            return GamesFrame.from_json(frame)
        if kind == GameChanged.type:
            return GameChanged.from_json(frame)
    return read_frame(data)
