"""The store as the host's event loop uses it: every read and commit on a thread of its
own, so the loop never waits on the disk, and a store that fails taken out of use for
a while.

Each change of a room is kept (committed) before anyone hears of it; `keep` returns
only then. When the store cannot keep a change, the host says so in one line, refuses
every change (`StoreDown`) for `Limits.store_retry_seconds`, then tries again with the
next one; it says so again when the store keeps rooms again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace as copy_of
from typing import TypeVar

from .clients import LiveRoom
from .protocol import NotAllowed
from .store import RoomStore, StoredRoom, StoreError

Changed = TypeVar("Changed")

LOG = logging.getLogger(__name__)


class StoreDown(NotAllowed):
    """A change refused because the host cannot keep it now."""


class Keeper:
    def __init__(self, store: RoomStore, retry_seconds: float) -> None:
        self.store = store
        self.retry_seconds = retry_seconds
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="axio-store")
        self._down_until: float | None = None
        """While the store is out of use: until when (the loop's clock)."""

    @property
    def down(self) -> bool:
        return self._down_until is not None and asyncio.get_running_loop().time() < self._down_until

    def retry_in(self) -> float:
        """Seconds until the store is tried again (0 when it is in use)."""
        if self._down_until is None:
            return 0.0
        return max(self._down_until - asyncio.get_running_loop().time(), 0.0)

    async def keep(self, room: StoredRoom) -> None:
        """Commit ``room`` (off the loop); raise `StoreDown` when it is not kept."""
        if self.down:
            raise self._refusal()
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._thread, self.store.save, room)
        except StoreError as error:
            if self._down_until is None:
                LOG.error("%s; the host takes no changes of any room for %g s, then tries "
                          "again", error, self.retry_seconds)
            self._down_until = loop.time() + self.retry_seconds
            raise self._refusal() from None
        if self._down_until is not None:
            self._down_until = None
            LOG.warning("the store keeps rooms again")

    async def keep_seat_change(self, live: LiveRoom, change: Callable[[], Changed]) -> Changed:
        """Make ``change`` to ``live``'s seats and keep the room so changed; when it cannot
        be kept, the seats are as they were and the error is raised (saved, then told)."""
        room = live.room
        seats = [copy_of(seat) for seat in room.seats]
        changed = change()
        kept = room.stored()
        try:
            await self.keep(kept)
        except Exception:
            room.seats = seats
            raise
        live.kept = kept
        return changed

    async def load(self, code: str) -> StoredRoom | None:
        """The room kept under ``code``; `StoreError` when it cannot be read."""
        return await asyncio.get_running_loop().run_in_executor(self._thread, self.store.load,
                                                                code)

    def forget_soon(self, code: str) -> None:
        """Let the store forget room ``code`` (on the store's thread, not waited for)."""
        work = asyncio.get_running_loop().run_in_executor(self._thread, self.store.forget, code)
        work.add_done_callback(_said_if_failed)

    def close(self) -> None:
        self._thread.shutdown(wait=True)
        self.store.close()

    def _refusal(self) -> StoreDown:
        return StoreDown(f"This host cannot keep games just now, so nothing was changed; "
                         f"try again in {max(round(self.retry_in()), 1)} s.")


def _said_if_failed(work: asyncio.Future[None]) -> None:
    if not work.cancelled() and work.exception() is not None:
        LOG.error("%s", work.exception())
