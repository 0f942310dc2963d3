"""What each game's bot protocol says on the wire (docs/records.md, "The bot protocol").

The process, the deadlines and the fault rules are the same for every game
(`external.ExternalBot`); a `Wire` holds what differs: the protocol's name, what
``hello`` and ``move`` add, and how an answer turns into a move (each game's bots
bring theirs: `bots.rota.wire`, `bots.axio.wire`). `move_from`
raises ValueError with the words that follow the bot's name in the fault.
"""

from __future__ import annotations

import json
from typing import Any, Protocol, TypeVar


class WireView(Protocol):
    """What every game's seat view tells an external bot: its seat, the number of
    players, and the whole view as JSON."""

    @property
    def seat(self) -> int: ...

    @property
    def players(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


ViewT = TypeVar("ViewT", bound=WireView)
"""A game's seat view, in the generic bots' and the table's types."""
MoveT = TypeVar("MoveT")
"""A game's move (or decision)."""
ViewT_contra = TypeVar("ViewT_contra", bound=WireView, contravariant=True)
MoveT_co = TypeVar("MoveT_co", covariant=True)


class Wire(Protocol[ViewT, MoveT]):
    """What a game's bot protocol says: ``hello`` and ``move`` from a seat's view
    (``ViewT``) and that view read back from a ``move`` message, an answer read back as
    a move of the game (``MoveT``) and a move written as an answer."""

    @property
    def protocol(self) -> str:
        """The protocol's name, as ``hello`` says it."""
        ...

    def hello(self, view: ViewT) -> dict[str, Any]: ...

    def request(self, view: ViewT) -> dict[str, Any]: ...

    def view_from(self, message: dict[str, Any]) -> ViewT:
        """The seat's view a ``move`` message shows (its ``view``, and what `request`
        added); raises `ViewError` (a ValueError) naming the first bad key."""
        ...

    def move_from(self, message: dict[str, Any]) -> MoveT: ...

    def answer(self, move: MoveT) -> dict[str, Any]:
        """The answer fields a bot sends for ``move`` (without ``type``): what
        `move_from` reads back as the same move."""
        ...


def quote(value: object) -> str:
    text = value if isinstance(value, str) else json.dumps(value)
    return repr(text if len(text) <= 80 else text[:77] + "...")


def read_cell(value: object) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
        return (value[0], value[1])
    return None
