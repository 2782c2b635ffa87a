"""Helper of tests/view/dialogs/test_dialogs_fit_screen.py (not a test): run the
real program (``minesweeper_qt.app.main`` with the given arguments) on the
screen its environment gives, win a 5 x 5 game with one mine (a long board
name in the history), then open every dialog of the menus in turn, then lose an Intermediate game
and watch its replay.

Usage: ``python tests/dialog_fit_driver.py [program arguments...]``

Prints, flushed, ``SCREEN <x> <y> <width> <height>`` (the available geometry,
logical pixels), then for each dialog ``DIALOG <action> <x> <y> <width>
<height>`` (its frame geometry), ``REPLAY <cell px> <horizontal scroll range>
<vertical scroll range> <last cell shown: 1 or 0> <x> <y> <width> <height>``
(the replay window, once reviewed) and ``EXIT <status>`` when main() returns.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from minesweeper_qt.app import main
from minesweeper_qt.engine import Difficulty, Game

#: The menus' actions that open a window (Game, Options, Assist and Help menus).
ACTIONS = ("actionCustom", "actionDaily", "actionBestTimes", "actionHistory",
           "actionOpenReplay", "actionHowToPlay", "actionAbout")


def window() -> QWidget:
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")


def start() -> None:
    if not any(w.objectName() == "mainWindow" for w in QApplication.topLevelWidgets()):
        QTimer.singleShot(20, start)
        return
    win = window()
    win.whenReady(lambda: win_a_game(win))  # type: ignore[attr-defined]


def win_a_game(win: QWidget) -> None:
    avail = win.screen().availableGeometry()
    print("SCREEN", avail.x(), avail.y(), avail.width(), avail.height(), flush=True)
    win.newGame(Difficulty(5, 5, 1))  # type: ignore[attr-defined]
    model = win.model  # type: ignore[attr-defined]
    model.setGame(Game.from_layout(5, 5, [(0, 0)]))
    model.reveal(model.index(4, 4))
    win.storage.wait(30)  # type: ignore[attr-defined]
    QTimer.singleShot(200, lambda: open_next(win, list(ACTIONS)))


def open_next(win: QWidget, left: list[str]) -> None:
    if not left:
        watch_a_replay(win)
        return
    name = left.pop(0)
    before = set(QApplication.topLevelWidgets())

    def measure() -> None:
        QApplication.processEvents()
        shown = [w for w in QApplication.topLevelWidgets()
                 if w.isVisible() and w is not win and (w not in before or w.isModal())]
        for dialog in shown:
            wait = getattr(dialog, "waitIdle", None)
            if wait is not None:  # the history: its filters filled, as the player sees it
                wait()
                for _ in range(5):
                    QApplication.processEvents()
            frame: QRect = dialog.frameGeometry()
            print("DIALOG", name, frame.x(), frame.y(), frame.width(), frame.height(),
                  flush=True)
            dialog.close()
        QTimer.singleShot(100, lambda: open_next(win, left))

    QTimer.singleShot(400, measure)
    getattr(win.menus, name).trigger()  # type: ignore[attr-defined]


def watch_a_replay(win: QWidget) -> None:
    """Lose an Intermediate game (16 x 16), watch its replay, report it."""
    win.newGame(Difficulty(16, 16, 40))  # type: ignore[attr-defined]
    mines = [(r, c) for r in range(16) for c in range(16) if (r * 7 + c * 3) % 13 == 0][:40]
    model = win.model  # type: ignore[attr-defined]
    model.setGame(Game.from_layout(16, 16, mines))
    model.reveal(model.index(15, 15))
    model.reveal(model.index(*mines[0]))
    view = win.replays.watchLast()  # type: ignore[attr-defined]

    def report() -> None:
        if not view.reviewPanel.ready:  # type: ignore[attr-defined]
            QTimer.singleShot(50, report)
            return
        for _ in range(5):
            QApplication.processEvents()
        board = view.board  # type: ignore[attr-defined]
        last = board.visualRect(board.model().index(15, 15))
        frame = view.frameGeometry()
        print("REPLAY", board.cellSize, board.horizontalScrollBar().maximum(),
              board.verticalScrollBar().maximum(),
              int(board.viewport().rect().contains(last)),
              frame.x(), frame.y(), frame.width(), frame.height(), flush=True)
        view.close()
        win.close()

    QTimer.singleShot(100, report)


if __name__ == "__main__":
    QTimer.singleShot(0, start)
    status = main([sys.argv[0], *sys.argv[1:]])
    print("EXIT", status, flush=True)
