"""Headless UI tests: SDL's dummy video and audio drivers, and user data in a tmp folder.

The variables are set before anything imports pygame, so no window or sound device
is ever opened; each test gets its own data folder through ``AXIO_DATA_DIR``.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator
from pathlib import Path

import pytest

from axio_desktop.app import App


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("AXIO_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def app(data_dir: Path) -> Iterator[App]:
    game = App(size=(1280, 800), data_dir=data_dir)
    yield game
    game.close()
