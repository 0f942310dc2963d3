"""Game records (docs/records.md): the save file, the replay and the test fixture.

`RotaRecord.loads` checks a document completely, the moves included, and raises
`RecordError` naming the first fault and where it is; nothing is half-accepted.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..envelope import FIELDS, RecordFile, read_envelope
from ..errors import AxioError, IllegalMoveError, RecordError, TileCodeError
from ..game import Step
from ..players import PlayerInfo, read_players
from .display import NO_POINTS, Points
from .moves import Move
from .setup import TRACK_MAX, DisplayTile, Setup
from .state import RotaState
from .tiles import COLOURS, Tile, is_colour

FORMAT: Final = "axio-rota-record"
VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class RotaRecord(RecordFile):
    """Who plays, the exact set-up, and every move so far."""

    players: tuple[PlayerInfo, ...]
    setup: Setup
    moves: tuple[Move, ...] = ()
    meta: dict[str, Any] | None = field(default=None, compare=False)
    """Facts the rules do not need (``seed``, ``program``); kept as they are."""

    @classmethod
    def of(cls, players: Sequence[PlayerInfo], state: RotaState,
           meta: dict[str, Any] | None = None) -> RotaRecord:
        """The record of a game that started from a `Setup`."""
        if state.setup is None:
            raise AxioError("this position did not start from a set-up, so it has no record")
        return cls(tuple(players), state.setup, tuple(state.moves), meta)

    def replay(self, upto: int | None = None) -> RotaState:
        """The position after the first ``upto`` moves (all by default)."""
        state = RotaState.start(self.setup)
        for _ in _play(state, self.moves[:upto]):
            pass
        return state

    def walk(self) -> Iterator[Step[RotaState, Move]]:
        """Every move in order, with the position before it (`Step`; AXIO Rota draws
        nothing by chance, and every move is a placement)."""
        state = RotaState.start(self.setup)
        for move in _play(state, self.moves):
            seat = state.to_move
            assert seat is not None
            made = state.decisions_made
            yield Step(state.copy(), seat, move, made, made)

    # JSON ---------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "format": FORMAT,
            "version": VERSION,
            "players": [player.to_json() for player in self.players],
            "setup": {
                "display": [
                    {"cell": list(placed.cell), "tile": placed.tile.code, "rotation": placed.rotation}
                    for placed in setup.display
                ],
                "stacks": [[tile.code for tile in stack] for stack in setup.stacks],
                "supply": [tile.code for tile in setup.supply],
                "scores": [scores_json(tracks) for tracks in setup.scores],
            },
            "moves": [move_json(move) for move in self.moves],
            **({"meta": self.meta} if self.meta is not None else {}),
        }

    @classmethod
    def from_json(cls, data: object) -> RotaRecord:
        """Check the document's shape and build the record (moves not yet replayed)."""
        root = read_envelope(data, FORMAT, VERSION)
        players = read_players(FIELDS.required(root, "players", "record"), FIELDS)
        setup_data = FIELDS.read_object(FIELDS.required(root, "setup", "record"), "setup")
        setup = _setup(setup_data, len(players))
        moves = tuple(
            _move(item, f"move {number}")
            for number, item in enumerate(FIELDS.read_list(FIELDS.required(root, "moves", "record"), "moves"))
        )
        meta = root.get("meta")
        if meta is not None:
            FIELDS.read_object(meta, "meta")
        return cls(players, setup, moves, meta)


def _play(state: RotaState, moves: Sequence[Move]) -> Iterator[Move]:
    """Play ``moves`` on ``state``: each is yielded while the state stands just before
    it, and made when the next is asked for. Raises `RecordError` at the first fault."""
    for number, move in enumerate(moves):
        yield move
        try:
            state.apply(move)
        except IllegalMoveError as error:
            raise RecordError(f"move {number}: {error}", code=error.code,
                              **{**error.details, "move": number}) from None


# Writing ------------------------------------------------------------------------


def scores_json(tracks: Points) -> dict[str, int]:
    return dict(zip(COLOURS, tracks))


