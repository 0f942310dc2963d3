"""Colour tracks with a cap, shared by every game of the family.

A track adds points up to its cap; points beyond are lost. Solo AXIO and AXIO Hex
have a second scoreboard: once a track has stood at the cap, later points count on
from there up to ``second_cap``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TrackRule:
    """How points reach a track: ``cap`` ends the first scoreboard (AXIO! when a
    track reaches it); ``second_cap`` is where a second scoreboard ends, or None."""

    cap: int
    second_cap: int | None = None

    def add(self, before: int, gain: int) -> int:
        """The track after adding ``gain`` points to ``before`` (what passes a limit is lost)."""
        limit = self.cap if before < self.cap or self.second_cap is None else self.second_cap
        return min(limit, before + gain)

    def reached_cap(self, before: int, after: int) -> bool:
        """Whether a track that went from ``before`` to ``after`` reached the cap just now."""
        return before < self.cap <= after

    @property
    def top(self) -> int:
        """The highest a track can stand."""
        return self.cap if self.second_cap is None else self.second_cap
