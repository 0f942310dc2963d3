"""The tutorial's game: the record's deal at its start, the learner in seat 0 under
their own name, and in seat 1 an opponent that plays the record's decisions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.players import PlayerInfo
from ...kits import find_kit
from ...tutorials import Tutorial
from ..core.wording import level_name
from ..table.match import AnyMatch

LEARNER = 0
OPPONENT = 1


class ScriptedBot:
    """Plays, wherever the match stands, the decision the record made there. Its view
    is not read: the match itself says where the record stands."""

    name = "tutorial"

    def __init__(self, match: AnyMatch, record: Any) -> None:
        self.match = match
        self.record = record

    def choose(self, view: object) -> Any:
        return self.match.recorded(self.record)

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass

    def __deepcopy__(self, memo: dict[int, object]) -> ScriptedBot:
        # The table asks a copy of a bot; this one remembers nothing, and copying it
        # would copy the whole match.
        return self


def tutorial_match(tutorial: Tutorial, learner: str) -> AnyMatch:
    """The tutorial's game at its first decision, ``learner`` in seat 0."""
    match: AnyMatch = find_kit(tutorial.game).desktop.match_of(tutorial.record)
    match.rewind(0)
    opponent = match.players[OPPONENT]
    level = opponent.level or ""
    named = PlayerInfo(level_name(level), "bot", opponent.level)  # short: scoreboards are narrow
    match.players = (PlayerInfo(learner), named)
    replaced = match.bots.get(OPPONENT)
    if replaced is not None:
        replaced.close()
    match.bots[OPPONENT] = ScriptedBot(match, tutorial.record)
    return match
