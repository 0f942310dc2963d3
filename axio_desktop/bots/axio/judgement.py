"""How much a seat's tracks are worth in AXIO and AXIO Hex, and what a placement adds.

Only the lowest colour decides, so a point is worth more the lower its track stands
(`track_values` is concave) and the lowest track earns a little extra on top; a track
that reaches 18 earns a bonus placement, worth about what a placement scores.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.tracks import TrackRule

LOWEST_WEIGHT = 6.0
"""Extra worth of each point of the lowest track."""

BONUS_PLACEMENT = 12.0
"""Worth of an AXIO! bonus placement (what a good placement brings), in value units."""


def track_values(track: TrackRule) -> tuple[float, ...]:
    """Worth of one track at 0..top: each point adds one less than the one before."""
    top = track.top
    return tuple((top + 0.5) * t - 0.5 * t * t for t in range(top + 1))


def gain_value(track: TrackRule, values: Sequence[float], tracks: Sequence[int],
               gains: Sequence[int], lowest_weight: float = LOWEST_WEIGHT,
               bonus: bool = True) -> float:
    """What ``gains`` (points per colour, before the cap) add to ``tracks``: the
    concave worth of each track, the lowest track's extra, and a bonus placement for
    every track reaching the cap (not solo)."""
    total = 0.0
    after = list(tracks)
    for index, gain in enumerate(gains):
        if gain:
            before = tracks[index]
            now = track.add(before, gain)
            after[index] = now
            total += values[now] - values[before]
            if bonus and track.second_cap is None and track.reached_cap(before, now):
                total += BONUS_PLACEMENT
    return total + lowest_weight * (min(after) - min(tracks))
