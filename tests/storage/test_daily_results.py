"""The daily board's results in the history file: the first finished attempt of
a day is its result, later ones are practice; streaks; the History filter."""

from __future__ import annotations

import datetime
import sqlite3
import subprocess
import sys
from pathlib import Path

from storage_helpers import recording as _game

from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.daily_results import DailyAttempt, Streaks, streaks
from minesweeper_qt.storage.history import GameFilter, History, Result, StoredGame


def _attempt(uid: str, day: str, ended_at: float, won: bool = True,
             time_ms: int = 60_000) -> DailyAttempt:
    return DailyAttempt(uid, day, "d1", won, time_ms, 100, ended_at)


def test_only_the_first_finished_attempt_of_a_day_counts(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    first = _attempt("a" * 32, "2026-11-27", 1000.0, won=False, time_ms=12_000)
    assert h.add_daily(first) == first
    practice = _attempt("b" * 32, "2026-11-27", 2000.0, won=True, time_ms=50_000)
    assert h.add_daily(practice) == first  # the day's result stays the first
    # The same game ending again (an undo played on) changes nothing.
    assert h.add_daily(_attempt("a" * 32, "2026-11-27", 3000.0, won=True)) == first
    other_day = _attempt("c" * 32, "2026-11-28", 4000.0)
    assert h.add_daily(other_day) == other_day
    assert h.daily_results() == [first, other_day]


def test_the_first_attempt_counts_across_two_processes(tmp_path: Path) -> None:
    """Two copies of the game on one history: whichever finished first is the result."""
    path = tmp_path / "history.sqlite3"
    History(path).close()
    script = ("import sys; from minesweeper_qt.storage.history import History; "
              "from minesweeper_qt.storage.daily_results import DailyAttempt; "
              "h = History(sys.argv[1]); "
              "print(h.add_daily(DailyAttempt(sys.argv[2] * 32, '2026-11-27', 'd1', True, "
              "1000, 10, float(sys.argv[3]))).uid)")
    later = subprocess.run([sys.executable, "-c", script, str(path), "b", "20.0"],
                           capture_output=True, text=True, check=True, timeout=60)
    assert later.stdout.strip() == "b" * 32
    earlier = subprocess.run([sys.executable, "-c", script, str(path), "a", "10.0"],
                             capture_output=True, text=True, check=True, timeout=60)
    assert earlier.stdout.strip() == "a" * 32  # it ended first
    assert [r.uid for r in History(path).daily_results()] == ["a" * 32]


def test_the_history_filter_lists_the_daily_games(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    games = []
    for seed in range(4):
        rec = _game(seed)
        games.append(StoredGame.of(rec, Result.WON, compute(rec), uid=f"{seed:032x}",
                                   played_at=1000.0 + seed))
    ids = h.store(games)
    h.add_daily(_attempt(games[1].uid, "2026-11-27", 1.0))
    h.add_daily(_attempt(games[3].uid, "2026-11-27", 2.0))
    assert [r.id for r in h.list(where=GameFilter(daily=True))] == [ids[3], ids[1]]
    assert [r.id for r in h.list(where=GameFilter(daily=False))] == [ids[2], ids[0]]
    assert h.count(GameFilter(daily=True)) == 2
    # Deleting a game keeps the day's result.
    h.delete([ids[1]])
    assert [r.uid for r in h.daily_results()] == [games[1].uid]


def test_a_damaged_daily_row_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    h = History(path)
    good = _attempt("a" * 32, "2026-11-27", 1.0)
    h.add_daily(good)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("INSERT INTO daily VALUES ('x', 'not a day', 'd1', 1, 5, 5, 2.0)")
    db.execute("INSERT INTO daily VALUES ('y', '2026-11-28', 'd1', 'won', 5, 5, 2.0)")
    db.close()
    assert h.daily_results() == [good]


def _results(days: dict[str, bool]) -> list[DailyAttempt]:
    return [_attempt(f"{n:032x}", day, float(n), won) for n, (day, won) in
            enumerate(days.items())]


def test_streaks_of_days_played_and_won() -> None:
    today = datetime.date(2026, 11, 27)
    results = _results({"2026-11-20": True, "2026-11-21": True, "2026-11-22": True,
                        "2026-11-24": True, "2026-11-25": False, "2026-11-26": True})
    # Today not played yet: the runs up to yesterday still stand.
    assert streaks(results, today) == Streaks(played=3, won=1, best_played=3, best_won=3)
    assert streaks([*results, _attempt("z" * 32, "2026-11-27", 99.0)], today) == \
        Streaks(played=4, won=2, best_played=4, best_won=3)
    # A day missed breaks both.
    assert streaks(results, datetime.date(2026, 11, 28 + 1)) == \
        Streaks(played=0, won=0, best_played=3, best_won=3)
    assert streaks([], today) == Streaks()
