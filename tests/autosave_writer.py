"""A process that writes the autosave over and over, for the crash-safety tests to kill.

`write_autosaves` plays a seeded game move by move and autosaves after every move, as
the game does, starting again when the game ends; it tells its parent once it has
saved. `kill_while_saving` starts it as a process of its own and kills it at a random
moment: forked from a server that has imported the game once (multiprocessing's
"forkserver"), so that twenty such processes cost a twentieth of twenty starts.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from multiprocessing.connection import Connection
from pathlib import Path

from axio_desktop.bots import make_bot
from axio_desktop.bots.rota.kit import ROTA_BOTS
from axio_desktop.engine import PlayerInfo
from axio_desktop.engine.rota import RotaRecord, RotaState, Setup
from axio_desktop.userdata import paths
from axio_desktop.userdata.autosave import default_path, save_autosave

WRITERS = multiprocessing.get_context("forkserver")
WRITERS.set_forkserver_preload(["axio_desktop.bots.rota.kit", "axio_desktop.engine.rota",
                                "axio_desktop.userdata.autosave"])
"""Where the writers come from: the server imports the game (the installed package:
before Python 3.12 it does not see the tests' folder, so this module is imported by
each writer, which takes a moment once the game is)."""


def write_autosaves(folder: str, saving: Connection) -> None:
    """Autosave a game of AXIO Rota into ``folder`` after every move, for ever; say
    "saving" on ``saving`` once the first save is written."""
    paths.use_data_dir(Path(folder))
    players = [PlayerInfo("Anna"), PlayerInfo("Robo", "bot", "greedy")]
    bot = make_bot("greedy", 1, kit=ROTA_BOTS)
    told = False
    for seed in range(10**6):
        state = RotaState.start(Setup.deal(2, random.Random(seed)))
        while state.to_move is not None:
            state.apply(bot.choose(state.view(state.to_move)))
            save_autosave(RotaRecord.of(players, state, {"seed": seed}), default_path("rota"))
            if not told:
                saving.send("saving")
                told = True


def kill_while_saving(folder: Path, seed: int) -> None:
    """Start the autosave writer and kill it (SIGKILL) at a random moment once it is
    saving."""
    told, tell = WRITERS.Pipe(duplex=False)
    writer = WRITERS.Process(target=write_autosaves, args=(str(folder), tell))
    writer.start()
    tell.close()
    assert told.recv() == "saving"
    time.sleep(random.Random(seed).uniform(0.0, 0.05))
    writer.kill()
    writer.join()
    told.close()
