"""The desktop kit of a game of the AXIO family: the same table, rack, board art and
rules screen for any `Ruleset`, and a picture of a corner of its board."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...bots.kit import BotKit
from ...engine.axio import AxioRecord, Ruleset
from ...engine.game import Game, GameRecordLike
from ..kit import DesktopKit
from ..table.match import SeatPlan, TableMatch
from .match import AxioMatch
from .menu_picture import BoardCorner, corner_picture
from .part import WORDS, AxioPart
from .rules_examples import ScoringPicture, axio_examples
from .table_drawing import FinalBoard


def axio_desktop(game: Game, bots: BotKit, *, rules: Ruleset, corner: BoardCorner,
                 scoring: ScoringPicture, line: str, rules_text: str) -> DesktopKit:
    """The game ``rules`` describes on the desktop: ``corner`` is its picture on the
    menu, ``scoring`` its first rules example, ``line`` the catalogue key of its
    one-line description, ``rules_text`` the name of its rules text in ``ui/i18n``."""

    def new_match(seats: Sequence[SeatPlan], seed: int, first: int | None) -> TableMatch:
        return AxioMatch.new(game, bots, seats, seed, first)

    def match_of(record: GameRecordLike) -> TableMatch:
        assert isinstance(record, AxioRecord)
        return AxioMatch.from_record(game, bots, record)

    def final_board(match: TableMatch) -> FinalBoard:
        assert isinstance(match, AxioMatch)
        return FinalBoard(match)

    return DesktopKit(
        new_match=new_match,
        match_of=match_of,
        part=AxioPart,
        words=WORDS,
        final_board=final_board,
        rules_text=rules_text,
        rules_examples=partial(axio_examples, rules, scoring),
        picture=partial(corner_picture, corner),
        line=line,
        solo_explain="solo.explain_axio",
    )
