"""A client's shadow of an AXIO or AXIO Hex game played online (`engine.shadow`).

A seat sees the board, every track, every rack's size, the bag's size, its own rack
and the racks given up in AXIO's exchanges; it does not see the other racks or what
the bag holds. Those are the shadow's hidden places: any unseen tile may lie in any of
them, and moving tiles among them changes nothing the seat sees.

`shadow_of` deals the unseen tiles into them (the bots' `sample_state`, from a fixed
generator). `hold` moves them so that a confirmed decision plays as it did on the host:

- a placement of another seat: the mover's rack holds the tile it placed, and what is
  left of it opens the exchange option exactly when the host asked that seat about it
  next (the option depends on the rack: it opens when no tile left shows one of the
  mover's lowest colours);
- an exchange of another seat in AXIO: the mover's rack is the rack the view shows
  given up; an answer to the exchange option while the shadow thought a placement
  due (a rejoin's snapshot cannot tell the two apart) puts the shadow at the question;
- a decision of the client's own seat that ends its turn: the bag holds the tiles the
  seat's rack shows drawn, and the draw takes them (`Held.draws`).

`replay` gives the turns of a game the client did not follow (a program that comes
back to a game): the decisions a snapshot lists, played from a deal, the tiles moved
before each as `hold` moves them for another seat's decision.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..errors import IllegalMoveError, ShadowError
from ..game import Held
from .bag import Bag
from .determinize import sample_state
from .moves import Decision, Exchange, Place, Turn
from .position import Phase
from .setup import AxioSetup
from .state import AxioState
from .view import AxioView


def shadow_of(view: AxioView, history: AxioState | None) -> AxioState:
    """A state consistent with ``view``, with the history of ``history``. A view that
    asks no decision (an update's) is taken to ask its mover for a placement, unless the
    mover could place nothing (the game would be over): then it asks the exchange."""
    mover = view.to_move
    if mover is None:
        raise ShadowError("the game is over: there is no game to follow")
    asked = view
    if view.decision is None:
        board = view.board
        edges = board.open_edges if view.started[mover] else board.first_edges()
        can_place = bool(view.rack_sizes[mover] and edges)
        asked = replace(view, decision="place" if can_place else "exchange")
    return _with_history(sample_state(asked, random.Random(0)), history)


def hold(state: AxioState, mover: int, decision: Decision, after: AxioView) -> Held[AxioState]:
    """``state`` made ready for ``mover``'s ``decision``, which the host played and after
    which the client's seat sees ``after``."""
    if isinstance(decision, Exchange) and state.phase is Phase.PLACE:
        state = _at_the_question(state)
    hidden = _Hidden.of(state, after.seat)
    draws: tuple[tuple[str, ...], ...] = ()
    if mover == after.seat:
        drawn = _drawn_by_the_seat(state, decision, after)
        if drawn:
            hidden.into_bag(drawn)
            draws = (drawn,)
    else:
        _arrange(hidden, state, mover, decision, after.to_move == mover,
                 after.given_up[-1] if after.given_up else None)
    return Held(hidden.state(state), draws)


def replay(view: AxioView, decisions: Sequence[tuple[int, Decision]]) -> AxioState:
    """A game that played ``decisions`` (each with the seat that made it, oldest first)
    from a standard deal, which ends where ``view`` shows the game: its turns are the
    host's (what the move log shows); the tiles nobody has seen lie anywhere."""
    state = AxioState.start(AxioSetup.deal(view.rules, view.players, random.Random(0)))
    given_up = iter(view.given_up)
    draws = random.Random(0)
    for number, (seat, decision) in enumerate(decisions):
        if state.to_move != seat:
            raise ShadowError(f"decision {number} is seat {seat}'s, but seat {state.to_move} "
                              "is to decide then")
        if isinstance(decision, Exchange) and state.phase is Phase.PLACE:
            state = _at_the_question(state)
        following = decisions[number + 1][1] if number + 1 < len(decisions) else None
        asked = (isinstance(following, Exchange) if following is not None
                 else view.to_move == seat)
        revealed = (next(given_up, None) if isinstance(decision, Exchange) and decision.accept
                    and state.rules.reveals_exchanged_rack else None)
        hidden = _Hidden.of(state, None)
        _arrange(hidden, state, seat, decision, asked, revealed)
        state = _played(hidden.state(state), seat, decision)
        state.settle_chance(draws)
    return state


def _arrange(hidden: _Hidden, state: AxioState, mover: int, decision: Decision, asked: bool,
             given_up: tuple[str, ...] | None) -> None:
    """Move ``hidden``'s tiles so that ``mover`` (not the seat that sees them) plays
    ``decision`` as the host did: a placement from its rack, after which the exchange
    option is open when the mover is ``asked`` next; an exchange of a rack shown
    ``given_up`` (AXIO: it lies face up) with that rack."""
    if isinstance(decision, Place):
        kind = state.rules.kind_of_colours.get(decision.colours)
        if kind is None:
            raise ShadowError(f"the host played colours {decision.colours!r}, no tile of "
                              f"{state.rules.title}")
        code = state.rules.tile_codes[kind]
        hidden.hold(mover, code)
        trial = _played(hidden.state(state), mover, decision)
        if trial.phase in (Phase.EXCHANGE, Phase.DRAW) and (trial.phase is Phase.EXCHANGE) != asked:
            hidden.open_question(mover, asked, set(trial.lowest_colours(mover)))
    elif decision.accept and state.rules.reveals_exchanged_rack:
        if given_up is None:
            raise ShadowError("the host shows no rack given up after an exchange")
        hidden.make_rack(mover, given_up)


def _played(state: AxioState, mover: int, decision: Decision) -> AxioState:
    trial = state.copy()
    try:
        trial.apply(decision)
    except IllegalMoveError as error:
        raise ShadowError(f"the host played {decision} for seat {mover}, which is not legal "
                          f"here: {error}") from None
    return trial


def _drawn_by_the_seat(state: AxioState, decision: Decision, after: AxioView) -> tuple[str, ...]:
    """The tiles the client's seat drew after its own ``decision``, in the order drawn,
    as ``after`` shows them at the end of its rack (none unless the decision ended its
    turn)."""
    trial = _played(state, after.seat, decision)
    if not trial.awaiting_draw:
        return ()
    kept = () if trial.exchange_chosen else trial.rack(after.seat)
    drawn = after.rack[len(kept):]
    if after.rack[:len(kept)] != kept or len(drawn) != trial.draw_count:
        raise ShadowError(f"the host shows the rack {list(after.rack)}, which the draw due "
                          f"({trial.draw_count} tiles) cannot make")
    return tuple(drawn)


def _at_the_question(state: AxioState) -> AxioState:
    """``state`` with its mover at the exchange option instead of placing."""
    assert state.to_move is not None
    question = AxioState(rules=state.rules, board=state.board.copy(),
                         seats=[seat.copy() for seat in state.seats], bag=state.bag.copy(),
                         to_move=state.to_move, phase=Phase.EXCHANGE,
                         given_up=state.given_up, laid=state.laid)
    return _with_history(question, state)


def _with_history(state: AxioState, history: AxioState | None) -> AxioState:
    """``state`` carrying the turns of ``history`` (a turn under way closed as it stood)."""
    if history is not None:
        turns = list(history.turns)
        if history.current_placements and history.to_move is not None:
            turns.append(Turn(history.to_move, history.current_placements,
                              history.exchange_chosen, None))
        state.turns = turns
    return state


@dataclass
class _Hidden:
    """The racks and the bag of a shadow as tile codes; every rack but the client's seat's,
    and the bag, are hidden (every rack, where ``seat`` is None). ``held`` counts, per
    seat, tiles its rack must keep."""

    seat: int | None
    racks: list[list[str]]
    bag: list[str]
    held: dict[int, Counter[str]]

    @classmethod
    def of(cls, state: AxioState, seat: int | None) -> _Hidden:
        racks = [list(state.rack(other)) for other in range(state.players)]
        return cls(seat, racks, list(state.bag.codes()), {})

    def state(self, state: AxioState) -> AxioState:
        twin = state.copy()
        kinds = state.rules.kind_of_code
        for held, rack in zip(twin.seats, self.racks):
            held.rack = [kinds[code] for code in rack]
        twin.bag = Bag.of(state.rules, self.bag)
        return twin

    def _free(self, holder: int) -> list[int]:
        """The places of ``holder``'s rack (-1: the bag) whose tile may move."""
        if holder < 0:
            return list(range(len(self.bag)))
        kept = Counter(self.held.get(holder, Counter()))
        free = []
        for index, code in enumerate(self.racks[holder]):
            if kept[code] > 0:
                kept[code] -= 1
            else:
                free.append(index)
        return free

    def _tiles(self, holder: int) -> list[str]:
        return self.bag if holder < 0 else self.racks[holder]

    def _swap(self, holder: int, index: int, wanted: Callable[[str], bool], what: str) -> None:
        """Swap the tile at ``index`` of ``holder`` with a free hidden tile ``wanted``
        accepts, from the bag or another seat's rack."""
        for other in (-1, *range(len(self.racks))):
            if other in (holder, self.seat):
                continue
            tiles = self._tiles(other)
            for place in self._free(other):
                if wanted(tiles[place]):
                    mine = self._tiles(holder)
                    mine[index], tiles[place] = tiles[place], mine[index]
                    return
        raise ShadowError(f"no tile this seat cannot see is {what}")

    def hold(self, mover: int, code: str) -> None:
        """Make ``mover``'s rack hold one more ``code`` that stays there."""
        held = self.held.setdefault(mover, Counter())
        rack = self.racks[mover]
        free = self._free(mover)
        if not any(rack[index] == code for index in free):
            if not free:
                raise ShadowError(f"seat {mover} has no tile left to place {code}")
            self._swap(mover, free[0], lambda tile: tile == code, f"a {code} tile")
        held[code] += 1

    def make_rack(self, mover: int, tiles: tuple[str, ...]) -> None:
        """Make ``mover``'s rack exactly ``tiles``, in their order."""
        if len(tiles) != len(self.racks[mover]):
            raise ShadowError(f"seat {mover} gave up {len(tiles)} tiles but holds "
                              f"{len(self.racks[mover])}")
        for code in tiles:
            self.hold(mover, code)
        self.racks[mover] = list(tiles)  # the same tiles, in the order they lie face up

    def open_question(self, mover: int, opens: bool, lowest: set[str]) -> None:
        """Make what is left of ``mover``'s rack once the tile it holds is laid (its free
        tiles) open the exchange option (``opens``: no tile shows one of the ``lowest``
        colours) or keep it shut (a tile shows one)."""
        def low(code: str) -> bool:
            return code[0] in lowest or code[1] in lowest

        rack = self.racks[mover]
        if opens:
            for index in self._free(mover):
                if low(rack[index]):
                    self._swap(mover, index, lambda tile: not low(tile),
                               "free of the lowest colours")
        elif not any(low(rack[index]) for index in self._free(mover)):
            free = self._free(mover)
            if not free:
                raise ShadowError(f"seat {mover} has no tile left to keep the exchange shut")
            self._swap(mover, free[0], low, "of a lowest colour")

    def into_bag(self, tiles: tuple[str, ...]) -> None:
        """Make the bag hold ``tiles`` (the client's seat draws them next)."""
        missing = Counter(tiles)
        missing.subtract(Counter(self.bag))
        spare = Counter(self.bag)
        spare.subtract(Counter(tiles))
        for code, count in missing.items():
            for _ in range(count):
                index = next((place for place, tile in enumerate(self.bag) if spare[tile] > 0),
                             None)
                if index is None:
                    raise ShadowError(f"the bag cannot hold the {code} drawn")
                spare[self.bag[index]] -= 1
                self._swap_into_bag(index, code)

    def _swap_into_bag(self, index: int, code: str) -> None:
        for other, rack in enumerate(self.racks):
            if other == self.seat:
                continue
            for place in self._free(other):
                if rack[place] == code:
                    rack[place], self.bag[index] = self.bag[index], rack[place]
                    return
        raise ShadowError(f"the {code} drawn is nowhere this seat could not see")
