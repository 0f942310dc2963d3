"""Where rooms and players are kept: one interface (`GameStore`, every method a
coroutine) with three behind it: in memory (`MemoryStore`), SQLite for one process
(`store_sqlite.SqliteStore`, ``--data DIR``) and PostgreSQL for several processes
that share it (`store_postgres.PostgresStore`, ``--database postgresql://…``).

A room is kept as a value (`StoredRoom`): its seats with their token hashes and
players, the creator, the secret its bots are seeded from, the number of decisions
made, the game's record (the deal and every decision, draws included, from which the
engine rebuilds the game), and what the lists show without reading the record (whose
turn, since when, the result). Every kept change of a room counts one `revision`:
`save` keeps a room only over the revision it was read at, so two processes never both
apply a change at the same revision (`RoomChanged` tells the one that lost). `save`
returns once the change is committed; the host tells no client of it before that.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, Protocol

GaveUp = Literal["resigned", "timed_out"]
"""Why a person no longer plays their seat (a bot plays it for them, and the game counts
as lost for them)."""


@dataclass(frozen=True, slots=True)
class StoredSeat:
    kind: str
    level: str | None
    name: str | None
    token_hash: str | None
    player: str | None = None
    """The id of the player (`StoredPlayer.id`) whose seat it is: a seat taken with a
    player key, kept when a bot takes it over; None for a seat held by its token alone."""
    gave_up: GaveUp | None = None


@dataclass(frozen=True, slots=True)
class StoredRoom:
    code: str
    number: int
    """The room's creation number, counted over the store's whole life: the game number
    players see."""
    game: str
    creator: int
    bot_seed: str
    version: int
    seats: tuple[StoredSeat, ...]
    record: str
    """The game's record as JSON text; empty in a listing (`GameStore.games_of`,
    `GameStore.open_games`), which leaves it out."""
    revision: int = 1
    """Kept changes of the room, its creation the first."""
    correspondence: bool = False
    """A game over days: kept until it ends however long nobody is in it."""
    days: int | None = None
    """A correspondence game's time per move in days (None: no limit)."""
    listed: bool = False
    """Shown in the server's list of open games while it has a free seat."""
    created_at: float = 0.0
    moved_at: float = 0.0
    """When the last decision was made, or the game started (the server's clock, Unix
    seconds); the mover's deadline runs from here."""
    to_move: int | None = None
    """The seat to decide (None before the start and after the end)."""
    finished_at: float | None = None
    result: str | None = None
    """The result as ``replay`` prints it, JSON text, once the game is over."""
    last_decision: str | None = None
    """The decision made last, JSON text (``{"seat": S, "move": ANSWER}``, as ``last``
    shows it), so that another process holding the room makes it too rather than read
    the whole game again."""

    @property
    def free_seats(self) -> int:
        return sum(1 for seat in self.seats if seat.kind == "human" and seat.name is None)

    def listing(self) -> StoredRoom:
        return replace(self, record="")


@dataclass(frozen=True, slots=True)
class StoredPlayer:
    id: str
    """Public and random: what seats and ratings name the player by."""
    key_hash: str
    """The SHA-256 of the player's key (`tokens.token_hash`); the key itself is never kept."""
    name: str
    created_at: float


@dataclass(frozen=True, slots=True)
class StoredRating:
    player: str
    game: str
    mu: float
    sigma: float
    games: int
    """Rated games finished."""


MISSED = ""
"""The code `GameStore.on_change` gives when changes may have gone unheard."""

Rater = Callable[[Mapping[str, StoredRating]], list[StoredRating]]
"""Given the current ratings in the room's game of the players seated in it (those with
none yet left out), the ratings to keep once it has ended (`GameStore.save`)."""


class StoreError(Exception):
    """The store could not keep or read a room (the disk is full, the file is damaged,
    the database is down): the message says what failed."""


class RoomChanged(Exception):
    """`GameStore.save` refused: the room was changed (through another process) since it
    was read at ``expected`` (now at ``found``; 0 when it is no longer kept)."""

    def __init__(self, code: str, expected: int, found: int) -> None:
        super().__init__(f"room {code} is at revision {found}, not {expected}")
        self.code = code
        self.expected = expected
        self.found = found


class KeyTaken(Exception):
    """`GameStore.add_player` refused: a player holds that key already."""


StoreFault = Literal["empty", "damaged", "unusable"]
"""What is wrong with a rooms file that cannot be opened (`UnreadableStore`)."""


class UnreadableStore(StoreError):
    """The rooms file at ``path`` cannot be opened: it is ``empty`` (truncated to
    nothing), ``damaged`` (not SQLite's, or SQLite's ``quick_check`` finds a fault), or
    ``unusable`` (the folder or the file cannot be had: ``reason`` says why). The file
    is left as it is."""

    def __init__(self, path: Path, fault: StoreFault, reason: str, advice: str) -> None:
        super().__init__(f"{path} {'is ' + fault if fault != 'unusable' else 'cannot be used'}"
                         f" ({reason}): {advice}")
        self.path = path
        self.fault = fault
        self.reason = reason


