"""AXIO's and AXIO Hex's drawn rules examples: a placement scored along its lines (three
directions from each half on the square board, five on the hexagons), a pyramid
(AXIO), the exchange option, the solo scoreboards and the tie-break. Each is a small
position the engine scores (`preview_placement`, `track_rule`, `rank`); the board is
drawn by the table's own renderer, and every number in a caption is the engine's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from ...engine.axio import Place, Ruleset
from ...engine.axio.board import Board
from ...engine.axio.geometry import Cell, play_area
from ...engine.axio.preview import Preview, preview_placement
from ...engine.axio.rules import TRACK_CAP, track_rule
from ..core.camera import Camera
from ..core.scale import px
from ..core.scoreboard import ScoreCard
from ..core.symbols import symbol_icon
from ..core.theme import (
    ACCENT,
    BAD,
    PANEL_EDGE,
    PANEL_LIGHT,
    PLAYER_RGB,
    SYMBOL_RGB,
    TEXT,
    TEXT_DIM,
    text,
)
from ..core.wording import colour_name, join_names
from ..i18n import tr
from ..screens.rules_example import Example, tie_break
from .board_art import AxioBoardRenderer, AxioPicture, Ghost
from .geometry import cell_layout
from .pieces import draw_tile

Tiles = Mapping[tuple[Cell, Cell], str]
"""Tiles on an example board: the two cells, the colours on them in that order."""

SQUARE_LINES: Tiles = {
    ((2, 4), (3, 4)): "BB", ((4, 3), (5, 3)): "BR", ((3, 5), (4, 5)): "OB",
    ((6, 4), (6, 5)): "RG",
}
SQUARE_PLACE = Place(((4, 4), (5, 4)), "BR")
"""The rulebook's third scoring picture: blue 2 + 1 + 1 to the west, north and south,
red 1 + 1 to the east and north."""

HEX_LINES: Tiles = {
    ((1, -1), (2, -2)): "GG", ((0, -1), (0, -2)): "GR", ((-1, 0), (-2, 0)): "BG",
    ((0, 1), (0, 2)): "GP", ((2, 0), (3, 0)): "OO", ((1, 1), (1, 2)): "OY",
}
HEX_PLACE = Place(((0, 0), (1, 0)), "GO")
"""Green looks along five lines from (0, 0) (a blue half stops one, one is empty),
orange along five from (1, 0)."""


@dataclass(frozen=True)
class ScoringPicture:
    """The first example of a board shape: ``place`` scored along its lines among
    ``tiles``."""

    tiles: Tiles
    place: Place


SQUARE_SCORING = ScoringPicture(SQUARE_LINES, SQUARE_PLACE)
HEX_SCORING = ScoringPicture(HEX_LINES, HEX_PLACE)

PYRAMID_TILES: Tiles = {((2, 3), (3, 3)): "GB", ((2, 5), (3, 5)): "RB", ((3, 6), (4, 6)): "BG"}
PYRAMID_PLACE = Place(((3, 4), (4, 4)), "BO")
"""The rulebook's pyramid example: 3 blue for the tile, and (2, 4) is closed in."""

EXCHANGE_TRACKS = (9, 7, 5, 8, 6, 10)
EXCHANGE_RACK = ("RG", "GO", "OP", "RR", "OY")
"""After placing: blue is lowest, and none of these tiles shows blue."""

SOLO_OTHER_TRACKS = (19, 27, 18, 24, 21)
"""The solo card's tracks but the first (the track drawn across the two scoreboards)."""
SOLO_FIRST = (16, 5)
SOLO_LATER = 4
TIE_NAMES = ("Anne", "Kate", "Julia")
TIE_TRACKS = ((9, 11, 13, 14, 16, 15), (12, 9, 12, 13, 17, 14), (15, 12, 9, 16, 17, 13))
"""The rulebook's three-way tie at 9 (a sixth track for AXIO Hex)."""


class BoardSnippet:
    """A part of an AXIO or AXIO Hex board around ``focus``, drawn by the table's renderer."""

    def __init__(self, picture: AxioPicture, focus: Sequence[Cell]) -> None:
        self.picture = picture
        self.layout = cell_layout(picture.board.rules.shape)
        self.bounds = self.layout.bounds(tuple(focus))
        self.renderer = AxioBoardRenderer()

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        camera = Camera(tuple(box))  # type: ignore[arg-type]
        camera.fit(self.bounds, margin=0.9)  # type: ignore[arg-type]
        self.renderer.draw(surface, camera, box, self.picture)


