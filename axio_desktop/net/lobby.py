"""Players: who a player key belongs to, each player's own connections (opened with
``hello``), their list of games, the open games, and word of every change in a game
of theirs, whichever process of the store made it.

The key proves who the player is; the host keeps only its hash (as it keeps tokens)
and the name. A key nobody holds yet is a new player, who needs a name.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Iterable
from typing import TypeVar

from .client_messages import Hello
from .clients import Client
from .clock import Clock
from .keeping import Keeper
from .limits import Limits
from .listings import in_list_order, listing_of
from .player_frames import GameChanged, GamesFrame, Listing, PlayerFrame, Rating
from .player_keys import new_player_id
from .protocol import BadKey, BadMessage, NotAllowed
from .ratings import shown
from .store import KeyTaken, StoredPlayer, StoredRoom, StoreError
from .tokens import token_hash

LOG = logging.getLogger(__name__)

Read = TypeVar("Read")

RATINGS_REMEMBERED = 10_000
"""Shown ratings a host keeps at hand for the word of a change (then it reads them anew)."""


class Lobby:
    def __init__(self, keeper: Keeper, limits: Limits, clock: Clock) -> None:
        self.keeper = keeper
        self.limits = limits
        self.clock = clock
        self.connections: dict[str, set[Client]] = {}
        """Each player's own connections here, by player id."""
        self._pushing: set[asyncio.Task[None]] = set()
        self._shown: dict[tuple[str, str], int] = {}
        """Shown ratings by player and game, read once (a rating changes only when a
        game of the player ends: `room_changed` forgets theirs then)."""

    async def player_of_key(self, key: str) -> StoredPlayer:
        """The player ``key`` belongs to; `BadKey` when it belongs to nobody here."""
        player = await _read(self.keeper.store.player_of_key(token_hash(key)))
        if player is None:
            raise BadKey("That key belongs to no player on this host; send hello with a "
                         "name first.")
        return player

    async def hello(self, client: Client, message: Hello) -> None:
        """Open ``client`` as the player of ``message.key`` (a new one with its name)."""
        store = self.keeper.store
        key_hash = token_hash(message.key)
        player = await _read(store.player_of_key(key_hash))
        if player is None:
            if message.name is None:
                raise BadMessage("A new player needs a 'name'.")
            if self.keeper.down:
                raise NotAllowed("This host cannot keep players just now; try again later.")
            fresh = StoredPlayer(new_player_id(), key_hash, message.name, self.clock.now())
            try:
                await _read(store.add_player(fresh))
                player = fresh
            except KeyTaken:  # the same key said hello through another connection meanwhile
                player = await _read(store.player_of_key(key_hash))
                assert player is not None
        client.player = player
        self.connections.setdefault(player.id, set()).add(client)
        ratings = await _read(store.ratings([player.id]))
        client.send(PlayerFrame(player.id, player.name, tuple(
            Rating(rating.game, shown(rating), rating.games)
            for rating in sorted(ratings, key=lambda rating: rating.game))).to_json())

    async def games(self, client: Client) -> None:
        """The player's games, their turn first (`listings.in_list_order`)."""
        assert client.player is not None
        player = client.player.id
        rooms = await _read(self.keeper.store.games_of(player))
        listings = in_list_order(await self._listings(rooms, player))  # the ended ones last
        running = sum(1 for game in listings if not game.finished)
        listed = listings[:max(self.limits.games_listed, running)]
        client.send(GamesFrame("games", tuple(listed)).to_json())

    async def open_games(self, client: Client) -> None:
        rooms = await _read(self.keeper.store.open_games(self.limits.open_games_listed))
        client.send(GamesFrame("open_games", tuple(await self._listings(rooms, None))).to_json())

    async def running_games(self, player: StoredPlayer) -> None:
        """Refuse a new game to a player who has as many running as they may."""
        running = await _read(self.keeper.store.running_games(player.id))
        if running >= self.limits.games_per_player:
            raise NotAllowed(f"You have {running} games running, as many as a player may "
                             f"here; one of them must end first.")

    def leave(self, client: Client) -> None:
        player = client.player
        if player is None:
            return
        held = self.connections.get(player.id)
        if held is not None:
            held.discard(client)
            if not held:
                del self.connections[player.id]

    def concerns(self, players: Iterable[str | None]) -> bool:
        """Whether a player of these has a connection of their own here."""
        return any(player in self.connections for player in players if player is not None)

    def room_changed(self, room: StoredRoom) -> None:
        """Tell the players of ``room`` connected here that it changed (not waited for)."""
        if room.finished_at is not None:
            for seat in room.seats:
                self._shown.pop((seat.player or "", room.game), None)
        if not self.concerns(seat.player for seat in room.seats):
            return
        task = asyncio.get_running_loop().create_task(self._push(room.listing()))
        self._pushing.add(task)
        task.add_done_callback(self._pushing.discard)

    async def _push(self, room: StoredRoom) -> None:
        try:
            ratings = await self._ratings_in(room)
        except StoreError as error:
            LOG.error("the players of room %s were not told of its change: %s", room.code, error)
            return
        for seat in room.seats:
            if seat.player is None:
                continue
            frame = GameChanged(listing_of(room, seat.player, ratings)).to_json()
            for client in self.connections.get(seat.player, ()):
                client.send(frame)

    async def _listings(self, rooms: list[StoredRoom], viewer: str | None) -> list[Listing]:
        players = sorted({seat.player for room in rooms for seat in room.seats
                          if seat.player is not None})
        kept = await _read(self.keeper.store.ratings(players)) if players else []
        ratings = {(rating.player, rating.game): shown(rating) for rating in kept}
        return [listing_of(room, viewer, {player: rating for (player, game), rating
                                          in ratings.items() if game == room.game})
                for room in rooms]

    async def _ratings_in(self, room: StoredRoom) -> dict[str, int]:
        players = [seat.player for seat in room.seats if seat.player is not None]
        unknown = [player for player in players if (player, room.game) not in self._shown]
        if unknown:
            if len(self._shown) > RATINGS_REMEMBERED:
                self._shown.clear()
            kept = {rating.player: rating
                    for rating in await self.keeper.store.ratings(unknown, room.game)}
            for player in unknown:
                self._shown[player, room.game] = shown(kept.get(player))
        return {player: self._shown[player, room.game] for player in players}



async def _read(work: Awaitable[Read]) -> Read:
    """What the store answers; a store that cannot answer refuses the question."""
    try:
        return await work
    except StoreError as error:
        LOG.error("%s", error)
        raise NotAllowed("This host cannot read its games just now; try again later.") from None
