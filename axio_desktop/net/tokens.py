"""Seat tokens, kept the way passwords are: 256 random bits given to the client once, a
SHA-256 of them stored (enough for a secret that random, where a password needs a slow
hash), compared in constant time, and never written to a log."""

from __future__ import annotations

import hashlib
import hmac
import secrets

TOKEN_BYTES = 32


def new_token() -> str:
    """A fresh token: URL-safe text of 256 random bits."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What is stored of a token."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_matches(token: str, stored: str | None) -> bool:
    """Whether ``token`` is the one whose hash is ``stored`` (never, when none is)."""
    if stored is None:
        return False
    return hmac.compare_digest(token_hash(token), stored)
