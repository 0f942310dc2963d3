"""The words of a correspondence game's times, in English and German."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from axio_desktop.ui.correspondence.words import pace_text, since_text, span_text
from axio_desktop.ui.i18n import set_language

HOUR, DAY = 3600.0, 86400.0


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


def test_a_span_names_days_and_hours_and_a_moment_ago_its_largest_unit() -> None:
    assert span_text(3 * DAY - 60) == "2 days 23 hours"
    assert span_text(DAY + 30) == "1 day"
    assert span_text(5 * HOUR + 59 * 60) == "5 hours"
    assert span_text(20) == "1 minute"
    assert since_text(0, 2 * DAY + 5 * HOUR) == "2 days ago"
    assert pace_text(1) == "1 day per move" and pace_text(None) == "No time limit"


def test_german_says_vor_with_the_dative(german: None) -> None:
    assert since_text(0, 2 * DAY) == "vor 2 Tagen"
    assert since_text(0, DAY) == "vor 1 Tag"
    assert span_text(2 * DAY + HOUR) == "2 Tage 1 Stunde"
    assert pace_text(3) == "3 Tage pro Zug"
