"""How a bot program's seat is named on screen: by the script it runs, inside its card."""

from __future__ import annotations

import pygame
import pytest

from axio_desktop.ui.core.scoreboard import ScoreCard, draw_scorecard
from axio_desktop.ui.core.wording import level_name, program_name

BACKGROUND = (255, 0, 255)


@pytest.mark.parametrize(
    ("command", "shown"),
    [
        ("python3 examples/random_bot.py", "random_bot.py"),
        ("python tests/bots/misbehaving_bot.py illegal", "misbehaving_bot.py"),
        ("./axiobot -v --level 3", "axiobot"),
        ("java -jar /opt/bots/strong.jar", "strong.jar"),
        ('"unclosed quote', '"unclosed'),
    ],
)
def test_a_program_is_named_by_what_it_runs(command: str, shown: str) -> None:
    assert program_name(command) == shown
    assert level_name(f"cmd:{command}") == shown


def test_a_long_detail_stays_inside_the_card_and_leaves_the_name_room() -> None:
    pygame.font.init()
    surface = pygame.Surface((400, 200))
    surface.fill(BACKGROUND)
    card_rect = pygame.Rect(40, 40, 268, 130)
    long_detail = "cmd:python tests/bots/misbehaving_bot.py illegal"
    card = ScoreCard("Mine", long_detail, (0,) * 5, (0.0,) * 5, (120, 200, 250), True,
                     colours="RGBOP", top=12, count="11 left")
    draw_scorecard(surface, card_rect, card)
    outside = [
        (x, y)
        for y in range(200)
        for x in range(400)
        if not card_rect.collidepoint(x, y) and surface.get_at((x, y))[:3] != BACKGROUND
    ]
    assert not outside, f"drawn outside the card at {outside[:3]}"
    name_pixels = sum(
        1
        for y in range(card_rect.y + 3, card_rect.y + 22)
        for x in range(card_rect.x + 10, card_rect.x + 60)
        if surface.get_at((x, y))[:3] == (120, 200, 250)
    )
    assert name_pixels > 20, "the player's name is drawn, not covered by the detail"


def test_the_tiles_left_are_shown_whole_after_a_long_detail() -> None:
    pygame.font.init()
    long_detail = "cmd:python tests/bots/misbehaving_bot.py illegal"

    def header_end(count: str) -> bytes:
        surface = pygame.Surface((300, 140))
        card = ScoreCard("Mine", long_detail, (0,) * 5, (0.0,) * 5, (120, 200, 250), False,
                         colours="RGBOP", top=12, count=count)
        draw_scorecard(surface, pygame.Rect(0, 0, 268, 130), card)
        return bytes(pygame.image.tobytes(surface.subsurface((200, 2, 60, 20)), "RGB"))

    assert header_end("11 left") != header_end("12 left"), "the count at the card's end"
