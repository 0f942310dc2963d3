"""A player's key and its recovery code. The key is 26 characters of the room codes'
alphabet (130 random bits), made once by the player's program; written in groups of
four it is the recovery code a person writes down and types on another computer. The
host keeps neither, only `tokens.token_hash` of the key."""

from __future__ import annotations

import secrets

from .protocol import KEY_LENGTH, ROOM_CODE_ALPHABET

GROUP = 4
PLAYER_ID_LENGTH = 12
LOOK_ALIKES = "01IO"
"""What the alphabet leaves out so that nobody misreads a code. Typed, each is refused
with a hint rather than read as a letter: 0 and O could as well be D or Q, 1 and I could
be L or 7, and a guessed key would only fail later with a worse message."""


class BadRecoveryCode(ValueError):
    """Typed text that is not a recovery code: the message says what is wrong and where;
    ``position`` and ``character`` name the first character the alphabet lacks (else
    None), ``count`` how many characters were typed (a screen words it again)."""

    def __init__(self, message: str, *, count: int, position: int | None = None,
                 character: str | None = None) -> None:
        super().__init__(message)
        self.count = count
        self.position = position
        self.character = character


def new_key() -> str:
    """A fresh player key (`secrets`): never logged, only its `tokens.token_hash` kept."""
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(KEY_LENGTH))


def new_player_id() -> str:
    """A player's public id: random, naming them, proving nothing."""
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(PLAYER_ID_LENGTH))


def recovery_code(key: str) -> str:
    """``key`` in groups of four, for a person to write down."""
    return "-".join(key[start:start + GROUP] for start in range(0, len(key), GROUP))


def key_from_code(text: str) -> str:
    """The key a person typed back (spaces, dashes and case do not matter); `BadRecoveryCode`
    naming the first character the alphabet lacks and its place, or else saying how
    many characters there are when that is not 26."""
    typed = "".join(character for character in text.upper() if character not in " -\t\r\n")
    for position, character in enumerate(typed, start=1):
        if character not in ROOM_CODE_ALPHABET:
            hint = " (codes use no 0, 1, I or O: look again at it)" \
                if character in LOOK_ALIKES else ""
            raise BadRecoveryCode(f"Character {position} of the recovery code, {character!r}, is not "
                                  f"one it uses{hint}.", count=len(typed), position=position,
                                  character=character)
    if len(typed) != KEY_LENGTH:
        raise BadRecoveryCode(f"A recovery code has {KEY_LENGTH} letters and digits; this one has "
                              f"{len(typed)}.", count=len(typed))
    return typed


def is_key(text: str) -> bool:
    """Whether ``text`` is a key exactly as sent on the wire: 26 characters of the
    alphabet, upper case, no dashes (what a host accepts)."""
    return len(text) == KEY_LENGTH and all(character in ROOM_CODE_ALPHABET for character in text)
