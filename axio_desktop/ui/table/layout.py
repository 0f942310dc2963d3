"""Where the parts of the game screen go, the same for every game, for any window from
1024x600 up:

- the top bar: the game's name, the message strip (what happens now: whose turn, a
  hint, AXIO!, a refusal, a notice) and the buttons;
- the board, the camera's viewport, which nothing lies over;
- the hand strip along the window's bottom, under the board and the side panel: the
  tiles of the seat at the screen (one in AXIO Rota, a rack of five or six in AXIO),
  the counts, the turn buttons and the exchange question's answers;
- the side panel: the scoreboards, a card (a tip, a tutorial's or try again's card)
  when one is up, and the move log.

Every message has a home of its own here, so nothing ever covers the game. The sizes
below are unscaled pixels: the layout takes them at the interface's size (`scale.px`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from ..core.scale import px

TOP_BAR = 48
MARGIN = 10
STRIP_TITLE = 26
"""The hand strip's title row (whose tiles they are, the counts)."""
ANSWER_COLUMN = 158
"""The hand strip's right end: the turn buttons side by side, or the exchange's answers
one above the other."""
CARD_GAP = 8
SLOT_PAD = 10
"""A hand slot's room around its tile."""
SCORECARD_HEADER, TRACK_MOST = 26, 26
"""A scoreboard's name row, and the most a track's row grows to (as thick as it reads
best)."""
SCORECARD_LEAST = 70
"""The least a scoreboard shrinks to for a card beside it."""
TWO_COLUMNS = 2 * 220 + 6
"""The side panel's width from which three or four scoreboards go two by two."""
SIDE_MOST = 50
"""The side panel takes at most this share (percent) of the window's width."""
BOARD_LEAST = 60
"""A table that grows (AXIO Rota's) keeps at least this share of the width for its
board when the side panel widens for two columns of scoreboards."""
LOG_LEAST = 84
"""The move log keeps at least this much of the side panel."""
LOG_SHARE = 30
"""Where the side panel has room, the move log keeps this share (percent) of it."""


