"""A tutorial as data: its cards (`Step`), what each points at (`Highlight`) and the
whole (`Tutorial`), and the error a file that cannot be used raises (`TutorialError`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

from ..engine.game import GameRecordLike

FORMAT: Final = "axio-tutorial"
VERSION: Final = 1
LANGUAGES: Final = ("en", "de")
Moment = Literal["now", "turn", "end"]
MOMENTS: Final[tuple[Moment, ...]] = ("now", "turn", "end")
ANSWERS: Final = ("exchange", "keep")
LEARNER: Final = 0
"""The learner's seat (seat 1 is the opponent, who plays the record's decisions)."""
Cell = tuple[int, int]


class TutorialError(ValueError):
    """A tutorial file that cannot be used: the message names the file, the place in it
    (``steps[4].expect``) and what is wrong there."""

    def __init__(self, file: str, where: str, problem: str) -> None:
        super().__init__(f"{file}: {where}: {problem}")
        self.file = file
        self.where = where
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Highlight:
    """What a card points at: board cells (the record's coordinates), the learner's
    rack or hand, these seats' scoreboards, these colours' tracks on them."""

    cells: tuple[Cell, ...] = ()
    rack: bool = False
    scores: tuple[int, ...] = ()
    colours: str = ""


@dataclass(frozen=True, slots=True)
class Step:
    """One card. ``decision`` is the learner's decision it waits for (the game's own
    value, read from ``expect`` or ``answer``), None for a card closed with Next;
    ``targets`` the cells the expected tile covers."""

    texts: tuple[tuple[str, str], ...]
    at: Moment = "now"
    expect: Mapping[str, Any] | None = None
    answer: str | None = None
    decision: Any = None
    targets: tuple[Cell, ...] = ()
    highlight: Highlight = Highlight()

    def text(self, language: str) -> str:
        texts = dict(self.texts)
        return texts.get(language) or texts["en"]

    @property
    def waits(self) -> bool:
        """Whether the card waits for the learner's decision (else "Next" closes it)."""
        return self.decision is not None


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial: its record (seat 0 the learner) and its cards, in order."""

    game: str
    record: GameRecordLike
    """The game's checked record."""
    steps: tuple[Step, ...]

    @property
    def placements(self) -> int:
        """The learner's placements (bonus placements included)."""
        return sum(step.expect is not None for step in self.steps)
