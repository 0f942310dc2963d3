"""The end of a game of any of the three: the ranking with each player's tracks
sorted, the tie-break in words, shared victories and instant wins, a chart of the
game; for solo the result and the game's high scores."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.ranking import Outcome
from ...kits import find_kit
from ..core.gui import GuiScene
from ..core.input import RESULTS_KEYS, Action, Intent
from ..core.key_help import HelpRow, describe, without
from ..core.scale import px
from ..core.symbols import symbol_icon
from ..core.theme import ACCENT, PLAYER_RGB, TEXT, TEXT_DIM, fit_text, text, wrap
from ..core.widgets import draw_panel
from ..core.wording import verdict
from ..i18n import tr
from ..kit import new_match
from ..table.match import AnyMatch, SeatPlan
from .backdrop import draw_backdrop
from .game_chart import draw_game_chart, game_series
from .solo_scene import SoloResult, draw_high_scores

if TYPE_CHECKING:
    from ..host import SceneHost


NOTICE_HEIGHT = 32
"""The notices' line above the buttons."""


def sorted_tracks(colours: str, scores: tuple[int, ...]) -> list[tuple[str, int]]:
    """(colour, value) lowest first, as the ranking compares them (ties in colour order)."""
    return sorted(zip(colours, scores), key=lambda pair: pair[1])


RESULTS_HELP_ROWS: tuple[HelpRow, ...] = (
    HelpRow("results.do.tracks", (Action.NEXT_TRACKS, "results.click.chart")),
    HelpRow("results.do.chart", (Action.SWITCH_CHART,)),
    HelpRow("results.do.review", (Action.CONFIRM,)),
    HelpRow("results.do.menu", (Action.CANCEL,)),
    HelpRow("help.do.help", (Action.HELP,)),
)
"""The results screen's rows of the key help (F1); the chart row is solo's alone."""
SETTLE_SECONDS = 0.6
"""How long after the results appear Enter does nothing: the press that confirmed the
last tile, or its key's repeats, must not leave the results unread."""


