"""axio-net/1 as data: its limits, its error codes (each a refusal to raise) and the
rule for names; what a client sends is `client_messages`'."""

from __future__ import annotations

import unicodedata
from typing import ClassVar, Final, Literal

PROTOCOL: Final = "axio-net/1"
MAX_MESSAGE_BYTES: Final = 65_536
"""The longest message either side sends; a longer one closes the connection (1009)."""
REFUSALS_IN_A_ROW: Final = 20
MESSAGES_PER_SECOND: Final = 50
MAX_SEATS: Final = 4
NAME_LENGTH: Final = 40
ROOM_CODE_ALPHABET: Final = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
ROOM_CODE_LENGTH: Final = 6
KEY_LENGTH: Final = 26
"""A player key: 26 characters of `ROOM_CODE_ALPHABET`, 130 random bits."""
HUMAN: Final = "human"
BOT_PREFIX: Final = "bot:"

CLOSE_GOING_AWAY: Final = 1001
CLOSE_POLICY: Final = 1008
CLOSE_TOO_BIG: Final = 1009
CLOSE_TAKEN_OVER: Final = 4001
"""Another connection rejoined this seat: a client closed so does not reconnect by itself."""

ErrorCode = Literal["protocol", "bad_message", "not_allowed", "no_room", "room_full",
                    "bad_token", "bad_key", "not_your_turn", "stale", "illegal"]

DAYS_PER_MOVE: Final = (1, 2, 3, 5, 7, 14)
"""The times per move a correspondence game may have, in days (or none: ``null``)."""


class Refusal(Exception):
    """A client's message refused: its ``code`` and one plain sentence. Nothing changed."""

    code: ClassVar[ErrorCode]
    closes: ClassVar[bool] = False
    """Whether the host closes the connection after saying so."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotTheProtocol(Refusal):
    code = "protocol"
    closes = True


class BadMessage(Refusal):
    code = "bad_message"


class NotAllowed(Refusal):
    code = "not_allowed"


class NoRoom(Refusal):
    code = "no_room"


class RoomFull(Refusal):
    code = "room_full"


class BadToken(Refusal):
    code = "bad_token"


class BadKey(Refusal):
    code = "bad_key"


class NotYourTurn(Refusal):
    code = "not_your_turn"


class Stale(Refusal):
    code = "stale"


class Illegal(Refusal):
    code = "illegal"


def clean_name(value: object) -> str:
    """A player's name: 1 to 40 printable characters once put in Unicode's NFKC form
    (look-alikes such as full-width letters become the letters) and trimmed, one of
    them at least visible."""
    if not isinstance(value, str):
        raise BadMessage("'name' must be text.")
    name = unicodedata.normalize("NFKC", value).strip()
    if not 1 <= len(name) <= NAME_LENGTH or not name.isprintable() \
            or not any(_visible(character) for character in name):
        raise BadMessage(f"A name is 1 to {NAME_LENGTH} printable characters, "
                         f"one at least visible.")
    return name


_BLANK_LETTERS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters Unicode counts as letters or symbols that show nothing (Hangul fillers,
the blank Braille pattern)."""


def _visible(character: str) -> bool:
    category = unicodedata.category(character)
    return category[0] not in "ZC" and category not in ("Mn", "Me") \
        and character not in _BLANK_LETTERS
