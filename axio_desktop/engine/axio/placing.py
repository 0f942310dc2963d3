"""One legal placement laid on the board (docs/rules.md, "AXIO and AXIO Hex"): the tile
leaves the rack, its colours score, and the `Placement` says what it did, with the
bonus placements the mover owes after it."""

from __future__ import annotations

from ..tracks import TrackRule
from .board import Board
from .legality import locate
from .moves import Place, Placement
from .position import Seat
from .scoring import axio_colours, bonus_lost, lay_and_score, wins_at_once


def lay_tile(board: Board, track: TrackRule, seat: Seat, place: Place, *, turn: int,
             number: int, player: int, players: int,
             pending_bonus: int) -> tuple[Placement, int]:
    """Lay ``place`` (checked already) for ``seat`` on ``board``: the placement, and the
    bonus placements owed after it (``pending_bonus`` counted this one, if a bonus)."""
    first, second, edge, kind = locate(board, seat.rack, not seat.started, place)
    rules = board.rules
    area = board.area
    start = seat.tracks.copy()
    _, laid = lay_and_score(board, track, seat.tracks, first, second, edge, place.colours)
    seat.rack.remove(kind)
    seat.started = True
    tracks = seat.tracks
    axio = axio_colours(track, rules.colours, start, tracks, players)
    if pending_bonus:
        pending_bonus -= 1
    pending_bonus += len(axio)
    lost = 0
    if bonus_lost(pending_bonus, len(seat.rack), bool(board.open_edges)):
        lost, pending_bonus = pending_bonus, 0
    placement = Placement(
        turn=turn,
        number=number,
        player=player,
        place=place,
        points=tuple(after - before for before, after in zip(start, tracks)),
        pyramids=tuple(area.cells[cell] for cell in laid.pyramids),
        moved=tuple(area.cells[cell] for cell in laid.moved),
        scores=tuple(tracks),
        axio=axio,
        bonus_lost=lost,
        instant_win=wins_at_once(tracks, players),
    )
    return placement, pending_bonus
