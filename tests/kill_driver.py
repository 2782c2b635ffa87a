"""Helper of tests/test_kill.py (not a test): run the real program, as
``minesweeper_qt.app.main`` with the given arguments, and play it non-stop
through the window's model, as fast as the event loop allows.

Usage: ``python tests/kill_driver.py SEED [program arguments...]``

Prints one line per step, flushed, each *after* the step has returned (so
after its save): ``START``, ``MOVE`` or ``NEW``, then the game as
``<moves> <seed> <status> <digest> <paused>`` (see :func:`describe`). Before
each move it prints ``TRY <ends>``: 1 when the move will end the game (worked
out on a copy), which is when the move in flight may remove the file. The test
kills this process with SIGKILL at a random moment and compares the save file
with the last lines printed.

Saves run on the controller's writer thread; the driver waits for each to be
on disk (``SaveController.wait``) before printing the step, so "printed" still
means "saved" and a kill mid-write is a kill of the move in flight.

Saves are never coalesced here (``SaveController.immediate_budget`` is
infinite): on a loaded machine a slow save would otherwise make the file lag
a few moves by design, which the test could not tell from a lost move.
"""

from __future__ import annotations

import hashlib
import random
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from minesweeper_qt.app import main
from minesweeper_qt.engine import EXPERT, Difficulty, Game
from minesweeper_qt.storage.save_controller import SaveController

SIZES = [EXPERT, Difficulty(30, 40, 200), Difficulty(9, 9, 10)]


def describe(game: Game) -> str:
    """``<moves> <seed> <status> <digest> <paused>``: the digest covers the cell
    states and the mines."""
    snap = game.snapshot()
    digest = hashlib.sha1(snap.cells + repr(snap.mines).encode()).hexdigest()[:16]
    return f"{len(game.moves)} {game.seed} {game.status.value} {digest} {int(game.paused)}"


def play(seed: int) -> None:
    rng = random.Random(seed)
    window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
    model = window.model  # type: ignore[attr-defined]
    controller = window.saveController  # type: ignore[attr-defined]

    def saved() -> None:
        if controller is not None:
            controller.wait(30)

    print("START", describe(model.game), flush=True)

    def step() -> None:
        game = model.game
        if game.status.is_over:
            window.newGame(rng.choice(SIZES))  # type: ignore[attr-defined]
            saved()
            print("NEW", describe(model.game), flush=True)
            return
        cell = rng.randrange(game.rows), rng.randrange(game.cols)
        roll = rng.random()
        if not game.has_layout and roll < 0.3:
            kind = "reveal"  # the first reveal lays the mines
        elif game.has_layout and roll < 0.75:  # mostly good play, so games last
            kind = "reveal"
            hidden_safe = [(r, c) for r, c in (
                (rng.randrange(game.rows), rng.randrange(game.cols)) for _ in range(40))
                if not game.is_revealed(r, c) and not game.is_mine(r, c)]
            if hidden_safe:
                cell = hidden_safe[0]
        elif roll < 0.9:
            kind = "toggle_flag"
        elif roll < 0.97:
            kind = "chord"
        else:
            kind = "reveal"  # anywhere: sometimes a mine
        trial = Game.from_snapshot(game.snapshot())
        getattr(trial, kind)(*cell)
        print("TRY", int(trial.status.is_over), flush=True)
        {"reveal": model.reveal, "toggle_flag": model.toggleFlag,
         "chord": model.chord}[kind](model.index(*cell))
        saved()
        print("MOVE", describe(model.game), flush=True)

    timer = QTimer(window)
    timer.timeout.connect(step)
    timer.start(0)


if __name__ == "__main__":
    SaveController.immediate_budget = float("inf")
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, lambda: next(
        w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow"
    ).whenReady(lambda: play(int(sys.argv[1]))))  # the window paints first, then is whole
    sys.exit(main(sys.argv[2:]))
