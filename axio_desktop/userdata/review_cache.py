"""The review screen's cache: the judgements of a reviewed record, kept beside the
user's data so that opening the same review again is instant, and a review closed
half-way goes on from where it stopped.

One file per review in ``reviews/``, named by the review's cache key (the record's
text, the seed, the settings, the program version and the analyser's:
`review.cache_key`), written atomically like every user data file. Each judgement is kept as the JSON the
analyser gives it (`Judgement.to_json`), with the review pass it came from beside it
(the screen's worker reads and writes that key, `ui/review/worker.PASS_KEY`); this
layer checks only the shape it relies on. A cache is a convenience: a file that cannot be read, or is damaged, counts as
no cache (and is written afresh), and a cache that cannot be written is skipped.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Final

from ..engine.atomic_file import write_atomically
from .paths import data_dir

FORMAT: Final = "axio-review-cache"
VERSION: Final = 2
"""2: the judgements of a record's answers to the exchange option beside its
placements', each told by its kind and index (`Entry`)."""
KEEP: Final = 64
"""How many reviews are kept: the oldest beyond these are removed when one is written."""
KEY: Final = re.compile(r"[0-9a-f]{16,64}")
PLACEMENT: Final = "placement"
"""The kind of a judgement without one (`review.kit.Kind`)."""

Entry = tuple[str, int]
"""What tells a judgement from the record's others: its kind and index."""


def cache_folder() -> Path:
    return data_dir() / "reviews"


def cache_path(key: str) -> Path:
    if not KEY.fullmatch(key):
        raise ValueError(f"a review cache key is 16 to 64 hex digits, not {key!r}")
    return cache_folder() / f"{key}.json"


def load_review(key: str) -> dict[Entry, dict[str, Any]]:
    """The judgements cached under ``key`` by kind and index (none when there is no
    cache, or it cannot be read, or it is damaged)."""
    try:
        data = json.loads(cache_path(key).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return {}
    if (not isinstance(data, dict) or data.get("format") != FORMAT
            or data.get("version") != VERSION or data.get("key") != key
            or not isinstance(data.get("judgements"), list)):
        return {}
    found: dict[Entry, dict[str, Any]] = {}
    for entry in data["judgements"]:
        if not isinstance(entry, dict):
            return {}
        index = entry.get("index")
        kind = entry.get("kind", PLACEMENT)
        if type(index) is not int or index < 0 or not isinstance(kind, str) \
                or (kind, index) in found:
            return {}
        found[kind, index] = entry
    return found


def save_review(key: str, judgements: list[dict[str, Any]]) -> bool:
    """Keep ``judgements`` (each as `Judgement.to_json` gives it) under ``key``;
    False if the disk refused (the review goes on without its cache)."""
    document = {"format": FORMAT, "version": VERSION, "key": key, "judgements": judgements}
    path = cache_path(key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps(document, separators=(",", ":")) + "\n")
    except OSError:
        return False
    _forget_oldest(path.parent)
    return True


def _forget_oldest(folder: Path) -> None:
    try:
        files = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime)
        for path in files[:-KEEP]:
            path.unlink()
    except OSError:
        pass
