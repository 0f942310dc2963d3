"""What the program remembers between runs: settings, the solo high-score table,
statistics and the autosave, each a small file in the user data folder
(`paths.data_dir`). Pure Python, no pygame.

Every loader survives a damaged file: it returns the defaults (or the backup) with a
`FileProblem` saying what was wrong and where, and keeps the damaged file as
``<name>.bak``. Every save is atomic and raises `SaveError` if the disk refuses.
"""

from .autosave import clear_autosave, has_autosave, load_autosave, save_autosave
from .highscores import HighScore, HighScoreTable
from .json_fields import UserDataError
from .paths import data_dir, saves_dir
from .problems import FileProblem, SaveError, SetAside
from .settings import LANGUAGES, Language, Settings
from .statistics import Mode, Statistics, Tally, game_mode

__all__ = [
    "LANGUAGES", "FileProblem", "HighScore", "HighScoreTable", "Language", "Mode", "SaveError",
    "SetAside", "Settings", "Statistics", "Tally", "UserDataError", "clear_autosave", "data_dir",
    "game_mode", "has_autosave", "load_autosave", "save_autosave", "saves_dir",
]
