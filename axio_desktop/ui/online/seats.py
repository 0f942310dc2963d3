"""The seats afar of an online game at the table (`table.afar.Afar`): the table plays
on a shadow of the host's game (`engine.shadow`), and this moves it on as the host
shows the game.

Each `Updated` the host sends, after a decision, is played at the table in turn: the
shadow is made ready for the decision (`Game.shadow_hold`: the mover holds the tile it
placed, the seat's own draw lies in the bag), the table plays it as it plays a bot's
(its tile flies in), and the shadow is then checked against the host's view for the
seat, key by key. A snapshot (a rejoin: the game as it stands) changes nothing when the
shadow already shows it (when the seat's own answer counted just before a drop, the
session tells it as an update with that decision, played as any other); otherwise the
shadow is made anew from the view, its history the snapshot's (or the one kept). Where the host shows what does not follow, that is said plainly and
the shadow is made anew from the host's view.
"""

from __future__ import annotations

import html
import logging
from typing import TYPE_CHECKING, Any

from ...engine import ShadowError
from ...engine.players import PlayerInfo
from ...engine.shadow import check_shadow
from ...kits import AnyKit, find_kit
from ...net.host_messages import Players
from ...net.session_events import Played, Updated
from ..core.net_wording import refusal_text
from ..core.wording import level_name
from ..i18n import tr
from ..table.afar import MenuTable, SeatMark
from ..table.match import AnyMatch
from . import deadlines
from .end import show_results
from .game import OnlineGame
from .pause import OnlinePauseScene
from .words import connection_text, seconds_text

if TYPE_CHECKING:
    from ..host import SceneHost

SENDING_SHOWN_AFTER = 0.3
"""Seconds a decision is with the host before the top bar says it is being sent."""
FRESH_SECONDS = 0.2
"""What was heard this long ago is still being drawn."""
AFTER_MOVE_SECONDS = 1.2
"""How long a correspondence game stays at the table after the player's own move was
confirmed (and its animations have ended), so that the player sees the tile land."""

_log = logging.getLogger(__name__)


def player_infos(players: Players) -> tuple[PlayerInfo, ...]:
    """The seats as the table names them (a bot of the host with its level)."""
    return tuple(PlayerInfo(player.name or "?", "bot" if player.kind == "bot" else "human",
                            player.level if player.kind == "bot" else None)
                 for player in players)


def shadow_at(kit: AnyKit, view: Any, version: int, history: tuple[Played, ...] | None,
              known: Any) -> Any:
    """A shadow of the host's game as ``view`` shows it at ``version``: its history the
    snapshot's ``history`` when that lists every decision and plays, else ``known``'s
    (the game as followed here; None: nothing)."""
    game = kit.game
    if history is not None and len(history) == version:
        try:
            known = game.shadow_replay(view, [(decided.seat, decided.move)
                                              for decided in history])
        except ShadowError as error:
            _log.warning("the host's history does not play here: %s", error)
    return game.shadow_of(view, known)


