"""Where the review screen puts its parts, and the panel beside the board: each
player's accuracy and marks, the analysis's progress (the first pass marking every
decision, then the deep pass refining the marks), and the shown decision's
judgement (its mark, the played and the better placement in notation with what each
scores, or the answer to the exchange option given and the better one, in notation and
in words; the loss, or at a decided one that nothing made a difference). What comes
from the first pass is drawn paler and says it is being refined. Drawing changes
nothing."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from ...engine.game import AnyGame
from ...review import DECIDED, PLACEMENT, AnalysisKit, Judgement, Position, Review, Unit
from ..core.scale import factor, px
from ..core.theme import ACCENT, BAD, PLAYER_RGB, TEXT, TEXT_DIM, Rgb, fit_text, text, wrap
from ..core.widgets import draw_panel
from ..core.wording import amount_text, answer_words, decimal, value_text
from ..i18n import tr
from ..table.layout import TOP_BAR
from .mark_style import COUNTED, NAMES, RGB, SYMBOLS, draw_check, provisional_rgb
from .move_list import MoveRow
from .outline import BETTER_RGB
from .worker import ReviewWorker

BUTTONS = 56
"""The row of buttons at the bottom, the whole width of the window."""


@dataclass(frozen=True, slots=True)
class ReviewLayout:
    board: pygame.Rect
    chart: pygame.Rect
    players: pygame.Rect
    progress: pygame.Rect
    detail: pygame.Rect
    moves: pygame.Rect
    buttons_y: int
    player_row: int

    @classmethod
    def of(cls, size: tuple[int, int], players: int) -> ReviewLayout:
        width, height = size
        roomy = height / factor() >= 700  # the unscaled layout's size decides
        side = px(380) if width / factor() >= 1200 else px(330)
        chart = px(150) if roomy else px(104)
        board = pygame.Rect(0, px(TOP_BAR), width - side, height - px(TOP_BAR) - chart - px(BUTTONS))
        left = width - side + px(6)
        column = side - px(14)
        row = px(42) if roomy else px(36)
        players_box = pygame.Rect(left, px(TOP_BAR) + px(8), column, players * row + px(8))
        progress = pygame.Rect(left, players_box.bottom + px(6), column, px(26))
        detail = pygame.Rect(left, progress.bottom + px(6), column, px(172) if roomy else px(150))
        # The buttons' row runs the whole width, so that a button can join them.
        moves = pygame.Rect(left, detail.bottom + px(8), column,
                            height - px(BUTTONS) - detail.bottom - px(10))
        return cls(board, pygame.Rect(px(8), board.bottom + px(6), board.width - px(16), chart - px(10)),
                   players_box, progress, detail, moves, height - px(BUTTONS) + px(7), row)


class ReviewShown(Protocol):
    """What the panel shows of the review screen (`scene.ReviewScene`)."""

    game: AnyGame
    names: list[str]
    unit: Unit
    layout: ReviewLayout
    worker: ReviewWorker[Any, Any]
    review: Review[Any] | None
    summary: Review[Any] | None
    judgements: dict[int, Judgement[Any]]
    provisional: set[int]
    rows: list[MoveRow]
    positions: list[Position[Any, Any]]
    kit: AnalysisKit[Any, Any]
    count: int
    index: int

    @property
    def judgement(self) -> Judgement[Any] | None: ...

    def strip(self, row: int, move: Hashable, size: int) -> pygame.Surface | None: ...


def draw_side(scene: ReviewShown, surface: pygame.Surface) -> None:
    _draw_players(scene, surface)
    _draw_progress(scene, surface)
    _draw_detail(scene, surface)


def _draw_players(scene: ReviewShown, surface: pygame.Surface) -> None:
    layout = scene.layout
    draw_panel(surface, layout.players, (24, 30, 36))
    review = scene.summary
    refining = bool(scene.provisional)
    y = layout.players.y + px(4)
    for seat, name in enumerate(scene.names):
        colour = PLAYER_RGB[seat % len(PLAYER_RGB)]
        if review is None:
            accuracy = tr("review.accuracy_pending")
        else:
            value = decimal(review.players[seat].accuracy, 1)
            accuracy = tr("review.accuracy_provisional" if refining else "review.accuracy",
                          value=value)
        shown = text(accuracy, px(15), TEXT_DIM if refining else TEXT, True)
        right = layout.players.right - px(10)
        surface.blit(shown, shown.get_rect(topright=(right, y + px(2))))
        label = fit_text(name, px(16), layout.players.width - shown.get_width() - px(30), colour, True)
        surface.blit(label, (layout.players.x + px(10), y + px(2)))
        if review is not None:
            marks = review.players[seat].marks
        else:  # as the review will count them: the placements' marks
            own = [judgement.mark for judgement in scene.judgements.values()
                   if judgement.player == seat and judgement.kind == PLACEMENT]
            marks = {mark: own.count(mark) for mark in COUNTED}
        x = layout.players.x + px(10)
        low = y + layout.player_row - px(18)
        for mark in COUNTED:
            symbol = text(SYMBOLS[mark], px(13),
                          provisional_rgb(RGB[mark]) if refining else RGB[mark], True)
            surface.blit(symbol, (x, low))
            count = text(str(marks[mark]), px(13), TEXT_DIM)
            surface.blit(count, (x + symbol.get_width() + px(4), low))
            x += symbol.get_width() + count.get_width() + px(18)
        y += layout.player_row


def _draw_progress(scene: ReviewShown, surface: pygame.Surface) -> None:
    """Before every decision has a mark, how many have one; then how many marks are
    final (the deep pass's), the bar filled in two shades."""
    box = scene.layout.progress
    marked = len(scene.judgements)
    done = marked - len(scene.provisional)
    if scene.worker.failure is not None:
        line = fit_text(tr("review.failed"), px(14), box.width, BAD, True)
        surface.blit(line, line.get_rect(midleft=(box.x + px(4), box.centery)))
        return
    if done == scene.count:
        words = (tr("review.from_cache") if scene.worker.from_cache == scene.count
                 else tr("review.done", count=scene.count))
        line = fit_text(words, px(14), box.width, TEXT_DIM)
        surface.blit(line, line.get_rect(midleft=(box.x + px(4), box.centery)))
        return
    pygame.draw.rect(surface, (38, 47, 56), box, border_radius=px(6))
    for share, shade in ((marked, (60, 56, 40)), (done, (96, 84, 40))):
        filled = box.copy()
        filled.width = round(box.width * share / max(1, scene.count))
        if filled.width:
            pygame.draw.rect(surface, shade, filled, border_radius=px(6))
    pygame.draw.rect(surface, ACCENT, box, px(1), border_radius=px(6))
    words = (tr("review.refining", done=done, count=scene.count) if marked == scene.count
             else tr("review.analysing", done=marked, count=scene.count))
    line = fit_text(words, px(14), box.width - px(12), TEXT, True)
    surface.blit(line, line.get_rect(center=box.center))


def _draw_detail(scene: ReviewShown, surface: pygame.Surface) -> None:
    box = scene.layout.detail
    draw_panel(surface, box, (24, 30, 36))
    if not scene.count:
        return
    row = scene.rows[scene.index]
    placement = scene.positions[scene.index].kind == PLACEMENT
    x, y = box.x + px(10), box.y + px(6)
    width = box.width - px(20)
    head = (tr("review.placement_head", number=row.number, turn=row.turn, name=row.name)
            if placement else tr("review.answer_head", turn=row.turn, name=row.name))
    surface.blit(fit_text(head, px(16), width, PLAYER_RGB[row.player % len(PLAYER_RGB)], True),
                 (x, y))
    y += px(24)
    judgement = scene.judgement
    if judgement is None:
        surface.blit(fit_text(tr("review.not_judged"), px(15), width, TEXT_DIM), (x, y))
        return
    mark = judgement.mark
    refining = scene.index in scene.provisional
    colour = provisional_rgb(RGB[mark]) if refining else RGB[mark]
    if mark == "best":
        draw_check(surface, (x + px(7), y + px(10)), px(12), colour)
        indent = px(20)
    else:
        symbol = text(SYMBOLS[mark], px(16), colour, True) if SYMBOLS[mark] else None
        if symbol is not None:
            surface.blit(symbol, (x, y))
        indent = symbol.get_width() + px(8) if symbol is not None else 0
    name = fit_text(tr(NAMES[mark]), px(16), width - indent, colour, True)
    surface.blit(name, (x + indent, y))
    if refining:
        left = x + indent + name.get_width() + px(10)
        note = fit_text(tr("review.mark_refining"), px(13), box.right - px(10) - left, TEXT_DIM)
        surface.blit(note, note.get_rect(midleft=(left, y + name.get_height() // 2)))
    y += px(24)
    rows = [("review.played" if placement else "review.answered", judgement.played, TEXT)]
    if judgement.loss > 0:
        rows.append(("review.better", judgement.best, BETTER_RGB))
    labels = [text(tr(key), px(14), colour, True) for key, _, colour in rows]
    written_x = x + max(label.get_width() for label in labels) + px(10)
    for label, (_, move, colour) in zip(labels, rows):
        surface.blit(label, (x, y + px(2)))
        written = text(scene.game.notation.format(move), px(14), colour)
        surface.blit(written, (written_x, y + px(2)))
        beside = (scene.strip(scene.index, move, px(14)) if placement
                  else text(answer_words(scene.kit, move), px(14), TEXT_DIM))
        previous = surface.get_clip()
        surface.set_clip(box.inflate(-px(8), 0))
        surface.blit(beside or text(tr("review.no_points"), px(14), TEXT_DIM),
                     (written_x + written.get_width() + px(12), y))
        surface.set_clip(previous)
        y += px(24)
    unit = scene.unit
    said = None
    if mark == DECIDED:
        said = tr(f"review.decided_{unit.words}", value=value_text(unit, judgement.value_played))
    elif judgement.loss > 0:
        said = tr(f"review.loss_{unit.words}", points=amount_text(unit, judgement.loss))
    if said is not None:
        for line in wrap(said, px(14), width, True)[:2]:
            surface.blit(fit_text(line, px(14), width, colour, True), (x, y))
            y += px(19)
        y += px(3)
    before = judgement.chances[judgement.player]
    chance = tr(f"review.before_{unit.words}", value=value_text(unit, before))
    if y + px(18) <= box.bottom:
        surface.blit(fit_text(chance, px(14), width, TEXT_DIM), (x, y))


def draw_board_labels(surface: pygame.Surface, board: pygame.Rect, played: pygame.Rect,
                      better: pygame.Rect | None, player: int) -> None:
    """"Played" over the played placement, "Better" over the better one (under it
    where the two labels would meet)."""
    previous = surface.get_clip()
    surface.set_clip(board)
    placed = _tag(surface, board, tr("review.tag_played"), played, above=True,
                  edge=PLAYER_RGB[player % len(PLAYER_RGB)])
    if better is not None:
        box = _tag_box(tr("review.tag_better"), better, above=True, board=board)
        _tag(surface, board, tr("review.tag_better"), better,
             above=not box.colliderect(placed), edge=BETTER_RGB)
    surface.set_clip(previous)


def _tag_box(words: str, spot: pygame.Rect, *, above: bool, board: pygame.Rect) -> pygame.Rect:
    label = text(words, 14, TEXT, True)
    box = label.get_rect().inflate(12, 6)
    if above:
        box.midbottom = (spot.centerx, spot.top - 4)
    else:
        box.midtop = (spot.centerx, spot.bottom + 4)
    return box.clamp(board)


def _tag(surface: pygame.Surface, board: pygame.Rect, words: str, spot: pygame.Rect, *,
         above: bool, edge: Rgb) -> pygame.Rect:
    box = _tag_box(words, spot, above=above, board=board)
    draw_panel(surface, box, (16, 18, 22), edge, radius=6, alpha=230)
    label = text(words, 14, TEXT, True)
    surface.blit(label, label.get_rect(center=box.center))
    return box
