"""The rooms in play: opening a room for a connection (create, join, watch), a client
leaving, rooms leaving memory, games expiring and ended ones deleted in time, and word
of changes made through another process; what happens in a room once open is
`Turns`'.

A change of a room is kept by the store before any client hears of it (`Keeper`), and
each holds the room's lock until every client is told, so two messages never
interleave in one room; a client let into a room waits for a change under way too.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import Counter
from collections.abc import Callable
from typing import NoReturn

from ..bots.games import find_play_kit, playable_games
from . import frames
from .bot_seats import BotSeats
from .chance import RoomChance
from .client_messages import Create, Hello, Join, Watch
from .clients import Client, LiveRoom
from .clock import Clock
from .events import RoomEvent
from .keeping import Keeper, StoreDown
from .limits import AddressBook, Limits
from .lobby import Lobby
from .protocol import (
    CLOSE_TAKEN_OVER,
    ROOM_CODE_ALPHABET,
    ROOM_CODE_LENGTH,
    BadMessage,
    NoRoom,
    NotAllowed,
)
from .room import Room, seats_of
from .store import MISSED, StoredPlayer, StoredRoom, StoreError
from .tokens import token_matches
from .turns import Turns

LOG = logging.getLogger(__name__)


class TooManyGuesses(NoRoom):
    closes = True


class Hall(Turns):
    def __init__(self, *, keeper: Keeper, seed: str | None, limits: Limits, bots: BotSeats,
                 clock: Clock, on_event: Callable[[RoomEvent], None]) -> None:
        super().__init__(keeper=keeper, seed=seed, limits=limits, bots=bots, clock=clock,
                         on_event=on_event)
        self.lobby = Lobby(keeper, limits, clock)
        self.on_kept = self.lobby.room_changed
        self._hearing: set[asyncio.Task[None]] = set()
        self.addresses = AddressBook(self.limits)
        self._held: Counter[str] = Counter()
        """Rooms in memory per owner (`LiveRoom.owner`)."""
        self._coming: set[str] = set()
        """Codes of rooms being created (not yet kept)."""
        self._creating = 0
        """Creates under way (each counts against the rooms in memory already)."""
        self._unreadable: set[str] = set()
        """Codes of kept rooms that could not be read: out of service, said once."""
        self._said_unreadable = False
        """Whether the log has heard that new codes cannot be looked up in the store."""

    # Opening a room ---------------------------------------------------------------------

    async def open(self, client: Client, message: Create | Join | Watch | Hello) -> None:
        """Give ``client`` its room as ``message`` asks, or raise the refusal."""
        if isinstance(message, Create):
            await self._create(client, message)
            return
        if isinstance(message, Hello):
            await self.lobby.hello(client, message)
            return
        token = message.token if isinstance(message, Join) else None
        key = message.key if isinstance(message, Join) else None
        player = await self.lobby.player_of_key(key) if key is not None else None
        live = await self._find(client, message.room, token, player)
        async with live.lock:
            if self.rooms.get(live.room.code) is not live:
                raise NoRoom(f"Room {live.room.code} has just closed; ask again.")
            if isinstance(message, Watch):
                self._watch(client, live)
            elif player is not None:
                await self._join_as_player(client, live, player)
            elif token is not None:
                self._rejoin(client, live, token)
            else:
                assert isinstance(message, Join) and message.name is not None
                await self._join(client, live, message.name)

    async def _create(self, client: Client, message: Create) -> None:
        try:
            kit = find_play_kit(message.game)
        except KeyError:
            known = ", ".join(playable_games())
            raise BadMessage(f"This host plays {known}, not {message.game[:40]!r}.") from None
        seats = seats_of(kit, message.seats)
        player = await self.lobby.player_of_key(message.key) if message.key is not None else None
        if message.pace.correspondence and player is None:
            raise NotAllowed("A correspondence game is a player's: create it with your "
                             "player key.")
        if player is not None:
            await self.lobby.running_games(player)
        name = player.name if player is not None else message.name
        assert name is not None
        if len(self.rooms) + self._creating >= self.limits.live_rooms:
            raise NotAllowed("This host holds all the rooms it can; try again later.")
        if self._held[client.address] >= self.limits.rooms_per_address:
            raise NotAllowed(f"Your address holds {self.limits.rooms_per_address} rooms, as "
                             f"many as it may; one of them must end or expire first.")
        if not self.addresses.create(client.address):
            raise NotAllowed("Your address has made too many rooms in the last hour.")
        self._held[client.address] += 1  # counted from now: creates under way count too
        self._creating += 1
        code: str | None = None
        try:
            code = await self._new_code()
            self._coming.add(code)
            number = await self.keeper.store.next_number()
            room, token = Room.create(kit, seats, name, code, number,
                                      RoomChance(self.seed, number), pace=message.pace,
                                      now=self.clock.now(),
                                      player=player.id if player is not None else None)
            kept = room.stored()
            await self.keeper.keep(kept)
            room.revision = kept.revision
        except BaseException:
            self._release(client.address)
            raise
        finally:
            self._creating -= 1
            self._coming.discard(code or "")
        live = LiveRoom(room, kept, client.address)
        self.rooms[room.code] = live
        self.on_kept(kept)
        self._seat(client, live, room.creator)
        client.send(frames.welcome(room, room.creator, token))
        self._event(live, "created", room.creator, ", ".join(message.seats))
        if room.started:
            self._start(live)

    async def _join_as_player(self, client: Client, live: LiveRoom,
                              player: StoredPlayer) -> None:
        """The player's seat in the room on this new connection (with a new token: the
        old one is void), or a free seat for them."""
        seat = live.room.seat_of_player(player.id)
        if seat is None:
            if live.room.started:
                raise NotAllowed(f"Room {live.room.code} has no seat of yours.")
            await self.lobby.running_games(player)
            await self._join(client, live, player.name, player.id)
            return
        token = await self.change(live, lambda room: room.new_token(seat))
        self._take_over(client, live, seat, token)

    async def _join(self, client: Client, live: LiveRoom, name: str,
                    player: str | None = None) -> None:
        seat, token = await self.change(live, lambda room: room.take_free_seat(name, player))
        room = live.room
        self._seat(client, live, seat)
        client.send(frames.welcome(room, seat, token))
        self._tell_players(live, but=client)
        self._event(live, "joined", seat)
        if room.started:
            self._start(live)

    def _rejoin(self, client: Client, live: LiveRoom, token: str) -> None:
        self._take_over(client, live, live.room.seat_of_token(token), token)

    def _take_over(self, client: Client, live: LiveRoom, seat: int, token: str) -> None:
        """``client`` holds ``seat`` from now on; a connection that held it is closed."""
        room = live.room
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

    async def _find(self, client: Client, code: str, token: str | None,
                    player: StoredPlayer | None = None) -> LiveRoom:
        """The room ``code`` names, brought back from the store if need be. An address
        that has guessed too many codes finds none, unless it holds a seat there (its
        ``token``, or the ``player``'s key): a player is never locked out of their own
        game."""
        if self.addresses.guessing(client.address) and \
                not await self._holds_seat(code, token, player):
            raise TooManyGuesses("Your address has asked for too many rooms that do not "
                                 "exist; wait a minute before you ask again.")
        live = self.rooms.get(code)
        if live is not None:
            return live
        if code in self._unreadable:
            raise NoRoom(f"Room {code} cannot be read on this host.")
        stored = await self._load(code) if len(code) == ROOM_CODE_LENGTH else None
        if stored is None:
            self.addresses.unknown_room(client.address)
            raise NoRoom(f"No room has the code {code[:ROOM_CODE_LENGTH + 2]!r}.")
        live = self.rooms.get(code)  # brought back by another connection meanwhile
        if live is not None:
            return live
        live = self._restored(stored)
        self._bots_play(live)
        return live

    def _restored(self, stored: StoredRoom) -> LiveRoom:
        """A kept room in memory again, nobody in it yet; `NoRoom` when it cannot be read."""
        code = stored.code
        try:
            kit = find_play_kit(stored.game)
        except KeyError:
            raise NoRoom(f"Room {code} is of a game this host no longer plays.") from None
        try:
            room = Room.restore(stored, kit, RoomChance(self.seed, stored.number, stored.bot_seed))
        except (ValueError, LookupError, TypeError) as error:  # a damaged record: this room alone
            self._out_of_service(code, f"its record cannot be replayed: {error}")
        live = self._hold(LiveRoom(room, stored, f"room {code}"))
        live.empty_since = time.monotonic()
        return live

    def _brought_back(self, stored: StoredRoom) -> LiveRoom | None:
        """A kept room whose bot is to play, in memory again (None: it cannot be read)."""
        if stored.code in self._unreadable:
            return None
        try:
            return self._restored(stored)
        except NoRoom:
            return None

    async def _load(self, code: str) -> StoredRoom | None:
        try:
            return await self.keeper.load(code)
        except StoreError as error:
            self._out_of_service(code, str(error))

    def _out_of_service(self, code: str, why: str) -> NoReturn:
        if code not in self._unreadable:
            self._unreadable.add(code)
            LOG.error("room %s is out of service: %s", code, why)
        raise NoRoom(f"Room {code} cannot be read on this host.")

    async def _holds_seat(self, code: str, token: str | None,
                          player: StoredPlayer | None) -> bool:
        if (token is None and player is None) or len(code) != ROOM_CODE_LENGTH \
                or code in self._unreadable:
            return False
        live = self.rooms.get(code)
        stored = await self._load(code) if live is None else None
        seats = [(seat.token_hash, seat.player) for seat in (
            live.room.seats if live is not None else stored.seats if stored is not None else ())]
        if player is not None:
            return any(held == player.id for _, held in seats)
        assert token is not None
        return any(token_matches(token, held) for held, _ in seats)

    async def _new_code(self) -> str:
        prefix = self.limits.room_prefix
        while True:
            code = prefix + "".join(secrets.choice(ROOM_CODE_ALPHABET)
                                    for _ in range(ROOM_CODE_LENGTH - len(prefix)))
            if code in self.rooms or code in self._coming or code in self._unreadable:
                continue
            try:
                if await self.keeper.load(code) is None:
                    return code
            except StoreError as error:
                if not self._said_unreadable:
                    self._said_unreadable = True
                    LOG.error("%s; no room is created while the store cannot be read", error)
                raise StoreDown("This host cannot keep games just now, so nothing was "
                                "changed; try again later.") from None

    def _hold(self, live: LiveRoom) -> LiveRoom:
        self.rooms[live.room.code] = live
        self._held[live.owner] += 1
        return live

    # Leaving ------------------------------------------------------------------------------

    def leave(self, client: Client) -> None:
        """A connection has closed."""
        self.lobby.leave(client)
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

    def forget_idle(self, now: float) -> None:
        """Rooms nobody has been in for a while leave memory (a started game stays in
        the store, to come back when someone joins it; a finished one with nobody in it
        leaves at once); a real-time room whose game never started, nobody in it for
        `Limits.unjoined_room_seconds`, expires altogether (a correspondence game waits
        for its players longer: `sweep`)."""
        for code, live in list(self.rooms.items()):
            if live.empty_since is None or live.lock.locked() or \
                    (live.bot_turn is not None and not live.bot_turn.done()):
                continue
            empty_for = now - live.empty_since
            untouched = not live.room.started or live.room.version == 0
            if untouched and not live.room.pace.correspondence \
                    and empty_for >= self.limits.unjoined_room_seconds:
                self._let_go(code, live)
                self.keeper.forget_soon(code)
            elif empty_for >= self.limits.idle_room_seconds or live.room.finished:
                self._let_go(code, live)
        self.addresses.prune(now)

    def _let_go(self, code: str, live: LiveRoom) -> None:
        del self.rooms[code]
        self._release(live.owner)

    def _release(self, owner: str) -> None:
        self._held[owner] -= 1
        if self._held[owner] <= 0:
            del self._held[owner]

    # Games over days, and other processes ---------------------------------------------

    async def sweep(self) -> None:
        """Correspondence games nobody joined in time expire and ended games are deleted
        once kept long enough (`Limits.unjoined_game_seconds`, `Limits.ended_kept_seconds`);
        bots' turns left unplayed (by a process stopped mid-thought) are taken up."""
        now = self.clock.now()
        try:
            gone = await self.keeper.store.sweep(now - self.limits.unjoined_game_seconds,
                                                 now - self.limits.ended_kept_seconds)
            waiting = await self.keeper.store.bots_to_move()
        except StoreError as error:
            LOG.error("the store could not be swept: %s", error)
            return
        for code in gone:
            live = self.rooms.get(code)
            if live is not None and not live.holders and not live.spectators:
                self._let_go(code, live)
        for code in waiting[:self.limits.bot_rooms_taken_up]:
            live = self.rooms.get(code)
            if live is None:
                stored = await self._load_quietly(code)
                if stored is None or now - stored.moved_at < self.limits.bot_take_up_seconds:
                    continue
                live = self._brought_back(stored)
                if live is None:
                    continue
            elif live.bot_turn is not None:
                continue
            self._bots_play(live)

    async def _load_quietly(self, code: str) -> StoredRoom | None:
        try:
            return await self.keeper.load(code)
        except StoreError:
            return None

    def heard(self, code: str, revision: int) -> None:
        """Another process kept a change of room ``code`` (its ``revision``): the clients
        here in that room, and the players it concerns, hear of it. Changes that may have
        gone unheard (`store.MISSED`): every room held here is read again."""
        if code == MISSED:
            for held, room in self.rooms.items():
                self._hear_soon(held, room)
            return
        live = self.rooms.get(code)
        if live is None or revision > live.kept.revision:
            self._hear_soon(code, live)

    def _hear_soon(self, code: str, live: LiveRoom | None) -> None:
        task = asyncio.get_running_loop().create_task(self._hear(code, live))
        self._hearing.add(task)
        task.add_done_callback(self._hearing.discard)

    async def _hear(self, code: str, live: LiveRoom | None) -> None:
        try:
            if live is None:
                if self.lobby.connections:
                    stored = await self.keeper.load(code)
                    if stored is not None:
                        self.lobby.room_changed(stored)
                return
            async with live.lock:
                if self.rooms.get(code) is live:
                    await self.refresh(live)
        except StoreError as error:
            LOG.error("room %s changed elsewhere, and could not be read here: %s", code, error)
