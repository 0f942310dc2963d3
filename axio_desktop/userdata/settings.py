"""The player's settings, remembered between runs."""

from __future__ import annotations

import locale
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Final, Literal

from ..engine.players import PlayerInfo
from ..engine.registry import games
from .json_fields import (
    UserDataError,
    read_bool,
    read_int,
    read_list,
    read_number,
    read_object,
    read_player,
    read_str,
)
from .json_store import load_json, save_json
from .paths import data_dir
from .problems import FileProblem

Language = Literal["en", "de"]
LANGUAGES: Final[tuple[Language, ...]] = ("en", "de")
MAX_BOT_DELAY: Final = 5.0
"""Seconds; the slowest bot speed the settings accept."""
UI_SCALE_LEAST: Final = 100
UI_SCALE_MOST: Final = 200
"""The interface sizes the settings hold, in percent."""
MAX_REMEMBERED_PLAYERS: Final = 4
DEFAULT_PORT: Final = 7787
"""The port a game hosted from this program listens on, as `serve`'s."""
MAX_PORT: Final = 65_535
MAX_NAME_LENGTH: Final = 40
"""The longest name a player goes by online (axio-net/1's limit)."""

FILE_NAME: Final = "settings.json"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the Settings screen changes. A value: change it with
    `dataclasses.replace` and save the new one.

    ``bot_delay`` is the pause in seconds after each bot move (0 = instant);
    ``score_previews`` off is the purist mode (no points shown before placing);
    ``coordinates`` shows the cells' names along the board at the table (the review
    always shows them);
    ``reduce_motion`` keeps the table still: nothing slides, turns, glides or fades, and
    a placement's points are shown where they come from without travelling;
    ``last_players`` are the seats of the last new game, to offer them again;
    ``window_size`` the size the window last had (None before the first run);
    ``tips_closed`` the first-game tips the player has read and closed (never shown
    again; ``tips_dismissed`` turns them all off);
    ``tutorials_done`` the games whose tutorial the player finished,
    ``tutorial_offers_off`` those whose first-game offer of it they turned down;
    ``online_name`` the name the player last went by online (empty before),
    ``online_port`` the port a game hosted here listens on (0: any free port), and
    ``online_address`` the host's address last typed to join a game;
    ``ui_scale`` the interface's size in percent (fonts, panels and buttons; 100 to
    200, capped where the window is too small for it);
    ``next_game_after_move``: after a move in a correspondence game, the next game
    waiting for the player opens (else My games comes back).
    """

    language: Language = "en"
    sound: bool = True
    volume: float = 0.7
    bot_delay: float = 0.6
    score_previews: bool = True
    coordinates: bool = False
    reduce_motion: bool = False
    fullscreen: bool = False
    last_players: tuple[PlayerInfo, ...] = ()
    tips_dismissed: bool = False
    tips_closed: tuple[str, ...] = ()
    window_size: tuple[int, int] | None = None
    game: str = field(default_factory=lambda: games()[0].id)
    """The game last chosen in the main menu (a registered game's id; at first the
    first registered)."""
    tutorials_done: tuple[str, ...] = ()
    tutorial_offers_off: tuple[str, ...] = ()
    online_name: str = ""
    online_port: int = DEFAULT_PORT
    online_address: str = ""
    ui_scale: int = 100
    next_game_after_move: bool = False

    @classmethod
    def defaults(cls) -> Settings:
        """The settings of a first start: the language follows the system's."""
        return cls(language=system_language())

    @classmethod
    def load(cls, path: Path | None = None) -> tuple[Settings, FileProblem | None]:
        """The saved settings and None; or, if the file is damaged, the defaults and
        what was wrong (the damaged file is kept as ``.bak``)."""
        return load_json(path or default_path(), cls.from_json, cls.defaults, "settings")

    def save(self, path: Path | None = None) -> None:
        """Write the settings atomically; raises `SaveError` if the disk refuses."""
        save_json(path or default_path(), self.to_json(), "settings")

    def to_json(self) -> dict[str, Any]:
        return {
            "language": self.language,
            "sound": self.sound,
            "volume": self.volume,
            "bot_delay": self.bot_delay,
            "score_previews": self.score_previews,
            "coordinates": self.coordinates,
            "reduce_motion": self.reduce_motion,
            "fullscreen": self.fullscreen,
            "last_players": [player.to_json() for player in self.last_players],
            "tips_dismissed": self.tips_dismissed,
            "tips_closed": list(self.tips_closed),
            **({"window_size": list(self.window_size)} if self.window_size else {}),
            "game": self.game,
            "tutorials_done": list(self.tutorials_done),
            "tutorial_offers_off": list(self.tutorial_offers_off),
            "online_name": self.online_name,
            "online_port": self.online_port,
            "online_address": self.online_address,
            "ui_scale": self.ui_scale,
            "next_game_after_move": self.next_game_after_move,
        }

    @classmethod
    def from_json(cls, document: object) -> Settings:
        """Check every field that is present; a missing one (a file written by an older
        version) takes its default, unknown keys are ignored."""
        data = read_object(document, "settings")
        known = {item.name for item in fields(cls)}
        values: dict[str, Any] = {key: value for key, value in data.items() if key in known}
        if "language" in values:
            values["language"] = read_str(values["language"], "language", LANGUAGES)
        for flag in ("sound", "score_previews", "coordinates", "reduce_motion", "fullscreen",
                     "tips_dismissed"):
            if flag in values:
                values[flag] = read_bool(values[flag], flag)
        if "volume" in values:
            values["volume"] = read_number(values["volume"], "volume", 0.0, 1.0)
        if "bot_delay" in values:
            values["bot_delay"] = read_number(values["bot_delay"], "bot_delay", 0.0, MAX_BOT_DELAY)
        if "last_players" in values:
            items = read_list(values["last_players"], "last_players")
            values["last_players"] = tuple(
                read_player(item, f"last_players[{seat}]")
                for seat, item in enumerate(items[:MAX_REMEMBERED_PLAYERS])
            )
        if "window_size" in values:
            size = read_list(values["window_size"], "window_size")
            if len(size) != 2:
                raise UserDataError(f"window_size: expected [width, height], got {len(size)} numbers")
            values["window_size"] = (read_int(size[0], "window_size[0]", 1, 100_000),
                                     read_int(size[1], "window_size[1]", 1, 100_000))
        if "game" in values:
            values["game"] = read_str(values["game"], "game", [game.id for game in games()])
        if "online_name" in values:
            values["online_name"] = read_str(values["online_name"], "online_name")
            if len(values["online_name"]) > MAX_NAME_LENGTH:
                raise UserDataError(f"online_name: longer than {MAX_NAME_LENGTH} characters")
        if "online_address" in values:
            values["online_address"] = read_str(values["online_address"], "online_address")
        if "online_port" in values:
            values["online_port"] = read_int(values["online_port"], "online_port", 0, MAX_PORT)
        if "next_game_after_move" in values:
            values["next_game_after_move"] = read_bool(values["next_game_after_move"],
                                                       "next_game_after_move")
        if "ui_scale" in values:
            values["ui_scale"] = read_int(values["ui_scale"], "ui_scale", UI_SCALE_LEAST,
                                          UI_SCALE_MOST)
        for ids in ("tutorials_done", "tutorial_offers_off", "tips_closed"):
            if ids in values:
                values[ids] = tuple(read_str(item, f"{ids}[{index}]")
                                    for index, item in enumerate(read_list(values[ids], ids)))
        return cls(**values)


def default_path() -> Path:
    return data_dir() / FILE_NAME


def system_language() -> Language:
    """German on a German system, English everywhere else."""
    language, _encoding = locale.getlocale()
    name = (language or "").lower()
    return "de" if name.startswith(("de_", "german")) or name == "de" else "en"
