"""A correspondence game at the table: its deadline (as the player's list of games on
that server last told it, `CorrespondenceDesk.row`), the seats whose time ran out and
that the player may claim, whether the player has resigned, and the words the table's
top bar and scoreboard say of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...net.player_frames import Listing
from ..core.wording import level_name
from ..correspondence.words import span_text, time_left_text
from ..i18n import tr
from .game import OnlineGame

if TYPE_CHECKING:
    from ..host import SceneHost

SUCCESSOR = "greedy"
"""The built-in level a server hands a resigned or claimed seat to (docs/network.md)."""


def listing(host: SceneHost, online: OnlineGame) -> Listing | None:
    """What the server last said of the game in the player's list (None: not heard)."""
    if not online.correspondence:
        return None
    row = host.correspondence.row(online.session.url, online.room)
    return row.game if row is not None and not row.game.finished else None


def claimable(host: SceneHost, online: OnlineGame) -> list[int]:
    """The seats the player may hand to the server's bot now: another person's seat to
    move whose deadline has passed (by the player's clock; the server judges by its own
    and says so if it differs)."""
    game = listing(host, online)
    if game is None or online.connection.state != "connected" or resigned(online):
        return []
    seat = game.to_move
    if (seat is None or seat == online.seat or game.deadline is None
            or game.deadline > host.correspondence.clock() or seat >= len(online.players)
            or online.players[seat].kind != "human"):
        return []
    return [seat]


def resigned(online: OnlineGame) -> bool:
    """Whether the player's own seat has gone to a bot (they resigned, or ran out of
    time and were claimed)."""
    seat = online.seat
    return (online.correspondence and seat is not None and seat < len(online.players)
            and online.players[seat].kind == "bot")


def successor_name() -> str:
    return level_name(SUCCESSOR)


def status_text(host: SceneHost, online: OnlineGame, name: str, mover: int | None) -> str | None:
    """The top bar's line of a correspondence game, when it says more than a real-time
    game's: another's time ran out (a claim is offered); how long the player to move
    (``name``) has."""
    if claimable(host, online):
        return tr("online.claim_status", name=name)
    game = listing(host, online)
    if game is None or mover is None or mover == online.seat or game.deadline is None:
        return None
    left = game.deadline - host.correspondence.clock()
    return tr("online.mover_time", name=name, time=span_text(left))


def own_time_text(host: SceneHost, online: OnlineGame) -> str | None:
    """The player's own time to move ("3 days to move"), while it is their turn."""
    game = listing(host, online)
    if game is None or game.to_move != online.seat:
        return None
    return time_left_text(game, host.correspondence.clock())
