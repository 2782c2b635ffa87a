"""Helper of tests/test_help_kill.py (not a test): run the real program (as
``minesweeper_qt.app.main``) and take help in a game, or finish a resumed one.

Usage: ``python tests/help_kill_driver.py MODE [KIND]``

- ``help KIND`` (KIND ``P``, ``H`` or ``S``): once the window is up, a Beginner
  game on a fixed layout is opened by one reveal and saved; prints ``READY``;
  then takes help: ``P`` shows the probabilities (the game is assisted once
  they are worked out and shown), ``H`` shows a hint, ``S`` starts Solve (at
  the slow pace, so the game is still in play); prints ``SHOWN`` (flushed) as
  soon as the help is on the screen, and keeps running: the test kills it.
  Its disk is slow: every write of the save file takes 100 ms more.
- ``finish``: once the window is up, prints ``BEFORE <played> <won>`` of
  Beginner's statistics and ``RESUMED <moves> <assisted>`` of the game it
  resumed, reveals every safe cell, prints ``END <counting> <assisted>`` of
  the game end shown, and once the storage worker has it, ``PLAYED <played>
  <won>`` of Beginner and ``HISTORY <result> <counting> <assisted>`` of the
  history's latest row, then quits.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from minesweeper_qt.app import main
from minesweeper_qt.engine import Game
from minesweeper_qt.storage.history import History
from minesweeper_qt.storage.save_store import SaveStore

MINES = [(0, 0), (0, 8), (8, 0), (8, 8), (4, 4), (2, 6), (6, 2), (1, 3), (7, 5), (3, 8)]
#: The first reveal: an opening in the lower middle.
FIRST = (8, 3)
#: Seconds each write of the save file takes (a slow disk: an fsync of 100 ms).
SLOW_WRITE_S = 0.1


def slow_disk() -> None:
    """Every write of the save file takes :data:`SLOW_WRITE_S` longer (on the
    storage worker), so a kill within 100 ms of the help lands mid-write."""
    write = SaveStore.write

    def slow_write(self: SaveStore, *args: Any, **kwargs: Any) -> None:
        time.sleep(SLOW_WRITE_S)
        write(self, *args, **kwargs)

    SaveStore.write = slow_write  # type: ignore[method-assign]


def window() -> object:
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")


def take_help(w: object, kind: str) -> None:
    model = w.model  # type: ignore[attr-defined]
    session = w.session  # type: ignore[attr-defined]
    assist = w.assist  # type: ignore[attr-defined]
    game = Game.from_layout(9, 9, MINES)
    model.setGame(game)
    model.reveal(model.index(*FIRST))
    w.saveController.wait(30)  # type: ignore[attr-defined]
    print("READY", len(game.moves), int(session.assisted), flush=True)
    if kind == "P":
        assist.actionProbabilities.setChecked(True)
    elif kind == "H":
        hint = assist.showHint()
        assert hint is not None and hint.informative
    else:
        assist.setPace("slow")
        assist.solve(True)

    def shown() -> None:
        on_screen = {"P": lambda: assist.overlayLayer.probabilities is not None,
                     "H": lambda: assist.hintLayer.hint is not None,
                     "S": lambda: assist.autoPlayer.running}[kind]
        if on_screen():
            assert session.assisted
            print("SHOWN", flush=True)
        else:
            QTimer.singleShot(1, shown)

    shown()


def finish(w: object) -> None:
    model = w.model  # type: ignore[attr-defined]
    session = w.session  # type: ignore[attr-defined]
    game = model.game
    before = w.records.statistics("beginner")  # type: ignore[attr-defined]
    print("BEFORE", before.played, before.won, flush=True)
    print("RESUMED", len(game.moves), int(session.assisted), flush=True)

    def ended(event: object) -> None:
        print("END", event.counting.value, int(event.assisted), flush=True)  # type: ignore[attr-defined]
        QTimer.singleShot(0, report)

    def report() -> None:
        w.storage.wait(60)  # type: ignore[attr-defined]
        stats = w.records.statistics("beginner")  # type: ignore[attr-defined]
        print("PLAYED", stats.played, stats.won, flush=True)
        row = History(w.storage.history_path).list(  # type: ignore[attr-defined]
            order="id", descending=True)[0]
        print("HISTORY", row.result.value if row.result else "-", row.counting,
              int(row.assisted), flush=True)
        w.close()  # type: ignore[attr-defined]

    session.finished.connect(ended)
    for r in range(game.rows):
        for c in range(game.cols):
            if not game.is_mine(r, c) and not game.is_revealed(r, c):
                model.reveal(model.index(r, c))


def run(w: object, mode: str) -> None:
    if mode == "help":
        take_help(w, sys.argv[2])
    else:
        finish(w)


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    mode = sys.argv[1]
    if mode == "help":
        slow_disk()
    QTimer.singleShot(0, lambda: window().whenReady(  # type: ignore[attr-defined]
        lambda: run(window(), mode)))
    args = ["--difficulty", "beginner", "--new"] if mode == "help" else []
    sys.exit(main(args))
