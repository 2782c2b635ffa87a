"""The replay window as a player sees it: the whole board fits the screen
(smaller cells when needed, no needless scroll bars), and its figures are in
the language's digits."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from minesweeper_qt.engine import Game
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording
from minesweeper_qt.view.replay import replay_view
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


# --- issues #27 and #31: click marks and seeking ------------------------------------------


def _number_recording(offset: int, cell_px: int = 24) -> tuple[Recording, tuple[int, int]]:
    """A 9 x 9 game: the first click opens an area, the second clicks a "1"
    near its corner, then the pointer leaves outwards. Returns it and the cell."""
    mines = [(r, 5) for r in range(9)]
    game = Game.from_layout(9, 9, mines)
    rec = InputRecorder(9, 9, cell_px)
    x, y = 8 * cell_px + cell_px // 2, 4 * cell_px + cell_px // 2
    rec.press(100, Button.LEFT, x, y)
    rec.release(150, Button.LEFT, x, y)
    game.reveal(4, 8)
    rec.engine_move(150, game.moves[-1].kind, 4, 8)
    cell = (4, 6)  # a "3" beside the column of mines, opened by the first click
    assert game.is_revealed(*cell) and game.number(*cell) > 0
    # A press ``offset`` pixels right of and below the cell's top-left corner.
    px, py = cell[1] * cell_px + offset, cell[0] * cell_px + offset
    rec.press(5000, Button.LEFT, px, py)
    rec.release(5050, Button.LEFT, px, py)
    rec.move(5150, px + cell_px * 2, max(0, py - cell_px * 2))
    return rec.finish(mines), cell


@pytest.mark.parametrize("offset", [3, 12], ids=["corner", "middle"])
@pytest.mark.parametrize("cell_size", [16, 24, 32, 48])
def test_a_click_ring_never_hides_the_number_under_it(qapp: QApplication, cell_size: int,
                                                      offset: int, monkeypatch) -> None:
    recording, cell = _number_recording(offset)
    view = ReplayView(recording)
    try:
        view.board.setCellSize(cell_size)
        view.resize(view.sizeHint())
        view.show()
        view.seekTime(5200)
        QApplication.processEvents()
        board = view.board
        rect = board.visualRect(board.model().index(*cell))

        def grab():
            board.viewport().repaint()
            return board.viewport().grab(rect).toImage().convertToFormat(
                QImage.Format.Format_RGB32)

        with_ring = grab()
        # The same trail without the rings (drawn in a clear colour).
        for button in list(replay_view._CLICK_COLORS):
            monkeypatch.setitem(replay_view._CLICK_COLORS, button, QColor(0, 0, 0, 0))
        without = grab()
        colour = QColor(board.colors.numbers[view.model.game.number(*cell) - 1])

        def is_digit(c: QColor) -> bool:
            return max(abs(c.red() - colour.red()), abs(c.green() - colour.green()),
                       abs(c.blue() - colour.blue())) < 60

        digit = [(x, y) for y in range(without.height()) for x in range(without.width())
                 if is_digit(without.pixelColor(x, y))]
        assert len(digit) > 5  # the number is there
        hidden = [p for p in digit if not is_digit(with_ring.pixelColor(*p))]
        assert not hidden, f"{len(hidden)} of the number's {len(digit)} pixels hidden"
        ring = sum(1 for y in range(with_ring.height()) for x in range(with_ring.width())
                   if with_ring.pixelColor(x, y) != without.pixelColor(x, y))
        assert ring > 0  # the ring is drawn, around the number
    finally:
        view.close()


def test_a_click_on_the_slider_groove_seeks_there_and_keys_seek(qapp: QApplication) -> None:
    view = ReplayView(_recording(9, 9, 10))
    try:
        view.show()
        QTest.qWaitForWindowExposed(view)
        slider = view.seekSlider
        lo, hi = slider.minimum(), slider.maximum()
        assert hi - lo > 2000
        for share in (0.75, 0.25, 0.9):
            x = round(slider.width() * share)
            expected = slider.valueAt(x)  # before the labels beside it change its width
            QTest.mouseClick(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             QPoint(x, slider.height() // 2))
            QApplication.processEvents()
            assert abs(view.timeMs - expected) <= (hi - lo) * 0.01
            assert abs(view.timeMs - (lo + share * (hi - lo))) <= (hi - lo) * 0.15
        slider.setFocus()
        before = view.timeMs
        QTest.keyClick(slider, Qt.Key.Key_Left)
        assert view.timeMs == pytest.approx(before - 1000, abs=1)
        QTest.keyClick(slider, Qt.Key.Key_Home)
        assert view.timeMs == lo
        QTest.keyClick(slider, Qt.Key.Key_End)
        assert view.timeMs == hi
    finally:
        view.close()


def test_play_and_seek_never_resize_the_window(qapp: QApplication) -> None:
    # Issue 44: Play or a seek widened the replay window (521 -> 544 px):
    # the review landing then refitted it.
    view = ReplayView(_recording(9, 9, 10))
    try:
        view.show()
        QTest.qWaitForWindowExposed(view)
        for _ in range(3):
            QApplication.processEvents()
        shown = view.size()
        view.reviewPanel.runner.wait()
        for _ in range(5):
            QApplication.processEvents()
        assert view.size() == shown  # the review lands meanwhile (its words)
        size, least = view.size(), view.minimumSizeHint()
        slider = view.seekSlider
        steps = [view.togglePlay, lambda: slider.setValue(slider.maximum()),
                 view.togglePlay, lambda: slider.setValue(slider.minimum()),
                 lambda: slider.setValue((slider.minimum() + slider.maximum()) // 2)]
        for step in steps:
            step()
            for _ in range(3):
                QApplication.processEvents()
            assert view.size() == size
            # Nor could they: what the window needs stays the same.
            assert view.minimumSizeHint() == least
    finally:
        view.close()


def _pixel(widget: QWidget, x: int, y: int) -> str:
    """The colour of ``widget``'s logical point, as drawn (``#rrggbb``)."""
    image = widget.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(x * ratio), round(y * ratio)).name()


