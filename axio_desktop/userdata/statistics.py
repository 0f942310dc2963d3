"""Games played and won, per mode and per bot level, and the best solo result."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Literal

from ..engine.players import PlayerInfo
from ..engine.ranking import Outcome
from ..engine.registry import find_game
from .json_fields import UserDataError, read_int, read_list, read_object, read_version
from .json_store import load_json, save_json
from .paths import game_file
from .problems import FileProblem

Mode = Literal["solo", "hot-seat", "bots", "online", "correspondence"]
MODES: Final[tuple[Mode, ...]] = ("solo", "hot-seat", "bots", "online", "correspondence")
"""A file written before a mode was counted has none of it: zero games there."""
FILE_NAME: Final = "statistics.json"
VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class Tally:
    played: int = 0
    won: int = 0

    def counted(self, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + won)

    def to_json(self) -> dict[str, int]:
        return {"played": self.played, "won": self.won}

    @classmethod
    def from_json(cls, value: object, where: str) -> Tally:
        data = read_object(value, where)
        played = read_int(data.get("played"), f"{where}.played", 0)
        won = read_int(data.get("won"), f"{where}.won", 0)
        if won > played:
            raise UserDataError(f"{where}: {won} games won of only {played} played")
        return cls(played, won)


def default_path(game: str) -> Path:
    return game_file(FILE_NAME, game)


def game_mode(players: Sequence[PlayerInfo]) -> Mode | None:
    """Solo (one human alone), hot-seat (two or more humans, bots or not), against
    bots (one human and bots); None for a game of bots only (the demo). Online games
    are counted as such (`Statistics.record_game`), whoever plays in them."""
    humans = sum(1 for player in players if player.kind == "human")
    if humans == 0:
        return None
    if len(players) == 1:
        return "solo"
    return "hot-seat" if humans >= 2 else "bots"


RECENT_SOLO = 20
"""How many solo results the statistics screen draws as a line."""


@dataclass
class Statistics:
    """What the player has done so far in one game. A game counts as won when a human
    seat is among the winners (a shared victory included); a solo game counts as won
    only on an instant win (AXIO Rota: all five tracks at 12; AXIO's solo game has
    none). ``problem`` says why a damaged file was set aside, else None."""

    modes: dict[Mode, Tally] = field(default_factory=dict)
    bot_levels: dict[str, Tally] = field(default_factory=dict)
    best_solo: int | None = None
    recent_solo: list[int] = field(default_factory=list)
    """The results of the last solo games, oldest first (at most `RECENT_SOLO`)."""
    game: str | None = field(default=None, compare=False)
    """The id of the game they count (set by `load`)."""
    path: Path | None = field(default=None, compare=False)
    """Where the statistics are kept (None: the game's own file)."""
    problem: FileProblem | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        self.modes = {mode: Tally() for mode in MODES} | self.modes

    @classmethod
    def load(cls, path: Path | None = None, *, game: str) -> Statistics:
        where = path or default_path(game)
        top = find_game(game).solo_top

        def parse(document: object) -> Statistics:
            return cls.from_json(document, top)

        loaded, problem = load_json(where, parse, cls, "statistics")
        loaded.game, loaded.path = game, where
        loaded.problem = problem.of_game(game) if problem is not None else None
        return loaded

    def record_game(self, players: Sequence[PlayerInfo], outcome: Outcome, *,
                    online_seat: int | None = None, correspondence: bool = False) -> None:
        """Count a finished game (not saved until `save`); bots-only games do not count.
        A game played online at ``online_seat`` is a kind of its own (a
        ``correspondence`` game, over days on a server, another): won when that seat
        wins (a shared victory included), whoever sat at the other computers."""
        if online_seat is not None:
            mode: Mode = "correspondence" if correspondence else "online"
            self.modes[mode] = self.modes[mode].counted(online_seat in outcome.winners)
            return
        played_as = game_mode(players)
        if played_as is None:
            return
        mode = played_as
        if mode == "solo":
            won = outcome.instant_win
            result = outcome.standings[0].lowest
            self.best_solo = result if self.best_solo is None else max(self.best_solo, result)
            self.recent_solo = [*self.recent_solo, result][-RECENT_SOLO:]
        else:
            won = any(players[seat].kind == "human" for seat in outcome.winners)
        self.modes[mode] = self.modes[mode].counted(won)
        for level in sorted({player.level for player in players
                             if player.kind == "bot" and player.level is not None}):
            self.bot_levels[level] = self.bot_levels.get(level, Tally()).counted(won)

    @property
    def played(self) -> int:
        return sum(tally.played for tally in self.modes.values())

    def save(self) -> None:
        """Write the statistics atomically; raises `SaveError` if the disk refuses."""
        if self.path is None:
            assert self.game is not None, "statistics that were not loaded know no file"
            self.path = default_path(self.game)
        save_json(self.path, self.to_json(), "statistics")

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "modes": {mode: tally.to_json() for mode, tally in self.modes.items()},
            "bot_levels": {level: tally.to_json() for level, tally in sorted(self.bot_levels.items())},
            "best_solo": self.best_solo,
            "recent_solo": self.recent_solo,
        }

    @classmethod
    def from_json(cls, document: object, top: int) -> Statistics:
        """Statistics of a game whose solo results go up to ``top``."""
        data = read_object(document, "statistics")
        read_version(data, VERSION)
        mode_data = read_object(data.get("modes"), "modes")
        modes: dict[Mode, Tally] = {
            mode: Tally.from_json(mode_data[mode], f"modes.{mode}") for mode in MODES if mode in mode_data
        }
        level_data = read_object(data.get("bot_levels", {}), "bot_levels")
        levels = {level: Tally.from_json(value, f"bot_levels.{level}") for level, value in level_data.items()}
        best = data.get("best_solo")
        best_solo = None if best is None else read_int(best, "best_solo", 0, top)
        recent = read_list(data.get("recent_solo", []), "recent_solo")[-RECENT_SOLO:]
        recent_solo = [read_int(value, f"recent_solo[{index}]", 0, top)
                       for index, value in enumerate(recent)]
        return cls(modes, levels, best_solo, recent_solo)
