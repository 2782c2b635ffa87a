"""Choices that no longer surprise (issue 44): the probabilities are off for a
new game unless the player keeps them on; the assist buttons can be hidden;
a new board larger than the window opens at its top-left corner."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import BEGINNER, Difficulty, Gesture, InputMode


def test_probabilities_go_off_for_a_new_game_unless_kept(make_window, settings) -> None:
    window = make_window(BEGINNER, seed=3)
    window.finishBuilding()
    assist = window.assist
    assist.actionProbabilities.setChecked(True)
    window.newGame(ask=False)
    assert not assist.actionProbabilities.isChecked() and not assist.overlayLayer.enabled
    window.model.act(window.model.index(4, 4), Gesture.PRIMARY, InputMode())
    assert not window.session.assisted  # the first click of the new game: not assisted
    assist.actionKeepProbabilities.setChecked(True)
    assert settings.keep_probabilities
    assist.actionProbabilities.setChecked(True)
    window.newGame(ask=False)
    assert assist.actionProbabilities.isChecked() and assist.overlayButton.isChecked()


def test_the_assist_buttons_can_be_hidden(make_window, settings) -> None:
    window = make_window(BEGINNER, seed=3, shown=True)
    window.finishBuilding()
    header = window.header
    assert header.hintButton.isVisible() and header.overlayButton.isVisible()
    window.assist.actionHideButtons.setChecked(True)
    assert settings.hide_assist_buttons
    assert not header.hintButton.isVisible() and not header.overlayButton.isVisible()
    assert window.assist.actionHint.isEnabled()  # H still gives a hint
    later = make_window(BEGINNER, seed=3, shown=True)  # remembered from the first paint
    assert not later.header.hintButton.isVisible()


def test_a_new_board_larger_than_the_window_opens_at_its_top_left(make_window) -> None:
    big = Difficulty.custom(300, 300, 9000)
    window = make_window(big, seed=3, shown=True)
    window.finishBuilding()
    for _ in range(4):
        QApplication.processEvents()
    board = window.board
    assert board.verticalScrollBar().maximum() > 0  # it does scroll
    assert (board.horizontalScrollBar().value(), board.verticalScrollBar().value()) == (0, 0)
    board.horizontalScrollBar().setValue(500)
    board.verticalScrollBar().setValue(700)
    window.newGame(ask=False)
    for _ in range(4):
        QApplication.processEvents()
    assert (board.horizontalScrollBar().value(), board.verticalScrollBar().value()) == (0, 0)
