"""The engine's exceptions: each says what was wrong and where."""


class AxioError(ValueError):
    """Base class of every error the engine raises for bad input."""


class TileCodeError(AxioError):
    """A tile code breaks the rules of `rota-rules.md` ("Colours and tiles")."""


class IllegalMoveError(AxioError):
    """A move that the rules do not allow in the current position."""


class GameOverError(IllegalMoveError):
    """A move was offered after the game had ended."""


class RecordError(AxioError):
    """A game record that breaks the format or the rules.

    The message names the first fault and where it is, for example
    ``move 3: cell (5, 5) shares no edge with the display``.
    """
