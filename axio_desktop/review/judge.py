"""Judging one placement: a pure function of its position, the seed and the settings.

The candidates are the first few placements of the game's cheap ranking, and the
placement that was played. Each is played out to the end on the same sampled deals
of what the mover could not see (common random numbers: what differs between the
candidates is the placement, not the luck), and its value is the mover's average
result. Nothing else goes in: the mover's view before the placement, the placement
itself, the position's index and the seed. So a judgement can be made in any order,
in any process, and cached.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .kit import AnalysisKit, JsonObject, MoveT, MoveT_co, Playouts, Position, ViewT
from .marks import unit_for

ReadT = TypeVar("ReadT")

DIGITS = 4
"""Values are given to four decimals (a hundredth of a percentage point)."""


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """How much the analyser looks at per placement: the ``candidates`` best of the
    cheap ranking (and the played placement), each played out on as many sampled
    deals as about ``work`` playout steps buy, at least ``min_deals``, at most
    ``max_deals``. A kit's ``playout_weight`` says what one step of its playouts
    costs, so that a position costs about the same in every game."""

    candidates: int = 8
    work: int = 40_000
    min_deals: int = 32
    max_deals: int = 256
    confirm: int = 2
    """The best candidate and the played placement are measured again on ``confirm``
    times as many fresh deals."""

    def deals(self, candidates: int, placements_left: int, weight: int) -> int:
        per_deal = max(1, candidates * max(1, placements_left) * weight)
        return max(self.min_deals, min(self.max_deals, self.work // per_deal))

    def to_json(self) -> dict[str, int]:
        return {"candidates": self.candidates, "work": self.work,
                "min_deals": self.min_deals, "max_deals": self.max_deals,
                "confirm": self.confirm}


SHIPPED = ReviewSettings()
"""What the command and the review screen use."""

QUICK = ReviewSettings(candidates=3, work=0, min_deals=3, max_deals=3, confirm=1)
"""A few playouts per placement: for tests, where only the shape of a judgement counts."""


@dataclass(frozen=True, slots=True)
class Judgement(Generic[MoveT_co]):
    """What the analyser says of one placement (the review's JSON entry, see
    `to_json`): the placement played and the best one found (the game's own values),
    both values and the loss in the unit, the mark, and every seat's value before the
    placement (``chances``)."""

    index: int
    turn: int
    placement: int
    player: int
    played: MoveT_co
    best: MoveT_co
    value_played: float
    value_best: float
    loss: float
    mark: str
    chances: tuple[float, ...]

    def to_json(self, write: Callable[[MoveT_co], JsonObject]) -> JsonObject:
        """The judgement as ``review --json`` prints it, its placements written by
        ``write`` (the kit's `AnalysisKit.move_json`)."""
        return {"index": self.index, "turn": self.turn, "placement": self.placement,
                "player": self.player, "played": write(self.played), "best": write(self.best),
                "value_played": self.value_played, "value_best": self.value_best,
                "loss": self.loss, "mark": self.mark, "chances": list(self.chances)}

    @staticmethod
    def from_json(data: JsonObject, read: Callable[[JsonObject], ReadT]) -> Judgement[ReadT]:
        """A judgement as `to_json` wrote it, its placements read by ``read`` (for a
        cache)."""
        return Judgement(data["index"], data["turn"], data["placement"], data["player"],
                         read(data["played"]), read(data["best"]), data["value_played"],
                         data["value_best"], data["loss"], data["mark"], tuple(data["chances"]))


def judge(kit: AnalysisKit[ViewT, MoveT], position: Position[ViewT, MoveT], seed: int,
          settings: ReviewSettings = SHIPPED) -> Judgement[MoveT]:
    """Judge the placement of ``position`` from its mover's view.

    The chances before it are every seat's average result when the mover makes the
    playout policy's own placement: the policy plays every later placement too, so
    they favour no seat (the best candidate's would favour the mover, who alone
    gets a choice of placements the playouts never make)."""
    view = position.view
    candidates = kit.ranked(view, settings.candidates)
    playouts = kit.playouts(view)
    played = _place_in(candidates, position.played, kit.same_decision)
    policy = _place_in(candidates, playouts.own_move(), kit.same_decision)
    deals = settings.deals(len(candidates), kit.placements_left(view), kit.playout_weight)
    rng = random.Random(f"review {seed} {position.index}")
    mover = position.player
    players = view.players
    first = _averages(playouts, candidates, players, deals, rng)
    best = max(range(len(candidates)), key=lambda number: (first[number][mover],
                                                           number == played, -number))
    # The best of many noisy averages is the one its noise flattered most: its value,
    # and the played placement's beside it, are measured again on fresh deals.
    pair = [position.played] if best == played else [candidates[best], position.played]
    second = _averages(playouts, pair, players, settings.confirm * deals, rng)
    value_best = round(second[0][mover], DIGITS)
    value_played = round(second[-1][mover], DIGITS)
    if value_played >= value_best:
        best, value_best = played, value_played
    loss = round(value_best - value_played, DIGITS)
    return Judgement(
        index=position.index, turn=position.turn, placement=position.placement,
        player=mover, played=position.played,
        best=position.played if best == played else candidates[best],
        value_played=value_played, value_best=value_best, loss=loss,
        mark=unit_for(players).mark(loss),
        chances=_chances(first[policy]) if players > 1 else (round(first[policy][0], DIGITS),),
    )


def _place_in(moves: list[MoveT], move: MoveT, same: Callable[[MoveT, MoveT], bool]) -> int:
    """Where ``move`` is among the candidates (the first the same as it), added at the
    end if it is not."""
    found = next((number for number, candidate in enumerate(moves) if same(candidate, move)),
                 None)
    if found is None:
        moves.append(move)
        return len(moves) - 1
    return found


def _averages(playouts: Playouts[MoveT], moves: Sequence[MoveT], players: int, deals: int,
              rng: random.Random) -> list[list[float]]:
    """Every seat's average result after each of ``moves``, over the same ``deals``."""
    totals = [[0.0] * players for _ in moves]
    for _ in range(deals):
        play = playouts.deal(rng)
        for total, move in zip(totals, moves):
            for seat, result in enumerate(play(move)):
                total[seat] += result
    return [[value / deals for value in total] for total in totals]


def _chances(shares: Sequence[float]) -> tuple[float, ...]:
    """Win chances rounded to `DIGITS`, what rounding lost or added given to the largest,
    so that they still sum to 1."""
    rounded = [round(share, DIGITS) for share in shares]
    largest = max(range(len(rounded)), key=rounded.__getitem__)
    rounded[largest] = round(1.0 - sum(rounded) + rounded[largest], DIGITS)
    return tuple(rounded)
