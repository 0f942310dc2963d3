"""Marks a bot leaves while it thinks, seen by the test wherever the bot thinks.

The table's bots think in worker processes (`ui/table/bot_worker.py`), where an event
of the test's own process is never set; a file in a folder both can see is. A bot
that carries `Marks` can be pickled into those processes like any built-in level.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Marks:
    folder: Path
    """A folder of the marks' own (`clear` empties it)."""

    def __post_init__(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)

    def set(self, name: str) -> None:
        (self.folder / name).touch()

    def is_set(self, name: str) -> bool:
        return (self.folder / name).exists()

    def clear(self) -> None:
        for mark in self.folder.iterdir():
            mark.unlink()

    def wait(self, name: str, seconds: float = 60) -> bool:
        """Whether ``name`` was set within ``seconds``."""
        deadline = time.monotonic() + seconds
        while not self.is_set(name):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.005)
        return True
