"""A game of AXIO or AXIO Hex in play (``axio-rules.md``, "A turn" to "Solo").

A turn has three steps, and the state is always at one of them (`Phase`):
the mover places tiles (the first placement and every bonus placement), then
answers the exchange option if it is open, then draws. Drawing is chance: the
state says how many tiles are due (`draw_count`) and takes them with `draw`,
from a record or from `random_draw`. `apply` takes the mover's decisions and
checks them first; each check says why a decision is not legal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from enum import Enum

from ..errors import GameOverError, IllegalMoveError
from ..ranking import Outcome, rank
from .board import DEAD, EMPTY, PYRAMID, Board
from .geometry import Cell, PlayArea, play_area
from .moves import Decision, Exchange, Place, Placement, Turn, placements_of
from .rules import TRACK_CAP, track_rule
from .setup import AxioSetup
from .view import AxioView


class Phase(Enum):
    PLACE = "place"
    EXCHANGE = "exchange"
    DRAW = "draw"
    OVER = "over"


class AxioState:
    """Build one with `AxioState.start`; move it on with `apply` and `draw`."""

    __slots__ = (
        "_bag",
        "_bag_size",
        "_current",
        "_exchanging",
        "_first_done",
        "_pending_bonus",
        "_phase",
        "_racks",
        "_scores",
        "_to_move",
        "area",
        "board",
        "given_up",
        "instant_winner",
        "players",
        "rules",
        "setup",
        "track",
        "turns",
    )

    def __init__(self, setup: AxioSetup) -> None:
        rules = setup.rules
        players = setup.players
        self.setup = setup
        self.rules = rules
        self.players = players
        self.area: PlayArea = play_area(rules.shape, rules.shape.area_size(players))
        self.board = Board(rules, self.area)
        self.track = track_rule(players)
        kind = rules.kind_of_code
        self._racks: list[list[int]] = [[kind[code] for code in rack] for rack in setup.racks]
        self._bag = [0] * len(rules.tile_codes)
        for code in setup.bag:
            self._bag[kind[code]] += 1
        self._bag_size = len(setup.bag)
        self._scores = [[0] * len(rules.colours) for _ in range(players)]
        self._first_done = [False] * players
        self._to_move: int | None = 0
        self._phase = Phase.PLACE
        self._pending_bonus = 0
        self._exchanging = False
        self._current: list[Placement] = []
        self.turns: list[Turn] = []
        self.given_up: list[tuple[str, ...]] = []
        self.instant_winner: int | None = None
        self._start_turn()

    @classmethod
    def start(cls, setup: AxioSetup) -> AxioState:
        return cls(setup)

    def copy(self) -> AxioState:
        twin = AxioState.__new__(AxioState)
        for name in ("setup", "rules", "players", "area", "track", "_bag_size", "_to_move",
                     "_phase", "_pending_bonus", "_exchanging", "instant_winner"):
            setattr(twin, name, getattr(self, name))
        twin.board = self.board.copy()
        twin._racks = [rack.copy() for rack in self._racks]
        twin._bag = self._bag.copy()
        twin._scores = [tracks.copy() for tracks in self._scores]
        twin._first_done = self._first_done.copy()
        twin._current = self._current.copy()
        twin.turns = self.turns.copy()
        twin.given_up = self.given_up.copy()
        return twin

    # What everybody sees --------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is (also while it answers the exchange or draws)."""
        return self._to_move

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def finished(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def is_solo(self) -> bool:
        return self.players == 1

    @property
    def awaiting_draw(self) -> bool:
        return self._phase is Phase.DRAW

    @property
    def pending_bonus(self) -> int:
        """Bonus placements the mover still owes, the next one included."""
        return self._pending_bonus

    @property
    def is_bonus(self) -> bool:
        """Whether the next placement is a bonus placement."""
        return self._phase is Phase.PLACE and bool(self._current)

    def is_first_placement(self, seat: int) -> bool:
        return not self._first_done[seat]

    def scores(self, seat: int) -> tuple[int, ...]:
        return tuple(self._scores[seat])

    def all_scores(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(tracks) for tracks in self._scores)

    def rack_size(self, seat: int) -> int:
        return len(self._racks[seat])

    @property
    def bag_size(self) -> int:
        return self._bag_size

    @property
    def placements(self) -> list[Placement]:
        """Every placement so far, in order."""
        done = [placement for turn in self.turns for placement in turn.placements]
        return done + self._current

    @property
    def current_placements(self) -> tuple[Placement, ...]:
        """The placements of the turn under way."""
        return tuple(self._current)

    @property
    def exchange_chosen(self) -> bool:
        """Whether the mover has taken the exchange this turn (its draw still due)."""
        return self._exchanging

    def lowest_colours(self, seat: int) -> str:
        """Every colour whose track equals the seat's minimum, in canonical order."""
        tracks = self._scores[seat]
        low = min(tracks)
        return "".join(c for c, t in zip(self.rules.colours, tracks) if t == low)

    # Hidden information: only views and the referee read these -------------------

    def rack(self, seat: int) -> tuple[str, ...]:
        codes = self.rules.tile_codes
        return tuple(codes[kind] for kind in self._racks[seat])

    def bag(self) -> tuple[str, ...]:
        """The bag's tiles, sorted (it has no order)."""
        codes = self.rules.tile_codes
        return tuple(codes[kind] for kind, count in enumerate(self._bag) for _ in range(count))

    def unseen_counts(self, seat: int) -> tuple[int, ...]:
        """Per kind of tile, how many ``seat`` cannot see: the bag and the other racks."""
        counts = self._bag.copy()
        for other, rack in enumerate(self._racks):
            if other != seat:
                for kind in rack:
                    counts[kind] += 1
        return tuple(counts)

    def view(self, seat: int) -> AxioView:
        """Exactly what ``seat`` may know of this position."""
        mover = self._to_move
        phase = self._phase
        decision = phase.value if phase is Phase.PLACE or phase is Phase.EXCHANGE else None
        return AxioView(
            rules=self.rules,
            seat=seat,
            players=self.players,
            to_move=mover,
            decision=decision,
            bonus=max(0, self._pending_bonus - 1),
            first=mover is not None and not self._first_done[mover],
            rack=self.rack(seat),
            board=self.board.copy(),
            scores=self.all_scores(),
            rack_sizes=tuple(len(rack) for rack in self._racks),
            bag_size=self._bag_size,
            unseen_counts=self.unseen_counts(seat),
            given_up=tuple(self.given_up),
            legal_edges=tuple(self.legal_edges()) if decision == "place" else (),
        )

    # Placing --------------------------------------------------------------------

    def legal_edges(self) -> list[int]:
        """The edges the mover may cover now (first placement: beside an untouched space)."""
        if self._phase is not Phase.PLACE:
            return []
        assert self._to_move is not None
        if self._first_done[self._to_move]:
            return list(self.board.open_edges)
        return self.board.first_edges()

    def legal_moves(self) -> Iterator[Decision]:
        """Every legal decision now: each placement of each tile kind on the rack both
        ways round, or both answers to the exchange option."""
        if self._phase is Phase.EXCHANGE:
            yield Exchange(True)
            yield Exchange(False)
            return
        if self._phase is not Phase.PLACE:
            return
        assert self._to_move is not None
        yield from placements_of(self.area, self.legal_edges(),
                                 self.rack(self._to_move))

    def check(self, decision: Decision) -> None:
        """Raise `IllegalMoveError` saying why ``decision`` is not legal now."""
        if self._phase is Phase.OVER:
            raise GameOverError("the game is over; no more moves can be made")
        if isinstance(decision, Exchange):
            if self._phase is not Phase.EXCHANGE:
                raise IllegalMoveError(f"the exchange option is not open ({self._waiting_for()})")
            return
        if self._phase is not Phase.PLACE:
            raise IllegalMoveError(f"no placement is due ({self._waiting_for()})")
        self._locate(decision)

    def _waiting_for(self) -> str:
        return {
            Phase.PLACE: "a placement is due",
            Phase.EXCHANGE: "the exchange option is waiting for an answer",
            Phase.DRAW: "the turn's draw is due",
            Phase.OVER: "the game is over",
        }[self._phase]

    def _locate(self, place: Place) -> tuple[int, int, int, int]:
        """Check a placement; returns its two cell numbers, its edge and its tile kind."""
        area = self.area
        cells = place.cells
        if not (isinstance(cells, tuple) and len(cells) == 2):
            raise IllegalMoveError(f"a placement covers two cells, not {cells!r}")
        numbers = []
        for cell in cells:
            number = area.index.get(cell)
            if number is None:
                raise IllegalMoveError(f"cell {_cell_text(cell)} is outside the play area")
            content = self.board.cells[number]
            if content != EMPTY:
                raise IllegalMoveError(f"cell {_cell_text(cell)} {_content_text(self.board, number)}")
            numbers.append(number)
        first, second = numbers
        edge = area.edge_of.get((first, second))
        if edge is None:
            raise IllegalMoveError(
                f"cells {_cell_text(cells[0])} and {_cell_text(cells[1])} are not neighbours"
            )
        colours = place.colours
        kind = self.rules.kind_of_colours.get(colours) if isinstance(colours, str) else None
        if kind is None:
            raise IllegalMoveError(
                f"colours {colours!r} are not two of {' '.join(self.rules.colours)}"
            )
        player = self._to_move
        assert player is not None
        if kind not in self._racks[player]:
            raise IllegalMoveError(f"the rack holds no tile {self.rules.tile_codes[kind]}")
        if not self._first_done[player] and not self.board.is_first_edge(edge):
            raise IllegalMoveError(
                "a first placement must lie beside a printed space that no tile touches yet"
            )
        return first, second, edge, kind

    def apply(self, decision: Decision) -> Placement | None:
        """Play the mover's decision; returns the `Placement` for a placement."""
        self.check(decision)
        if isinstance(decision, Exchange):
            self._exchanging = decision.accept
            self._phase = Phase.DRAW
            return None
        return self._place(decision)

    def _place(self, place: Place) -> Placement:
        first, second, edge, kind = self._locate(place)
        player = self._to_move
        assert player is not None
        board = self.board
        area = self.area
        rules = self.rules
        colour_index = rules.colour_index
        first_colour, second_colour = place.colours[0], place.colours[1]
        towards = area.edge_direction[edge]
        half = len(area.shape.directions) // 2
        skip_first, skip_second = (towards, (towards + half) % (2 * half)) \
            if first < second else ((towards + half) % (2 * half), towards)
        gain_first = board.line_points(first, first_colour, skip_first)
        gain_second = board.line_points(second, second_colour, skip_second)
        isolated = board.place(first, second, first_colour, second_colour)
        self._racks[player].remove(kind)
        self._first_done[player] = True

        tracks = self._scores[player]
        start = tracks.copy()
        track = self.track
        tracks[colour_index[first_colour]] = track.add(tracks[colour_index[first_colour]], gain_first)
        tracks[colour_index[second_colour]] = track.add(
            tracks[colour_index[second_colour]], gain_second)
        pyramids: list[Cell] = []
        moved: list[Cell] = []
        if rules.pyramids:
            for cell in isolated:
                left = board.put_pyramid(cell)
                pyramids.append(area.cells[cell])
                if left is not None:
                    moved.append(area.cells[left])
                gains = [0] * len(rules.colours)
                for colour in board.neighbour_colours(cell):
                    gains[colour_index[colour]] += 1
                for index, gain in enumerate(gains):
                    if gain:
                        tracks[index] = track.add(tracks[index], gain)

        solo = self.players == 1
        axio = () if solo else tuple(
            colour for colour, before, after in zip(rules.colours, start, tracks)
            if track.reached_cap(before, after)
        )
        if self._current:
            self._pending_bonus -= 1
        self._pending_bonus += len(axio)
        bonus_lost = 0
        if self._pending_bonus and (not self._racks[player] or not board.open_edges):
            bonus_lost, self._pending_bonus = self._pending_bonus, 0
        instant_win = not solo and min(tracks) >= TRACK_CAP
        placement = Placement(
            turn=len(self.turns),
            number=len(self._current),
            player=player,
            place=place,
            points=tuple(after - before for before, after in zip(start, tracks)),
            pyramids=tuple(pyramids),
            moved=tuple(moved),
            scores=tuple(tracks),
            axio=axio,
            bonus_lost=bonus_lost,
            instant_win=instant_win,
        )
        self._current.append(placement)
        if instant_win:
            self.instant_winner = player
            self._pending_bonus = 0
            self._close_turn(draw=None)
            self._end_game()
        elif not self._pending_bonus:
            self._phase = Phase.EXCHANGE if self.exchange_open() else Phase.DRAW
        return placement

    def exchange_open(self) -> bool:
        """Whether the mover, done placing, may exchange: not solo, the bag not empty,
        and no tile on the rack shows one of the mover's lowest colours."""
        player = self._to_move
        if player is None or self.players == 1 or not self._bag_size:
            return False
        lowest = self.lowest_colours(player)
        codes = self.rules.tile_codes
        return not any(
            codes[kind][0] in lowest or codes[kind][1] in lowest for kind in self._racks[player]
        )

    # Drawing (chance) -----------------------------------------------------------

    @property
    def draw_count(self) -> int:
        """How many tiles the turn's draw takes (0 unless a draw is due)."""
        if self._phase is not Phase.DRAW:
            return 0
        assert self._to_move is not None
        size = self.rules.rack_size_for(self.players)
        wanted = size if self._exchanging else size - len(self._racks[self._to_move])
        return min(wanted, self._bag_size)

    def random_draw(self, rng: random.Random) -> tuple[str, ...]:
        """The tiles a draw takes, each a uniformly random tile of the bag."""
        bag = self._bag.copy()
        size = self._bag_size
        drawn = []
        for _ in range(self.draw_count):
            pick = rng.randrange(size)
            for kind, count in enumerate(bag):
                if pick < count:
                    break
                pick -= count
            bag[kind] -= 1
            size -= 1
            drawn.append(self.rules.tile_codes[kind])
        return tuple(drawn)

    def draw(self, tiles: Sequence[str]) -> None:
        """End the turn by drawing ``tiles`` from the bag (after an exchange the old
        rack then goes back into the bag); raises `IllegalMoveError` if the draw
        does not fit."""
        if self._phase is not Phase.DRAW:
            raise IllegalMoveError(f"no draw is due ({self._waiting_for()})")
        due = self.draw_count
        if len(tiles) != due:
            raise IllegalMoveError(
                f"draw has {len(tiles)} tile{'s' * (len(tiles) != 1)}, the rules give {due}"
            )
        kinds = self.rules.kind_of_code
        bag = self._bag.copy()
        drawn = []
        for position, code in enumerate(tiles):
            kind = kinds.get(code)
            if kind is None:
                raise IllegalMoveError(f"draw[{position}]: {code!r} is not a tile code")
            if not bag[kind]:
                raise IllegalMoveError(f"draw[{position}]: no {code!r} is left in the bag")
            bag[kind] -= 1
            drawn.append(kind)
        player = self._to_move
        assert player is not None
        self._bag = bag
        self._bag_size -= len(drawn)
        if self._exchanging:
            old = self._racks[player]
            if self.rules.reveals_exchanged_rack:
                self.given_up.append(self.rack(player))
            for kind in old:
                self._bag[kind] += 1
            self._bag_size += len(old)
            self._racks[player] = drawn
        else:
            self._racks[player].extend(drawn)
        self._close_turn(draw=tuple(tiles))
        self._to_move = (player + 1) % self.players
        self._phase = Phase.PLACE
        self._start_turn()

    def settle_chance(self, rng: random.Random) -> None:
        """Draw at random while a draw is due (what a live game does between decisions)."""
        if self._phase is Phase.DRAW:
            self.draw(self.random_draw(rng))

    # Turns and the end ------------------------------------------------------------

    def _close_turn(self, draw: tuple[str, ...] | None) -> None:
        assert self._to_move is not None
        self.turns.append(Turn(self._to_move, tuple(self._current), self._exchanging, draw))
        self._current = []
        self._exchanging = False

    def _start_turn(self) -> None:
        """The game ends at the start of a turn whose player cannot place."""
        player = self._to_move
        assert player is not None
        if not self._racks[player] or not self.legal_edges():
            self._end_game()

    def _end_game(self) -> None:
        self._phase = Phase.OVER
        self._to_move = None

    def outcome(self) -> Outcome | None:
        """The ranking once the game is over, else None."""
        if self._phase is not Phase.OVER:
            return None
        return rank(self.all_scores(), instant_winner=self.instant_winner)

    def record_turns(self) -> list[Turn]:
        """The finished turns and, if one is under way, the turn so far (no draw)."""
        if self._phase is Phase.OVER or (not self._current and not self._exchanging
                                         and self._phase is Phase.PLACE):
            return list(self.turns)
        assert self._to_move is not None
        return [*self.turns, Turn(self._to_move, tuple(self._current), self._exchanging, None)]


def _cell_text(cell: object) -> str:
    if isinstance(cell, tuple) and len(cell) == 2:
        return f"({cell[0]}, {cell[1]})"
    return repr(cell)


def _content_text(board: Board, number: int) -> str:
    content = board.cells[number]
    if content == PYRAMID:
        return "holds a pyramid"
    if content == DEAD:
        return "is dead (a pyramid was moved away from it)"
    if number in board.printed:
        return "is a printed space"
    return "holds a tile"

