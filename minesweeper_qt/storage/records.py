"""The window's view of the best times and statistics (:class:`Records`), and
the records of an older version (``records.json``, or before it the
settings), read once.

The truth is the history; the worker sends its summary after each commit
(:class:`.storage.RecordsSummary`). The window's changes since (a game that
just ended is in its end dialog at once) are numbered and shown on top until
a summary holds them.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, QStandardPaths

from minesweeper_qt import bounded_json

from .safe_files import read_regular
from .scores import (
    MAX_RECORDS,
    MAX_TIME_MS,
    NO_GUESS_SUFFIX,
    STATS_NAMES,
    Record,
    RecordsData,
    Score,
    Statistics,
    fastest,
    read_best,
    read_statistics,
    record_key,
    record_of,
    split_key,
    statistics_of,
    valid_key,
)
from .settings import store_path, to_name

__all__ = ["MAX_RECORDS", "MAX_TIME_MS", "NO_GUESS_SUFFIX", "Record", "Records", "RecordsData",
           "Score", "Statistics", "from_settings", "read_old", "record_key", "records_path",
           "split_key"]

log = logging.getLogger(__name__)

FILE_NAME = "records.json"
#: The largest records file read (bytes): past this it is damage.
MAX_FILE_BYTES = 4 << 20


def records_path(store: QSettings) -> Path:
    """Where an older version kept the records of the settings ``store``:
    ``records.json`` beside its file (the registry: in the data folder)."""
    path = store_path(store)
    if path is not None:
        return path.with_name(FILE_NAME)
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation)) / FILE_NAME


def _from_json(raw: object) -> tuple[RecordsData, list[str]]:
    out = RecordsData()
    if not isinstance(raw, dict) or not isinstance(raw.get("version"), int):
        raise ValueError("not a records file")
    best = raw.get("best")
    for key, entries in (best.items() if isinstance(best, dict) else ()):
        kept = []
        for entry in entries[:1000] if valid_key(key) and isinstance(entries, list) else ():
            try:
                kept.append(record_of(entry))
            except (ValueError, TypeError, OverflowError) as error:
                log.warning("records: dropping a damaged best time of %s (%s)", key, error)
        if kept:
            out.best[key] = fastest(kept)
    for name, table in (("statistics", out.stats), ("assisted", out.assisted)):
        group = raw.get(name)
        for key, values in (group.items() if isinstance(group, dict) else ()):
            if valid_key(key):
                source = values if isinstance(values, dict) else {}
                table[key] = statistics_of(source.get(n) for n in STATS_NAMES)
    ids = raw.get("countedGames")
    return out, [i for i in ids if isinstance(i, str) and 0 < len(i) <= 64][-500:] \
        if isinstance(ids, list) else []


def from_settings(store: QSettings) -> RecordsData:
    """The records the oldest versions kept in the settings (groups
    ``records/<key>``, ``statistics/<key>``)."""
    return RecordsData(read_best(store, "records"), read_statistics(store))


def read_old(path: Path, in_settings: RecordsData,
             set_aside: Callable[[Path], None] | None = None) -> \
        tuple[RecordsData, list[str]] | None:
    """An older version's records and the ids of the games it counted (None:
    none): from ``records.json`` at ``path`` (read with limits: its entries
    that pass; a file that is not JSON of a sane depth is renamed
    ``.damaged-<stamp>``, given to ``set_aside``), else ``in_settings``."""
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return (in_settings, []) if in_settings.keys() else None
    except OSError as error:
        log.warning("records: cannot read the old records file: %s", error)
        return None
    try:
        return _from_json(bounded_json.loads(data, max_bytes=MAX_FILE_BYTES))
    except (ValueError, UnicodeDecodeError, RecursionError) as error:
        target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        log.warning("records: the old records file is damaged (%s); set aside as %s",
                    error, target)
        with contextlib.suppress(OSError):
            os.replace(path, target)  # a rename: a link is moved, never followed
            if set_aside is not None:
                set_aside(target)
        return None


class RecordsWriter(Protocol):
    """Where :class:`Records` sends renames and resets (the storage worker;
    a Protocol: the storage module imports this one)."""

    def rename_record(self, key: str, record: Record, name: str, number: int = 0) -> None: ...

    def reset_records(self, key: str, number: int = 0) -> None: ...


class Records(QObject):
    """Best times and statistics as the window shows them: the worker's last
    summary (:meth:`show`; before it, the best times in the settings
    ``store``) with the window's later changes on top. ``writer`` writes
    renames and resets (None: they stay in memory)."""

    def __init__(self, store: QSettings, parent: QObject | None = None,
                 writer: RecordsWriter | None = None) -> None:
        super().__init__(parent)
        self.writer = writer
        self._data = RecordsData(best=read_best(store))
        self._changes: list[tuple[int, Callable[[RecordsData], None]]] = []
        self._numbers = itertools.count(1)

    def show(self, summary: object) -> None:
        """The worker's :class:`.storage.RecordsSummary`: replaces the changes
        up to its number."""
        data, upto = getattr(summary, "data", None), getattr(summary, "upto", 0)
        if isinstance(data, RecordsData):
            self._data = data
            self._changes = [c for c in self._changes if c[0] > upto]

    def take(self, score_list: list[Score]) -> int:
        """Take a game's scores into the view now; returns the change's number
        (given with them to the worker)."""
        def change(data: RecordsData) -> None:
            for score in score_list:
                data.add(score)

        return self._change(change)

    def _change(self, change: Callable[[RecordsData], None]) -> int:
        number = next(self._numbers)
        self._changes.append((number, change))
        return number

    def _view(self) -> RecordsData:
        data = self._data.copy()
        for _, change in self._changes:
            change(data)
        return data

    # --- reading ---------------------------------------------------------------

    def best(self, key: str) -> list[Record]:
        """The kept wins of a board size, fastest first (at most ten)."""
        self._check_key(key)
        return list(self._view().best.get(key, []))

    def statistics(self, key: str) -> Statistics:
        """The statistics of a board size."""
        self._check_key(key)
        return self._view().stats.get(key, Statistics())

    def assisted_statistics(self, key: str) -> Statistics:
        """The statistics of assisted games of size ``key``."""
        self._check_key(key)
        return self._view().assisted.get(key, Statistics())

    def keys(self) -> list[str]:
        """Board sizes with records or statistics, presets first."""
        order = {"beginner": 0, "intermediate": 1, "expert": 2}
        return sorted(self._view().keys(), key=lambda k: (order.get(split_key(k)[0].key, 3),
                                                          split_key(k)[0].key, k))

    # --- writing ---------------------------------------------------------------

    def rename(self, key: str, record: Record, name: str) -> Record | None:
        """Change the name on a kept record (found by time and stamp); returns the
        renamed record, or None when it is no longer kept."""
        if not any((r.time_ms, r.stamp) == (record.time_ms, record.stamp)
                   for r in self.best(key)):
            return None
        renamed = replace(record, name=to_name(name))

        def change(data: RecordsData) -> None:
            data.best[key] = [renamed if (r.time_ms, r.stamp) == (record.time_ms, record.stamp)
                              else r for r in data.best.get(key, [])]

        number = self._change(change)
        if self.writer is not None:
            self.writer.rename_record(key, record, name, number)
        return renamed

    def reset(self, key: str) -> None:
        """Forget the best times and statistics of one board size."""
        self._check_key(key)

        def change(data: RecordsData) -> None:
            data.best.pop(key, None)
            data.stats.pop(key, None)

        number = self._change(change)
        if self.writer is not None:
            self.writer.reset_records(key, number)

    @staticmethod
    def _check_key(key: str) -> None:
        if not valid_key(key):
            raise ValueError(f"not a board size key: {key!r}")
