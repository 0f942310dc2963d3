"""What the player reads about a correspondence game, in their language: the time
per move, the time left, how long ago the last move was, whose turn it is, and the
notification of a turn."""

from __future__ import annotations

from urllib.parse import urlsplit

from ...kits import find_kit
from ...net.player_frames import ListedPlayer, Listing
from ..core.wording import level_name
from ..i18n import tr
from .desk import GameRow

HOUR = 3600.0
DAY = 24 * HOUR
DAYS = ("corr.days_one", "corr.days_many")
HOURS = ("corr.hours_one", "corr.hours_many")
MINUTES = ("corr.minutes_one", "corr.minutes_many")
PER_MOVE = ("corr.per_move_one", "corr.per_move_many")
WAITING_FOR = ("corr.waiting_for_one", "corr.waiting_for_many")
DAYS_AGO = ("corr.days_ago_one", "corr.days_ago_many")
HOURS_AGO = ("corr.hours_ago_one", "corr.hours_ago_many")
MINUTES_AGO = ("corr.minutes_ago_one", "corr.minutes_ago_many")
"""The words for one and for more of each."""


def _count(keys: tuple[str, str], count: int) -> str:
    """``count`` of something, worded by the first key for one, the second for more."""
    return tr(keys[0] if count == 1 else keys[1], count=count)


def span_text(seconds: float) -> str:
    """A span of time in its two largest units, the smaller cut off: "2 days 23 hours",
    "5 hours", "12 minutes" (under a minute: "1 minute")."""
    seconds = max(0.0, seconds)
    if seconds >= DAY:
        days, hours = int(seconds // DAY), int(seconds % DAY // HOUR)
        if not hours:
            return _count(DAYS, days)
        return tr("corr.days_hours", days=_count(DAYS, days), hours=_count(HOURS, hours))
    if seconds >= HOUR:
        return _count(HOURS, int(seconds // HOUR))
    return _count(MINUTES, max(1, int(seconds // 60)))


def pace_text(days: int | None) -> str:
    """The time per move: "3 days per move", or "No time limit"."""
    return tr("corr.no_limit") if days is None else _count(PER_MOVE, days)


def time_left_text(game: Listing, now: float) -> str | None:
    """How long the player to move has: "3 days to move"; "Time ran out" once the
    deadline has passed; None without a deadline (no time limit, a bot to move, or the
    game over)."""
    if game.deadline is None or game.finished:
        return None
    left = game.deadline - now
    return tr("corr.time_ran_out") if left <= 0 else tr("corr.to_move", time=span_text(left))


def since_text(moved_at: float, now: float) -> str:
    """When the last move was made, in its largest unit: "2 hours ago" (its own words:
    German says "vor 2 Tagen", not the "2 Tage" of a span)."""
    seconds = max(0.0, now - moved_at)
    if seconds >= DAY:
        return _count(DAYS_AGO, int(seconds // DAY))
    if seconds >= HOUR:
        return _count(HOURS_AGO, int(seconds // HOUR))
    return _count(MINUTES_AGO, max(1, int(seconds // 60)))


def player_text(player: ListedPlayer) -> str:
    """A seat as the list names it: "Ben (1034)", "Greedy (bot)", "a free seat"."""
    if player.name is None:
        return tr("corr.free_seat")
    if player.kind == "bot":
        return tr("corr.bot_seat", name=level_name(player.level or ""))
    if player.rating is None:
        return player.name
    return tr("corr.rated", name=player.name, rating=player.rating)


def turn_text(game: Listing) -> str:
    """Whose turn it is: "Your turn", "Ben to move", "Waiting for 1 player", "Over"."""
    if game.finished:
        return tr("corr.over")
    if game.free:
        return _count(WAITING_FOR, game.free)
    if game.your_turn:
        return tr("corr.your_turn")
    if game.to_move is None or game.to_move >= len(game.players):
        return ""
    mover = game.players[game.to_move]
    if mover.kind == "bot":
        return tr("corr.bot_to_move", name=level_name(mover.level or ""))
    return tr("corr.to_move_name", name=mover.name or "?")


def server_name(url: str) -> str:
    """A server as the player knows it: its host name (and a port that is not the
    usual one)."""
    parts = urlsplit(url)
    host = parts.hostname or url
    return host if parts.port in (None, 7787, 443, 80) else f"{host}:{parts.port}"


def opponents_text(game: Listing) -> str:
    names = [player_text(player) for seat, player in enumerate(game.players)
             if seat != game.seat]
    return ", ".join(names)


def turn_notice(row: GameRow) -> tuple[str, str]:
    """The notification of a turn: its title and its line."""
    game = row.game
    title = tr("corr.notice_title", game=find_kit(game.game).game.title)
    body = tr("corr.notice_body", number=game.number, players=opponents_text(game),
              server=server_name(row.server.url))
    return title, body
