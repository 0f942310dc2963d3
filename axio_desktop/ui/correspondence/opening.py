"""Between My games and the table: a game opened at the online table at the position
it stands at, with its whole move list (or, once it is over, its results and review);
after the player's own move is confirmed, back to My games or on to the next game
waiting for them; and leaving the table back to My games."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ...userdata import saves_dir
from ...userdata.saved_games import RECORD_SUFFIX
from ..i18n import tr
from ..online.start import open_correspondence

if TYPE_CHECKING:
    from ..host import SceneHost
    from ..online.game import OnlineGame
    from .desk import GameRow

_log = logging.getLogger(__name__)


def open_game(host: SceneHost, row: GameRow, back: Callable[[], None]) -> None:
    """The game of ``row`` at the table (its results, if it is over), over the screen
    the player is at: a server that cannot be reached or refuses is told there.
    ``back`` shows My games again (after the player's move, or on leaving)."""
    server, game = row.server, row.game
    mine = game.players[game.seat] if game.seat is not None and game.seat < len(game.players) \
        else None
    if mine is not None and mine.gave_up is not None:  # the seat is a bot's: none to open
        host.show_toast(tr("corr.you_resigned") if mine.gave_up == "resigned"
                        else tr("corr.you_timed_out"))
        return
    online = open_correspondence(host, server.url, game.room, server.key, server.name)
    if game.finished:
        online.kept_before = record_kept(game.room)
        return
    host.correspondence.at_table = row.key
    online.after_move = partial(after_move, host, online, back)
    online.after_leaving = partial(left_table, host, back)


def after_move(host: SceneHost, online: OnlineGame, back: Callable[[], None]) -> None:
    """The player's move in ``online``'s game has been confirmed (and the table has
    shown it): the next game waiting for them if they asked for that and there is one,
    else My games."""
    here = (online.session.url, online.room)
    waiting = host.correspondence.next_waiting(after=here) \
        if host.settings.next_game_after_move else None
    host.correspondence.at_table = None
    back()
    if waiting is not None:
        open_game(host, waiting, back)


def left_table(host: SceneHost, back: Callable[[], None]) -> None:
    """The player left the table of a correspondence game: it waits in My games."""
    host.correspondence.at_table = None
    back()
    host.show_toast(tr("corr.stays"))


def record_kept(room: str) -> bool:
    """Whether the record of the online game ``room`` is kept among the saved games
    already (its end was shown here before: it is not kept or counted again)."""
    try:
        files = [path for path in saves_dir().glob(f"*{RECORD_SUFFIX}") if room in path.stem]
    except OSError:
        return False
    for path in files:
        try:
            meta = json.loads(path.read_text(encoding="utf-8")).get("meta")
        except (OSError, ValueError, AttributeError) as error:
            _log.info("%s is not read: %s", path, error)
            continue
        online = meta.get("online") if isinstance(meta, dict) else None
        if isinstance(online, dict) and online.get("room") == room:
            return True
    return False
