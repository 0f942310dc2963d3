"""Loading and saving the small JSON files of the user data folder.

One rule for all of them: a file that is missing gives the defaults silently; a
file that is damaged gives the defaults, is kept beside as ``<name>.bak`` for
inspection, and produces a `FileProblem` that says what was wrong and where.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ..engine.atomic_file import write_atomically
from .json_fields import UserDataError
from .problems import FileProblem, SaveError, UserFile, keep_aside

T = TypeVar("T")


def load_json(
    path: Path, parse: Callable[[Any], T], default: Callable[[], T], file: UserFile
) -> tuple[T, FileProblem | None]:
    """``parse`` the JSON document at ``path``, or return ``default()`` and, unless the
    file simply does not exist yet, the problem with it (a damaged file is set aside)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return default(), None
    except UnicodeDecodeError as error:
        fault = f"not UTF-8 text, byte {error.start}"
    except OSError as error:
        return default(), FileProblem(file, error.strerror or str(error))
    else:
        try:
            return parse(json.loads(text)), None
        except json.JSONDecodeError as error:
            fault = f"not JSON: line {error.lineno} column {error.colno}"
        except RecursionError:
            fault = "not JSON: nested too deeply"
        except UserDataError as error:
            fault = str(error)
    return default(), FileProblem(file, fault, set_aside=keep_aside(path))


def save_json(path: Path, document: Any, file: UserFile) -> None:
    """Write ``document`` atomically; raises `SaveError` if the disk refuses."""
    with saving(file):
        write_atomically(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")


@contextmanager
def saving(file: UserFile) -> Iterator[None]:
    """Turn an `OSError` while writing into a `SaveError` that says what was not saved."""
    try:
        yield
    except OSError as error:
        raise SaveError(file, error.strerror or str(error)) from error
