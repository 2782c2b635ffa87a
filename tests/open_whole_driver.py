"""Helper of tests/view/window/test_opens_whole.py (not a test): run the real
program (``minesweeper_qt.app.main`` with the given arguments) on the screen
its environment gives; once its window is whole, report the board, then open
Beginner, Intermediate and Expert from the Game menu and report each.

Usage: ``python tests/open_whole_driver.py [program arguments...]``

Prints, flushed, ``SCREEN <x> <y> <width> <height>`` (the available geometry,
logical pixels), then for the board it opened with and each opened after it
``BOARD <rows> <cols> <cell px> <horizontal scroll range> <vertical scroll
range> <x> <y> <width> <height>`` (the window's frame geometry), and ``EXIT
<status>`` when main() returns.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from minesweeper_qt.app import main


def window() -> QWidget:
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")


def start() -> None:
    if not any(w.objectName() == "mainWindow" for w in QApplication.topLevelWidgets()):
        QTimer.singleShot(20, start)
        return
    win = window()
    win.whenReady(lambda: QTimer.singleShot(300, lambda: report(win, [
        "beginner", "intermediate", "expert"])))  # type: ignore[attr-defined]


def report(win: QWidget, left: list[str]) -> None:
    avail = win.screen().availableGeometry()
    if not getattr(win, "reported", False):
        print("SCREEN", avail.x(), avail.y(), avail.width(), avail.height(), flush=True)
        win.reported = True  # type: ignore[attr-defined]
    for _ in range(5):
        QApplication.processEvents()
    board, game = win.board, win.model.game  # type: ignore[attr-defined]
    frame = win.frameGeometry()
    print("BOARD", game.rows, game.cols, board.cellSize, board.horizontalScrollBar().maximum(),
          board.verticalScrollBar().maximum(), frame.x(), frame.y(), frame.width(),
          frame.height(), flush=True)
    if not left:
        win.close()
        return
    win.menus.sizeActions[left.pop(0)].trigger()  # type: ignore[attr-defined]
    QTimer.singleShot(300, lambda: report(win, left))


if __name__ == "__main__":
    QTimer.singleShot(0, start)
    status = main([sys.argv[0], *sys.argv[1:]])
    print("EXIT", status, flush=True)
