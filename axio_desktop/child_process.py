"""Worker processes that end with the program that started them.

A pool's workers (the host's bot seats, the table's bots, the review's judges,
`simulate --jobs`) wait for work from their parent; if the parent is killed outright
(``kill -9``, a crash) nothing tells them to stop, and they would wait for ever.
`end_with_parent`, run as a pool's ``initializer``, watches the parent from a thread of
the worker and ends the worker as soon as the parent is gone. `run_pickled` is the
work the table's bots send; `end_children` ends the workers when the program ends.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import threading
from typing import Any


def end_with_parent() -> None:
    """In a worker process: end it when its parent process ends (a no-op elsewhere)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns once the parent is gone, however it went
        os._exit(0)  # the parent's work is lost with it: nothing to tidy up

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def run_pickled(call: bytes) -> Any:
    """In a worker process: the result of the pickled call without arguments ``call``
    (pickled by the asker, who so learns at once whether it can be sent at all)."""
    return pickle.loads(call)()


def end_children() -> None:
    """The program ends: end the worker processes it started, now. One still at work
    (a dropped bot question, say) would otherwise hold up the end until it finished."""
    for child in multiprocessing.active_children():
        child.terminate()
