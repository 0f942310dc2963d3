"""The main menu: the choice of game (a card for each, with a picture and a line) beside
New game, Continue online game (when an online seat is kept), Continue (when the game
has an autosave), My games (with the count of correspondence games waiting for the
player's move), Play online, Learn to play (when the game has a tutorial), Solo, Load,
Statistics, Rules, Settings and Quit."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ...kits import find_kit, kits
from ..core.gui import GuiScene
from ..core.input import Action, Intent
from ..correspondence.my_games_scene import MyGamesScene, my_games_label
from ..i18n import tr
from ..tutorial.start import start_tutorial, tutorial_of
from .backdrop import below_title, draw_backdrop
from .game_choice import GameCards

if TYPE_CHECKING:
    from ..host import SceneHost

BUTTON_WIDTH = 320
BUTTON_HEIGHT = 50
GAP = 12
TIGHT_GAP = 6
LEAST_GAP = 3
BOTTOM_MARGIN = 20


class MenuScene(GuiScene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.waiting = 0
        """The games waiting for the player, as My games' entry counts them."""
        self.revision = -1

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        entries = [("new", tr("menu.new_game"), True)]
        if self.host.flow.has_online_seat():
            entries.append(("continue_online", tr("menu.continue_online"), False))
        if self.host.flow.has_autosave():
            entries.append(("continue", tr("menu.continue"), False))
        self.waiting = self.host.correspondence.waiting()
        entries.append(("my_games", my_games_label(self.waiting), False))
        entries.append(("online", tr("menu.online"), False))
        game = self.host.settings.game
        if tutorial_of(game) is not None:
            done = game in self.host.settings.tutorials_done
            entries.append(("tutorial", tr("tutorial.menu_done" if done else "tutorial.menu"),
                            False))
        entries += [
            ("solo", tr("menu.solo"), False),
            ("load", tr("menu.load"), False),
            ("statistics", tr("menu.statistics"), False),
            ("rules", tr("menu.rules"), False),
            ("settings", tr("menu.settings"), False),
            ("quit", tr("menu.quit"), False),
        ]
        button_height = BUTTON_HEIGHT if height >= 760 else 38
        gap = GAP
        if len(entries) * (button_height + gap) - gap > height * 70 // 100 - 30:
            gap = TIGHT_GAP  # Continue and Learn to play both: keep clear of the title
        total = len(entries) * (button_height + gap) - gap
        top = max(height * 30 // 100, (height - total) // 2 + 40)
        top = min(top, height - total - 30)
        kit = find_kit(self.host.settings.game)
        title_end = below_title(self.host.size, kit.game.title, tr("menu.subtitle"))
        if top < title_end:  # every entry at once: lower buttons, still clear of the title
            gap = LEAST_GAP
            button_height = (height - BOTTOM_MARGIN - title_end + gap) // len(entries) - gap
            total = len(entries) * (button_height + gap) - gap
            top = title_end
        for index, (action, label, primary) in enumerate(entries):
            rect = pygame.Rect(0, 0, BUTTON_WIDTH, button_height)
            rect.midtop = (width // 2, top + index * (button_height + gap))
            self.button(rect, label, action, primary)
        left = max(24, width * 4 // 100)
        cards = pygame.Rect(left, top, min(300, width // 2 - BUTTON_WIDTH // 2 - 40 - left),
                            min(total, len(kits()) * 110))
        self.cards = GameCards(self, cards, kits(), self.host.settings.game, row=False)

    def act(self, action: str) -> None:
        host = self.host
        if action.startswith("game:"):
            host.save_settings(replace(host.settings, game=action.removeprefix("game:")))
            host.relayout()
        elif action == "new":
            from .new_game_scene import NewGameScene

            host.scenes.push(NewGameScene(host))
        elif action == "continue":
            host.flow.continue_game()
        elif action == "continue_online":
            host.flow.continue_online()
        elif action == "my_games":
            host.scenes.push(MyGamesScene(host))
        elif action == "online":
            from .online_scene import OnlineScene

            host.scenes.push(OnlineScene(host))
        elif action == "tutorial":
            start_tutorial(host, host.settings.game)
        elif action == "solo":
            from .solo_scene import SoloScene

            host.scenes.push(SoloScene(host))
        elif action == "load":
            from .load_scene import LoadGameScene

            host.scenes.push(LoadGameScene(host))
        elif action == "statistics":
            from .statistics_scene import StatisticsScene

            host.scenes.push(StatisticsScene(host))
        elif action == "rules":
            host.flow.show_rules(host.settings.game)
        elif action == "settings":
            from .settings_scene import SettingsScene

            host.scenes.push(SettingsScene(host))
        elif action == "quit":
            host.quit()

    def update(self, dt: float) -> None:
        desk = self.host.correspondence
        if desk.revision != self.revision:
            self.revision = desk.revision
            if desk.waiting() != self.waiting:
                self.host.relayout()  # the count on My games

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.HELP:
            self.act("rules")
        elif intent.action is Action.CONFIRM:
            self.act("continue" if self.host.flow.has_autosave() else "new")

    def draw(self, surface: pygame.Surface) -> None:
        kit = find_kit(self.host.settings.game)
        draw_backdrop(surface, kit.game.title, tr("menu.subtitle"), kit.desktop.picture)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.cards.draw(surface)
