"""Help on a huge board (1000 x 1000, 206,000 mines): hints and the probability
overlay cover the part of the board in view, analysed on the worker after
each move and after scrolling; what they call certain is (pytest-qt, the real
window)."""

from __future__ import annotations

import random
import time
from typing import Any

from PySide6.QtWidgets import QApplication
from timing import reference_s

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.view.main_window import MainWindow

SIDE, MINES = 1000, 206_000


def _sound(window: MainWindow, mines: frozenset[tuple[int, int]]) -> int:
    """Check the overlay's certain cells against the layout; their count."""
    layer = window.assist.overlayLayer
    probs = layer.probabilities
    assert probs is not None
    certain = 0
    for i, p in enumerate(probs):
        if p in (0.0, 1.0):
            cell = (layer.top + i // layer.cols, layer.left + i % layer.cols)
            assert (cell in mines) == (p == 1.0), cell
            certain += 1
    return certain


def _wait(window: MainWindow, qtbot: Any, rect: tuple[int, int, int, int]) -> None:
    """Until the overlay's analysis covers ``rect``."""
    runner = window.assist.runner

    def covers() -> bool:
        a = runner.analysis
        if runner.busy or a is None:
            return False
        top, left, bottom, right = a.window
        return top <= rect[0] and left <= rect[1] and rect[2] <= bottom and rect[3] <= right

    qtbot.waitUntil(covers, timeout=20_000)
    QApplication.processEvents()


def test_the_overlay_covers_the_part_in_view_after_a_move_and_after_scrolling(
        ui: Any, window: MainWindow, qtbot: Any, fake_clock: Any) -> None:
    game = Game(SIDE, SIDE, MINES, seed=11, time_source=fake_clock)
    window.model.setGame(game)
    window.setZoom(24)
    board = window.board
    board.resize(640, 480)
    QApplication.processEvents()
    window.assist.setOverlay(True)
    assert window.assist.overlayLayer.enabled
    unit = reference_s()
    start = time.perf_counter()
    ui.click((3, 3))
    # The move only reads the window: 20 units (about 1 s idle); the whole board takes
    # many seconds.
    assert time.perf_counter() - start < 20 * max(unit, reference_s())
    assert game.status is Status.PLAYING
    mines = game.mines
    # Play a little: reveal the safe cells around the start that the layout allows.
    view = window.assist.viewWindow.rect()
    for r in range(view[0], min(view[2], 12)):
        for c in range(view[1], min(view[3], 12)):
            if (r, c) not in mines and not game.is_revealed(r, c) and (r + c) % 3 == 0:
                game.reveal(r, c)
    ui.click(next((r, c) for r in range(8) for c in range(8)
                  if (r, c) not in mines and not game.is_revealed(r, c)))
    _wait(window, qtbot, window.assist.viewWindow.rect())
    assert _sound(window, mines) > 0
    hidden = next((r, c) for r in range(12) for c in range(12)
                  if not game.is_revealed(r, c))
    tinted = ui.grab_cell(hidden)
    window.assist.setOverlay(False)
    QApplication.processEvents()
    assert ui.grab_cell(hidden) != tinted  # the tint was the overlay's
    window.assist.setOverlay(True)
    _wait(window, qtbot, window.assist.viewWindow.rect())

    # Scroll far away: once the view is still, the new part is analysed.
    board.verticalScrollBar().setValue(500 * 24)
    board.horizontalScrollBar().setValue(500 * 24)
    QApplication.processEvents()
    rect = window.assist.viewWindow.rect()
    assert rect[0] >= 490
    _wait(window, qtbot, rect)
    layer = window.assist.overlayLayer
    assert layer.top <= rect[0] and layer.left <= rect[1]
    before = ui.grab_cell((rect[0] + 2, rect[1] + 2))
    for r in range(rect[0], rect[2]):  # play in the new part of the board
        for c in range(rect[1], rect[3]):
            if (r, c) not in mines and (r * 7 + c) % 4 == 0:
                game.reveal(r, c)
    ui.click(next((r, c) for r in range(rect[0] + 1, rect[2]) for c in range(rect[1] + 1, rect[3])
                  if (r, c) not in mines and not game.is_revealed(r, c)))
    _wait(window, qtbot, rect)
    assert _sound(window, mines) > 20
    assert ui.grab_cell((rect[0] + 2, rect[1] + 2)) != before or game.is_revealed(
        rect[0] + 2, rect[1] + 2)

    # A hint in view, sound; Solve stays off with a message.
    hint = window.assist.showHint()
    assert hint is not None
    assert rect[0] - 3 <= hint.cell[0] < rect[2] + 3 and rect[1] - 3 <= hint.cell[1] < rect[3] + 3
    if hint.safe:
        assert hint.cell not in mines
    window.assist.solve()
    assert not window.assist.autoPlayer.running
    notice = window.findChild(type(window.assist.bar.text), "notice")
    assert "100,000" in notice.text() and "in view" in notice.text()
    window.assist.runner.wait()


def test_a_hint_with_no_safe_cell_in_view_looks_around_the_last_move(
        ui: Any, window: MainWindow, qtbot: Any, fake_clock: Any) -> None:
    """Scrolled away from where the player plays, H finds the safe cell near
    the last move (and scrolls to it) rather than a guess in an untouched part."""
    game = Game(SIDE, SIDE, MINES, seed=11, time_source=fake_clock)
    window.model.setGame(game)
    window.setZoom(24)
    window.board.resize(640, 480)
    QApplication.processEvents()
    ui.click((3, 3))
    mines = game.mines
    for r in range(12):  # as above: the start's part has certain cells
        for c in range(12):
            if (r, c) not in mines and not game.is_revealed(r, c) and (r + c) % 3 == 0:
                game.reveal(r, c)
    ui.click(next((r, c) for r in range(8) for c in range(8)
                  if (r, c) not in mines and not game.is_revealed(r, c)))
    last = game.moves[-1]
    window.board.verticalScrollBar().setValue(500 * 24)
    window.board.horizontalScrollBar().setValue(500 * 24)
    QApplication.processEvents()
    assert window.assist.viewWindow.rect()[0] >= 490
    hint = window.assist.showHint()
    assert hint is not None and hint.safe and hint.cell not in mines
    assert abs(hint.cell[0] - last.row) < 40 and abs(hint.cell[1] - last.col) < 40
    qtbot.waitUntil(lambda: window.assist.viewWindow.rect()[0] < 40)  # scrolled to it


def test_a_hint_in_a_part_with_nothing_hidden_looks_around_the_last_move(
        ui: Any, window: MainWindow, qtbot: Any, fake_clock: Any) -> None:
    """Scrolled to a part already opened (nothing to play in view), H finds
    the safe cell near the last move rather than nothing at all."""
    rng = random.Random(5)
    # A mine-free corner that one click opens, in a field of mines.
    mines = [(r, c) for r in range(SIDE) for c in range(SIDE)
             if (r >= 200 or c >= 200) and rng.random() < 0.2]
    game = Game.from_layout(SIDE, SIDE, mines, time_source=fake_clock)
    window.model.setGame(game)
    window.setZoom(24)
    window.board.resize(640, 480)
    QApplication.processEvents()
    ui.click((190, 190))
    assert game.status is Status.PLAYING and game.is_revealed(0, 0)
    window.board.verticalScrollBar().setValue(0)
    window.board.horizontalScrollBar().setValue(0)
    QApplication.processEvents()
    assert window.assist.viewWindow.rect()[2] < 100  # the opened corner only
    hint = window.assist.showHint()
    assert hint is not None and hint.safe and hint.cell not in set(mines)
    assert abs(hint.cell[0] - 190) < 40 and abs(hint.cell[1] - 190) < 40
    qtbot.waitUntil(lambda: window.assist.viewWindow.rect()[0] > 100)  # scrolled to it


def test_a_guess_on_a_huge_board_says_only_the_view_was_looked_at(
        ui: Any, window: MainWindow, fake_clock: Any) -> None:
    # A lone number at the start (no first-click safety): nothing is certain.
    mines = [(r, c) for r in range(0, SIDE, 3) for c in range(0, SIDE, 3)]
    game = Game.from_layout(SIDE, SIDE, mines, time_source=fake_clock)
    window.model.setGame(game)
    window.setZoom(24)
    window.board.resize(640, 480)
    QApplication.processEvents()
    ui.click((4, 4))
    assert game.status is Status.PLAYING and game.revealed_count == 1
    hint = window.assist.showHint()
    assert hint is not None and not hint.safe
    assert hint.text.endswith("Only the part of the board in view was looked at.")
    assert hint.spoken.endswith("Only the part of the board in view was looked at.")
