"""Memoised drawings, bounded by the bytes of their pixels rather than by their number.

A cache that keeps a fixed number of rendered surfaces grows with their size: a tile
face drawn 180 pixels wide weighs 40 times one drawn 28 wide. `surface_cache` keeps
the most recently used results of a drawing function while their pixels fit a budget
in bytes and forgets the least recently used beyond it. It serves the frame loop's
thread only.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import update_wrapper
from typing import ParamSpec, Protocol, TypeVar, cast

import pygame

P = ParamSpec("P")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)

MIB = 1024 * 1024
_KEYWORDS = object()
"""Separates the positional arguments from the keyword ones in a key."""


@dataclass(frozen=True, slots=True)
class CacheInfo:
    entries: int
    bytes: int
    max_bytes: int


class CachedDrawing(Protocol[P, R_co]):
    """A drawing function whose results `surface_cache` keeps."""

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R_co: ...

    def cache_clear(self) -> None: ...

    def cache_info(self) -> CacheInfo: ...


def pixel_bytes(value: object) -> int:
    """The bytes of pixels ``value`` holds: a surface's, or the surfaces' in a tuple
    (anything else weighs nothing)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, tuple):
        return sum(pixel_bytes(item) for item in value)
    return 0


def surface_cache(max_bytes: int) -> Callable[[Callable[P, R]], CachedDrawing[P, R]]:
    """Decorate a function that draws surfaces: its results are kept while their pixels
    fit ``max_bytes``, the least recently used forgotten first (the latest result is
    kept however large it is)."""

    def decorate(function: Callable[P, R]) -> CachedDrawing[P, R]:
        if max_bytes <= 0:
            raise ValueError(f"a surface cache for {function.__qualname__} needs a "
                             f"budget above 0 bytes, not {max_bytes}")
        entries: dict[Hashable, tuple[R, int]] = {}
        """Result and weight by arguments, least recently used first."""
        held = 0

        # A closure, not an object with __call__: a hit costs little more than one of
        # functools.lru_cache, and the frames call these a few hundred times each.
        def cached(*args: P.args, **kwargs: P.kwargs) -> R:
            nonlocal held
            key = (*args, _KEYWORDS, *sorted(kwargs.items())) if kwargs else args
            if key in entries:
                entry = entries[key] = entries.pop(key)
                return entry[0]
            value = function(*args, **kwargs)
            weight = pixel_bytes(value)
            entries[key] = (value, weight)
            held += weight
            while held > max_bytes and len(entries) > 1:
                held -= entries.pop(next(iter(entries)))[1]
            return value

        def cache_clear() -> None:
            nonlocal held
            entries.clear()
            held = 0

        def cache_info() -> CacheInfo:
            return CacheInfo(len(entries), held, max_bytes)

        update_wrapper(cached, function)
        vars(cached).update(cache_clear=cache_clear, cache_info=cache_info)
        return cast("CachedDrawing[P, R]", cached)

    return decorate
