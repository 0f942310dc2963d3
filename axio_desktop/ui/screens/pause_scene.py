"""The game menu over the table (Escape): resume, save, rules, help, back to the main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ..core.input import Action, Intent
from ..core.key_help import HelpLine
from ..core.scenes import Scene
from ..core.theme import ACCENT, TEXT_DIM, text, text_block
from ..core.widgets import Button, clicked, draw_panel, shade
from ..i18n import tr

if TYPE_CHECKING:
    from ..host import Host
    from ..table.match import AnyMatch


class PausedGame(Protocol):
    """What the menu needs of the game beneath it."""

    @property
    def match(self) -> AnyMatch: ...

    def key_help(self) -> tuple[HelpLine, ...]:
        """The game's lines of the key help."""
        ...

    @property
    def autosaved(self) -> bool:
        """Whether the game is saved after every move (a tutorial's is not)."""
        ...

    def leave_game(self) -> None: ...

NOTE_SIZE = 13


class PauseScene(Scene):
    overlay = True

    def __init__(self, host: Host, game: PausedGame) -> None:
        super().__init__(host)
        self.game = game

    def box(self) -> pygame.Rect:
        width, height = self.host.size
        box = pygame.Rect(0, 0, 400, 382)
        box.center = (width // 2, height // 2)
        return box

    def buttons(self) -> list[Button]:
        box = self.box()
        actions = [
            ("resume", tr("pause.resume"), True),
            ("save", tr("pause.save"), False),
            ("rules", tr("menu.rules"), False),
            ("help", tr("game.help"), False),
            ("menu", tr("pause.to_menu"), False),
        ]
        return [
            Button(
                action,
                label,
                pygame.Rect(box.x + 40, box.y + 70 + index * 52, box.width - 80, 42),
                primary=primary,
            )
            for index, (action, label, primary) in enumerate(actions)
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
        elif action == "save":
            from .save_scene import SaveGameScene

            self.host.scenes.push(SaveGameScene(self.host, self.game.match))
        elif action == "rules":
            self.host.flow.show_rules(self.game.match.game_id)
        elif action == "help":
            from .help_scene import HelpScene

            self.host.scenes.push(HelpScene(self.host, self.game.key_help()))
        elif action == "menu":
            self.game.leave_game()
            self.host.flow.to_menu()

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 150)
        box = self.box()
        draw_panel(surface, box, (26, 31, 37), ACCENT, radius=14)
        title = text(tr("pause.title"), 24, ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 20)))
        hovered = pygame.mouse.get_pos()
        for button in self.buttons():
            button.draw(surface, button.rect.collidepoint(hovered))
        if self.game.autosaved:
            note = text_block(tr("pause.saved"), NOTE_SIZE, box.width - 40, TEXT_DIM)
            surface.blit(note, note.get_rect(midbottom=(box.centerx, box.bottom - 12)))
