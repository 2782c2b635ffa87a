"""The replay window as a player sees it: the whole board fits the screen
(smaller cells when needed, no needless scroll bars), and its figures are in
the language's digits."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Game
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording
from minesweeper_qt.view.replay.replay_view import MIN_CELL_PX, ReplayView


def _recording(rows: int, cols: int, mines: int, cell_px: int = 24, seed: int = 3) -> Recording:
    """A game clicked cell by cell (safe cells only) for a few dozen clicks."""
    game = Game(rows, cols, mines, seed=seed)
    rec = InputRecorder(rows, cols, cell_px)
    rng = random.Random(seed)
    t = 0
    cells = [(rows // 2, cols // 2)] + [(rng.randrange(rows), rng.randrange(cols))
                                        for _ in range(200)]
    clicks = 0
    for r, c in cells:
        if game.status.is_over or clicks >= 40:
            break
        if game.has_layout and ((r, c) in game.mines or game.is_revealed(r, c)):
            continue
        x, y = c * cell_px + cell_px // 2, r * cell_px + cell_px // 2
        t += rng.randrange(80, 300)
        rec.press(t, Button.LEFT, x, y)
        t += 50
        rec.release(t, Button.LEFT, x, y)
        game.reveal(r, c)
        rec.engine_move(t, game.moves[-1].kind, r, c)
        clicks += 1
    return rec.finish(game.mines)


@pytest.mark.parametrize("size", [(9, 9, 10), (16, 16, 40), (16, 30, 99), (24, 30, 200)])
def test_the_whole_board_shows_without_scroll_bars(qapp: QApplication, size: tuple[int, int, int]
                                                   ) -> None:
    view = ReplayView(_recording(*size, cell_px=32))
    view.show()
    QApplication.processEvents()
    try:
        board = view.board
        room = view.screen().availableGeometry()
        assert view.width() <= room.width() and view.height() <= room.height()
        assert board.horizontalScrollBar().maximum() == 0
        assert board.verticalScrollBar().maximum() == 0
        assert MIN_CELL_PX <= board.cellSize <= 32
        # Every cell is inside the viewport.
        last = board.visualRect(view.model.index(size[0] - 1, size[1] - 1))
        assert board.viewport().rect().contains(last)
    finally:
        view.close()


def test_a_board_too_large_for_the_screen_scrolls_at_the_smallest_cells(
        qapp: QApplication) -> None:
    view = ReplayView(_recording(200, 300, 9000))
    view.show()
    QApplication.processEvents()
    try:
        assert view.board.cellSize == MIN_CELL_PX
        room = view.screen().availableGeometry()
        assert view.width() <= room.width() and view.height() <= room.height()
        assert view.board.verticalScrollBar().maximum() > 0
    finally:
        view.close()


def test_figures_use_the_languages_digits(qapp: QApplication) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    try:
        view = ReplayView(_recording(9, 9, 10))
        view.seekEvent(len(view.recording.events) - 1)
        text = view.countersLabel.text() + view.timeLabel.text() + view.speedBox.currentText()
        view.close()
    finally:
        QLocale.setDefault(before)
    # Western digits only inside the names 3BV and 3BV/s.
    assert not re.search(r"[0-9]", text.replace("3BV", "")), text
    assert re.search("[\u0660-\u0669]", text)


def test_a_small_board_played_at_16_px_is_shown_at_full_size(qapp: QApplication) -> None:
    view = ReplayView(_recording(9, 9, 10, cell_px=16))
    view.show()
    QApplication.processEvents()
    try:
        assert view.board.cellSize == 32
    finally:
        view.close()
