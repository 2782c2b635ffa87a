"""Helper of the teardown test (not a test): open and close the real window N
times with background work in flight, as a player who closes the window
mid-game does, and report what outlived each window.

Usage: ``python tests/view/teardown_driver.py N SEED``. Each round builds the
window on its own private folders, then at random: a first reveal on a
no-guess board (the board maker's job), the probabilities on a board large
enough to be analysed on a worker, a hint, a finished game (the end figures'
worker, as for a huge board, and the storage worker's writes), the History window (its reads on the
storage worker); closes the window at a random moment, deletes it or leaves it
to the garbage collector. After each close it checks that no worker thread of
that window still runs. Prints ``LEFT <round> <what>`` for anything that
outlived its window and ``DONE <rounds>`` at the end; a crash ends the process
with a signal instead.
"""

from __future__ import annotations

import gc
import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Difficulty, Game
from minesweeper_qt.session import game_session
from minesweeper_qt.storage import threads
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view.main_window import MainWindow


def turns(rng: random.Random) -> None:
    """A few turns of the event loop, sometimes long enough for delayed work to start."""
    for _ in range(rng.randrange(4)):
        QCoreApplication.processEvents()
    if rng.random() < 0.3:
        QTest.qWait(rng.choice([20, 60, 120]))


def one_round(number: int, rng: random.Random, home: Path, kept: list[MainWindow]) -> None:
    settings = Settings(QSettings(str(home / f"settings-{number}.ini"),
                                  QSettings.Format.IniFormat))
    settings.no_guess = rng.random() < 0.6
    rows, cols = rng.choice([(9, 9), (16, 30), (30, 40)])
    window = MainWindow(settings, Difficulty(rows, cols, rows * cols // 6),
                        data_folder=home / f"data-{number}")
    window.askAbandon = lambda: True  # type: ignore[method-assign]
    window.show()
    window.finishBuilding()
    board = window.board
    QTest.keyClick(board, Qt.Key.Key_Right)  # shows the cursor
    QTest.keyClick(board, Qt.Key.Key_Space)  # the first reveal: maybe a no-guess job
    turns(rng)
    if rng.random() < 0.5:
        window.assist.setOverlay(True)  # the analysis, on a worker past 100 cells
    if rng.random() < 0.3:
        QTest.keyClick(board, Qt.Key.Key_H)
    # Half the rounds work a finished game's figures out on the end-figures worker, as
    # for a huge board (small boards here: 200 rounds stay quick).
    game_session.HUGE_CELLS = 0 if rng.random() < 0.5 else 250_000
    if rng.random() < 0.4:  # a finished game: end figures and storage writes
        window.model.setGame(Game.from_layout(3, 3, [(0, 0)]))
        window.model.reveal(window.model.index(2, 2))
    if rng.random() < 0.3:
        window.replays.showHistory()
    turns(rng)
    pools = list(window.findChildren(QThreadPool))
    window.close()
    for pool in pools:
        if pool.activeThreadCount():
            print("LEFT", number, f"a running pool job ({pool.parent().metaObject().className()})",
                  flush=True)
    for worker in list(threads._RUNNING):
        print("LEFT", number, f"the {worker.name} thread", flush=True)
    if rng.random() < 0.5:
        window.deleteLater()
    else:
        kept.append(window)  # collected later, in a garbage collection
        if len(kept) > 2:
            kept.pop(0)
    del window, board
    if rng.random() < 0.5:
        gc.collect()


def main(argv: list[str]) -> int:
    rounds, seed = int(argv[1]), int(argv[2])
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(["teardown"])
    home = Path(os.environ["HOME"])
    rng = random.Random(seed)
    kept: list[MainWindow] = []
    for number in range(rounds):
        one_round(number, rng, home, kept)
    kept.clear()
    gc.collect()
    QCoreApplication.processEvents()
    print("DONE", rounds, flush=True)
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
