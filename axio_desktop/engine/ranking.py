"""The end of a game as a value: the ranking, and why the winner won.

Every game of the family ranks alike: tracks sorted from lowest to highest and
compared position by position; an instant winner comes first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Points = tuple[int, ...]
"""A player's tracks, one per colour in the game's canonical order."""



@dataclass(frozen=True, slots=True)
class Standing:
    """One player's place and tracks. ``sorted_scores`` is what the ranking compares."""

    seat: int
    place: int
    scores: Points

    @property
    def sorted_scores(self) -> tuple[int, ...]:
        return tuple(sorted(self.scores))

    @property
    def lowest(self) -> int:
        return min(self.scores)


@dataclass(frozen=True, slots=True)
class Comparison:
    """One step of the tie-break: the ``rank``-th lowest colour (0 = lowest) of the
    winner against that of the best other player."""

    rank: int
    winner: int
    other: int

    @property
    def decisive(self) -> bool:
        return self.winner != self.other


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ranks.

    ``standings`` run best first with places from 1 (equal places for equal
    tracks). ``tie_break`` compares the winner's sorted tracks with the best other
    player's, step by step up to the one that decided (every step on a shared
    victory; empty in a solo game or on an instant win).
    """

    standings: tuple[Standing, ...]
    winners: tuple[int, ...]
    instant_win: bool
    tie_break: tuple[Comparison, ...]

    @property
    def shared_victory(self) -> bool:
        return len(self.winners) > 1

    @property
    def runner_up(self) -> int | None:
        """The best player who did not win, or None if everybody won."""
        for standing in self.standings:
            if standing.seat not in self.winners:
                return standing.seat
        return None

    def standing(self, seat: int) -> Standing:
        for standing in self.standings:
            if standing.seat == seat:
                return standing
        raise KeyError(seat)


def rank(scores: Sequence[Points], *, instant_winner: int | None = None) -> Outcome:
    """Rank players by their tracks sorted ascending, compared lexicographically;
    an instant winner (every track at the cap) comes first whatever the others hold."""

    def key(seat: int) -> tuple[int, tuple[int, ...]]:
        return (seat == instant_winner, tuple(sorted(scores[seat])))

    order = sorted(range(len(scores)), key=key, reverse=True)
    standings: list[Standing] = []
    for position, seat in enumerate(order):
        tied_with_previous = position > 0 and key(seat) == key(order[position - 1])
        place = standings[-1].place if tied_with_previous else position + 1
        standings.append(Standing(seat, place, scores[seat]))
    winners = tuple(standing.seat for standing in standings if standing.place == 1)
    return Outcome(
        standings=tuple(standings),
        winners=winners,
        instant_win=instant_winner is not None,
        tie_break=_tie_break(standings, winners, instant_winner is not None),
    )


def _tie_break(
    standings: list[Standing], winners: tuple[int, ...], instant_win: bool
) -> tuple[Comparison, ...]:
    if instant_win or len(standings) < 2:
        return ()
    best = standings[0].sorted_scores
    other = standings[1].sorted_scores
    steps: list[Comparison] = []
    for position, (mine, theirs) in enumerate(zip(best, other)):
        steps.append(Comparison(position, mine, theirs))
        if mine != theirs:
            break
    return tuple(steps)
