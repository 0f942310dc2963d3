"""Loading and saving the small JSON files of the user data folder.

One rule for all of them: a file that is missing gives the defaults silently; a
file that is damaged gives the defaults, is kept beside as ``<name>.bak`` for
inspection, and produces one message that says what was wrong and where.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ..engine.atomic_file import backup_path, write_atomically
from .json_fields import UserDataError

T = TypeVar("T")


class SaveError(OSError):
    """A user data file could not be written (full disk, no permission, ...).
    The previous file is still intact."""


def load_json(
    path: Path, parse: Callable[[Any], T], default: Callable[[], T], what: str, fallback: str
) -> tuple[T, str | None]:
    """``parse`` the JSON document at ``path``, or return ``default()`` and, unless the
    file simply does not exist yet, a message naming the fault. ``what`` names the file
    for the player ("settings", "high-score table"), ``fallback`` says what happens
    instead ("the default settings are used")."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return default(), None
    except UnicodeDecodeError as error:
        fault = f"not UTF-8 text, byte {error.start}"
    except OSError as error:
        return default(), f"The {what} file cannot be read ({error.strerror}): {fallback}."
    else:
        try:
            return parse(json.loads(text)), None
        except json.JSONDecodeError as error:
            fault = f"not JSON: line {error.lineno} column {error.colno}"
        except RecursionError:
            fault = "not JSON: nested too deeply"
        except UserDataError as error:
            fault = str(error)
    return default(), f"The {what} file was damaged ({fault}): {fallback}; {keep_aside(path)}."


def keep_aside(path: Path) -> str:
    """Rename a damaged file to ``<name>.bak``; returns how that went, for the message."""
    kept = backup_path(path)
    try:
        os.replace(path, kept)
    except OSError as error:
        return f"the damaged file could not be renamed ({error.strerror})"
    return f"the damaged file is now {kept.name}"


def save_json(path: Path, document: Any, what: str) -> None:
    """Write ``document`` atomically; raises `SaveError` if the disk refuses."""
    with saving(what):
        write_atomically(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")


@contextmanager
def saving(what: str) -> Iterator[None]:
    """Turn an `OSError` while writing into a `SaveError` that says what was not saved."""
    try:
        yield
    except OSError as error:
        raise SaveError(f"The {what} could not be saved ({error.strerror or error}).") from error
