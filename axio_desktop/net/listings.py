"""A room as the lists show it (`player_frames.Listing`), from what the store keeps of
it without its record, and the order of a player's list: the games where it is their
turn first, then by deadline (the nearest first; none last), the ended ones last, the
latest first."""

from __future__ import annotations

import json
from collections.abc import Mapping

from .player_frames import ListedPlayer, Listing
from .ratings import shown
from .room import deadline_of
from .store import StoredRoom


def listing_of(room: StoredRoom, viewer: str | None, ratings: Mapping[str, int]) -> Listing:
    """``room`` for ``viewer`` (a player id; None: anyone), with the players' shown
    ratings in its game (``ratings`` by player id; a player not yet rated shows a new
    player's)."""
    seat = next((number for number, held in enumerate(room.seats)
                 if viewer is not None and held.player == viewer), None)
    players = tuple(
        ListedPlayer(held.name, held.kind, held.level,
                     ratings.get(held.player, shown(None)) if held.player is not None else None,
                     held.gave_up)
        for held in room.seats)
    return Listing(room.code, room.number, room.game, seat, players, room.to_move,
                   room.version, room.moved_at, room.days,
                   deadline_of(room.days, room.moved_at, room.to_move,
                               [held.kind for held in room.seats]),
                   room.finished_at is not None,
                   json.loads(room.result) if room.result is not None else None,
                   room.free_seats)


def in_list_order(listings: list[Listing]) -> list[Listing]:
    """Your turn first, then by deadline (none last), then the ended games, latest first."""
    def order(game: Listing) -> tuple[int, float, float]:
        if game.finished:
            return (2, 0.0, -game.moved_at)
        deadline = game.deadline if game.deadline is not None else float("inf")
        return (0 if game.your_turn else 1, deadline, -game.moved_at)

    return sorted(listings, key=order)
