"""The real game for the AT-SPI test: a 5 x 5 board with known mines, shown on the
X server in $DISPLAY. Reads commands on stdin ("key Right", "key space", "quit")
and sends them as real key events to the board; prints "ok" after each."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QSocketNotifier, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Game
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view.main_window import MainWindow

KEYS = {"Right": Qt.Key.Key_Right, "Down": Qt.Key.Key_Down, "space": Qt.Key.Key_Space}
CROSS = [(0, 0), (0, 4), (2, 2), (4, 0), (4, 4)]

app = QApplication(["minesweeper-atspi"])
app.setApplicationName("minesweeper-atspi")
window = MainWindow(Settings())
window.session.resume(Game.from_layout(5, 5, CROSS), counted=False)
window.show()
window.activateWindow()
window.board.setFocus()


def on_input() -> None:
    line = sys.stdin.readline().split()
    if not line or line[0] == "quit":
        app.quit()
        return
    if line[0] == "key":
        QTest.keyClick(window.board, KEYS[line[1]])
    print("ok", flush=True)


notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
notifier.activated.connect(on_input)
print("ready", flush=True)
app.exec()
