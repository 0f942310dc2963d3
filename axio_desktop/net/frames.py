"""Every frame the host sends, built here and nowhere else: what a client may see of a
room is decided in one place. The VIEW in a frame is always the engine's view for the
client's own seat (`seat_view`), the public view for a spectator; the record, which
shows everything, goes out only in ``end``, once the game is over."""

from __future__ import annotations

import json
from typing import Any

from .room import Decided, Room


def seat_view(room: Room, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (None: a spectator) may see of the game now."""
    view: dict[str, Any] = room.state.network_view(seat)
    return view


def welcome(room: Room, seat: int | None, token: str | None) -> dict[str, Any]:
    frame: dict[str, Any] = {"type": "welcome", "room": room.code, "game": room.kit.game.id,
                             "seat": seat}
    if token is not None:
        frame["token"] = token
    frame["players"] = room.players()
    return frame


def players(room: Room) -> dict[str, Any]:
    return {"type": "players", "players": room.players()}


def update(room: Room, seat: int | None, *, snapshot: bool = False) -> dict[str, Any]:
    """The game after the last decision (``snapshot``: as it stands, for a client that
    joins or rejoins, with no ``last`` but the ``history`` of every decision, each as
    its ``last`` showed it to everyone)."""
    frame = {"type": "update", "version": room.version, "view": seat_view(room, seat),
             "players": room.players(),
             "last": None if snapshot or room.last is None else _decided(room.last)}
    if snapshot:
        frame["history"] = [_decided(decided) for decided in room.history]
    return frame


def _decided(decided: Decided) -> dict[str, Any]:
    return {"seat": decided.seat, "move": decided.answer}


def move(room: Room, seat: int) -> dict[str, Any]:
    """The request to decide, to the seat whose turn it is."""
    asked = room.kit.bots.wire.request(room.state.view(seat))
    return {"type": "move", "version": room.version, "view": seat_view(room, seat), **asked}


def end(room: Room) -> dict[str, Any]:
    if not room.finished:
        raise ValueError(f"room {room.code}: the record is shown only once the game is over")
    return {"type": "end", "result": room.kit.game.replay_result(room.state),
            "record": room.record().to_json()}


def error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


PONG: dict[str, Any] = {"type": "pong"}


def text(frame: dict[str, Any]) -> str:
    """A frame as the one line of JSON that goes on the wire."""
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False)
