"""A client's shadow of a game played online: what the table of a program that plays
one seat of a game held by a host knows of that game.

The table reads a whole game state, but the client is sent only its seat's view. So
the client keeps a real state of the game that agrees with everything its seat sees,
the tiles the seat cannot see put wherever the view allows, and carrying the game's
history (what the move log and the last placement show). Each game says how
(`Game.shadow_of`, `Game.shadow_hold`, in its package's ``shadow`` module): which
hidden tiles the view leaves free, and how a decision the host confirmed is made to
play as it did on the host (the mover made to hold the tile it placed; the tiles the
seat drew put where its draw takes them). After each decision the shadow's view for
the seat is the host's, key by key (`check_shadow`); where it is not, the host is at
fault.
"""

from __future__ import annotations

import json
from typing import Any

from .errors import ShadowError
from .game import AnyState


def check_shadow(state: AnyState, seat: int, view: dict[str, Any]) -> None:
    """Raise `ShadowError` naming the first key of ``view`` (the host's VIEW for
    ``seat``, as sent) that the shadow ``state`` does not show alike."""
    mine = state.network_view(seat)
    for key in sorted(set(mine) | set(view)):
        if mine.get(key) != view.get(key):
            raise ShadowError(f"view.{key}: the host shows {_shown(view.get(key))}, the game "
                              f"as played here {_shown(mine.get(key))}")


def _shown(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."
