"""The card in the table's side panel, for the first-game tip, the tutorial and try
again alike: what it says (`Face`), how high it is, its picture and buttons, and the
input a coach answers itself (`answer`): its card, its own keys, and the table's hint,
undo and redo (`coach.ANSWERED`). It lies in a place of its own beside the board
(`TableLayout.card`), so it never covers the game; what the card says and what its
actions do are the tip's or the coach's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..core.input import BUTTON_INTENTS, Action, KeyTable
from ..core.scale import px
from ..core.theme import ACCENT, BAD, TEXT, fit_text, font, wrap
from ..core.widgets import Button, clicked, draw_panel
from .card_face import Face
from .coach import ANSWERED, CoachedTable

TEXT_SIZE, LINE, TOP = 15, 20, 40
"""The size of the card's text, the height of its lines, and how far below the card's
top it starts (the heading is above it)."""
MARGIN = 12
"""The card's text's distance from the card's edges."""
BUTTON_HEIGHT, CORNER_HEIGHT = 34, 26
"""The height of the buttons along the card's bottom, and of the one in its corner."""


def text_lines(face: Face, width: int) -> tuple[list[str], list[str]]:
    """The paragraphs' lines and the note's on a card ``width`` wide."""
    size, room = px(TEXT_SIZE), width - 2 * px(MARGIN)
    lines = [line for paragraph in face.paragraphs for line in wrap(paragraph, size, room)]
    note = wrap(face.note, size, room, bold=True) if face.note else []
    return lines, note


def card_height(face: Face, width: int) -> int:
    lines, note = text_lines(face, width)
    return px(TOP + LINE * len(lines) + (6 + LINE * len(note) if note else 0)
              + (MARGIN + BUTTON_HEIGHT + MARGIN if face.buttons else MARGIN))


def card_buttons(card: pygame.Rect, face: Face) -> list[Button]:
    """The face's buttons on ``card``: along its bottom from the right, and the corner's."""
    margin, height = px(MARGIN), px(BUTTON_HEIGHT)
    result, right = [], card.right - margin
    for button in face.buttons:
        width = max(px(110), font(px(16), button.primary).size(button.label)[0] + px(28))
        rect = pygame.Rect(right - width, card.bottom - margin - height, width, height)
        result.append(Button(button.action, button.label, rect, primary=button.primary))
        right = rect.left - px(10)
    corner = face.corner
    if corner is not None:
        rect = pygame.Rect(0, 0, max(px(110), font(px(13)).size(corner.label)[0] + px(24)),
                           px(CORNER_HEIGHT))
        rect.topright = (card.right - px(8), card.y + px(7))
        result.append(Button(corner.action, corner.label, rect, primary=corner.primary))
    return result


def draw_card(surface: pygame.Surface, card: pygame.Rect, face: Face) -> None:
    margin, line_height = px(MARGIN), px(LINE)
    draw_panel(surface, card, (26, 31, 37), ACCENT, radius=px(10), alpha=240)
    buttons = card_buttons(card, face)
    room = card.width - 2 * margin - (buttons[-1].rect.width + px(8) if face.corner else 0)
    heading = fit_text(face.heading, px(15), room, ACCENT, bold=True, smallest=px(12))
    surface.blit(heading, (card.x + margin, card.y + px(10)))
    lines, note = text_lines(face, card.width)
    y = card.y + px(TOP)
    previous = surface.get_clip()
    words = card.inflate(0, -2 * margin)
    if face.buttons:
        words.height -= px(BUTTON_HEIGHT) + margin
    surface.set_clip(words.clip(previous))  # a card the side panel cuts short stays inside
    for line in lines:
        surface.blit(font(px(TEXT_SIZE)).render(line, True, TEXT), (card.x + margin, y))
        y += line_height
    y += px(6)
    for line in note:
        surface.blit(font(px(TEXT_SIZE), True).render(line, True, BAD), (card.x + margin, y))
        y += line_height
    surface.set_clip(previous)
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
