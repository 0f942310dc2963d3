"""The store as the host's event loop uses it, and a store that fails taken out of use
for a while.

Each change of a room is kept (committed) before anyone hears of it; `keep` returns
only then. When the store cannot keep a change, the host says so in one line, refuses
every change (`StoreDown`) for `Limits.store_retry_seconds`, then tries again with the
next one; it says so again when the store keeps rooms again. A change that lost the
race with another process sharing the store (`store.RoomChanged`) is not a failure of
the store: it passes through, for the caller to bring the room up to date.
"""

from __future__ import annotations

import asyncio
import logging

from .protocol import NotAllowed
from .store import GameStore, Rater, StoredRoom, StoreError

LOG = logging.getLogger(__name__)


class StoreDown(NotAllowed):
    """A change refused because the host cannot keep it now."""


class Keeper:
    def __init__(self, store: GameStore, retry_seconds: float) -> None:
        self.store = store
        self.retry_seconds = retry_seconds
        self._down_until: float | None = None
        """While the store is out of use: until when (the loop's clock)."""
        self._forgetting: set[asyncio.Task[None]] = set()

    @property
    def down(self) -> bool:
        return self._down_until is not None and asyncio.get_running_loop().time() < self._down_until

    def retry_in(self) -> float:
        """Seconds until the store is tried again (0 when it is in use)."""
        if self._down_until is None:
            return 0.0
        return max(self._down_until - asyncio.get_running_loop().time(), 0.0)

    async def keep(self, room: StoredRoom, rate: Rater | None = None) -> None:
        """Commit ``room`` (and the ratings ``rate`` gives); raise `StoreDown` when it is
        not kept, `store.RoomChanged` when another process changed the room first."""
        if self.down:
            raise self._refusal()
        try:
            await self.store.save(room, rate)
        except StoreError as error:
            if self._down_until is None:
                LOG.error("%s; the host takes no changes of any room for %g s, then tries "
                          "again", error, self.retry_seconds)
            self._down_until = asyncio.get_running_loop().time() + self.retry_seconds
            raise self._refusal() from None
        if self._down_until is not None:
            self._down_until = None
            LOG.warning("the store keeps rooms again")

    async def load(self, code: str) -> StoredRoom | None:
        """The room kept under ``code``; `StoreError` when it cannot be read."""
        return await self.store.load(code)

    def forget_soon(self, code: str) -> None:
        """Let the store forget room ``code`` (not waited for)."""
        work = asyncio.get_running_loop().create_task(self.store.forget(code))
        self._forgetting.add(work)
        work.add_done_callback(self._forgotten)

    def _forgotten(self, work: asyncio.Task[None]) -> None:
        self._forgetting.discard(work)
        if not work.cancelled() and work.exception() is not None:
            LOG.error("%s", work.exception())

    async def close(self) -> None:
        if self._forgetting:
            await asyncio.gather(*self._forgetting, return_exceptions=True)
        await self.store.close()

    def _refusal(self) -> StoreDown:
        return StoreDown(f"This host cannot keep games just now, so nothing was changed; "
                         f"try again in {max(round(self.retry_in()), 1)} s.")
