"""The history database: real SQLite files, real processes (two writers at
once, a writer killed with SIGKILL), damaged files moved aside."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from minesweeper_qt.export_cli import export_replays
from minesweeper_qt.replay.codec import decode, encode
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.replay.statistics import CompetitiveStats, compute
from minesweeper_qt.storage.history import (
    INDEXED_ORDERS,
    ORDERS,
    SCHEMA_VERSION,
    GameFilter,
    GameList,
    GameRow,
    History,
    HistoryDamaged,
    Result,
    SetAside,
)

WRITER = Path(__file__).with_name("history_writer.py")
ROOT = Path(__file__).resolve().parents[2]


def _game(seed: int, win: bool = True) -> Recording:
    rng = random.Random(seed)
    rec = InputRecorder(
        9,
        9,
        16,
        Rules("opening", False, "no-guess" if seed % 2 else "uniform", seed),
        started_at=1.7e9 + seed,
    )
    for k in range(30):
        rec.move(k * 17, rng.randrange(144), rng.randrange(144))
    rec.press(600, Button.LEFT, 8, 8)
    rec.release(650, Button.LEFT, 8, 8)
    rec.key(700, 0x20)
    return rec.finish(
        [(8, 8), (8, 7), (7, 8), (7, 7), (0, 8), (1, 8), (8, 0), (4, 8), (8, 4), (6, 6)]
    )


def test_add_list_recording_delete(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    ids = []
    for seed in range(6):
        rec = _game(seed)
        ids.append(h.add(rec, [Result.WON, Result.LOST, Result.ABANDONED][seed % 3], compute(rec),
                         assisted=seed == 5, played_at=1000.0 + seed))
    rows = h.list()
    assert [r.id for r in rows] == ids[::-1]  # newest first
    assert [r.id for r in h.list(GameFilter(result=Result.WON), descending=False)] == [
        ids[0], ids[3]]
    assert [r.id for r in h.list(GameFilter(no_guess=True))] == [ids[5], ids[3], ids[1]]
    assert h.list(GameFilter(size=(9, 9, 10)), limit=2)[0].id == ids[5]
    assert rows[0].assisted and not rows[1].assisted
    assert h.recording(ids[2]) == _game(2)
    assert h.delete([ids[0], 999]) == 1
    with pytest.raises(KeyError):
        h.recording(ids[0])
    assert h.count() == 5
    con = sqlite3.connect(tmp_path / "history.sqlite3")
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with pytest.raises(ValueError):
        h.list(order="nonsense")


def test_codec_round_trips() -> None:
    rec = _game(3)
    assert decode(encode(rec)) == rec


def test_two_processes_write_at_once(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [subprocess.Popen([sys.executable, str(WRITER), str(path), "150", str(seed)],
                              stdout=subprocess.PIPE, text=True, env=env) for seed in (1, 2)]
    outs = [p.communicate(timeout=60)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0]
    ids = {int(line.split()[2]) for out in outs for line in out.splitlines()}
    assert len(ids) == 300
    assert {r.id for r in History(path).list()} == ids


def test_a_copy_creating_the_file_while_another_checks_it_is_no_damage(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two copies starting on a fresh profile: the other one creates the file
    (its tables and schema version, one transaction) while this one checks it.
    This one's version and schema are read in one snapshot: never "tables
    without a schema version", a new file never set aside as damaged."""
    from minesweeper_qt.storage import history as history_module

    path = tmp_path / "history.sqlite3"
    real_check = history_module.check_schema
    other: list[subprocess.Popen[str]] = []

    def check_while_another_copy_creates(db: sqlite3.Connection, version: int) -> None:
        if not other:  # this copy has read the version; the other copy starts now
            env = dict(os.environ, PYTHONPATH=str(ROOT))
            other.append(subprocess.Popen(
                [sys.executable, "-c", "import sys; from minesweeper_qt.storage.history "
                 "import History; History(sys.argv[1]); print('opened')", str(path)],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
            # Time for it to create the file, unless this copy's read holds it
            # back (it then waits on its busy timeout and goes on after).
            with contextlib.suppress(subprocess.TimeoutExpired):
                other[0].wait(timeout=2)
        real_check(db, version)

    monkeypatch.setattr(history_module, "check_schema", check_while_another_copy_creates)
    history = History(path)
    out, err = other[0].communicate(timeout=30)
    assert history.set_aside == [], history.set_aside
    assert other[0].returncode == 0 and out.strip() == "opened", err[-2000:]
    assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []
    version = sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION
    assert History(path).list() == []


def test_killed_writer_loses_at_most_the_game_in_flight(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, str(WRITER), str(path), "100000", "7"],
                            stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    reported = []
    deadline = time.monotonic() + 30
    while len(reported) < 200 and time.monotonic() < deadline:
        reported.append(int(proc.stdout.readline().split()[2]))
    proc.send_signal(signal.SIGKILL)
    rest = proc.stdout.read()
    proc.wait()
    reported += [int(line.split()[2]) for line in rest.splitlines() if line.count(" ") == 2]
    h = History(path)  # quick_check passes, or this raises
    stored = {r.id for r in h.list()}
    assert set(reported) <= stored and len(stored - set(reported)) <= 1
    for game_id in list(stored)[-5:]:
        h.recording(game_id)


def _damaged(path: Path) -> SetAside:
    """Open ``path``: the file is set aside and a new history opened at once."""
    history = History(path)
    assert len(history.set_aside) == 1
    assert history.count() == 0  # usable at once: a new, valid database
    history.close()
    return history.set_aside[0]


def test_not_a_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    report = _damaged(path)
    assert report.moved_to is not None and report.moved_to.exists()
    assert "not a database" in report.reason
    assert History(path).count() == 0 and History(path).set_aside == []  # the new one stays


def test_files_set_aside_in_the_same_second_are_all_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20250101-120000")
    path = tmp_path / "history.sqlite3"
    moved = []
    for n in range(3):
        path.write_bytes(b"damaged %d " % n * 100)
        moved.append(_damaged(path).moved_to)
    assert [p.name if p else None for p in moved] == [
        "history.sqlite3.damaged-20250101-120000", "history.sqlite3.damaged-20250101-120000-2",
        "history.sqlite3.damaged-20250101-120000-3"]
    assert [p.read_bytes()[:9] for p in moved if p] == [b"damaged 0", b"damaged 1", b"damaged 2"]


def test_bit_flips_are_detected(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    h = History(path)
    for seed in range(300):
        rec = _game(seed)
        h.add(rec, Result.WON, compute(rec))
    h.close()
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    data = bytearray(path.read_bytes())
    rng = random.Random(3)
    for _ in range(400):  # flip bits in the b-tree pages, past the header page
        i = rng.randrange(4096, len(data))
        data[i] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))
    try:
        h2 = History(path)
        h2.list()
        for row in h2.list():
            with contextlib.suppress(ValueError):  # one damaged recording: reported per game
                h2.recording(row.id)
        for report in h2.set_aside:  # damage found on opening: set aside, games merged
            assert report.moved_to is not None and report.moved_to.exists()
    except HistoryDamaged as error:  # found later: set aside, a new history in place
        assert error.moved_to is not None and error.moved_to.exists()
        assert h2.count() >= 0


def test_schema_from_the_future_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path).close()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.close()
    report = _damaged(path)
    assert report.newer_version == SCHEMA_VERSION + 1


