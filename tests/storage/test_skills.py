"""Records by skill from the history (storage/skills.py): flagging and NF apart,
counted games only, each figure's best, the last games' averages; what was
read is remembered."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper_qt.replay.codec import right_pressed
from minesweeper_qt.replay.recording import Button, InputRecorder, MoveKind, Recording
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result
from minesweeper_qt.storage.skills import skill_records

#: 5 x 5, mines in the corners and the centre: 3BV 4 (its four zeros).
CROSS = [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)]
ZEROS = [(0, 2), (2, 0), (2, 4), (4, 2)]


def _won(seconds: float, *, flag: bool = False, wasted_right: bool = False) -> Recording:
    """A cross won in ``seconds``: optionally a flag first, or a right click on
    an opened number (no flag placed)."""
    rec = InputRecorder(5, 5, 16, grid_px=1)
    t = 0

    def click(cell: tuple[int, int], button: Button, kind: MoveKind | None) -> None:
        nonlocal t
        x, y = cell[1] * 16 + 8, cell[0] * 16 + 8
        rec.press(t, button, x, y)
        rec.release(t, button, x, y)
        if kind is not None:
            rec.engine_move(t, kind, *cell)

    if flag:
        click((0, 0), Button.RIGHT, MoveKind.FLAG)
    for n, cell in enumerate(ZEROS):
        t = round(seconds * 1000 * n / 3)
        click(cell, Button.LEFT, MoveKind.REVEAL)
        if wasted_right and n == 0:
            click((0, 1), Button.RIGHT, None)  # on an opened number: nothing
    return rec.finish(CROSS, canonical=True)


@pytest.fixture
def history(tmp_path: Path) -> History:
    h = History(tmp_path / "history.sqlite3")
    games = [
        (_won(3.0, flag=True), False, 1.0),  # flagging
        (_won(2.0), False, 2.0),  # NF
        (_won(2.5, wasted_right=True), False, 3.0),  # NF, with a right click
        (_won(0.5), True, 4.0),  # assisted: never a record
        (_won(4.0, flag=True), False, 5.0),
    ]
    h.add_many([(rec, Result.WON, compute(rec), assisted, played)
                for rec, assisted, played in games])
    return h


def test_records_keep_flagging_and_nf_apart_among_counted_games(history: History) -> None:
    out = skill_records(history, (5, 5, 5), False)
    assert out.wins == 4  # the assisted win is not one
    assert out.flagging.time is not None and out.flagging.time.value == 3.0
    assert out.nf.time is not None and out.nf.time.value == 2.0
    assert out.nf.bbbv_s is not None and out.nf.bbbv_s.value == 2.0
    assert out.flagging.rqp is not None and out.flagging.rqp.value == pytest.approx(9 / 4)
    assert out.flagging.stnb is None  # no STNB constant for this board
    assert out.recent_games == 4 and out.recent_wins == 4
    assert out.recent_time == pytest.approx((3.0 + 2.0 + 2.5 + 4.0) / 4)


def test_a_quick_look_tells_a_game_without_right_clicks() -> None:
    from minesweeper_qt.replay.codec import encode

    assert not right_pressed(encode(_won(2.0)))
    assert right_pressed(encode(_won(2.0, flag=True)))
    assert right_pressed(b"not a recording")  # unknown: read it whole


def test_what_was_read_is_remembered(history: History,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    first = skill_records(history, (5, 5, 5), False)

    def unread(*_args: object) -> object:
        raise AssertionError("a recording read again")

    monkeypatch.setattr(history, "recording", unread)
    monkeypatch.setattr(history, "recording_blob", unread)
    assert skill_records(history, (5, 5, 5), False) == first


def test_the_recent_means_are_over_the_same_games(tmp_path: Path) -> None:
    # Issue 44: the mean 3BV/s took in losses while the mean time did not.
    h = History(tmp_path / "history.sqlite3")
    loss = _won(1.0)
    h.add_many([(_won(2.0), Result.WON, compute(_won(2.0)), False, 1.0),
                (_won(4.0), Result.WON, compute(_won(4.0)), False, 2.0),
                (loss, Result.LOST, compute(loss), False, 3.0)])
    out = skill_records(h, (5, 5, 5), False)
    assert out.recent_games == 3 and out.recent_wins == 2
    assert out.recent_time == pytest.approx(3.0)
    assert out.recent_bbbv_s == pytest.approx((4 / 2.0 + 4 / 4.0) / 2)
