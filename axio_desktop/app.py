"""The desktop game's window and loop: `python main.py`, the `axio` command, and the demo.

One plain loop: `clock.tick(60)`, events, update(dt), draw, flip. `App.step` runs
exactly one such iteration, so tests post real pygame events and step frames. The
`App` keeps the window, the loop, toasts and dialogs; it is the scenes' `ui.host.SceneHost`,
and the flow between screens lives in `ui.flow`.
"""

from __future__ import annotations

import argparse
import datetime
import html
import logging
import os
import sys
import time
import warnings
from collections.abc import Sequence
from dataclasses import replace
from importlib import resources
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on the player's console

import pygame
import pygame_gui
from pygame_gui.windows import UIMessageWindow

from . import PROGRAM
from .child_process import end_children
from .kits import find_kit, kits
from .ui.core.audio import Audio
from .ui.core.gui import draw_focus_ring, make_manager, rescale_manager
from .ui.core.input import SCREEN_KEYS, Action
from .ui.core.memory import give_back_freed_memory
from .ui.core.scale import factor, fitted_factor, set_factor, window_scale
from .ui.core.sprites import load_sprites
from .ui.core.stack import SceneStack
from .ui.core.theme import forget_fonts
from .ui.core.toast import TOAST_SECONDS, Toast
from .ui.core.wording import file_problem_text, save_error_text
from .ui.correspondence.desk import CorrespondenceDesk, GameRow
from .ui.correspondence.notices import DesktopNotices
from .ui.correspondence.words import turn_notice
from .ui.host import DemoOptions, Hosting
from .ui.hosting import ProgramHosting
from .ui.i18n import set_language, tr
from .ui.link_handover import LinkInbox, hand_over, is_link, link_problem, open_inbox
from .ui.link_scheme import register_links
from .ui.screens.flow import ScreenFlow
from .userdata import FileProblem, SaveError, paths
from .userdata.autosave import load_autosave
from .userdata.highscores import HighScoreTable
from .userdata.leftovers import clear_leftovers
from .userdata.settings import Settings
from .userdata.statistics import Statistics

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 600)
FPS = 60
MAX_DT = 0.1
FADE_SECONDS = 0.12
"""A new screen comes in over the last one's picture, fading out in this time."""
DEMO_BOT_DELAY = 0.25
GIL_SWITCH_SECONDS = 0.001
"""How long a thread that computes (a bot thinking, the autosave's writer) may keep the
interpreter while the frame loop waits for it: Python's 5 ms default made a frame that
started a bot's thread, or met it thinking, several milliseconds late."""

_log = logging.getLogger(__name__)


