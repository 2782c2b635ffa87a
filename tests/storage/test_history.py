"""The history database: real SQLite files, real processes (two writers at
once, a writer killed with SIGKILL), damaged files moved aside."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper_qt.replay.codec import decode, encode
from minesweeper_qt.replay.export_cli import export_replays
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import SCHEMA_VERSION, History, HistoryDamaged, Result

WRITER = Path(__file__).with_name("history_writer.py")
ROOT = Path(__file__).resolve().parents[2]


def _game(seed: int, win: bool = True) -> Recording:
    rng = random.Random(seed)
    rec = InputRecorder(9, 9, 16, Rules("opening", False, "no-guess" if seed % 2 else "uniform", seed),
                        started_at=1.7e9 + seed)
    for k in range(30):
        rec.move(k * 17, rng.randrange(144), rng.randrange(144))
    rec.press(600, Button.LEFT, 8, 8)
    rec.release(650, Button.LEFT, 8, 8)
    rec.key(700, 0x20)
    return rec.finish([(8, 8), (8, 7), (7, 8), (7, 7), (0, 8), (1, 8), (8, 0), (4, 8), (8, 4), (6, 6)])


def test_add_list_recording_delete(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    ids = []
    for seed in range(6):
        rec = _game(seed)
        ids.append(h.add(rec, [Result.WON, Result.LOST, Result.ABANDONED][seed % 3], compute(rec),
                         assisted=seed == 5, played_at=1000.0 + seed))
    rows = h.list()
    assert [r.id for r in rows] == ids[::-1]  # newest first
    assert [r.id for r in h.list(result=Result.WON, descending=False)] == [ids[0], ids[3]]
    assert [r.id for r in h.list(no_guess=True)] == [ids[5], ids[3], ids[1]]
    assert h.list(size=(9, 9, 10), limit=2)[0].id == ids[5]
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


def _damaged(path: Path) -> HistoryDamaged:
    with pytest.raises(HistoryDamaged) as info:
        History(path)
    return info.value


def test_not_a_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    error = _damaged(path)
    assert error.moved_to is not None and error.moved_to.exists()
    assert "damaged" in str(error)
    assert History(path).count() == 0  # a fresh history


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
            try:
                h2.recording(row.id)
            except ValueError:
                pass  # one damaged recording: reported per game
    except HistoryDamaged as error:
        assert error.moved_to is not None and error.moved_to.exists()


def test_schema_from_the_future_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path).close()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.close()
    error = _damaged(path)
    assert "newer version" in str(error)


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
