"""The card a coach shows over the table, for the tutorial and for try again alike: what
it says (`Face`), where it lies on the board, its picture and buttons, and the input a
coach answers itself (`answer`): its card, its own keys, and the table's hint, undo and
redo (`coach.ANSWERED`). What the card says and what the actions do are the coach's."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from ..core.clear_box import Box, along, box_of, corners, least_covering
from ..core.input import BUTTON_INTENTS, Action, KeyTable
from ..core.theme import ACCENT, BAD, TEXT, fit_text, font, wrap
from ..core.widgets import Button, clicked, draw_panel
from .coach import ANSWERED, CoachedTable

TEXT_SIZE, LINE, TOP = 15, 20, 40
"""The size of the card's text, the height of its lines, and how far below the card's
top it starts (the heading is above it)."""
MARGIN = 12
"""The card's distance from the board's edges, and its text's from the card's."""
BUTTON_HEIGHT, CORNER_HEIGHT = 34, 26
"""The height of the buttons along the card's bottom, and of the one in its corner."""


@dataclass(frozen=True, slots=True)
class CardButton:
    action: Action
    label: str
    primary: bool = False


@dataclass(frozen=True, slots=True)
class Face:
    """What a card says: its heading, its paragraphs, a friendly word in red under them
    (after a refusal), its buttons along the bottom (the first at the right end) and a
    small one in its top right corner."""

    heading: str
    paragraphs: tuple[str, ...]
    note: str | None = None
    buttons: tuple[CardButton, ...] = ()
    corner: CardButton | None = None

    @property
    def actions(self) -> set[Action]:
        """What the card's buttons do (the coach's keys for anything else go to the
        table)."""
        return {button.action for button in (*self.buttons, self.corner) if button is not None}


def text_lines(face: Face, width: int) -> tuple[list[str], list[str]]:
    """The paragraphs' lines and the note's on a card ``width`` wide."""
    lines = [line for paragraph in face.paragraphs
             for line in wrap(paragraph, TEXT_SIZE, width - 2 * MARGIN)]
    note = wrap(face.note, TEXT_SIZE, width - 2 * MARGIN, bold=True) if face.note else []
    return lines, note


def card_height(face: Face, width: int) -> int:
    lines, note = text_lines(face, width)
    return (TOP + LINE * len(lines) + (6 + LINE * len(note) if note else 0)
            + (MARGIN + BUTTON_HEIGHT + MARGIN if face.buttons else MARGIN))


@lru_cache(maxsize=16)
def place_card(face: Face, board: Box, tiers: tuple[tuple[Box, ...], ...],
               widths: tuple[int, ...]) -> Box:
    """Where the card lies on ``board``: at each of ``widths`` (widest first), in a
    corner (top right first), then along the top and the bottom edges (nearest the
    middle first); the first place that covers the least of the first of ``tiers``
    (nothing, where there is room), then of the next (`clear_box.least_covering`)."""
    area = pygame.Rect(board)

    def places() -> Iterator[pygame.Rect]:
        for most in widths:
            width = min(most, area.width - 2 * MARGIN)
            size = (width, card_height(face, width))
            yield from corners(area, size, MARGIN)
            yield from along(area, size, (area.top + MARGIN, area.bottom - MARGIN - size[1]),
                             margin=MARGIN, step=16)

    best = least_covering(places(), [[pygame.Rect(box) for box in tier] for tier in tiers])
    assert best is not None, "a card has places to try"
    return box_of(best[0])


def card_rect(table: CoachedTable[Any], face: Face, widths: tuple[int, ...],
              cells: Sequence[tuple[int, int]] = ()) -> pygame.Rect:
    """The card's place beside ``table``: clear of the hand, the table's buttons, the
    tile put down and the ``cells`` it points at; then of the room around them (a colour
    picker's question over its buttons on the board, the points over the tile);
    covering as little as it can of what the player works with (the cells where a tile
    may go, the held tile)."""
    part = table.part
    buttons = [button.rect for button in table.buttons()]
    put_down = part.put_down_rects()
    tiers = (
        [part.hand_rect(), *buttons, *put_down, *(part.cell_rect(cell) for cell in cells)],
        [*(rect.inflate(0, 2 * BUTTON_HEIGHT) for rect in buttons
           if rect.colliderect(table.layout.board)),
         *(rect.inflate(0, rect.height) for rect in put_down)],
        [*part.keep_clear(), *part.placeable_rects()],
    )
    return pygame.Rect(place_card(face, box_of(table.layout.board),
                                  tuple(tuple(box_of(rect) for rect in tier) for tier in tiers),
                                  widths))


def card_buttons(card: pygame.Rect, face: Face) -> list[Button]:
    """The face's buttons on ``card``: along its bottom from the right, and the corner's."""
    result, right = [], card.right - MARGIN
    for button in face.buttons:
        width = max(110, font(16, button.primary).size(button.label)[0] + 28)
        rect = pygame.Rect(right - width, card.bottom - MARGIN - BUTTON_HEIGHT, width,
                           BUTTON_HEIGHT)
        result.append(Button(button.action.name, button.label, rect, primary=button.primary))
        right = rect.left - 10
    corner = face.corner
    if corner is not None:
        rect = pygame.Rect(0, 0, max(110, font(13).size(corner.label)[0] + 24), CORNER_HEIGHT)
        rect.topright = (card.right - 8, card.y + 7)
        result.append(Button(corner.action.name, corner.label, rect, primary=corner.primary))
    return result


def draw_card(surface: pygame.Surface, card: pygame.Rect, face: Face) -> None:
    draw_panel(surface, card, (26, 31, 37), ACCENT, radius=10, alpha=240)
    buttons = card_buttons(card, face)
    room = card.width - 2 * MARGIN - (buttons[-1].rect.width + 8 if face.corner else 0)
    surface.blit(fit_text(face.heading, 15, room, ACCENT, bold=True), (card.x + MARGIN, card.y + 10))
    lines, note = text_lines(face, card.width)
    y = card.y + TOP
    for line in lines:
        surface.blit(font(TEXT_SIZE).render(line, True, TEXT), (card.x + MARGIN, y))
        y += LINE
    y += 6
    for line in note:
        surface.blit(font(TEXT_SIZE, True).render(line, True, BAD), (card.x + MARGIN, y))
        y += LINE
    hovered = pygame.mouse.get_pos()
    for button in buttons:
        button.draw(surface, button.rect.collidepoint(hovered))


def answer(event: pygame.event.Event, table: CoachedTable[Any],
           card: tuple[pygame.Rect, Face] | None, own_keys: KeyTable,
           act: Callable[[Action], None]) -> bool:
    """Whether the coach uses ``event``, and what it does (``act``): a click on a button
    of its ``card`` (its action) or anywhere else on it (nothing); one of the coach's
    own keys whose action the card offers; the table's hint, undo or redo, by key or
    button. Undo while a tile is put down but not confirmed is the table's: it takes
    the tile back, as ever."""
    if card is not None:
        rect, face = card
        button = clicked(card_buttons(rect, face), event)
        if button is not None:
            act(Action[button.action])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and rect.collidepoint(event.pos):
            return True
        intent = own_keys.translate(event)
        if intent is not None and intent.action in face.actions:
            act(intent.action)
            return True
    button = clicked(table.buttons(), event)
    intent = (BUTTON_INTENTS.get(button.action) if button is not None
              else table.keys.translate(event))
    if intent is None or intent.action not in ANSWERED:
        return False
    if intent.action is Action.UNDO and table.placing.tentative is not None:
        return False
    act(intent.action)
    return True
