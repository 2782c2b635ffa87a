"""Bytes written per finished game: ``python -m benchmarks.storage_writes [GAMES]``.

Counts the bytes this process hands to ``write()`` (Linux ``/proc/self/io``
``wchar``) while realistic expert games (``benchmarks.history.realistic_game``)
are stored one at a time, with a few hundred games already there:

- the history alone (one transaction per game: the WAL, then the checkpoints),
  with this version's pages (4 KiB) beside the reference of 64 KiB pages
  (versions before 3) and 1 KiB pages;
- a whole game end through the storage worker: the game and its best times and
  statistics in one history transaction, and the settings' copy of the best
  times.

Linux only (``/proc``).
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

from minesweeper_qt.replay.codec import encode
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage import history as history_module
from minesweeper_qt.storage.history import History, Result, StoredGame

from .history import realistic_game


def written() -> int:
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("wchar"):
            return int(line.split()[1])
    raise RuntimeError("no wchar in /proc/self/io")


def new_uid() -> str:
    return f"{int(time.time() * 1000):012x}{uuid.uuid4().hex[:20]}"


def history_only(page_size: int, games: list, figures: list, blobs: list, n: int) -> float:
    """KiB written per game stored by :meth:`History.store` with ``page_size``."""
    history_module.PAGE_SIZE = page_size
    with tempfile.TemporaryDirectory() as folder:
        h = History(Path(folder) / "history.sqlite3")

        def one(i: int) -> None:
            h.store([StoredGame.of(games[i % len(games)], Result.WON, figures[i % len(games)],
                                   uid=new_uid(), encoder=lambda _r, i=i: blobs[i % len(games)])])

        for i in range(300):
            one(i)
        start = written()
        for i in range(n):
            one(i)
        per_game = (written() - start) / n / 1024
        h.close()
    return per_game


def whole_end(games: list, n: int) -> float:
    """KiB written per game end through the storage worker (unthreaded here)."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from minesweeper_qt.storage.scores import Record, Score
    from minesweeper_qt.storage.storage import Storage

    QCoreApplication.instance() or QCoreApplication([])
    history_module.PAGE_SIZE = 4096
    with tempfile.TemporaryDirectory() as folder:
        store = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        worker = Storage(data_folder=Path(folder), settings=store, threaded=False)

        def one(i: int) -> None:
            rec = games[i % len(games)]
            s = compute(rec, with_zini=False)
            uid, ended = new_uid(), time.time()
            game = StoredGame(uid, ended, 1.7e9 + i, 16, 30, 99, False, Result.WON, False,
                              "counted", s.time_ms, s.bbbv, s.bbbv_solved, s.bbbv_s, s.ioe,
                              s.clicks, s.effective, b"")
            record = Record(60_000 + i, "2026-11-02", s.bbbv, "Ada", "2026-11-02T10:00:00.000")
            worker.finish(game, [Score(uid, "expert", True, record=record, ended_at=ended)],
                          0, rec)

        for i in range(300):
            one(i)
        start = written()
        for i in range(n):
            one(i)
        per_game = (written() - start) / n / 1024
        worker.close()
    return per_game


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rng = random.Random(1)
    games = [realistic_game(rng) for _ in range(10)]
    figures = [compute(g, with_zini=False) for g in games]
    blobs = [encode(g) for g in games]
    print(f"bytes written per stored game ({n} games after 300; realistic expert games, "
          f"recordings of {sum(map(len, blobs)) // len(blobs)} bytes)")
    for size, note in ((65536, "before (versions 1-2)"), (4096, "now"), (1024, "for comparison")):
        kib = history_only(size, games, figures, blobs, n)
        print(f"  history, {size // 1024:>2} KiB pages: {kib:6.1f} KiB  {note}")
    print(f"  a whole game end (history with its best times, 4 KiB pages): "
          f"{whole_end(games, n):6.1f} KiB")


if __name__ == "__main__":
    main()