def move_json(move: Move) -> dict[str, Any]:
    data: dict[str, Any] = {"cell": list(move.cell), "rotation": move.rotation}
    if move.name is not None:
        data["name"] = move.name
    return data


# Reading: each helper names the place of what it checks -------------------------



def _tile(value: object, where: str) -> Tile:
    try:
        return Tile.parse(value)
    except TileCodeError as error:
        raise RecordError(f"{where}: {error}", code=error.code, where=where,
                          **error.details) from None


def _cell(value: object, where: str) -> tuple[int, int]:
    items = FIELDS.read_list(value, where)
    if len(items) != 2:
        raise RecordError(f"{where}: a cell is [x, y], got {len(items)} numbers")
    return (FIELDS.read_int(items[0], where), FIELDS.read_int(items[1], where))


def _setup(data: dict[str, Any], players: int) -> Setup:
    display_items = FIELDS.read_list(FIELDS.required(data, "display", "setup"), "setup.display")
    if not display_items:
        raise RecordError("setup.display: the display needs at least one tile")
    display = []
    seen: set[tuple[int, int]] = set()
    for index, item in enumerate(display_items):
        where = f"setup.display[{index}]"
        placed = FIELDS.read_object(item, where)
        cell = _cell(FIELDS.required(placed, "cell", where), f"{where}.cell")
        if cell in seen:
            raise RecordError(f"{where}.cell: cell {cell} holds two tiles")
        seen.add(cell)
        tile = _tile(FIELDS.required(placed, "tile", where), f"{where}.tile")
        rotation = FIELDS.read_int(FIELDS.required(placed, "rotation", where), f"{where}.rotation", 0, 3)
        display.append(DisplayTile(cell, tile, rotation))

    stack_items = FIELDS.read_list(FIELDS.required(data, "stacks", "setup"), "setup.stacks")
    if len(stack_items) != players:
        raise RecordError(f"setup.stacks: {len(stack_items)} stacks for {players} players")
    stacks = []
    for seat, stack in enumerate(stack_items):
        tiles = FIELDS.read_list(stack, f"setup.stacks[{seat}]")
        if not tiles:
            raise RecordError(f"setup.stacks[{seat}]: a stack holds at least one tile")
        stacks.append([_tile(code, f"setup.stacks[{seat}][{i}]") for i, code in enumerate(tiles)])

    supply_items = FIELDS.read_list(FIELDS.required(data, "supply", "setup"), "setup.supply")
    supply = [_tile(code, f"setup.supply[{i}]") for i, code in enumerate(supply_items)]

    scores: list[Points] = [NO_POINTS] * players
    if "scores" in data:
        score_items = FIELDS.read_list(data["scores"], "setup.scores")
        if len(score_items) != players:
            raise RecordError(f"setup.scores: {len(score_items)} score sets for {players} players")
        scores = [_tracks(item, f"setup.scores[{seat}]") for seat, item in enumerate(score_items)]
    try:
        return Setup.custom(display, stacks, supply, scores)
    except AxioError as error:
        raise RecordError(f"setup: {error}") from None


def _tracks(value: object, where: str) -> Points:
    data = FIELDS.read_object(value, where)
    for key in data:
        if not is_colour(key):
            raise RecordError(f"{where}: {key!r} is not a colour (R, G, B, O, P)")
    values = [FIELDS.read_int(FIELDS.required(data, colour, where), f"{where}.{colour}", 0, TRACK_MAX)
              for colour in COLOURS]
    return (values[0], values[1], values[2], values[3], values[4])


def _move(value: object, where: str) -> Move:
    data = FIELDS.read_object(value, where)
    cell = _cell(FIELDS.required(data, "cell", where), f"{where}: cell")
    rotation = FIELDS.read_int(FIELDS.required(data, "rotation", where), f"{where}: rotation", 0, 3)
    name = data.get("name")
    if name is not None and not is_colour(name):
        raise RecordError(f"{where}: name {name!r} is not one of R, G, B, O, P")
    return Move(cell, rotation, name)
