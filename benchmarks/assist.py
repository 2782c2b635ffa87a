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
4. Huge boards (1000 x 1000, 206,000 mines): ``analyze_window`` of the part a
   1280 x 800 view shows at 32 px cells (40 x 25) and 16 px cells (80 x 50),
   on a mid-game position of opened patches and on a harsh one of scattered
   reveals (many small frontier groups): median / max of 5 runs; and the GUI
   thread's share of a move, ``read_region`` (the view's rectangle read
   from the game).
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
        print(
            f"analyze, {side} x {side} opening:      {1000 * (time.perf_counter() - start):8.1f} ms"
        )


def bench_gui_moves(games: int, spaced: bool) -> None:
    import tempfile

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

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


def _huge_position(scattered: bool) -> Game:
    game = Game(1000, 1000, 206_000, seed=9)
    game.reveal(500, 500)
    mines = game.mines
    rng = random.Random(9)
    if scattered:  # 1 cell in 3 of the middle 200 x 200 revealed at random
        for _ in range(20_000):
            cell = (rng.randrange(400, 600), rng.randrange(400, 600))
            if cell not in mines:
                game.reveal(*cell)
    else:  # opened patches, as a player clears ground
        for _ in range(60):
            cr, cc, rad = rng.randrange(420, 580), rng.randrange(400, 600), rng.randrange(4, 16)
            for r in range(cr - rad, cr + rad + 1):
                for c in range(cc - rad, cc + rad + 1):
                    if (r - cr) ** 2 + (c - cc) ** 2 <= rad * rad and (r, c) not in mines:
                        game.reveal(r, c)
    return game


def bench_huge() -> None:
    from minesweeper_qt.engine.solver import analyze_region
    from minesweeper_qt.view.assist.assist_analysis import read_region

    for scattered in (False, True):
        game = _huge_position(scattered)
        label = "scattered reveals" if scattered else "opened patches"
        for px in (32, 16):
            rows, cols = -(-800 // px), -(-1280 // px)
            window = (500 - rows // 2, 500 - cols // 2, 500 - rows // 2 + rows,
                      500 - cols // 2 + cols)
            analyze_region(read_region(game, window))  # neighbour table for the size
            reads: list[float] = []
            runs: list[float] = []
            for _ in range(5):
                start = time.perf_counter()
                region = read_region(game, window)
                reads.append(time.perf_counter() - start)
                start = time.perf_counter()
                analysis = analyze_region(region)
                runs.append(time.perf_counter() - start)
            certain = len(analysis.safe) + len(analysis.mines)
            print(
                f"1000 x 1000, {label}, {px} px ({cols} x {rows} cells in view): "
                f"analyze_window median {1000 * statistics.median(runs):6.1f} ms, "
                f"max {1000 * max(runs):6.1f} ms; "
                f"GUI read {1000 * statistics.median(reads):5.2f} ms;"
                f" {certain} certain cells"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--huge-only", action="store_true", help="only part 4")
    args = parser.parse_args()
    bench_huge()
    if args.huge_only:
        return
    bench_analyze(args.games)
    bench_gui_moves(args.games, spaced=True)
    bench_gui_moves(args.games, spaced=False)


if __name__ == "__main__":
    main()
