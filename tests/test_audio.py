"""Sound: the files the script makes, and the player headless (SDL's silent driver)."""

from __future__ import annotations

import os

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["SDL_VIDEODRIVER"] = "dummy"

import logging
import runpy
import wave
from array import array
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from axio_desktop.ui.core.audio import CHECKOUT_SOUNDS, SOUND_NAMES, Audio, loudness
from axio_desktop.userdata import Settings

REPOSITORY = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def closed_mixer() -> Iterator[None]:
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


# The files ------------------------------------------------------------------------


def samples_of(path: Path) -> array[int]:
    with wave.open(str(path)) as sound:
        return array("h", sound.readframes(sound.getnframes()))


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_a_short_clean_16_bit_44_khz_mono_wav(name: str) -> None:
    with wave.open(str(CHECKOUT_SOUNDS / f"{name}.wav")) as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, 44100)
    samples = samples_of(CHECKOUT_SOUNDS / f"{name}.wav")
    assert 0.04 <= len(samples) / 44100 <= 2.5
    peak = max(abs(sample) for sample in samples)
    assert 5000 < peak < 32767, "audible, and never clipped"
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, "no click at either end"


def test_the_committed_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    script = runpy.run_path(str(REPOSITORY / "tools" / "make_sounds.py"))
    script["main"]([str(tmp_path)])
    for name in SOUND_NAMES:
        made, committed = samples_of(tmp_path / f"{name}.wav"), samples_of(CHECKOUT_SOUNDS / f"{name}.wav")
        assert len(made) == len(committed), name
        # Another platform's maths library may round a last bit differently.
        assert max(abs(a - b) for a, b in zip(made, committed)) <= 1, name


# The player -----------------------------------------------------------------------


def test_sounds_play_at_the_volume_of_the_settings() -> None:
    audio = Audio(Settings(sound=True, volume=0.5))
    assert audio.available
    for name in SOUND_NAMES:
        channel = audio.play(name)
        assert channel is not None, name
        assert volume_of(channel) == pytest.approx(loudness(0.5), abs=1 / 128)
    assert pygame.mixer.get_busy()
    audio.settings = replace(audio.settings, volume=1.0)
    channel = audio.play("axio")
    assert channel is not None and volume_of(channel) == pytest.approx(1.0)


def volume_of(channel: pygame.mixer.Channel) -> float:
    sound = channel.get_sound()
    assert sound is not None
    return sound.get_volume()


def test_sound_off_or_volume_zero_stays_silent() -> None:
    audio = Audio(Settings(sound=False, volume=0.8))
    assert audio.play("score") is None
    audio.settings = Settings(sound=True, volume=0.0)
    assert audio.play("score") is None
    assert not pygame.mixer.get_busy()
    audio.settings = Settings(sound=True, volume=0.3)
    assert audio.play("score") is not None


def test_loudness_follows_the_ear() -> None:
    assert [loudness(volume) for volume in (0.0, 0.5, 1.0)] == [0.0, 0.25, 1.0]
    assert loudness(1.7) == 1.0 and loudness(-1.0) == 0.0


def test_an_unknown_sound_name_is_a_programming_error() -> None:
    audio = Audio(Settings())
    with pytest.raises(ValueError, match="unknown sound 'bang'; the sounds are place, score"):
        audio.play("bang")  # type: ignore[arg-type]


def test_without_an_audio_device_the_game_is_silent_and_says_nothing_alarming(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")
    caplog.set_level(logging.DEBUG)
    audio = Audio(Settings(sound=True, volume=1.0))
    assert not audio.available
    assert audio.play("axio") is None
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    assert [(record.levelno, record.getMessage()) for record in caplog.records] == [
        (logging.DEBUG, "sound is off: no audio device (ALSA: Couldn't open audio device: No such file or directory)")
    ]
    assert os.environ["SDL_AUDIODRIVER"] == "dummy", "pygame.init() will not try the device again"


def test_missing_sound_files_leave_the_game_silent_with_one_debug_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    audio = Audio(Settings(), folder=tmp_path)
    assert not audio.available
    assert audio.play("button") is None
    assert len(caplog.records) == 1 and caplog.records[0].levelno == logging.DEBUG
    assert "cannot load place, score, axio, bonus_lost, game_over, button" in caplog.records[0].getMessage()
