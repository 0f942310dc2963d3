"""Memoised drawings, bounded by the bytes of their pixels rather than by their number.

A cache that keeps a fixed number of rendered surfaces grows with their size: a tile
face drawn 180 pixels wide weighs 40 times one drawn 28 wide. `surface_cache` keeps
the most recently used results of a drawing function while their pixels fit a budget
in bytes and forgets the least recently used beyond it. It serves the frame loop's
thread only.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import update_wrapper
from typing import Generic, ParamSpec, TypeVar

import pygame

P = ParamSpec("P")
R = TypeVar("R")

MIB = 1024 * 1024
_KEYWORDS = object()
"""Separates the positional arguments from the keyword ones in a key."""


@dataclass(frozen=True, slots=True)
class CacheInfo:
    hits: int
    misses: int
    entries: int
    bytes: int
    max_bytes: int


def pixel_bytes(value: object) -> int:
    """The bytes of pixels ``value`` holds: a surface's, or the surfaces' in a tuple
    (anything else weighs nothing)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, tuple):
        return sum(pixel_bytes(item) for item in value)
    return 0


class SurfaceCache(Generic[P, R]):
    """``function`` memoised by its arguments, holding at most ``max_bytes`` of pixels
    (but always the latest result, however large)."""

    def __init__(self, function: Callable[P, R], max_bytes: int) -> None:
        if max_bytes <= 0:
            raise ValueError(f"a surface cache for {function.__qualname__} needs a "
                             f"budget above 0 bytes, not {max_bytes}")
        self._function = function
        self.max_bytes = max_bytes
        self._entries: OrderedDict[Hashable, tuple[R, int]] = OrderedDict()
        self._bytes = 0
        self._hits = 0
        self._misses = 0
        update_wrapper(self, function)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (*args, _KEYWORDS, *sorted(kwargs.items())) if kwargs else args
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
            self._hits += 1
            return found[0]
        self._misses += 1
        value = self._function(*args, **kwargs)
        weight = pixel_bytes(value)
        self._entries[key] = (value, weight)
        self._bytes += weight
        while self._bytes > self.max_bytes and len(self._entries) > 1:
            _, (_, freed) = self._entries.popitem(last=False)
            self._bytes -= freed
        return value

    def cache_clear(self) -> None:
        self._entries.clear()
        self._bytes = 0
        self._hits = 0
        self._misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self._hits, self._misses, len(self._entries), self._bytes,
                         self.max_bytes)


def surface_cache(max_bytes: int) -> Callable[[Callable[P, R]], SurfaceCache[P, R]]:
    """Decorate a function that draws surfaces: its results are kept while their pixels
    fit ``max_bytes``, the least recently used forgotten first."""

    def decorate(function: Callable[P, R]) -> SurfaceCache[P, R]:
        return SurfaceCache(function, max_bytes)

    return decorate
