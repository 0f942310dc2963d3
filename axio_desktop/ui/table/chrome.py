"""What every game's table draws around the game's own picture: the scoreboards, the
buttons and the hot-seat curtain, from values handed to it. Drawing changes nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from ..core.scoreboard import ScoreCard, draw_scorecard
from ..core.theme import BAD, GOOD, PANEL, PLAYER_RGB
from ..core.widgets import Button
from ..core.wording import level_name
from ..i18n import tr
from .layout import TableLayout
from .match import AnyMatch
from .overlays import draw_curtain


class CardFacts(Protocol):
    """What the scoreboards read of a game's part (`TablePart`)."""

    @property
    def colours(self) -> str: ...

    @property
    def top(self) -> int: ...

    @property
    def board_end(self) -> int | None: ...

    def card_count(self, seat: int) -> str: ...


def draw_scorecards(surface: pygame.Surface, layout: TableLayout, match: AnyMatch, part: CardFacts,
                    shown: Sequence[tuple[float, ...]]) -> None:
    """Every player's scoreboard, markers where they are now (``shown``); online, each
    says whether the seat's program is connected (a dot)."""
    surface.fill(PANEL, layout.side)
    state = match.state
    afar = match.afar
    for seat, rect in enumerate(layout.scorecards()):
        player = match.players[seat]
        detail = level_name(player.level) if player.kind == "bot" else tr("seat.human")
        link = None
        if afar is not None:
            mark = afar.mark(seat)
            detail, link = mark.detail, GOOD if mark.connected else BAD
        card = ScoreCard(
            player.name,
            detail,
            state.scores(seat),
            shown[seat],
            PLAYER_RGB[seat % len(PLAYER_RGB)],
            seat == state.to_move,
            colours=part.colours,
            top=part.top,
            count=part.card_count(seat),
            board_end=part.board_end,
            link=link,
        )
        draw_scorecard(surface, rect, card, backdrop=PANEL)


def draw_over_table(surface: pygame.Surface, layout: TableLayout, buttons: Sequence[Button],
                    curtain: tuple[int, str] | None) -> None:
    """The buttons, then the curtain (the seat and name the hand goes to) over the board
    and the hand strip."""
    hovered = pygame.mouse.get_pos()
    for button in buttons:
        button.draw(surface, button.rect.collidepoint(hovered))
    if curtain is not None:
        seat, name = curtain
        draw_curtain(surface, layout.board, layout.hand, name, PLAYER_RGB[seat % len(PLAYER_RGB)])
