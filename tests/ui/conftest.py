"""Headless UI tests: SDL's dummy video and audio drivers, and user data in a tmp folder.

The variables are set before anything imports pygame, so no window or sound device
is ever opened; each test gets its own data folder through ``AXIO_DATA_DIR``.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from axio_desktop.app import App
from axio_desktop.kits import kits
from axio_desktop.ui.hosting import ProgramHosting


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("AXIO_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def app(data_dir: Path) -> Iterator[App]:
    """The program in a fresh data folder. A tutorial is not offered before a first
    game here (a test of the offer turns it on): every test would meet it. Online, it
    hosts on the loopback only and lists nothing."""
    game = App(size=(1280, 800), data_dir=data_dir)
    game.settings = replace(game.settings,
                            tutorial_offers_off=tuple(kit.game.id for kit in kits()),
                            online_port=0)
    # A game hosted here listens on the loopback alone, on any free port, and nothing is
    # listed on the network or found there (the tests of that give it the loopback's).
    game.hosting = ProgramHosting(bind="127.0.0.1", interfaces=[])
    yield game
    game.close()