def test_a_development_schema_is_set_aside_never_migrated(tmp_path: Path) -> None:
    """No release wrote a history before version 5 (0.1.0 kept none): a file
    of an older version is damage, set aside whole for a look."""
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)  # as development version 1 made it
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, played_at REAL NOT NULL,"
               " rows INTEGER NOT NULL, cols INTEGER NOT NULL, mines INTEGER NOT NULL,"
               " no_guess INTEGER NOT NULL, result TEXT NOT NULL, assisted INTEGER NOT NULL,"
               " time_ms INTEGER NOT NULL, bbbv INTEGER NOT NULL, bbbv_solved INTEGER NOT NULL,"
               " bbbv_s REAL NOT NULL, ioe REAL NOT NULL, clicks INTEGER NOT NULL,"
               " effective INTEGER NOT NULL)")
    db.execute("CREATE INDEX games_played_at ON games (played_at)")
    db.execute("CREATE TABLE recordings (game_id INTEGER PRIMARY KEY REFERENCES games (id)"
               " ON DELETE CASCADE, data BLOB NOT NULL)")
    db.execute("PRAGMA user_version = 1")
    db.close()
    report = _damaged(path)
    assert "unknown schema version 1" in report.reason and report.merged == 0
    assert report.moved_to is not None and report.moved_to.exists()


def test_export_replays(tmp_path: Path) -> None:
    pytest.importorskip("ms_toollib")
    path = tmp_path / "history.sqlite3"
    h = History(path)
    for seed in range(3):
        rec = _game(seed)
        h.add(rec, Result.LOST, compute(rec))
    out = tmp_path / "out"
    assert export_replays(out, path) == 0
    assert len(list(out.glob("*.evf"))) == 3
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert export_replays(blocker / "sub", path) == 2


# --- sorting, filtering and paging in SQL -------------------------------------

BOARDS = [(9, 9, 10), (16, 16, 40), (16, 30, 99), (5, 7, 3)]


