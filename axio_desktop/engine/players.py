"""The seats of a game as every record names them (docs/records.md, "What both formats share")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .json_reading import Fields, describe

PlayerKind = Literal["human", "bot"]

MIN_PLAYERS = 1
MAX_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """A seat as the record names it. ``extra`` keeps keys this reader does not know."""

    name: str
    kind: PlayerKind = "human"
    level: str | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return {**self.extra, **data}


def read_players(value: object, fields: Fields) -> tuple[PlayerInfo, ...]:
    """The ``players`` list of a record: 1 to 4 seats, each with a name and a kind, a
    bot with its level; other keys are kept as they are."""
    items = fields.read_list(value, "players")
    if not MIN_PLAYERS <= len(items) <= MAX_PLAYERS:
        raise fields.fail("players", f"a game has 1 to 4 players, not {len(items)}")
    players = []
    for seat, item in enumerate(items):
        where = f"players[{seat}]"
        data = fields.read_object(item, where)
        name = fields.required(data, "name", where)
        if not isinstance(name, str):
            fields.read_str(name, f"{where}.name")
        assert isinstance(name, str)
        kind = fields.required(data, "kind", where)
        if kind not in ("human", "bot"):
            raise fields.fail(f"{where}.kind", f"expected 'human' or 'bot', got {describe(kind)}")
        level = data.get("level")
        if kind == "bot" and not isinstance(level, str):
            raise fields.fail(f"{where}.level", f"a bot needs a level (a string), got {describe(level)}")
        if level is not None and not isinstance(level, str):
            fields.read_str(level, f"{where}.level")
        extra = {key: val for key, val in data.items() if key not in ("name", "kind", "level")}
        players.append(PlayerInfo(name, "bot" if kind == "bot" else "human", level, extra))
    return tuple(players)
