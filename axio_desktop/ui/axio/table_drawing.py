"""The AXIO table drawn from the scene's values: the board picture, the rack, the
scoreboards and the move log, the top bar, the buttons, the curtain and banners.
Drawing changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..game_buttons import buttons_by_the_tile, top_bar_buttons
from ..game_overlays import draw_banner, draw_curtain
from ..game_panels import draw_top_bar
from ..i18n import tr
from ..scoreboard import ScoreCard, draw_scorecard
from ..theme import PLAYER_RGB
from ..widgets import Button
from ..wording import colour_name, level_name
from .board_art import AxioPicture, Ghost
from .move_log import draw_log, log_entries
from .pieces import step_vector
from .rack_panel import RackShown, draw_rack

if TYPE_CHECKING:
    from ...engine.axio import AxioState, AxioView, Cell
    from ..camera import Camera
    from ..game_overlays import Banner
    from ..host import Host
    from .axio_match import AxioMatch
    from .board_art import AxioBoardRenderer
    from .geometry import CellLayout
    from .placing import Placing
    from .rack_panel import TableLayout


class Table(Protocol):
    """What the drawing reads of the table scene (the scene is the one `Table`)."""

    host: Host
    match: AxioMatch
    layout: TableLayout
    camera: Camera
    cells: CellLayout
    renderer: AxioBoardRenderer
    placing: Placing
    pointer: tuple[int, int]
    flight: Any
    banners: list[Banner]
    shown: list[tuple[float, ...]]
    log_back: int
    new_pyramids: tuple[Cell, ...]
    pyramid_age: float

    @property
    def state(self) -> AxioState: ...

    @property
    def curtain(self) -> int | None: ...

    @property
    def dragging_tile(self) -> bool: ...

    def mover_view(self) -> AxioView | None: ...

    def placing_view(self) -> AxioView | None: ...

    def aim(self) -> Cell | None: ...

FLIGHT_SECONDS = 0.4


def buttons(scene: Table) -> list[Button]:
    match = scene.match
    view = scene.mover_view()
    human = view is not None
    result = top_bar_buttons(scene.layout.base, human and not match.hint_pending,
                             (scene.placing.tentative is not None or match.can_undo())
                             and scene.curtain is None, match.can_redo())
    if view is None:
        return result
    if view.decision == "exchange":
        return result + scene.layout.exchange_buttons()
    placing = scene.placing
    placed = placing.tentative is not None
    if not scene.dragging_tile:
        result += scene.layout.rack_buttons(placing.slot is not None, placed, placed)
    if placing.tentative is not None:
        camera = scene.camera
        centres = [scene.cells.centre(cell) for cell in placing.tentative.cells]
        low = camera.to_screen((sum(x for x, _ in centres) / 2, max(y for _, y in centres)))
        anchor = (round(low[0]), round(low[1] + camera.cell * 0.5 + 14))
        result += buttons_by_the_tile(anchor, scene.layout.board, True)
    return result


def picture(scene: Table) -> AxioPicture:
    state = scene.state
    placements = state.placements
    tiles = tuple(placement.place for placement in placements)
    last = placements[-1] if placements else None
    view = scene.placing_view()
    placing = scene.placing
    ghost = None
    targets: tuple[tuple[int, int], ...] = ()
    floating = None
    previews = scene.host.settings.score_previews
    if view is not None and placing.code(view) is not None:
        targets = placing.targets(view)
        code = placing.code(view)
        assert code is not None
        if placing.tentative is not None:
            ghost = Ghost(placing.tentative, True, view.preview(placing.tentative), previews)
        else:
            aim = scene.aim()
            if aim is not None:
                place = placing.place_at(view, aim)
                assert place is not None
                legal = aim in targets
                ghost = Ghost(place, legal, view.preview(place) if legal else None, previews)
            elif scene.dragging_tile:
                direction = placing.step(view)
                vx, vy = step_vector(scene.cells, direction)
                size = scene.camera.cell
                point = (scene.pointer[0] - vx * size / 2, scene.pointer[1] - vy * size / 2)
                floating = (code, direction, point)
    if scene.flight is not None:
        flight = scene.flight
        first, second = flight.place.cells
        direction = (second[0] - first[0], second[1] - first[1])
        start = scene.layout.slots[0].center
        target = scene.camera.to_screen(scene.cells.centre(first))
        share = min(1.0, flight.elapsed / FLIGHT_SECONDS)
        ease = 1 - (1 - share) ** 3
        floating = (flight.place.colours, direction,
                    (start[0] + (target[0] - start[0]) * ease,
                     start[1] + (target[1] - start[1]) * ease))
    return AxioPicture(
        board=state.board,
        tiles=tiles,
        targets=targets if placing.tentative is None else (),
        ghost=ghost,
        last=last.place.cells if last is not None else (),
        last_colour=PLAYER_RGB[last.player % len(PLAYER_RGB)] if last else PLAYER_RGB[0],
        cursor=placing.cursor,
        floating=floating,
        new_pyramids=scene.new_pyramids,
        pyramid_lift=1 - scene.pyramid_age / 0.5 if scene.new_pyramids else 0.0,
    )


def rack_shown(scene: Table) -> RackShown:
    state = scene.state
    seat = state.to_move
    bag = state.bag_size
    if seat is None:
        return RackShown(tr("game.over"), (), None, False, bag)
    name = scene.match.name(seat)
    view = scene.mover_view()
    if view is not None:
        question = None
        if view.decision == "exchange":
            lowest = state.lowest_colours(seat)
            question = tr("axio.exchange_why",
                          colours=" / ".join(colour_name(c) for c in lowest))
        title = tr("axio.bonus_placement") if view.in_bonus else tr("axio.your_rack", name=name)
        placing = scene.placing
        away = placing.tentative is not None or scene.dragging_tile
        return RackShown(title, view.rack, placing.slot, away, bag, question)
    hidden: tuple[str | None, ...] = (None,) * state.rack_size(seat)
    if scene.curtain is not None:
        return RackShown(tr("game.hidden_hand", name=name), hidden, None, False, bag)
    return RackShown(tr("game.thinking", name=name), hidden, None, False, bag)


def status(scene: Table) -> str:
    state = scene.state
    seat = state.to_move
    if seat is None:
        return tr("game.over")
    name = scene.match.name(seat)
    if state.is_bonus:
        return tr("axio.status_bonus", name=name, count=state.pending_bonus)
    if scene.match.is_bot(seat):
        return tr("status.bot", name=name)
    if scene.curtain is not None:
        return tr("status.pass", name=name)
    if scene.match.hint_pending:
        return tr("status.hint")
    if state.phase.value == "exchange":
        return tr("axio.status_exchange", name=name)
    if scene.placing.tentative is not None:
        return tr("status.confirm")
    if state.is_first_placement(seat):
        return tr("axio.status_first", name=name)
    return tr("axio.status_place", name=name)


def draw_table(scene: Table, surface: pygame.Surface) -> None:
    layout = scene.layout
    scene.renderer.draw(surface, scene.camera, layout.board, picture(scene))
    draw_rack(surface, layout, scene.cells, rack_shown(scene))
    _draw_side(scene, surface)
    draw_top_bar(surface, layout.base.top_bar, status(scene), scene.state.bag_size,
                 title=scene.match.game.title, supply_key="axio.bag")
    hovered = pygame.mouse.get_pos()
    for button in buttons(scene):
        button.draw(surface, button.rect.collidepoint(hovered))
    if scene.curtain is not None:
        seat = scene.curtain
        area = layout.board.union(layout.rack)
        draw_curtain(surface, area, scene.match.name(seat), PLAYER_RGB[seat % len(PLAYER_RGB)])
    if scene.banners:
        draw_banner(surface, layout.board, scene.banners[-1])


def _draw_side(scene: Table, surface: pygame.Surface) -> None:
    layout = scene.layout.base
    surface.fill((24, 30, 36), layout.side)
    state = scene.state
    solo = len(scene.match.players) == 1
    top = state.track.top
    for seat, rect in enumerate(layout.scorecards()):
        player = scene.match.players[seat]
        card = ScoreCard(
            player.name,
            level_name(player.level) if player.kind == "bot" else tr("seat.human"),
            state.scores(seat),
            scene.shown[seat],
            PLAYER_RGB[seat % len(PLAYER_RGB)],
            seat == state.to_move,
            tr("axio.tiles_in_rack", count=state.rack_size(seat)),
            colours=state.rules.colours,
            top=top,
            board_end=state.track.cap if solo else None,
        )
        draw_scorecard(surface, rect, card)
    names = [player.name for player in scene.match.players]
    draw_log(surface, layout.log, log_entries(state.record_turns(), scene.match.hinted), names,
             scene.log_back)