def _board_game(size: tuple[int, int, int], seed: int, no_guess: bool) -> Recording:
    rows, cols, mines = size
    rng = random.Random(seed)
    rec = InputRecorder(rows, cols, 16, Rules("opening", False,
                                              "no-guess" if no_guess else "uniform", seed))
    rec.press(100, Button.LEFT, 8, 8)
    rec.release(150, Button.LEFT, 8, 8)
    cells = [(r, c) for r in range(rows) for c in range(cols) if (r, c) != (0, 0)]
    return rec.finish(rng.sample(cells, mines))


def _random_history(path: Path, n: int, seed: int) -> tuple[History, list[GameRow]]:
    """``n`` games with few distinct values in every column (many ties), added
    in random order of date; returns the history and its rows as stored."""
    rng = random.Random(seed)
    recordings = {(size, ng): _board_game(size, i, ng)
                  for i, size in enumerate(BOARDS) for ng in (False, True)}
    blobs = {id(r): encode(r) for r in recordings.values()}
    games = []
    for _ in range(n):
        rec = recordings[(rng.choice(BOARDS), rng.random() < 0.3)]
        bbbv = rng.choice([5, 6, 9])
        solved = rng.choice([bbbv, bbbv, 2])
        left = rng.choice([solved, solved + 3])
        stats = CompetitiveStats(
            time_ms=rng.choice([1500, 2000, 2000, 3000]), won=solved == bbbv, finished=True,
            bbbv=bbbv, bbbv_solved=solved, left=left, right=rng.choice([0, 2]), double=0,
            lce=solved, rce=0, dce=0, flags=0, op=1, isl=0, zini=bbbv, stnb_c=1.0)
        result = rng.choice(list(Result))
        games.append((rec, result, stats, rng.random() < 0.2, float(rng.choice(range(1000, 1040)))))
    h = History(path)
    h.add_many(games, encoder=lambda r: blobs[id(r)])
    return h, h.list(order="id", descending=False)


def _key(order: str) -> Callable[[GameRow], object]:
    return {"date": lambda g: g.played_at, "board": lambda g: g.rows * g.cols * 10_000 + g.mines,
            "no_guess": lambda g: g.no_guess, "result": lambda g: g.result.value,
            "time": lambda g: g.time_ms, "bbbv": lambda g: g.bbbv, "bbbv_s": lambda g: g.bbbv_s,
            "ioe": lambda g: g.ioe, "assisted": lambda g: g.assisted, "id": lambda g: g.id}[order]


def _python_list(rows: list[GameRow], where: GameFilter, order: str,
                 descending: bool) -> list[GameRow]:
    """What sorting and filtering the whole list in Python gives."""
    kept = [g for g in rows
            if (where.result is None or g.result is where.result)
            and (where.size is None or (g.rows, g.cols, g.mines) == where.size)
            and (where.no_guess is None or g.no_guess == where.no_guess)
            and (where.max_id is None or g.id <= where.max_id)]
    key = _key(order)
    return sorted(kept, key=lambda g: (key(g), g.id), reverse=descending)


FILTERS = [GameFilter(), GameFilter(result=Result.WON), GameFilter(result=Result.RESTARTED),
           GameFilter(size=(16, 30, 99)), GameFilter(size=(5, 7, 3), no_guess=True),
           GameFilter(no_guess=False, result=Result.LOST), GameFilter(max_id=150),
           GameFilter(size=(9, 9, 10), max_id=200), GameFilter(size=(1, 2, 1))]


@pytest.mark.parametrize("seed", [1, 2])
def test_sql_sorting_and_filtering_match_python(tmp_path: Path, seed: int) -> None:
    h, rows = _random_history(tmp_path / "history.sqlite3", 300, seed)
    assert len(rows) == 300
    ties = {order: len(rows) - len({_key(order)(g) for g in rows}) for order in ORDERS}
    assert all(n > 200 for order, n in ties.items() if order != "id"), ties  # many ties
    for where in FILTERS:
        assert h.count(where) == len(_python_list(rows, where, "id", False))
        for order in ORDERS:
            for descending in (False, True):
                expected = [g.id for g in _python_list(rows, where, order, descending)]
                assert [g.id for g in h.list(where=where, order=order,
                                             descending=descending)] == expected, (where, order)
                # A page at a time: direct pages, then the ranking table.
                games = GameList(h, where, order, descending, direct_rows=14)
                assert games.count() == len(expected)
                paged = [g.id for offset in range(0, len(expected) + 7, 7)
                         for g in games.rows(offset, 7)]
                assert paged == expected, (where, order, descending)
                assert games.ranked == (len(expected) > 14)
                games.close()


def test_game_rows_are_complete(tmp_path: Path) -> None:
    h, rows = _random_history(tmp_path / "history.sqlite3", 50, 3)
    by_id = {g.id: g for g in rows}
    games = GameList(h, GameFilter(), "ioe", direct_rows=0)
    assert [by_id[g.id] for g in games.rows(0, 50)] == games.rows(0, 50)
    assert games.ranked
    assert h.list(order="ioe", limit=50) == games.rows(0, 50)


