"""The ``axio-record`` document (docs/records.md): save file, replay and test fixture.

`AxioRecord.loads` checks a document completely, every turn included, and raises
`RecordError` naming the first fault and where it is; nothing is half-accepted.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import groupby
from operator import itemgetter
from typing import Any, Final

from ..envelope import FIELDS, RecordFile, read_envelope
from ..errors import AxioError, IllegalMoveError, RecordError
from ..game import Step
from ..players import PlayerInfo, read_players
from .moves import Decision, Exchange, Place
from .position import Phase
from .rules import RULESETS, Ruleset
from .setup import AxioSetup
from .state import AxioState

FORMAT: Final = "axio-record"
VERSION: Final = 1

ROOT_KEYS = ("format", "version", "game", "players", "setup", "turns", "meta")


@dataclass(frozen=True, slots=True)
class TurnEntry:
    """A turn as the record writes it: the placements in order, the exchange answer,
    and the tiles drawn at its end (None while the turn is under way)."""

    place: tuple[Place, ...]
    exchange: bool = False
    draw: tuple[str, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"place": [place_json(place) for place in self.place]}
        if self.exchange:
            data["exchange"] = True
        if self.draw is not None:
            data["draw"] = list(self.draw)
        return data


@dataclass(frozen=True, slots=True)
class AxioRecord(RecordFile):
    """Who plays, the racks and bag at the start, and every turn so far."""

    players: tuple[PlayerInfo, ...]
    setup: AxioSetup
    turns: tuple[TurnEntry, ...] = ()
    meta: dict[str, Any] | None = field(default=None, compare=False)

    @property
    def rules(self) -> Ruleset:
        return self.setup.rules

    @classmethod
    def of(cls, players: Sequence[PlayerInfo], state: AxioState,
           meta: dict[str, Any] | None = None) -> AxioRecord:
        if state.setup is None:
            raise AxioError("this position did not start from a set-up, so it has no record")
        turns = tuple(
            TurnEntry(tuple(p.place for p in turn.placements), turn.exchange, turn.draw)
            for turn in state.record_turns()
        )
        return cls(tuple(players), state.setup, turns, meta)

    def replay(self) -> AxioState:
        """The position after every turn; raises `RecordError` at the first fault."""
        state = AxioState.start(self.setup)
        for _ in _play(state, self.turns):
            pass
        return state

    def walk(self) -> Iterator[Step[AxioState, Decision]]:
        """Every decision in the order `replay` makes them — each turn's placements,
        its answer to the exchange option where the option was open, then its draw,
        given with the decision that ended the turn (`Step`)."""
        state = AxioState.start(self.setup)
        placements = 0
        # `_play` yields a decision while the state stands just before it, and makes it
        # when asked for the next: a turn's steps are kept until the turn is over, so
        # that the last one can carry the turn's draw.
        for number, decisions in groupby(_play(state, self.turns), key=itemgetter(0)):
            steps = []
            for _, decision in decisions:
                seat = state.to_move
                assert seat is not None
                placement = placements if isinstance(decision, Place) else None
                placements += placement is not None
                steps.append(Step(state.copy(), seat, decision, state.decisions_made, placement))
            steps[-1] = replace(steps[-1], drawn=self.turns[number].draw)
            yield from steps

    # JSON ---------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.rules.id,
            "players": [player.to_json() for player in self.players],
            "setup": {
                "racks": [list(rack) for rack in self.setup.racks],
                "bag": list(self.setup.bag),
            },
            "turns": [turn.to_json() for turn in self.turns],
        }
        if self.meta is not None:
            document["meta"] = self.meta
        return document

    @classmethod
    def from_json(cls, data: object, rulesets: Mapping[str, Ruleset] = RULESETS) -> AxioRecord:
        """Check the document's shape and build the record (turns not yet replayed) of
        one of the games ``rulesets`` holds by id."""
        root = read_envelope(data, FORMAT, VERSION)
        game = FIELDS.required(root, "game", "record")
        rules = rulesets.get(game) if isinstance(game, str) else None
        if rules is None:
            known = ", ".join(rulesets)
            raise RecordError(f"game: {game!r} is not a game this program knows ({known})")
        FIELDS.only_keys(root, ROOT_KEYS, "record")
        players = read_players(FIELDS.required(root, "players", "record"), FIELDS)
        setup = _setup(rules, FIELDS.required(root, "setup", "record"), len(players))
        turns = tuple(
            _turn(rules, item, f"turns[{number}]")
            for number, item in enumerate(FIELDS.read_list(FIELDS.required(root, "turns", "record"),
                                                      "turns"))
        )
        meta = root.get("meta")
        if meta is not None:
            FIELDS.read_object(meta, "meta")
        return cls(players, setup, turns, meta)


def place_json(place: Place) -> dict[str, Any]:
    return {"cells": [list(place.cells[0]), list(place.cells[1])], "colours": place.colours}


# Replaying -----------------------------------------------------------------------


def _play(state: AxioState, turns: Sequence[TurnEntry]) -> Iterator[tuple[int, Decision]]:
    """Play ``turns`` on ``state`` as the rules order a turn (`_play_turn`): each
    decision is yielded with its turn's number while the state stands just before it,
    and made when the next is asked for. Raises `RecordError` at the first fault."""
    last = len(turns) - 1
    for number, turn in enumerate(turns):
        try:
            for decision in _play_turn(state, turn, number == last):
                yield number, decision
        except _PlacementFault as fault:
            raise RecordError(f"turn {number}, placement {fault.number}: {fault.reason}",
                              code=fault.code, **{**fault.details, "turn": number,
                                                  "placement": fault.number}) from None
        except IllegalMoveError as error:
            raise RecordError(f"turn {number}: {error}", code=error.code,
                              **{**error.details, "turn": number}) from None


class _PlacementFault(Exception):
    """A fault of one placement of a turn (its number within the turn is the place)."""

    def __init__(self, number: int, reason: str, code: str | None = None,
                 details: dict[str, object] | None = None) -> None:
        super().__init__(reason)
        self.number = number
        self.reason = reason
        self.code = code
        self.details = details or {}


def _play_turn(state: AxioState, turn: TurnEntry, is_last: bool) -> Iterator[Decision]:
    """One turn in the rules' order: its placements, the answer to the exchange option
    (keeping the rack where the option was open and the turn drew without exchanging),
    then its draw. Each decision is yielded just before it is made."""
    if state.finished:
        raise IllegalMoveError("the game is already over")
    finished_turn = turn.draw is not None
    if not finished_turn and not is_last:
        raise IllegalMoveError("has no draw, but only the last turn may be unfinished")
    done = 0
    for place in turn.place:
        if state.phase is not Phase.PLACE:
            if state.finished:
                raise _PlacementFault(done, "the game ended with an instant win before it",
                                      "after_instant_win")
            raise IllegalMoveError(_count_text(len(turn.place), done))
        yield place
        try:
            state.apply(place)
        except IllegalMoveError as error:
            raise _PlacementFault(done, str(error), error.code, error.details) from None
        done += 1
    if state.finished:
        if turn.exchange or finished_turn:
            raise IllegalMoveError("the game ended with an instant win; the turn has no "
                                   + ("exchange" if turn.exchange else "draw"))
        return
    if state.phase is Phase.PLACE and (finished_turn or turn.exchange):
        raise IllegalMoveError(_count_text(done, done + (state.pending_bonus if done else 1)))
    if turn.exchange and state.phase is not Phase.EXCHANGE:
        raise IllegalMoveError("exchange: the exchange option is not open")
    if turn.exchange or (finished_turn and state.phase is Phase.EXCHANGE):
        answer = Exchange(turn.exchange)
        yield answer
        state.apply(answer)
    if finished_turn:
        assert turn.draw is not None
        state.draw(turn.draw)


def _count_text(given: int, due: int) -> str:
    return (f"place has {given} placement{'s' * (given != 1)}, "
            f"the rules give {due}")


# Reading: each helper names the place of what it checks ------------------------------


def _tile(rules: Ruleset, value: object, where: str) -> str:
    code = FIELDS.read_str(value, where)
    if code in rules.kind_of_code:
        return code
    if code in rules.kind_of_colours:
        return_code = code[::-1]
        raise RecordError(f"{where}: {code!r} is not a tile code (write {return_code!r})")
    raise RecordError(f"{where}: {code!r} is not a tile code of {rules.title}")


def _setup(rules: Ruleset, value: object, players: int) -> AxioSetup:
    data = FIELDS.read_object(value, "setup")
    FIELDS.only_keys(data, ("racks", "bag"), "setup")
    rack_items = FIELDS.read_list(FIELDS.required(data, "racks", "setup"), "setup.racks")
    if len(rack_items) != players:
        raise RecordError(f"setup.racks: {len(rack_items)} racks for {players} players")
    size = rules.rack_size_for(players)
    racks = []
    for seat, item in enumerate(rack_items):
        codes = FIELDS.read_list(item, f"setup.racks[{seat}]")
        racks.append(tuple(_tile(rules, code, f"setup.racks[{seat}][{i}]")
                           for i, code in enumerate(codes)))
        if len(codes) != size:
            raise RecordError(f"setup.racks[{seat}]: {len(codes)} tiles, a full rack holds {size}")
    bag_items = FIELDS.read_list(FIELDS.required(data, "bag", "setup"), "setup.bag")
    bag = tuple(_tile(rules, code, f"setup.bag[{i}]") for i, code in enumerate(bag_items))
    try:
        return AxioSetup(rules, tuple(racks), bag)
    except AxioError as error:
        raise RecordError(f"setup: {error}") from None


def _turn(rules: Ruleset, value: object, where: str) -> TurnEntry:
    data = FIELDS.read_object(value, where)
    FIELDS.only_keys(data, ("place", "exchange", "draw"), where)
    items = FIELDS.read_list(FIELDS.required(data, "place", where), f"{where}.place")
    places = tuple(_place(rules, item, f"{where}.place[{i}]") for i, item in enumerate(items))
    exchange = FIELDS.read_bool(data.get("exchange", False), f"{where}.exchange")
    draw = None
    if "draw" in data:
        codes = FIELDS.read_list(data["draw"], f"{where}.draw")
        draw = tuple(_tile(rules, code, f"{where}.draw[{i}]") for i, code in enumerate(codes))
    return TurnEntry(places, exchange, draw)


def _place(rules: Ruleset, value: object, where: str) -> Place:
    data = FIELDS.read_object(value, where)
    FIELDS.only_keys(data, ("cells", "colours"), where)
    cells = FIELDS.read_list(FIELDS.required(data, "cells", where), f"{where}.cells")
    if len(cells) != 2:
        raise RecordError(f"{where}.cells: a tile covers 2 cells, got {len(cells)}")
    pair = tuple(_cell(cell, f"{where}.cells[{i}]") for i, cell in enumerate(cells))
    colours = FIELDS.read_str(FIELDS.required(data, "colours", where), f"{where}.colours")
    if len(colours) != 2 or any(colour not in rules.colour_index for colour in colours):
        raise RecordError(
            f"{where}.colours: {colours!r} is not two of {' '.join(rules.colours)}"
        )
    return Place((pair[0], pair[1]), colours)


def _cell(value: object, where: str) -> tuple[int, int]:
    items = FIELDS.read_list(value, where)
    if len(items) != 2:
        raise RecordError(f"{where}: a cell is [x, y], got {len(items)} numbers")
    return (FIELDS.read_int(items[0], where), FIELDS.read_int(items[1], where))