class ResultsScene(GuiScene):
    keys = RESULTS_KEYS

    def __init__(self, host: SceneHost, match: AnyMatch, solo: SoloResult | None = None, *,
                 again: bool = True) -> None:
        super().__init__(host)
        self.match = match
        self.again = again
        """Whether "Play again" is offered (not after an online game: its seats are not
        all at this screen)."""
        outcome = match.state.outcome()
        assert outcome is not None
        self.outcome: Outcome = outcome
        self.solo = solo
        self.names = [player.name for player in match.players]
        self.shown_for = 0.0
        self.game = game = match.game
        self.colours = game.colours
        top = game.solo_top if len(match.players) == 1 else game.track_cap
        self.series = game_series(match.placements(), match.state.all_scores(), game.colours,
                                  top)
        self.desktop = find_kit(match.game_id).desktop
        self.chart_shown = solo is None
        """Below the ranking: the chart of the game (solo: instead of the high scores)."""
        self.tracks_of: int | None = None
        """Whose five tracks the chart shows as well (T or a click on the chart)."""
        self.chart_box: pygame.Rect | None = None

    @property
    def headline(self) -> str:
        """Who won and why; solo, whose result it is (a program's is told by name)."""
        watched = all(player.kind == "bot" for player in self.match.players)
        return verdict(self.outcome, self.names, watched=watched,
                       instant=self.desktop.words.instant_result)

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        buttons = (("results.menu", "menu"),
                   (self.desktop.final_board(self.match).button_key, "board"),
                   ("results.review", "review"),
                   *((("results.again", "again"),) if self.again else ()))
        wide = min(200, (width - 40 - 16 * (len(buttons) - 1)) // len(buttons))
        left = (width - len(buttons) * wide - 16 * (len(buttons) - 1)) // 2
        for number, (label, action) in enumerate(buttons):
            self.button(pygame.Rect(left + number * (wide + 16), height - 70, wide, 48), tr(label),
                        action, primary=action == "review")

    def act(self, action: str) -> None:
        if action == "menu":
            self.host.flow.to_menu()
        elif action == "board":
            from .board_view_scene import BoardViewScene

            self.host.scenes.push(BoardViewScene(self.host, self.desktop.final_board(self.match),
                                                 title=self.game.title))
        elif action == "review":
            self.host.flow.review_game(self.game, self.match.record())
        elif action == "again":
            self.play_again()

    def play_again(self) -> None:
        if self.host.demo is not None:
            self.host.flow.start_demo_game()
            return
        seats = [SeatPlan(player.name, player.kind, player.level) for player in self.match.players]
        self.host.flow.start_game(new_match(self.desktop, seats))

    def on_intent(self, intent: Intent) -> None:
        action = intent.action
        if action is Action.CONFIRM:
            # Enter opens the review over the results (Escape there comes back): what a
            # player reads next, and never a step away from the results
            if self.shown_for >= SETTLE_SECONDS:
                self.act("review")
        elif action is Action.CANCEL:
            self.host.flow.to_menu()
        elif action is Action.NEXT_TRACKS:
            self.next_tracks()
        elif action is Action.SWITCH_CHART and self.solo is not None:
            self.chart_shown = not self.chart_shown
        elif action is Action.HELP:
            from .help_scene import HelpScene

            rows = (RESULTS_HELP_ROWS if self.solo is not None
                    else without(RESULTS_HELP_ROWS, (Action.SWITCH_CHART,)))
            self.host.scenes.push(HelpScene(self.host, describe(self.keys, rows)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.chart_box is not None and self.chart_box.collidepoint(event.pos)):
            self.next_tracks()
        else:
            super().handle_event(event)

    def next_tracks(self) -> None:
        """Show the next player's five tracks on the chart, then none again."""
        self.chart_shown = True
        players = len(self.names)
        self.tracks_of = 0 if self.tracks_of is None else self.tracks_of + 1
        if self.tracks_of >= players:
            self.tracks_of = None

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.host.demo is not None and self.shown_for >= self.host.demo.results_seconds:
            self.host.flow.start_demo_game()

    def message_home(self) -> pygame.Rect:
        """The line above the buttons, below the chart: a notice ("The record is kept as
        …") is told there, never over the chart."""
        width, height = self.host.size
        column = min(px(820), width - px(60))
        return pygame.Rect((width - column) // 2, height - px(90) - px(NOTICE_HEIGHT), column,
                           px(NOTICE_HEIGHT))

    def keep_clear(self) -> list[pygame.Rect]:
        return [] if self.chart_box is None else [self.chart_box]

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        title = tr("results.solo_title") if self.solo is not None else tr("results.title")
        title = f"{self.game.title} · {title}"
        y = draw_backdrop(surface, title)
        column = min(px(820), width - px(60))
        left = (width - column) // 2
        for line in wrap(self.headline, px(22), column)[:3]:
            rendered = text(line, px(22), ACCENT, True)
            surface.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
            y += px(32)
        y += px(8)
        row = px(54 if self.layout_size[1] >= 700 else 46)
        for standing in self.outcome.standings:
            box = pygame.Rect(left, y, column, row - px(8))
            seat_colour = PLAYER_RGB[standing.seat % len(PLAYER_RGB)]
            draw_panel(
                surface,
                box,
                (26, 32, 38),
                seat_colour if standing.place == 1 else (64, 78, 90),
                alpha=235,
            )
            place = text(tr("results.place", place=standing.place), px(20), TEXT, True)
            surface.blit(place, (box.x + px(14), box.centery - place.get_height() // 2))
            player = self.match.players[standing.seat]
            name = fit_text(player.name, px(19), column // 3, seat_colour, bold=True)
            surface.blit(name, (box.x + px(70), box.centery - name.get_height() // 2))
            x = box.x + px(70) + column // 3 + px(10)
            icon = max(px(16), row // 2 - px(4))
            for colour, value in sorted_tracks(self.colours, standing.scores):
                surface.blit(symbol_icon(colour, icon), (x, box.centery - icon // 2))
                number = text(str(value), px(19), ACCENT if value == standing.lowest else TEXT, True)
                surface.blit(number, (x + icon + px(4), box.centery - number.get_height() // 2))
                x += icon + px(46)
            y += row
        box = pygame.Rect(left, y + px(4), column, self.message_home().top - px(8) - y - px(4))
        self.chart_box = box if self.chart_shown and box.height > 100 else None
        if self.chart_box is not None:
            draw_game_chart(surface, box, self.series, self.names, self.tracks_of)
        if self.solo is not None and not self.chart_shown:
            if box.height > 120:
                draw_high_scores(surface, box, self.solo.entries, self.solo.place)
            if self.solo.place is None:
                missed = text(tr("results.not_in_table"), px(15), TEXT_DIM)
                surface.blit(missed, missed.get_rect(midbottom=(width // 2, height - px(78))))
