"""Where the parts of the game screen go, the same for every game, for any window from
1024x600 up:

- the top bar: the game's name, the message strip (what happens now: whose turn, a
  hint, AXIO!, a refusal, a notice) and the buttons;
- the board, the camera's viewport, which nothing lies over;
- the hand strip along the board's bottom: the tiles of the seat at the screen (one in
  AXIO Rota, a rack of five or six in AXIO), the counts, the turn buttons and the
  exchange question's answers;
- the side panel: the scoreboards, a card (a tip, a tutorial's or try again's card)
  when one is up, and the move log.

Every message has a home of its own here, so nothing ever covers the game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

TOP_BAR = 48
MARGIN = 10
STRIP_TITLE = 26
"""The hand strip's title row (whose tiles they are, the counts)."""
ANSWER_COLUMN = 158
"""The hand strip's right end: the turn buttons side by side, or the exchange's answers
one above the other."""
CARD_GAP = 8
SCORECARD_MOST, SCORECARD_LEAST = 132, 70
"""A scoreboard's height while the side panel has room, and the least it shrinks to
for a card beside it."""
LOG_LEAST = 84
"""The move log keeps at least this much of the side panel beside a card."""


@dataclass(frozen=True, slots=True)
class HandShape:
    """What the hand strip holds: how many tiles and how wide a tile is for its height
    (AXIO Rota one square tile; AXIO a rack of two-cell tiles)."""

    slots: int
    aspect: float
    """A tile's width over its height."""
    largest: int
    """The tallest a tile in the strip is drawn, in pixels."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    size: tuple[int, int]
    top_bar: pygame.Rect
    board: pygame.Rect
    hand: pygame.Rect
    """The hand strip along the board's bottom."""
    slots: tuple[pygame.Rect, ...]
    """Where each tile of the hand lies in the strip."""
    side: pygame.Rect
    players: int
    card_height: int = 0
    """The height of the card in the side panel (0: none is up)."""

    @classmethod
    def of(cls, size: tuple[int, int], players: int, shape: HandShape) -> TableLayout:
        width, height = size
        side_width = max(290, min(400, width * 27 // 100))
        top_bar = pygame.Rect(0, 0, width, TOP_BAR)
        column = pygame.Rect(0, TOP_BAR, width - side_width, height - TOP_BAR)
        side = pygame.Rect(column.right, TOP_BAR, side_width, height - TOP_BAR)
        room = column.width - 2 * MARGIN - ANSWER_COLUMN - MARGIN
        gap = 8
        tile = min(shape.largest, max(24, height // 13),
                   round((room - gap * (shape.slots - 1)) / shape.slots / shape.aspect) - 10)
        slot_height = tile + 10
        slot_width = round(tile * shape.aspect) + 10
        strip = pygame.Rect(column.x, column.bottom - (STRIP_TITLE + slot_height + MARGIN),
                            column.width, STRIP_TITLE + slot_height + MARGIN)
        board = pygame.Rect(column.x, column.y, column.width, strip.y - column.y)
        slots = tuple(pygame.Rect(strip.x + MARGIN + index * (slot_width + gap),
                                  strip.y + STRIP_TITLE, slot_width, slot_height)
                      for index in range(shape.slots))
        return cls(size, top_bar, board, strip, slots, side, players)

    @property
    def table(self) -> pygame.Rect:
        """The board and the hand strip beneath it (the hot-seat curtain covers both)."""
        return self.board.union(self.hand)

    @property
    def tile(self) -> int:
        """The height of a tile in the hand strip, in pixels."""
        return self.slots[0].height - 10

    @property
    def answers(self) -> pygame.Rect:
        """The hand strip's right end: the turn buttons, or the exchange's answers."""
        return pygame.Rect(self.hand.right - MARGIN - ANSWER_COLUMN, self.hand.y + 6,
                           ANSWER_COLUMN, self.hand.height - 12)

    def slot_at(self, point: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.slots):
            if rect.collidepoint(point):
                return index
        return None

    # The side panel ------------------------------------------------------------------

    def with_card(self, height: int) -> TableLayout:
        """The layout with a card ``height`` high in the side panel (0: none)."""
        return self if height == self.card_height else replace(self, card_height=height)

    def scorecards(self) -> list[pygame.Rect]:
        """One rectangle per player at the top of the side panel; beside a card, as small
        as they must be to leave it room."""
        gap = 6
        inner = self.side.inflate(-2 * MARGIN, -2 * MARGIN)
        share = max(92, min(SCORECARD_MOST,
                            (inner.height * 64 // 100 - gap * (self.players - 1)) // self.players))
        if self.card_height:
            room = inner.height - self.card_height - CARD_GAP - LOG_LEAST - gap * self.players
            share = max(SCORECARD_LEAST, min(share, room // self.players))
        return [
            pygame.Rect(inner.x, inner.y + seat * (share + gap), inner.width, share)
            for seat in range(self.players)
        ]

    @property
    def card_width(self) -> int:
        return self.side.width - 2 * MARGIN

    @property
    def card(self) -> pygame.Rect:
        """The card under the scoreboards (as high as the panel holds beside the
        smallest scoreboards and the least of the log); empty while none is up."""
        last = self.scorecards()[-1]
        inner = self.side.inflate(-2 * MARGIN, -2 * MARGIN)
        most = inner.bottom - LOG_LEAST - CARD_GAP - last.bottom - CARD_GAP
        return pygame.Rect(inner.x, last.bottom + CARD_GAP, inner.width,
                           max(0, min(self.card_height, most)))

    @property
    def log(self) -> pygame.Rect:
        """The move log: the side panel below the scoreboards (and the card, if any)."""
        inner = self.side.inflate(-2 * MARGIN, -2 * MARGIN)
        above = self.card.bottom if self.card_height else self.scorecards()[-1].bottom
        return pygame.Rect(inner.x, above + CARD_GAP, inner.width,
                           inner.bottom - above - CARD_GAP)
