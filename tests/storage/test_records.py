"""Best times and statistics in QSettings: order, cap, keys, streaks, damage."""

from __future__ import annotations

import datetime as dt
import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from minesweeper_qt.storage.records import MAX_RECORDS, Records, Statistics


def _store(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def records(settings_file: Path) -> Records:
    return Records(_store(settings_file))


def _when(n: int) -> dt.datetime:
    return dt.datetime(2026, 11, 1, 12, 0) + dt.timedelta(minutes=n)


def test_wins_are_kept_fastest_first_and_ranked(records: Records) -> None:
    assert records.add_win("expert", 90_000, 120, "ann", _when(0))[0] == 1
    assert records.add_win("expert", 60_000, 110, "bob", _when(1))[0] == 1
    assert records.add_win("expert", 75_500, 100, "cy", _when(2))[0] == 2
    best = records.best("expert")
    assert [r.time_ms for r in best] == [60_000, 75_500, 90_000]
    assert [r.name for r in best] == ["bob", "cy", "ann"]
    assert best[1].seconds == 75.5
    assert best[1].bbbv_per_second == pytest.approx(100 / 75.5)
    assert best[0].date == "2026-11-01"


def test_only_the_ten_fastest_are_kept(records: Records) -> None:
    for n in range(MAX_RECORDS):
        records.add_win("beginner", 10_000 + n * 1000, 20, f"p{n}", _when(n))
    rank, _ = records.add_win("beginner", 99_000, 20, "slow", _when(20))
    assert rank is None
    rank, _ = records.add_win("beginner", 10_500, 20, "quick", _when(21))
    assert rank == 2
    best = records.best("beginner")
    assert len(best) == MAX_RECORDS
    assert "slow" not in [r.name for r in best]
    assert best[-1].time_ms == 18_000  # the old tenth was pushed out
    assert best[1].name == "quick"


def test_records_are_keyed_per_board_size(records: Records) -> None:
    records.add_win("beginner", 5_000, 10, "a", _when(0))
    records.add_win("20x30x120", 300_000, 200, "b", _when(1))
    assert [r.name for r in records.best("beginner")] == ["a"]
    assert [r.name for r in records.best("20x30x120")] == ["b"]
    assert records.best("expert") == []
    assert records.keys() == ["beginner", "20x30x120"]
    with pytest.raises(ValueError):
        records.best("../etc")


def test_statistics_count_games_and_streaks(records: Records) -> None:
    results = [True, True, False, True, True, True, False, True]
    for won in results:
        records.add_game("expert", won)
    stats = records.statistics("expert")
    assert stats.played == 8
    assert stats.won == 6
    assert stats.win_rate == pytest.approx(6 / 8)
    assert stats.current_streak == 1
    assert stats.longest_streak == 3
    assert records.statistics("beginner") == Statistics()


def test_a_second_running_copy_does_not_erase_records(settings_file: Path) -> None:
    first = Records(_store(settings_file))
    second = Records(_store(settings_file))
    first.add_win("expert", 100_000, 100, "first", _when(0))
    second.add_win("expert", 90_000, 100, "second", _when(1))
    first.add_game("expert", True)
    second.add_game("expert", False)
    names = [r.name for r in Records(_store(settings_file)).best("expert")]
    assert names == ["second", "first"]
    assert Records(_store(settings_file)).statistics("expert").played == 2


def test_rename_changes_only_that_record(records: Records) -> None:
    _, mine = records.add_win("expert", 100_000, 100, "old", _when(0))
    records.add_win("expert", 200_000, 100, "other", _when(1))
    renamed = records.rename("expert", mine, "  New Name  ")
    assert renamed is not None and renamed.name == "New Name"
    assert [r.name for r in records.best("expert")] == ["New Name", "other"]


def test_reset_forgets_one_size(records: Records) -> None:
    records.add_win("expert", 100_000, 100, "x", _when(0))
    records.add_game("expert", True)
    records.add_win("beginner", 5_000, 10, "y", _when(1))
    records.reset("expert")
    assert records.best("expert") == []
    assert records.statistics("expert").played == 0
    assert len(records.best("beginner")) == 1


def test_damaged_entries_are_dropped_one_by_one(settings_file: Path, caplog) -> None:
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
    records = Records(_store(settings_file))
    with caplog.at_level(logging.WARNING, logger="minesweeper_qt.storage.records"):
        best = records.best("expert")
        stats = records.statistics("expert")
    assert [r.name for r in best] == ["good"]
    assert best[0].time_ms == 61_000
    assert sum("damaged" in m for m in caplog.messages) >= n - 1
    # played was damaged (0), so won and the streaks are clamped to stay coherent
    assert stats == Statistics(0, 0, 0, 0)


def test_bad_win_values_are_refused(records: Records) -> None:
    with pytest.raises(ValueError):
        records.add_win("expert", 0, 10, "x")
    with pytest.raises(ValueError):
        records.add_win("expert", 1000, -1, "x")


def test_a_game_id_is_counted_once(records: Records) -> None:
    records.add_game("expert", True, game_id="game000001")
    assert records.add_win("expert", 50_000, 100, "ann", _when(0), game_id="game000001")[0] == 1
    records.add_game("expert", False, game_id="game000001")  # resumed elsewhere and lost
    assert records.add_win("expert", 40_000, 100, "bob", _when(1),
                           game_id="game000001")[0] is None
    assert records.statistics("expert").played == 1
    assert [r.name for r in records.best("expert")] == ["ann"]
    assert records.counted("game000001") and not records.counted("game000002")


def test_without_an_id_every_call_counts(records: Records) -> None:
    records.add_game("beginner", True)
    records.add_game("beginner", True)
    assert records.statistics("beginner").played == 2


def test_current_game_id_names_the_game(records: Records) -> None:
    records.current_game_id = lambda: "current0001"
    records.add_game("beginner", True)
    records.add_game("beginner", True)
    assert records.statistics("beginner").played == 1
