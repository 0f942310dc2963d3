"""Writing files so that a crash mid-write leaves the old file intact."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike[str], text: str, *, keep_backup: bool = False) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then
    rename it over ``path``. With ``keep_backup`` the previous file is kept as
    ``<name>.bak`` first, so even a good-looking but wrong save can be undone."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if keep_backup and target.exists():
            shutil.copyfile(target, backup_path(target))
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def backup_path(path: str | os.PathLike[str]) -> Path:
    target = Path(path)
    return target.with_name(target.name + ".bak")
