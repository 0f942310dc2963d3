"""Each game's rules screen as data: the rules text's name in ``ui/i18n`` and its drawn
examples (kept apart from `games`, which reaches the table and its menus, so that
those menus can open the rules)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from ..engine.axio import RULESETS
from .axio.rules_examples import axio_examples
from .rota.rules_examples import rota_examples
from .screens.rules_example import Example


@dataclass(frozen=True)
class RulesBook:
    text_name: str
    """The rules text is ``<text_name>_<language>.md``."""
    examples: Callable[[], tuple[Example, ...]]
    """The drawn examples, in the player's language."""


RULES_BOOKS: dict[str, RulesBook] = {
    "rota": RulesBook("rules", rota_examples),
    **{game: RulesBook(f"rules_{game}", partial(axio_examples, rules))
       for game, rules in RULESETS.items()},
}
