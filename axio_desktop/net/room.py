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
from .protocol import (
    BOT_PREFIX,
    HUMAN,
    NAME_LENGTH,
    BadMessage,
    BadToken,
    Illegal,
    MoveAnswer,
    NotAllowed,
    NotYourTurn,
    RoomFull,
    Stale,
)
from .store import StoredRoom, StoredSeat
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

    def stored(self) -> StoredSeat:
        return StoredSeat(self.kind, self.level, self.name, self.token_hash)


@dataclass(frozen=True, slots=True)
class Decided:
    """A decision the room applied: who made it and the answer as the bot protocol
    writes it (the ``last`` of the next update)."""

    seat: int
    answer: dict[str, Any]


class Room:
    def __init__(self, *, code: str, number: int, kit: AnyPlayKit, state: Any,
                 seats: list[RoomSeat],
                 creator: int, version: int, chance: RoomChance, bot_seed: str) -> None:
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

    @classmethod
    def create(cls, kit: AnyPlayKit, seats: list[RoomSeat], name: str, code: str, number: int,
               chance: RoomChance) -> tuple[Room, str]:
        """A new room of ``seats`` (`seats_of`), its creator ``name`` in the first human
        seat; returns the room and the creator's token."""
        creator = next(number for number, seat in enumerate(seats) if seat.kind == HUMAN)
        state = chance.deal(kit.game, len(seats))
        room = cls(code=code, number=number, kit=kit, state=state, seats=seats,
                   creator=creator, version=0, chance=chance, bot_seed=chance.bot_seed())
        return room, room._give(creator, name)

    @classmethod
    def restore(cls, stored: StoredRoom, kit: AnyPlayKit, chance: RoomChance) -> Room:
        """A kept room as it was: its game rebuilt by the engine from the record."""
        record = kit.game.read_record(json.loads(stored.record))
        seats = [RoomSeat(seat.kind, seat.level, seat.name, seat.token_hash)
                 for seat in stored.seats]
        room = cls(code=stored.code, number=stored.number, kit=kit, state=record.replay(),
                   seats=seats, creator=stored.creator, version=stored.version, chance=chance,
                   bot_seed=stored.bot_seed)
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

    def stored(self) -> StoredRoom:
        return StoredRoom(self.code, self.number, self.kit.game.id, self.creator, self.bot_seed,
                          self.version, tuple(seat.stored() for seat in self.seats),
                          json.dumps(self.record().to_json(), separators=(",", ":")))

    # Seats ------------------------------------------------------------------------------

    def take_free_seat(self, name: str) -> tuple[int, str]:
        """The lowest-numbered free human seat for ``name``, and its token."""
        for number, seat in enumerate(self.seats):
            if seat.kind == HUMAN and seat.name is None:
                return number, self._give(number, name)
        raise RoomFull(f"Room {self.code} has no free seat.")

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

    def _give(self, number: int, name: str) -> str:
        token = new_token()
        seat = self.seats[number]
        seat.name = _unique(name, self._names())
        seat.token_hash = token_hash(token)
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


def _sentence(text: str) -> str:
    """The engine's words as one sentence for a person."""
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."
