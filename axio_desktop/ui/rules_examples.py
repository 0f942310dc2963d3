"""The rules screen's drawn examples: corner scoring, naming an empty corner, AXIO and
the bonus tile, the tie-break. Each is a small position the engine scores (`preview`,
`apply`, `rank`); the board is drawn by the game's own renderer, the tracks by its
scoreboard, and every number in a caption is the engine's."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..engine.rota import COLOURS, Colour, Display, DisplayTile, GameState, Move, Setup, Tile, rank
from ..engine.rota.display import Points
from .board import BoardPicture, BoardRenderer, Ghost, points_strip
from .camera import Camera
from .i18n import tr
from .scoreboard import ScoreCard, draw_scorecard
from .theme import ACCENT, PLAYER_RGB, TEXT, TEXT_DIM, font, text, wrap
from .tile_art import tile_face
from .wording import colour_name, join_names, verdict

AROUND = {(0, 0): "GORB", (1, 0): "BPOR", (0, 1): "OBGP"}
"""Three tiles round the circle at vertex (1, 1): two red symbols and a blue one."""
NEW_TILE = "RGBP"
"""Its red corner (north-west) goes into that circle from cell (1, 1)."""
AROUND_FOR_NAMING = {(0, 0): "GORB", (1, 0): "BPOR", (0, 1): "OPGB"}
"""Two red symbols and a purple one round vertex (1, 1)."""
EMPTY_CORNER_TILE = "-GBR"
TIE_BREAK_SCORES: tuple[Points, ...] = (
    (7, 8, 10, 11, 12),
    (9, 7, 9, 9, 11),
    (10, 9, 7, 12, 10),
)
"""Anna, Beata and Chris of the rules text: all at 7, then 8 / 9 / 9, then 9 / 10."""
AXIO_BEFORE: Points = (10, 6, 8, 7, 9)
BONUS_TILE = "OPGB"
CELL = (1, 1)

EXAMPLE_COUNT = 4


@dataclass(frozen=True, slots=True)
class Example:
    """What one example shows: a board (or None), score tracks, a face-up bonus tile,
    the points a placement brings, and the caption."""

    title: str
    caption: str
    picture: BoardPicture | None
    cards: tuple[ScoreCard, ...] = ()
    bonus_tile: str | None = None
    gained: Points | None = None


def _display(tiles: dict[tuple[int, int], str]) -> Display:
    return Display.of(tiles.items())


def corner_scoring() -> Example:
    display = _display(AROUND)
    preview = display.preview(Tile.parse(NEW_TILE), CELL, 0)
    points = preview.points()
    scored = [(colour, points[index]) for index, colour in enumerate(COLOURS) if points[index]]
    summary = join_names(
        [tr("examples.points_in", count=n, colour=colour_name(c)) for c, n in scored]
    )
    caption = tr("examples.corner.caption", summary=summary)
    ghost = Ghost(NEW_TILE, CELL, True, preview, None, True)
    return Example(
        tr("examples.corner.title"),
        caption,
        BoardPicture(display=display, ghost=ghost),
        gained=points,
    )


def naming() -> Example:
    display = _display(AROUND_FOR_NAMING)
    preview = display.preview(Tile.parse(EMPTY_CORNER_TILE), CELL, 0)
    by_name = preview.points_by_name()
    best: Colour = max(COLOURS, key=lambda colour: sum(by_name[colour]))
    options = [
        tr("examples.name_gives", colour=colour_name(colour), count=sum(points))
        for colour, points in by_name.items()
        if sum(points)
    ]
    caption = tr("examples.naming.caption", options=join_names(options), best=colour_name(best))
    ghost = Ghost(EMPTY_CORNER_TILE, CELL, True, preview, best, True)
    return Example(
        tr("examples.naming.title"),
        caption,
        BoardPicture(display=display, ghost=ghost),
        gained=by_name[best],
    )


def axio() -> Example:
    setup = Setup.custom(
        display=[DisplayTile(cell, Tile.parse(code), 0) for cell, code in AROUND.items()],
        stacks=[[Tile.parse(NEW_TILE), Tile.parse("GBOP")]],
        supply=[Tile.parse(BONUS_TILE)],
        scores=[AXIO_BEFORE],
    )
    state = GameState.start(setup)
    before = state.scores(0)
    placement = state.apply(Move(CELL, 0))
    colours = join_names([colour_name(colour) for colour in placement.axio])
    index = COLOURS.index(placement.axio[0]) if placement.axio else 0
    caption = tr(
        "examples.axio.caption",
        colour=colours,
        before=before[index],
        after=placement.scores[index],
        count=len(placement.axio),
    )
    name = tr("examples.player")
    card = ScoreCard(
        name,
        "",
        placement.scores,
        tuple(float(value) for value in placement.scores),
        PLAYER_RGB[0],
        True,
    )
    return Example(
        tr("examples.axio.title"),
        caption,
        BoardPicture(display=state.display, last_move=CELL, last_colour=ACCENT),
        (card,),
        state.tile_to_place.code if state.is_bonus_turn and state.tile_to_place else None,
        placement.points,
    )


def tie_break() -> Example:
    names = ["Anna", "Beata", "Chris"]
    outcome = rank(TIE_BREAK_SCORES)
    winners = set(outcome.winners)
    cards = tuple(
        ScoreCard(
            name,
            tr("results.place", place=next(s.place for s in outcome.standings if s.seat == seat)),
            scores,
            tuple(float(value) for value in scores),
            PLAYER_RGB[seat],
            seat in winners,
        )
        for seat, (name, scores) in enumerate(zip(names, TIE_BREAK_SCORES))
    )
    caption = tr("examples.tie.caption", verdict=verdict(outcome, names))
    return Example(tr("examples.tie.title"), caption, None, cards)


@lru_cache(maxsize=2 * EXAMPLE_COUNT)
def example(index: int, language: str) -> Example:
    """Example ``index`` in ``language`` (the language only keys the cache: `tr` speaks it)."""
    del language
    return (corner_scoring, naming, axio, tie_break)[index % EXAMPLE_COUNT]()


def draw_example(
    surface: pygame.Surface, box: pygame.Rect, shown: Example, renderer: BoardRenderer
) -> pygame.Rect:
    """Paint ``shown`` into ``box`` (title, drawing, caption); returns where the board is."""
    title = text(shown.title, 18, ACCENT, True)
    surface.blit(title, (box.x + 12, box.y + 10))
    lines = wrap(shown.caption, 14, box.width - 24)
    caption_top = box.bottom - 8 - 19 * len(lines)
    area = pygame.Rect(box.x + 10, box.y + 40, box.width - 20, caption_top - box.y - 48)
    cards_height = 0
    if shown.cards:
        each = max(
            84,
            min(
                118,
                (area.height - 8 * len(shown.cards))
                // (len(shown.cards) + (1 if shown.picture else 0)),
            ),
        )
        cards_height = len(shown.cards) * (each + 8)
        y = area.bottom - cards_height + 8
        for card in shown.cards:
            draw_scorecard(surface, pygame.Rect(area.x, y, area.width, each), card)
            y += each + 8
    board = pygame.Rect(area.x, area.y, area.width, area.height - cards_height)
    if shown.picture is not None and board.height > 40:
        _draw_board(surface, board, shown, renderer)
    y = caption_top
    for line in lines:
        surface.blit(font(14).render(line, True, TEXT), (box.x + 12, y))
        y += 19
    return board


def _draw_board(
    surface: pygame.Surface, board: pygame.Rect, shown: Example, renderer: BoardRenderer
) -> None:
    picture = shown.picture
    assert picture is not None
    camera = Camera(tuple(board))  # type: ignore[arg-type]
    camera.fit((0, 0, 1, 1), margin=0.35)
    previous = surface.get_clip()
    surface.set_clip(board)
    renderer.draw(surface, camera, picture)
    surface.set_clip(previous)
    if shown.gained is not None:
        strip = points_strip(shown.gained, 16)
        if strip is not None:
            label = strip.get_rect(bottomright=(board.right - 8, board.bottom - 6))
            pygame.draw.rect(surface, (16, 18, 22), label.inflate(12, 8), border_radius=8)
            surface.blit(strip, label)
    if shown.bonus_tile is not None:
        size = max(36, min(64, board.height // 4))
        face = tile_face(shown.bonus_tile, size)
        spot = face.get_rect(topright=(board.right - 10, board.y + 26))
        note = text(tr("examples.bonus_tile"), 13, TEXT_DIM, True)
        surface.blit(note, note.get_rect(bottomright=(spot.right, spot.y - 4)))
        surface.blit(face, spot)
