"""History database benchmark: insert N realistic expert games (default
100,000), then print the file size, the time to list every game, the insert
time per game, and the times of the history dialog on that file: open to the
first paint of its table, the chart, jumping to the last row, sorting by a
column (a click on its header) and changing a filter, each until the table
has painted again.

A "realistic" game: 16x30 with 99 mines, about two minutes, 150-400 clicks
and the pointer path between them recorded by InputRecorder's default sampling
(20 Hz, a quarter cell). Forty such games are generated (every fourth on a
no-guess board); the first 2,000 games are inserted one at a time through
``History.add`` (encoding each recording again, one transaction each: the
timed figure), the rest in transactions of 1,000 with the 40 blobs encoded
once (only to fill the file quickly). Each game gets its own seeded figures
(result: 40% won, 45% lost, 10% abandoned, 5% restarted; time, 3BV, clicks;
3% assisted), so sorting and filtering see realistic, mostly distinct values.

    python -m benchmarks.history [N] [--keep PATH]

``--keep PATH``: fill PATH (when it does not exist yet) and keep it; an
existing file is reused as it is (the insert figure is then not measured).
The dialog runs offscreen (``QT_QPA_PLATFORM=offscreen`` unless set).
"""

from __future__ import annotations

import dataclasses
import functools
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from minesweeper_qt.replay.codec import encode
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.replay.statistics import CompetitiveStats
from minesweeper_qt.storage.history import History, Result

#: Games inserted one by one through History.add (timed); the rest in batches.
TIMED = 2_000
BATCH = 1_000
#: Dialog openings measured after the first (cold) one.
WARM_OPENS = 4


