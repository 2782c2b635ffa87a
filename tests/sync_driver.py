"""Helper of tests/test_no_sync_on_gui_thread.py (not a test): run the real
program (``minesweeper_qt.app.main``) and, between two marks, start new games
of other sizes, play a move in each, change an option and zoom, waiting for the
storage after each step.

Usage: ``python tests/sync_driver.py``

The marks are ``access()`` calls on the paths ``/msqt-mark-begin`` and
``/msqt-mark-end`` (they need not exist), so that a system-call trace shows
which flushes came between them; ``DONE`` is printed at the end.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from minesweeper_qt.app import main
from minesweeper_qt.engine import BEGINNER, EXPERT, INTERMEDIATE


def window() -> object:
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")


def settle(w: object) -> None:
    for _ in range(3):
        w.storage.wait(30)  # type: ignore[attr-defined]
        QCoreApplication.processEvents()


def run(w: object) -> None:
    settle(w)
    os.access("/msqt-mark-begin", os.F_OK)
    for size in (EXPERT, INTERMEDIATE, BEGINNER, EXPERT):
        w.newGame(size, ask=False)  # type: ignore[attr-defined]
        QCoreApplication.processEvents()
        model = w.model  # type: ignore[attr-defined]
        model.reveal(model.index(size.rows // 2, size.cols // 2))  # a game in play (saved)
        settle(w)
    w.settings.question_marks = not w.settings.question_marks  # type: ignore[attr-defined]
    w.zoomBy(1)  # type: ignore[attr-defined]
    for _ in range(20):  # QSettings syncs by itself from the event loop
        QCoreApplication.processEvents()
    settle(w)
    os.access("/msqt-mark-end", os.F_OK)
    print("DONE", flush=True)
    w.close()  # type: ignore[attr-defined]


def start() -> None:
    w = window()
    w.whenReady(lambda: QTimer.singleShot(0, lambda: run(w)))  # type: ignore[attr-defined]


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, start)
    sys.exit(main(["--difficulty", "beginner", "--new"]))
