"""A room's changes once it is open: a client's decisions and replacements, the bot
seats' turns (thought out off the event loop), and the frames every client of the
room then gets.

Each change holds the room's lock from its start until every client is told: it is
made in memory, kept by the store (a commit on the store's thread), and only then
told; when the store cannot keep it, the room goes back to what was kept and nobody
hears of it (`StoreDown` tells the client who asked).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from ..bots import STAND_IN_LEVEL
from . import frames
from .bot_seats import BotSeats, choose_answer
from .chance import RoomChance
from .clients import Client, LiveRoom
from .events import EventKind, RoomEvent
from .keeping import Keeper, StoreDown
from .limits import Limits
from .protocol import MoveAnswer, Refusal, Replace
from .room import Room

LOG = logging.getLogger(__name__)


def _first_legal(room: Room) -> dict[str, Any]:
    answer: dict[str, Any] = room.kit.bots.wire.answer(next(iter(room.state.legal_moves())))
    return answer


class Turns:
    def __init__(self, *, keeper: Keeper, seed: str | None, limits: Limits, bots: BotSeats,
                 on_event: Callable[[RoomEvent], None]) -> None:
        self.keeper = keeper
        self.seed = seed
        self.limits = limits
        self.bots = bots
        self.on_event = on_event
        self.rooms: dict[str, LiveRoom] = {}

    async def decide(self, client: Client, message: MoveAnswer) -> None:
        live = client.room
        assert live is not None
        async with live.lock:
            if client.room is not live:  # taken over while it waited
                return
            live.room.decide(client.seat, message)
            await self._keep_decision(live)

    async def replace(self, client: Client, message: Replace) -> None:
        live = client.room
        assert live is not None
        async with live.lock:
            if client.room is not live:
                return
            room = live.room
            started = room.started
            await self.keeper.keep_seat_change(
                live, lambda: room.replace(client.seat, message.seat, message.level))
            self._tell_players(live)
            self._event(live, "replaced", message.seat, message.level)
            if room.started and not started:
                self._start(live)
            else:
                self._bots_play(live)

    async def _keep_decision(self, live: LiveRoom) -> None:
        """Keep the decision just made in memory, then tell it; when it cannot be kept,
        go back (`StoreDown` raised: nobody was told)."""
        room = live.room
        kept = room.stored()
        try:
            await self.keeper.keep(kept)
        except StoreDown:
            self._go_back(live)
            raise
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
        """The room as the store last kept it (no client heard of what came after)."""
        room = live.room
        restored = Room.restore(live.kept, room.kit, RoomChance(self.seed, room.number))
        restored.connected = room.connected
        live.room = restored

    def _start(self, live: LiveRoom) -> None:
        for client in live.clients():
            client.send(frames.update(live.room, client.seat))
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
            try:
                await self._keep_decision(live)
            except StoreDown:
                # thought again once the store is tried again, not at once in a loop
                asyncio.get_running_loop().call_later(
                    self.keeper.retry_in() + 0.1, self._bot_again, live)

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
        room = live.room
        name = room.seats[seat].name if seat is not None else None
        self.on_event(RoomEvent(kind, room.code, room.kit.game.id, seat, name, detail))
