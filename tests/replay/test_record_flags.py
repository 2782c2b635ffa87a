"""The recording is the game's record: its state flags (assisted, counted,
resumed, undo used) are events written when they change, read back by the
codec as they were, and the EVF's "fair" flag and the history row are
written from them."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper_qt.replay.codec import decode, encode
from minesweeper_qt.replay.formats import evf_bytes
from minesweeper_qt.replay.recording import Button, EventKind, InputRecorder, MoveKind, Recording
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result, StoredGame


def _won(*, known: bool = False, assist: bool = False, resumed: bool = False) -> Recording:
    """A 3 x 3 board with one mine, won by one click on the far corner."""
    rec = InputRecorder(3, 3, 16, known=known)
    if resumed:
        rec.resumed(1000, 0)
    rec.move(1000, 30, 30)
    if assist:
        rec.assist(1100)
    rec.press(1200, Button.LEFT, 40, 40)
    rec.release(1300, Button.LEFT, 40, 40)
    rec.engine_move(1300, MoveKind.REVEAL, 2, 2)
    return rec.finish({(0, 0)})


@pytest.mark.parametrize(("flags", "counting", "counted"), [
    ({}, "counted", True),
    ({"known": True}, "restarted", False),
    ({"resumed": True}, "resumed", True),
    ({"assist": True}, "assisted", False),
    ({"known": True, "assist": True}, "assisted", False),
])
def test_the_flags_are_read_from_the_record_and_kept_by_each_form(
        tmp_path: Path, flags: dict[str, bool], counting: str, counted: bool) -> None:
    record = _won(**flags)
    assert (record.counting, record.counted) == (counting, counted)
    assert (record.events[0].kind is EventKind.KNOWN) == flags.get("known", False)
    assert record.events[0].t_ms == 0  # the mark opens the record, at its first event
    back = decode(encode(record))
    assert back == record and back.counting == counting
    fair = bool(evf_bytes(record)[1] & 0x20)
    assert fair == (counting == "counted")  # EVF: fair only for the player's own play
    stats = compute(record)
    assert stats.won
    row = StoredGame.of(record, Result.WON, stats, uid="flags-test", ended_at=5.0)
    assert (row.counting, row.assisted) == (counting, record.assisted)
    history = History(tmp_path / "h.sqlite3")
    [game_id] = history.store([row])
    listed = history.list()[0]
    assert (listed.counting, listed.assisted) == (counting, record.assisted)
    assert history.recording(game_id) == record
