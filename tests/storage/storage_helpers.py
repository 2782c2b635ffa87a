"""Shared by the storage tests: finished games as the score keeper hands them
to the storage worker, and a worker over a folder."""

from __future__ import annotations

import random
import time
import uuid
from pathlib import Path

from PySide6.QtCore import QSettings

from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.journal import Entry
from minesweeper_qt.storage.records import Records, RecordsFile, records_path
from minesweeper_qt.storage.storage import Storage

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


def game_entry(seed: int, won: bool = True, *, uid: str | None = None, count: str = "counted",
               time_ms: int | None = None) -> tuple[Entry, Recording]:
    """A counted game's journal entry (its recording apart, as handed over)."""
    rec = recording(seed)
    s = compute(rec)
    t = time_ms if time_ms is not None else 10_000 + seed * 7
    stamp = f"2026-11-0{1 + seed % 9}T10:00:{seed % 60:02d}.000" if won else ""
    return Entry(kind="game", uid=uid or uuid.uuid4().hex, run="", ended_at=time.time(),
                 key="beginner", count=count, won=won, time_ms=t, bbbv=s.bbbv,
                 name="Ada" if won else "", stamp=stamp,
                 result="won" if won else "lost", counting="counted", played_at=1.7e9 + seed,
                 rows=9, cols=9, mines=10, no_guess=False, assisted=False,
                 bbbv_solved=s.bbbv_solved, bbbv_s=s.bbbv_s, ioe=s.ioe, clicks=s.clicks,
                 effective=s.effective, row_ms=t), rec


def settings_store(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


def storage(folder: Path, data: Path | None = None, *, threaded: bool = False) -> Storage:
    """A storage worker with the settings in ``folder`` and the journal and
    history in ``data`` (default: the same folder)."""
    return Storage(data_folder=data or folder, settings=settings_store(folder),
                   threaded=threaded)


def on_disk(folder: Path) -> Records:
    """The best times and statistics as a new start reads them."""
    return Records(settings_store(folder))


def records_data(folder: Path) -> object:
    return RecordsFile(records_path(settings_store(folder))).read()
