"""The window's view of the best times (storage/records.py) and version
0.1.0's records in the settings, read with checks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from minesweeper_qt.storage.records import Records
from minesweeper_qt.storage.scores import RecordsData, Score, Statistics, from_settings, win_record
from minesweeper_qt.storage.storage import RecordsSummary


def _store(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_damaged_old_entries_are_dropped_one_by_one(settings_file: Path) -> None:
    good = ("timeMs=61000", "date=2026-11-02", "bbbv=100", "name=good",
            "stamp=2026-11-02T10:00:00.000")
    bad_values = {
        "timeMs": ["abc", "-5", "nan", "1e999", "99999999999999999999999", "0", "@Invalid()"],
        "bbbv": ["-1", "many"],
        "date": ["yesterday", "2026-13-45"],
        "stamp": ["later"],
    }
    lines = ["[records]", "expert\\size=99"]
    n = 0
    for field, values in bad_values.items():
        for value in values:
            n += 1
            for entry in good:
                key, _ = entry.split("=", 1)
                lines.append(f"expert\\{n}\\{entry if key != field else f'{field}={value}'}")
    n += 1
    lines += [f"expert\\{n}\\{entry}" for entry in good]
    lines += ["[statistics]", "expert\\played=ten", "expert\\won=3", "expert\\currentStreak=-4",
              "expert\\longestStreak=1e999"]
    settings_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    old = from_settings(_store(settings_file))
    best, stats = old.best["expert"], old.stats["expert"]
    assert [r.name for r in best] == ["good"]
    assert best[0].time_ms == 61_000
    # played was damaged (0), so won and the streaks are clamped to stay coherent
    assert stats == Statistics(0, 0, 0, 0)


def test_the_window_shows_its_games_until_a_summary_holds_them(settings_file: Path) -> None:
    records = Records(_store(settings_file))
    first = records.take([Score("a", "expert", True, record=win_record(9000, 10, "x"))])
    records.take([Score("b", "expert", False)])
    assert records.statistics("expert").played == 2 and len(records.best("expert")) == 1
    on_disk = RecordsData(stats={"expert": Statistics(1, 1, 1, 1)})
    records.show(RecordsSummary(on_disk, first))  # the worker has the first only
    assert records.statistics("expert") == Statistics(2, 1, 0, 1)
    assert records.best("expert") == []  # as the summary holds it
