"""The replay window for a screen reader (issue 45): its board, slider and
buttons named, every step spoken with the move it shows, M to hear it again,
the review's words a Tab stop."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_replay_view import _recording

from minesweeper_qt.view.board import speech
from minesweeper_qt.view.replay.replay_view import ReplayView


@pytest.fixture
def spoken(monkeypatch) -> list[str]:
    words: list[str] = []
    real = speech.speak

    def speak(source, text: str) -> None:
        words.append(text)
        real(source, text)

    monkeypatch.setattr("minesweeper_qt.view.replay.replay_view.speak", speak)
    return words


def test_the_replay_windows_controls_are_named_and_each_step_is_spoken(
        qapp: QApplication, spoken: list[str]) -> None:
    view = ReplayView(_recording(9, 9, 10))
    view.show()
    view.activateWindow()
    QApplication.processEvents()
    try:
        assert view.board.accessibleName() == "Replay board"
        assert view.board.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert view.board.accessibleDescription().startswith("9 by 9 cells, 10 mines.")
        assert view.seekSlider.accessibleName() == "Replay time"
        assert view.stepForwardButton.accessibleName() == "One event forward (Right)"
        assert view.stepBackButton.accessibleName() == "One event back (Left)"
        panel = view.reviewPanel
        assert panel.nextButton.accessibleName() and panel.previousButton.accessibleName()
        assert not panel.textArea.focusPolicy() & Qt.FocusPolicy.TabFocus  # no unnamed stop
        assert panel.text.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert spoken == []
        view.stepForward()  # the first press: no move yet
        view.stepForward()  # its release: the first move
        assert re.fullmatch(r"Move 1 of \d+, [\d.]+ s: reveal at row 5, column 5: \w+",
                            spoken[-1]), spoken
        assert view.seekSlider.accessibleDescription() == view.timeLabel.text()
        QTest.keyClick(view, Qt.Key.Key_M)
        assert spoken[-1] == spoken[-2]  # M: the same move again
        view.seekEvent(-1)
        view.stepBack()
        assert spoken[-1] == "Before the first move"
        # Ctrl+Right / Ctrl+Left: by moves, over the events that made none.
        QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
        assert spoken[-1].startswith("Move 1 of ")
        QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
        assert spoken[-1].startswith("Move 2 of ")
        QTest.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
        assert spoken[-1].startswith("Move 1 of ")
        # Tab and Esc leave the board (it takes no other key).
        view.board.setFocus()
        QTest.keyClick(view.board, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not view.board
    finally:
        view.close()
