"""Helper of the robustness tests (not a test): run the real program as
``minesweeper_qt.app.main`` with the given arguments and report on it.

Usage: ``python tests/app_driver.py MODE [program arguments...]``

Prints, flushed: ``START <rows> <cols>`` once the window is up, ``NOTICE <text>``
for a status-bar note, ``GAME <rows> <cols>`` when a new game starts (for
example from a later launch's command line), ``MOVED <moves>`` after a reveal
it made itself (saved: it waits for the save), ``ASKED give-up`` when the window
asks before giving up a game in play (answered yes), ``ASKED command-line`` when
the command line's new game would replace a saved game in play (answered yes),
and ``EXIT <status>`` when
main() returns. MODE ``close``: close the window 300 ms after start (once the
storage worker has told what it found: its notice printed too). MODE
``stay``: reveal the middle cell of every new game and keep running until a
signal (SIGTERM, SIGINT) closes the window. MODE ``ask``: reveal the middle
cell once and keep running; giving up the game asks the real question (a
dialog), printing ``ASKING`` as it opens. With a replay file the window is
the replay player: ``REPLAY <title>`` is printed instead of ``START``; then MODE
``replay`` prints ``BOARD <rows> <cols>``, seeks to the end, prints ``END
<status> <time ms> <3BV solved> <3BV> <left> <right> <chord> <revealed cells>``
and closes the player.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

from minesweeper_qt.app import main


def window() -> object:
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")


def replay_window() -> object | None:
    return next((w for w in QApplication.topLevelWidgets()
                 if w.objectName() == "replayView" and w.isVisible()), None)


def report_replay(view: object) -> None:
    """MODE ``replay``: the board's size, the end of the replay, then close."""
    rec = view.recording  # type: ignore[attr-defined]
    print("BOARD", rec.rows, rec.cols, flush=True)
    view.seekTime(rec.duration_ms)  # type: ignore[attr-defined]
    game = view.model.game  # type: ignore[attr-defined]
    c = view.counters()  # type: ignore[attr-defined]
    revealed = sum(game.is_revealed(r, col) for r in range(game.rows) for col in range(game.cols))
    print("END", game.status.name, c.time_ms, c.bbbv_solved, c.bbbv, c.left, c.right, c.double,
          revealed, flush=True)
    view.close()  # type: ignore[attr-defined]


_REPORTED: list[str] = []


def report_notice(win: object) -> None:
    note = win.findChild(QLabel, "notice")  # type: ignore[attr-defined]
    if note is not None and note.isVisible() and note.text() \
            and note.text() not in _REPORTED:
        _REPORTED.append(note.text())
        print("NOTICE", note.text().replace("\n", " "), flush=True)


def start(mode: str) -> None:
    player = replay_window()
    if player is None and not any(w.objectName() == "mainWindow"
                                  for w in QApplication.topLevelWidgets()):
        QTimer.singleShot(20, lambda: start(mode))  # a replay file still being read
        return
    if player is not None:  # a replay file: the player alone
        print("REPLAY", player.windowTitle(), flush=True)  # type: ignore[attr-defined]
        if mode == "close":
            QTimer.singleShot(300, player.close)  # type: ignore[attr-defined]
        elif mode == "replay":
            report_replay(player)
        return
    win = window()
    # The window paints its board first and is made whole right after.
    win.whenReady(lambda: drive(win, mode))  # type: ignore[attr-defined]


def drive(win: object, mode: str) -> None:
    model = win.model  # type: ignore[attr-defined]
    game = model.game
    print("START", game.rows, game.cols, flush=True)
    report_notice(win)

    def reveal() -> None:
        g = model.game
        model.reveal(model.index(g.rows // 2, g.cols // 2))
        if win.saveController is not None:  # type: ignore[attr-defined]
            win.saveController.wait(30)  # type: ignore[attr-defined]
        print("MOVED", len(model.game.moves), flush=True)

    def on_game() -> None:
        print("GAME", model.game.rows, model.game.cols, flush=True)
        if mode == "stay":
            QTimer.singleShot(0, reveal)

    def give_up() -> bool:
        # The "this game will count as a loss" question (a game in play is
        # replaced): answered yes, and reported.
        print("ASKED give-up", flush=True)
        return True

    def give_up_saved() -> bool:
        # The command line's new game would replace the saved game in play.
        print("ASKED command-line", flush=True)
        return True

    if mode == "ask":  # the real question (a dialog), announced as it opens
        real = win.askAbandon  # type: ignore[attr-defined]

        def asking() -> bool:
            print("ASKING", flush=True)
            return bool(real())

        win.askAbandon = asking  # type: ignore[attr-defined]
    else:
        win.askAbandon = give_up  # type: ignore[attr-defined]
    win.askCommandLineAbandon = give_up_saved  # type: ignore[attr-defined]
    model.gameChanged.connect(on_game)
    if mode == "close":
        def close() -> None:
            # What the storage worker found at the start (files set aside) is
            # told by then: reported too.
            win.storage.wait(30)  # type: ignore[attr-defined]
            QApplication.processEvents()
            report_notice(win)
            win.close()  # type: ignore[attr-defined]

        QTimer.singleShot(300, close)
    else:
        reveal()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, lambda: start(sys.argv[1]))
    status = main(["minesweeper-qt", *sys.argv[2:]])  # a program name, as run() gives
    print("EXIT", status, flush=True)
    sys.exit(status)
