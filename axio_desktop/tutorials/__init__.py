"""Tutorials as data: one JSON file per game in this folder (``<game id>.json``), a
finished record of that game and the cards that walk a learner through it.

`load_tutorial` reads a game's file and checks all of it with the engine and the
game's bot wire alone (no table, no pygame): the shape of every step (`checks`), the
record (read by the game's own reader, finished, won by seat 0 on the lowest colour),
and that the steps that wait for the learner ask for exactly seat 0's decisions in
the record, in order (`script`, read from the record's walk). A file that fails says
which file and which step or key is wrong (`TutorialError`); a game without a file
has no tutorial. The tutorial itself is plain data (`model`).
"""

from __future__ import annotations

import json
from importlib import resources
from importlib.resources.abc import Traversable

from .checks import TaughtGame, read_tutorial
from .model import Highlight, Step, Tutorial, TutorialError

__all__ = [
    "Highlight",
    "Step",
    "TaughtGame",
    "Tutorial",
    "TutorialError",
    "load_tutorial",
    "read_tutorial",
    "tutorial_folder",
]


def tutorial_folder() -> Traversable:
    """Where the built-in tutorials are (inside the package)."""
    return resources.files(__name__)


def load_tutorial(taught: TaughtGame, folder: Traversable | None = None) -> Tutorial | None:
    """The tutorial of ``taught``'s game (a registered game's kit) from ``folder`` (the
    package's own by default), None when the game has none; raises `TutorialError`."""
    game_id = taught.game.id
    path = (folder or tutorial_folder()).joinpath(f"{game_id}.json")
    if not path.is_file():
        return None
    name = f"tutorials/{game_id}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TutorialError(name, "file", f"not readable JSON ({error})") from None
    return read_tutorial(data, taught, name)
