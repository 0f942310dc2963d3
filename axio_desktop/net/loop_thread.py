"""A daemon thread with an event loop of its own, for a program whose own thread never
waits on the network (the desktop game: its session, its host, its browser of the
local network). Everything the loop runs is owned by that thread; other threads only
hand it work (`call`, `submit`, `run`) and never touch what it owns."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    """A loop on a daemon thread named ``name``; the loop exists from the start, so work
    may be handed to it before the thread runs. It runs until `stop` (or until a task
    given with ``stop_when_done`` ends); what is still pending is then cancelled and
    the loop closed."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def call(self, work: Callable[..., object], *args: Any) -> bool:
        """Have the loop call ``work(*args)`` soon; False when the loop has closed (its
        work is over, and nothing is done)."""
        try:
            self.loop.call_soon_threadsafe(work, *args)
        except RuntimeError:
            return False
        return True

    def submit(self, work: Coroutine[Any, Any, T], *, stop_when_done: bool = False
               ) -> Future[T]:
        """Run ``work`` on the loop; with ``stop_when_done`` the loop stops once it ends."""
        future = asyncio.run_coroutine_threadsafe(work, self.loop)
        if stop_when_done:
            future.add_done_callback(lambda done: self.call(self.loop.stop))
        return future

    def run(self, work: Coroutine[Any, Any, T], timeout: float) -> T:
        """Run ``work`` on the loop and wait up to ``timeout`` seconds for its result."""
        return self.submit(work).result(timeout)

    def stop(self, timeout: float) -> bool:
        """Stop the loop and wait up to ``timeout`` seconds for the thread to end;
        whether it has."""
        self.call(self.loop.stop)
        return self.join(timeout)

    def join(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the thread to end; whether it has."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        loop = self.loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_forever()
        finally:
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
