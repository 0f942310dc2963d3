"""What changes on the table by itself and knows no rules: the messages of the message
strip (AXIO!, a refusal, a hint, each for its time), the score markers gliding toward
the scores, and short effects (a tile settling into its cell, points rising, pyramids
put down, drawn tiles sliding into the rack), each shown for its time. A click or a
key finishes every motion at once; a message stays its time (it covers nothing)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.scoreboard import glide
from ..core.theme import Rgb

BANNER_ENTRY = 0.18
"""Seconds a message takes to fade in."""
TURN_SECONDS = 0.1
"""A held tile turns into its new way over this time."""
MOVING = frozenset({"turn", "drawn", "landing", "pyramids"})
"""The effects that only move something: none of them with less motion."""


@dataclass(slots=True)
class Banner:
    """A message in the message strip for ``left`` more seconds."""

    title: str
    detail: str
    colour: Rgb
    left: float
    age: float = 0.0
    """Seconds it has been up (it fades in during the first `BANNER_ENTRY`)."""


@dataclass(slots=True)
class Effect:
    """Something shown for ``seconds`` after an event; ``value`` is what it shows."""

    value: Any
    seconds: float
    age: float = 0.0

    @property
    def share(self) -> float:
        """How far along it is, 0 to 1."""
        return min(1.0, self.age / self.seconds) if self.seconds > 0 else 1.0


class Motion:
    """The banners, the markers as shown, the running effects and the table's clock."""

    def __init__(self, scores: Sequence[Sequence[int]],
                 less: Callable[[], bool] = lambda: False) -> None:
        self.banners: list[Banner] = []
        self.shown = [tuple(float(value) for value in seat) for seat in scores]
        """Marker positions right now (they trail the scores while they glide)."""
        self.effects: dict[str, Effect] = {}
        self.clock = 0.0
        """Seconds the table has run (drives the small idle animations)."""
        self._less = less

    def banner(self, title: str, detail: str, colour: Rgb, seconds: float) -> None:
        """Show a banner (one with the same title goes first)."""
        self.banners = [banner for banner in self.banners if banner.title != title]
        self.banners.append(Banner(title, detail, colour, seconds))

    @property
    def reduced(self) -> bool:
        """Less motion (the player's setting, read as it is now): nothing moves by
        itself but the clock; the markers jump to the scores."""
        return self._less()

    def message(self) -> Banner | None:
        """The newest message, shown in the strip while it is up."""
        return self.banners[-1] if self.banners else None

    def start(self, name: str, value: Any, seconds: float) -> None:
        """Show the effect ``name`` (replacing the one running under that name); with
        less motion, not an effect that only moves something."""
        if self.reduced and name in MOVING:
            self.effects.pop(name, None)
            return
        self.effects[name] = Effect(value, seconds)

    def effect(self, name: str) -> Effect | None:
        return self.effects.get(name)

    def turned(self, degrees: float) -> None:
        """The held tile turned by ``degrees`` (clockwise on screen): it turns into its
        new way over `TURN_SECONDS` (a quick second turn adds to what is left)."""
        left = self.turning()
        self.start("turn", degrees + left, TURN_SECONDS)

    def turning(self) -> float:
        """The degrees the held tile is still short of the way it lies (clockwise)."""
        turn = self.effects.get("turn")
        return 0.0 if turn is None else turn.value * (1 - turn.share)

    def update(self, dt: float, scores: Sequence[Sequence[int]]) -> None:
        self.clock += dt
        if self.reduced:
            self.shown = [tuple(float(value) for value in seat) for seat in scores]
        else:
            self.shown = [glide(shown, goal, dt) for shown, goal in zip(self.shown, scores)]
        for banner in self.banners:
            banner.left -= dt
            banner.age += dt
        self.banners = [banner for banner in self.banners if banner.left > 0]
        for effect in self.effects.values():
            effect.age += dt
        self.effects = {name: effect for name, effect in self.effects.items()
                        if effect.age < effect.seconds}

    def finish(self, scores: Sequence[Sequence[int]]) -> None:
        """Every motion reaches its end at once (a click, a key); the messages stay."""
        self.effects = {}
        self.shown = [tuple(float(value) for value in seat) for seat in scores]

    def clear(self) -> None:
        """Forget the banners and effects (the position they belonged to is gone)."""
        self.banners = []
        self.effects = {}

    def moving(self, scores: Sequence[Sequence[int]]) -> bool:
        """Whether anything is still under way (the frame must be drawn)."""
        return bool(self.banners or self.effects) or any(
            shown != tuple(goal) for shown, goal in zip(self.shown, scores))
