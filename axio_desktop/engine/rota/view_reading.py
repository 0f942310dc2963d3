"""An AXIO Rota seat's VIEW read back from JSON (``bot-protocol.md``): what a program
that takes a seat over the network decides from.

The VIEW leaves out three facts a `SeatView` holds, and the reader works them out
from the rest, as a player at the table would for a standard deal: the seat's own
hand (the box less the display, the unseen tiles and the tile shown), the bonus
turns each seat has earned (one per track at 12) and the bonus turns the mover still
has to play (those earned less those played, the supply permitting).
"""

from __future__ import annotations

from collections import Counter

from ..errors import TileCodeError
from ..view_reading import (
    FIELDS,
    read_cell,
    read_mover,
    read_root,
    read_scores,
    read_seat,
    read_sizes,
)
from .display import Display, Points
from .geometry import START_CELLS, Cell
from .setup import STACK_SIZE, TRACK_MAX
from .tiles import COLOURS, Tile
from .tileset import standard_tiles
from .view import SeatView

KEYS = ("seat", "to_move", "bonus", "tile", "display", "scores", "stack_sizes",
        "supply_size", "unseen")


def read_seat_view(data: object) -> SeatView:
    """The `SeatView` a VIEW object shows; raises `ViewError` naming the first bad key,
    or saying what does not add up."""
    root = read_root(data, KEYS)
    scores = read_scores(root["scores"], "".join(COLOURS), TRACK_MAX, "view.scores")
    players = len(scores)
    seat = read_seat(root["seat"], "view.seat", players)
    to_move = read_mover(root["to_move"], "view.to_move", players)
    bonus = FIELDS.read_bool(root["bonus"], "view.bonus")
    tile = None if root["tile"] is None else _read_tile(root["tile"], "view.tile")
    box = standard_tiles()
    display = _read_display(root["display"])
    stack_sizes = read_sizes(root["stack_sizes"], "view.stack_sizes", players, STACK_SIZE)
    supply_size = FIELDS.read_int(root["supply_size"], "view.supply_size", 0, len(box))
    unseen = _read_tiles(root["unseen"], "view.unseen")
    mine = seat == to_move and not bonus
    if mine and tile is None:
        raise FIELDS.fail("view.tile", f"seat {seat} is to move but is shown no tile")
    if bonus and tile is None:
        raise FIELDS.fail("view.tile", "a bonus turn shows its tile")
    hand = _hand(box, display, unseen, tile, mine)
    earned = tuple(tracks.count(TRACK_MAX) for tracks in scores)
    dealt_supply = len(box) - len(START_CELLS) - STACK_SIZE * players
    played = dealt_supply - supply_size - 1
    pending = max(1, min(sum(earned) - played, supply_size + 1)) if bonus else 0
    return SeatView(
        seat=seat,
        players=players,
        to_move=to_move,
        bonus=bonus,
        pending_bonus=pending,
        tile=tile,
        hand=hand,
        display=display,
        scores=tuple(_points(tracks) for tracks in scores),
        stack_sizes=stack_sizes,
        supply_size=supply_size,
        bonus_earned=earned,
        unseen=tuple(sorted(unseen, key=_code)),
    )


def _read_tile(value: object, where: str) -> Tile:
    try:
        return Tile.parse(value)
    except TileCodeError as error:
        raise FIELDS.fail(where, str(error)) from None


def _read_tiles(value: object, where: str) -> list[Tile]:
    return [_read_tile(item, f"{where}[{number}]")
            for number, item in enumerate(FIELDS.read_list(value, where))]


def _read_display(value: object) -> Display:
    """The display as it lies, its tiles in the order they were placed."""
    tiles: dict[Cell, str] = {}
    for number, item in enumerate(FIELDS.read_list(value, "view.display")):
        where = f"view.display[{number}]"
        entry = FIELDS.read_object(item, where)
        cell = read_cell(FIELDS.required(entry, "cell", where), f"{where}.cell")
        if cell in tiles:
            raise FIELDS.fail(f"{where}.cell", f"cell {list(cell)} holds two tiles")
        tiles[cell] = _read_tile(FIELDS.required(entry, "corners", where), f"{where}.corners").code
    if not tiles:
        raise FIELDS.fail("view.display", "the display is never empty")
    return Display.of(tiles.items())


def _hand(box: tuple[Tile, ...], display: Display, unseen: list[Tile], tile: Tile | None,
          mine: bool) -> Tile | None:
    """The seat's own hand tile: what the box holds beyond the display, the unseen tiles
    and a face-up bonus tile (when the seat is to move, the tile shown is its hand)."""
    left = Counter(tile.pattern for tile in box)
    left.subtract(Tile(corners).pattern for _, corners in display)
    left.subtract(tile.pattern for tile in unseen)
    if tile is not None:
        left[tile.pattern] -= 1
    if any(count < 0 for count in left.values()):
        raise FIELDS.fail("view.unseen", "the display, the unseen tiles and the tile shown "
                          "hold more tiles than the box")
    held = sorted(left.elements())
    if len(held) > (0 if mine else 1):
        raise FIELDS.fail("view.unseen", f"the view leaves out {len(held)} of the box's tiles")
    if mine:
        return tile
    return next((tile for tile in box if tile.pattern == held[0]), None) if held else None


def _points(tracks: tuple[int, ...]) -> Points:
    a, b, c, d, e = tracks
    return (a, b, c, d, e)


def _code(tile: Tile) -> str:
    return tile.code

