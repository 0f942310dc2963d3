"""Every word the player reads goes through `tr`: flat keys, one JSON catalogue per language.

English is the fallback: a key missing from the chosen language is taken from
``en.json``; a key missing there too is shown as the key itself, so a gap is visible
but never a crash.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

FALLBACK = "en"

_language = FALLBACK


@cache
def catalogue(code: str) -> dict[str, str]:
    """The catalogue of ``code`` (empty when there is none or it cannot be read)."""
    try:
        text = resources.files(__name__).joinpath(f"{code}.json").read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(key): str(value) for key, value in data.items()}


def set_language(code: str) -> None:
    """Show text in ``code`` from now on (English where that catalogue has a gap)."""
    global _language
    _language = code


def language() -> str:
    return _language


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language with ``{name}`` fields filled in."""
    template = catalogue(_language).get(key) or catalogue(FALLBACK).get(key) or key
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template
