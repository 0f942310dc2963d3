"""The desktop kit of a game of the AXIO family: the same table, rack, board art and
rules screen for any `Ruleset`, and a picture of a corner of its board."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...engine.axio import (
    AxioRecord,
    AxioState,
    AxioView,
    Decision,
    Placement,
    Ruleset,
)
from ...engine.game import Game, GameRecordLike
from ...engine.players import PlayerInfo
from ..kit import DesktopKit
from ..table.match import SeatPlan
from .match import AxioBots, AxioMatch
from .menu_picture import BoardCorner, corner_picture
from .part import WORDS, AxioPart
from .review_board import AxioReviewBoard
from .rules_examples import ScoringPicture, axio_examples
from .table_drawing import FinalBoard

AxioDesktop = DesktopKit[AxioMatch, Decision, Placement, AxioView]


def axio_desktop(game: Game[AxioState], bots: AxioBots, *, rules: Ruleset, corner: BoardCorner,
                 scoring: ScoringPicture, line: str, rules_text: str) -> AxioDesktop:
    """The game ``rules`` describes on the desktop: ``corner`` is its picture on the
    menu, ``scoring`` its first rules example, ``line`` the catalogue key of its
    one-line description, ``rules_text`` the name of its rules text in ``ui/i18n``."""

    def new_match(seats: Sequence[SeatPlan], seed: int, first: int | None) -> AxioMatch:
        return AxioMatch.new(game, bots, seats, seed, first)

    def match_of(record: GameRecordLike) -> AxioMatch:
        assert isinstance(record, AxioRecord)
        return AxioMatch.from_record(game, bots, record)

    def match_at(players: Sequence[PlayerInfo], state: AxioState) -> AxioMatch:
        return AxioMatch(game, bots, players, state, None)

    return DesktopKit(
        new_match=new_match,
        match_of=match_of,
        match_at=match_at,
        part=AxioPart,
        words=WORDS,
        final_board=FinalBoard,
        rules_text=rules_text,
        rules_examples=partial(axio_examples, rules, scoring),
        picture=partial(corner_picture, corner),
        line=line,
        solo_explain="solo.explain_axio",
        review_board=AxioReviewBoard,
    )
