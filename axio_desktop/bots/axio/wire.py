"""AXIO's and AXIO Hex's bot protocol on the wire (docs/records.md, "The bot
protocol"): axio-bot/1."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.axio import RULESETS, AxioView, Exchange, Place, Ruleset
from ...engine.axio.view_reading import read_axio_view
from ...engine.view_reading import FIELDS as VIEW_FIELDS
from ..wire import quote, read_cell


@dataclass(frozen=True)
class AxioWire:
    """axio-bot/1: two cells and the colours on them, or the answer to the exchange.
    ``rules`` are the game's (found by ``game`` among the engine's own when not given)."""

    game: str
    rules: Ruleset | None = None
    protocol: str = "axio-bot/1"

    def hello(self, view: AxioView) -> dict[str, Any]:
        return {"game": self.game}

    def request(self, view: AxioView) -> dict[str, Any]:
        return {"decision": view.decision}

    def view_from(self, message: dict[str, Any]) -> AxioView:
        rules = self.rules or RULESETS[self.game]
        return read_axio_view(VIEW_FIELDS.required(message, "view", "message"), rules,
                              message.get("decision"))

    def move_from(self, message: dict[str, Any]) -> Place | Exchange:
        if "exchange" in message:
            answer = message["exchange"]
            if not isinstance(answer, bool):
                raise ValueError(f"sent exchange {quote(answer)}; expected true or false")
            return Exchange(answer)
        cells = message.get("cells")
        pair = [read_cell(cell) for cell in cells] if isinstance(cells, list) else []
        if len(pair) != 2 or pair[0] is None or pair[1] is None:
            raise ValueError(f"sent cells {quote(cells)}; expected [[x, y], [x, y]] integers")
        colours = message.get("colours")
        if not isinstance(colours, str) or len(colours) != 2:
            raise ValueError(f"sent colours {quote(colours)}; expected two colour letters")
        return Place((pair[0], pair[1]), colours)

    def answer(self, move: Place | Exchange) -> dict[str, Any]:
        if isinstance(move, Exchange):
            return {"exchange": move.accept}
        return {"cells": [list(cell) for cell in move.cells], "colours": move.colours}
