"""AXIO Rota's drawn rules examples: corner scoring, naming an empty corner, AXIO and
the bonus tile, the tie-break. Each is a small position the engine scores (`preview`,
`apply`, `rank`); the board is drawn by the game's own renderer, the tracks by its
scoreboard, and every number in a caption is the engine's."""

from __future__ import annotations

import pygame

from ...engine.rota import COLOURS, Colour, Display, DisplayTile, Move, RotaState, Setup, Tile
from ...engine.rota.display import Points
from ...engine.rota.setup import TRACK_MAX
from ..core.camera import Camera
from ..core.scale import px
from ..core.scoreboard import ScoreCard
from ..core.symbols import points_strip
from ..core.theme import ACCENT, PLAYER_RGB, TEXT_DIM, text
from ..core.wording import colour_name, join_names
from ..i18n import tr
from ..screens.rules_example import Example, tie_break
from .board import TRACK_COLOURS, BoardPicture, BoardRenderer, Ghost
from .tile_art import tile_face

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


class RotaBoard:
    """A piece of AXIO Rota's display, drawn by the table's renderer, with the points a
    placement brings and a face-up bonus tile when there is one."""

    def __init__(self, picture: BoardPicture, gained: Points | None = None,
                 bonus_tile: str | None = None) -> None:
        self.picture = picture
        self.gained = gained
        self.bonus_tile = bonus_tile
        self.renderer = BoardRenderer()

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        camera = Camera(tuple(box))  # type: ignore[arg-type]
        camera.fit((0, 0, 1, 1), margin=0.35)
        self.renderer.draw(surface, camera, self.picture)
        if self.gained is not None:
            strip = points_strip(self.gained, px(16), TRACK_COLOURS)
            if strip is not None:
                label = strip.get_rect(bottomright=(box.right - px(8), box.bottom - px(6)))
                pygame.draw.rect(surface, (16, 18, 22), label.inflate(px(12), px(8)),
                                 border_radius=px(8))
                surface.blit(strip, label)
        if self.bonus_tile is not None:
            size = max(px(36), min(px(64), box.height // 4))
            face = tile_face(self.bonus_tile, size)
            spot = face.get_rect(topright=(box.right - px(10), box.y + px(26)))
            note = text(tr("examples.bonus_tile"), px(13), TEXT_DIM, True)
            surface.blit(note, note.get_rect(bottomright=(spot.right, spot.y - px(4))))
            surface.blit(face, spot)


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
        RotaBoard(BoardPicture(display=display, ghost=ghost), points),
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
        RotaBoard(BoardPicture(display=display, ghost=ghost), by_name[best]),
    )


def axio() -> Example:
    setup = Setup.custom(
        display=[DisplayTile(cell, Tile.parse(code), 0) for cell, code in AROUND.items()],
        stacks=[[Tile.parse(NEW_TILE), Tile.parse("GBOP")]],
        supply=[Tile.parse(BONUS_TILE)],
        scores=[AXIO_BEFORE],
    )
    state = RotaState.start(setup)
    before = state.scores(0)
    placement = state.apply(Move(CELL, 0))
    colours = join_names([colour_name(colour) for colour in placement.axio])
    index = COLOURS.index(placement.axio[0]) if placement.axio else 0
    caption = tr(
        "examples.axio.caption",
        colour=colours,
        before=before[index],
        after=placement.scores[index],
        cap=TRACK_MAX,
    )
    name = tr("examples.player")
    card = ScoreCard(
        name,
        "",
        placement.scores,
        tuple(float(value) for value in placement.scores),
        PLAYER_RGB[0],
        True,
        colours=TRACK_COLOURS,
        top=TRACK_MAX,
    )
    bonus_tile = state.tile_to_place.code if state.is_bonus_turn and state.tile_to_place else None
    picture = BoardPicture(display=state.display, last_move=CELL, last_colour=ACCENT)
    return Example(
        tr("examples.axio.title"),
        caption,
        RotaBoard(picture, placement.points, bonus_tile),
        (card,),
    )


def rota_examples() -> tuple[Example, ...]:
    """AXIO Rota's examples, in the player's language."""
    return (corner_scoring(), naming(), axio(),
            tie_break(["Anna", "Beata", "Chris"], TIE_BREAK_SCORES, "".join(COLOURS), TRACK_MAX))
