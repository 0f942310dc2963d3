"""The game table's rows of the key help (F1), in AXIO Rota's words; a game's part
changes the few that differ (`key_help.instead`: AXIO's rack, say) and adds its own."""

from __future__ import annotations

from ..core.input import Action
from ..core.key_help import HelpRow

TABLE_ROWS: tuple[HelpRow, ...] = (
    HelpRow("help.do.drag", ("help.keys.drag",)),
    HelpRow("help.do.rotate",
            (Action.ROTATE, "help.mouse.right_click", "help.mouse.wheel_dragging")),
    HelpRow("help.do.rotate_back", (Action.ROTATE_BACK,)),
    HelpRow("help.do.confirm", (Action.CONFIRM,)),
    HelpRow("help.do.cancel", (Action.CANCEL,)),
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
