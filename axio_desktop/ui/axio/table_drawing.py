"""The AXIO and AXIO Hex table drawn from its part's values: the board picture (the
held tile where it would lie with its points, or under the pointer; the opening's
target cells; a bot's tile flying in from its seat; pyramids being put down), the rack
strip (with a rack given up, or the exchange's answers), the move log, the status line,
the exchange question and the buttons. Drawing changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ...engine.axio import AxioState, AxioView, Cell, Place
from ...engine.axio.notation import AxioNotation
from ..core.input import Action
from ..core.key_help import labelled
from ..core.theme import PLAYER_RGB
from ..core.turning import Turning
from ..core.widgets import Button
from ..core.wording import colour_name
from ..i18n import tr
from ..table.buttons import answer_buttons, buttons_by_the_tile, turn_buttons
from ..table.top_bar import confirm_status
from .board_art import AxioBoardRenderer, AxioPicture, Ghost
from .geometry import Point, cell_layout
from .move_log import LogEntry, draw_log_entries, log_entries
from .rack_panel import RackShown, draw_rack

if TYPE_CHECKING:
    from ..core.camera import Camera
    from ..core.input import KeyTable
    from ..table.layout import TableLayout
    from .geometry import CellLayout
    from .match import AxioMatch, AxioTable
    from .placing import Placing


class AxioPart(Protocol):
    """What the drawing reads of the AXIO part of the table (`axio.part.AxioPart`)."""

    table: AxioTable
    match: AxioMatch
    placing: Placing
    cells: CellLayout
    renderer: AxioBoardRenderer
    keys: KeyTable

    @property
    def layout(self) -> TableLayout: ...

    @property
    def holding(self) -> bool: ...

    def held(self) -> tuple[AxioView, str] | None: ...

    def aim(self) -> Cell | None: ...

    def held_first(self, view: AxioView) -> Point: ...

    def marks_targets(self) -> bool: ...


def buttons(part: AxioPart, view: AxioView) -> list[Button]:
    """The exchange's answers; or the turn buttons, and Cancel and Confirm by the tile
    put down."""
    layout = part.layout
    if view.decision == "exchange":
        return answer_buttons(layout, [
            ("exchange", labelled(tr("axio.exchange_yes"), part.keys, Action.EXCHANGE)),
            ("keep", labelled(tr("axio.exchange_no"), part.keys, Action.KEEP))])
    result = turn_buttons(layout, True)
    tentative = part.placing.tentative
    if tentative is not None:
        result += buttons_by_the_tile(_cells_rect(part, tentative.cells), layout.board, True)
    return result


def _cells_rect(part: AxioPart, cells: tuple[Cell, ...]) -> pygame.Rect:
    """The bounds on screen of ``cells``."""
    camera = part.table.camera
    size = camera.cell
    rects = []
    for cell in cells:
        x, y = camera.to_screen(part.cells.centre(cell))
        rects.append(pygame.Rect(round(x - size / 2), round(y - size / 2), size, size))
    return rects[0].unionall(rects[1:])


def question(part: AxioPart) -> str | None:
    """The exchange question, while the seat at the screen must answer it."""
    view = part.table.mover_view()
    seat = part.match.state.to_move
    if view is None or view.decision != "exchange" or seat is None:
        return None
    lowest = part.match.state.lowest_colours(seat)
    return tr("axio.exchange_why", colours=" / ".join(colour_name(c) for c in lowest))


def board_tiles(state: AxioState) -> tuple[Place, ...]:
    """Every tile on the board, paired from the cells tiles cover in the order they were
    covered (`AxioState.laid`), with the colours the board shows on them: an online
    game taken up again has tiles on its board that its history does not hold."""
    cells, board = state.laid, state.board
    index = board.area.index
    return tuple(Place((first, second), board.cells[index[first]] + board.cells[index[second]])
                 for first, second in zip(cells[::2], cells[1::2]))


def picture(part: AxioPart) -> AxioPicture:
    table = part.table
    state = part.match.state
    placements = state.placements
    last = placements[-1] if placements else None
    placing = part.placing
    ghost = None
    targets: tuple[tuple[int, int], ...] = ()
    floating = None
    held = part.held()
    if held is not None:
        view, code = held
        previews = table.host.settings.score_previews
        if part.marks_targets():
            targets = placing.targets(view)
        if placing.tentative is not None:
            ghost = Ghost(placing.tentative, True, view.preview(placing.tentative), previews,
                          lifted=False)
        elif (aim := part.aim()) is not None:
            place = placing.place_at(view, aim)
            assert place is not None
            legal = aim in placing.targets(view)
            ghost = Ghost(place, legal, view.preview(place) if legal else None, previews)
        elif part.holding and part.layout.board.collidepoint(table.pointer):
            floating = (code, placing.step(view), table.camera.to_screen(part.held_first(view)))
    flight = table.turns.flight
    mover = state.to_move
    if flight is not None and isinstance(flight.decision, Place) and mover is not None:
        first, second = flight.decision.cells  # only placements fly, from the mover's seat
        direction = (second[0] - first[0], second[1] - first[1])
        start = part.layout.scorecards()[mover].center
        target = table.camera.to_screen(part.cells.centre(first))
        ease = flight.share
        floating = (flight.decision.colours, direction,
                    (start[0] + (target[0] - start[0]) * ease,
                     start[1] + (target[1] - start[1]) * ease))
    pyramids = table.motion.effect("pyramids")
    return AxioPicture(
        board=state.board,
        tiles=board_tiles(state),
        targets=targets if placing.tentative is None else (),
        ghost=ghost,
        last=last.place.cells if last is not None else (),
        last_colour=PLAYER_RGB[last.player % len(PLAYER_RGB)] if last else PLAYER_RGB[0],
        cursor=placing.cursor,
        floating=floating,
        new_pyramids=pyramids.value if pyramids is not None else (),
        pyramid_lift=1 - pyramids.share if pyramids is not None else 0.0,
        coordinates=table.host.settings.coordinates,
        turning=turning(part),
    )


def turning(part: AxioPart) -> Turning | None:
    """The held tile turning, about the half it was put down by, or where it is held."""
    degrees = part.table.motion.turning()
    if not degrees:
        return None
    tentative = part.placing.tentative
    if tentative is None:
        return Turning(degrees, part.table.pointer)
    pivot = part.table.camera.to_screen(part.cells.centre(tentative.cells[part.placing.pivot()]))
    return Turning(degrees, pivot)


def rack_shown(part: AxioPart) -> RackShown:
    table = part.table
    state = part.match.state
    seat = state.to_move
    bag = state.bag_size
    given = table.motion.effect("given_up")
    if given is not None:  # a rack given up in an exchange, face up for everybody (AXIO)
        giver, tiles = given.value
        return RackShown(tr("axio.given_up", name=part.match.name(giver)), tiles, None, False,
                         bag)
    if seat is None:
        return RackShown(tr("game.over"), (), None, False, bag)
    drawn = table.motion.effect("drawn")
    if drawn is not None:
        drew, count = drawn.value
        watched = part.match.is_bot(seat) or not part.match.is_bot(drew)
        if drew != seat and watched:  # the rack that drew stays in view while they slide in
            return drawing_rack(part, drew, count, drawn.share)
    name = part.match.name(seat)
    view = table.mover_view()
    if view is not None:
        title = tr("axio.bonus_placement") if view.in_bonus else tr("axio.your_rack", name=name)
        placing = part.placing
        away = placing.tentative is not None or part.holding
        own = drawn if drawn is not None and drawn.value[0] == seat else None
        return RackShown(title, view.rack, placing.slot, away, bag,
                         own.value[1] if own is not None else 0,
                         own.share if own is not None else 1.0)
    mine = part.match.waiting_seat()
    if mine is not None:  # online: the player's own rack, face up, while another decides
        title = tr("online.own_rack", name=part.match.name(mine),
                   waiting=part.match.deciding_words(seat))
        return RackShown(title, state.rack(mine), None, False, bag)
    hidden: tuple[str | None, ...] = (None,) * state.rack_size(seat)
    if table.curtain is not None:
        return RackShown(tr("game.hidden_rack", name=name), hidden, None, False, bag)
    return RackShown(part.match.deciding_words(seat), hidden, None, False, bag)


def drawing_rack(part: AxioPart, seat: int, count: int, share: float) -> RackShown:
    """The rack of ``seat``, whose turn just ended, with its ``count`` new tiles sliding
    in: face up for a human while no curtain is up, face down otherwise."""
    state = part.match.state
    face_up = not part.match.is_bot(seat) and part.table.curtain is None
    tiles = state.rack(seat) if face_up else (None,) * state.rack_size(seat)
    title = tr("axio.drawing", name=part.match.name(seat), count=count)
    return RackShown(title, tiles, None, False, state.bag_size, count, share)


def status(part: AxioPart) -> str:
    state = part.match.state
    seat = state.to_move
    if seat is None:
        return tr("game.over")
    name = part.match.name(seat)
    if state.is_bonus:
        return tr("axio.status_bonus", name=name, count=state.pending_bonus)
    if part.match.is_bot(seat):
        return tr("status.bot", name=name)
    if part.table.curtain is not None:
        return tr("status.pass", name=name)
    if part.match.hint_pending:
        return tr("status.hint")
    if state.phase.value == "exchange":
        return tr("axio.status_exchange", name=name)
    if part.placing.tentative is not None:
        return confirm_status()
    if state.is_first_placement(seat):
        return tr("axio.status_first", name=name)
    return tr("axio.status_place", name=name)


def draw_board(part: AxioPart, surface: pygame.Surface) -> None:
    part.renderer.draw(surface, part.table.camera, part.layout.board, picture(part))


def draw_hand(part: AxioPart, surface: pygame.Surface) -> None:
    draw_rack(surface, part.layout, part.cells, rack_shown(part))


def log_rows(part: AxioPart) -> list[LogEntry]:
    state = part.match.state
    return log_entries(state.record_turns(), part.match.hinted, AxioNotation(state.rules))


def draw_log(part: AxioPart, surface: pygame.Surface, rect: pygame.Rect) -> None:
    names = [player.name for player in part.match.players]
    draw_log_entries(surface, rect, log_rows(part), names, part.table.turns.faults,
                     part.table.log_back)


class FinalBoard:
    """The board of an AXIO or AXIO Hex game at its end (`board_view_scene.FinalBoard`)."""

    title_key = "board.title_axio"
    button_key = "results.board_axio"

    def __init__(self, match: AxioMatch) -> None:
        state = match.state
        self.picture = AxioPicture(board=state.board,
                                   tiles=board_tiles(state))
        self.cells = cell_layout(state.rules.shape)
        self.renderer = AxioBoardRenderer()

    def fit(self, camera: Camera) -> None:
        camera.fit(self.cells.bounds(self.picture.board.area.cells), margin=0.5)  # type: ignore[arg-type]

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        self.renderer.draw(surface, camera, pygame.Rect(camera.viewport), self.picture)
