"""Record files for Load game's tests and screenshots: games of every registered game
played by seeded bots, renamed, cut short where a saved game would stand, saved with
the modification time a test asks for."""

from __future__ import annotations

import io
import json
import os
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from axio_desktop.cli.main import main as cli
from axio_desktop.engine import game_of_document, load_record
from axio_desktop.engine.game import GameRecordLike
from axio_desktop.kits import find_kit

Seat = dict[str, Any]


def human(name: str) -> Seat:
    return {"name": name, "kind": "human"}


def bot(name: str, level: str) -> Seat:
    return {"name": name, "kind": "bot", "level": level}


def played(game: str, seats: list[Seat], seed: int, *, placements: int | None = None,
           meta: dict[str, Any] | None = None) -> GameRecordLike:
    """A game of ``game`` played to its end by random bots from ``seed``, its seats
    named as ``seats`` say, and cut after ``placements`` decisions if given."""
    levels = ",".join("random" for _ in seats)
    with tempfile.TemporaryDirectory() as folder, redirect_stdout(io.StringIO()):
        assert cli(["simulate", "--game", game, "--players", levels, "--games", "1",
                    "--seed", str(seed), "--records", folder]) == 0
        text = min(Path(folder).glob("*.json")).read_text(encoding="utf-8")
    record = load_record(text)
    if placements is not None:
        match = find_kit(game).desktop.match_of(record)
        match.rewind(placements)
        record = match.record()
        match.close()
    data = json.loads(record.dumps())
    data["players"] = seats
    if meta is not None:
        data["meta"] = meta
    return game_of_document(data).read_record(data)


def saved(record: GameRecordLike | str, path: Path, when: float) -> Path:
    """``record`` (or a file's text) written to ``path``, last modified at ``when``."""
    path.write_text(record if isinstance(record, str) else record.dumps(), encoding="utf-8")
    os.utime(path, (when, when))
    return path


def sample_saves(folder: Path) -> None:
    """A saves folder as a player's might look: games of all three kinds, going on and
    finished, solo, a file that cannot be read, an online game (screenshots)."""
    now = time.time()
    saved(played("axio-hex", [human("Anna"), bot("Robo", "hard")], 3, placements=23),
          folder / "Anna, Robo - move 24.json", now - 60)
    saved(played("axio", [human("Anna"), human("Beata"), bot("Expert bot 3", "expert")], 4),
          folder / "Sunday evening.json", now - 3600)
    saved(played("rota", [human("Chris"), bot("Medium bot 2", "medium"), human("Dora"),
                          bot("Easy bot 4", "easy")], 5, placements=10),
          folder / "Chris, Medium bot 2, Dora, Easy bot 4 - move 11.json", now - 86400)
    saved(played("rota", [human("Anna")], 6), folder / "Solo morning.json", now - 2 * 86400)
    saved('{"format": "axio-record", "version": 1, "game": "axio", "players": []}',
          folder / "broken.json", now - 3 * 86400)
    saved(played("axio", [human("Eve"), human("Finn")], 7, placements=5,
                 meta={"online": {"host": "192.168.1.20", "seat": 1}}),
          folder / "Online with Finn.json", now - 4 * 86400)
    for number in range(6):
        saved(played("axio-hex", [human("Anna"), bot("Robo", "medium")], 10 + number),
              folder / f"Hex {number + 1}.json", now - (5 + number) * 86400)