def realistic_game(rng: random.Random, local: bool = True) -> Recording:
    """One synthetic expert game. ``local``: as players solve, most clicks
    (85%) land within two cells of the previous one and the rest anywhere;
    otherwise every click goes to a uniformly random pixel of the board (a
    pessimistic model: real play is far more predictable)."""
    px = 24
    rec = InputRecorder(16, 30, px, Rules("opening", False, "uniform", rng.randrange(2**63)),
                        started_at=1.7e9)
    t = 0
    x, y = rng.randrange(30 * px), rng.randrange(16 * px)
    for _ in range(rng.randrange(150, 400)):
        if local and rng.random() < 0.85:
            col = min(29, max(0, x // px + rng.randrange(-2, 3)))
            row = min(15, max(0, y // px + rng.randrange(-2, 3)))
            tx, ty = col * px + rng.randrange(4, px - 4), row * px + rng.randrange(4, px - 4)
        else:
            tx, ty = rng.randrange(30 * px), rng.randrange(16 * px)
        steps = rng.randrange(3, 25)  # ~ 5 ms apart as a mouse reports
        for k in range(1, steps + 1):
            t += rng.randrange(4, 9)
            rec.move(t, x + (tx - x) * k // steps + rng.randrange(-1, 2),
                     y + (ty - y) * k // steps + rng.randrange(-1, 2))
        x, y = tx, ty
        button = rng.choice([Button.LEFT] * 6 + [Button.RIGHT] * 2 + [Button.MIDDLE])
        t += rng.randrange(20, 200)
        rec.press(t, button, x, y)
        t += rng.randrange(30, 120)
        rec.release(t, button, x, y)
    mines = rng.sample([(r, c) for r in range(16) for c in range(30)], 99)
    return rec.finish(mines)


def realistic_figures(rng: random.Random) -> tuple[Result, CompetitiveStats, bool]:
    """One game's result, statistics and whether it was assisted."""
    result = rng.choices([Result.WON, Result.LOST, Result.ABANDONED, Result.RESTARTED],
                         [40, 45, 10, 5])[0]
    won = result is Result.WON
    bbbv = rng.randrange(100, 260)
    solved = bbbv if won else rng.randrange(0, bbbv)
    time_ms = rng.randrange(35_000, 400_000) if won else rng.randrange(500, 300_000)
    left = solved + rng.randrange(0, 120)
    right = rng.randrange(0, 100)
    double = rng.randrange(0, 60)
    stats = CompetitiveStats(
        time_ms=time_ms, won=won, finished=result in (Result.WON, Result.LOST), bbbv=bbbv,
        bbbv_solved=solved, left=left, right=right, double=double, lce=min(left, solved),
        rce=right // 2, dce=double // 2, flags=right, op=rng.randrange(3, 20),
        isl=rng.randrange(0, 10), zini=bbbv - rng.randrange(0, 40), stnb_c=435.001)
    return result, stats, rng.random() < 0.03


def sample_games() -> tuple[list[Recording], dict[int, bytes]]:
    """The forty games (every fourth on a no-guess board) and their blobs by id()."""
    rng = random.Random(1)
    games = [realistic_game(rng) for _ in range(40)]
    games = [dataclasses.replace(g, rules=dataclasses.replace(g.rules, generator="no-guess"))
             if i % 4 == 3 else g for i, g in enumerate(games)]
    return games, {id(g): encode(g) for g in games}


def fill(path: Path, n: int, games: list[Recording], blobs: dict[int, bytes]
         ) -> tuple[float, int]:
    """Fill a new history at ``path`` with ``n`` games made of ``games``;
    returns (seconds per timed insert, games inserted one at a time)."""
    figures = random.Random(2)
    timed = min(n, TIMED)
    history = History(path)
    # The real path, one game at a time as the game stores it: encode the
    # recording, one transaction, WAL commit.
    start = time.perf_counter()
    for i in range(timed):
        result, stats, assisted = realistic_figures(figures)
        history.add(games[i % len(games)], result, stats, assisted=assisted,
                    played_at=1.7e9 + i * 300)
    insert = time.perf_counter() - start
    # The rest only fills the file: the same 40 blobs, 1,000 games a transaction.
    for first in range(timed, n, BATCH):
        batch = []
        for i in range(first, min(n, first + BATCH)):
            result, stats, assisted = realistic_figures(figures)
            batch.append((games[i % len(games)], result, stats, assisted, 1.7e9 + i * 300))
        history.add_many(batch, encoder=lambda g: blobs[id(g)])
    history.close()
    checkpoint = sqlite3.connect(path)
    checkpoint.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    checkpoint.close()
    return insert / timed, timed


def _until(done: Callable[[], bool], timeout_s: float = 120.0) -> float:
    """Process Qt events until ``done()``; returns the time it became true."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    deadline = time.perf_counter() + timeout_s
    while not done():
        if time.perf_counter() > deadline:
            raise TimeoutError("the dialog did not get there in time")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    return time.perf_counter()


def dialog_figures(history: History) -> dict[str, list[float]]:
    """Open the history dialog on ``history`` (cold once, then warm), sort by
    clicking headers, jump to the last row, change a filter; milliseconds, by
    name."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from minesweeper_qt.view.history.history_dialog import COLUMNS, HistoryDialog

    app = QApplication.instance() or QApplication([])

    class PaintWatch(QObject):
        """Notes when ``target`` has finished painting (once)."""

        def __init__(self, target: QWidget) -> None:
            super().__init__()
            self.target = target
            self.done: float | None = None
            target.installEventFilter(self)

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and self.done is None:
                # Paint now (inside the same paint pass) to time its end.
                self.target.removeEventFilter(self)
                QApplication.sendEvent(self.target, event)
                self.done = time.perf_counter()
                return True
            return False

        def seen(self) -> bool:
            return self.done is not None

    def chart_done(dialog: HistoryDialog) -> bool:
        return not getattr(dialog, "chartPending", False)

    def settled(dialog: HistoryDialog) -> bool:
        """The storage worker has answered (the rows in view are read)."""
        return not dialog.busy

    def repainted(dialog: HistoryDialog, action: Callable[[], object]) -> float:
        """Milliseconds from ``action`` to the end of the table's first paint
        once the storage worker has answered (the rows shown are read)."""
        start = time.perf_counter()
        action()
        _until(functools.partial(settled, dialog))
        watch = PaintWatch(dialog.table.viewport())
        dialog.table.viewport().update()
        _until(watch.seen)
        _until(functools.partial(settled, dialog))  # pages asked for by that paint
        watch = PaintWatch(dialog.table.viewport())
        dialog.table.viewport().update()
        _until(watch.seen)
        assert watch.done is not None
        return (watch.done - start) * 1000

    def click_header(dialog: HistoryDialog, column: str) -> None:
        header = dialog.table.horizontalHeader()
        section = COLUMNS.index(column)
        x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
        QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, QPoint(x, header.height() // 2))

    out: dict[str, list[float]] = {
        "open": [], "chart": [], "bottom": [], "sort time": [], "sort ioe": [],
        "bottom ioe": [], "filter": [], "filter chart": []}
    from minesweeper_qt.storage.storage import Storage

    storage = Storage(history_path=history.path)  # the window's way: a worker thread
    for _attempt in range(1 + WARM_OPENS):
        start = time.perf_counter()
        dialog = HistoryDialog(storage, lambda recording, title: None)
        dialog.show()
        repainted(dialog, lambda: None)
        out["open"].append((time.perf_counter() - start) * 1000)
        out["chart"].append((_until(functools.partial(chart_done, dialog)) - start) * 1000)
        out["bottom"].append(repainted(dialog, dialog.table.scrollToBottom))
        dialog.table.scrollToTop()
        # Sort by clicking a header, twice (both ways): an indexed column, then
        # one without an index (its first page by a scan and a top-N sort).
        for column in ("time", "time", "ioe", "ioe"):
            out[f"sort {column}"].append(
                repainted(dialog, functools.partial(click_header, dialog, column)))
        # The last row in that order: sorts the whole list once (the ranking).
        out["bottom ioe"].append(repainted(dialog, dialog.table.scrollToBottom))
        # Filter: only won games, then all results again.
        box = dialog.resultFilter
        for data in (Result.WON, None):
            start = time.perf_counter()
            out["filter"].append(repainted(
                dialog, functools.partial(box.setCurrentIndex, box.findData(data))))
            out["filter chart"].append(
                (_until(functools.partial(chart_done, dialog)) - start) * 1000)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    storage.close()
    return out


def main() -> None:
    args = sys.argv[1:]
    keep: Path | None = None
    if "--keep" in args:
        at = args.index("--keep")
        keep = Path(args[at + 1])
        del args[at:at + 2]
    n = int(args[0]) if args else 100_000
    with tempfile.TemporaryDirectory() as folder:
        path = keep if keep is not None else Path(folder) / "history.sqlite3"
        insert: float | None = None
        timed = 0
        games, blobs = sample_games()
        if not path.exists():
            insert, timed = fill(path, n, games, blobs)
        size = sum(p.stat().st_size for p in path.parent.iterdir()
                   if p.name.startswith(path.name))
        start = time.perf_counter()
        history = History(path)  # reopen: includes the quick_check
        opening = time.perf_counter() - start
        n = history.count()
        start = time.perf_counter()
        rows = history.list()
        listing = time.perf_counter() - start
        start = time.perf_counter()
        history.recording(rows[0].id)
        one = time.perf_counter() - start
        del rows
        dialog = dialog_figures(history)
        history.close()
        size_after = sum(p.stat().st_size for p in path.parent.iterdir()
                         if p.name.startswith(path.name))
    events = sum(len(g.events) for g in games) / len(games)
    blob_size = sum(len(b) for b in blobs.values()) / len(blobs)
    print(f"games: {n}, events per game: {events:.0f}, recording blob: {blob_size:.0f} bytes")
    print(f"file size: {size / 1e6:.1f} MB ({size / n:.0f} bytes per game; target < 200 MB)"
          + (f"; {size_after / 1e6:.1f} MB after the dialog ran" if size_after != size else ""))
    print(f"list all games (History.list): {listing * 1000:.0f} ms")
    if insert is not None:
        print(f"insert: {insert * 1000:.2f} ms per game (encode + one transaction, "
              f"first {timed:,} games)")
    print(f"open (with quick_check): {opening * 1000:.0f} ms; "
          f"load one recording: {one * 1000:.1f} ms")

    def ms(values: list[float]) -> str:
        return f"{statistics.median(values):.0f} ms (median of {len(values)})"

    print(f"history dialog open to first paint: {dialog['open'][0]:.0f} ms cold (first in "
          f"this process), {ms(dialog['open'][1:])} warm (target < 300 ms)")
    print(f"  chart drawn: {dialog['chart'][0]:.0f} ms cold (first in this process), "
          f"{ms(dialog['chart'][1:])} warm, from the start of the opening")
    print(f"jump to the last row (by date) to repaint: {ms(dialog['bottom'])}")
    print(f"sort by a column (click on its header) to repaint: Time (indexed) "
          f"{ms(dialog['sort time'])}; IOE (no index) {ms(dialog['sort ioe'])}")
    print(f"jump to the last row (by IOE: sorts every game once) to repaint: "
          f"{ms(dialog['bottom ioe'])}")
    print(f"filter change (result Won / All) to repaint: {ms(dialog['filter'])}; "
          f"chart updated: {ms(dialog['filter chart'])}")


if __name__ == "__main__":
    main()
