"""Where a tutorial starts: which games have one (a file that does not pass its checks
is not offered, and the log says why), the learner's name, the one-time offer before a
first game, and starting it on the table."""

from __future__ import annotations

import logging
from functools import cache
from typing import TYPE_CHECKING

from ...engine.errors import AxioError
from ...kits import find_kit
from ...tutorials import Tutorial, TutorialError, load_tutorial
from ...userdata.statistics import Statistics
from ..i18n import tr
from .coach import TutorialCoach
from .script import tutorial_match

if TYPE_CHECKING:
    from ...userdata.settings import Settings
    from ..host import SceneHost
    from ..table.match import SeatPlan

_log = logging.getLogger(__name__)


@cache
def tutorial_of(game_id: str) -> Tutorial | None:
    """The game's tutorial, read and checked once; None when it has none or its file is
    wrong (logged)."""
    try:
        return load_tutorial(find_kit(game_id))
    except (TutorialError, AxioError) as error:
        _log.warning("the tutorial of %s is not offered: %s", game_id, error)
        return None


def learner_name(settings: Settings) -> str:
    """The name of the last game's first human seat, else the first seat's usual name
    (a name, not "You": the table and the results put names into sentences)."""
    for player in settings.last_players:
        if player.kind == "human":
            return player.name
    return tr("seat.default_name", number=1)


def start_tutorial(host: SceneHost, game_id: str) -> bool:
    """Start the game's tutorial on the table; False when it has none."""
    tutorial = tutorial_of(game_id)
    if tutorial is None:
        return False
    match = tutorial_match(tutorial, learner_name(host.settings))
    host.flow.start_game(match, TutorialCoach(host, tutorial, match))
    return True


def offer_due(host: SceneHost, game_id: str, seats: list[SeatPlan]) -> bool:
    """Whether starting this game should first offer its tutorial: someone plays at the
    screen, the game has a tutorial, it was never done nor turned down, and the game
    was never played."""
    settings = host.settings
    return (any(seat.kind == "human" for seat in seats)
            and game_id not in settings.tutorials_done
            and game_id not in settings.tutorial_offers_off
            and tutorial_of(game_id) is not None
            and Statistics.load(game=game_id).played == 0)
