"""The autosave written beside the game, not in its frames: a save or a clearing is
queued here and done on a thread of its own, one after the other in the order asked
(a save waiting when a newer one for the same file comes is dropped: only the newest
position matters), each as atomic as ever (`autosave.save_autosave`). The writing
waits `WRITE_AFTER` seconds after the first request not yet written: turning a record into text holds
the interpreter for about a millisecond, which the frame that played the decision
would lose to this thread; a few frames later nobody sees it. Whatever reads
the autosave asks `flush` first; a save the disk refused is told once
(`refusal`)."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from pathlib import Path

from ..engine.game import GameRecordLike
from .autosave import clear_autosave, save_autosave
from .problems import SaveError

WRITE_AFTER = 0.2
"""Seconds at most between a request and its writing (`flush` writes at once)."""


class AutosaveWriter:
    def __init__(self) -> None:
        self._waiting: OrderedDict[Path, GameRecordLike | None] = OrderedDict()
        """What each file is to become: a record, or None (cleared)."""
        self._busy = False
        self._due = 0.0
        """When what is waiting is written (`time.monotonic`)."""
        self._hurry = False
        """`flush` waits: write at once."""
        self._failure: SaveError | None = None
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None

    def save(self, record: GameRecordLike, path: Path) -> None:
        """Write ``record`` (a record is a frozen value) to ``path`` soon."""
        self._queue(path, record)

    def clear(self, path: Path) -> None:
        """Forget the autosave at ``path`` soon (after what is queued for it)."""
        self._queue(path, None)

    def _queue(self, path: Path, record: GameRecordLike | None) -> None:
        with self._lock:
            if not self._waiting:  # the first waiting: it is never put off further
                self._due = time.monotonic() + WRITE_AFTER
            self._waiting.pop(path, None)
            self._waiting[path] = record
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._write, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _write(self) -> None:
        while True:
            with self._lock:
                if not self._waiting:
                    self._busy = False
                    self._lock.notify_all()
                    if not self._lock.wait(timeout=5.0) and not self._waiting:
                        self._thread = None
                        return
                    continue
                early = self._due - time.monotonic()
                if early > 0 and not self._hurry:
                    self._lock.wait(timeout=early)
                    continue
                path, record = self._waiting.popitem(last=False)
                self._busy = True
            try:
                if record is None:
                    clear_autosave(path)
                else:
                    save_autosave(record, path)
            except SaveError as error:
                with self._lock:
                    self._failure = error

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything asked is written (reading the autosave, quitting)."""
        with self._lock:
            self._hurry = True
            self._lock.notify_all()
            self._lock.wait_for(lambda: not self._waiting and not self._busy, timeout)
            self._hurry = False

    def refusal(self) -> SaveError | None:
        """The last save the disk refused since asked, once."""
        with self._lock:
            failure, self._failure = self._failure, None
            return failure
