"""The German catalogue, the rules texts and the first-game tips keep pace with the English
(`test_catalogues` checks that every key and text the program asks for is there)."""

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


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_start_with_a_title_and_keep_their_markup_simple(language: str) -> None:
    texts = sorted(I18N.glob(f"rules*_{language}.md"))
    assert len(texts) == 4, "AXIO Rota, AXIO, AXIO Hex and the page on playing online"
    for path in texts:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("# ")
        for line in text.splitlines():
            assert not line.startswith(("###", "* ", "1. ", ">", "|")), line
            assert line.count("**") % 2 == 0, line


def test_every_game_has_short_tips_in_each_language() -> None:
    tips = json.loads((I18N / "tips.json").read_text(encoding="utf-8"))
    assert len(tips["rota"]["en"]) == 5 and len(tips["rota solo"]["en"]) == 5
    for game, languages in tips.items():
        assert sorted(languages) == sorted(LANGUAGES), game
        for language in LANGUAGES:
            assert len(languages[language]) == len(languages["en"]), (game, language)
            for tip in languages[language]:
                assert isinstance(tip, str) and 20 <= len(tip) <= 130, tip
                assert not placeholders(tip), tip


def test_solo_tips_never_speak_of_the_next_player() -> None:
    tips = json.loads((I18N / "tips.json").read_text(encoding="utf-8"))
    for mode in (mode for mode in tips if mode.endswith(" solo")):
        for tip in tips[mode]["en"] + tips[mode]["de"]:
            assert "next player" not in tip and "nächste" not in tip.lower(), (mode, tip)
