"""History database benchmark: insert N realistic expert games (default
100,000), then print the file size, the time to list every game for the
history view, and the insert time per game.

A "realistic" game: 16x30 with 99 mines, about two minutes, 150-400 clicks
and the pointer path between them recorded by InputRecorder's default sampling
(20 Hz, a quarter cell). Forty such games are generated; the first 2,000
games are inserted one at a time through ``History.add`` (encoding each
recording again, one transaction each: the timed figure), the rest in
transactions of 1,000 with the 40 blobs encoded once (only to fill the file
quickly).

    python -m benchmarks.history [N]
"""

from __future__ import annotations

import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

from minesweeper_qt.replay.codec import encode
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.replay.statistics import CompetitiveStats
from minesweeper_qt.storage.history import History, Result

#: Games inserted one by one through History.add (timed); the rest in batches.
TIMED = 2_000
BATCH = 1_000


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


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(1)
    games = [realistic_game(rng) for _ in range(40)]
    stats = CompetitiveStats(time_ms=120_000, won=True, finished=True, bbbv=180, bbbv_solved=180,
                             left=200, right=60, double=40, lce=170, rce=60, dce=35, flags=99,
                             op=10, isl=5, zini=150, stnb_c=435.001)
    events = sum(len(g.events) for g in games) / len(games)
    blobs = {id(g): encode(g) for g in games}
    blob_size = sum(len(b) for b in blobs.values()) / len(blobs)
    timed = min(n, TIMED)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        history = History(path)
        # The real path, one game at a time as the game stores it: encode the
        # recording, one transaction, WAL commit.
        start = time.perf_counter()
        for i in range(timed):
            history.add(games[i % len(games)], Result.WON, stats, played_at=1.7e9 + i)
        insert = time.perf_counter() - start
        # The rest only fills the file: the same 40 blobs, 1,000 games a transaction.
        for first in range(timed, n, BATCH):
            history.add_many(
                ((games[i % len(games)], Result.WON, stats, False, 1.7e9 + i)
                 for i in range(first, min(n, first + BATCH))),
                encoder=lambda g: blobs[id(g)])
        history.close()
        checkpoint = sqlite3.connect(path)
        checkpoint.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        checkpoint.close()
        size = sum(p.stat().st_size for p in Path(folder).iterdir())
        start = time.perf_counter()
        history = History(path)  # reopen: includes the quick_check
        opening = time.perf_counter() - start
        start = time.perf_counter()
        rows = history.list()
        listing = time.perf_counter() - start
        start = time.perf_counter()
        history.recording(rows[0].id)
        one = time.perf_counter() - start
        history.close()
    print(f"games: {n}, events per game: {events:.0f}, recording blob: {blob_size:.0f} bytes")
    print(f"file size: {size / 1e6:.1f} MB ({size / n:.0f} bytes per game; target < 200 MB)")
    print(f"list all games: {listing * 1000:.0f} ms (target < 300 ms)")
    print(f"insert: {insert / timed * 1000:.2f} ms per game (encode + one transaction, "
          f"first {timed:,} games)")
    print(f"open (with quick_check): {opening * 1000:.0f} ms; "
          f"load one recording: {one * 1000:.1f} ms")


if __name__ == "__main__":
    main()
