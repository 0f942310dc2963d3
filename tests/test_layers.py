"""The one-way doors between the rooms: the engine and the bots never load pygame."""

import subprocess
import sys
from pathlib import Path

import pytest


def test_engine_bots_review_and_command_line_do_not_import_pygame() -> None:
    code = (
        "import sys, axio_desktop.engine, axio_desktop.bots, axio_desktop.cli.replay, "
        "axio_desktop.cli.simulate, axio_desktop.review, axio_desktop.cli.review; "
        "print(sorted(name for name in sys.modules if name.split('.')[0] in ('pygame', 'pygame_gui')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_engine_imports_nothing_from_the_other_rooms() -> None:
    code = "import sys, axio_desktop.engine; print(sorted(n for n in sys.modules if n.startswith('axio_desktop.') and not n.startswith('axio_desktop.engine')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"



def test_the_package_has_no_import_circle() -> None:
    tool = Path(__file__).resolve().parents[2] / "shared" / "tools" / "import_cycles.py"
    if not tool.exists():
        pytest.skip("the team's import_cycles tool is not beside this checkout")
    done = subprocess.run([sys.executable, str(tool), "axio_desktop"],
                          capture_output=True, text=True, check=False,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.stdout.strip() == "no import cycles"


def test_no_screen_imports_the_application() -> None:
    ui = Path(__file__).resolve().parents[1] / "axio_desktop" / "ui"
    importers = [path.name for path in ui.rglob("*.py")
                 if "from ..app import" in path.read_text(encoding="utf-8")
                 or "import axio_desktop.app" in path.read_text(encoding="utf-8")]
    assert importers == []


def test_the_shared_table_knows_no_game() -> None:
    """The table every game is played on (`ui/table/`) reaches a game only through the
    part and the match it is handed: it imports no game's package, UI or engine."""
    table = Path(__file__).resolve().parents[1] / "axio_desktop" / "ui" / "table"
    games = ("..rota", "..axio", "...engine.rota", "...engine.axio")
    importers = [path.name for path in table.glob("*.py")
                 for line in path.read_text(encoding="utf-8").splitlines()
                 if line.strip().startswith("from ") and line.split()[1].startswith(games)]
    assert importers == []
