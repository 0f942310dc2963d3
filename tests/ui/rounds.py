"""A round of the soak's errands: every errand once, in an order drawn from the seed."""

from __future__ import annotations

import random

from errands import (
    Errand,
    PlayGame,
    Tutorial,
    Visit,
    change_a_setting,
    load_something,
    look_around,
)
from online_errands import CorrespondenceForms, HostOnline, JoinRefused

from axio_desktop.kits import kits


def a_round(rng: random.Random) -> list[Errand]:
    """Every errand once, in an order drawn from ``rng``: a game of every registered
    game (at least one each of solo, people and bots) with the detours and the looks
    at the results spread over them, and a game hosted online followed by a join that
    its host refuses."""
    games = [kit.game.id for kit in kits()]
    rng.shuffle(games)
    seatings = ["bots", "people", "solo"]
    rng.shuffle(seatings)
    seatings = (seatings * len(games))[:max(3, len(games))]
    detours: list[str | None] = ["save", "help", "continue"]
    rng.shuffle(detours)
    errands: list[Errand] = []
    for number, seating in enumerate(seatings):
        after = "review" if seating == "bots" else rng.choice(("board", None))
        if seating != "bots" and "board" not in [getattr(errand, "after", None)
                                                 for errand in errands]:
            after = "board"
        errands.append(PlayGame(games[number % len(games)], seating,
                                detours[number % len(detours)], after, rng))
    errands += [
        Tutorial(rng),
        Visit("about", ("settings", "about"), "AboutScene", look_around(("back",)), rng),
        Visit("settings", ("settings",), "SettingsScene", change_a_setting, rng),
        Visit("servers", ("settings", "servers"), "ServersScene",
              look_around(("add", "cancel", "back")), rng),
        Visit("rules", ("rules",), "RulesScene",
              look_around(("example_next", "example_back")), rng),
        Visit("statistics", ("statistics",), "StatisticsScene",
              look_around(tuple(f"game:{kit.game.id}" for kit in kits())), rng),
        Visit("load", ("load",), "LoadGameScene", load_something, rng),
        Visit("my games", ("my_games",), "MyGamesScene", look_around(("refresh", "back")), rng),
        CorrespondenceForms(),
    ]
    rng.shuffle(errands)
    hosted = rng.randrange(len(errands) + 1)
    errands[hosted:hosted] = [HostOnline(rng.choice(games), rng.choice(("menu", "leave")), rng),
                              JoinRefused()]
    return errands
