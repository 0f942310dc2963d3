"""What each game's bot protocol says on the wire (``bot-protocol.md``).

The process, the deadlines and the fault rules are the same for every game
(`external.ExternalBot`); a `Wire` holds what differs: the protocol's name, what
``hello`` and ``move`` add, and how an answer turns into a move. `move_from`
raises ValueError with the words that follow the bot's name in the fault.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine.axio import Exchange, Place
from ..engine.rota import Move
from ..engine.rota.tiles import is_colour


class Wire(Protocol):
    @property
    def protocol(self) -> str:
        """The protocol's name, as ``hello`` says it."""
        ...

    def hello(self, view: Any) -> dict[str, Any]: ...

    def request(self, view: Any) -> dict[str, Any]: ...

    def move_from(self, message: dict[str, Any]) -> Any: ...


def _quote(value: object) -> str:
    text = value if isinstance(value, str) else json.dumps(value)
    return repr(text if len(text) <= 80 else text[:77] + "...")


def _cell(value: object) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
        return (value[0], value[1])
    return None


@dataclass(frozen=True)
class RotaWire:
    """axio-rota-bot/1: a cell, a rotation and, when the rules want one, a name."""

    protocol: str = "axio-rota-bot/1"

    def hello(self, view: Any) -> dict[str, Any]:
        return {}

    def request(self, view: Any) -> dict[str, Any]:
        return {}

    def move_from(self, message: dict[str, Any]) -> Move:
        cell = _cell(message.get("cell"))
        rotation = message.get("rotation")
        name = message.get("name")
        if cell is None:
            raise ValueError(f"sent cell {_quote(message.get('cell'))}; expected [x, y] integers")
        if type(rotation) is not int:
            raise ValueError(f"sent rotation {_quote(rotation)}; expected 0..3")
        if name is not None and not is_colour(name):
            raise ValueError(f"named {_quote(name)}; expected one of R G B O P")
        return Move(cell, rotation, name)


@dataclass(frozen=True)
class AxioWire:
    """axio-bot/1: two cells and the colours on them, or the answer to the exchange."""

    game: str
    protocol: str = "axio-bot/1"

    def hello(self, view: Any) -> dict[str, Any]:
        return {"game": self.game}

    def request(self, view: Any) -> dict[str, Any]:
        return {"decision": view.decision}

    def move_from(self, message: dict[str, Any]) -> Place | Exchange:
        if "exchange" in message:
            answer = message["exchange"]
            if not isinstance(answer, bool):
                raise ValueError(f"sent exchange {_quote(answer)}; expected true or false")
            return Exchange(answer)
        cells = message.get("cells")
        pair = [_cell(cell) for cell in cells] if isinstance(cells, list) else []
        if len(pair) != 2 or pair[0] is None or pair[1] is None:
            raise ValueError(f"sent cells {_quote(cells)}; expected [[x, y], [x, y]] integers")
        colours = message.get("colours")
        if not isinstance(colours, str) or len(colours) != 2:
            raise ValueError(f"sent colours {_quote(colours)}; expected two colour letters")
        return Place((pair[0], pair[1]), colours)


ROTA_WIRE = RotaWire()
