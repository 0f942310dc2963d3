"""Writing files so that a crash mid-write leaves the old file intact.

A file is written to a temporary file beside it (``.<name>.<random>``), flushed to
disk, then renamed over it; a kept backup is made the same way. A process killed
mid-write can leave such a temporary behind: `remove_leftovers` clears them.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike[str], text: str, *, keep_backup: bool = False) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then
    rename it over ``path``. With ``keep_backup`` the previous file is kept as
    ``<name>.bak`` first (itself written atomically), so even a good-looking but
    wrong save can be undone."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = _temporary_beside(target)
    try:
        with open(temporary, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if keep_backup and target.exists():
            _copy_atomically(target, backup_path(target))
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _temporary_beside(target: Path) -> Path:
    descriptor, name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    os.close(descriptor)
    return Path(name)


def _copy_atomically(source: Path, target: Path) -> None:
    temporary = _temporary_beside(target)
    try:
        shutil.copyfile(source, temporary)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def backup_path(path: str | os.PathLike[str]) -> Path:
    target = Path(path)
    return target.with_name(target.name + ".bak")


def remove_leftovers(folder: str | os.PathLike[str], names: tuple[str, ...]) -> int:
    """Delete the temporaries that writes of the files ``names`` (and their backups)
    left in ``folder`` when a process was killed mid-write; returns how many. Run it
    while no other process of the program writes there (at start-up)."""
    prefixes = tuple(f".{name}." for name in names) + tuple(f".{name}.bak." for name in names)
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for entry in entries:
        if entry.name.startswith(prefixes) and entry.is_file():
            try:
                entry.unlink()
                removed += 1
            except OSError:
                pass
    return removed
