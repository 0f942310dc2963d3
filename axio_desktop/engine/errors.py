"""The engine's exceptions: each says what was wrong and where.

Besides its English message, an error carries a ``code`` naming the kind of fault
and the ``details`` as fields (the cell, the key, the place in the file), so the
UI can word it in the player's language and keep the English message beneath.
"""

from __future__ import annotations


class AxioError(ValueError):
    """Base class of every error the engine raises for bad input."""

    def __init__(self, message: str, *, code: str | None = None, **details: object) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


class TileCodeError(AxioError):
    """A tile code breaks the rules of AXIO Rota's tiles (docs/rules.md, "What you play
    with")."""


class IllegalMoveError(AxioError):
    """A move that the rules do not allow in the current position."""


class GameOverError(IllegalMoveError):
    """A move was offered after the game had ended."""


class RecordError(AxioError):
    """A game record that breaks the format or the rules.

    The message names the first fault and where it is, for example
    ``move 3: cell (5, 5) shares no edge with the display``.
    """


class ViewError(AxioError):
    """A seat's VIEW read from JSON (sent by a host or a game over the wire) that breaks
    the bot protocol's shape or does not add up; the message names the key, for example
    ``view.display[3].corners: tile code 'RRGB' shows red twice``."""


class NotationError(AxioError):
    """A text that is not a decision (or a cell) written in its game's notation
    (docs/records.md, "Notation"). The message quotes the text and says what was
    expected, for example ``'g7-g9 RG': g7 and g9 are not neighbours; a placement is
    written like g7-h7 RG``. (The desktop game writes notation and never reads it
    from a player, so the message has no words in the player's language.)"""

    def __init__(self, text: str, problem: str, expected: str) -> None:
        super().__init__(f"{text!r}: {problem}; {expected}")
        self.text = text


class ShadowError(AxioError):
    """What a host of an online game shows does not follow from the game as the client
    has followed it (its shadow, `engine.shadow`): the host is at fault, and the message
    says where, for example ``view.scores: the host shows ..., the game here ...``."""
