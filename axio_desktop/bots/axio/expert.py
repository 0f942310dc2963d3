"""`expert`, the strongest level of AXIO and AXIO Hex.

At a shared table it judges a placement as `hard` does (our gain by need less what
the next player can expect from the board we leave), with what was measured to help
(docs/bot-experiments.md): far more candidates, since the placement to make against
a strong player is often a quiet one that leaves little; a placement earning AXIO!
valued by the bonus placement the tiles we keep can make, not by a flat worth; with
two players, the other rack read from what its owner's last placement passed over
(`reading.RackReading`); and in AXIO Hex, near the end, its eight best placements
so judged played out to the end on sampled deals (`table.TablePlanner`), since who
wins is decided there. It answers the exchange option by comparing what the kept
rack and a fresh rack can expect. Solo, it plans (`solo.SoloPlanner`).
"""

from __future__ import annotations

import random

from ...engine.axio import AxioView, Decision, Exchange
from ...engine.axio.preview import gains_by_placement
from .judgement import BONUS_PLACEMENT, gain_value, track_values
from .levels import _AxioLevel, _code, _pick_best
from .outlook import Offers, expected_follow, expected_reply, outlook
from .reading import RackReading, believed_reply
from .solo import SoloPlanner, SoloSearch
from .table import TablePlanner, TableSearch


class ExpertAxioBot(_AxioLevel):
    """Gain by need less the next player's expected reply, over sixty candidates;
    a bonus placement valued from the kept tiles; the other rack read; in AXIO Hex,
    near the end, the best eight played out; a weighed exchange; solo, a planner."""

    name = "Expert"
    CANDIDATES = 60
    """How many of the best placements by need are looked at more closely."""
    REPLY_WEIGHT = 1.0
    """Weight of the next player's expected best reply."""
    READING = 0.1
    """How sharply a kind of tile the other player passed over counts as not held
    (`reading.RackReading`; 0: not read)."""
    EXCHANGE_MARGIN = 0.0
    """How much more a fresh rack must promise than the kept one to exchange."""
    SOLO_SEARCH = SoloSearch(candidates=12, work=40000)
    """How much the solo planner looks at."""
    PLAYED_OUT = 8
    """How many of the best judged placements are played out to the end once it is
    near (`table.TablePlanner`)."""
    def __init__(self, rng: random.Random | int | None = None, *,
                 table_search: TableSearch | None = None) -> None:
        """``table_search``: how near the end this game's placements are played out
        at a shared table, and how much (None: never; the game's bot kit decides)."""
        super().__init__(rng)
        self._solo = SoloPlanner(self.rng, self.SOLO_SEARCH)
        self._reading = RackReading(self.READING)
        self.table_search = table_search
        self._table = None if table_search is None else TablePlanner(self.rng, table_search)

    def choose(self, view: AxioView) -> Decision:
        if view.decision == "exchange":
            return Exchange(self.exchange(view))
        return super().choose(view)

    def exchange(self, view: AxioView) -> bool:
        """Exchange when a fresh rack can expect a better next placement than the rack
        we keep (refilled from the bag) on this board, by our need."""
        rules = view.rules
        size = rules.rack_size_for(view.players)
        codes = sorted(set(view.unseen) | set(view.rack))
        best = outlook(view, view.board, [(view.my_scores, True)], codes).best[0]
        keep = expected_follow(view, best, view.rack, min(size - len(view.rack), view.bag_size))
        fresh = expected_reply(view, best, min(size, view.bag_size))
        return fresh > keep + self.EXCHANGE_MARGIN

    def placement(self, view: AxioView) -> tuple[int, int, str]:
        if view.players == 1:
            return self._solo.placement(view)
        held = self._reading.weights(view) if self.READING else None
        choice = self._weigh(view, held)
        if self.READING:
            self._reading.remember(view, *choice)
        return choice

    def _weigh(self, view: AxioView, held: tuple[float, ...] | None) -> tuple[int, int, str]:
        """The placement whose gain by need, less the next player's expected reply
        (read from their last placement where ``held`` is given), is largest; near
        the end, the one of the best so judged whose games end best."""
        track = view.track
        values = track_values(track)
        tracks = view.my_scores
        ranked = sorted(
            ((gain_value(track, values, tracks, gains), a, b, colours, gains)
             for a, b, colours, gains in gains_by_placement(view.board, view.legal_edges,
                                                            view.rack)),
            key=lambda item: -item[0])
        if len(ranked) == 1:
            return ranked[0][1:4]
        nxt = (view.seat + 1) % view.players
        codes = sorted(set(view.unseen) | set(view.rack))
        kinds = view.rules.kind_of_code
        opponent = (view.scores[nxt], view.started[nxt])
        offers = Offers(view, view.board, view.scores[nxt], codes) if opponent[1] else None
        judged = []
        for value, a, b, colours, gains in ranked[: self.CANDIDATES]:
            after = view.board.copy()
            after.place(a, b, colours[0], colours[1])
            mine = tuple(track.add(t, g) for t, g in zip(tracks, gains))
            caps = sum(track.reached_cap(t, m) for t, m in zip(tracks, mine))
            kept = list(view.rack)
            kept.remove(_code(view, colours))
            if caps and kept:
                # A bonus placement comes at once, from the tiles we keep: value it as
                # the best of them on this board instead of the flat worth of a bonus.
                ours = outlook(view, after, [(mine, True)], codes).best[0]
                value += caps * (max(ours[kinds[code]] for code in kept) - BONUS_PLACEMENT)
            theirs = (offers.after(after, a, b) if offers is not None
                      else outlook(view, after, [opponent], codes).best[0])
            if held is None:
                reply = expected_reply(view, theirs, view.rack_sizes[nxt])
            else:
                reply = believed_reply(theirs, view.unseen_counts, held,
                                       view.rack_sizes[nxt] - 1, 1)
            judged.append((value - self.REPLY_WEIGHT * reply, a, b, colours))
        judged.sort(key=lambda item: -item[0])
        table = self._table
        if table is not None and self.PLAYED_OUT > 1 and table.reaches_end(view):
            candidates = [item[1:] for item in judged[: self.PLAYED_OUT]]
            ends = table.results(view, candidates)
            return candidates[max(range(len(candidates)), key=ends.__getitem__)]
        return _pick_best(judged, self.rng)
