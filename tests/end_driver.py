"""Helper of tests/test_kill_storage.py (not a test): run the real program (as
``minesweeper_qt.app.main``) and end games in it.

Usage: ``python tests/end_driver.py MODE [program arguments...]``

- ``win``: once the window is up, a Beginner game on a fixed layout is won in
  a few moves (a new best time), the first move :data:`FIRST_MOVE_MS` before
  the others (a player's fastest game); as soon as the end menu shows it, prints
  ``SHOWN <rank> <time ms> <game id>`` (flushed), and keeps running (the test
  kills it). Nothing here waits for the disk.
- ``play``: plays games non-stop at a player's fastest pace (reveals and the
  odd mine, a click every ``END_DRIVER_PACE_MS`` ms, default 0, and a new game
  :data:`PACE_MS` after each end), printing ``END <game id> <won|lost>`` as
  each end is shown, not waiting for the disk.
- ``history``: opens the History window, selects its first row (the newest
  game), prints ``SELECTED <game id>``, then plays as ``play`` does but at a
  player's fastest pace (a new game :data:`PACE_MS` after each end, as F2
  pressed at once would): the window reads and decodes that game's recording
  meanwhile.
- ``win-quit``: wins as ``win`` does, then closes the window; when the quit
  asks about finished games not written it prints ``ASKED unwritten <count>``
  and answers "quit", or, with ``END_DRIVER_FREE`` naming a file, removes that
  file (room on the disk) and answers "retry". Prints ``EXIT`` at the end.
- ``best``: prints ``BEST <times ms...>`` and ``PLAYED <played> <won>`` of
  Beginner once the storage worker has read them from the history, then quits.

With ``END_DRIVER_KILL_AFTER=commit`` in the environment the process SIGKILLs
itself right after the storage worker has committed a game to the history,
before the settings' copy of the best times has it: a kill at that moment on
purpose, not by chance.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from minesweeper_qt.app import main
from minesweeper_qt.engine import Game
from minesweeper_qt.storage.history import History

#: The pause between a game's end and the next game in ``play`` and ``history``,
#: in ms: a player's fastest (issue 42's "realistic pace"). Unpaced, ten or more
#: games ended a second, and a loaded machine's slower syncs left the worker
#: behind by more than the kill test's half second (4 games once in 20 runs).
PACE_MS = 250

MINES = [(0, 0), (0, 8), (8, 0), (8, 8), (4, 4), (2, 6), (6, 2), (1, 3), (7, 5), (3, 8)]


def kill_after_commit() -> None:
    """SIGKILL this process as soon as a game's scores are committed."""
    store = History.store

    def store_then_die(self: History, *args: object, **kwargs: object) -> list[int]:
        done = store(self, *args, **kwargs)  # type: ignore[arg-type]
        if args[1:2] and args[1]:
            os.kill(os.getpid(), signal.SIGKILL)
        return done

    History.store = store_then_die  # type: ignore[method-assign]


#: ``win``: the first move's lead over the others (ms): no player wins a board
#: within milliseconds of the first click.
FIRST_MOVE_MS = 1500


def window() -> object:
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")


def win(w: object) -> None:
    model = w.model  # type: ignore[attr-defined]
    game = Game.from_layout(9, 9, MINES)
    model.setGame(game)  # a counted game on a known layout

    def shown(event: object) -> None:
        verdict = event.verdict  # type: ignore[attr-defined]
        QTimer.singleShot(0, lambda: print(
            "SHOWN", verdict.rank if verdict is not None else None,
            event.time_ms, event.game_id, flush=True))  # type: ignore[attr-defined]

    w.session.finished.connect(shown)  # type: ignore[attr-defined]
    cells = [(r, c) for r in range(9) for c in range(9) if (r, c) not in MINES]
    model.reveal(model.index(*cells[0]))

    def rest() -> None:
        for r, c in cells:
            if not game.is_revealed(r, c):
                model.reveal(model.index(r, c))

    QTimer.singleShot(FIRST_MOVE_MS, rest)


