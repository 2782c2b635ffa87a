"""The real game for the Orca test: the main window on a Beginner board (9 x 9,
10 mines) with a known layout, shown on the X server in $DISPLAY.

Reads commands on stdin ("key Down", "key space", "key shift+h", "key F10",
"quit") and sends each key as a real key event to the widget that has the
keyboard focus (the board, the end panel's name field or buttons, a dialog's
controls, an open menu...), as a keyboard would, from the event loop; prints
"ok" once each is queued. The layout (``*`` = mine, ``#`` = a safe cell the
opening leaves hidden)::

    0 0 0 0 0 0 0 2 *
    0 0 0 0 0 0 0 3 *
    0 0 0 0 0 0 0 3 *
    0 0 0 0 0 0 0 3 *
    0 0 0 0 0 0 0 2 *
    0 0 0 0 0 1 2 4 #
    0 0 0 0 0 2 * * *
    0 0 0 0 0 3 * # #
    0 0 0 0 0 2 * # #

Revealing (0, 0) opens 66 cells; (5, 8) is one more; (8, 8) opens the last 4.
"""

from __future__ import annotations

import sys
from pathlib import Path

MINES = [(0, 8), (1, 8), (2, 8), (3, 8), (4, 8), (6, 6), (6, 7), (6, 8), (7, 6), (8, 6)]


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import shiboken6
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QSocketNotifier, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from minesweeper_qt.engine import Game
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow

    modifiers = {"shift": Qt.KeyboardModifier.ShiftModifier,
                 "ctrl": Qt.KeyboardModifier.ControlModifier,
                 "alt": Qt.KeyboardModifier.AltModifier}
    names = {"Return": Qt.Key.Key_Return, "space": Qt.Key.Key_Space, "Tab": Qt.Key.Key_Tab,
             "Escape": Qt.Key.Key_Escape, "Prior": Qt.Key.Key_PageUp,
             "Next": Qt.Key.Key_PageDown}

    def parse(spec: str) -> tuple[Qt.Key, Qt.KeyboardModifier]:
        """"shift+h" -> (Key_H, Shift); "Down", "F10", "space", "m"..."""
        *mods, name = spec.split("+")
        modifier = Qt.KeyboardModifier.NoModifier
        for mod in mods:
            modifier |= modifiers[mod.lower()]
        key = names.get(name) or getattr(Qt.Key, "Key_" + (name.upper() if len(name) == 1
                                                           else name))
        return key, modifier

    app = QApplication(["minesweeper-orca"])
    app.setApplicationName("minesweeper-orca")
    translators = Translators()  # English as the program speaks it (plural forms)
    translators.install("en")
    window = MainWindow(Settings(), translators=translators)
    window.model.setGame(Game.from_layout(9, 9, MINES))  # a counted game on a known layout
    window.show()
    window.activateWindow()
    window.board.setFocus()

    def on_input() -> None:
        line = sys.stdin.readline().split()
        if not line or line[0] == "quit":
            app.quit()
            return
        if line[0] == "key":
            key, modifier = parse(line[1])

            def press() -> None:
                give_back()
                # As a keyboard would: an open menu takes the keys, else the focus.
                target = (QApplication.activePopupWidget() or QApplication.focusWidget()
                          or QApplication.activeWindow() or window)
                QTest.keyClick(target, key, modifier)
                QTimer.singleShot(200, give_back)  # (a window the key closed)

            # From the event loop: a key that opens a modal dialog runs its loop
            # inside the press, and the next commands are read in that loop.
            QTimer.singleShot(0, press)
        print("ok", flush=True)

    visited: list[QWidget] = []  # windows that had the focus, the latest last

    def give_back() -> None:
        """A window closed: bare Xvfb has no window manager to give the
        keyboard back to the window below, as one would."""
        if QApplication.activeWindow() is not None or QApplication.activePopupWidget():
            return
        shown = [w for w in visited if shiboken6.isValid(w) and w.isVisible()]
        (shown[-1] if shown else window).activateWindow()
        for _ in range(200):  # until the X server has said so (a few ms)
            if QApplication.activeWindow() is not None:
                return
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)

    def on_focus(_old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is not None:
            top = new.window()
            if top in visited:
                visited.remove(top)
            visited.append(top)

    app.focusChanged.connect(on_focus)

    class Shown(QObject):
        """A window just shown is the latest too (before it has the focus)."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) \
                    and watched.isWindow() and watched.windowType() in (
                        Qt.WindowType.Window, Qt.WindowType.Dialog):
                on_focus(None, watched)
            return False

    shown_filter = Shown(app)
    app.installEventFilter(shown_filter)
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_input)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
