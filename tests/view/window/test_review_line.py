"""The end-of-game drop-down's review line in the real window: after a game it
reads "N guesses, M avoidable · Review" and opens the replay window on that
game, at its first guess; a new game takes it away."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from minesweeper_qt.engine import Status
from minesweeper_qt.i18n import Translators
from minesweeper_qt.replay.review import review
from minesweeper_qt.view.main_window import MainWindow
from minesweeper_qt.view.replay.replay_view import ReplayView
from minesweeper_qt.view.replay.review_text import menu_line


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    translators = Translators()
    translators.install("en")
    yield
    translators.remove()


def test_the_line_after_a_game_opens_its_review(english: None, ui: Any, window: MainWindow,
                                                qtbot: Any) -> None:
    game = ui.load_cross()
    ui.click((0, 2))  # the top opening: certainly safe after the first click
    ui.click((2, 2))  # the centre: a guess, and the mine
    assert game.status is Status.LOST
    line = window.reviewLine
    qtbot.waitUntil(lambda: line.button.isVisible(), timeout=10_000)
    recording = window.replays.recorder.last
    assert recording is not None
    expected = review(recording)
    assert expected.summary.guesses == 1
    assert line.button.text() == menu_line(expected) + " \u00b7 Review"
    assert line.button.text().startswith("1 guess, ")
    assert line.button.parent() is window.dropMenu and window.dropMenu.isVisible()
    line.button.click()
    view = window.replays.windows[-1]
    assert isinstance(view, ReplayView)
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.reviewPanel.current == 0, timeout=10_000)
    assert view.reviewLayer.move is not None and view.reviewLayer.move.cell == (2, 2)
    window.newGame()
    assert not line.button.isVisible()
