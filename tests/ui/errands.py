"""What the soak's player sets out to do, so that it reaches every screen of the program.

A round of errands, in an order drawn from the seed: a game of every registered game
played to its results (one solo, one with people at the table, one of bots alone),
with a detour on the way in each (saving it, the key help, leaving it and continuing
it from the menu); a finished game's final board; a review watched while its analysis
runs, and its mistakes tried again to the summary; a tutorial (from its one-time offer
while one is due, else from the menu); and the rules, the statistics, the settings
(coordinates at the table turned on and off among them), About, and Load (a saved
game picked in its list, loaded or reviewed). Then the next round.

Each step is one click or key (`hand.Hand`), or a frame of waiting. Where a step finds
itself somewhere its errand does not know (random input took it there), it finds its
way back to where the errand knows what to do, through the main menu if need be. An
errand that takes more than its budget of steps is given up, and the soak says so.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hand import Hand, option_of, selected

from axio_desktop.kits import find_kit, kits
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.try_again.coach import TryAgainCoach
from axio_desktop.ui.tutorial.start import offer_due, tutorial_of

LEARNER = [SeatPlan("Learner")]
"""Whom a tutorial's offer is for (someone at the screen)."""
CHEAP_LEVELS = ("random", "greedy", "easy", "medium")
"""The bots the soak seats: quick to answer (the stronger ones think for seconds)."""


def towards_menu(hand: Hand) -> bool:
    """One step back towards the main menu; True once it is there, no dialog up."""
    if hand.dismiss_message():
        return False
    if hand.at == "MenuScene":
        return True
    if not (hand.click("menu") or hand.click("back") or hand.click("leave")):
        hand.press("CANCEL")
    return False


def back_out(hand: Hand) -> None:
    """One step out of a screen the errand has no business in."""
    if not (hand.dismiss_message() or hand.click("back") or hand.click("leave")):
        hand.press("CANCEL")


def in_menu_of(hand: Hand, game: str) -> bool:
    """One step towards the main menu with ``game`` chosen; True once there."""
    if not towards_menu(hand):
        return False
    if hand.app.settings.game != game:
        hand.click(f"game:{game}")
        return False
    return True


def set_up_seats(hand: Hand, seats: list[str]) -> bool:
    """One step of filling in the new-game form or the host form with ``seats``
    ("human" or a bot level each); True once it shows them."""
    form = hand.top
    count = form.count_menu
    if count is None:
        return False
    wanted = option_of(count, str(len(seats)))  # the options are numbers of seats
    if selected(count) != wanted:
        hand.choose(count, wanted)
        return False
    levels = list(find_kit(form.game).bots.levels)
    for menu, seat in zip(form.kind_menus, seats):
        option = 0 if seat == "human" else 1 + levels.index(seat)
        if selected(menu) != option:
            hand.choose(menu, option)
            return False
    return True


class Errand:
    """Something the player sets out to do: `step` takes one step and says whether it
    is done."""

    budget = 600
    """Steps before the errand is given up."""

    def __init__(self, name: str) -> None:
        self.name = name

    def step(self, hand: Hand) -> bool:
        raise NotImplementedError

    def end(self) -> None:
        """The errand is over (done or given up): let go of what it holds."""


