"""Fixtures shared by the tests (``tests/ui`` adds its own).

The suite runs spread over processes (``pytest -n auto``, pytest-xdist) as well as in
one, in any order, so no test may lean on what another left behind: every test keeps
its user data (settings, saves, the review cache) in a folder of its own, and what a
test changes in the program's globals (the data folder it chose, the language) is put
back after it. Servers a test starts listen on port 0 (a free port the system picks),
so tests in other processes never meet on one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from postgres_server import postgres_dsn, postgres_server

from axio_desktop.ui.i18n import FALLBACK, set_language
from axio_desktop.ui.link_scheme import REGISTER_VARIABLE
from axio_desktop.userdata import paths

# Speed is measured in `benchmarks/`, never by a test: examples have no deadline, and
# generating them may take long while other processes share the cores. The example
# database stays in `.hypothesis/`, where it replays a failure found before; the
# processes of `-n auto` may write it at once (each example is a file written whole).
settings.register_profile(
    "suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")

__all__ = ["postgres_dsn", "postgres_server"]  # every test may ask for a PostgreSQL database


@pytest.fixture(autouse=True)
def _user_data_of_its_own(tmp_path_factory: pytest.TempPathFactory,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The user data folder (``AXIO_DATA_DIR``) of this test alone: never the user's
    own, never another test's."""
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(tmp_path_factory.mktemp("userdata")))


@pytest.fixture(autouse=True)
def _links_left_to_the_user(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test (nor a program it starts) registers this checkout as the opener of
    axio:// links on the machine it runs on; the tests of that hand it a folder."""
    monkeypatch.setenv(REGISTER_VARIABLE, "0")


@pytest.fixture(autouse=True)
def _globals_put_back() -> Iterator[None]:
    """A folder an `App` was handed is forgotten after its test, and text is shown in
    English again."""
    yield
    paths.use_data_dir(None)
    set_language(FALLBACK)


@pytest.fixture
def data_dir_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user data folder for this test (``AXIO_DATA_DIR``), in its ``tmp_path``."""
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(folder))
    return folder