class App:
    """The window, the scene stack, the settings and everything scenes share: the
    `SceneHost` that every scene is handed."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        data_dir: str | os.PathLike[str] | None = None,
        demo: DemoOptions | None = None,
        frames: int | None = None,
        screenshot: Path | None = None,
        link: str | None = None,
        inbox: LinkInbox | None = None,
    ) -> None:
        """The program's window at ``size``; with ``link`` (an invitation) the player is
        asked to join that game, and ``inbox`` brings the links a second start hands over
        (closed with the program)."""
        if data_dir is not None:
            paths.use_data_dir(Path(data_dir))
        sys.setswitchinterval(GIL_SWITCH_SECONDS)
        self.kits = kits()
        clear_leftovers()
        _log.info("user data in %s", paths.data_dir())
        self.settings, problem = Settings.load()
        set_language(self.settings.language)
        self.demo = demo
        self.stop_after = frames
        self.last_frame_file = screenshot
        if demo is not None:
            self.settings = replace(
                self.settings, bot_delay=min(self.settings.bot_delay, DEMO_BOT_DELAY), sound=False
            )
        self.audio = Audio(self.settings)
        pygame.init()
        load_sprites()
        self.windowed_size = size or first_window_size(
            pygame.display.get_desktop_sizes(), self.settings.window_size
        )
        pygame.display.set_icon(window_icon())
        self.window = self._open_window(self.settings.fullscreen and demo is None)
        self._fit_scale()
        self.set_caption(None)
        pygame.key.set_repeat(320, 60)
        self.gui = make_manager(self.size)
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack()
        self.drawn_changes = -1
        """The scene stack's `changes` when the last frame was drawn."""
        self.running = True
        self.frames = 0
        self.toast: Toast | None = None
        self.message: UIMessageWindow | None = None
        """The dialog on screen (a file that failed to load, damaged user data), if any."""
        self.redraw = True
        """Whether the next frame must be drawn (set by every event); otherwise only a
        scene that is animating is drawn, so an idle screen costs almost nothing."""
        self.fade: tuple[pygame.Surface, float] | None = None
        """The last screen's picture and the seconds it still shows through the new one."""
        self._shown_top: object | None = None
        self.hosting: Hosting = ProgramHosting()
        """The game host of the games hosted from here, started when one is."""
        self.notices = DesktopNotices(enabled=demo is None
                                      and os.environ.get("SDL_VIDEODRIVER") != "dummy")
        """The system's notifications (none under the dummy driver: nobody sees them)."""
        self.correspondence = CorrespondenceDesk(time.time, self._tell_turn)
        if demo is None:
            self.correspondence.start()
        self.flow = ScreenFlow(self)
        self.flow.to_menu()
        self.inbox = inbox
        if demo is not None:
            self.flow.start_demo_game()
        else:
            self._tell_damaged_files(problem)
            if link is not None:
                self.flow.open_invitation(link)

    def _tell_damaged_files(self, settings_problem: FileProblem | None) -> None:
        """Look at every file the program keeps at start-up; what was damaged (and set
        aside as ``.bak``, the defaults used instead) is told in one dialog."""
        problems: list[FileProblem | None] = [settings_problem]
        for kit in self.kits:
            game = kit.game.id
            _record, autosave_problem = load_autosave(game)
            problems += [autosave_problem, HighScoreTable.load(game=game).problem,
                         Statistics.load(game=game).problem]
        told = [html.escape(file_problem_text(problem)) for problem in problems if problem]
        if told:
            self.show_message(tr("damaged.title"), "<br><br>".join(told))

    # The loop -------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    def run(self) -> None:
        while self.running:
            self.step()
            if self.stop_after is not None and self.frames >= self.stop_after:
                if self.last_frame_file is not None:
                    self.screenshot(self.last_frame_file)
                self.running = False
        self.close()

    def step(self, frames: int = 1, dt: float | None = None) -> None:
        """Run ``frames`` loop iterations. With ``dt`` each frame advances the game by
        that many seconds and does not wait for the clock (tests)."""
        for _ in range(frames):
            elapsed = self.clock.tick(FPS) / 1000 if dt is None else dt
            self._open_handed_links()
            for event in pygame.event.get():
                self.dispatch(event)
                if not self.running:
                    return
            elapsed = min(elapsed, MAX_DT)
            self.gui.update(elapsed)
            self.correspondence.poll()
            # The frame in which a motion ends (or a bot's or hint's answer lands) is drawn
            # too, though the scene is still by the end of it.
            was_animating = self.scenes.top.animating
            self.scenes.top.update(elapsed)
            self.flow.tell_refused_saves()
            if self.message is not None and not self.message.alive():  # type: ignore[no-untyped-call]
                self.message = None  # closed by its own button
            if self.scenes.changes != self.drawn_changes or self.message is not None:
                self.redraw = True
            if self.toast is not None:
                self.toast = self.toast.aged(elapsed, self.scenes.pushes)
                self.redraw = self.redraw or self.toast is None  # wipe it off the screen
            self._fade_on(elapsed)
            if (self.redraw or self.toast is not None or was_animating or self.fade
                    or self.scenes.top.animating):
                self.draw(self.window)
                self._draw_fade(self.window)
                pygame.display.flip()
            self.redraw = False
            self.drawn_changes = self.scenes.changes
            self.frames += 1

    def _fade_on(self, elapsed: float) -> None:
        """A screen that has just come on top fades in over the last one's picture (not
        with less motion); a fade under way moves on by ``elapsed``."""
        top = self.scenes.top
        if top is not self._shown_top:
            first = self._shown_top is None
            self._shown_top = top
            if not first and not self.settings.reduce_motion and FADE_SECONDS > 0:
                self.fade = (self.window.copy(), FADE_SECONDS)
                return
        if self.fade is not None:
            picture, left = self.fade
            self.fade = (picture, left - elapsed) if left > elapsed else None
            self.redraw = self.redraw or self.fade is None

    def _draw_fade(self, surface: pygame.Surface) -> None:
        if self.fade is not None:
            picture, left = self.fade
            picture.set_alpha(round(255 * left / FADE_SECONDS))
            surface.blit(picture, (0, 0))

    def _open_handed_links(self) -> None:
        """A link a second start handed over is opened, and the window comes forward."""
        if self.inbox is None:
            return
        for link in self.inbox.take():
            self.redraw = True
            self.flow.open_invitation(link)
            raise_window()

    def dispatch(self, event: pygame.event.Event) -> None:
        self.redraw = True
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.DROPFILE and is_link(event.file):
            # macOS hands a clicked link to the running program so (SDL's URL event)
            self.flow.open_invitation(event.file)
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
            return
        intent = SCREEN_KEYS.translate(event)
        if intent is not None and intent.action is Action.SCREENSHOT:
            self.screenshot()
            return
        if intent is not None and intent.action is Action.FULLSCREEN:
            self.toggle_fullscreen()
            return
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.message:
            self.message = None
            return
        if event.type == pygame.TEXTINPUT and event.text == "\t":
            return  # Tab moves between text fields (`GuiScene.focus_next_field`); it never types
        if self.gui.process_events(event):
            return
        if self.message is not None and self._modal_input(event):
            return
        self.scenes.top.handle_event(event)

    def _modal_input(self, event: pygame.event.Event) -> bool:
        """While a dialog is up, keys and clicks outside it do not reach the scene;
        Enter or Escape close it."""
        intent = SCREEN_KEYS.translate(event)
        if intent is not None and intent.action in (Action.CONFIRM, Action.CANCEL):
            self.close_message()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def show_message(self, title: str, html: str) -> None:
        """A dialog with ``html`` and a close button; the program carries on beneath."""
        self.close_message()
        width, height = self.size
        rect = pygame.Rect(0, 0, min(560, width - 80), min(340, height - 80))
        rect.center = (width // 2, height // 2)
        self.message = UIMessageWindow(rect, html, self.gui, window_title=title, always_on_top=True)
        button = self.message.dismiss_button
        if button is None:
            return
        label = tr("common.close")  # pygame_gui's own German reads "reject"
        button.set_text(label)
        if button.font is not None:  # it fits the button to its text with almost no margin
            container = self.message.get_container().get_rect()
            right_margin = container.right - button.rect.right
            bottom_margin = container.bottom - button.rect.bottom
            text_width, text_height = button.font.size(label)
            fitted = (text_width + 32, max(button.rect.height, text_height + 10))
            button.set_dimensions(fitted)
            button.set_relative_position((-right_margin - fitted[0], -bottom_margin - fitted[1]))

    def close_message(self) -> None:
        if self.message is not None:
            self.message.kill()  # type: ignore[no-untyped-call]
            self.message = None

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.scenes.visible():
            scene.draw(surface)
        self.gui.draw_ui(surface)
        self.scenes.top.draw_over(surface)
        draw_focus_ring(surface, self.gui)
        if self.toast is not None:
            top = self.scenes.top
            home = top.message_home()
            if home is not None:
                self.toast.draw_in(surface, home)
            else:
                self.toast.draw(surface, top.keep_clear(), top.message_area())

    def message_rects(self) -> list[pygame.Rect]:
        """Where every message on screen lies: the top scene's and the toast."""
        top = self.scenes.top
        rects = top.message_rects()
        if self.toast is not None:
            home = top.message_home()
            rects.append(home if home is not None
                         else self.toast.rect(self.size, top.keep_clear(), top.message_area()))
        return rects

    def covered_area(self) -> int:
        """How many pixels of what the top scene keeps clear (`Scene.keep_clear`) a
        message covers now: 0, as the layout gives every message a home of its own."""
        protected = self.scenes.top.keep_clear()
        return sum(message.clip(area).width * message.clip(area).height
                   for message in self.message_rects() for area in protected)

    # The window -------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _resized(self, size: tuple[int, int]) -> None:
        """Lay out for the new size; a window made smaller than 1024x600 grows back."""
        wanted = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.window.get_flags() & pygame.FULLSCREEN:
            return
        self.windowed_size = wanted
        if self.window.get_size() != wanted:
            self.window = pygame.display.set_mode(wanted, pygame.RESIZABLE)
        self._fit_scale()
        self.relayout()
        give_back_freed_memory()  # every scene was laid out anew for the new size

    def _remember_window_size(self) -> None:
        """The next start opens the window at the size it has now."""
        if self.demo is None and self.settings.window_size != self.windowed_size:
            self.save_settings(replace(self.settings, window_size=self.windowed_size))

    def relayout(self) -> None:
        self.gui.set_window_resolution(self.size)
        for scene in self.scenes:
            scene.resize(self.size)

    def set_caption(self, note: str | None) -> None:
        # the family's name: the chosen game is named on screen
        pygame.display.set_caption("AXIO" if note is None else f"AXIO · {note}")

    def toggle_fullscreen(self) -> None:
        fullscreen = not self.window.get_flags() & pygame.FULLSCREEN
        self.window = self._open_window(fullscreen)
        self._fit_scale()
        self.relayout()
        self.save_settings(replace(self.settings, fullscreen=fullscreen))

    def _fit_scale(self) -> None:
        """The interface's size for the window as it is now: the setting times the
        window's own scale, as far as the window holds it."""
        was = factor()
        set_factor(fitted_factor(self.settings.ui_scale, self.size,
                                 window_scale(self.window)))
        if factor() != was and hasattr(self, "gui"):
            rescale_manager(self.gui)

    def screenshot(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Save the current frame as PNG (F12 saves into the user data folder)."""
        if path is None:
            stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
            path = paths.data_dir() / "screenshots" / f"axio-{stamp}.png"
        target = Path(path)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.window, os.fspath(target))
        except (OSError, pygame.error) as error:
            self.show_toast(tr("toast.screenshot_failed", error=str(error)))
            return target
        self.show_toast(tr("toast.screenshot", path=str(target)))
        return target

    def show_toast(self, message: str) -> None:
        self.toast = Toast(message, TOAST_SECONDS, self.scenes.pushes)

    # Settings and saves -------------------------------------------------------------------

    def save_settings(self, settings: Settings) -> None:
        rescaled = settings.ui_scale != self.settings.ui_scale
        self.settings = settings
        set_language(settings.language)
        self.audio.settings = settings
        if rescaled:
            self._fit_scale()
            self.relayout()
        if self.demo is not None:
            return
        try:
            settings.save()
        except SaveError as error:
            self.show_toast(save_error_text(error))

    def quit(self) -> None:
        self.running = False

    def _tell_turn(self, row: GameRow) -> None:
        """A correspondence game has become the player's turn: a sound, and the system's
        notification (which shows while the window is behind others)."""
        self.audio.play("your_turn")
        self.notices.tell(*turn_notice(row))

    def close(self) -> None:
        self._remember_window_size()
        from .ui.table.scene import TableScene

        table = self.scenes.find(TableScene) if len(self.scenes) else None
        if isinstance(table, TableScene):
            table.leave_game()
        for scene in self.scenes:
            scene.end()
        self.flow.autosaves.flush()  # the last decision's autosave is on the disk
        self.hosting.stop()  # the other players are told that the host has gone
        self.correspondence.stop()
        self.notices.stop()
        if self.inbox is not None:
            self.inbox.close()
        forget_fonts()
        set_factor(1.0)  # the next window fits its own
        pygame.quit()


def raise_window() -> None:
    """Bring the window in front of the others, as far as the system lets a program."""
    try:
        with warnings.catch_warnings():
            # its replacement, pygame.Window made by the program, is not what set_mode gives
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.restore()
        window.focus()
    except pygame.error as error:
        _log.info("the window could not be raised: %s", error)


def window_icon() -> pygame.Surface:
    """The program's icon (drawn from a tile by ``tools/make_icon.py``), from the package."""
    icon = resources.files("axio_desktop").joinpath("icon/axio-desktop.png")
    with resources.as_file(icon) as path:
        return pygame.image.load(path)


DESKTOP_MARGIN = (80, 120)
"""Room left on the desktop for the window's title bar and frame and for a taskbar."""


def first_window_size(
    desktops: list[tuple[int, int]], remembered: tuple[int, int] | None
) -> tuple[int, int]:
    """The size the first window opens at: the size it had last time, else the
    default; in either case no larger than the desktop it opens on (less room for a
    title bar and a taskbar), and never below the 1024x600 layout."""
    wanted = remembered or DEFAULT_SIZE
    if desktops:
        width, height = desktops[0]
        wanted = (min(wanted[0], width - DESKTOP_MARGIN[0]),
                  min(wanted[1], height - DESKTOP_MARGIN[1]))
    return (max(MIN_SIZE[0], wanted[0]), max(MIN_SIZE[1], wanted[1]))


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"size {text!r} is not WIDTHxHEIGHT, e.g. 1280x800"
        ) from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"size {text!r} is too small")
    return (width, height)


def parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="axio", description="AXIO Rota, AXIO and AXIO Hex for the desktop."
    )
    parser.add_argument("--version", action="version", version=PROGRAM)
    parser.add_argument(
        "link", nargs="?",
        help="an invitation link, axio://HOST:PORT/ROOM (or axios://): join that game",
    )
    parser.add_argument(
        "--demo", action="store_true", help="let bots play on screen (attract mode)"
    )
    parser.add_argument(
        "--players",
        default="greedy,random,greedy",
        help="demo seats, comma separated bot levels (or 'human'), e.g. greedy,random",
    )
    game_ids = [kit.game.id for kit in kits()]
    parser.add_argument("--game", choices=game_ids, default=game_ids[0],
                        help=f"the demo's game (default: {game_ids[0]})")
    parser.add_argument("--seed", type=int, help="seed of the demo deal")
    parser.add_argument("--frames", type=int, help="stop after this many frames")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as this PNG file")
    parser.add_argument(
        "--size", type=parse_size,
        help="window size, e.g. 1280x800 (default: as last time, fitted to the desktop)",
    )
    parser.add_argument(
        "--verbose", action="store_true",
        help="tell on standard error what the program finds (its sounds, sprites, data folder)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parse_arguments(argv)
    if arguments.verbose:
        logging.basicConfig(level=logging.INFO, format="axio: %(message)s")
    link: str | None = arguments.link
    if link is not None and (problem := link_problem(link)) is not None:
        print(f"axio: {link[:80]!r} is not an invitation link such as "
              f"axio://192.168.1.20:7787/K7QX4P: {problem}", file=sys.stderr)
        return 2
    demo = None
    if arguments.demo:
        known_levels = find_kit(arguments.game).bots.levels
        specs = tuple(spec.strip() for spec in arguments.players.split(",") if spec.strip())
        unknown = [spec for spec in specs if spec != "human" and spec not in known_levels]
        if not 1 <= len(specs) <= 4 or unknown:
            known = ", ".join(known_levels)
            print(f"axio: --players needs 1 to 4 of: human, {known}; got {arguments.players!r}",
                  file=sys.stderr)
            return 2
        demo = DemoOptions(arguments.game, specs, arguments.seed)
    register_links()
    inbox = None
    if demo is None:
        if link is not None and hand_over(link, paths.data_dir()):
            return 0  # the program that runs already asks the player to join
        inbox = open_inbox(paths.data_dir())
    App(arguments.size, demo=demo, frames=arguments.frames, screenshot=arguments.screenshot,
        link=link, inbox=inbox).run()
    end_children()
    return 0

