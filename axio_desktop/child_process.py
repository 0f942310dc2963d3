"""Worker processes that end with the program that started them.

A pool's workers (the host's bot seats, the review's judges, `simulate --jobs`) wait
for work from their parent; if the parent is killed outright (``kill -9``, a crash)
nothing tells them to stop, and they would wait for ever. `end_with_parent`, run as a
pool's ``initializer``, watches the parent from a thread of the worker and ends the
worker as soon as the parent is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading


def end_with_parent() -> None:
    """In a worker process: end it when its parent process ends (a no-op elsewhere)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns once the parent is gone, however it went
        os._exit(0)  # the parent's work is lost with it: nothing to tidy up

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()
