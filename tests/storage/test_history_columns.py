"""The history's columns are declared once (``storage/history_columns.py``):
the INSERT, the SELECT lists, the validity checks (SQL and Python), the
orders, the schema check and the History window's columns are made from the
declaration. A column added to a copy of the declaration turns up in each;
a column declared but missing from the types or the window fails here; a
history made new holds the declared columns."""

from __future__ import annotations

import sqlite3
from dataclasses import fields
from pathlib import Path

import pytest

from minesweeper_qt.storage import history, history_columns, history_list, history_rows
from minesweeper_qt.storage.history_columns import COLUMNS, Check, Column
from minesweeper_qt.storage.history_schema import SCHEMA_VERSION, check_schema

#: A column a later version might add: listed, checked, sorted and shown.
EXTRA = Column("pauses", "INTEGER", check=Check.INT, high=99, order="pauses", shown=True)
MORE = (*COLUMNS, EXTRA)


def test_every_derived_place_takes_a_column_added_to_the_declaration() -> None:
    assert "pauses" in history_columns.insert_sql(MORE)
    assert "pauses = ?" in history_columns.update_sql(MORE)
    assert history_columns.names(history_columns.listed(MORE)).endswith("pauses")
    assert "pauses BETWEEN 0 AND 99" in history_columns.valid_sql(MORE)
    assert history_columns.orders(MORE)["pauses"] == "pauses"
    assert history_columns.shown(MORE)[-1] == "pauses"
    assert history_columns.table_columns(MORE)[-1] == ("pauses", "INTEGER")
    good = [1, 1.7e9, 9, 9, 10, 0, "won", 0, 12_000, 20, 20, 1.6, 0.8, 25, "counted"]
    assert history_columns.checked([*good, 5], MORE)["pauses"] == 5
    with pytest.raises(ValueError, match="pauses 100 is out of range"):
        history_columns.checked([*good, 100], MORE)
    with pytest.raises(ValueError, match="wrong number of columns"):
        history_columns.checked(good, MORE)


def test_the_program_uses_the_builders_on_the_declaration() -> None:
    """The constants the history, its list and the window use are the
    builders' output on :data:`COLUMNS` (not lists of their own)."""
    from minesweeper_qt.view.history import history_dialog

    assert history_columns.insert_sql() == history._INSERT
    assert history_columns.update_sql() == history._UPDATE
    assert history_rows.ROW_COLUMNS == history_list.ROW_COLUMNS == history_columns.names(
        history_columns.listed())
    assert history_columns.valid_sql() == history_rows.VALID_SQL
    assert history.ORDERS == history_list.ORDERS == history_columns.orders()
    assert history_columns.indexed_orders() == history.INDEXED_ORDERS
    assert history_columns.shown() == history_dialog.COLUMNS


def test_the_types_carry_every_declared_column() -> None:
    """StoredGame has a field per stored column, GameRow one per listed
    column (in order), and the window a header per shown column."""
    from minesweeper_qt.view.history.history_dialog import header

    stored = {f.name for f in fields(history.StoredGame)} - {"blob"}
    assert stored == {c.name for c in history_columns.stored()}
    listed = [f.name for f in fields(history_rows.GameRow) if f.name != "damaged"]
    assert listed == [c.name for c in history_columns.listed()]
    for column in history_columns.shown():
        assert header(column)
    assert history.COUNTINGS == history_columns.COUNTINGS


def test_a_declared_column_without_a_field_fails() -> None:
    """What the test above catches: the same check on a declaration with a
    column the types do not have."""
    stored = {f.name for f in fields(history.StoredGame)} - {"blob"}
    assert stored != {c.name for c in history_columns.stored(MORE)}


def _table(db: sqlite3.Connection, table: str) -> list[tuple[object, ...]]:
    return [tuple(row) for row in db.execute(f"PRAGMA table_info({table})")]


def test_a_new_history_holds_the_declared_columns(tmp_path: Path) -> None:
    """A file made new holds the declared columns, in order, and passes the
    schema check."""
    history.History(tmp_path / "new.sqlite3").close()
    new = sqlite3.connect(tmp_path / "new.sqlite3")
    assert [(r[1], r[2]) for r in _table(new, "games")] == history_columns.table_columns(
        ) == [(c.name, c.sql) for c in COLUMNS]
    check_schema(new, SCHEMA_VERSION)


def test_indexed_orders_have_their_index(tmp_path: Path) -> None:
    history.History(tmp_path / "h.sqlite3").close()
    db = sqlite3.connect(tmp_path / "h.sqlite3")
    indexed = {r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games'")}
    for c in COLUMNS:
        if c.indexed and c.name != "id":  # (the row id is the table's key)
            assert f"games_{c.name}" in indexed, c.name


def test_a_stored_game_is_written_column_by_column(tmp_path: Path) -> None:
    """values() follows the declaration: each stored column's value, in
    order, as the column keeps it; read back through the list's checks."""
    game = history.StoredGame("abcdefgh", 2.0, 1.0, 9, 9, 10, True, history.Result.LOST,
                              True, "assisted", 1234, 20, 7, 5.67, 0.5, 14, 9, b"x")
    values = dict(zip((c.name for c in history_columns.stored()), game.values(), strict=True))
    assert values["result"] == "lost" and values["no_guess"] == 1 and values["uid"] == "abcdefgh"
    h = history.History(tmp_path / "h.sqlite3")
    [game_id] = h.store([game])
    row = h.list()[0]
    assert row == history_rows.GameRow(game_id, 1.0, 9, 9, 10, True, history.Result.LOST, True,
                                       1234, 20, 7, 5.67, 0.5, 14, "", "assisted")


def test_a_replay_row_of_an_older_history_stays_a_replay(tmp_path: Path) -> None:
    """The "replay" counting: no game of this version is kept so (the
    session's ``Counting`` has no replay), but an older history's row holds
    it: it is listed as a replay, named so in the window, and never counted."""
    from minesweeper_qt.view.history.history_dialog import counting_name

    game = history.StoredGame("abcdefgh", 2.0, 1.0, 9, 9, 10, False, history.Result.WON,
                              False, "replay", 1234, 20, 20, 16.2, 1.0, 14, 9, b"x")
    h = history.History(tmp_path / "h.sqlite3")
    try:
        h.store([game])
        (row,) = h.list()
        assert row.counting == "replay" and not row.damaged
        assert counting_name(row.counting, row.assisted) == "replay"
        assert h.chart_series() == ([1234], [16.2], [False])
    finally:
        h.close()
