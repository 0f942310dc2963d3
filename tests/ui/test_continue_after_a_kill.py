"""After the program was killed while saving, the next start clears what the cut-off
write left and Continue resumes the autosaved game."""

from __future__ import annotations

import sys
from pathlib import Path

from driving import FRAME, click
from test_app_flow import gui_button

from axio_desktop.app import App
from axio_desktop.ui.table.scene import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from autosave_writer import kill_while_saving


def test_continue_resumes_after_kills_mid_save(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    for kill in range(3):
        kill_while_saving(data_dir, 100 + kill)
    (data_dir / ".autosave.json.left0ver").write_text('{"format": "axio-rota-rec')
    app = App(size=(1280, 800), data_dir=data_dir)
    try:
        assert not (data_dir / ".autosave.json.left0ver").exists()
        app.step(2, dt=FRAME)
        click(app, gui_button(app.scenes.top, "continue"))
        game = app.scenes.top
        assert isinstance(game, TableScene) and game.state.history
        assert app.message is None, "nothing to report: the save was whole"
    finally:
        app.close()
