"""Fixtures shared by the tests (``tests/ui`` adds its own)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from axio_desktop.userdata import paths


@pytest.fixture(autouse=True)
def _data_folder_forgotten() -> Iterator[None]:
    """A folder an `App` was handed is forgotten after its test."""
    yield
    paths.use_data_dir(None)


@pytest.fixture
def data_dir_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user data folder for this test (``AXIO_DATA_DIR``)."""
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv("AXIO_DATA_DIR", str(folder))
    return folder
