"""One room: a game of any registered game, its seats, who holds them, and every
decision checked by the engine. No sockets here: the host feeds a room what clients
send and sends out what the room then shows.

A seat is held by the token given for it (only its hash is kept); its name proves
nothing. The room's version counts the decisions applied (placements and AXIO
exchange answers); an answer must name the current version.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from ..bots.games import AnyPlayKit
from ..engine import IllegalMoveError, PlayerInfo
from .chance import RoomChance
from .client_messages import REAL_TIME, MoveAnswer, Pace
from .protocol import (
    BOT_PREFIX,
    HUMAN,
    NAME_LENGTH,
    BadMessage,
    BadToken,
    Illegal,
    NotAllowed,
    NotYourTurn,
    RoomFull,
    Stale,
)

DAY_SECONDS = 86_400.0
from .store import GaveUp, StoredRoom, StoredSeat
from .tokens import new_token, token_hash, token_matches


@dataclass(slots=True)
class RoomSeat:
    """A seat of a room as the host keeps it: who plays it, and the hash of its token."""

    kind: str
    """``"human"`` or ``"bot"``."""
    level: str | None = None
    name: str | None = None
    """None while a human seat is free."""
    token_hash: str | None = None
    player: str | None = None
    """The player (`StoredPlayer.id`) whose seat it is, when taken with a player key."""
    gave_up: GaveUp | None = None

    def stored(self) -> StoredSeat:
        return StoredSeat(self.kind, self.level, self.name, self.token_hash, self.player,
                          self.gave_up)


@dataclass(frozen=True, slots=True)
class Decided:
    """A decision the room applied: who made it and the answer as the bot protocol
    writes it (the ``last`` of the next update)."""

    seat: int
    answer: dict[str, Any]


class Room:
    def __init__(self, *, code: str, number: int, kit: AnyPlayKit, state: Any,
                 seats: list[RoomSeat],
                 creator: int, version: int, chance: RoomChance, bot_seed: str,
                 pace: Pace = REAL_TIME, revision: int = 0, created_at: float = 0.0,
                 moved_at: float = 0.0, finished_at: float | None = None) -> None:
        self.code = code
        self.number = number
        self.kit = kit
        self.state = state
        self.seats = seats
        self.creator = creator
        self.version = version
        self.chance = chance
        self.bot_seed = bot_seed
        self.connected: set[int] = set()
        """The human seats whose client is connected now."""
        self.last: Decided | None = None
        self._asked: tuple[int, type] | None = None
        self.history: list[Decided] = []
        """Every decision applied, oldest first, each as ``last`` showed it."""
        self.pace = pace
        self.revision = revision
        """The store's revision of the room as last kept (0: not kept yet)."""
        self.created_at = created_at
        self.moved_at = moved_at
        """When the last decision was made or the game started (the host's clock)."""
        self.finished_at = finished_at

    @classmethod
    def create(cls, kit: AnyPlayKit, seats: list[RoomSeat], name: str, code: str, number: int,
               chance: RoomChance, *, pace: Pace = REAL_TIME, now: float = 0.0,
               player: str | None = None) -> tuple[Room, str]:
        """A new room of ``seats`` (`seats_of`), its creator ``name`` (``player``) in the
        first human seat; returns the room and the creator's token."""
        creator = next(number for number, seat in enumerate(seats) if seat.kind == HUMAN)
        state = chance.deal(kit.game, len(seats))
        room = cls(code=code, number=number, kit=kit, state=state, seats=seats,
                   creator=creator, version=0, chance=chance, bot_seed=chance.bot_seed(),
                   pace=pace, created_at=now, moved_at=now)
        return room, room._give(creator, name, player)

    @classmethod
    def restore(cls, stored: StoredRoom, kit: AnyPlayKit, chance: RoomChance) -> Room:
        """A kept room as it was: its game rebuilt by the engine from the record."""
        record = kit.game.read_record(json.loads(stored.record))
        seats = [RoomSeat(seat.kind, seat.level, seat.name, seat.token_hash, seat.player,
                          seat.gave_up) for seat in stored.seats]
        room = cls(code=stored.code, number=stored.number, kit=kit, state=record.replay(),
                   seats=seats, creator=stored.creator, version=stored.version, chance=chance,
                   bot_seed=stored.bot_seed,
                   pace=Pace(stored.correspondence, stored.days, stored.listed),
                   revision=stored.revision, created_at=stored.created_at,
                   moved_at=stored.moved_at, finished_at=stored.finished_at)
        room.history = [Decided(step.seat, kit.bots.wire.answer(step.decision))
                        for step in record.walk()]
        return room

    # What everyone sees ---------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Whether every human seat is taken (the game starts then)."""
        return all(seat.name is not None for seat in self.seats)

    @property
    def finished(self) -> bool:
        return bool(self.state.finished)

    @property
    def deciding(self) -> bool:
        """Whether a decision is open: the game has started and is not over."""
        return self.started and not self.finished

    def bot_to_move(self) -> int | None:
        """The seat to decide, when a bot holds it and a decision is open."""
        mover = self.state.to_move if self.deciding else None
        return mover if mover is not None and self.seats[mover].kind != HUMAN else None

    def record(self) -> Any:
        """The game's record, the seats named as they are."""
        players = [PlayerInfo(seat.name or "", "bot" if seat.kind != HUMAN else "human",
                              seat.level) for seat in self.seats]
        return self.kit.game.record_of(players, self.state)

    def deadline(self) -> float | None:
        """When the seat to decide runs out of time (`deadline_of`)."""
        return deadline_of(self.pace.days, self.moved_at,
                           self.state.to_move if self.deciding else None,
                           [seat.kind for seat in self.seats])

    def stored(self) -> StoredRoom:
        """The room as the store keeps it, one revision on from what it holds."""
        result = json.dumps(self.kit.game.replay_result(self.state), separators=(",", ":")) \
            if self.finished else None
        return StoredRoom(self.code, self.number, self.kit.game.id, self.creator, self.bot_seed,
                          self.version, tuple(seat.stored() for seat in self.seats),
                          json.dumps(self.record().to_json(), separators=(",", ":")),
                          revision=self.revision + 1, correspondence=self.pace.correspondence,
                          days=self.pace.days, listed=self.pace.listed,
                          created_at=self.created_at, moved_at=self.moved_at,
                          to_move=self.state.to_move if self.deciding else None,
                          finished_at=self.finished_at, result=result,
                          last_decision=json.dumps({"seat": self.last.seat,
                                                    "move": self.last.answer},
                                                   separators=(",", ":"))
                          if self.last is not None else None)

    # Seats ------------------------------------------------------------------------------

    def take_free_seat(self, name: str, player: str | None = None) -> tuple[int, str]:
        """The lowest-numbered free human seat for ``name`` (``player``), and its token."""
        for number, seat in enumerate(self.seats):
            if seat.kind == HUMAN and seat.name is None:
                return number, self._give(number, name, player)
        raise RoomFull(f"Room {self.code} has no free seat.")

    def seat_of_player(self, player: str) -> int | None:
        """The seat ``player`` plays here, if any (one they gave up is theirs no more)."""
        for number, seat in enumerate(self.seats):
            if seat.player == player and seat.kind == HUMAN:
                return number
        return None

    def new_token(self, seat: int) -> str:
        """A fresh token for ``seat`` (a player who came back with their key): the old
        one is void."""
        token = new_token()
        self.seats[seat].token_hash = token_hash(token)
        return token

    def seat_of_token(self, token: str) -> int:
        """The seat ``token`` was given for (a seat handed to a bot has none)."""
        found = None
        for number, seat in enumerate(self.seats):
            if token_matches(token, seat.token_hash):
                found = number
        if found is None:
            raise BadToken(f"That token holds no seat in room {self.code}.")
        return found

    def replace(self, by: int | None, seat: int, level: str) -> None:
        """Hand a disconnected human seat to a built-in bot, as the creator asks."""
        if by != self.creator:
            raise NotAllowed("Only the room's creator may hand a seat to a bot.")
        if self.pace.correspondence:  # nobody need be connected: only a claim takes a seat
            raise NotAllowed("In a correspondence game a seat goes to a bot only when its "
                             "time to move has run out: claim it then.")
        if self.finished:
            raise NotAllowed("The game is over.")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != HUMAN \
                or seat in self.connected:
            raise NotAllowed("Only a disconnected human seat can be handed to a bot.")
        if level not in self.kit.bots.levels:
            known = ", ".join(self.kit.bots.levels)
            raise NotAllowed(f"A seat can go to a built-in level ({known}), not {level[:40]!r}.")
        held = self.seats[seat]
        held.kind, held.level, held.token_hash = "bot", level, None
        if held.name is None:
            held.name = _unique(_bot_name(self.kit, level), self._names())

    def resign(self, by: int | None, level: str) -> None:
        """``by`` gives up their game: ``level`` plays their seat from now on."""
        if by is None:
            raise NotAllowed("A spectator has no game to resign.")
        if self.finished:
            raise NotAllowed("The game is over.")
        self._give_up(by, "resigned", level)

    def claim(self, by: int | None, seat: int, level: str, now: float) -> None:
        """``by`` claims ``seat``, whose time to move has run out: ``level`` plays it
        from now on."""
        if by is None:
            raise NotAllowed("A spectator claims nothing.")
        if self.pace.days is None:
            raise NotAllowed("Only a correspondence game with a time per move has "
                             "deadlines to claim.")
        if self.finished:
            raise NotAllowed("The game is over.")
        if seat == by:
            raise NotAllowed("A player cannot claim their own seat; resign instead.")
        deadline = self.deadline()
        if deadline is None or self.state.to_move != seat:
            raise NotAllowed("Only the seat to move, when a person plays it, can be claimed.")
        if now < deadline:
            raise NotAllowed(f"{self.seats[seat].name} still has {_time_left(deadline - now)} "
                             f"to move.")
        self._give_up(seat, "timed_out", level)

    def _give_up(self, number: int, why: GaveUp, level: str) -> None:
        seat = self.seats[number]
        if seat.kind != HUMAN or seat.name is None:
            raise NotAllowed("That seat is not played by a person.")
        seat.kind, seat.level, seat.token_hash, seat.gave_up = "bot", level, None, why

    def _give(self, number: int, name: str, player: str | None = None) -> str:
        token = new_token()
        seat = self.seats[number]
        seat.name = _unique(name, self._names())
        seat.token_hash = token_hash(token)
        seat.player = player
        return token

    def _names(self) -> set[str]:
        return {seat.name for seat in self.seats if seat.name is not None}

    # Decisions --------------------------------------------------------------------------

    def decide(self, seat: int | None, message: MoveAnswer) -> Decided:
        """Apply ``seat``'s answer (None: a spectator's), checked in the protocol's order:
        its shape and kind, who may move, whose turn, the version, then the engine. Only
        the seat to decide, answering the current version, makes the engine judge a
        decision; an answer of another kind is refused before."""
        wire = self.kit.bots.wire
        try:
            move = wire.move_from(message.answer)
        except ValueError as error:
            raise BadMessage(f"That move {error}.") from None
        if self.deciding and type(move) is not self._kind_asked():
            try:
                self.state.check(move)  # says what is due, at once: the kind is wrong
            except IllegalMoveError as error:
                raise BadMessage(f"That answer is not of the kind asked: "
                                 f"{str(error).rstrip('.')}.") from None
            raise BadMessage("That answer is not of the kind asked.")
        if seat is None:
            raise NotAllowed("A spectator makes no moves.")
        if not self.deciding or self.state.to_move != seat:
            raise NotYourTurn("It is not your turn.")
        if message.version != self.version:
            raise Stale(f"That move answers version {message.version}; the game is at "
                        f"version {self.version}.")
        try:
            self.state.check(move)
        except IllegalMoveError as error:
            raise Illegal(_sentence(str(error))) from None
        self.state.apply(move)
        self.version += 1
        self.chance.settle(self.state, self.version)
        self.last = Decided(seat, wire.answer(move))
        self.history.append(self.last)
        return self.last

    def _kind_asked(self) -> type:
        """The type of the decision due: every legal decision of a moment is of one kind
        (a placement, or an answer to the exchange), so the first says it. Found once a
        version."""
        if self._asked is None or self._asked[0] != self.version:
            self._asked = (self.version, type(next(iter(self.state.legal_moves()))))
        return self._asked[1]

    def bot_generator_seed(self) -> str:
        return f"{self.bot_seed} {self.version}"


