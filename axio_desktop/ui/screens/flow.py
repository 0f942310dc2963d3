"""The flow between screens: start, continue, load, results, menu, autosave.

Scenes ask for it through their host (``host.flow.start_game(match)``), so no scene
imports another screen's module to move on, and none imports the application.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from ...engine.envelope import FIELDS
from ...engine.errors import AxioError, RecordError
from ...engine.game import AnyGame, GameRecordLike
from ...engine.registry import game_of_document
from ...kits import find_kit
from ...userdata import SaveError
from ...userdata.autosave import (
    default_path,
    has_autosave,
    load_autosave,
)
from ...userdata.autosave_writer import AutosaveWriter
from ...userdata.statistics import Statistics
from ..core.memory import give_back_freed_memory
from ..core.wording import fault_text, file_problem_text, level_name, save_error_text
from ..host import SceneHost
from ..i18n import tr
from ..kit import new_match
from ..online.start import continue_kept, create, has_kept_seat, join
from ..review.opening import open_review, open_review_file
from ..table.coach import AnyCoach
from ..table.match import AnyMatch, SeatPlan
from ..table.scene import TableScene
from .menu_scene import MenuScene
from .results_scene import ResultsScene
from .rules_scene import RulesScene
from .solo_scene import enter_solo_result


class ScreenFlow:
    """The one `Flow` of the program, working through its host."""

    def __init__(self, host: SceneHost) -> None:
        self.host = host
        self.autosaves = AutosaveWriter()
        """Writes the autosave beside the frames (a decision's frame does not wait on the
        disk)."""

    def has_autosave(self) -> bool:
        """Whether the game chosen in the menu has a game to continue."""
        self.autosaves.flush()
        return has_autosave(default_path(self.host.settings.game))

    def autosave(self, match: AnyMatch) -> None:
        """Save the game after every move; when it has ended, forget the save."""
        if self.host.demo is not None or match.afar is not None:
            return  # an online game's seat is kept as the host welcomed it
        path = default_path(match.game_id)
        if match.state.finished:
            self.autosaves.clear(path)
        else:
            self.autosaves.save(match.record(), path)

    def tell_refused_saves(self) -> None:
        """An autosave the disk refused is told (once, as soon as it is known)."""
        refused = self.autosaves.refusal()
        if refused is not None:
            self.host.show_toast(save_error_text(refused))

    def start_game(self, match: AnyMatch, coach: AnyCoach | None = None) -> None:
        self.host.scenes.reset(MenuScene(self.host))
        give_back_freed_memory()  # the last game's screens are gone
        self.host.scenes.push(TableScene(self.host, match, find_kit(match.game_id).desktop.part,
                                         coach))
        if coach is None:
            self.autosave(match)

    def continue_game(self) -> None:
        game = self.host.settings.game
        self.autosaves.flush()
        record, problem = load_autosave(game)
        if problem:
            self.host.show_message(tr("damaged.title"), html.escape(file_problem_text(problem)))
        if record is None:
            if not problem:
                self.host.show_toast(tr("toast.no_autosave"))
            self.host.relayout()
            return
        try:
            match = find_kit(game).desktop.match_of(record)
        except (ValueError, AxioError) as error:  # e.g. a bot level this installation lacks
            self.host.show_message(
                tr("load.failed_title"),
                tr("toast.cannot_continue", error=html.escape(fault_text(error))),
            )
            return
        self.start_game(match)

    def load_game(self, path: Path) -> bool:
        """Load a record file and play on from where it stood; a file that fails to
        load is told in a dialog (the record's own message) and nothing else changes."""
        try:
            data = FIELDS.parse(FIELDS.read_file(path))
            game = game_of_document(data)
            match = find_kit(game.id).desktop.match_of(game.read_record(data))
        except (RecordError, ValueError, AxioError) as error:
            self.host.show_message(
                tr("load.failed_title"),
                tr("load.failed", path=html.escape(str(path)),
                   fault=html.escape(fault_text(error)), error=html.escape(str(error))),
            )
            return False
        if match.state.finished:
            match.close()
            self.host.show_message(
                tr("load.failed_title"), tr("load.finished", path=html.escape(str(path)))
            )
            return False
        self.start_game(match)
        return True

    def review_game(self, game: AnyGame, record: GameRecordLike) -> bool:
        return open_review(self.host, game, record)

    def review_file(self, path: Path) -> bool:
        return open_review_file(self.host, path)

    def start_demo_game(self) -> None:
        demo = self.host.demo
        assert demo is not None
        seats = [
            SeatPlan(
                _demo_name(index, spec),
                "human" if spec == "human" else "bot",
                None if spec == "human" else spec,
            )
            for index, spec in enumerate(demo.players)
        ]
        self.start_game(new_match(find_kit(demo.game).desktop, seats, demo.seed))

    def show_results(self, match: AnyMatch, counted: bool = True) -> None:
        """The results of a finished game; one not ``counted`` (a tutorial) leaves the
        statistics, the high scores and the saved game alone."""
        if match.afar is not None:
            match.afar.results()
            return
        outcome = match.state.outcome()
        assert outcome is not None
        match.close()
        placed = None
        if self.host.demo is None and counted:
            self.autosaves.clear(default_path(match.game_id))
            statistics = Statistics.load(game=match.game_id)
            statistics.record_game(match.players, outcome)
            try:
                statistics.save()
            except SaveError as error:
                self.host.show_toast(save_error_text(error))
            if len(match.players) == 1:
                placed = enter_solo_result(self.host, match)
        self.host.scenes.replace(ResultsScene(self.host, match, placed))

    def show_rules(self, game_id: str) -> None:
        self.host.scenes.push(RulesScene(self.host, find_kit(game_id)))

    def to_menu(self) -> None:
        self.host.scenes.reset(MenuScene(self.host))
        give_back_freed_memory()

    def join_online(self, url: str, room: str, name: str) -> None:
        join(self.host, url, room, name)

    def create_online(self, url: str, game_id: str, seats: Sequence[str], name: str, *,
                      addresses: Sequence[str] = ()) -> None:
        create(self.host, url, game_id, seats, name, addresses)

    def has_online_seat(self) -> bool:
        return has_kept_seat()

    def continue_online(self) -> bool:
        return continue_kept(self.host)

    def open_invitation(self, link: str) -> None:
        """The form that joins a correspondence game, with the link pasted (its server
        added once the player has checked the name to go by there)."""
        from ..correspondence.join_scene import join_invitation

        join_invitation(self.host, link)

    def my_games(self) -> None:
        # Imported when first asked: My games opens games at the table through this flow.
        from ..correspondence.my_games_scene import show_my_games

        show_my_games(self.host)

    def new_correspondence_game(self) -> None:
        from ..correspondence.new_game_scene import NewCorrespondenceScene

        self.host.scenes.push(NewCorrespondenceScene(self.host))

    def join_correspondence_game(self) -> None:
        from ..correspondence.join_scene import JoinCorrespondenceScene

        self.host.scenes.push(JoinCorrespondenceScene(self.host))


def _demo_name(index: int, spec: str) -> str:
    return (
        f"{level_name(spec)} {index + 1}"
        if spec != "human"
        else tr("seat.default_name", number=index + 1)
    )
