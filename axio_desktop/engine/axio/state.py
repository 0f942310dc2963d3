"""A game of AXIO or AXIO Hex in play (docs/rules.md, "AXIO and AXIO Hex": "A turn" to "Solo").

A turn has three steps, and the state is always at one of them (`Phase`): the
mover places tiles (the first placement and every bonus placement), then answers
the exchange option if it is open, then draws. Drawing is chance: the state says
how many tiles are due (`draw_count`) and takes them with `draw`, from a record or
from `random_draw`. `apply` takes the mover's decisions and checks them first
(`legality`); each check says why a decision is not legal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from ..errors import GameOverError, IllegalMoveError
from ..ranking import Outcome, rank
from .bag import Bag
from .board import Board
from .geometry import Cell, play_area
from .legality import locate
from .moves import Decision, Exchange, Place, Placement, Turn, placements_of
from .placing import lay_tile
from .position import WAITING_FOR, Phase, Seat
from .rules import Ruleset, track_rule
from .scoring import exchange_opens
from .setup import AxioSetup
from .view import AxioView, text_sorted


class AxioState:
    """Build one with `AxioState.start`; move it on with `apply` and `draw`."""

    __slots__ = (
        "_current",
        "_decisions",
        "_exchanging",
        "_pending_bonus",
        "_phase",
        "_to_move",
        "bag",
        "board",
        "given_up",
        "instant_winner",
        "laid",
        "players",
        "rules",
        "seats",
        "setup",
        "track",
        "turns",
    )

    def __init__(
        self,
        *,
        rules: Ruleset,
        board: Board,
        seats: Sequence[Seat],
        bag: Bag,
        to_move: int,
        phase: Phase = Phase.PLACE,
        pending_bonus: int = 0,
        exchanging: bool = False,
        given_up: Sequence[tuple[str, ...]] = (),
        setup: AxioSetup | None = None,
        laid: Sequence[Cell] = (),
    ) -> None:
        """A position given piece by piece (the start of a game, or a bot's sampled
        deal); ``pending_bonus`` counts the bonus placements owed, the next included;
        ``laid`` the cells the board's tiles cover, in the order they were covered.
        A position whose next placement starts a turn ends the game if its player
        cannot place."""
        self.setup = setup
        self.rules = rules
        self.players = len(seats)
        self.board = board
        self.seats = list(seats)
        self.bag = bag
        self.track = track_rule(self.players)
        self._to_move: int | None = to_move
        self._phase = phase
        self._pending_bonus = pending_bonus
        self._exchanging = exchanging
        self._current: list[Placement] = []
        self._decisions = 0
        self.turns: list[Turn] = []
        self.given_up = list(given_up)
        self.laid = tuple(laid)
        """The cells tiles cover, in the order they were covered (each tile's first cell,
        then its second)."""
        self.instant_winner: int | None = None
        if phase is Phase.PLACE and not pending_bonus:
            self._start_turn()

    @classmethod
    def start(cls, setup: AxioSetup) -> AxioState:
        """The position before the first placement: every rack full, player 0 to move."""
        rules = setup.rules
        area = play_area(rules.shape, rules.shape.area_size(setup.players))
        kind = rules.kind_of_code
        seats = [Seat([kind[code] for code in rack], [0] * len(rules.colours))
                 for rack in setup.racks]
        return cls(rules=rules, board=Board(rules, area), seats=seats,
                   bag=Bag.of(rules, setup.bag), to_move=0, setup=setup)

    def copy(self) -> AxioState:
        twin = AxioState.__new__(AxioState)
        for name in ("setup", "rules", "players", "track", "_to_move", "_phase",
                     "_pending_bonus", "_exchanging", "_decisions", "instant_winner", "laid"):
            setattr(twin, name, getattr(self, name))
        twin.board = self.board.copy()
        twin.seats = [seat.copy() for seat in self.seats]
        twin.bag = self.bag.copy()
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
    def awaiting_draw(self) -> bool:
        return self._phase is Phase.DRAW

    @property
    def decisions_made(self) -> int:
        """The decisions applied since the position was built: placements and
        answers to the exchange option."""
        return self._decisions

    @property
    def pending_bonus(self) -> int:
        """Bonus placements the mover still owes, the next one included."""
        return self._pending_bonus

    @property
    def is_bonus(self) -> bool:
        """Whether the next placement is a bonus placement."""
        return self._phase is Phase.PLACE and self._pending_bonus > 0

    def is_first_placement(self, seat: int) -> bool:
        return not self.seats[seat].started

    def scores(self, seat: int) -> tuple[int, ...]:
        return tuple(self.seats[seat].tracks)

    def all_scores(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(seat.tracks) for seat in self.seats)

    def rack_size(self, seat: int) -> int:
        return len(self.seats[seat].rack)

    @property
    def bag_size(self) -> int:
        return self.bag.size

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
        tracks = self.seats[seat].tracks
        low = min(tracks)
        return "".join(c for c, t in zip(self.rules.colours, tracks) if t == low)

    # Hidden information: only views and the referee read these -------------------

    def rack(self, seat: int) -> tuple[str, ...]:
        codes = self.rules.tile_codes
        return tuple(codes[kind] for kind in self.seats[seat].rack)

    def unseen_counts(self, seat: int | None) -> tuple[int, ...]:
        """Per kind of tile, how many ``seat`` cannot see: the bag and the other racks
        (None: a spectator, who sees no rack)."""
        counts = self.bag.counts.copy()
        for other, held in enumerate(self.seats):
            if other != seat:
                for kind in held.rack:
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
            in_bonus=self.is_bonus,
            bonus=max(0, self._pending_bonus - 1),
            started=tuple(held.started for held in self.seats),
            rack=self.rack(seat),
            board=self.board.copy(),
            scores=self.all_scores(),
            rack_sizes=tuple(len(held.rack) for held in self.seats),
            bag_size=self.bag.size,
            unseen_counts=self.unseen_counts(seat),
            given_up=tuple(self.given_up),
            legal_edges=tuple(self.legal_edges()) if decision == "place" else (),
            laid=self.laid,
        )

    def network_view(self, seat: int | None) -> dict[str, Any]:
        """The VIEW of network play for ``seat`` (`AxioView.network_json`), or for None,
        anyone watching: no rack, and every rack and bag tile unseen."""
        if seat is not None:
            return self.view(seat).network_json()
        public = self.view(0).network_json()
        del public["rack"]
        public["seat"] = None
        public["unseen"] = text_sorted(self.rules.tile_codes, self.unseen_counts(None))
        return public

    # Placing --------------------------------------------------------------------

    def legal_edges(self) -> list[int]:
        """The edges the mover may cover now (first placement: beside an untouched space)."""
        if self._phase is not Phase.PLACE:
            return []
        assert self._to_move is not None
        if self.seats[self._to_move].started:
            return list(self.board.open_edges)
        return self.board.first_edges()

    def legal_moves(self) -> Iterator[Decision]:
        """Every legal decision now: each placement of each tile kind on the rack both
        ways round, or both answers to the exchange option."""
        if self._phase is Phase.EXCHANGE:
            yield Exchange(True)
            yield Exchange(False)
        elif self._phase is Phase.PLACE:
            assert self._to_move is not None
            yield from placements_of(self.board.area, self.legal_edges(), self.rack(self._to_move))

    def check(self, decision: Decision) -> None:
        """Raise `IllegalMoveError` saying why ``decision`` is not legal now."""
        if self._phase is Phase.OVER:
            raise GameOverError("the game is over; no more moves can be made")
        if isinstance(decision, Exchange):
            if self._phase is not Phase.EXCHANGE:
                raise IllegalMoveError(
                    f"the exchange option is not open ({WAITING_FOR[self._phase]})")
            return
        if self._phase is not Phase.PLACE:
            raise IllegalMoveError(f"no placement is due ({WAITING_FOR[self._phase]})")
        assert self._to_move is not None
        seat = self.seats[self._to_move]
        locate(self.board, seat.rack, not seat.started, decision)

    def apply(self, decision: Decision) -> Placement | None:
        """Play the mover's decision; returns the `Placement` for a placement."""
        self.check(decision)
        self._decisions += 1
        if isinstance(decision, Exchange):
            self._exchanging = decision.accept
            self._phase = Phase.DRAW
            return None
        return self._place(decision)

    def _place(self, place: Place) -> Placement:
        player = self._to_move
        assert player is not None
        placement, self._pending_bonus = lay_tile(
            self.board, self.track, self.seats[player], place, turn=len(self.turns),
            number=len(self._current), player=player, players=self.players,
            pending_bonus=self._pending_bonus)
        self.laid += place.cells
        self._current.append(placement)
        if placement.instant_win:
            self.instant_winner = player
            self._pending_bonus = 0
            self._close_turn(draw=None)
            self._end_game()
        elif not self._pending_bonus:
            self._phase = Phase.EXCHANGE if self.exchange_open() else Phase.DRAW
        return placement

    def exchange_open(self) -> bool:
        """Whether the mover, done placing, may exchange (`scoring.exchange_opens`)."""
        player = self._to_move
        if player is None:
            return False
        return exchange_opens(self.players, self.bag.size, self.rules.colour_index,
                              self.seats[player].tracks, self.rack(player))

    # Drawing (chance) -----------------------------------------------------------

    @property
    def draw_count(self) -> int:
        """How many tiles the turn's draw takes (0 unless a draw is due)."""
        if self._phase is not Phase.DRAW:
            return 0
        assert self._to_move is not None
        size = self.rules.rack_size_for(self.players)
        wanted = size if self._exchanging else size - len(self.seats[self._to_move].rack)
        return min(wanted, self.bag.size)

    def random_draw(self, rng: random.Random) -> tuple[str, ...]:
        """The tiles a draw takes, each a uniformly random tile of the bag."""
        return self.bag.random_codes(self.draw_count, rng)

    def draw(self, tiles: Sequence[str]) -> None:
        """End the turn by drawing ``tiles`` from the bag (after an exchange the old
        rack then goes back into the bag); raises `IllegalMoveError` if the draw
        does not fit."""
        if self._phase is not Phase.DRAW:
            raise IllegalMoveError(f"no draw is due ({WAITING_FOR[self._phase]})")
        due = self.draw_count
        if len(tiles) != due:
            raise IllegalMoveError(
                f"draw has {len(tiles)} tile{'s' * (len(tiles) != 1)}, the rules give {due}"
            )
        drawn = self.bag.take(tiles)
        player = self._to_move
        assert player is not None
        seat = self.seats[player]
        if self._exchanging:
            if self.rules.reveals_exchanged_rack:
                self.given_up.append(self.rack(player))
            self.bag.put_back(seat.rack)
            seat.rack = drawn
        else:
            seat.rack.extend(drawn)
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
        if not self.seats[player].rack or not self.legal_edges():
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
        under_way = self._current or self._exchanging or self._phase in (Phase.EXCHANGE,
                                                                         Phase.DRAW)
        if self._phase is Phase.OVER or not under_way:
            return list(self.turns)
        assert self._to_move is not None
        return [*self.turns, Turn(self._to_move, tuple(self._current), self._exchanging, None)]
