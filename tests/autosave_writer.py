"""A program that writes the autosave over and over, for the crash-safety test to kill.

    python tests/autosave_writer.py DATA_DIR

It plays a seeded game move by move and autosaves after every move, as the game
does, starting again when the game ends; it prints one line once it has saved.
"""

from __future__ import annotations

import os
import random
import sys

os.environ["AXIO_DATA_DIR"] = sys.argv[1]

from axio_desktop.bots import make_bot
from axio_desktop.bots.rota.kit import ROTA_BOTS
from axio_desktop.engine import PlayerInfo
from axio_desktop.engine.rota import RotaRecord, RotaState, Setup
from axio_desktop.userdata.autosave import default_path, save_autosave

players = [PlayerInfo("Anna"), PlayerInfo("Robo", "bot", "greedy")]
bot = make_bot("greedy", 1, kit=ROTA_BOTS)
told = False
for seed in range(10**6):
    state = RotaState.start(Setup.deal(2, random.Random(seed)))
    while state.to_move is not None:
        state.apply(bot.choose(state.view(state.to_move)))
        save_autosave(RotaRecord.of(players, state, {"seed": seed}), default_path("rota"))
        if not told:
            print("saving", flush=True)
            told = True
