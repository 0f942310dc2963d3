"""A room's changes once it is open: a client's decisions, replacements, claims and
resignations, the bot seats' turns (thought out off the event loop), changes made
through another process that shares the store, and the frames every client of the
room then gets.

Each change holds the room's lock from its start until every client is told: it is
made in memory, kept by the store (`change`), and only then told; when the store
cannot keep it, the room goes back to what was kept and nobody hears of it
(`StoreDown` tells the client who asked). When another process changed the room first
(`RoomChanged`), the room is brought up to date from the store, its clients are told
what happened there, and the change is tried again on the room as it now stands.
"""

from __future__ import annotations

import asyncio
import copy
import json
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from ..bots import STAND_IN_LEVEL
from . import frames, ratings
from .bot_seats import BotSeats, choose_answer
from .chance import RoomChance
from .client_messages import Claim, MoveAnswer, Replace
from .clients import Client, LiveRoom
from .clock import Clock
from .events import EventKind, RoomEvent
from .keeping import Keeper, StoreDown
from .limits import Limits
from .protocol import CLOSE_TAKEN_OVER, NotAllowed, Refusal
from .room import Room, RoomSeat
from .store import Rater, RoomChanged, StoredRoom

LOG = logging.getLogger(__name__)

Made = TypeVar("Made")

CHANGE_ATTEMPTS = 3
"""How often a change is tried again on a room another process changed meanwhile."""
SUCCESSOR_LEVEL = STAND_IN_LEVEL
"""The built-in level that plays a seat whose person resigned or ran out of time."""


def _first_legal(room: Room) -> dict[str, Any]:
    answer: dict[str, Any] = room.kit.bots.wire.answer(next(iter(room.state.legal_moves())))
    return answer


