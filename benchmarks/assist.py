"""Help benchmarks: ``python -m benchmarks.assist [--games N]``.

Prints:

1. ``analyze()`` on expert positions met while playing ``--games`` games with
   the solver: median / p95 / max milliseconds (what the overlay computes after
   each move), and one position each of 100 x 100 and 300 x 300 (20% mines).
2. The GUI thread's cost of a move on expert with the probability overlay on:
   ``BoardModel.act`` (engine move, the player's view read for the worker,
   the job queued) plus processing the events that follow (the previous
   result arriving, the repaint); median / p95 / max milliseconds. Twice:
   with each move made once the worker is idle (a person's pace: moves are
   rarely under 100 ms apart), and back to back while the worker is still
   analysing the previous position (the worst case: both threads want the
   interpreter lock and, on a busy machine, the same core). Target (issue
   #14): under 16 ms, one frame.
3. Undo of a losing move on expert (a replay of the earlier moves).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.engine.solver import analyze, best_guess


def _summary(values: list[float]) -> str:
    values = sorted(v * 1000 for v in values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return (f"median {statistics.median(values):6.2f} ms  p95 {p95:6.2f} ms  "
            f"max {values[-1]:6.2f} ms  ({len(values)} samples)")


def bench_analyze(games: int) -> None:
    rng = random.Random(1)
    times: list[float] = []
    for _ in range(games):
        game = Game(16, 30, 99, seed=rng.randrange(2**32))
        game.reveal(8, 15)
        while not game.status.is_over:
            knowledge = game.knowledge()
            start = time.perf_counter()
            analysis = analyze(knowledge)
            times.append(time.perf_counter() - start)
            game.reveal(*best_guess(knowledge, analysis))
    print("analyze, expert positions:     ", _summary(times))
    for side in (100, 300):
        game = Game(side, side, side * side // 5, seed=5)
        game.reveal(side // 2, side // 2)
        knowledge = game.knowledge()
        start = time.perf_counter()
        analyze(knowledge)
        print(f"analyze, {side} x {side} opening:      {1000 * (time.perf_counter() - start):8.1f} ms")


def bench_gui_moves(games: int, spaced: bool) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    import tempfile

    from minesweeper_qt.engine import Gesture, InputMode
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    folder = tempfile.mkdtemp()
    settings = Settings(QSettings(folder + "/settings.ini", QSettings.Format.IniFormat))
    window = MainWindow(settings)
    window.show()
    window.assist.setOverlay(True)
    model = window.model
    rng = random.Random(2)
    costs: list[float] = []
    undo: list[float] = []
    for _ in range(games):
        model.setGame(Game(16, 30, 99, seed=rng.randrange(2**32)))
        game = model.game
        cell = (8, 15)
        while not game.status.is_over:
            start = time.perf_counter()
            model.act(model.index(*cell), Gesture.PRIMARY, InputMode())
            app.processEvents()
            costs.append(time.perf_counter() - start)
            if game.status is Status.LOST and game.deaths < 3:
                start = time.perf_counter()
                model.undoLastMove()
                undo.append(time.perf_counter() - start)
            # The player's next move comes while the worker may still be busy.
            if spaced:
                window.assist.runner.wait()
                app.processEvents()
            knowledge = game.knowledge()
            if game.status.is_over:
                break
            analysis = analyze(knowledge)
            cell = best_guess(knowledge, analysis)
            if game.status is Status.PLAYING and analysis.safe:
                cell = min(analysis.safe)
        window.assist.runner.wait()
    label = "spaced" if spaced else "back to back"
    print(f"GUI thread per move, overlay on, {label}:", _summary(costs))
    if undo and spaced:
        print("undo of a losing move, expert: ", _summary(undo))
    window.assist.runner.wait()
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    bench_analyze(args.games)
    bench_gui_moves(args.games, spaced=True)
    bench_gui_moves(args.games, spaced=False)


if __name__ == "__main__":
    main()
