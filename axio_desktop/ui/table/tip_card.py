"""The first-game tip on the table's card: which tip a game opens with (none in a
demo, a coached game, a table without people, or once the player asked for no more),
its card, and the settings once it is read."""

from __future__ import annotations

import random
from dataclasses import replace

from ...userdata.settings import Settings
from ..core.tips import Tip, pick_tip
from ..i18n import language, tr
from .card_face import CardButton, Face


def first_tip(settings: Settings, game: str, *, shown: bool, solo: bool) -> Tip | None:
    """A tip not closed yet for ``game``, when a tip is ``shown`` at all."""
    if not shown or settings.tips_dismissed:
        return None
    return pick_tip(game, language(), random.Random(), solo=solo, closed=settings.tips_closed)


def tip_face(tip: Tip) -> Face:
    return Face(tr("tips.title"), (tip.text,),
                buttons=(CardButton("tip_close", tr("tips.close"), primary=True),
                         CardButton("tip_never", tr("tips.never"))))


def tip_read(settings: Settings, tip: Tip | None, never: bool) -> Settings:
    """The settings once ``tip`` is read: it is not shown again (none at all after
    ``never``)."""
    if never:
        return replace(settings, tips_dismissed=True)
    if tip is not None:
        return replace(settings, tips_closed=(*settings.tips_closed, tip.key))
    return settings