@pytest.mark.parametrize("theme", ["dark", "high-contrast", "classic"])
def test_the_replay_window_wears_the_theme_its_ruler_corner_too(make_window, settings,
                                                                theme: str) -> None:
    # Issue 44: in the replay window under the dark theme the ruler along the
    # board kept Classic's light grey, and the corner above the row labels
    # was the style's header box.
    settings.theme = theme
    window = make_window(shown=True)
    window.finishBuilding()
    view = window.replays.watch(_recording(9, 9, 10), "test")
    try:
        QTest.qWaitForWindowExposed(view)
        for _ in range(3):
            QApplication.processEvents()
        board = view.board
        ruler = window.board.colors.window
        assert board.colors is window.board.colors
        for shown in (board, window.board):  # the game's window's too
            rows, columns = shown.verticalHeader(), shown.horizontalHeader()
            corner = QRect(0, 0, rows.width(), columns.height()).translated(
                shown.frameWidth(), shown.frameWidth())
            assert corner.width() > 4 and corner.height() > 4
            for x, y in ((corner.center().x(), corner.center().y()),
                         (corner.left() + 1, corner.top() + 1),
                         (corner.right() - 1, corner.bottom() - 1)):
                assert _pixel(shown, x, y) == ruler, f"the corner at ({x}, {y})"
            assert _pixel(rows, 1, rows.height() - 2) == ruler  # the ruler beside it
        corner = QRect(0, 0, board.verticalHeader().width(), board.horizontalHeader().height()
                       ).translated(board.frameWidth(), board.frameWidth())
        # A theme chosen while the replay is open reaches it too.
        other = "classic" if theme != "classic" else "dark"
        window.themes.choose(other)
        QApplication.processEvents()
        assert board.colors is window.board.colors
        assert _pixel(board, corner.center().x(), corner.center().y()) \
            == window.board.colors.window != ruler
    finally:
        view.close()
