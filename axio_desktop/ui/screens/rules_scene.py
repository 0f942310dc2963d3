"""The rules screen of one of the three games: its rules text in the chosen language,
scrollable, beside its drawn examples (`rules_example`), painted by the same
renderers the game's table uses; the way to the game's tutorial, if it has one; and
its second page, Playing online (how to host and join, what to tell friends, what a
firewall may ask, what is sent over the network), the whole width of the screen."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING

import pygame

from ..core.gui import GuiScene, logical_size, to_window
from ..core.input import Action, Intent
from ..core.scale import px
from ..core.theme import ACCENT, TEXT, TEXT_DIM, font, text, wrap
from ..core.widgets import draw_panel
from ..i18n import FALLBACK, language, tr
from ..table.scene import TableScene
from ..tutorial.start import start_tutorial, tutorial_of
from .backdrop import below_title, draw_backdrop
from .rules_example import Example, draw_example

if TYPE_CHECKING:
    from ...kits import AnyKit
    from ..host import SceneHost

ONLINE_TEXT = "rules_online"
"""The page on playing online is ``ui/i18n/rules_online_<language>.md``."""


@lru_cache(maxsize=8)
def rules_text(code: str, name: str = "rules") -> str:
    """The rules text ``<name>_<code>.md`` (English when that language has none)."""
    for candidate in (code, FALLBACK):
        try:
            return (
                resources.files("axio_desktop.ui.i18n")
                .joinpath(f"{name}_{candidate}.md")
                .read_text(encoding="utf-8")
            )
        except OSError:
            continue
    return tr("rules.missing")


@lru_cache(maxsize=8)
def examples(draw: Callable[[], tuple[Example, ...]], code: str) -> tuple[Example, ...]:
    """The drawn examples ``draw`` makes, in language ``code`` (which only keys the
    cache: `tr` speaks it)."""
    del code
    return draw()


def rules_lines(markdown: str, width: int) -> list[tuple[str, int, bool, tuple[int, int, int]]]:
    """(text, size, bold, colour) per line at the interface's size: headings larger,
    bullets indented."""
    lines: list[tuple[str, int, bool, tuple[int, int, int]]] = []
    for raw in markdown.splitlines():
        line = raw.strip().replace("**", "")
        if not line:
            lines.append(("", px(10), False, TEXT))
        elif line.startswith("## "):
            lines.append((line[3:], px(20), True, ACCENT))
        elif line.startswith("# "):
            lines.append((line[2:], px(26), True, ACCENT))
        else:
            bullet = line.startswith("- ")
            body = f"•  {line[2:]}" if bullet else line
            for part in wrap(body, px(16), width - (px(18) if bullet else 0)):
                lines.append(
                    (
                        (" " * 4 if bullet and not part.startswith("•") else "") + part,
                        px(16),
                        False,
                        TEXT,
                    )
                )
    return lines


class RulesScene(GuiScene):
    """The rules text (scrolls) beside drawn examples (← → or the buttons step through)."""

    def __init__(self, host: SceneHost, kit: AnyKit, online: bool = False) -> None:
        super().__init__(host)
        self.kit = kit
        """The game whose rules are shown."""
        self.online = online
        """Whether the page on playing online is shown (else the game's rules)."""
        self.scroll = 0
        self.example = 0

    @property
    def examples(self) -> tuple[Example, ...]:
        return examples(self.kit.desktop.rules_examples, language())

    def title(self) -> str:
        if self.online:
            return tr("rules.online_title")
        return tr("rules.title_game", game=self.kit.game.title)

    def build(self, size: tuple[int, int]) -> None:
        bottom = size[1] - 66
        self.button(pygame.Rect(30, bottom, 160, 46), tr("common.back"), "back")
        if self.online:
            self.button(pygame.Rect(206, bottom, 240, 46),
                        tr("rules.game_page", game=self.kit.game.title), "game_page")
            return
        left = 206
        over_a_game = self.host.scenes.find(TableScene) is not None  # left by its own menu
        if tutorial_of(self.kit.game.id) is not None and not over_a_game:
            self.button(pygame.Rect(left, bottom, 200, 46), tr("tutorial.menu"), "tutorial")
            left += 216
        self.button(pygame.Rect(left, bottom, 180, 46), tr("rules.online_page"), "online_page")
        _, box = self.layout(size, self.top(size))
        self.button(pygame.Rect(box.x, bottom, 56, 46), "‹", "example_back")
        self.button(pygame.Rect(box.right - 56, bottom, 56, 46), "›", "example_next")

    def top(self, size: tuple[int, int]) -> int:
        """Below the title, in the unscaled layout of a window ``size`` big (unscaled)."""
        del size
        return below_title(self.host.size, self.title())

    def act(self, action: str) -> None:
        if action == "example_next":
            self.example = (self.example + 1) % len(self.examples)
        elif action == "example_back":
            self.example = (self.example - 1) % len(self.examples)
        elif action == "tutorial":
            start_tutorial(self.host, self.kit.game.id)
        elif action in ("online_page", "game_page"):
            self.online = action == "online_page"
            self.scroll = 0
            self.clear()
            self.build(self.layout_size)
        else:
            super().act(action)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * px(48))
            return
        super().handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CANCEL:
            self.host.scenes.pop()
        elif intent.action is Action.CURSOR and intent.step[0] and not self.online:
            self.example = (self.example + intent.step[0]) % len(self.examples)
        elif intent.action in (Action.CURSOR, Action.PAN):
            self.scroll = max(0, self.scroll + intent.step[1] * px(48))

    def layout(self, size: tuple[int, int], top: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The rules text on the left, the example on the right (above the buttons); the
        page on playing online has no examples: its text takes the whole width."""
        width, height = size
        if self.online:
            text_box = pygame.Rect(30, top, width - 60, height - top - 84)
            return text_box, pygame.Rect(text_box.right, top, 0, text_box.height)
        example_width = max(330, min(470, width * 37 // 100))
        text_box = pygame.Rect(30, top, width - example_width - 80, height - top - 84)
        example = pygame.Rect(text_box.right + 20, top, example_width, text_box.height)
        return text_box, example

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.title())
        layout = logical_size(surface.get_size())
        text_box, box = map(to_window, self.layout(layout, self.top(layout)))
        draw_panel(surface, text_box, (24, 30, 36), alpha=235)
        inner = pygame.Rect(
            text_box.x + px(18), text_box.y + px(12), text_box.width - px(36),
            text_box.height - px(36),
        )
        name = ONLINE_TEXT if self.online else self.kit.desktop.rules_text
        lines = rules_lines(rules_text(language(), name), inner.width)
        total = sum(font(size).get_linesize() for _, size, _, _ in lines)
        scroll = min(self.scroll, max(0, total - inner.height))
        previous = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - scroll
        for line, size, bold, colour in lines:
            if line and y + 40 > inner.y and y < inner.bottom:
                surface.blit(font(size, bold).render(line, True, colour), (inner.x, y))
            y += font(size, bold).get_linesize()
        surface.set_clip(previous)
        if total > inner.height:
            hint = font(px(13)).render(tr("rules.scroll"), True, TEXT_DIM)
            surface.blit(
                hint, hint.get_rect(bottomright=(text_box.right - px(12), text_box.bottom - px(5)))
            )
        if self.online:
            return
        draw_panel(surface, box, (24, 30, 36), alpha=235)
        shown = self.examples
        draw_example(surface, box, shown[self.example % len(shown)])
        counter = text(
            tr("rules.example_of", number=self.example + 1, count=len(shown)), px(14), TEXT_DIM
        )
        surface.blit(counter,
                     counter.get_rect(center=(box.centerx, surface.get_height() - px(43))))
