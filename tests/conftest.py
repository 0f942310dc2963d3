"""Fixtures shared by the tests outside ``tests/ui``."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def data_dir_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user data folder for this test (``AXIO_DATA_DIR``)."""
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv("AXIO_DATA_DIR", str(folder))
    return folder
