"""The daily board's results, in the history's ``daily`` table: one row per
finished attempt, the day's result its first (rows hold their own figures:
deleting games changes no result or streak).
"""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["DailyAttempt", "Streaks", "first_attempts", "record_attempt", "streaks"]


@dataclass(frozen=True)
class DailyAttempt:
    """One finished attempt at a daily board: the game's ``uid``, ``day`` (UTC
    ``YYYY-MM-DD``), ``rule`` id, ``won``, ``time_ms``, ``bbbv_solved`` and
    ``ended_at`` (Unix seconds)."""

    uid: str
    day: str
    rule: str
    won: bool
    time_ms: int
    bbbv_solved: int
    ended_at: float


_COLUMNS = "uid, day, rule, won, time_ms, bbbv_solved, ended_at"


def record_attempt(db: sqlite3.Connection, attempt: DailyAttempt) -> DailyAttempt:
    """(In the caller's transaction) keep ``attempt`` once; returns the day's
    result (the first finished attempt of its rule and day)."""
    db.execute(f"INSERT OR IGNORE INTO daily ({_COLUMNS}) VALUES (?,?,?,?,?,?,?)",
               (attempt.uid, attempt.day, attempt.rule, int(attempt.won),
                max(0, attempt.time_ms), max(0, attempt.bbbv_solved), attempt.ended_at))
    first = db.execute(f"SELECT {_COLUMNS} FROM daily WHERE rule = ? AND day = ?"
                       " ORDER BY ended_at, uid LIMIT 1", (attempt.rule, attempt.day)).fetchone()
    return _attempt(first) or attempt


def first_attempts(db: sqlite3.Connection) -> list[DailyAttempt]:
    """Each day's result, one per rule and day, oldest first (rows of the
    wrong types left out)."""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM daily AS d WHERE NOT EXISTS (SELECT 1 FROM daily AS e"
        " WHERE e.rule = d.rule AND e.day = d.day AND (e.ended_at < d.ended_at"
        " OR (e.ended_at = d.ended_at AND e.uid < d.uid))) ORDER BY day, rule")
    return [a for a in map(_attempt, rows) if a is not None]


def _attempt(row: tuple[object, ...] | None) -> DailyAttempt | None:
    if row is None:
        return None
    uid, day, rule, won, time_ms, bbbv_solved, ended_at = row
    if not (isinstance(uid, str) and isinstance(day, str) and isinstance(rule, str)
            and isinstance(won, int) and isinstance(time_ms, int)
            and isinstance(bbbv_solved, int) and isinstance(ended_at, (int, float))):
        return None
    try:
        datetime.date.fromisoformat(day)
    except ValueError:
        return None
    return DailyAttempt(uid, day, rule, bool(won), time_ms, bbbv_solved, float(ended_at))


@dataclass(frozen=True)
class Streaks:
    """Runs of consecutive days played and won: the current ones (ending today,
    or yesterday while today is not played) and the longest ever."""

    played: int = 0
    won: int = 0
    best_played: int = 0
    best_won: int = 0


def streaks(results: Iterable[DailyAttempt], today: datetime.date) -> Streaks:
    """The streaks of ``results`` (days' results of any rule: a day counts
    once) as of ``today`` (UTC)."""
    played: set[datetime.date] = set()
    won: set[datetime.date] = set()
    for result in results:
        day = datetime.date.fromisoformat(result.day)
        played.add(day)
        if result.won:
            won.add(day)

    def current(days: set[datetime.date]) -> int:
        day = today if today in days else today - datetime.timedelta(days=1)
        run = 0
        while day in days:
            run += 1
            day -= datetime.timedelta(days=1)
        return run

    def longest(days: set[datetime.date]) -> int:
        best = 0
        for day in days:
            if day - datetime.timedelta(days=1) not in days:
                run = 1
                while day + datetime.timedelta(days=run) in days:
                    run += 1
                best = max(best, run)
        return best

    return Streaks(current(played), current(won), longest(played), longest(won))
