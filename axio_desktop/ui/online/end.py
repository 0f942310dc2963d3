"""The end of an online game at this screen: the results from the host's whole record
(the `end` message's, which may show everything now), that record kept in the saves
folder marked as an online game (its ``meta``: ``{"online": {"room": ..., "seat":
...}}``), the game counted in the statistics as an online game (a correspondence
game as one of those), and the kept seat
forgotten. The review opens from the results, as for any game: the record has it all.
"""

from __future__ import annotations

import datetime
import html
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...engine import AxioError
from ...engine.game import GameRecordLike
from ...kits import find_kit
from ...userdata import SaveError, Statistics, saves_dir
from ..core.wording import fault_text, save_error_text
from ..i18n import tr
from ..screens.results_scene import ResultsScene
from ..screens.save_scene import save_file_name

if TYPE_CHECKING:
    from ..host import SceneHost
    from ..table.match import AnyMatch
    from .game import OnlineGame

_log = logging.getLogger(__name__)


def show_results(host: SceneHost, online: OnlineGame, shown: AnyMatch | None) -> None:
    """On to the results of the game the table followed (``shown``; None when the game
    ended before this seat came back): the host's record of it when it sent one (else
    what the table saw), kept and counted."""
    kit = find_kit(online.game_id)
    final = shown
    if online.ended is not None:
        record = _read(host, online, online.ended.record)
        if record is not None:
            final = kit.desktop.match_of(record)
            if not online.kept_before:
                _keep(host, record, online.room)
            if (shown is not None and shown.state.finished
                    and shown.state.all_scores() != final.state.all_scores()):
                host.show_message(tr("online.fault_title"), tr("online.record_differs"))
    else:
        host.show_toast(tr("online.no_record"))
    if shown is not None:
        shown.close()
    host.set_caption(None)
    outcome = final.state.outcome() if final is not None else None
    if final is None or outcome is None:  # ended unseen, and its record could not be read
        host.flow.to_menu()
        return
    if not online.kept_before:  # a finished game opened again from My games counts once
        statistics = Statistics.load(game=final.game_id)
        statistics.record_game(final.players, outcome, online_seat=online.seat,
                               correspondence=online.correspondence)
        try:
            statistics.save()
        except SaveError as error:
            host.show_toast(save_error_text(error))
    online.forget()
    host.scenes.replace(ResultsScene(host, final, again=False))


def _read(host: SceneHost, online: OnlineGame, document: dict[str, Any]) -> GameRecordLike | None:
    """The host's record, marked as an online game and checked by the engine."""
    meta = document.get("meta")
    marked = {**document, "meta": {**(meta if isinstance(meta, dict) else {}),
                                   "online": {"room": online.room, "seat": online.seat}}}
    try:
        return find_kit(online.game_id).game.read_record(marked)
    except AxioError as error:
        _log.warning("room %s: the host's record is not a record: %s", online.room, error)
        host.show_message(tr("online.fault_title"),
                          tr("online.bad_record", fault=html.escape(fault_text(error))))
        return None


def _keep(host: SceneHost, record: GameRecordLike, room: str) -> Path | None:
    """Save the record among the saved games, named by its date and room (Load game
    lists its players and result, and the review opens it)."""
    stamp = datetime.datetime.now().strftime("%Y-%m-%d %H-%M")
    target = saves_dir() / save_file_name(tr("online.record_name", room=room, date=stamp))
    try:
        record.save(target, keep_backup=True)
    except OSError as error:
        host.show_toast(tr("online.record_not_kept", error=str(error)))
        return None
    host.show_toast(tr("online.record_kept", name=target.stem))
    return target