@pytest.mark.parametrize("order", ["date", "ioe", "result"])
def test_pages_at_their_boundaries(tmp_path: Path, order: str) -> None:
    h, rows = _random_history(tmp_path / "history.sqlite3", 250, 4)
    where = GameFilter(max_id=h.last_id())
    expected = [g.id for g in _python_list(rows, where, order, True)]
    for direct in (0, 100, 10_000):
        games = GameList(h, where, order, direct_rows=direct)
        for size in (1, 7, 50):
            for boundary in (size, 2 * size, 100, 240, 250):
                for offset in (boundary - 1, boundary, boundary + 1):
                    got = [g.id for g in games.rows(offset, size)]
                    assert got == expected[offset:offset + size], (direct, size, offset)
        assert games.rows(250, 10) == [] and games.rows(-1, 10) == [] and games.rows(5, 0) == []


@pytest.mark.parametrize("where", FILTERS[:5], ids=str)
def test_positions_match_python(tmp_path: Path, where: GameFilter) -> None:
    h, rows = _random_history(tmp_path / "history.sqlite3", 200, 5)
    for order in ("date", "time", "result", "bbbv_s", "board"):
        for descending in (True, False):
            expected = {g.id: i for i, g in enumerate(_python_list(rows, where, order, descending))}
            games = GameList(h, where, order, descending)
            sample = [g.id for g in rows[::9]]
            for game_id in sample:  # one by one, before any ranking
                assert games.position(game_id) == expected.get(game_id)
            assert not games.ranked
            want = {i: expected[i] for i in sample if i in expected}
            assert games.positions(sample) == want  # several: ranks the list
            assert games.ranked
            for game_id in sample[:5]:
                assert games.position(game_id) == expected.get(game_id)
            assert games.positions([g.id for g in rows]) == expected
            games.close()


def test_boards_and_chart_series(tmp_path: Path) -> None:
    h, rows = _random_history(tmp_path / "history.sqlite3", 300, 6)
    counts: dict[tuple[int, int, int], int] = {}
    for g in rows:
        counts[(g.rows, g.cols, g.mines)] = counts.get((g.rows, g.cols, g.mines), 0) + 1
    assert h.boards() == sorted(counts.items(), key=lambda bn: (bn[0][0] * bn[0][1], bn[0][2]))
    assert h.boards(GameFilter(size=(5, 7, 3))) == [((5, 7, 3), counts[(5, 7, 3)])]
    assert h.boards(GameFilter(max_id=0)) == []
    for where in FILTERS:
        won = [g for g in _python_list(rows, where, "date", False) if g.result is Result.WON]
        assert h.chart_series(where)[:2] == ([g.time_ms for g in won], [g.bbbv_s for g in won])


def test_a_list_keeps_to_the_games_of_its_time(tmp_path: Path) -> None:
    h, _rows = _random_history(tmp_path / "history.sqlite3", 40, 7)
    where = GameFilter(max_id=h.last_id())
    games = GameList(h, where, "time")
    first = games.rows(0, 40)
    rec = _game(1)
    h.add(rec, Result.WON, compute(rec), played_at=5000.0)  # newest and fastest
    assert games.rows(0, 40) == first and games.count() == 40
    assert GameList(h, GameFilter(max_id=h.last_id()), "date").rows(0, 1)[0].played_at == 5000.0


def test_a_ranking_survives_a_new_connection(tmp_path: Path) -> None:
    """The temporary table lives in one connection: after ``close()`` the list
    sorts again instead of failing (which would set the file aside)."""
    path = tmp_path / "history.sqlite3"
    h, _rows = _random_history(path, 60, 8)
    games = GameList(h, GameFilter(), "ioe", direct_rows=0)
    before = games.rows(10, 20)
    assert games.ranked
    h.close()
    assert not games.ranked
    assert games.rows(10, 20) == before
    assert games.position(before[0].id) == 10
    assert not list(tmp_path.glob("*.damaged-*"))
    games.close()
    assert not games.ranked


def test_indexed_orders_read_along_an_index(tmp_path: Path) -> None:
    _random_history(tmp_path / "history.sqlite3", 20, 9)
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    for order in INDEXED_ORDERS:
        plan = " ".join(row[3] for row in db.execute(
            f"EXPLAIN QUERY PLAN SELECT id FROM games ORDER BY {ORDERS[order]} DESC, id DESC"
            " LIMIT 200"))
        assert "TEMP B-TREE" not in plan, (order, plan)
    plan = " ".join(row[3] for row in db.execute(
        "EXPLAIN QUERY PLAN SELECT id FROM games ORDER BY ioe DESC, id DESC LIMIT 200"))
    assert "TEMP B-TREE" in plan  # not indexed: a scan and a sort