@dataclass(frozen=True, slots=True)
class TableShape:
    """What a game's table holds that its layout follows: the hand strip's tiles (how
    many, and how wide a tile is for its height: AXIO Rota one square tile, AXIO a rack
    of two-cell tiles), the scoreboards' tracks and the board's shape."""

    tracks: int
    """The tracks on each scoreboard (the game's colours)."""
    slots: int
    aspect: float
    """A tile's width over its height."""
    largest: int
    """The tallest a tile in the strip is drawn, in pixels."""
    board_aspect: float | None = None
    """The width over the height of what the board shows at first (AXIO's play area
    with its margin): the side panel takes what such a board leaves of the window's
    width; None for a table that grows (AXIO Rota's)."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    size: tuple[int, int]
    top_bar: pygame.Rect
    board: pygame.Rect
    hand: pygame.Rect
    """The hand strip along the window's bottom."""
    slots: tuple[pygame.Rect, ...]
    """Where each tile of the hand lies in the strip."""
    side: pygame.Rect
    players: int
    shape: TableShape
    card_height: int = 0
    """The height of the card in the side panel (0: none is up)."""

    @classmethod
    def of(cls, size: tuple[int, int], players: int, shape: TableShape) -> TableLayout:
        width, height = size
        gap, margin, answer_column, top = px(8), px(MARGIN), px(ANSWER_COLUMN), px(TOP_BAR)
        pad = px(SLOT_PAD)
        room = width - 2 * margin - answer_column - margin
        tile = min(px(shape.largest), max(px(24), height // 13),
                   round((room - gap * (shape.slots - 1)) / shape.slots / shape.aspect) - pad)
        slot_height = tile + pad
        slot_width = round(tile * shape.aspect) + pad
        strip_title = px(STRIP_TITLE)
        strip = pygame.Rect(0, height - (strip_title + slot_height + margin), width,
                            strip_title + slot_height + margin)
        side_width = max(px(290), min(px(400), width * 27 // 100))
        two_columns = px(TWO_COLUMNS)
        if players >= 3 and (width - two_columns - 2 * margin) * 100 >= width * BOARD_LEAST:
            side_width = max(side_width, two_columns + 2 * margin)  # the scoreboards two by two
        if shape.board_aspect is not None:  # the board as wide as it is shown, the rest beside
            wanted = round((strip.y - top) * shape.board_aspect) + 2 * margin
            side_width = max(side_width, min(width * SIDE_MOST // 100, width - wanted))
            if players >= 3 and side_width < two_columns + 2 * margin <= width * SIDE_MOST // 100:
                # a board that keeps its shape gives way for two columns rather than
                # four scoreboards one above the other, too thin to read
                side_width = two_columns + 2 * margin
        top_bar = pygame.Rect(0, 0, width, top)
        board = pygame.Rect(0, top, width - side_width, strip.y - top)
        side = pygame.Rect(board.right, top, side_width, strip.y - top)
        slots = tuple(pygame.Rect(strip.x + margin + index * (slot_width + gap),
                                  strip.y + strip_title, slot_width, slot_height)
                      for index in range(shape.slots))
        return cls(size, top_bar, board, strip, slots, side, players, shape)

    @property
    def tile(self) -> int:
        """The height of a tile in the hand strip, in pixels."""
        return self.slots[0].height - px(SLOT_PAD)

    @property
    def answers(self) -> pygame.Rect:
        """The hand strip's right end: the turn buttons, or the exchange's answers."""
        return pygame.Rect(self.hand.right - px(MARGIN) - px(ANSWER_COLUMN),
                           self.hand.y + px(6), px(ANSWER_COLUMN), self.hand.height - px(12))

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
        """One rectangle per player at the top of the side panel, two by two where the
        panel is wide and three or four play; as tall as the panel leaves beside the
        move log (and the card, if one is up) for thick tracks."""
        gap, card_gap = px(6), px(CARD_GAP)
        inner = self.inner
        columns = 2 if self.players >= 3 and inner.width >= px(TWO_COLUMNS) else 1
        rows = -(-self.players // columns)
        width = (inner.width - gap * (columns - 1)) // columns
        log = max(px(LOG_LEAST), inner.height * LOG_SHARE // 100) if not self.card_height \
            else px(LOG_LEAST)
        room = inner.height - log - gap * (rows - 1) - card_gap
        if self.card_height:
            room -= self.card_height + card_gap
        most = px(SCORECARD_HEADER + TRACK_MOST * self.shape.tracks)
        share = max(px(SCORECARD_LEAST), min(most, room // rows))
        return [
            pygame.Rect(inner.x + (seat % columns) * (width + gap),
                        inner.y + (seat // columns) * (share + gap), width, share)
            for seat in range(self.players)
        ]

    @property
    def inner(self) -> pygame.Rect:
        """The side panel inside its margin."""
        return self.side.inflate(-2 * px(MARGIN), -2 * px(MARGIN))

    @property
    def card_width(self) -> int:
        return self.side.width - 2 * px(MARGIN)

    @property
    def card(self) -> pygame.Rect:
        """The card under the scoreboards (as high as the panel holds beside the
        smallest scoreboards and the least of the log); empty while none is up."""
        last = self.scorecards()[-1]
        inner, card_gap = self.inner, px(CARD_GAP)
        most = inner.bottom - px(LOG_LEAST) - card_gap - last.bottom - card_gap
        return pygame.Rect(inner.x, last.bottom + card_gap, inner.width,
                           max(0, min(self.card_height, most)))

    @property
    def log(self) -> pygame.Rect:
        """The move log: the side panel below the scoreboards (and the card, if any)."""
        inner, card_gap = self.inner, px(CARD_GAP)
        above = self.card.bottom if self.card_height else self.scorecards()[-1].bottom
        return pygame.Rect(inner.x, above + card_gap, inner.width,
                           inner.bottom - above - card_gap)