class OnlineSeats:
    """The seats of ``match`` played at other computers, through ``online``'s host; the
    shadow stands at the host's ``version``."""

    def __init__(self, host: SceneHost, online: OnlineGame, match: AnyMatch, version: int) -> None:
        self.host = host
        self.online = online
        self.match = match
        self.kit = find_kit(match.game_id)
        self.version = version
        self.holding: Updated | None = None
        """The update whose decision the table is playing (`told`, then `played`)."""
        self.sent: Any = None
        """The decision of the player at the screen, with the host until confirmed (what
        the top bar says; the seat's state machine, `net.seat_state`, keeps the answer
        itself, and tells a snapshot after a drop that it counted as an update with
        the decision)."""
        self.sent_at = 0.0
        self.made_anew = False
        """The shadow was made anew where the table could not see it (`catch_up` says so)."""
        self.over_unseen = False
        """The game ended while this seat was away: the results come from the record."""
        self.told_lost = False
        """Whether the player was told that the connection is lost for good."""
        self.moved_at: float | None = None
        """When the host confirmed the player's own move in a game that goes on after it
        (`OnlineGame.after_move`: a correspondence game), `AFTER_MOVE_SECONDS` later."""

    @property
    def seat(self) -> int:
        seat = self.online.seat
        assert seat is not None, "a table is only laid once the host has welcomed the seat"
        return seat

    # Hearing ----------------------------------------------------------------------------

    def plays(self, seat: int) -> bool:
        return seat != self.online.seat

    def poll(self) -> None:
        online = self.online
        if online.poll():
            self.match.players = player_infos(online.players)
        if deadlines.resigned(online):  # a seat's view is all this table can follow
            self.gave_up()
            return
        while online.said:
            told = online.said.popleft()
            self.host.show_toast(refusal_text(told.code, told.message, online.room))
        connection = online.connection
        if (connection.over and connection.state not in ("ended", "left") and not self.told_lost
                and online.ended is None):
            self.told_lost = True  # the table stays as it was; Leave goes back to the menu
            words = connection_text(connection, online.clock(), online.session.url, online.room)
            self.host.show_message(tr("online.lost_title"),
                                   html.escape(tr("online.lost_kept", words=words)))

    def _shown_moved(self) -> bool:
        """Whether the table has shown the player's confirmed move long enough: the
        pause has passed, nothing on it moves any more, and it is not covered."""
        from ..table.scene import TableScene

        assert self.moved_at is not None
        table = self.host.scenes.top
        return (self.online.clock() - self.moved_at >= AFTER_MOVE_SECONDS
                and not self.online.updates
                and isinstance(table, TableScene) and table.match is self.match
                and not table.motion.moving(table.state.all_scores()))

    def _after_move(self) -> None:
        """Back to My games (or on to the next game waiting) after the player's move,
        unless the game has come back to them meanwhile (a bot moved in between)."""
        self.moved_at = None
        if self.match.state.to_move == self.seat:
            return
        going = self.online.after_move
        assert going is not None
        self.leave()
        self.match.close()
        going()

    def catch_up(self) -> bool:
        if self.moved_at is not None and self._shown_moved():
            self._after_move()  # between decisions, nothing in flight: the table may go
            return False
        made_anew, self.made_anew = self.made_anew, False
        updates = self.online.updates
        while updates and updates[0].last is None:
            snapshot = updates.popleft()
            if snapshot.view.to_move is None:
                self.version, self.over_unseen = snapshot.version, True
            elif snapshot.version == self.version and self._agrees(snapshot.view_json):
                continue
            else:
                self._make_anew(snapshot.view, snapshot.version, snapshot.history)
                made_anew = True
        if self.over_unseen and not updates and self.ended:
            self.results()
            return False
        asked = self.online.asked
        if (not updates and asked is not None and asked.version == self.version
                and self._asked_otherwise(asked.view)):
            self._make_anew(asked.view, asked.version)
            made_anew = True
        return made_anew

    def _agrees(self, view: dict[str, Any]) -> bool:
        try:
            check_shadow(self.match.state, self.seat, view)
        except ShadowError:
            return False
        return True

    def _asked_otherwise(self, view: Any) -> bool:
        """Whether the host asks the seat something the shadow does not (a rejoin's
        snapshot cannot tell AXIO's exchange question from a placement)."""
        state = self.match.state
        if state.to_move != self.seat:
            return True
        wire = self.kit.bots.wire
        return bool(wire.request(state.view(self.seat)) != wire.request(view))

    def _make_anew(self, view: Any, version: int,
                   history: tuple[Played, ...] | None = None) -> None:
        """Follow the host's game from ``view`` on, the move log kept (or, where the
        snapshot lists every decision, the host's)."""
        self.match.state = shadow_at(self.kit, view, version, history, self.match.state)
        self.match.draws_ahead(())
        self.version, self.sent, self.holding = version, None, None

    def told(self) -> Any:
        updates = self.online.updates
        head = updates[0] if updates else None
        if head is None or head.last is None or self.holding is not None:
            return None
        mover = head.last.seat
        state = self.match.state
        try:
            if state.to_move != mover:
                raise ShadowError(f"the host has seat {mover} decide, but here seat "
                                  f"{state.to_move} is to decide")
            held = self.kit.game.shadow_hold(state, mover, head.last.move, head.view)
        except ShadowError as error:
            updates.popleft()
            self._set_right(head, error)
            return None
        self.match.state = held.state
        self.match.draws_ahead(held.draws)
        self.holding = head
        return head.last.move

    def played(self) -> None:
        head, self.holding = self.holding, None
        assert head is not None and head.last is not None, "played follows told"
        self.online.updates.popleft()
        self.version = head.version
        if head.last.seat == self.seat:
            self.sent = None
            if self.online.after_move is not None and head.view.to_move is not None:
                self.moved_at = self.online.clock()
        try:
            check_shadow(self.match.state, self.seat, head.view_json)
        except ShadowError as error:
            self._set_right(head, error)

    def _set_right(self, update: Updated, error: ShadowError) -> None:
        """The host showed what does not follow from the game here: say so, and follow
        the host's game as it stands from now on."""
        _log.warning("room %s: %s", self.online.room, error)
        self.host.show_message(tr("online.fault_title"),
                               tr("online.fault", fault=str(error)))
        if update.view.to_move is None:
            self.version, self.over_unseen = update.version, True
        else:
            self._make_anew(update.view, update.version)
        self.made_anew = True

    # The player at the screen -----------------------------------------------------------

    def send(self, decision: Any) -> None:
        self.sent, self.sent_at = decision, self.online.clock()
        self.online.session.answer(self.version, decision)

    def refused(self) -> str | None:
        if not self.online.refusals:
            return None
        self.sent = None
        return refusal_text("illegal", self.online.refusals.popleft(), self.online.room)

    # What the table shows ---------------------------------------------------------------

    def mark(self, seat: int) -> SeatMark:
        if seat == self.online.seat:
            time = deadlines.own_time_text(self.host, self.online)
            you = tr("online.you_time", time=time) if time else tr("online.you")
            return SeatMark(you, self.online.connection.state == "connected")
        player = self.online.players[seat] if seat < len(self.online.players) else None
        if player is not None and player.kind == "bot":
            return SeatMark(level_name(player.level or ""), True)
        away = self.online.away_for(seat)
        if away is None:
            return SeatMark(tr("online.online"), True)
        if self.online.correspondence:  # away is as it should be, for days if need be
            return SeatMark(tr("online.offline"), False)
        return SeatMark(tr("online.away", time=seconds_text(away)), False)

    def status(self) -> str | None:
        online = self.online
        connection = online.connection
        if connection.state != "connected" and not self.ended:
            return connection_text(connection, online.clock(), online.session.url, online.room)
        if self.sent is not None and online.clock() - self.sent_at > SENDING_SHOWN_AFTER:
            return tr("online.sending")
        mover = self.match.state.to_move
        if online.correspondence:
            said = deadlines.status_text(self.host, online, self.match.name(mover)
                                         if mover is not None else "", mover)
            if said is not None:
                return said
        if mover is None or mover == self.seat or self.match.players[mover].kind == "bot":
            return None
        return self.deciding(mover)

    def deciding(self, seat: int) -> str:
        name = self.match.name(seat)
        if self.match.players[seat].kind == "bot":
            return tr("game.thinking", name=name)
        if self.online.correspondence:
            return tr("corr.to_move_name", name=name)
        if self.online.away_for(seat) is not None:
            return tr("online.waiting_back", name=name)
        return tr("online.choosing", name=name)

    @property
    def animating(self) -> bool:
        online = self.online
        return bool(online.updates or online.clock() - online.heard_at < FRESH_SECONDS
                    or self.sent is not None or online.away_since
                    or online.connection.state != "connected")

    # The end, and leaving ---------------------------------------------------------------

    @property
    def ended(self) -> bool:
        return self.online.ended is not None or self.online.connection.over

    def results(self) -> None:
        if self.online.correspondence:
            self.host.correspondence.at_table = None
        show_results(self.host, self.online, self.match)

    def open_menu(self, table: MenuTable) -> None:
        self.host.scenes.push(OnlinePauseScene(self.host, table, self, self.online))

    def leave(self) -> None:
        self.online.leave()
        self.host.set_caption(None)
        if self.online.correspondence:
            self.host.correspondence.at_table = None

    def gave_up(self) -> None:
        """The player's seat has gone to the server's bot (they resigned, or their time
        ran out and it was claimed): the game goes on without them, in My games."""
        seat = self.online.players[self.seat]
        self.leave()
        if self.online.after_leaving is not None:
            self.online.after_leaving()
        else:
            self.host.flow.to_menu()
        self.host.show_toast(tr("online.timed_out_note" if seat.gave_up == "timed_out"
                                else "online.resigned_note", bot=deadlines.successor_name()))
