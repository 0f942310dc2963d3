"""Freed memory goes back to the system when the program asks (glibc's malloc_trim)."""

from __future__ import annotations

import os
import sys

import pytest

from axio_desktop.ui.core.memory import give_back_freed_memory


def resident_mib() -> int:
    with open(f"/proc/{os.getpid()}/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator only")
def test_a_fragmented_heap_shrinks_when_the_freed_memory_is_given_back() -> None:
    blocks = [bytes(3000) for _ in range(60_000)]  # about 170 MiB from the C heap
    kept = blocks[::50]  # one block in fifty pins the heap's top
    del blocks
    before = resident_mib()
    assert give_back_freed_memory()
    after = resident_mib()
    assert len(kept) == 1200
    assert before - after > 100, (before, after)