class RackRow:
    """A rack of tiles face up, under a line naming it."""

    def __init__(self, rules: Ruleset, tiles: Sequence[str], label: str) -> None:
        self.layout = cell_layout(rules.shape)
        self.tiles = tuple(tiles)
        self.label = label

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        note = text(self.label, px(14), TEXT_DIM, True)
        surface.blit(note, (box.x + px(4), box.y + px(4)))
        count = len(self.tiles)
        half = max(px(18), min(px(52), int((box.width - px(16)) / (2.5 * count))))
        step = round(2.5 * half)
        left = box.centerx - (step * (count - 1) + 2 * half) // 2
        y = box.y + note.get_height() + (box.height - note.get_height()) // 2
        for index, code in enumerate(self.tiles):
            draw_tile(surface, self.layout, (left + index * step + half / 2, y), (1, 0), code, half)


class TwoBoards:
    """One solo track across the two scoreboards: first to the cap (what passes it is
    lost), then on along the second board."""

    def __init__(self, colour: str, before: int, stopped: int, lost: int, after: int,
                 cap: int, top: int) -> None:
        self.colour, self.before, self.stopped, self.lost = colour, before, stopped, lost
        self.after, self.cap, self.top = after, cap, top

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        row = min(px(64), (box.height - px(8)) // 2)
        y = box.y + max(px(4), (box.height - 2 * row) // 2)
        self._board(surface, pygame.Rect(box.x + px(4), y, box.width - px(8), row - px(8)), 0,
                    self.cap,
                    self.before, self.stopped, tr("examples.solo.board_1", cap=self.cap),
                    tr("examples.solo.lost", count=self.lost))
        self._board(surface, pygame.Rect(box.x + px(4), y + row, box.width - px(8), row - px(8)),
                    self.cap,
                    self.top, self.stopped, self.after,
                    tr("examples.solo.board_2", cap=self.cap, top=self.top), "")

    def _board(self, surface: pygame.Surface, rect: pygame.Rect, low: int, high: int,
               start: int, end: int, label: str, note: str) -> None:
        caption = text(label, px(13), TEXT_DIM, True)
        surface.blit(caption, (rect.x, rect.y))
        bar = pygame.Rect(rect.x + px(26), rect.bottom - px(18), rect.width - px(60), px(14))
        round_end = bar.height // 2
        pygame.draw.rect(surface, PANEL_LIGHT, bar, border_radius=round_end)
        pygame.draw.rect(surface, PANEL_EDGE, bar, 1, border_radius=round_end)

        def at(value: int) -> int:
            return bar.x + round((value - low) / (high - low) * bar.width)

        colour = SYMBOL_RGB[self.colour]
        if start > low:
            done = pygame.Rect(bar.x, bar.y, at(start) - bar.x, bar.height)
            pygame.draw.rect(surface, tuple(c // 2 for c in colour), done,
                             border_radius=round_end)
        gained = pygame.Rect(at(start), bar.y, max(px(4), at(end) - at(start)), bar.height)
        pygame.draw.rect(surface, colour, gained, border_radius=round_end)
        pygame.draw.circle(surface, TEXT, (at(end), bar.centery), px(8))
        pygame.draw.circle(surface, colour, (at(end), bar.centery), px(6))
        icon = symbol_icon(self.colour, px(18))
        surface.blit(icon, icon.get_rect(midleft=(rect.x, bar.centery)))
        value = text(str(end), px(15), ACCENT, True)
        surface.blit(value, value.get_rect(midleft=(bar.right + px(8), bar.centery)))
        if note:
            lost = text(note, px(13), BAD, True)
            surface.blit(lost, lost.get_rect(bottomright=(bar.right, bar.y - px(3))))


def example_board(rules: Ruleset, tiles: Tiles) -> Board:
    """A two-player board with ``tiles`` laid (not asking the rules: an example)."""
    area = play_area(rules.shape, rules.shape.area_size(2))
    board = Board(rules, area)
    for (first, second), colours in tiles.items():
        board.place(area.index[first], area.index[second], colours[0], colours[1])
    return board


def preview(rules: Ruleset, board: Board, place: Place) -> Preview:
    zero = (0,) * len(rules.colours)
    return preview_placement(board, zero, 2, place, rack_after=(), bag_size=0, bonus_after=0)


def ghost_snippet(board: Board, tiles: Tiles, place: Place, shown: Preview) -> BoardSnippet:
    focus = [cell for cells in tiles for cell in cells] + list(place.cells)
    picture = AxioPicture(board=board, tiles=tuple(Place(cells, c) for cells, c in tiles.items()),
                          ghost=Ghost(place, True, shown, True))
    return BoardSnippet(picture, focus)


def scoring_lines(rules: Ruleset, scoring: ScoringPicture) -> Example:
    tiles, place = scoring.tiles, scoring.place
    board = example_board(rules, tiles)
    shown = preview(rules, board, place)
    first, second = shown.half_points
    lines = len(rules.shape.directions) - 1
    caption = tr("examples.lines.caption", lines=lines,
                 first=tr("examples.points_in", count=first, colour=colour_name(place.colours[0])),
                 second=tr("examples.points_in", count=second,
                           colour=colour_name(place.colours[1])))
    return Example(tr("examples.lines.title", lines=lines), caption,
                   ghost_snippet(board, tiles, place, shown))


def pyramid(rules: Ruleset) -> Example:
    board = example_board(rules, PYRAMID_TILES)
    shown = preview(rules, board, PYRAMID_PLACE)
    _cell, gains = shown.pyramids[0]
    scored = [tr("examples.points_in", count=gain, colour=colour_name(colour))
              for colour, gain in zip(rules.colours, gains) if gain]
    caption = tr("examples.pyramid.caption", colour=colour_name(PYRAMID_PLACE.colours[0]),
                 tile=shown.half_points[0], pyramid=join_names(scored))
    return Example(tr("examples.pyramid.title"), caption,
                   ghost_snippet(board, PYRAMID_TILES, PYRAMID_PLACE, shown))


def exchange(rules: Ruleset) -> Example:
    colours = rules.colours
    tracks = EXCHANGE_TRACKS[: len(colours)]
    rack = tuple(code for code in EXCHANGE_RACK if set(code) <= set(colours))
    board = example_board(rules, {})
    centre = play_area(rules.shape, rules.shape.area_size(2)).cells
    middle = centre[len(centre) // 2]
    neighbour = (middle[0] + 1, middle[1])
    opened = preview_placement(board, tracks, 2, Place((middle, neighbour), "RR"),
                               rack_after=rack, bag_size=40, bonus_after=0).exchange_open
    lowest = min(tracks)
    colour = colour_name(colours[tracks.index(lowest)])
    key = ("examples.exchange.caption_shown" if rules.reveals_exchanged_rack
           else "examples.exchange.caption_hidden")
    caption = tr(key, colour=colour, value=lowest) if opened else tr("examples.exchange.closed")
    card = ScoreCard(tr("examples.player"), "", tracks, tuple(float(v) for v in tracks),
                     PLAYER_RGB[0], True, colours=colours, top=TRACK_CAP)
    return Example(tr("examples.exchange.title"), caption,
                   RackRow(rules, rack, tr("examples.exchange.rack")), (card,))


def solo(rules: Ruleset) -> Example:
    colours = rules.colours
    track = track_rule(1)
    before, gain = SOLO_FIRST
    stopped = track.add(before, gain)
    later = track.add(stopped, SOLO_LATER)
    tracks = (later, *SOLO_OTHER_TRACKS[: len(colours) - 1])
    caption = tr("examples.solo.caption", cap=track.cap, before=before, gain=gain,
                 stopped=stopped, lost=before + gain - stopped, later=SOLO_LATER, after=later,
                 top=track.second_cap, lowest=min(tracks))
    card = ScoreCard(tr("examples.player"), tr("solo.title"), tracks,
                     tuple(float(v) for v in tracks), ACCENT, True, colours=colours,
                     top=track.top, board_end=track.cap)
    drawing = TwoBoards(colours[0], before, stopped, before + gain - stopped, later, track.cap,
                        track.top)
    return Example(tr("examples.solo.title"), caption, drawing, (card,))


def axio_examples(rules: Ruleset, scoring: ScoringPicture) -> tuple[Example, ...]:
    """The examples of a game of the family (``scoring`` the first, which depends on the
    board's shape), in the player's language."""
    colours = rules.colours
    tie = tie_break(TIE_NAMES, [tracks[: len(colours)] for tracks in TIE_TRACKS], colours,
                    TRACK_CAP)
    return (scoring_lines(rules, scoring), *((pyramid(rules),) if rules.pyramids else ()),
            exchange(rules),
            solo(rules), tie)
