"""AXIO Rota's table drawn from its part's values: the display with the ghost and
its points, the tile settling and the points rising, the colour picker, the hand
panel, the move log and the status line. Drawing changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ...engine.rota import Cell, Move, Placement, SeatView
from ..core.theme import ACCENT, PLAYER_RGB
from ..core.turning import Turning
from ..i18n import tr
from ..table.top_bar import confirm_status
from .board import BoardPicture, BoardRenderer, Ghost
from .overlays import draw_totals
from .panels import HandShown, draw_move_log, move_log_rows
from .tile_art import tile_face

if TYPE_CHECKING:
    from ..core.camera import Camera
    from ..table.layout import TableLayout
    from .colour_picker import ColourPicker
    from .match import RotaMatch, RotaTable
    from .placing import RotaPlacing


class RotaPart(Protocol):
    """What the picture reads of AXIO Rota's part of the table (`rota.part.RotaPart`)."""

    table: RotaTable
    match: RotaMatch
    placing: RotaPlacing
    renderer: BoardRenderer

    @property
    def layout(self) -> TableLayout: ...

    @property
    def holding(self) -> bool: ...

    def view(self) -> SeatView | None: ...

    def aim(self) -> Cell | None: ...

    def held_centre(self) -> tuple[float, float]: ...

    def picker(self) -> ColourPicker | None: ...

    def hand_rect(self) -> pygame.Rect: ...


def hovered_placement(part: RotaPart) -> Placement | None:
    """The placement whose move-log row is under the pointer, if any."""
    table = part.table
    rows = move_log_rows(part.layout.log, part.match.state.history, len(table.turns.faults),
                         table.log_back)
    for row, placement in rows:
        if row.collidepoint(table.pointer):
            return placement
    return None


def board_picture(part: RotaPart) -> BoardPicture:
    table = part.table
    state = part.match.state
    placing = part.placing
    # The last move is outlined; pointing at a row of the move log outlines that one.
    last = hovered_placement(part) or (state.history[-1] if state.history else None)
    view = part.view()
    ghost: Ghost | None = None
    floating = None
    previews = table.host.settings.score_previews
    if view is not None and view.tile is not None:
        corners = view.tile.rotations[placing.rotation]
        tentative = placing.tentative
        if tentative is not None:
            ghost = Ghost(view.tile.rotations[tentative.rotation], tentative.cell, True,
                          view.preview(tentative.cell, tentative.rotation), tentative.name,
                          True, previews)
        elif (aim := part.aim()) is not None:
            legal = view.display.is_legal_cell(aim)
            preview = view.preview(aim, placing.rotation) if legal else None
            ghost = Ghost(corners, aim, legal, preview, show_points=previews)
        elif part.holding and part.layout.board.collidepoint(table.pointer):
            floating = (corners, table.camera.to_screen(part.held_centre()))
    flight = table.turns.flight
    tile = state.tile_to_place
    if flight is not None and tile is not None and state.to_move is not None:
        move = flight.decision  # a tile flies only while one is to place, from its seat
        start = part.layout.scorecards()[state.to_move].center
        target = table.camera.to_screen((move.cell[0] + 0.5, move.cell[1] + 0.5))
        ease = flight.share
        floating = (tile.rotations[move.rotation],
                    (start[0] + (target[0] - start[0]) * ease,
                     start[1] + (target[1] - start[1]) * ease))
    return BoardPicture(
        display=state.display,
        open_cells=state.legal_cells() if view is not None else (),
        last_move=last.move.cell if last else None,
        last_colour=PLAYER_RGB[last.player % len(PLAYER_RGB)] if last else ACCENT,
        ghost=ghost,
        cursor=placing.cursor if placing.tentative is None else None,
        floating=floating,
        coordinates=table.host.settings.coordinates,
        turning=_turning(part, ghost, floating),
    )


def _turning(part: RotaPart, ghost: Ghost | None,
             floating: tuple[str, tuple[float, float]] | None) -> Turning | None:
    """The tile in hand turning, about its centre."""
    degrees = part.table.motion.turning()
    if not degrees:
        return None
    if ghost is not None:
        return Turning(degrees, part.table.camera.to_screen((ghost.cell[0] + 0.5,
                                                             ghost.cell[1] + 0.5)))
    return Turning(degrees, floating[1]) if floating is not None else None


