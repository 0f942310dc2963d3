"""The rooms in play: opening a room for a connection (create, join, watch), a client's
decisions and replacements, the frames every client of a room then gets, and the bot
seats' turns, thought out off the event loop.

Everything here runs on the host's event loop and changes a room in one go, without
waiting in between: two messages never interleave. A change is kept by the store
before any client hears of it.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor

from ..bots.games import find_play_kit, playable_games
from . import frames
from .bot_seats import choose_answer
from .chance import RoomChance
from .clients import Client, LiveRoom
from .events import EventKind, RoomEvent
from .limits import AddressBook, Limits
from .protocol import (
    CLOSE_TAKEN_OVER,
    ROOM_CODE_ALPHABET,
    ROOM_CODE_LENGTH,
    BadMessage,
    Create,
    Join,
    MoveAnswer,
    NoRoom,
    NotAllowed,
    Refusal,
    Replace,
    Watch,
)
from .room import Room, seats_of
from .store import RoomStore, StoreError

LOG = logging.getLogger(__name__)


class TooManyGuesses(NoRoom):
    closes = True


class Hall:
    def __init__(self, *, store: RoomStore, seed: str | None, limits: Limits,
                 bots: Executor | None, on_event: Callable[[RoomEvent], None]) -> None:
        self.store = store
        self.seed = seed
        self.limits = limits
        self.addresses = AddressBook(limits)
        self.bots = bots
        self.on_event = on_event
        self.rooms: dict[str, LiveRoom] = {}

    # Opening a room ---------------------------------------------------------------------

    def open(self, client: Client, message: Create | Join | Watch) -> None:
        """Give ``client`` its room as ``message`` asks, or raise the refusal."""
        if isinstance(message, Create):
            self._create(client, message)
        elif isinstance(message, Watch):
            self._watch(client, self._find(client, message.room))
        elif message.token is not None:
            self._rejoin(client, self._find(client, message.room), message.token)
        else:
            assert message.name is not None
            self._join(client, self._find(client, message.room), message.name)

    def _create(self, client: Client, message: Create) -> None:
        try:
            kit = find_play_kit(message.game)
        except KeyError:
            known = ", ".join(playable_games())
            raise BadMessage(f"This host plays {known}, not {message.game[:40]!r}.") from None
        seats = seats_of(kit, message.seats)
        if len(self.rooms) >= self.limits.live_rooms:
            raise NotAllowed("This host holds all the rooms it can; try again later.")
        if not self.addresses.create(client.address):
            raise NotAllowed("Your address has made too many rooms in the last hour.")
        number = self.store.next_number()
        room, token = Room.create(kit, seats, message.name, self._new_code(), number,
                                  RoomChance(self.seed, number))
        live = LiveRoom(room)
        self.rooms[room.code] = live
        self._seat(client, live, room.creator)
        live.kept = room.stored()
        self.store.save(live.kept)
        client.send(frames.welcome(room, room.creator, token))
        self._event(live, "created", room.creator, ", ".join(message.seats))
        if room.started:
            self._start(live)

    def _join(self, client: Client, live: LiveRoom, name: str) -> None:
        room = live.room
        seat, token = room.take_free_seat(name)
        self._seat(client, live, seat)
        live.kept = room.stored()
        self.store.save(live.kept)
        client.send(frames.welcome(room, seat, token))
        self._tell_players(live, but=client)
        self._event(live, "joined", seat)
        if room.started:
            self._start(live)

    def _rejoin(self, client: Client, live: LiveRoom, token: str) -> None:
        room = live.room
        seat = room.seat_of_token(token)
        old = live.holders.get(seat)
        if old is not None:
            old.room = None
            old.close_soon(CLOSE_TAKEN_OVER, "taken over by a new connection")
        self._seat(client, live, seat)
        client.send(frames.welcome(room, seat, token))
        if old is None:
            self._tell_players(live, but=client)
        self._event(live, "rejoined", seat)
        self._catch_up(client, live)

    def _watch(self, client: Client, live: LiveRoom) -> None:
        if len(live.spectators) >= self.limits.spectators_per_room:
            raise NotAllowed(f"Room {live.room.code} has as many spectators as it takes.")
        client.room = live
        live.spectators.add(client)
        live.empty_since = None
        client.send(frames.welcome(live.room, None, None))
        self._catch_up(client, live)

    def _catch_up(self, client: Client, live: LiveRoom) -> None:
        """The game as it stands, for a client that comes in once it has started."""
        room = live.room
        if not room.started:
            return
        client.send(frames.update(room, client.seat, snapshot=True))
        if room.finished:
            client.send(frames.end(room))
        elif client.seat is not None and room.state.to_move == client.seat:
            client.send(frames.move(room, client.seat))

    def _seat(self, client: Client, live: LiveRoom, seat: int) -> None:
        client.room, client.seat = live, seat
        live.holders[seat] = client
        live.room.connected.add(seat)
        live.empty_since = None

    def _find(self, client: Client, code: str) -> LiveRoom:
        if self.addresses.guessing(client.address):
            raise TooManyGuesses("Your address has asked for too many rooms that do not "
                                 "exist; wait a minute before you ask again.")
        live = self.rooms.get(code)
        if live is not None:
            return live
        stored = self.store.load(code) if len(code) == ROOM_CODE_LENGTH else None
        if stored is None:
            self.addresses.unknown_room(client.address)
            raise NoRoom(f"No room has the code {code[:ROOM_CODE_LENGTH + 2]!r}.")
        try:
            kit = find_play_kit(stored.game)
        except KeyError:
            raise NoRoom(f"Room {code} is of a game this host no longer plays.") from None
        room = Room.restore(stored, kit, RoomChance(self.seed, stored.number))
        live = self.rooms[code] = LiveRoom(room)
        live.kept = stored
        live.empty_since = time.monotonic()
        self._bots_play(live)
        return live

    def _new_code(self) -> str:
        prefix = self.limits.room_prefix
        while True:
            code = prefix + "".join(secrets.choice(ROOM_CODE_ALPHABET)
                                    for _ in range(ROOM_CODE_LENGTH - len(prefix)))
            if code not in self.rooms and self.store.load(code) is None:
                return code

    # In the room --------------------------------------------------------------------------

    def decide(self, client: Client, message: MoveAnswer) -> None:
        live = client.room
        assert live is not None
        live.room.decide(client.seat, message)
        self._after_decision(live)

    def replace(self, client: Client, message: Replace) -> None:
        live = client.room
        assert live is not None
        room = live.room
        started = room.started
        room.replace(client.seat, message.seat, message.level)
        live.kept = room.stored()
        self.store.save(live.kept)
        self._tell_players(live)
        self._event(live, "replaced", message.seat, message.level)
        if room.started and not started:
            self._start(live)
        else:
            self._bots_play(live)

    def leave(self, client: Client) -> None:
        """A connection has closed."""
        live = client.room
        if live is None:
            return
        client.room = None
        if client.seat is None:
            live.spectators.discard(client)
        elif live.holders.get(client.seat) is client:
            del live.holders[client.seat]
            live.room.connected.discard(client.seat)
            self._tell_players(live)
            self._event(live, "left", client.seat)
        if not live.holders and not live.spectators:
            live.empty_since = time.monotonic()

    def _start(self, live: LiveRoom) -> None:
        for client in live.clients():
            client.send(frames.update(live.room, client.seat))
        self._ask_mover(live)

    def _after_decision(self, live: LiveRoom) -> None:
        room = live.room
        kept = room.stored()
        try:
            self.store.save(kept)
        except StoreError as error:
            LOG.error("%s; its seat is asked again", error)
            self._go_back(live)
            return
        live.kept = kept
        for client in live.clients():
            client.send(frames.update(room, client.seat))
        if room.finished:
            for client in live.clients():
                client.send(frames.end(room))
            result = room.kit.game.replay_result(room.state)
            self._event(live, "ended", None, f"winners {result['winners']}")
        else:
            self._ask_mover(live)

    def _go_back(self, live: LiveRoom) -> None:
        """The store could not keep the decision just made: no client has heard of it,
        so the room goes back to what the store kept, and the seat to decide is asked
        again (as after a host killed mid-decision)."""
        room = live.room
        if live.kept is None:
            raise RuntimeError(f"room {room.code} has nothing kept to go back to")
        restored = Room.restore(live.kept, room.kit, RoomChance(self.seed, room.number))
        restored.connected = room.connected
        live.room = restored
        for client in live.clients():
            client.send(frames.update(restored, client.seat, snapshot=True))
        self._ask_mover(live)

    def _ask_mover(self, live: LiveRoom) -> None:
        """Ask the seat to decide: a bot thinks, a connected client gets ``move``."""
        room = live.room
        if not self._bots_play(live) and room.deciding:
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
        loop = asyncio.get_running_loop()
        try:
            answer = await loop.run_in_executor(self.bots, choose_answer, room.kit.game.id,
                                                level, room.bot_generator_seed(), message)
        except Exception:  # a bot's failure must not stop the room
            LOG.exception("room %s: bot %s failed", room.code, level)
            answer = room.kit.bots.wire.answer(next(iter(room.state.legal_moves())))
        if self.rooms.get(room.code) is not live or room.version != version:
            return
        live.bot_turn = None
        try:
            room.decide(seat, MoveAnswer(version, answer))
        except Refusal as refusal:
            LOG.error("room %s: bot %s answered %s; it plays its first legal move instead",
                      room.code, level, refusal.message)
            first = room.kit.bots.wire.answer(next(iter(room.state.legal_moves())))
            room.decide(seat, MoveAnswer(version, first))
        self._after_decision(live)

    # Housekeeping -----------------------------------------------------------------------

    def forget_idle(self, now: float) -> None:
        """Let rooms nobody has been in for a while leave memory (the store keeps them)."""
        for code, live in list(self.rooms.items()):
            idle = live.empty_since is not None and \
                now - live.empty_since >= self.limits.idle_room_seconds
            if idle and (live.bot_turn is None or live.bot_turn.done()):
                del self.rooms[code]
        self.addresses.prune(now)

    def bot_turns(self) -> list[asyncio.Task[None]]:
        return [live.bot_turn for live in self.rooms.values() if live.bot_turn is not None]

    def _tell_players(self, live: LiveRoom, but: Client | None = None) -> None:
        frame = frames.players(live.room)
        for client in live.clients():
            if client is not but:
                client.send(frame)

    def _event(self, live: LiveRoom, kind: EventKind, seat: int | None, detail: str = "") -> None:
        room = live.room
        name = room.seats[seat].name if seat is not None else None
        self.on_event(RoomEvent(kind, room.code, room.kit.game.id, seat, name, detail))
