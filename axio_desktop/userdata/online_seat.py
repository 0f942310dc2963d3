"""The online seat the player left (or lost) in the middle of a game: where the host
is, the room, the seat and its token, so that Continue on the main menu takes the
player back to their seat after a restart.

The token is the only proof of the seat, so the file is written atomically (as the
autosave is) and removed once the game is over or the seat is gone. A damaged file
is set aside and told like any other (`FileProblem`): the seat cannot be taken up
again from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from .json_fields import read_bool, read_int, read_object, read_str, read_version
from .json_store import load_json, save_json
from .paths import data_dir
from .problems import FileProblem

FILE_NAME: Final = "online-seat.json"
VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class OnlineSeat:
    """A seat of an online game: the host's address (``ws://HOST:PORT``), the room
    code, the seat and its token, the player's name, the game, and whether this player
    made the room (its creator may hand away seats to bots)."""

    url: str
    room: str
    seat: int
    token: str
    name: str
    game: str
    created: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "url": self.url, "room": self.room, "seat": self.seat,
                "token": self.token, "name": self.name, "game": self.game,
                "created": self.created}

    @classmethod
    def from_json(cls, document: object) -> OnlineSeat:
        data = read_object(document, "online seat")
        read_version(data, VERSION)
        return cls(read_str(data.get("url"), "url"), read_str(data.get("room"), "room"),
                   read_int(data.get("seat"), "seat", 0, 3),
                   read_str(data.get("token"), "token"), read_str(data.get("name"), "name"),
                   read_str(data.get("game"), "game"),
                   read_bool(data.get("created", False), "created"))


def default_path() -> Path:
    return data_dir() / FILE_NAME


def keep_online_seat(seat: OnlineSeat, path: Path | None = None) -> None:
    """Write the seat atomically; raises `SaveError` if the disk refuses."""
    save_json(path or default_path(), seat.to_json(), "online_seat")


def load_online_seat(path: Path | None = None) -> tuple[OnlineSeat | None, FileProblem | None]:
    """The seat kept, or None (and, for a damaged file, what was wrong with it)."""
    target = path or default_path()
    if not target.is_file():
        return None, None
    seat, problem = load_json(target, OnlineSeat.from_json, lambda: None, "online_seat")
    return seat, problem


def forget_online_seat(room: str | None = None, path: Path | None = None) -> None:
    """Remove the kept seat (only if it is of ``room``, when given): its game is over
    or the seat is no longer the player's."""
    target = path or default_path()
    if room is not None:
        kept, _ = load_online_seat(target)
        if kept is None or kept.room != room:
            return
    try:
        target.unlink(missing_ok=True)
    except OSError:
        pass  # read again next time: the host then says the seat is gone
