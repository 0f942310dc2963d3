"""Reading a seat's VIEW back from JSON: what both games' readers share.

A view comes over the wire from a host that may be wrong or hostile, so every value
is checked and every fault names its key (`ViewError`), as the record readers do.
"""

from __future__ import annotations

from typing import Any

from .errors import ViewError
from .json_reading import Fields

FIELDS = Fields(ViewError)


def read_root(data: object, keys: tuple[str, ...]) -> dict[str, Any]:
    """The VIEW object, once each of ``keys`` is in it (other keys are ignored)."""
    root = FIELDS.read_object(data, "view")
    for key in keys:
        FIELDS.required(root, key, "view")
    return root


def read_cell(value: object, where: str) -> tuple[int, int]:
    items = FIELDS.read_list(value, where)
    if len(items) != 2:
        raise FIELDS.fail(where, f"a cell is [x, y], got {len(items)} numbers")
    return (FIELDS.read_int(items[0], f"{where}[0]"), FIELDS.read_int(items[1], f"{where}[1]"))


def read_seat(value: object, where: str, players: int) -> int:
    return FIELDS.read_int(value, where, 0, players - 1)


def read_mover(value: object, where: str, players: int) -> int | None:
    """The seat to move, or None once the game is over."""
    return None if value is None else read_seat(value, where, players)


def read_scores(value: object, colours: str, top: int, where: str) -> tuple[tuple[int, ...], ...]:
    """Every seat's tracks: 1 to 4 objects with a whole number 0..``top`` per colour."""
    items = FIELDS.read_list(value, where)
    if not 1 <= len(items) <= 4:
        raise FIELDS.fail(where, f"a game has 1 to 4 players, not {len(items)}")
    scores = []
    for seat, item in enumerate(items):
        tracks = FIELDS.read_object(item, f"{where}[{seat}]")
        scores.append(tuple(
            FIELDS.read_int(FIELDS.required(tracks, colour, f"{where}[{seat}]"),
                            f"{where}[{seat}].{colour}", 0, top)
            for colour in colours
        ))
    return tuple(scores)


def read_sizes(value: object, where: str, players: int, high: int) -> tuple[int, ...]:
    """One whole number 0..``high`` per seat."""
    items = FIELDS.read_list(value, where)
    if len(items) != players:
        raise FIELDS.fail(where, f"expected one number per seat ({players}), got {len(items)}")
    return tuple(FIELDS.read_int(item, f"{where}[{seat}]", 0, high)
                 for seat, item in enumerate(items))
