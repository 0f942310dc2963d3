"""The rows of the key help (F1): what a row does, in the catalogue's words, and the keys
that do it, named from the key table of the screen it helps with
(`input.KeyTable.names`), so that a binding changed in a table changes the help too."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..i18n import tr
from .input import Action, KeyTable

HelpLine = tuple[str, str]
"""A row as the help shows it: the keys, what they do."""


@dataclass(frozen=True, slots=True)
class HelpRow:
    does: str
    """The catalogue key of what the row's keys do."""
    keys: tuple[Action | str, ...]
    """What is named, in this order: the table's keys of each action, and the words
    (catalogue keys) of what the mouse does ("drag the table")."""
    paired: bool = False
    """Two actions whose keys are named in pairs: "Home / End", "Left / Right, Up / Down"."""

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(part for part in self.keys if isinstance(part, Action))


def keys_text(keys: KeyTable, row: HelpRow) -> str:
    """The row's keys as the help names them, from ``keys``."""
    if row.paired:
        first, second = (keys.names(action) for action in row.actions)
        words = [f"{one} / {other}" for one, other in zip(first, second)]
    else:
        words = [name for part in row.keys
                 for name in (keys.names(part) if isinstance(part, Action) else [tr(part)])]
    said = ", ".join(words)
    return said[:1].upper() + said[1:]


def describe(keys: KeyTable, rows: Iterable[HelpRow]) -> tuple[HelpLine, ...]:
    """The help's lines of ``rows``, their keys named from ``keys`` (a row that names
    nothing, its keys not bound there, is left out)."""
    lines = ((keys_text(keys, row), tr(row.does)) for row in rows)
    return tuple((named, does) for named, does in lines if named)


def labelled(label: str, keys: KeyTable, action: Action) -> str:
    """A button's ``label`` with the first key of ``action`` in ``keys``: "Show (H)"; the
    label alone when no key there does it."""
    names = keys.names(action)
    return f"{label} ({names[0]})" if names else label


def key_of(keys: KeyTable, action: Action) -> str:
    """The first key of ``action`` in ``keys``, named as the help names it ("Enter"), for
    a text that tells it."""
    return keys.names(action)[0]


def without(rows: Iterable[HelpRow], actions: Iterable[Action]) -> tuple[HelpRow, ...]:
    """``rows`` but those that name a key of one of ``actions``."""
    left_out = set(actions)
    return tuple(row for row in rows if not left_out & set(row.actions))


def instead(rows: Iterable[HelpRow], others: Mapping[str, HelpRow]) -> tuple[HelpRow, ...]:
    """``rows``, each row whose ``does`` is a key of ``others`` replaced by its value."""
    return tuple(others.get(row.does, row) for row in rows)
