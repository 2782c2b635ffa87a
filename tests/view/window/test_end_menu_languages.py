"""The end menu in every language: no button or line cut short, at the real
window's size after a real win (with a best time and its name field) and a
real loss (with Undo)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from minesweeper_qt.engine import BEGINNER, Game
from minesweeper_qt.i18n import Translators
from minesweeper_qt.languages import LANGUAGES, SOURCE_LANGUAGE

MINES = [(0, 0), (0, 8), (8, 0), (8, 8), (4, 4), (2, 6), (6, 2), (1, 3), (7, 5), (3, 8)]


def _clipped(menu) -> list[str]:
    """Visible texts narrower than they need (a label that wraps may be)."""
    found = []
    for widget in [*menu.findChildren(QAbstractButton), *menu.findChildren(QLabel)]:
        if not widget.isVisibleTo(menu) or not widget.text():
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            continue
        if widget.width() < widget.sizeHint().width():
            found.append(f"{widget.text()!r}: {widget.width()} < {widget.sizeHint().width()}")
    return found


@pytest.fixture
def translated_window(make_window, settings):
    settings.animations = False
    translators = Translators()
    window = make_window(BEGINNER, seed=1, translators=translators, shown=True)
    window.finishBuilding()
    yield window
    translators.install(SOURCE_LANGUAGE)


def _end(window, qtbot, won: bool) -> None:
    window.newGame(BEGINNER)
    game = Game.from_layout(9, 9, MINES)
    window.model.setGame(game)
    model = window.model
    if won:
        for r in range(9):
            for c in range(9):
                if (r, c) not in MINES and not game.is_revealed(r, c):
                    model.reveal(model.index(r, c))
    else:
        model.reveal(model.index(2, 2))
        model.reveal(model.index(*MINES[4]))
    qtbot.waitUntil(lambda: window.dropMenu.isOpen and window.dropMenu.isVisible(),
                    timeout=10_000)
    qtbot.wait(50)


def test_no_text_is_cut_short_in_the_end_menu(translated_window, qtbot) -> None:
    window = translated_window
    found = []
    named = False
    for code in LANGUAGES:
        window.setLanguage(code)
        for won in (True, False):
            _end(window, qtbot, won)
            menu = window.dropMenu
            # What a player sees at these ends: the name field after a win
            # among the best times (the first ones), Undo after a loss.
            named = named or menu.nameEdit.isVisibleTo(menu)
            assert menu.undoButton.isVisibleTo(menu) == (not won)
            found += [f"{code} {'won' if won else 'lost'}: {line}" for line in _clipped(menu)]
    assert named
    assert found == []


def test_the_check_sees_a_cut_text(translated_window, qtbot) -> None:
    window = translated_window
    _end(window, qtbot, False)
    window.dropMenu.quitButton.setText("&Quit " + "and go on to something else " * 8)
    # The layout settles on posted events: waited for, not timed (a busy machine).
    qtbot.waitUntil(lambda: any("Quit" in line for line in _clipped(window.dropMenu)),
                    timeout=10_000)