def play(w: object, seed: int, pace_ms: int = 0) -> None:
    rng = random.Random(seed)
    model = w.model  # type: ignore[attr-defined]
    w.askAbandon = lambda: True  # type: ignore[attr-defined]
    w.session.finished.connect(  # type: ignore[attr-defined]
        lambda e: e.outcome.over and print("END", e.game_id, e.outcome.value, flush=True))

    ended_at: list[float] = []

    def step() -> None:
        game = model.game
        if game.status.is_over:
            if pace_ms and not ended_at:
                ended_at.append(time.monotonic())
            if pace_ms and (time.monotonic() - ended_at[0]) * 1000 < pace_ms:
                return
            ended_at.clear()
            w.newGame()  # type: ignore[attr-defined]
            return
        if not game.has_layout or rng.random() < 0.08:
            cell = (rng.randrange(game.rows), rng.randrange(game.cols))
        else:
            hidden = [(r, c) for r, c in ((rng.randrange(game.rows), rng.randrange(game.cols))
                                          for _ in range(30))
                      if not game.is_revealed(r, c) and not game.is_mine(r, c)]
            cell = hidden[0] if hidden else (0, 0)
        model.reveal(model.index(*cell))

    timer = QTimer(w)  # type: ignore[arg-type]
    timer.timeout.connect(step)
    timer.start(int(os.environ.get("END_DRIVER_PACE_MS", "0")))  # (a player's pace)


def history_then_play(w: object, seed: int) -> None:
    dialog = w.replays.showHistory()  # type: ignore[attr-defined]

    def select() -> None:
        row = dialog.model.gameRow(0)
        if row is None:  # not read yet
            QTimer.singleShot(20, select)
            return
        dialog.table.selectRow(0)
        print("SELECTED", row.id, flush=True)
        play(w, seed, PACE_MS)

    select()


def win_then_quit(w: object) -> None:
    def ask(count: int, why: str) -> str:
        print("ASKED unwritten", count, why, flush=True)
        free = os.environ.get("END_DRIVER_FREE")
        if free and os.path.exists(free):
            os.unlink(free)
            return "retry"
        return "quit"

    w.askUnwritten = ask  # type: ignore[attr-defined]
    w.session.finished.connect(  # type: ignore[attr-defined]
        lambda _e: QTimer.singleShot(300, w.close))  # type: ignore[attr-defined]
    win(w)


def best(w: object) -> None:
    w.storage.wait(60)  # type: ignore[attr-defined]
    QApplication.processEvents()  # the summary the worker read at start, shown
    records = w.records  # type: ignore[attr-defined]
    print("BEST", *[r.time_ms for r in records.best("beginner")], flush=True)
    stats = records.statistics("beginner")
    print("PLAYED", stats.played, stats.won, flush=True)
    w.close()  # type: ignore[attr-defined]


def start(mode: str) -> None:
    w = window()
    # The window paints its board first and is made whole right after.
    w.whenReady(lambda: run(w, mode))  # type: ignore[attr-defined]


def run(w: object, mode: str) -> None:
    print("START", flush=True)
    if mode == "win":
        win(w)
    elif mode == "play":
        play(w, int(sys.argv[2]) if len(sys.argv) > 2 else 1, PACE_MS)
    elif mode == "win-quit":
        win_then_quit(w)
    elif mode == "history":
        history_then_play(w, 1)
    else:
        best(w)


if __name__ == "__main__":
    if os.environ.get("END_DRIVER_KILL_AFTER") == "commit":
        kill_after_commit()
    app = QApplication(sys.argv[:1])
    mode = sys.argv[1]
    QTimer.singleShot(0, lambda: start(mode))
    args = ["--difficulty", "beginner", "--new"] if mode != "best" else ["--new"]
    status = main(args)
    print("EXIT", status, flush=True)
    sys.exit(status)