def draw_board(part: RotaPart, surface: pygame.Surface) -> None:
    table = part.table
    camera = table.camera
    shown = board_picture(part)
    part.renderer.draw(surface, camera, shown)
    landing = table.motion.effect("landing")
    if landing is not None:
        cell, corners = landing.value
        _draw_landing(surface, part, cell, corners, landing.share)
    picker = part.picker()
    if picker is not None:
        picker.draw(surface)
    elif (shown.ghost is not None and shown.ghost.preview is not None
          and table.host.settings.score_previews):
        _draw_totals(surface, part, shown.ghost)


def _draw_landing(surface: pygame.Surface, part: RotaPart, cell: Cell, corners: str,
                  share: float) -> None:
    """The placed tile drawn a little larger, shrinking onto its cell."""
    x, y, size, _ = part.table.camera.cell_rect(cell)
    grown = 2 * round(size * (1 + 0.18 * (1 - share) ** 2) / 2)  # even steps: few faces made
    face = tile_face(corners, grown)
    box = face.get_rect(center=(x + size // 2, y + size // 2))
    previous = surface.get_clip()
    surface.set_clip(part.layout.board)
    surface.blit(face, box)
    surface.set_clip(previous)


def _draw_totals(surface: pygame.Surface, part: RotaPart, ghost: Ghost) -> None:
    """Under the ghost: the points per colour this placement would bring (after the cap)."""
    assert ghost.preview is not None
    placement = None
    if not (ghost.preview.needs_name and ghost.name is None):
        placement = part.match.trial(Move(ghost.cell, ghost.preview.rotation, ghost.name))
    draw_totals(surface, part.layout.board, part.table.camera.cell_rect(ghost.cell), placement)


def hand_shown(part: RotaPart) -> HandShown:
    table = part.table
    state = part.match.state
    seat = state.to_move
    view = part.view()
    if seat is None:
        return HandShown(tr("game.over"), None, "", state.supply_size)
    name = part.match.name(seat)
    stack = tr("game.stack_left", count=state.stack_size(seat))
    if view is not None and view.tile is not None:
        title = tr("game.bonus_tile") if view.bonus else tr("game.your_tile", name=name)
        away = part.placing.tentative is not None or part.holding
        return HandShown(title, view.tile.rotations[part.placing.rotation], stack,
                         state.supply_size, face_up=True, away=away)
    if table.curtain is not None:
        return HandShown(tr("game.hidden_hand", name=name), None, stack, state.supply_size)
    if state.is_bonus_turn and table.turns.flight is None:
        bonus = state.tile_to_place
        return HandShown(tr("game.bonus_tile_of", name=name),
                         bonus.rotations[0] if bonus else None, stack, state.supply_size,
                         face_up=True)
    return HandShown(part.match.deciding_words(seat), None, stack, state.supply_size,
                     thinking=table.motion.clock)


def status(part: RotaPart) -> str:
    table = part.table
    state = part.match.state
    seat = state.to_move
    if seat is None:
        return tr("game.over")
    name = part.match.name(seat)
    tentative = part.placing.tentative
    if state.is_bonus_turn:
        return tr("status.bonus", name=name, count=state.pending_bonus)
    if part.match.is_bot(seat):
        return tr("status.bot", name=name)
    if part.match.hint_pending:
        return tr("status.hint")
    if table.curtain is not None:
        return tr("status.pass", name=name)
    if tentative is not None and tentative.name is None and part.picker() is not None:
        return tr("status.name")
    if tentative is not None:
        return confirm_status()
    return tr("status.human", name=name)


def draw_log(part: RotaPart, surface: pygame.Surface, rect: pygame.Rect) -> None:
    names = [player.name for player in part.match.players]
    draw_move_log(surface, rect, part.match.state.history, names, part.table.turns.faults,
                  part.table.log_back, hovered_placement(part), part.match.hinted)


class FinalDisplay:
    """AXIO Rota's display at the end of a game (`board_view_scene.FinalBoard`)."""

    title_key = "board.title"
    button_key = "results.board"

    def __init__(self, match: RotaMatch) -> None:
        self.display = match.state.display
        self.renderer = BoardRenderer()

    def fit(self, camera: Camera) -> None:
        camera.fit(self.display.bounds(), margin=0.5)

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        self.renderer.draw(surface, camera, BoardPicture(display=self.display))
