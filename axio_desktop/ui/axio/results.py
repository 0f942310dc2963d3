"""The end of an AXIO or AXIO Hex game: who won and why in words, and each player's
tracks sorted lowest first, as the ranking compares them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..backdrop import draw_backdrop
from ..gui import GuiScene
from ..i18n import tr
from ..input import Action, Intent
from ..symbols import symbol_icon
from ..table.match import SeatPlan
from ..theme import ACCENT, PLAYER_RGB, TEXT, fit_text, text, wrap
from ..widgets import draw_panel
from ..wording import verdict
from .match import AxioMatch

if TYPE_CHECKING:
    from ..host import Host


class AxioResultsScene(GuiScene):
    def __init__(self, host: Host, match: AxioMatch) -> None:
        super().__init__(host)
        self.match = match
        outcome = match.state.outcome()
        assert outcome is not None
        self.outcome = outcome
        self.names = [player.name for player in match.players]
        self.shown_for = 0.0

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        left = width // 2 - 210
        self.button(pygame.Rect(left, height - 70, 200, 48), tr("results.menu"), "menu")
        self.button(pygame.Rect(left + 220, height - 70, 200, 48), tr("results.again"), "again",
                    primary=True)

    def act(self, action: str) -> None:
        if action == "menu":
            self.host.flow.to_menu()
        elif action == "again":
            self.play_again()

    def play_again(self) -> None:
        if self.host.demo is not None:
            self.host.flow.start_demo_game()
            return
        seats = [SeatPlan(player.name, player.kind, player.level) for player in self.match.players]
        self.host.flow.start_game(AxioMatch.new(self.match.game.id, seats))

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CONFIRM:
            self.play_again()
        elif intent.action is Action.CANCEL:
            self.host.flow.to_menu()

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.host.demo is not None and self.shown_for >= self.host.demo.results_seconds:
            self.host.flow.start_demo_game()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        solo = len(self.names) == 1
        title = tr("results.solo_title") if solo else tr("results.title")
        y = draw_backdrop(surface, f"{self.match.game.title} · {title}")
        column = min(860, width - 60)
        left = (width - column) // 2
        watched = all(player.kind == "bot" for player in self.match.players)
        for line in wrap(verdict(self.outcome, self.names, watched=watched), 22, column)[:3]:
            rendered = text(line, 22, ACCENT, True)
            surface.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
            y += 32
        y += 8
        row = 54 if height >= 700 else 46
        colours = self.match.state.rules.colours
        for standing in self.outcome.standings:
            box = pygame.Rect(left, y, column, row - 8)
            seat_colour = PLAYER_RGB[standing.seat % len(PLAYER_RGB)]
            draw_panel(surface, box, (26, 32, 38),
                       seat_colour if standing.place == 1 else (64, 78, 90), alpha=235)
            place = text(tr("results.place", place=standing.place), 20, TEXT, True)
            surface.blit(place, (box.x + 14, box.centery - place.get_height() // 2))
            name = fit_text(self.names[standing.seat], 19, column // 4, seat_colour, bold=True)
            surface.blit(name, (box.x + 70, box.centery - name.get_height() // 2))
            x = box.x + 80 + column // 4
            icon = max(16, row // 2 - 4)
            step = (box.right - 10 - x) // len(colours)
            for colour, value in sorted(zip(colours, standing.scores), key=lambda p: p[1]):
                surface.blit(symbol_icon(colour, icon), (x, box.centery - icon // 2))
                number = text(str(value), 19, ACCENT if value == standing.lowest else TEXT, True)
                surface.blit(number, (x + icon + 4, box.centery - number.get_height() // 2))
                x += step
            y += row
