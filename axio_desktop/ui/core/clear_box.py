"""A clear place for a box on a busy screen: the tip card, a toast, a coach's card.

One search (`least_covering`; `clear_place` for a box that has a clear place or none):
the places to try, best first, and what the box must keep clear of, the most important
first, are the caller's; the places come from a few rules (`corners`, `along`,
`nearest`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

import pygame

Box = tuple[int, int, int, int]
"""A rectangle as a tuple (x, y, width, height), so that it can key a cache."""


def box_of(rect: pygame.Rect) -> Box:
    return (rect.x, rect.y, rect.width, rect.height)


def clear_place(places: Iterable[pygame.Rect], keep_off: Sequence[pygame.Rect],
                rather_not: Sequence[pygame.Rect] = (), room: tuple[int, int] = (8, 8)
                ) -> pygame.Rect | None:
    """The first of ``places`` that, grown by ``room``, covers nothing of ``keep_off``
    and nothing of ``rather_not``; else, of those clear of ``keep_off``, the one that
    covers the least of ``rather_not``; None when none is clear of ``keep_off``."""
    best = least_covering(places, (keep_off, rather_not), room)
    return best[0] if best is not None and best[1][0] == 0 else None


def least_covering(places: Iterable[pygame.Rect], tiers: Sequence[Sequence[pygame.Rect]],
                   room: tuple[int, int] = (8, 8)
                   ) -> tuple[pygame.Rect, tuple[int, ...]] | None:
    """The first of ``places`` that, grown by ``room``, covers the least area of the
    first of ``tiers``, then of the second, and so on (what to keep clear of, the most
    important first; the search stops at a place that covers nothing), with the area it
    covers of each; None when there are no places."""
    best: tuple[tuple[int, ...], pygame.Rect] | None = None
    for place in places:
        grown = place.inflate(room)
        cost = tuple(covered(grown, rects) for rects in tiers)
        if best is None or cost < best[0]:
            best = (cost, place)
            if not any(cost):
                break
    return None if best is None else (best[1], best[0])


def covered(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """How much of ``rects`` ``box`` covers, in square pixels (overlaps counted twice)."""
    overlaps = (box.clip(rects[index]) for index in box.collidelistall(rects))
    return sum(overlap.width * overlap.height for overlap in overlaps)


def corners(area: pygame.Rect, size: tuple[int, int], margin: int) -> Iterator[pygame.Rect]:
    """A box of ``size`` in each corner of ``area`` (``margin`` inside it): top right,
    top left, bottom right, bottom left."""
    inside = area.inflate(-2 * margin, -2 * margin)
    for corner in ("topright", "topleft", "bottomright", "bottomleft"):
        box = pygame.Rect((0, 0), size)
        setattr(box, corner, getattr(inside, corner))
        yield box


def along(area: pygame.Rect, size: tuple[int, int], ys: Iterable[int], *, margin: int,
          step: int) -> Iterator[pygame.Rect]:
    """Boxes of ``size`` with their tops at each of ``ys`` in turn, ``step`` apart across
    ``area`` (``margin`` inside its sides), nearest its middle first."""
    width = size[0]
    lefts = sorted(range(area.left + margin, area.right - margin - width + 1, step),
                   key=lambda left: abs(left + width // 2 - area.centerx))
    for y in ys:
        for left in lefts:
            yield pygame.Rect((left, y), size)


def nearest(home: pygame.Rect, area: pygame.Rect, *, room: tuple[int, int], margin: int,
            step: int) -> Iterator[pygame.Rect]:
    """``home``, then boxes of its size moved by steps of ``step`` across and down, whole
    inside ``area`` (``margin`` inside its edges) once grown by ``room``, nearest
    ``home`` first (moving up or down counts double: a notice low on the screen is
    looked for there)."""
    yield home
    for dx, dy in _moves(box_of(home), box_of(area.inflate(-2 * margin, -2 * margin)),
                         room, step):
        yield home.move(dx, dy)


@lru_cache(maxsize=16)
def _moves(home: Box, area: Box, room: tuple[int, int], step: int
           ) -> tuple[tuple[int, int], ...]:
    start, inside = pygame.Rect(home), pygame.Rect(area)
    reach = start.union(inside)
    offsets = [
        (dx, dy)
        for dy in range(-reach.height, reach.height + 1, step)
        for dx in range(-reach.width, reach.width + 1, step)
        if inside.contains(start.move(dx, dy).inflate(room))
    ]
    offsets.sort(key=lambda offset: offset[0] ** 2 + 4 * offset[1] ** 2)
    return tuple(offsets)
