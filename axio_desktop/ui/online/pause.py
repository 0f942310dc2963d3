"""The game menu of an online table: Resume, Rules, Help and Leave (the seat waits for
the player, and Continue on the main menu brings them back); no Save, as the game is
the host's. The room's creator may also hand the seat of a player who has been away for
a while (`game.AWAY_SECONDS`) to a bot of the game, at a level they choose.

At a correspondence game's table the player may also resign, and claim the seat of a
player whose time to move ran out (`deadlines.claimable`): each asks first, in words
that say what the server then does (its bot plays the seat on, and the game counts as
lost for whoever had it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...kits import find_kit
from ..core.scale import px
from ..core.theme import text_block
from ..core.wording import level_name
from ..i18n import tr
from ..screens.pause_scene import NOTE_SIZE, GameMenu
from ..table.afar import Afar, MenuTable
from . import deadlines
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
        self.asking: str | None = None
        """What the menu asks the player to confirm: "resign", or "claim:SEAT"."""

    def name(self, seat: int) -> str:
        return self.online.players[seat].name or "?"

    def replaceable(self) -> list[int]:
        """The seats the player may hand to a bot now: others' seats, away long enough,
        when this player made the room (never in a correspondence game, where a seat goes
        to a bot only by a claim once its time has run out)."""
        online = self.online
        if not online.created or online.connection.state != "connected" or online.correspondence:
            return []
        return [seat for seat, player in enumerate(online.players)
                if seat != online.seat and player.kind == "human" and online.away_long(seat)]

    def can_resign(self) -> bool:
        online = self.online
        return (online.correspondence and online.connection.state == "connected"
                and online.ended is None and not deadlines.resigned(online))

    def actions(self) -> list[tuple[str, str, bool]]:
        if self.asking == "resign":
            return [("resign_yes", tr("online.resign_yes"), False),
                    ("back", tr("common.back"), True)]
        if self.asking is not None:
            return [(f"{self.asking}_yes", tr("online.claim_yes", bot=deadlines.successor_name()),
                     False), ("back", tr("common.back"), True)]
        if self.choosing is not None:
            levels = find_kit(self.online.game_id).bots.levels
            return [(f"level:{level}", level_name(level), False) for level in levels] + [
                ("back", tr("common.back"), True)]
        entries = [("resume", tr("pause.resume"), True),
                   ("rules", tr("menu.rules"), False),
                   ("help", tr("game.help"), False)]
        entries += [(f"replace:{seat}", tr("online.replace", name=self.name(seat)), False)
                    for seat in self.replaceable()]
        entries += [(f"claim:{seat}", tr("online.claim", name=self.name(seat)), False)
                    for seat in deadlines.claimable(self.host, self.online)]
        if self.can_resign():
            entries.append(("resign", tr("online.resign"), False))
        entries.append(("leave", tr("online.leave"), False))
        return entries

    def note(self) -> str | None:
        bot = deadlines.successor_name()
        if self.asking == "resign":
            return tr("online.resign_confirm", bot=bot)
        if self.asking is not None:
            seat = int(self.asking.removeprefix("claim:"))
            return tr("online.claim_note", name=self.name(seat), bot=bot)
        if self.choosing is not None:
            return tr("online.replace_note", name=self.name(self.choosing))
        return tr("online.corr_leave_note" if self.online.correspondence else "online.leave_note")

    def box(self) -> pygame.Rect:
        """The menu's box, taller when it asks: its question is longer than a note."""
        box = super().box()
        if self.asking is None:
            return box
        words = self.note() or ""
        grown = text_block(words, px(NOTE_SIZE), box.width - px(40), (0, 0, 0)).get_height()
        height = min(self.host.size[1] - px(20), box.height + grown)
        return pygame.Rect(box.x, self.host.size[1] // 2 - height // 2, box.width, height)

    def update(self, dt: float) -> None:
        self.seats.poll()
        if self.choosing is not None and self.choosing not in self.replaceable():
            self.choosing = None  # back (connected again) before a level was chosen
        if self.asking is not None and self.asking.startswith("claim:") and int(
                self.asking.removeprefix("claim:")) not in deadlines.claimable(self.host, self.online):
            self.asking = None  # the seat moved meanwhile, or has gone to a bot

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
            if self.online.correspondence:
                self.host.show_toast(tr("online.corr_seat_kept"))
            else:
                self.host.show_toast(tr("online.seat_kept", room=self.online.room))
        elif action in ("resign", "resign_yes") or action.startswith("claim"):
            self.host.audio.play("button")
            self.ask(action)
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
            self.choosing = self.asking = None
        else:
            super()._act(action)

    def ask(self, action: str) -> None:
        """Resign or claim: asked first, then sent; the menu closes. Once the server has
        handed the seat to its bot, a claimed seat shows the bot at the table, and after
        a resignation the game goes on without the player (`OnlineSeats.gave_up`)."""
        online = self.online
        if not action.endswith("_yes"):
            self.asking = action
            return
        self.asking = None
        bot = deadlines.successor_name()
        if action == "resign_yes":
            online.session.resign()  # the table goes back once the server has handed it over
        else:
            seat = int(action.removeprefix("claim:").removesuffix("_yes"))
            online.session.claim(seat)
            self.host.show_toast(tr("online.claimed", bot=bot, name=self.name(seat)))
        self.host.scenes.pop()