class GameStore(Protocol):
    async def next_number(self) -> int:
        """The creation number of the next room (one more than any kept or given)."""
        ...

    async def load(self, code: str) -> StoredRoom | None: ...

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        """Keep ``room`` as it is now, in one transaction committed on return, if the
        store holds it at ``room.revision - 1`` (a new room: not at all); else raise
        `RoomChanged` and keep what it had. With ``rate`` (the game has just ended) the
        seated players' ratings are updated in the same transaction. `StoreError` when
        it cannot keep it. Other processes sharing the store hear of the change
        (`on_change`)."""
        ...

    async def forget(self, code: str) -> None:
        """Keep room ``code`` no more (a room that expired before its game started)."""
        ...

    async def player_of_key(self, key_hash: str) -> StoredPlayer | None: ...

    async def players(self, ids: list[str]) -> list[StoredPlayer]: ...

    async def add_player(self, player: StoredPlayer) -> None:
        """Keep a new player; `KeyTaken` when a player has that key hash already."""
        ...

    async def games_of(self, player: str) -> list[StoredRoom]:
        """Listings (`StoredRoom.listing`) of every room with a seat of ``player``."""
        ...

    async def running_games(self, player: str) -> int:
        """How many rooms with a seat of ``player`` have not ended."""
        ...

    async def open_games(self, limit: int) -> list[StoredRoom]:
        """Listings of the listed correspondence rooms with a free seat, the newest first."""
        ...

    async def ratings(self, players: list[str], game: str | None = None) -> list[StoredRating]:
        """The ratings of ``players`` (in ``game``, or in every game)."""
        ...

    async def bots_to_move(self) -> list[str]:
        """Codes of rooms not ended whose seat to decide is a bot's (a process that was
        stopped mid-thought leaves such rooms; any process may take them up)."""
        ...

    async def sweep(self, unjoined_before: float, ended_before: float) -> list[str]:
        """Forget correspondence rooms still waiting for players created before
        ``unjoined_before``, and rooms of every kind ended before ``ended_before``;
        returns their codes."""
        ...

    def on_change(self, listener: Callable[[str, int], None]) -> None:
        """Call ``listener(code, revision)``, on the event loop that made this call, for
        every change another process keeps (this process's own may be heard too;
        revision 0: the room is kept no more), and ``listener(MISSED, 0)`` when changes
        may have gone unheard (the database was out of reach): every room held should
        be read again. A store of one process never calls it."""
        ...

    async def close(self) -> None: ...


class MemoryStore:
    """Rooms and players kept for the host's lifetime only (no ``--data``)."""

    def __init__(self) -> None:
        self._rooms: dict[str, StoredRoom] = {}
        self._players: dict[str, StoredPlayer] = {}
        self._ratings: dict[tuple[str, str], StoredRating] = {}
        self._numbers = 0

    async def next_number(self) -> int:
        self._numbers += 1
        return self._numbers

    async def load(self, code: str) -> StoredRoom | None:
        return self._rooms.get(code)

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        kept = self._rooms.get(room.code)
        found = kept.revision if kept is not None else 0
        if found != room.revision - 1:
            raise RoomChanged(room.code, room.revision - 1, found)
        if rate is not None:
            seated = [seat.player for seat in room.seats if seat.player is not None]
            current = {player: self._ratings[player, room.game] for player in seated
                       if (player, room.game) in self._ratings}
            for rating in rate(current):
                self._ratings[rating.player, rating.game] = rating
        self._rooms[room.code] = room

    async def forget(self, code: str) -> None:
        self._rooms.pop(code, None)

    async def player_of_key(self, key_hash: str) -> StoredPlayer | None:
        return next((player for player in self._players.values()
                     if player.key_hash == key_hash), None)

    async def players(self, ids: list[str]) -> list[StoredPlayer]:
        return [self._players[id] for id in ids if id in self._players]

    async def add_player(self, player: StoredPlayer) -> None:
        if await self.player_of_key(player.key_hash) is not None:
            raise KeyTaken(player.id)
        self._players[player.id] = player

    async def games_of(self, player: str) -> list[StoredRoom]:
        return [room.listing() for room in self._rooms.values()
                if any(seat.player == player for seat in room.seats)]

    async def running_games(self, player: str) -> int:
        return sum(1 for room in await self.games_of(player) if room.finished_at is None)

    async def open_games(self, limit: int) -> list[StoredRoom]:
        rooms = [room.listing() for room in self._rooms.values()
                 if room.listed and room.correspondence and room.free_seats > 0
                 and room.finished_at is None]
        rooms.sort(key=lambda room: -room.number)
        return rooms[:limit]

    async def ratings(self, players: list[str], game: str | None = None) -> list[StoredRating]:
        return [rating for (player, of_game), rating in self._ratings.items()
                if player in players and (game is None or of_game == game)]

    async def bots_to_move(self) -> list[str]:
        return [room.code for room in self._rooms.values()
                if room.finished_at is None and room.to_move is not None
                and room.seats[room.to_move].kind != "human"]

    async def sweep(self, unjoined_before: float, ended_before: float) -> list[str]:
        gone = [room.code for room in self._rooms.values()
                if (room.correspondence and room.free_seats > 0 and room.finished_at is None
                    and room.created_at < unjoined_before)
                or (room.finished_at is not None and room.finished_at < ended_before)]
        for code in gone:
            del self._rooms[code]
        return gone

    def on_change(self, listener: Callable[[str, int], None]) -> None:
        pass

    async def close(self) -> None:
        pass
