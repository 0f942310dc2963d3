"""An AXIO or AXIO Hex seat's VIEW read back from JSON (``bot-protocol.md``, and the
``given_up`` network play adds): what a program that takes a seat over the network
decides from.

The VIEW leaves out what an `AxioView` holds for the search of the stronger levels,
and the reader works it out from the rest: which seats have made their first
placement (the first round has no bonus placement, so after n tiles the seats before
n have), and the edges open to the mover. Whether the placement asked is a bonus
placement is read from ``bonus`` alone: when no bonus is owed after it, a bonus
placement and a turn's first placement play on alike.

The board is laid again in the order the VIEW lists the covered cells; network play
lists them in the order they were covered, so the board's open edges (which levels
that break ties at random run through in order) come back in the game's own order.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..view_reading import (
    FIELDS,
    read_cell,
    read_mover,
    read_root,
    read_scores,
    read_seat,
    read_sizes,
)
from .board import Board
from .geometry import PlayArea, play_area
from .rules import Ruleset, track_rule
from .view import AxioView

KEYS = ("game", "seat", "to_move", "bonus", "first", "rack", "board", "pyramids", "dead",
        "pyramids_left", "area", "scores", "rack_sizes", "bag_size", "unseen")
DECISIONS = ("place", "exchange")


def read_axio_view(data: object, rules: Ruleset, decision: object = None) -> AxioView:
    """The `AxioView` a VIEW object of ``rules``' game shows, ``decision`` being what
    the ``move`` message asks (None outside one); raises `ViewError` naming the first
    bad key, or saying what does not add up."""
    root = read_root(data, KEYS)
    if root["game"] != rules.id:
        raise FIELDS.fail("view.game", f"expected {rules.id!r}, got {root['game']!r}")
    if decision is not None and decision not in DECISIONS:
        raise FIELDS.fail("decision", f"expected 'place' or 'exchange', got {decision!r}")
    solo = len(FIELDS.read_list(root["scores"], "view.scores")) == 1
    scores = read_scores(root["scores"], rules.colours, track_rule(1 if solo else 2).top,
                         "view.scores")
    players = len(scores)
    seat = read_seat(root["seat"], "view.seat", players)
    to_move = read_mover(root["to_move"], "view.to_move", players)
    if decision is not None and to_move is None:
        raise FIELDS.fail("decision", "the game is over, so nothing is asked")
    bonus = FIELDS.read_int(root["bonus"], "view.bonus", 0, len(rules.colours))
    first = FIELDS.read_bool(root["first"], "view.first")
    size = rules.rack_size_for(players)
    rack = _read_codes(root["rack"], "view.rack", rules)
    rack_sizes = read_sizes(root["rack_sizes"], "view.rack_sizes", players, size)
    if len(rack) != rack_sizes[seat]:
        raise FIELDS.fail("view.rack", f"holds {len(rack)} tiles, rack_sizes says "
                          f"{rack_sizes[seat]}")
    area_size = FIELDS.read_int(root["area"], "view.area")
    if area_size != rules.shape.area_size(players):
        raise FIELDS.fail("view.area", f"{players} players play on area "
                          f"{rules.shape.area_size(players)}, not {area_size}")
    area = play_area(rules.shape, area_size)
    board, laid = _read_board(root, rules, area)
    tiles = len(laid) // 2
    started = tuple(other < tiles for other in range(players))
    if first != (to_move is not None and not started[to_move]):
        raise FIELDS.fail("view.first", f"says {first}, but {tiles} tiles lie on the board")
    bag_size = FIELDS.read_int(root["bag_size"], "view.bag_size", 0, rules.tile_total)
    unseen = Counter(_read_codes(root["unseen"], "view.unseen", rules))
    hidden = bag_size + sum(rack_sizes) - rack_sizes[seat]
    if sum(unseen.values()) != hidden:
        raise FIELDS.fail("view.unseen", f"holds {sum(unseen.values())} tiles, the bag and "
                          f"the other racks {hidden}")
    given_up = tuple(
        tuple(_read_codes(rack, f"view.given_up[{number}]", rules))
        for number, rack in enumerate(FIELDS.read_list(root.get("given_up", []), "view.given_up"))
    )
    legal_edges: tuple[int, ...] = ()
    if decision == "place" and to_move is not None:
        legal_edges = tuple(board.open_edges if started[to_move] else board.first_edges())
    return AxioView(
        rules=rules,
        seat=seat,
        players=players,
        to_move=to_move,
        decision=None if decision is None else str(decision),
        in_bonus=bonus > 0,
        bonus=bonus,
        started=started,
        rack=tuple(rack),
        board=board,
        scores=scores,
        rack_sizes=rack_sizes,
        bag_size=bag_size,
        unseen_counts=tuple(unseen[code] for code in rules.tile_codes),
        given_up=given_up,
        legal_edges=legal_edges,
        laid=tuple(area.cells[cell] for cell in laid),
    )


def _read_codes(value: object, where: str, rules: Ruleset) -> list[str]:
    codes = []
    for number, item in enumerate(FIELDS.read_list(value, where)):
        if item not in rules.kind_of_code:
            raise FIELDS.fail(f"{where}[{number}]",
                              f"expected a tile code of {rules.title}, got {item!r}")
        codes.append(item)
    return codes


def _read_board(root: dict[str, Any], rules: Ruleset, area: PlayArea
                ) -> tuple[Board, list[int]]:
    """The board from ``board``, ``pyramids``, ``dead`` and ``pyramids_left`` (the
    printed spaces as the game prints them, every other cell at most once), and the
    covered cells in the order they are listed (and laid)."""
    printed = dict(rules.printed)
    shown_printed: dict[tuple[int, int], str] = {}
    covered: list[tuple[int, str]] = []
    used = {area.index[cell] for cell in printed}
    for number, item in enumerate(FIELDS.read_list(root["board"], "view.board")):
        where = f"view.board[{number}]"
        entry = FIELDS.read_object(item, where)
        cell = read_cell(FIELDS.required(entry, "cell", where), f"{where}.cell")
        colour = FIELDS.required(entry, "colour", where)
        if colour not in rules.colour_index:
            raise FIELDS.fail(f"{where}.colour", f"expected one of {rules.colours}, got "
                              f"{colour!r}")
        if FIELDS.read_bool(FIELDS.required(entry, "printed", where), f"{where}.printed"):
            if printed.get(cell) != colour:
                raise FIELDS.fail(where, f"{list(cell)} is no printed {colour} space")
            shown_printed[cell] = str(colour)
        else:
            covered.append((_cell_number(cell, area, used, f"{where}.cell"), str(colour)))
    if shown_printed != printed:
        raise FIELDS.fail("view.board", "the printed spaces are not the game's")
    if len(covered) % 2:
        raise FIELDS.fail("view.board", f"{len(covered)} covered cells are no whole tiles")
    pyramids = [_cell_number(read_cell(item, f"view.pyramids[{number}]"), area, used,
                             f"view.pyramids[{number}]")
                for number, item in enumerate(FIELDS.read_list(root["pyramids"], "view.pyramids"))]
    dead = [_cell_number(read_cell(item, f"view.dead[{number}]"), area, used,
                         f"view.dead[{number}]")
            for number, item in enumerate(FIELDS.read_list(root["dead"], "view.dead"))]
    left = FIELDS.read_int(root["pyramids_left"], "view.pyramids_left", 0, rules.pyramids)
    if left + len(pyramids) > rules.pyramids:
        raise FIELDS.fail("view.pyramids", f"{rules.title} has {rules.pyramids} pyramids")
    return Board.shown(rules, area, covered, pyramids, dead, left), \
        [cell for cell, _ in covered]


def _cell_number(cell: tuple[int, int], area: PlayArea, used: set[int], where: str) -> int:
    """The number of a cell of the play area no other entry of the view names."""
    number = area.index.get(cell)
    if number is None:
        raise FIELDS.fail(where, f"{list(cell)} is outside the play area")
    if number in used:
        raise FIELDS.fail(where, f"{list(cell)} is a printed space or named twice")
    used.add(number)
    return number
