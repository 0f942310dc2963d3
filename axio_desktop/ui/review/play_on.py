""""Play on from here": a new game from the position before a reviewed placement,
with the same seats and the rest of the deal as the record had it (the match is
rewound there: AXIO's later draws follow the record's while they fit).

A seat that an external program played (``cmd:...``), or a level this installation
lacks, is played on by a built-in bot (`STAND_IN`), and the player is told so in a
dialog; an
AXIO turn is cut at its start, so playing on from a bonus placement starts at the
turn's first placement, and the player is told that too."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...bots.external import COMMAND_PREFIX
from ...engine.errors import AxioError
from ...engine.game import AnyGame, GameRecordLike
from ...engine.players import PlayerInfo
from ...kits import find_kit
from ..core.wording import fault_text, level_name, program_name
from ..i18n import tr
from .board import ReviewBoard

if TYPE_CHECKING:
    from ..host import SceneHost

STAND_IN = "hard"
"""The built-in level that plays on for a seat whose bot this program cannot run."""


def seats_to_play_on(players: Sequence[PlayerInfo], levels: Mapping[str, object]
                     ) -> tuple[tuple[PlayerInfo, ...], list[str]]:
    """The record's seats as a new game can seat them, and a line for each seat
    whose bot was replaced."""
    stand_in = STAND_IN if STAND_IN in levels else list(levels)[-1]
    seats, notes = [], []
    for player in players:
        if player.kind == "bot" and player.level not in levels:
            level = player.level or ""
            was = (program_name(level.removeprefix(COMMAND_PREFIX))
                   if level.startswith(COMMAND_PREFIX) else level)
            seats.append(PlayerInfo(player.name, "bot", stand_in, player.extra))
            notes.append(tr("review.stand_in", name=player.name, was=was,
                            level=level_name(stand_in)))
        else:
            seats.append(player)
    return tuple(seats), notes


def play_on(host: SceneHost, game: AnyGame, board: ReviewBoard[Any], record: GameRecordLike,
            index: int) -> None:
    kit = find_kit(game.id)
    seats, notes = seats_to_play_on(record.players, kit.bots.levels)
    whole, entries, back = board.play_on(index, seats)
    try:
        match = kit.desktop.match_of(whole)
    except (ValueError, AxioError) as error:
        host.show_message(tr("review.play_on_failed"), html.escape(fault_text(error)))
        return
    match.rewind(entries)
    host.flow.start_game(match)
    if back:
        notes.insert(0, tr("review.turn_start", count=back))
    if notes:  # a dialog, not a toast: the new table's tip card would crowd a toast
        host.show_message(tr("review.play_on_title"),
                          "<br><br>".join(html.escape(note) for note in notes))
