"""Giving memory the program has freed back to the system.

A long session (many games, window resizes, zooms) frees many short-lived surfaces;
glibc's allocator keeps the freed blocks inside its heap, so the resident size keeps
growing though the memory in use does not (measured by `benchmarks/ui_soak.py`).
`give_back_freed_memory` asks glibc to return them (``malloc_trim``), at the moments
when much has just been freed: a new screen stack, a new window size. Elsewhere
(another C library, another system) it does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from collections.abc import Callable
from functools import cache


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    trim: Callable[[int], int] | None = getattr(libc, "malloc_trim", None)
    return trim


def give_back_freed_memory() -> bool:
    """Return the heap's free memory to the system; whether the C library could."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