class PlayGame(Errand):
    """A game of ``game`` from the main menu to its results: ``seating`` "solo",
    "people" (one or two people and bots) or "bots"; on the way the ``detour``
    ("save", "help", "continue" or None); at the results the ``after`` ("board",
    "review": the review, watched while it runs, then Try again to its summary)."""

    budget = 8000
    """Generous: the steps that wait for the bots and the analysis are many on a
    machine that others keep busy."""

    def __init__(self, game: str, seating: str, detour: str | None, after: str | None,
                 rng: random.Random) -> None:
        super().__init__(f"{seating} game of {game}" + (f", {detour}" if detour else "")
                         + (f", {after}" if after else ""))
        self.game = game
        self.seating = seating
        self.detour = detour
        self.after = after
        self.rng = rng
        self.seats = self._seats(rng)
        self.phase = "start"
        self.stayed = 0
        """Steps spent where the errand waits or looks around (the board, the review)."""
        self.tried = False

    def _seats(self, rng: random.Random) -> list[str]:
        if self.seating == "solo":
            return ["human"]
        count = rng.choice((2, 2, 3))
        bots = [rng.choice(CHEAP_LEVELS) for _ in range(count)]
        if self.seating == "bots":
            return ["random", *bots[1:]]  # random's mistakes are there to try again
        people = ["human", "human"] if rng.random() < 0.4 else ["human"]
        return people + bots[len(people):]

    def ours(self, table: Any) -> bool:
        """Whether ``table`` plays this errand's game with its seating."""
        players = table.match.players
        humans = sum(player.kind == "human" for player in players)
        return (table.coach is None and table.match.afar is None
                and table.match.game_id == self.game
                and (len(players) == 1) == (self.seating == "solo")
                and (humans == 0) == (self.seating == "bots"))

    def step(self, hand: Hand) -> bool:
        if hand.dismiss_message():
            return False
        if self.phase == "start":
            self._start(hand)
        elif self.phase == "play":
            self._play(hand)
        else:
            return self._after(hand)
        return False

    def _start(self, hand: Hand) -> None:
        at, scene = hand.at, hand.top
        if at == "TableScene" and self.ours(scene):
            self.phase = "play"
        elif at == "NewGameScene" and self.seating != "solo":
            if scene.game != self.game:
                hand.click(f"game:{self.game}")
            elif set_up_seats(hand, self.seats):
                hand.click("start")
        elif at == "SoloScene" and self.seating == "solo" and hand.app.settings.game == self.game:
            hand.click("start")
        elif at == "TutorialOffer":
            hand.click("no")
        elif in_menu_of(hand, self.game):
            hand.click("solo" if self.seating == "solo" else "new")

    def _play(self, hand: Hand) -> None:
        at, scene = hand.at, hand.top
        detour = self.detour
        if at == "TableScene" and self.ours(scene):
            if detour in ("save", "continue") and len(scene.match.placements()) >= 2:
                hand.click("menu")
            elif detour == "help" and len(scene.match.placements()) >= 1:
                hand.press("HELP")
            else:
                play_a_move(hand, scene)
        elif at == "PauseScene" and self.ours(hand.beneath):
            hand.click({"save": "save", "continue": "menu"}.get(detour or "", "resume"))
        elif at == "PauseScene":
            hand.click("menu")  # a game that random input started (a tutorial, say): left
        elif at == "SaveGameScene":
            if hand.click("save"):
                self.detour = None
        elif at == "HelpScene":
            self.detour = None if detour == "help" else detour
            hand.press("CANCEL")
        elif at == "MenuScene" and hand.app.settings.game == self.game and hand.click("continue"):
            self.detour = None if detour == "continue" else detour
        elif at == "ResultsScene" and scene.match.game_id == self.game:
            self.phase = "after"
        elif at == "MenuScene":
            self.phase = "start"  # the game was left, and there is none to continue
        else:
            back_out(hand)

    def _after(self, hand: Hand) -> bool:
        at, scene = hand.at, hand.top
        if at == "PauseScene" and trying_again(hand.beneath):
            hand.click("resume")  # back to Try again
        elif at in ("HelpScene", "RulesScene", "SaveGameScene"):
            back_out(hand)
        elif at == "ResultsScene":
            if self.after is None:
                return True
            hand.click(self.after)
        elif at == "BoardViewScene":
            self.stayed += 1
            if self.stayed > self.rng.randint(2, 8):
                self.after = None
                hand.press("CANCEL")
        elif at == "ReviewScene":
            self._review(hand, scene)
        elif at == "TableScene" and self.tried and trying_again(scene):
            try_a_position(hand, scene)
        elif at == "SummaryScene":
            self.after = None
            hand.click("back")
            return True
        else:  # random input left the results (played on, again, to the menu): once more
            self.phase = "start"
            self.tried = False
        return False

    def _review(self, hand: Hand, review: Any) -> None:
        """Watch the analysis run (looking at the moves now and then), then Try again;
        where there is nothing to try (the analysis marked no mistake of any seat),
        another game of the same seats, whose review will have some."""
        self.stayed += 1
        if review.review is None:
            if self.rng.random() < 0.2:
                hand.click("next")
            else:
                hand.wait()
        elif not self.tried:
            self.tried = hand.click("try_again")
        else:  # still here: nothing to try again (a toast says so)
            self.phase = "start"
            self.tried = False
            hand.click("back")


def trying_again(scene: object) -> bool:
    """Whether ``scene`` is a table where Try again coaches."""
    return isinstance(getattr(scene, "coach", None), TryAgainCoach)


def play_a_move(hand: Hand, table: Any) -> None:
    """One step of the person to move at ``table``: the curtain lifted, the exchange
    answered, a hint asked for and confirmed; while bots move, a moment's wait or a
    click that hurries the tile in flight (a middle click: it pans nothing when it does
    not drag)."""
    offered = hand.offered()
    if table.curtain is not None:
        hand.press("CONFIRM")
    elif "exchange" in offered or "keep" in offered:
        hand.click(hand.rng.choice([action for action in ("exchange", "keep")
                                    if action in offered]))
    elif table.mover_view() is None:
        if hand.rng.random() < 0.3:
            hand.click_in(table.layout.board, button=2)
        else:
            hand.wait()
    elif table.placing.tentative is not None:
        if not (hand.rng.random() < 0.5 and hand.click("confirm")):
            hand.press("CONFIRM")
    elif table.match.hint_pending:
        hand.wait()
    elif not (hand.rng.random() < 0.5 and hand.click("hint")):
        hand.press("HINT")


def try_a_position(hand: Hand, table: Any) -> None:
    """One step at a position of Try again: now and then the best placement shown on
    the board (the card's Show, or its key), then on to the next (the card's Skip or
    Next, or its key)."""
    if table.placing.tentative is not None:
        hand.press("CONFIRM")
    elif hand.rng.random() < 0.4:
        if not (hand.rng.random() < 0.5 and hand.click("SHOW")):
            hand.press("SHOW")
    elif not (hand.rng.random() < 0.5 and hand.click("GO_ON")):
        hand.press("GO_ON")


