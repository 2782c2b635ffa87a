"""An older version's journal of finished games (``finished-games.journal``,
the format that version wrote: CRC-32 in hex, a space, compact JSON with the
recording in base64) left with games in it by a kill or a full disk: the next
start stores each of its games once in the history, counts their best times
and statistics, renames the file, and never counts them again."""

from __future__ import annotations

import base64
import json
import os
import sqlite3
import sys
import zlib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from storage_helpers import recording

from minesweeper_qt.replay.codec import decode, encode
from minesweeper_qt.storage.old_journal import FILE_NAME
from minesweeper_qt.storage.scores import Score, summary_in
from minesweeper_qt.storage.storage import Storage


def _line(**fields: object) -> bytes:
    """One line as the older version wrote it (its ``Entry.line``)."""
    values: dict[str, object] = {
        "kind": "game", "uid": "", "run": "0a1b2c3d4e5f", "ended_at": 0.0, "key": "",
        "count": "", "won": False, "time_ms": 0, "bbbv": 0, "name": "", "stamp": "",
        "result": "", "counting": "", "played_at": 0.0, "rows": 0, "cols": 0, "mines": 0,
        "no_guess": False, "assisted": False, "bbbv_solved": 0, "bbbv_s": 0.0, "ioe": 0.0,
        "clicks": 0, "effective": 0, "row_ms": 0, "blob": ""}
    values.update(fields)
    text = json.dumps(values, separators=(",", ":"), allow_nan=False).encode("utf-8")
    return b"%08x %s\n" % (zlib.crc32(text), text)


def _game(uid: str, result: str, count: str, won: bool, seed: int, **more: object) -> bytes:
    blob = base64.b64encode(encode(recording(seed))).decode("ascii")
    return _line(uid=uid, ended_at=1.7e9 + seed, key="beginner", count=count, won=won,
                 time_ms=4200 + seed, bbbv=7, result=result, counting=count or "replay",
                 played_at=1.7e9 + seed - 5, rows=9, cols=9, mines=10, bbbv_solved=7 if won else 3,
                 bbbv_s=1.5, ioe=0.7, clicks=10, effective=7, row_ms=4200 + seed, blob=blob,
                 **more)


def test_the_games_an_old_journal_held_are_stored_and_counted_once(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    journal = folder / FILE_NAME
    win = _game("a1", "won", "counted", True, 1, name="Alex", stamp="2026-11-01T10:00:00.000")
    journal.write_bytes(
        win
        + _game("a2", "lost", "counted", False, 2)
        + _game("a3", "lost", "assisted-later", False, 3, assisted=True)
        + _line(kind="settle", uid="a3")
        + b"0badc0de " + win[9:]  # damaged: its checksum fails
        + win[: len(win) // 2])  # torn: a kill while the line was written
    Storage(data_folder=folder, threaded=False).close()

    with sqlite3.connect(folder / "history.sqlite3") as db:
        rows = dict(db.execute("SELECT uid, result FROM games"))
        blob = db.execute("SELECT data FROM recordings JOIN games ON games.id = game_id "
                          "WHERE uid = 'a1'").fetchone()[0]
    db.close()
    assert rows == {"a1": "won", "a2": "lost", "a3": "lost"}
    assert decode(blob).events == recording(1).events  # the recording whole
    on_disk = summary_in(folder / "history.sqlite3")
    assert (on_disk.stats["beginner"].played, on_disk.stats["beginner"].won) == (2, 1)
    assert on_disk.assisted["beginner"].played == 1  # the open loss: final now
    assert [(r.time_ms, r.name) for r in on_disk.best["beginner"]] == [(4201, "Alex")]
    assert not journal.exists()
    assert len(list(folder.glob(FILE_NAME + ".imported-*"))) == 1

    # The next start (and one with the file put back) counts nothing twice.
    (kept,) = folder.glob(FILE_NAME + ".imported-*")
    kept.rename(journal)
    Storage(data_folder=folder, threaded=False).close()
    again = summary_in(folder / "history.sqlite3")
    assert (again.stats["beginner"].played, again.stats["beginner"].won) == (2, 1)
    assert again.assisted["beginner"].played == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_place_of_the_old_journal_never_hangs_the_start(tmp_path: Path) -> None:
    """Nothing writes to the FIFO: reading it would wait for ever. It is left
    as it is and the worker goes on (a game finished then is stored)."""
    folder = tmp_path / "data"
    folder.mkdir()
    os.mkfifo(folder / FILE_NAME)
    worker = Storage(data_folder=folder, threaded=False)
    worker.finish(None, [Score("c1", "beginner", True)])
    worker.close()
    assert (folder / FILE_NAME).is_fifo()
    assert summary_in(folder / "history.sqlite3").stats["beginner"].won == 1
