"""Shared by the storage tests: finished games as the score keeper hands them
to the storage worker, and a worker over a folder."""

from __future__ import annotations

import random
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result, StoredGame
from minesweeper_qt.storage.records import Records
from minesweeper_qt.storage.scores import Record, Score
from minesweeper_qt.storage.storage import RecordsSummary, Storage

MINES = [(8, 8), (8, 7), (7, 8), (7, 7), (0, 8), (1, 8), (8, 0), (4, 8), (8, 4), (6, 6)]


def recording(seed: int) -> Recording:
    """A small beginner game (a click and a few pointer moves)."""
    rng = random.Random(seed)
    rec = InputRecorder(9, 9, 16, Rules("opening", False, "uniform", seed),
                        started_at=1.7e9 + seed)
    for k in range(20):
        rec.move(k * 17, rng.randrange(144), rng.randrange(144))
    rec.press(400, Button.LEFT, 8, 8)
    rec.release(450, Button.LEFT, 8, 8)
    return rec.finish(MINES)


@dataclass(frozen=True)
class Entry:
    """A finished game as the score keeper hands it over: its history row and
    its best times and statistics."""

    game: StoredGame
    score: Score

    @property
    def uid(self) -> str:
        return self.game.uid


def game_entry(seed: int, won: bool = True, *, uid: str | None = None,
               time_ms: int | None = None) -> tuple[Entry, Recording]:
    """A counted beginner game (its recording apart, as handed over)."""
    rec = recording(seed)
    s = compute(rec)
    t = time_ms if time_ms is not None else 10_000 + seed * 7
    uid = uid or uuid.uuid4().hex
    record = Record(t, f"2026-11-0{1 + seed % 9}", s.bbbv, "Ada",
                    f"2026-11-0{1 + seed % 9}T10:00:{seed % 60:02d}.000") if won else None
    ended = time.time()
    game = StoredGame(uid, ended, 1.7e9 + seed, 9, 9, 10, False,
                      Result.WON if won else Result.LOST, False, "counted", t, s.bbbv,
                      s.bbbv_solved, s.bbbv_s, s.ioe, s.clicks, s.effective, b"")
    return Entry(game, Score(uid, "beginner", won, record=record, ended_at=ended)), rec


def finish(worker: Storage, entry: Entry, rec: Recording | None = None) -> None:
    """Hand ``entry`` to ``worker`` as the score keeper does."""
    worker.finish(entry.game, [entry.score], 0, rec)


def settings_store(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


def storage(folder: Path, data: Path | None = None, *, threaded: bool = False) -> Storage:
    """A storage worker with the settings in ``folder`` and the history in
    ``data`` (default: the same folder)."""
    return Storage(data_folder=data or folder, settings=settings_store(folder),
                   threaded=threaded)


def on_disk(folder: Path, data: Path | None = None) -> Records:
    """The best times and statistics as a new start reads them: a query of
    the history in ``data`` (default: ``folder``, the settings' folder)."""
    history = History((data or folder) / "history.sqlite3")
    try:
        records = Records(settings_store(folder))
        records.show(RecordsSummary(history.scores(), 0))
        return records
    finally:
        history.close()
