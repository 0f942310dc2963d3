"""The host's clock for deadlines: the system's, or for tests one that a file sets (so
that a test, or an outside client's test, moves a correspondence game days on without
waiting, and every process sharing a store reads the same time)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Unix seconds."""
        ...


class SystemClock:
    def now(self) -> float:
        return time.time()


class FileClock:
    """The time written in ``path`` (Unix seconds as text), read at every question; the
    system's time while the file is missing or holds no number."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def now(self) -> float:
        try:
            return float(self.path.read_text(encoding="utf-8").strip())
        except (OSError, ValueError):
            return time.time()
