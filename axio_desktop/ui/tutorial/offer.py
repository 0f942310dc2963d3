"""The one-time offer before the first game of a game never played: "New to AXIO Hex?
A 5-minute guided game", to play the tutorial or, with "No thanks" (never asked again
for that game), the game as it was set up. Escape goes back to the form."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ...kits import find_kit
from ..core.input import Action, Intent
from ..core.scenes import Scene
from ..core.theme import ACCENT, TEXT, text, text_block
from ..core.widgets import Button, clicked, draw_panel, shade
from ..i18n import tr
from .start import start_tutorial

if TYPE_CHECKING:
    from ..host import SceneHost


class TutorialOffer(Scene):
    overlay = True

    def __init__(self, host: SceneHost, game_id: str, declined: Callable[[], None]) -> None:
        super().__init__(host)
        self.game_id = game_id
        self.declined = declined
        """Starts the game as it was set up (after "No thanks")."""

    def box(self) -> pygame.Rect:
        width, height = self.host.size
        box = pygame.Rect(0, 0, min(520, width - 40), 220)
        box.center = (width // 2, height // 2)
        return box

    def buttons(self) -> list[Button]:
        box = self.box()
        half = (box.width - 60) // 2
        return [
            Button("no", tr("tutorial.offer_no"), pygame.Rect(box.x + 20, box.bottom - 66,
                                                              half, 44)),
            Button("play", tr("tutorial.offer_play"),
                   pygame.Rect(box.right - 20 - half, box.bottom - 66, half, 44), primary=True),
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        button = clicked(self.buttons(), event)
        if button is not None:
            self.act(button.action)
        else:
            super().handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CONFIRM:
            self.act("play")
        elif intent.action is Action.CANCEL:
            self.host.scenes.pop()

    def act(self, action: str) -> None:
        self.host.audio.play("button")
        if action == "play":
            start_tutorial(self.host, self.game_id)
            return
        settings = self.host.settings
        self.host.save_settings(replace(
            settings, tutorial_offers_off=(*settings.tutorial_offers_off, self.game_id)))
        self.host.scenes.pop()
        self.declined()

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 150)
        box = self.box()
        draw_panel(surface, box, (26, 31, 37), ACCENT, radius=14)
        title = text(tr("tutorial.offer_title", game=find_kit(self.game_id).game.title), 24,
                     ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 22)))
        words = text_block(tr("tutorial.offer_text"), 16, box.width - 60, TEXT)
        surface.blit(words, words.get_rect(midtop=(box.centerx, box.y + 70)))
        hovered = pygame.mouse.get_pos()
        for button in self.buttons():
            button.draw(surface, button.rect.collidepoint(hovered))
