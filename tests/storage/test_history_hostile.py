"""A history file handed over by a stranger, or one bit flipped: every value
is checked where it is read, a bad row is listed as damaged and counted (never
an exception, never a crash in a Qt virtual), and a file holding triggers,
views or unknown tables is refused (set aside unrun, a new history started)."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from storage_helpers import finish, game_entry, recording, storage

from minesweeper_qt.replay.codec import encode
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.faults import Fault
from minesweeper_qt.storage.history import History, Result
from minesweeper_qt.storage.history_rows import GameFilter
from minesweeper_qt.storage.history_schema import SCHEMA_VERSION
from minesweeper_qt.storage.scores import Score

COLUMNS = ("played_at REAL, rows INTEGER, cols INTEGER, mines INTEGER, no_guess INTEGER,"
           " result TEXT, assisted INTEGER, time_ms INTEGER, bbbv INTEGER, bbbv_solved INTEGER,"
           " bbbv_s REAL, ioe REAL, clicks INTEGER, effective INTEGER, uid TEXT, ended_at REAL,"
           " counting TEXT")
GOOD = (1.7e9, 9, 9, 10, 0, "won", 0, 12_000, 20, 20, 1.6, 0.8, 25, 20, "good", 1.7e9, "counted")
HOSTILE = [
    {"played_at": 2.4e163},  # one bit flipped in a date
    {"time_ms": "abc"},  # text in an integer column
    {"played_at": None, "time_ms": None, "rows": None},  # NULLs
    {"result": "exploded"},  # an unknown result
    {"rows": 5000},  # no such board
    {"bbbv_solved": 99},  # more solved than there is
    {"ioe": float("nan")},
]
NAMES = [c.split()[0] for c in COLUMNS.split(",")]


def crafted(path: Path, extra_sql: str = "") -> None:
    """A history as a stranger made it: the right columns (no NOT NULL), one
    good game and the hostile rows, each with a valid recording."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA page_size = 4096")
    db.execute(f"CREATE TABLE games (id INTEGER PRIMARY KEY, {COLUMNS})")
    db.execute("CREATE INDEX games_played_at ON games (played_at)")
    db.execute("CREATE TABLE recordings (game_id INTEGER PRIMARY KEY REFERENCES games (id)"
               " ON DELETE CASCADE, data BLOB)")
    db.execute("CREATE INDEX games_time_ms ON games (time_ms)")
    db.execute("CREATE INDEX games_bbbv_s ON games (bbbv_s)")
    db.execute("CREATE UNIQUE INDEX games_uid ON games (uid)")
    db.execute("CREATE TABLE daily (uid TEXT PRIMARY KEY, day TEXT, rule TEXT, won INTEGER,"
               " time_ms INTEGER, bbbv_solved INTEGER, ended_at REAL)")
    db.execute("CREATE INDEX daily_day ON daily (rule, day, ended_at)")
    blob = encode(recording(1))
    marks = ",".join("?" * len(NAMES))
    db.execute(f"INSERT INTO games ({','.join(NAMES)}) VALUES ({marks})", GOOD)
    for n, change in enumerate(HOSTILE):
        row = dict(zip(NAMES, GOOD, strict=True))
        row.update(change, uid=f"hostile-{n}")
        db.execute(f"INSERT INTO games ({','.join(NAMES)}) VALUES ({marks})",
                   [row[name] for name in NAMES])
    db.executemany("INSERT INTO recordings (game_id, data) VALUES (?, ?)",
                   [(i, blob) for i in range(1, len(HOSTILE) + 2)])
    db.execute("CREATE TABLE scores (uid TEXT, assisted INTEGER, key TEXT, won INTEGER,"
               " state TEXT, time_ms INTEGER, bbbv INTEGER, name TEXT, stamp TEXT,"
               " ended_at REAL, run TEXT, PRIMARY KEY (uid, assisted))")
    db.execute("CREATE INDEX scores_key ON scores (key)")
    db.execute("CREATE TABLE imported (key TEXT, assisted INTEGER, played INTEGER, won INTEGER,"
               " current_streak INTEGER, longest_streak INTEGER, PRIMARY KEY (key, assisted))")
    if extra_sql:
        db.executescript(extra_sql)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.close()


