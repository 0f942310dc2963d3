"""Reading user data documents field by field, on the engine's readers
(`engine.json_reading`): the same wording as a record's faults, plus the ranges and
choices of settings and scores."""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any

from ..engine import PlayerInfo
from ..engine.json_reading import Fields, describe
from ..engine.players import PlayerKind


class UserDataError(ValueError):
    """A user data file that is readable JSON but holds the wrong thing, for example
    ``volume: expected a number from 0 to 1, got 'loud'``."""


FIELDS = Fields(UserDataError)
read_object = FIELDS.read_object
read_list = FIELDS.read_list
read_bool = FIELDS.read_bool


def read_int(value: object, where: str, low: int, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        wanted = f"{low} to {high}" if high is not None else f"{low} or more"
        raise UserDataError(f"{where}: expected a whole number from {wanted}, got {describe(value)}")
    return value


def read_version(data: dict[str, Any], version: int) -> None:
    """Files carry a version so that a later program can tell old files from new."""
    found = data.get("version")
    if found != version or type(found) is not int:
        raise UserDataError(f"version: this program reads version {version}, not {describe(found)}")


def read_number(value: object, where: str, low: float, high: float) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not math.isfinite(value)
        or not low <= value <= high
    ):
        raise UserDataError(f"{where}: expected a number from {low:g} to {high:g}, got {describe(value)}")
    return float(value)


def read_str(value: object, where: str, choices: Collection[str] | None = None) -> str:
    if not isinstance(value, str) or (choices is not None and value not in choices):
        wanted = " or ".join(repr(choice) for choice in choices) if choices else "a string"
        raise UserDataError(f"{where}: expected {wanted}, got {describe(value)}")
    return value


def read_player(value: object, where: str) -> PlayerInfo:
    """A seat as the new-game screen remembers it: name, kind and (for a bot) level."""
    data = read_object(value, where)
    name = read_str(data.get("name"), f"{where}.name")
    kind: PlayerKind = "bot" if read_str(data.get("kind"), f"{where}.kind", ("human", "bot")) == "bot" else "human"
    level = data.get("level")
    if kind == "bot" or level is not None:
        level = read_str(level, f"{where}.level")
    return PlayerInfo(name, kind, level)
