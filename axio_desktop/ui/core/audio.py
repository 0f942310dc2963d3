"""Sound effects: loaded once, played when the settings allow, silent without a device.

Create the `Audio` before ``pygame.init()``: it opens the mixer itself, quietly, and
if there is no audio device it switches the rest of the program to SDL's silent
driver, so that ``pygame.init()`` does not try again and print the system's
complaints. The files are made by ``tools/make_sounds.py`` into the checkout's
``sounds/`` folder, which the build ships inside the package as
``axio_desktop.sounds`` (`sounds_folder` finds them either way).
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Final, Literal, get_args

import pygame

from ...userdata import Settings

SoundName = Literal["place", "score", "axio", "bonus_lost", "game_over", "button",
                    "your_turn"]
SOUND_NAMES: Final[tuple[SoundName, ...]] = get_args(SoundName)
CHECKOUT_SOUNDS: Final = Path(__file__).resolve().parents[3] / "sounds"
"""Where the sounds lie in a checkout (an installed package carries them inside)."""

_log = logging.getLogger(__name__)


class Audio:
    """Plays the game's sounds at the volume of ``settings`` (assign a new `Settings`
    to ``audio.settings`` when they change). ``available`` is False when there is
    no audio device or no sound files: then `play` does nothing."""

    def __init__(self, settings: Settings, folder: Path | None = None) -> None:
        self.settings = settings
        self._sounds: dict[SoundName, pygame.mixer.Sound] = {}
        problem = _open_mixer()
        if problem is None:
            folder = folder or sounds_folder()
            problem = self._load(folder)
            if problem is None:
                _log.info("loaded %d sounds from %s", len(self._sounds), folder)
        if problem is not None:
            _log.debug("sound is off: %s", problem)

    @property
    def available(self) -> bool:
        return bool(self._sounds)

    def play(self, name: SoundName) -> pygame.mixer.Channel | None:
        """Play a sound; returns the channel it plays on (to stop it early), or None
        when it stays silent (sound off, volume zero, no device, no free channel).
        An unknown name is a programming error and raises `ValueError`."""
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}; the sounds are {', '.join(SOUND_NAMES)}")
        sound = self._sounds.get(name)
        if sound is None or not self.settings.sound or self.settings.volume <= 0:
            return None
        sound.set_volume(loudness(self.settings.volume))
        return sound.play()

    def _load(self, folder: Path) -> str | None:
        missing = []
        for name in SOUND_NAMES:
            try:
                self._sounds[name] = pygame.mixer.Sound(folder / f"{name}.wav")
            except (pygame.error, OSError):
                missing.append(name)
        return f"cannot load {', '.join(missing)} from {folder}" if missing else None


def sounds_folder() -> Path:
    """The folder of the sound files: inside the installed package (a wheel, ``pip
    install .``), else the checkout's ``sounds/``."""
    try:
        shipped = resources.files("axio_desktop.sounds")
    except ModuleNotFoundError:
        return CHECKOUT_SOUNDS
    folder = Path(str(shipped))
    return folder if (folder / "place.wav").is_file() else CHECKOUT_SOUNDS


def loudness(volume: float) -> float:
    """The mixer's gain for the volume slider's 0..1: squared, because the ear hears
    loudness roughly logarithmically and a linear slider would do all its work at
    the bottom end."""
    return max(0.0, min(1.0, volume)) ** 2


def _open_mixer() -> str | None:
    """Open the mixer unless it is open already; returns why not, or None."""
    if pygame.mixer.get_init() is not None:
        return None
    try:
        with _quiet_stderr():
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    except pygame.error as error:
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        return f"no audio device ({error})"
    return None


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence what the C audio libraries print to the standard error stream (ALSA
    lists every device it could not open) while the mixer looks for a device."""
    if sys.stderr is not None:
        sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # No standard error stream at all (a windowed program on Windows).
        saved = -1
    if saved < 0:
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)
