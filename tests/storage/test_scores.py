"""Best times and statistics as queries on the history (storage/scores.py):
order, cap, keys, streaks, each game once, renames, resets, and the settings'
copy of the best times."""

from __future__ import annotations

import datetime as dt
import sys
import uuid
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from storage_helpers import on_disk, settings_store, storage

from minesweeper_qt.storage.scores import (
    MAX_RECORDS,
    Record,
    Score,
    Statistics,
    counted_in,
    read_best,
    win_record,
)
from minesweeper_qt.storage.storage import Storage


def _when(n: int) -> dt.datetime:
    return dt.datetime(2026, 11, 1, 12, 0) + dt.timedelta(minutes=n)


class Player:
    """Games handed to a storage worker over ``folder``, read back as a new start would."""

    def __init__(self, folder: Path, worker: Storage | None = None) -> None:
        self.folder = folder
        self.worker = worker or storage(folder)

    def win(self, key: str, ms: int, name: str, n: int, uid: str | None = None) -> int | None:
        record = win_record(ms, 100, name, _when(n))
        self.worker.finish(None, [Score(uid or uuid.uuid4().hex, key, True, record=record)])
        best = self.best(key)
        return best.index(record) + 1 if record in best else None

    def game(self, key: str, won: bool, uid: str | None = None) -> None:
        self.worker.finish(None, [Score(uid or uuid.uuid4().hex, key, won)])

    def best(self, key: str) -> list[Record]:
        return on_disk(self.folder).best(key)

    def statistics(self, key: str) -> Statistics:
        return on_disk(self.folder).statistics(key)


@pytest.fixture
def player(tmp_path: Path) -> Player:
    return Player(tmp_path)


def test_wins_are_kept_fastest_first_and_ranked(player: Player) -> None:
    assert player.win("expert", 90_000, "ann", 0) == 1
    assert player.win("expert", 60_000, "bob", 1) == 1
    assert player.win("expert", 75_500, "cy", 2) == 2
    best = player.best("expert")
    assert [(r.time_ms, r.name) for r in best] == [(60_000, "bob"), (75_500, "cy"),
                                                   (90_000, "ann")]
    assert best[1].time_ms == 75_500 and best[0].date == "2026-11-01"
    # The settings hold a copy, written after the commit.
    assert read_best(settings_store(player.folder))["expert"] == best


def test_only_the_ten_fastest_are_kept(player: Player) -> None:
    for n in range(MAX_RECORDS):
        player.win("beginner", 10_000 + n * 1000, f"p{n}", n)
    assert player.win("beginner", 99_000, "slow", 20) is None
    assert player.win("beginner", 10_500, "quick", 21) == 2
    best = player.best("beginner")
    assert len(best) == MAX_RECORDS and best[-1].time_ms == 18_000
    assert len(read_best(settings_store(player.folder))["beginner"]) == MAX_RECORDS


def test_records_are_keyed_per_board_size(player: Player) -> None:
    player.win("beginner", 5_000, "a", 0)
    player.win("20x30x120", 300_000, "b", 1)
    records = on_disk(player.folder)
    assert [r.name for r in records.best("beginner")] == ["a"]
    assert [r.name for r in records.best("20x30x120")] == ["b"]
    assert records.best("expert") == [] and records.keys() == ["beginner", "20x30x120"]
    with pytest.raises(ValueError):
        records.best("../etc")


def test_statistics_count_games_and_streaks(player: Player) -> None:
    for won in [True, True, False, True, True, True, False, True]:
        player.game("expert", won)
    stats = player.statistics("expert")
    assert (stats.played, stats.won, stats.current_streak, stats.longest_streak) == (8, 6, 1, 3)
    assert stats.win_rate == pytest.approx(6 / 8)
    assert player.statistics("beginner") == Statistics()


def test_a_second_running_copy_does_not_erase_records(tmp_path: Path) -> None:
    first, second = Player(tmp_path), Player(tmp_path)
    first.win("expert", 100_000, "first", 0)
    second.win("expert", 90_000, "second", 1)
    first.game("expert", True)
    second.game("expert", False)
    assert [r.name for r in first.best("expert")] == ["second", "first"]
    assert first.statistics("expert").played == 4


def test_rename_and_reset(player: Player) -> None:
    player.win("expert", 100_000, "old", 0)
    player.win("expert", 200_000, "other", 1)
    player.win("beginner", 5_000, "y", 2)
    player.worker.rename_record("expert", player.best("expert")[0], "  New Name  ")
    assert [r.name for r in player.best("expert")] == ["New Name", "other"]
    player.worker.reset_records("expert")
    assert player.best("expert") == [] and player.statistics("expert").played == 0
    assert len(player.best("beginner")) == 1
    assert "expert" not in read_best(settings_store(player.folder))


def test_a_game_id_is_counted_once_and_an_open_loss_when_settled(player: Player) -> None:
    player.win("expert", 50_000, "ann", 0, uid="game000001")
    player.game("expert", False, uid="game000001")  # resumed elsewhere and lost
    assert player.win("expert", 40_000, "bob", 1, uid="game000001") is None
    assert player.statistics("expert").played == 1
    assert [r.name for r in player.best("expert")] == ["ann"]
    history = player.folder / "history.sqlite3"
    assert counted_in(history, "game000001") and not counted_in(history, "game000002")
    player.worker.finish(None, [Score("help0001", "expert", False, assisted=True, open=True)])
    assert on_disk(player.folder).assisted_statistics("expert").played == 0
    player.worker.settle("help0001")
    assert on_disk(player.folder).assisted_statistics("expert").played == 1


def test_an_open_loss_of_a_run_gone_counts_at_the_next_start(tmp_path: Path) -> None:
    Player(tmp_path).worker.finish(None, [Score("help0002", "expert", False, assisted=True,
                                                open=True)])
    storage(tmp_path).read_records()  # another run: the loss cannot be undone any more
    assert on_disk(tmp_path).assisted_statistics("expert").played == 1


def test_bad_win_values_are_refused() -> None:
    with pytest.raises(ValueError):
        win_record(0, 10, "x")
    with pytest.raises(ValueError):
        win_record(1000, -1, "x")
