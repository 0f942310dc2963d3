"""The German catalogue, the rules texts and the first-game tips keep pace with the English."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[1] / "axio_desktop" / "ui" / "i18n"
LANGUAGES = ("en", "de")


def catalogue(language: str) -> dict[str, str]:
    data = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_the_german_catalogue_has_exactly_the_english_keys() -> None:
    english, german = catalogue("en"), catalogue("de")
    assert sorted(set(english) - set(german)) == [], "English keys without German text"
    assert sorted(set(german) - set(english)) == [], "German keys the program no longer uses"


def test_every_german_text_keeps_the_placeholders_of_the_english() -> None:
    english, german = catalogue("en"), catalogue("de")
    for key, text in german.items():
        assert isinstance(text, str) and text.strip(), key
        assert placeholders(text) == placeholders(english[key]), key


def test_the_german_catalogue_is_german() -> None:
    english, german = catalogue("en"), catalogue("de")
    translated = [key for key in english if german.get(key) != english[key]]
    assert len(translated) >= 0.8 * len(english)
    assert german["menu.rules"] == "Spielregeln" and german["colour.purple"] == "Lila"


def rules_sections(language: str) -> list[tuple[str, list[str]]]:
    """The rules text as (heading, lines) per ``## `` section."""
    sections: list[tuple[str, list[str]]] = []
    for line in (I18N / f"rules_{language}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            sections.append((line[3:], []))
        elif line.strip() and sections:
            sections[-1][1].append(line)
    return sections


def shape(lines: list[str]) -> list[str]:
    """What a section is made of: bullets, examples (led by a bold word) and paragraphs."""
    return ["bullet" if line.startswith("- ") else "example" if line.startswith("**") else "paragraph"
            for line in lines]


def test_the_rules_have_the_same_sections_in_both_languages() -> None:
    english, german = rules_sections("en"), rules_sections("de")
    assert len(english) == 7, "goal, placing, scoring, naming, AXIO, end, solo"
    assert [shape(lines) for _, lines in german] == [shape(lines) for _, lines in english]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_start_with_a_title_and_keep_their_markup_simple(language: str) -> None:
    text = (I18N / f"rules_{language}.md").read_text(encoding="utf-8")
    assert text.startswith("# ")
    for line in text.splitlines():
        assert not line.startswith(("###", "* ", "1. ", ">", "|")), line
        assert line.count("**") % 2 == 0, line


def test_every_game_has_short_tips_in_each_language() -> None:
    tips = json.loads((I18N / "tips.json").read_text(encoding="utf-8"))
    assert sorted(tips) == ["axio", "axio solo", "axio-hex", "axio-hex solo", "rota"]
    assert len(tips["rota"]["en"]) == 5
    for game, languages in tips.items():
        assert sorted(languages) == sorted(LANGUAGES), game
        for language in LANGUAGES:
            assert len(languages[language]) == len(languages["en"]), (game, language)
            for tip in languages[language]:
                assert isinstance(tip, str) and 20 <= len(tip) <= 130, tip
                assert not placeholders(tip), tip