def test_hostile_rows_are_listed_as_damaged_and_counted(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    crafted(path)
    h = History(path)
    assert h.set_aside == []  # a valid schema: the rows are what is wrong
    listed = h.list(order="id", descending=False)
    assert [g.damaged == "" for g in listed] == [True] + [False] * len(HOSTILE)
    assert all(g.result is None for g in listed[1:])
    assert h.damaged_count() == len(HOSTILE) and h.count() == len(HOSTILE) + 1
    assert h.chart_series()[:2] == ([12_000], [1.6])  # the chart: good rows only
    assert h.boards() == [((9, 9, 10), 6)]  # every row of a playable size
    for order in ("date", "time", "bbbv_s", "ioe", "result", "board"):  # sorting never fails
        assert len(h.list(order=order)) == len(HOSTILE) + 1
    assert h.count(GameFilter(result=Result.WON)) >= 1


def test_the_history_window_shows_damaged_rows_and_never_raises(
        tmp_path: Path, qtbot: Any) -> None:
    """pytest-qt fails the test on an exception in a Qt virtual (``data()``,
    ``paint()``): the window paints, sizes its columns, selects, exports and
    deletes the damaged rows."""
    from minesweeper_qt.storage.storage import Storage
    from minesweeper_qt.view.history.history_dialog import COLUMNS as SHOWN
    from minesweeper_qt.view.history.history_dialog import HistoryDialog

    crafted(tmp_path / "history.sqlite3")
    worker = Storage(data_folder=tmp_path, threaded=False)
    dialog = HistoryDialog(worker, lambda rec, title: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.boardFilter.setCurrentIndex(0)  # all sizes (damaged rows have none)
    qtbot.waitUntil(lambda: not dialog.chartPending)
    model = dialog.model
    assert model.rowCount() == len(HOSTILE) + 1
    texts = [[str(model.index(r, c).data()) for c in range(len(SHOWN))]
             for r in range(model.rowCount())]
    result = SHOWN.index("result")
    assert sum(row[result] == "Damaged" for row in texts) == len(HOSTILE)
    status = dialog.status.text()
    assert "7 game" in status and "could not be read" in status
    dialog.table.resizeColumnsToContents()
    dialog.table.viewport().repaint()
    damaged_row = next(r for r, row in enumerate(texts) if row[result] == "Damaged")
    dialog.table.selectRow(damaged_row)
    assert "damaged" in dialog.details.text()
    dialog.table.selectAll()
    folder = tmp_path / "out"
    dialog.askExportTarget = lambda games: str(folder)  # type: ignore[method-assign]
    dialog.exportButton.click()
    assert len(list(folder.glob("*.evf"))) == 1  # the good one; the others skipped
    dialog.confirmDelete = lambda n: True  # type: ignore[method-assign]
    dialog.deleteButton.click()
    assert model.rowCount() == 0 and History(tmp_path / "history.sqlite3").count() == 0


def test_a_planted_trigger_never_runs_the_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    crafted(path, """
        CREATE TABLE stolen (what TEXT);
        CREATE TRIGGER spy AFTER INSERT ON games BEGIN
            INSERT INTO stolen VALUES (new.uid); DELETE FROM recordings;
        END;""")
    worker = storage(tmp_path)
    reports: list[object] = []
    worker.setAside.connect(reports.append)
    entry, rec = game_entry(3)
    finish(worker, entry, rec)
    assert len(reports) == 1 and reports[0].fault is Fault.DAMAGED  # type: ignore[attr-defined]
    assert "unexpected" in reports[0].reason  # type: ignore[attr-defined]
    moved = reports[0].moved_to  # type: ignore[attr-defined]
    old = sqlite3.connect(moved)
    assert old.execute("SELECT count(*) FROM stolen").fetchone()[0] == 0  # never ran
    assert old.execute("SELECT count(*) FROM recordings").fetchone()[0] == len(HOSTILE) + 1
    old.close()
    new = History(path)
    assert [g.id for g in new.list()] == [1] and new.set_aside == []
    names = {n for (n,) in new._db().execute("SELECT name FROM sqlite_master")}
    assert "spy" not in names and "stolen" not in names


def test_a_view_in_the_history_is_refused_too(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    crafted(path, "CREATE VIEW everything AS SELECT * FROM games;")
    h = History(path)
    assert len(h.set_aside) == 1 and "view" in h.set_aside[0].reason
    assert h.count() == 0


_NO_KEY = {
    "scores": "DROP TABLE scores; CREATE TABLE scores (uid TEXT, assisted INTEGER, key TEXT,"
              " won INTEGER, state TEXT, time_ms INTEGER, bbbv INTEGER, name TEXT, stamp TEXT,"
              " ended_at REAL, run TEXT); CREATE INDEX scores_key ON scores (key);",
    "imported": "DROP TABLE imported; CREATE TABLE imported (key TEXT, assisted INTEGER,"
                " played INTEGER, won INTEGER, current_streak INTEGER, longest_streak INTEGER);",
    "games_uid": "DROP INDEX games_uid; CREATE INDEX games_uid ON games (uid);",
}


@pytest.mark.parametrize("what", sorted(_NO_KEY))
def test_a_table_without_its_key_is_refused(tmp_path: Path, what: str) -> None:
    """The right columns but not the keys the writes count on (an open loss
    is replaced by its ending with INSERT OR REPLACE: without the key of
    ``scores`` both rows would stay, and the loss count twice once settled)."""
    path = tmp_path / "history.sqlite3"
    crafted(path, _NO_KEY[what])
    h = History(path)
    assert len(h.set_aside) == 1 and what in h.set_aside[0].reason
    h.store([], [Score("g1", "beginner", False, assisted=True, open=True, ended_at=1.0)], "r")
    h.store([], [Score("g1", "beginner", False, assisted=True, ended_at=2.0)], "r")
    assert h._db().execute("SELECT state FROM scores").fetchall() == [("final",)]


@pytest.mark.parametrize("value", [None, "bogus"])
def test_an_unknown_counting_reads_alike_in_the_list_and_the_chart(
        tmp_path: Path, value: str | None) -> None:
    """Not checked (a damaged row would hide a good game): counted unless
    assisted, in the list's rows as in the chart and the skill games."""
    path = tmp_path / "history.sqlite3"
    sql = "NULL" if value is None else repr(value)
    crafted(path, f"DELETE FROM games WHERE id > 1; UPDATE games SET counting = {sql};")
    h = History(path)
    [row] = h.list()
    assert row.counting == "counted" and not row.damaged
    assert h.chart_series()[2] == [True]
    assert len(h.skill_games((9, 9, 10), False)) == 1


def test_a_recording_that_is_not_binary_is_a_damaged_recording(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    rec = recording(2)
    game_id = h.add(rec, Result.WON, compute(rec))
    h._db().execute("UPDATE recordings SET data = 'text' WHERE game_id = ?", (game_id,))
    try:
        h.recording(game_id)
    except ValueError as error:
        assert "not binary" in str(error)
    else:
        raise AssertionError("a text recording was decoded")
