"""A compression bomb in a real history file (one row's recording replaced by
a 40 KB LZMA stream that inflates to 256 MiB): selecting that game in the
History window says its recording is damaged, at once, without a stall or a
memory spike (issue 30: it froze the window 16 s and then 19 s)."""

from __future__ import annotations

import resource
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "replay"))
from bombs import lzma_bomb, slow_row, small_recording
from stall_watch import StallWatch
from timing import reference_s

from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result
from minesweeper_qt.storage.storage import Storage
from minesweeper_qt.view.history.history_dialog import HistoryDialog


def _peak_kib() -> int:
    try:
        with open("/proc/self/status") as status:
            return int(status.read().split("VmHWM:")[1].split()[0])
    except (OSError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def test_selecting_a_bomb_row_says_damaged_at_once(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    history = History(path)
    rec = small_recording()
    for _ in range(3):
        history.add(rec, Result.LOST, compute(rec, with_zini=False), assisted=False)
    history.close()
    bomb = lzma_bomb(256)
    with sqlite3.connect(path) as db:  # another program (or a copy) wrote the file
        db.execute("UPDATE recordings SET data = ? WHERE game_id = 2", (bomb,))
    db.close()
    storage = Storage(history_path=path)  # the window's: it reads on its worker thread
    dialog = HistoryDialog(storage, lambda *_: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.chartPending)  # the chart comes after the first paint
    assert dialog.waitIdle()
    row = next(r for r in range(dialog.model.rowCount()) if dialog.model.gameRow(r).id == 2)
    unit = reference_s()  # the machine's pace now: limits in its units hold when it is busy
    watch = StallWatch()
    before = _peak_kib()
    started = time.perf_counter()
    dialog.table.selectRow(row)
    # A generous wait (a busy machine); the limit is the assert in units below.
    try:
        qtbot.waitUntil(lambda: "damaged" in dialog.details.text(), timeout=60_000)
    except Exception:  # say what the dialog showed (one failure under load, not reproduced)
        pytest.fail(f"details {dialog.details.text()!r}, selected {dialog.selectedCount()}, "
                    f"busy {dialog.busy}, loading {dialog.model.loading}")
    refused_s = time.perf_counter() - started
    qtbot.wait(50)  # a few turns of the loop after it
    grown = (_peak_kib() - before) / 1024
    print(f"\nbomb row ({len(bomb) / 1024:.0f} KiB, 256 MiB inflated): refused in "
          f"{refused_s * 1000:.0f} ms, longest stall {watch.longest_ms:.0f} ms, "
          f"peak memory +{grown:.0f} MiB")
    watch.stop()
    unit = max(unit, reference_s())
    assert "longer than its header allows" in dialog.details.text()
    # 20 units: about 1 s idle; inflating the bomb froze the window 16 s and more.
    assert refused_s < 20 * unit and watch.longest_ms < 20_000 * unit and grown < 100
    storage.close()


def test_closing_while_a_long_recording_is_read_cancels_the_read(qtbot: Any,
                                                                 tmp_path: Path) -> None:
    """Issue 42, item 1: a clean close waited for the whole decode (15.7 s).
    The row here passes every check of the codec and decodes for seconds; the
    History window reads it on the storage's reading thread, and closing the
    storage cancels that read within a few of the decoder's steps."""
    path = tmp_path / "history.sqlite3"
    history = History(path)
    rec = small_recording()
    for _ in range(2):
        history.add(rec, Result.LOST, compute(rec, with_zini=False), assisted=False)
    history.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE recordings SET data = ? WHERE game_id = 2", (slow_row(),))
    db.close()
    storage = Storage(history_path=path)
    dialog = HistoryDialog(storage, lambda *_: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.waitIdle()
    row = next(r for r in range(dialog.model.rowCount()) if dialog.model.gameRow(r).id == 2)
    unit = reference_s()
    dialog.table.selectRow(row)
    qtbot.wait(200)  # the decode is under way on the reading thread
    assert storage.busy
    started = time.perf_counter()
    assert storage.close()
    closed_s = time.perf_counter() - started
    unit = max(unit, reference_s())
    print(f"\nclosed {closed_s * 1000:.0f} ms into a read of several seconds")
    # 40 units: about 2 s idle; the whole decode takes over 200.
    assert closed_s < 40 * unit


def test_a_read_cancelled_by_the_close_is_no_problem_told(qtbot: Any, tmp_path: Path,
                                                           monkeypatch: Any) -> None:
    """A quit with the History window open and a read in flight: the storage
    cancels the read, and the window tells nothing (a warning box here held the
    quit for good, found by the teardown test)."""
    path = tmp_path / "history.sqlite3"
    history = History(path)
    rec = small_recording()
    history.add(rec, Result.LOST, compute(rec, with_zini=False), assisted=False)
    history.close()
    told: list[str] = []
    monkeypatch.setattr("minesweeper_qt.view.history.history_dialog.QMessageBox.warning",
                        lambda *args: told.append(str(args[-1])))
    storage = Storage(history_path=path)
    dialog = HistoryDialog(storage, lambda *_: None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.waitIdle()
    dialog.resultFilter.setCurrentIndex(1)  # a new count and page asked: a read posted
    assert storage.busy
    assert storage.close()
    qtbot.wait(50)
    assert told == []
