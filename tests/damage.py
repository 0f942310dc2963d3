"""Damage for JSON documents, drawn by hypothesis: keys taken away, values swapped for
values of the wrong kind or out of range. Loaders must meet any of it with their own
clear error, never another exception."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

ODD_VALUES = (None, True, -1, 0, 7, 10**20, 1.5, "", "x", "RGBO", "R", [], [0, 0], [1], {}, {"R": 3})


def places_in(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a JSON value (dictionary keys and list indices), the value
    itself first."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(places_in(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(places_in(item, (*path, index)))
    return found


def damaged(document: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """A copy of ``document`` with one to three places damaged."""
    document = copy.deepcopy(document)
    for _ in range(data.draw(st.integers(1, 3))):
        places = places_in(document)[1:]
        if not places:
            break
        *parents, last = data.draw(st.sampled_from(places))
        holder: Any = document
        for step in parents:
            holder = holder[step]
        if isinstance(holder, dict) and data.draw(st.booleans()):
            del holder[last]
        else:
            holder[last] = copy.deepcopy(data.draw(st.sampled_from(ODD_VALUES)))
    return document
