"""The game menu of an online table: Resume, Rules, Help and Leave (the seat waits for
the player, and Continue on the main menu brings them back); no Save, as the game is
the host's. The room's creator may also hand the seat of a player who has been away for
a while (`game.AWAY_SECONDS`) to a bot of the game, at a level they choose."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...kits import find_kit
from ..core.wording import level_name
from ..i18n import tr
from ..screens.pause_scene import GameMenu
from ..table.afar import Afar, MenuTable
from .game import OnlineGame

if TYPE_CHECKING:
    from ..host import SceneHost


class OnlinePauseScene(GameMenu):
    """The menu over ``table``, whose seats afar are ``seats``, of ``online``'s game."""

    def __init__(self, host: SceneHost, table: MenuTable, seats: Afar[Any], online: OnlineGame) -> None:
        super().__init__(host, table, online.game_id)
        self.seats = seats
        self.online = online
        self.choosing: int | None = None
        """The seat whose bot's level the creator is choosing, if any."""

    def name(self, seat: int) -> str:
        return self.online.players[seat].name or "?"

    def replaceable(self) -> list[int]:
        """The seats the player may hand to a bot now: others' seats, away long enough,
        when this player made the room."""
        online = self.online
        if not online.created or online.connection.state != "connected":
            return []
        return [seat for seat, player in enumerate(online.players)
                if seat != online.seat and player.kind == "human" and online.away_long(seat)]

    def actions(self) -> list[tuple[str, str, bool]]:
        if self.choosing is not None:
            levels = find_kit(self.online.game_id).bots.levels
            return [(f"level:{level}", level_name(level), False) for level in levels] + [
                ("back", tr("common.back"), True)]
        entries = [("resume", tr("pause.resume"), True),
                   ("rules", tr("menu.rules"), False),
                   ("help", tr("game.help"), False)]
        entries += [(f"replace:{seat}", tr("online.replace", name=self.name(seat)), False)
                    for seat in self.replaceable()]
        entries.append(("leave", tr("online.leave"), False))
        return entries

    def note(self) -> str | None:
        if self.choosing is not None:
            return tr("online.replace_note", name=self.name(self.choosing))
        return tr("corr.leave_note" if self.online.correspondence else "online.leave_note")

    def update(self, dt: float) -> None:
        self.seats.poll()
        if self.choosing is not None and self.choosing not in self.replaceable():
            self.choosing = None  # back (connected again) before a level was chosen

    @property
    def animating(self) -> bool:
        return self.seats.animating

    def _act(self, action: str) -> None:
        if action == "leave":
            self.host.audio.play("button")
            self.table.leave_game()
            if self.online.after_leaving is not None:
                self.online.after_leaving()
                return
            self.host.flow.to_menu()
            self.host.show_toast(tr("online.seat_kept", room=self.online.room))
        elif action.startswith("replace:"):
            self.host.audio.play("button")
            self.choosing = int(action.removeprefix("replace:"))
        elif action.startswith("level:") and self.choosing is not None:
            self.host.audio.play("button")
            level = action.removeprefix("level:")
            self.online.session.replace(self.choosing, level)
            self.host.show_toast(tr("online.replaced", name=self.name(self.choosing),
                                    level=level_name(level)))
            self.choosing = None
            self.host.scenes.pop()
        elif action == "back":
            self.host.audio.play("button")
            self.choosing = None
        else:
            super()._act(action)