class Tutorial(Errand):
    """A tutorial started (from its one-time offer while one is due), a few of its
    cards read (by the card's Next or its key) and the hint asked for where a card
    waits for a placement, then left: by the card's Skip now and then, else for the
    menu."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__("tutorial")
        self.rng = rng
        self.offered: str | None = None
        self.game: str | None = None
        self.stayed = 0

    def step(self, hand: Hand) -> bool:
        at, scene = hand.at, hand.top
        if self.game is None:
            due = [kit.game.id for kit in kits() if offer_due(hand.app, kit.game.id, LEARNER)]
            self.offered = self.rng.choice(due) if due else None
            self.game = self.offered or self.rng.choice(
                [kit.game.id for kit in kits() if tutorial_of(kit.game.id) is not None])
        elif (self.offered is not None and not self.stayed
              and not offer_due(hand.app, self.offered, LEARNER)):
            self.offered = None  # random input turned the offer down: the menu's button
        if at == "TableScene" and scene.coach is not None:
            self.stayed += 1
            if self.stayed > 12:
                if self.rng.random() < 0.2 and hand.click("LEAVE"):
                    return False  # the card's Skip: to the menu, where the errand ends
                return towards_menu(hand)  # done once back at the menu
            read_or_hint(hand, scene)
        elif self.stayed:
            return towards_menu(hand)
        elif at == "TutorialOffer":
            hand.click("play")
        elif at == "NewGameScene" and self.offered is not None:
            if scene.game != self.offered:
                hand.click(f"game:{self.offered}")
            elif set_up_seats(hand, ["human", "medium"]):
                hand.click("start")
        elif in_menu_of(hand, self.game):
            hand.click("new" if self.offered is not None else "tutorial")
        return False


def read_or_hint(hand: Hand, table: Any) -> None:
    """One step of a tutorial: the card read (its Next or its key) where it can be
    closed, a tile put down confirmed, else the hint (the target cells pulse)."""
    if "CLOSE_CARD" in hand.offered():
        if not (hand.rng.random() < 0.5 and hand.click("CLOSE_CARD")):
            hand.press("CLOSE_CARD")
    elif table.placing.tentative is not None:
        hand.press("CONFIRM")
    else:
        hand.press("HINT")


class Visit(Errand):
    """A screen (``screen``, its class name) opened from the main menu (through
    ``path``: the actions clicked on the way), looked at for a few steps by
    ``looking``, then left; the errand is done once the screen was seen and is left
    (by ``looking``, by random input, or after its steps)."""

    def __init__(self, name: str, path: tuple[str, ...], screen: str,
                 looking: Callable[[Hand], object], rng: random.Random) -> None:
        super().__init__(name)
        self.path = path
        self.screen = screen
        self.looking = looking
        self.stay = rng.randint(2, 8)
        self.reached = 0
        """How many screens of the path are open."""
        self.seen = False

    def step(self, hand: Hand) -> bool:
        if self.reached == len(self.path):
            if hand.at != self.screen:
                self.reached = 0  # left, or the clicks went astray: again if not seen
                return self.seen
            self.seen = True
            self.stay -= 1
            if self.stay < 0 or hand.dismiss_message():
                return True
            self.looking(hand)
            return False
        if self.reached == 0 and not towards_menu(hand):
            return False
        if hand.click(self.path[self.reached]):
            self.reached += 1
        else:
            self.reached = 0  # somewhere else: from the menu again
            towards_menu(hand)
        return False


def look_around(actions: tuple[str, ...]) -> Callable[[Hand], object]:
    """Clicking now one, now another of ``actions`` (where offered)."""
    return lambda hand: hand.click(hand.rng.choice(actions))


def try_the_fields(hand: Hand) -> None:
    """A click on one of the form's fields (a check box, a slider, a dropdown or a list)."""
    elements = hand.elements()
    if elements:
        hand.click_in(hand.rng.choice(elements).rect)


def change_a_setting(hand: Hand) -> None:
    """Coordinates at the table turned on or off (so that games are played with and
    without them), or a click on another of the form's fields."""
    if hand.rng.random() < 0.3:
        hand.click_in(hand.top.coordinates_box.rect)
    else:
        try_the_fields(hand)


def load_something(hand: Hand) -> None:
    """A saved game picked in the list (a click on a row in view, twice loads it), or
    Load or Review of the one picked; now and then the list scrolled by the wheel."""
    listed = hand.top.list
    rows = [listed.row_rect(index) for index in
            range(listed.first, min(len(listed.files), listed.first + listed.in_view))]
    chance = hand.rng.random()
    if rows and chance < 0.5:
        hand.click_in(hand.rng.choice(rows))
    elif rows and chance < 0.6:
        hand.wheel(listed.rect, hand.rng.choice((-1, 1)))
    else:
        hand.click(hand.rng.choice(("load", "review")))
