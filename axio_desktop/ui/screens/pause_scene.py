"""The game menu over the table (Escape): resume, save, rules, help, back to the main menu
(`PauseScene`); an online table's menu shares its box and its first entries (`GameMenu`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ..core.input import Action, Intent
from ..core.scale import px
from ..core.scenes import Scene
from ..core.theme import ACCENT, TEXT_DIM, text, text_block
from ..core.widgets import Button, clicked, draw_panel, shade
from ..i18n import tr
from ..table.afar import MenuTable

if TYPE_CHECKING:
    from ..host import SceneHost
    from ..table.match import AnyMatch


class PausedGame(MenuTable, Protocol):
    """What the menu needs of the game beneath it."""

    @property
    def match(self) -> AnyMatch: ...

    @property
    def autosaved(self) -> bool:
        """Whether the game is saved after every move (a tutorial's is not)."""
        ...


NOTE_SIZE = 13


class GameMenu(Scene):
    """A game menu over the table of the game ``game_id``: entries (`actions`) in a box,
    a note beneath; Resume, Rules and Help do the same in every such menu."""

    overlay = True

    def __init__(self, host: SceneHost, table: MenuTable, game_id: str) -> None:
        super().__init__(host)
        self.table = table
        self.game_id = game_id

    def actions(self) -> list[tuple[str, str, bool]]:
        """The menu's entries: (action, label, primary), top to bottom."""
        raise NotImplementedError

    def note(self) -> str | None:
        """The line under the entries."""
        return None

    def box(self) -> pygame.Rect:
        width, height = self.host.size
        entries = len(self.actions())
        box = pygame.Rect(0, 0, px(400), min(height - px(20), px(122 + entries * 52)))
        box.center = (width // 2, height // 2)
        return box

    def buttons(self) -> list[Button]:
        box = self.box()
        step = min(px(52), (box.height - px(112)) // max(1, len(self.actions())))
        return [
            Button(
                action,
                label,
                pygame.Rect(box.x + px(40), box.y + px(70) + index * step, box.width - px(80), step - px(10)),
                primary=primary,
            )
            for index, (action, label, primary) in enumerate(self.actions())
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        button = clicked(self.buttons(), event)
        if button is not None:
            self._act(button.action)
        else:
            super().handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        if intent.action in (Action.CANCEL, Action.CONFIRM):
            self._act("resume")
        elif intent.action is Action.HELP:
            self._act("help")

    def _act(self, action: str) -> None:
        self.host.audio.play("button")
        if action == "resume":
            self.host.scenes.pop()
        elif action == "rules":
            self.host.flow.show_rules(self.game_id)
        elif action == "help":
            from .help_scene import HelpScene

            self.host.scenes.push(HelpScene(self.host, self.table.key_help()))

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 150)
        box = self.box()
        draw_panel(surface, box, (26, 31, 37), ACCENT, radius=px(14))
        title = text(tr("pause.title"), px(24), ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(20))))
        hovered = pygame.mouse.get_pos()
        for button in self.buttons():
            button.draw(surface, button.rect.collidepoint(hovered))
        words = self.note()
        if words is not None:
            note = text_block(words, px(NOTE_SIZE), box.width - px(40), TEXT_DIM)
            surface.blit(note, note.get_rect(midbottom=(box.centerx, box.bottom - px(12))))


class PauseScene(GameMenu):
    """The menu of a game at this screen: Save, and back to the main menu."""

    def __init__(self, host: SceneHost, game: PausedGame) -> None:
        super().__init__(host, game, game.match.game_id)
        self.game = game

    def actions(self) -> list[tuple[str, str, bool]]:
        return [
            ("resume", tr("pause.resume"), True),
            ("save", tr("pause.save"), False),
            ("rules", tr("menu.rules"), False),
            ("help", tr("game.help"), False),
            ("menu", tr("pause.to_menu"), False),
        ]

    def note(self) -> str | None:
        return tr("pause.saved") if self.game.autosaved else None

    def _act(self, action: str) -> None:
        if action == "save":
            from .save_scene import SaveGameScene

            self.host.audio.play("button")
            self.host.scenes.push(SaveGameScene(self.host, self.game.match))
        elif action == "menu":
            self.host.audio.play("button")
            self.game.leave_game()
            self.host.flow.to_menu()
        else:
            super()._act(action)
