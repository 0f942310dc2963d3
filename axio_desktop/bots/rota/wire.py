"""AXIO Rota's bot protocol on the wire (docs/records.md, "The bot protocol"):
axio-rota-bot/1."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.rota import Move, SeatView
from ...engine.rota.tiles import is_colour
from ...engine.rota.view_reading import read_seat_view
from ...engine.view_reading import FIELDS as VIEW_FIELDS
from ..wire import quote, read_cell


@dataclass(frozen=True)
class RotaWire:
    """axio-rota-bot/1: a cell, a rotation and, when the rules want one, a name."""

    protocol: str = "axio-rota-bot/1"

    def hello(self, view: SeatView) -> dict[str, Any]:
        return {}

    def request(self, view: SeatView) -> dict[str, Any]:
        return {}

    def view_from(self, message: dict[str, Any]) -> SeatView:
        return read_seat_view(VIEW_FIELDS.required(message, "view", "message"))

    def move_from(self, message: dict[str, Any]) -> Move:
        cell = read_cell(message.get("cell"))
        rotation = message.get("rotation")
        name = message.get("name")
        if cell is None:
            raise ValueError(f"sent cell {quote(message.get('cell'))}; expected [x, y] integers")
        if type(rotation) is not int:
            raise ValueError(f"sent rotation {quote(rotation)}; expected 0..3")
        if name is not None and not is_colour(name):
            raise ValueError(f"named {quote(name)}; expected one of R G B O P")
        return Move(cell, rotation, name)

    def answer(self, move: Move) -> dict[str, Any]:
        data: dict[str, Any] = {"cell": list(move.cell), "rotation": move.rotation}
        if move.name is not None:
            data["name"] = move.name
        return data


ROTA_WIRE = RotaWire()
