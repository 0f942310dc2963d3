"""What every record file shares: its envelope (``format`` and ``version``), how it
is read and checked, and how it is written (atomically)."""

from __future__ import annotations

import json
import os
from typing import Any, Self

from .atomic_file import write_atomically
from .errors import RecordError
from .json_reading import Fields, describe

FIELDS = Fields(RecordError)


def read_envelope(data: object, format_name: str, version: int) -> dict[str, Any]:
    """The document's top object, once its ``format`` and ``version`` are this reader's."""
    root = FIELDS.read_object(data, "record")
    found = FIELDS.required(root, "format", "record")
    if found != format_name:
        raise RecordError(f"format: expected {format_name!r}, got {found!r}",
                          code="wrong_format", expected=format_name, found=describe(found))
    found_version = root.get("version")
    if type(found_version) is not int or found_version != version:
        raise RecordError(f"version: this program reads version {version}, not {found_version!r}",
                          code="wrong_version", expected=version, found=describe(found_version))
    return root


class RecordFile:
    """Reading and writing for a record class, given its `to_json`, `from_json` and
    `replay`: nothing is half-accepted (`loads` replays every move), and a save
    never leaves a torn file."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: object) -> Self:
        raise NotImplementedError

    def replay(self) -> object:
        raise NotImplementedError

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1) + "\n"

    def save(self, path: str | os.PathLike[str], *, keep_backup: bool = False) -> None:
        """Write the record atomically: a crash mid-save leaves the old file intact."""
        write_atomically(path, self.dumps(), keep_backup=keep_backup)

    @classmethod
    def loads(cls, text: str) -> Self:
        """Parse and fully check a record; raises `RecordError`."""
        record = cls.from_json(FIELDS.parse(text))
        record.replay()
        return record

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Self:
        return cls.loads(FIELDS.read_file(path))
