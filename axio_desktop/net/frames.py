"""Every frame the host sends, built here and nowhere else: what a client may see of a
room is decided in one place. The VIEW in a frame is always the engine's view for the
client's own seat (`seat_view`), the public view for a spectator; the record, which
shows everything, goes out only in ``end``, once the game is over. Each frame is
written by its class of `host_messages`, which the client reads it back with."""

from __future__ import annotations

import json
from typing import Any

from .host_messages import (
    End,
    ErrorFrame,
    Last,
    MoveRequest,
    Player,
    Players,
    PlayersChanged,
    Pong,
    Update,
    Welcome,
)
from .protocol import HUMAN
from .room import Decided, Room


def seat_view(room: Room, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (None: a spectator) may see of the game now."""
    view: dict[str, Any] = room.state.network_view(seat)
    return view


def players_of(room: Room) -> Players:
    """PLAYERS: every seat's name, kind (a bot's level) and connection."""
    return tuple(Player(seat.name, seat.kind, None if seat.kind == HUMAN else seat.level,
                        seat.kind != HUMAN or number in room.connected, seat.gave_up)
                 for number, seat in enumerate(room.seats))


def welcome(room: Room, seat: int | None, token: str | None) -> dict[str, Any]:
    return Welcome(room.code, room.kit.game.id, seat, token, players_of(room)).to_json()


def players(room: Room) -> dict[str, Any]:
    return PlayersChanged(players_of(room)).to_json()


def update(room: Room, seat: int | None, *, snapshot: bool = False) -> dict[str, Any]:
    """The game after the last decision (``snapshot``: as it stands, for a client that
    joins or rejoins, with no ``last`` but the ``history`` of every decision, each as
    its ``last`` showed it to everyone)."""
    last = None if snapshot or room.last is None else _last(room.last)
    history = tuple(_last(decided) for decided in room.history) if snapshot else None
    return Update(room.version, seat_view(room, seat), players_of(room), last,
                  history, room.deadline()).to_json()


def _last(decided: Decided) -> Last:
    return Last(decided.seat, decided.answer)


def move(room: Room, seat: int) -> dict[str, Any]:
    """The request to decide, to the seat whose turn it is."""
    asked = room.kit.bots.wire.request(room.state.view(seat))
    return MoveRequest(room.version, seat_view(room, seat), asked).to_json()


def end(room: Room) -> dict[str, Any]:
    if not room.finished:
        raise ValueError(f"room {room.code}: the record is shown only once the game is over")
    return End(room.kit.game.replay_result(room.state), room.record().to_json()).to_json()


def error(code: str, message: str) -> dict[str, Any]:
    return ErrorFrame(code, message).to_json()


PONG: dict[str, Any] = Pong().to_json()


def text(frame: dict[str, Any]) -> str:
    """A frame as the one line of JSON that goes on the wire."""
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False)
