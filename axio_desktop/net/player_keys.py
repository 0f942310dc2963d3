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
"""What the alphabet leaves out so that nobody misreads a code: typed, each is refused
saying so."""


class BadRecoveryCode(ValueError):
    """Typed text that is not a recovery code: the message says what is wrong and where."""


def new_key() -> str:
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(KEY_LENGTH))


def new_player_id() -> str:
    """A player's public id: random, naming them, proving nothing."""
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(PLAYER_ID_LENGTH))


def recovery_code(key: str) -> str:
    """``key`` in groups of four, for a person to write down."""
    return "-".join(key[start:start + GROUP] for start in range(0, len(key), GROUP))


def key_from_code(text: str) -> str:
    """The key a person typed back (spaces, dashes and case do not matter)."""
    typed = "".join(character for character in text.upper() if character not in " -\t\r\n")
    for position, character in enumerate(typed, start=1):
        if character not in ROOM_CODE_ALPHABET:
            hint = " (codes use no 0, 1, I or O: look again at it)" \
                if character in LOOK_ALIKES else ""
            raise BadRecoveryCode(f"Character {position} of the recovery code, {character!r}, is not "
                         f"one it uses{hint}.")
    if len(typed) != KEY_LENGTH:
        raise BadRecoveryCode(f"A recovery code has {KEY_LENGTH} letters and digits; this one has "
                     f"{len(typed)}.")
    return typed
