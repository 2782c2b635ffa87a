"""The window's view of the best times (storage/records.py) and an older
version's records, read once with limits."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings

from minesweeper_qt.storage.records import Records, from_settings, read_old
from minesweeper_qt.storage.scores import RecordsData, Score, Statistics, win_record
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




def test_a_damaged_or_nested_records_json_gives_what_passes(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    nested = '{"version":1,"best":' + "[" * 200_000
    path.write_text(nested)
    told: list[Path] = []
    assert read_old(path, RecordsData(), told.append) is None
    # Set aside for a look (renamed, never rewritten) and told.
    assert [p.name.startswith("records.json.damaged-") for p in told] == [True]
    assert told[0].read_text() == nested and not path.exists()
    path.write_text(json.dumps({"version": 1, "best": {"expert": [
        {"timeMs": 61000, "date": "2026-11-02", "bbbv": 100, "name": "good",
         "stamp": "2026-11-02T10:00:00.000"}, {"timeMs": "abc"}]},
        "statistics": {"expert": {"played": 5, "won": 2}}, "countedGames": ["g1", 7]}))
    found = read_old(path, RecordsData())
    assert found is not None
    old, ids = found
    assert [r.name for r in old.best["expert"]] == ["good"] and ids == ["g1"]
    assert old.stats["expert"] == Statistics(5, 2, 0, 0)


def test_the_window_shows_its_games_until_a_summary_holds_them(settings_file: Path) -> None:
    records = Records(_store(settings_file))
    first = records.take([Score("a", "expert", True, record=win_record(9000, 10, "x"))])
    records.take([Score("b", "expert", False)])
    assert records.statistics("expert").played == 2 and len(records.best("expert")) == 1
    on_disk = RecordsData(stats={"expert": Statistics(1, 1, 1, 1)})
    records.show(RecordsSummary(on_disk, first))  # the worker has the first only
    assert records.statistics("expert") == Statistics(2, 1, 0, 1)
    assert records.best("expert") == []  # as the summary holds it