def deadline_of(days: int | None, moved_at: float, to_move: int | None,
                kinds: list[str]) -> float | None:
    """When the seat to decide runs out of time: in a game with a time per move
    (``days``), while a person is to decide, ``days`` after the last decision (or the
    start); None otherwise."""
    if days is None or to_move is None or kinds[to_move] != HUMAN:
        return None
    return moved_at + days * DAY_SECONDS


def seats_of(kit: AnyPlayKit, specs: tuple[str, ...]) -> list[RoomSeat]:
    """The seats a create message asks for: each human or a built-in bot (named), and
    at least one human."""
    seats = [_seat_of(kit, spec) for spec in specs]
    if all(seat.kind != HUMAN for seat in seats):
        raise NotAllowed("A room needs at least one human seat.")
    for seat in seats:
        if seat.level is not None:
            seat.name = _unique(_bot_name(kit, seat.level),
                                {other.name for other in seats if other.name is not None})
    return seats


def _seat_of(kit: AnyPlayKit, spec: str) -> RoomSeat:
    if spec == HUMAN:
        return RoomSeat(HUMAN)
    level = spec.removeprefix(BOT_PREFIX)
    if spec.startswith(BOT_PREFIX) and level in kit.bots.levels:
        return RoomSeat("bot", level)
    known = ", ".join(f"bot:{name}" for name in kit.bots.levels)
    raise NotAllowed(f"A seat is human or a built-in bot ({known}), not {spec[:40]!r}.")


def _bot_name(kit: AnyPlayKit, level: str) -> str:
    name: str = kit.bots.levels[level](random.Random(0)).name
    return name


def _unique(name: str, taken: set[str]) -> str:
    """``name``, or with " 2", " 3", … added (the name cut short to keep within
    `NAME_LENGTH`), whichever no other seat has, upper and lower case alike."""
    folded = {other.casefold() for other in taken}
    if name.casefold() not in folded:
        return name
    number = 2
    while True:
        suffix = f" {number}"
        candidate = name[:NAME_LENGTH - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in folded:
            return candidate
        number += 1


def _time_left(seconds: float) -> str:
    """A time to move in words: ``2 days 3 hours``, ``5 hours``, ``12 minutes``."""
    days, rest = divmod(int(seconds), int(DAY_SECONDS))
    hours, rest = divmod(rest, 3600)
    if days:
        return f"{days} day{'s' if days != 1 else ''}" + \
            (f" {hours} hour{'s' if hours != 1 else ''}" if hours else "")
    if hours:
        return f"{hours} hour{'s' if hours != 1 else ''}"
    minutes = max(rest // 60, 1)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def _sentence(text: str) -> str:
    """The engine's words as one sentence for a person."""
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."
