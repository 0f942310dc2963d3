"""The game table's rows of the key help (F1): first holding a tile, the same in every
game (`table.pointer`), then the view and the rest, in AXIO Rota's words; a game's part
changes the few that differ (`key_help.instead`: AXIO's rack, say) and adds its own.
docs/ui.md's table of the grammar is these rows, as F1 shows them (a test keeps the
two alike)."""

from __future__ import annotations

from ..core.input import Action
from ..core.key_help import HelpRow

TABLE_ROWS: tuple[HelpRow, ...] = (
    HelpRow("help.do.take", ("help.mouse.take",)),
    HelpRow("help.do.put_down", ("help.mouse.put_down",)),
    HelpRow("help.do.rotate",
            (Action.ROTATE, "help.mouse.right_click", "help.mouse.wheel_holding",
             "help.mouse.turn_buttons")),
    HelpRow("help.do.rotate_back", (Action.ROTATE_BACK,)),
    HelpRow("help.do.confirm", (Action.CONFIRM, "help.mouse.confirm")),
    HelpRow("help.do.cancel", (Action.CANCEL, "help.mouse.cancel")),
    HelpRow("help.do.cursor", (Action.CURSOR,)),
    HelpRow("help.do.pick", (Action.PICK,)),
    HelpRow("help.do.pan", (Action.PAN, "help.mouse.drag_table")),
    HelpRow("help.do.zoom", ("help.mouse.wheel", Action.ZOOM)),
    HelpRow("help.do.fit", (Action.FIT,)),
    HelpRow("help.do.hint", (Action.HINT,)),
    HelpRow("help.do.undo", (Action.UNDO,)),
    HelpRow("help.do.redo", (Action.REDO,)),
    HelpRow("help.do.help", (Action.HELP,)),
    HelpRow("help.do.fullscreen", (Action.FULLSCREEN,)),
    HelpRow("help.do.screenshot", (Action.SCREENSHOT,)),
)
