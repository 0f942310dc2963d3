"""AXIO Rota's placements in the player's words (its move log, the hint)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.rota import Move, Placement, Tile
from ...engine.rota.notation import ROTA_NOTATION
from ...engine.rota.tiles import EMPTY
from ..core.wording import colour_name
from ..i18n import tr


def placement_summary(placement: Placement, names: Sequence[str]) -> str:
    """The move log's first line for a placement, its move in notation, e.g.
    "Anna: E2N1 r1" (the tile beside it is drawn as it lies)."""
    key = "log.bonus" if placement.bonus else "log.placed"
    return tr(key, name=names[placement.player], move=ROTA_NOTATION.format(placement.move))


def hint_words(move: Move, tile: Tile | None, *, coordinates: bool) -> str:
    """The hint's banner: the tile put down for the player, by the colour it turns to
    the top left (to the top right where its empty corner is at the top left), and the
    colour it names for its empty corner, with the move in notation only while the
    cells' names are shown."""
    words = tr("hint.your_tile")
    if coordinates:
        words = tr("hint.named", tile=words, move=ROTA_NOTATION.format(move))
    corners = EMPTY * 4 if tile is None else tile.rotations[move.rotation % 4]
    if corners[0] != EMPTY:
        where, colour = tr("hint.corner_top_left"), corners[0]
    else:  # a tile has one empty corner at most
        where, colour = tr("hint.corner_top_right"), corners[1]
    said = {"tile": words, "where": where,
            "corner": tr("hint.corner_empty") if colour == EMPTY else colour_name(colour)}
    if move.name is None:
        return tr("hint.move", **said)
    return tr("hint.move_named", name=colour_name(move.name), **said)


def named_colour_note(placement: Placement) -> str | None:
    """What the move log's second line says of the colour named for an empty corner."""
    if placement.move.name is None:
        return None
    return tr("log.named", colour=colour_name(placement.move.name))
