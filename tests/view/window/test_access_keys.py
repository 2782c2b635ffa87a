"""Access keys: unique within each menu and among the window's own keys, in
every language, read off the real window."""

from __future__ import annotations

import pytest

from minesweeper_qt.engine import BEGINNER
from minesweeper_qt.i18n import Translators
from minesweeper_qt.languages import LANGUAGES, SOURCE_LANGUAGE
from minesweeper_qt.view.window.access_keys import (
    access_key,
    duplicate_access_keys,
    duplicates,
    key_levels,
)


def test_access_key_of_a_text() -> None:
    assert access_key("E&xit") == "x"
    assert access_key("&Hilfe") == "h"
    assert access_key("名前(&M):") == "m"
    assert access_key("Salt && &Pepper") == "p"
    assert access_key("Salt && pepper") is None
    assert access_key("Русский") is None
    assert access_key("&Игра") == "и"


def test_duplicates_name_the_level_and_texts() -> None:
    found = duplicates({"window": ["&Spiel", "&Hilfe beim Spiel", "&Hilfe"],
                        "&Spiel": ["&Neu", "B&eenden"]})
    assert found == ["window: Alt+H on '&Hilfe beim Spiel' and '&Hilfe'"]


@pytest.fixture
def whole_window(make_window):
    translators = Translators()
    window = make_window(BEGINNER, seed=1, translators=translators)
    window.finishBuilding()
    yield window
    translators.install(SOURCE_LANGUAGE)


def test_the_levels_are_the_real_menus(whole_window) -> None:
    levels = key_levels(whole_window)
    assert levels["window"][:4] == ["&Game", "&Options", "A&ssist", "&Help"]
    assert "&New game" in levels["window"] and "Your na&me:" in levels["window"]
    assert "La&nguage" in levels["&Options"]
    assert "S&low" in levels["A&ssist > Solve p&ace"]


def test_every_language_has_unique_access_keys(whole_window) -> None:
    found = []
    for code in LANGUAGES:
        whole_window.setLanguage(code)
        found += [f"{code}: {line}" for line in duplicate_access_keys(whole_window)]
    assert found == []