class Turns:
    def __init__(self, *, keeper: Keeper, seed: str | None, limits: Limits, bots: BotSeats,
                 clock: Clock, on_event: Callable[[RoomEvent], None]) -> None:
        self.keeper = keeper
        self.seed = seed
        self.limits = limits
        self.bots = bots
        self.clock = clock
        self.on_event = on_event
        self.rooms: dict[str, LiveRoom] = {}
        self.on_kept: Callable[[StoredRoom], None] = lambda room: None
        """Told of every change of a room kept here or heard of from another process
        (the players' own connections hear of their games through it)."""

    # Changes ------------------------------------------------------------------------------

    async def change(self, live: LiveRoom, make: Callable[[Room], Made],
                     by: Client | None = None) -> Made:
        """Make a change of ``live``'s room (``make`` raises its refusal before it changes
        anything) and keep it; the caller holds the room's lock and tells the clients.
        Nothing is told when it cannot be kept (the room is as it was kept). A change
        asked ``by`` a client is made only while the client still holds its seat (the
        room brought up to date may show it taken over through another process)."""
        for _ in range(CHANGE_ATTEMPTS):
            if by is not None and (by.room is not live or (
                    by.seat is not None and live.holders.get(by.seat) is not by)):
                raise NotAllowed("This seat was taken over by another connection.")
            made = make(live.room)
            room = live.room
            kept = room.stored()
            try:
                await self.keeper.keep(kept, self._rater(live))
            except RoomChanged:
                self._go_back(live)
                await self.refresh(live)
                continue
            except BaseException:
                self._go_back(live)
                raise
            room.revision = kept.revision
            live.kept = kept
            self.on_kept(kept)
            return made
        raise NotAllowed("This game was changed elsewhere just now; try again.")

    def _rater(self, live: LiveRoom) -> Rater | None:
        """The ratings of the game's players, when this change has just ended it."""
        room = live.room
        if not room.finished or live.kept.finished_at is not None:
            return None
        outcome = room.state.outcome()
        if outcome is None:
            return None
        places = ratings.places_of(
            {standing.seat: standing.place for standing in outcome.standings},
            {number for number, seat in enumerate(room.seats) if seat.gave_up is not None},
            {number: seat.player for number, seat in enumerate(room.seats)
             if seat.player is not None})
        return ratings.rater(room.kit.game.id, places) if places else None

    def _go_back(self, live: LiveRoom) -> None:
        """The room as the store last kept it (no client heard of what came after)."""
        room = live.room
        restored = Room.restore(live.kept, room.kit, RoomChance(self.seed, room.number, room.bot_seed))
        restored.connected = room.connected
        live.room = restored

    async def decide(self, client: Client, message: MoveAnswer) -> None:
        live = client.room
        assert live is not None
        async with live.lock:
            if client.room is not live:  # taken over while it waited
                return
            await self.change(live, lambda room: self._decided(room, client.seat, message),
                              client)
            self._tell_decision(live)

    def _decided(self, room: Room, seat: int | None, message: MoveAnswer) -> None:
        room.decide(seat, message)
        self._stamp(room)

    def _tell_decision(self, live: LiveRoom) -> None:
        room = live.room
        for client in live.clients():
            client.send(frames.update(room, client.seat))
        if room.finished:
            self._tell_end(live)
        else:
            self._ask_mover(live)

    def _tell_end(self, live: LiveRoom) -> None:
        room = live.room
        for client in live.clients():
            client.send(frames.end(room))
        result = room.kit.game.replay_result(room.state)
        self._event(live, "ended", None, f"winners {result['winners']}")

    async def replace(self, client: Client, message: Replace) -> None:
        live = client.room
        assert live is not None
        async with live.lock:
            if client.room is not live:
                return
            started = live.room.started
            await self.change(
                live, lambda room: room.replace(client.seat, message.seat, message.level), client)
            self._seat_handed_over(live, started, message.seat, "replaced", message.level)

    async def resign(self, client: Client) -> None:
        """``client``'s person gives up the game: a bot plays the seat from now on."""
        live = client.room
        assert live is not None
        async with live.lock:
            if client.room is not live:
                return
            seat = client.seat
            await self.change(live, lambda room: room.resign(seat, SUCCESSOR_LEVEL), client)
            assert seat is not None
            self._seat_handed_over(live, True, seat, "resigned", SUCCESSOR_LEVEL)

    async def claim(self, client: Client, message: Claim) -> None:
        """A seat whose time ran out, claimed by another player: a bot plays it on."""
        live = client.room
        assert live is not None
        async with live.lock:
            if client.room is not live:
                return
            now = self.clock.now()
            await self.change(live, lambda room: room.claim(client.seat, message.seat,
                                                            SUCCESSOR_LEVEL, now), client)
            self._seat_handed_over(live, True, message.seat, "claimed", SUCCESSOR_LEVEL)

    def _seat_handed_over(self, live: LiveRoom, started: bool, seat: int, kind: EventKind,
                          level: str) -> None:
        """A seat has gone to a bot: whoever held it watches from now on, everyone hears
        of it, and the bot plays when it is to."""
        holder = live.holders.pop(seat, None)
        if holder is not None:
            holder.seat = None
            live.spectators.add(holder)
        live.room.connected.discard(seat)
        self._tell_players(live)
        self._event(live, kind, seat, level)
        if live.room.started and not started:
            self._start(live)
        else:
            self._bots_play(live)

    # A change made through another process ---------------------------------------------

    async def refresh(self, live: LiveRoom) -> None:
        """Bring ``live`` up to date with the store, holding its lock, and tell its clients
        what happened meanwhile through another process (the bots there play on there)."""
        stored = await self.keeper.load(live.room.code)
        known = live.kept
        if stored is None or stored.revision <= known.revision:
            return
        old = live.room
        room = self._caught_up(live, stored)
        if room is None:
            room = Room.restore(stored, old.kit, RoomChance(self.seed, old.number, old.bot_seed))
            room.connected = old.connected
        live.room, live.kept = room, stored
        self._hand_over_lost_seats(live, known)
        if tuple(seat.stored() for seat in room.seats) != known.seats:
            self._tell_players(live)
        if room.version > known.version:
            for position in _positions(room, stored, known.version):
                for client in live.clients():
                    client.send(frames.update(position, client.seat))
            if room.finished:
                for client in live.clients():
                    client.send(frames.end(room))
            else:
                self._ask_mover(live, bots=False)
        elif room.started and known.free_seats > 0:
            for client in live.clients():
                client.send(frames.update(room, client.seat))
            self._ask_mover(live, bots=False)
        self.on_kept(stored)

    @staticmethod
    def _caught_up(live: LiveRoom, stored: StoredRoom) -> Room | None:
        """``live``'s room made what ``stored`` is by doing here what was done elsewhere
        (a change of seats, or one decision, drawn alike: `RoomChance`), checked against
        what the store keeps; None when it cannot be (the room is then read whole)."""
        room, known = live.room, live.kept
        if room.version != known.version:
            return None
        if stored.version == known.version + 1 and stored.last_decision is not None:
            decided = json.loads(stored.last_decision)
            try:
                room.decide(decided["seat"], MoveAnswer(known.version, decided["move"]))
            except (Refusal, KeyError, TypeError):
                return None
        elif stored.version != known.version:
            return None
        else:
            room.last = room.history[-1] if room.history else None
        room.seats = [RoomSeat(seat.kind, seat.level, seat.name, seat.token_hash, seat.player,
                               seat.gave_up) for seat in stored.seats]
        room.moved_at, room.finished_at = stored.moved_at, stored.finished_at
        room.revision = stored.revision - 1
        if room.stored() != stored:
            return None
        room.revision = stored.revision
        return room

    def _hand_over_lost_seats(self, live: LiveRoom, known: StoredRoom) -> None:
        """Connections here whose seat was taken elsewhere: by a bot (they watch on), or
        by the same player on another connection (closed, as a takeover is)."""
        for seat, holder in list(live.holders.items()):
            now, before = live.room.seats[seat], known.seats[seat]
            if now.kind != before.kind:
                del live.holders[seat]
                holder.seat = None
                live.spectators.add(holder)
                live.room.connected.discard(seat)
            elif now.token_hash != before.token_hash:
                del live.holders[seat]
                holder.room = None
                live.room.connected.discard(seat)
                holder.close_soon(CLOSE_TAKEN_OVER, "taken over by a new connection")

    def _start(self, live: LiveRoom) -> None:
        for client in live.clients():
            client.send(frames.update(live.room, client.seat))
        self._ask_mover(live)

    def _ask_mover(self, live: LiveRoom, *, bots: bool = True) -> None:
        """Ask the seat to decide: a bot thinks (``bots``: here), a connected client gets
        ``move``."""
        room = live.room
        if room.bot_to_move() is not None:
            if bots:
                self._bots_play(live)
        elif room.deciding:
            holder = live.holders.get(room.state.to_move)
            if holder is not None:
                holder.send(frames.move(room, room.state.to_move))

    def _bots_play(self, live: LiveRoom) -> bool:
        """Start the bot's turn when a bot is to decide; whether one is."""
        if live.room.bot_to_move() is None:
            return False
        if live.bot_turn is None or live.bot_turn.done():
            live.bot_turn = asyncio.get_running_loop().create_task(self._bot_turn(live))
        return True

    async def _bot_turn(self, live: LiveRoom) -> None:
        room = live.room
        seat, version = room.bot_to_move(), room.version
        assert seat is not None
        level = room.seats[seat].level
        assert level is not None
        message = frames.move(room, seat)
        try:
            answer = await self.bots.think(live.owner, choose_answer, room.kit.game.id, level,
                                           room.bot_generator_seed(), message)
        except Exception:  # a bot's failure must not stop the room
            LOG.exception("room %s: bot %s failed; %s decides instead", room.code, level,
                          STAND_IN_LEVEL)
            answer = await self._stand_in(room, message)
        async with live.lock:
            if self.rooms.get(room.code) is not live or live.room is not room \
                    or room.version != version:
                return
            live.bot_turn = None
            try:
                room.decide(seat, MoveAnswer(version, answer))
            except Refusal as refusal:
                LOG.error("room %s: bot %s answered %s; %s decides instead",
                          room.code, level, refusal.message, STAND_IN_LEVEL)
                stand_in = await self._stand_in(room, message)
                try:
                    room.decide(seat, MoveAnswer(version, stand_in))
                except Refusal as again:  # the host is wrong, not the bot: the room goes on
                    LOG.error("room %s: %s answered %s too; the first legal move is played",
                              room.code, STAND_IN_LEVEL, again.message)
                    room.decide(seat, MoveAnswer(version, _first_legal(room)))
            answer = room.history[-1].answer
            self._stamp(room)
            try:
                await self.change(live, lambda now: self._bot_decided(live, now, seat, version,
                                                                      answer))
            except StoreDown:
                # thought again once the store is tried again, not at once in a loop
                asyncio.get_running_loop().call_later(
                    self.keeper.retry_in() + 0.1, self._bot_again, live)
                return
            except NotAllowed:  # decided through another process meanwhile
                return
            self._tell_decision(live)

    def _bot_decided(self, live: LiveRoom, room: Room, seat: int, version: int,
                     answer: dict[str, Any]) -> None:
        """The bot's decision: made already on the first try; on a room brought up to
        date from another process, made again if the room still waits for it."""
        if room.version == live.kept.version + 1:
            return
        if room.version != version or room.bot_to_move() != seat:
            raise NotAllowed("decided through another process")
        room.decide(seat, MoveAnswer(version, answer))
        self._stamp(room)

    def _stamp(self, room: Room) -> None:
        """The time of the decision just made (and of the end, if it ended the game)."""
        room.moved_at = self.clock.now()
        if room.finished:
            room.finished_at = room.moved_at

    @staticmethod
    async def _stand_in(room: Room, message: dict[str, Any]) -> dict[str, Any]:
        """The stand-in level's answer (`bots.STAND_IN_LEVEL`, as at the desktop's table
        and in ``join``), thought on a thread of the host: the workers may be what
        failed. The first legal move should even the stand-in fail."""
        try:
            return await asyncio.to_thread(choose_answer, room.kit.game.id, STAND_IN_LEVEL,
                                           f"stand-in {room.bot_generator_seed()}", message)
        except Exception:
            LOG.exception("room %s: the stand-in %s failed too", room.code, STAND_IN_LEVEL)
            return _first_legal(room)

    def _bot_again(self, live: LiveRoom) -> None:
        if self.rooms.get(live.room.code) is live:
            live.bot_turn = None
            self._bots_play(live)

    def bot_turns(self) -> list[asyncio.Task[None]]:
        return [live.bot_turn for live in self.rooms.values() if live.bot_turn is not None]

    def _tell_players(self, live: LiveRoom, but: Client | None = None) -> None:
        frame = frames.players(live.room)
        for client in live.clients():
            if client is not but:
                client.send(frame)

    def _event(self, live: LiveRoom, kind: EventKind, seat: int | None, detail: str = "") -> None:
        """One line of the host's log."""
        room = live.room
        name = room.seats[seat].name if seat is not None else None
        self.on_event(RoomEvent(kind, room.code, room.kit.game.id, seat, name, detail))


def _positions(room: Room, stored: StoredRoom, since: int) -> list[Room]:
    """``room`` as it stood after each decision made since version ``since``, oldest
    first, each with its decision as ``last`` (the last of them: ``room`` itself)."""
    if room.version == since + 1:
        room.last = room.history[-1]
        return [room]
    steps = list(room.kit.game.read_record(json.loads(stored.record)).walk())
    positions = []
    for version in range(since + 1, room.version + 1):
        position = room if version == room.version else copy.copy(room)
        if position is not room:
            position.state = steps[version].before
            position.version = version
        position.last = room.history[version - 1]
        positions.append(position)
    return positions
