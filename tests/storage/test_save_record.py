"""The save file keeps the game's record (its input events and moves with
their times, its flags as events): written with the game, read back whole on
the saved game's board (``save_record.read_record``), the game rebuilt from
its moves; a file without one (older versions) still reads; a damaged record
is refused with a reason (by the decoder when the game cannot be rebuilt from
it; else when the recorder goes on with it, and the game resumes as from an
older file); a record too long for a quick load is left out (the file holds
the record of the moves only)."""

from __future__ import annotations

import base64
import dataclasses
import json
import zlib
from typing import Any

import pytest
from old_saves import old_document

from minesweeper_qt.engine import Game
from minesweeper_qt.replay.recording import Button, EventKind, InputRecorder, MoveKind, Recording
from minesweeper_qt.storage import save_format
from minesweeper_qt.storage.save_format import SavedGame, SaveFileError, decode, encode
from minesweeper_qt.storage.save_record import read_record

#: The reveal of (2, 2) opens all but (0, 1), which no opening touches: in play.
MINES = [(0, 0), (0, 2)]


def _game_and_record(clock: Any, *, assisted: bool = False) -> tuple[Game, Recording]:
    game = Game.from_layout(5, 5, MINES, time_source=clock)
    recorder = InputRecorder(5, 5, 16)
    recorder.move(100, 30, 40)
    recorder.press(200, Button.LEFT, 40, 40)
    recorder.release(260, Button.LEFT, 40, 40)
    game.reveal(2, 2)
    recorder.engine_move(260, MoveKind.REVEAL, 2, 2)
    if assisted:
        recorder.assist(300)
    recorder.press(400, Button.RIGHT, 8, 8)
    recorder.release(420, Button.RIGHT, 8, 8)
    game.toggle_flag(0, 0)
    recorder.engine_move(420, MoveKind.FLAG, 0, 0)
    return game, recorder.so_far()()


@pytest.mark.parametrize("assisted", [False, True])
def test_the_record_is_read_back_whole(fake_clock: Any, assisted: bool) -> None:
    game, record = _game_and_record(fake_clock, assisted=assisted)
    saved = decode(encode(game.snapshot(), not assisted, "abcdefgh12", assisted, record),
                   fake_clock)
    assert saved.record is not None
    back = read_record(saved.record, saved.game)
    assert (back.events, back.moves, back.cell_px, back.started_at) == (
        record.events, record.moves, record.cell_px, record.started_at)
    assert back.mines == frozenset(MINES)  # the layout is the snapshot's
    assert back.assisted == assisted == saved.assisted
    assert back.counting == ("assisted" if assisted else "counted")


def test_a_file_without_a_record_reads(fake_clock: Any) -> None:
    game, _ = _game_and_record(fake_clock)
    # A save made with no recorder holds the record of the moves only: the
    # game is rebuilt from it, and no recorder goes on with it.
    saved = decode(encode(game.snapshot()), fake_clock)
    assert saved.record is None and saved.game.moves == game.moves
    # 0.1.0's files (version 1) hold no record.
    assert decode(json.dumps(old_document(game)).encode(), fake_clock).record is None


def _blob(data: bytes) -> str:
    return base64.b64encode(zlib.compress(data)).decode("ascii")


@pytest.mark.parametrize(("change", "words"), [
    ({"cell_px": 0}, "cell_px"),
    ({"events": _blob(save_format.EVENT.pack(0, 99, 0, 0, 0, 0))}, "unknown kind"),
    ({"moves": _blob(save_format.TIMED_MOVE.pack(0, 1, 2, 2, 9) * 2)}, "names event 9"),
    ({"started_at": "yesterday"}, "started_at"),
    # Negative times: the history's codec cannot store them (the game's row was lost).
    ({"events": _blob(save_format.EVENT.pack(-5, 1, 1, 0, 0, 0))}, "time out of range"),
    ({"moves": _blob(save_format.TIMED_MOVE.pack(-5, 1, 2, 2, 0) * 2)}, "time out of range"),
])
def test_a_damaged_record_is_refused(fake_clock: Any, change: dict[str, object],
                                     words: str) -> None:
    """Damage the game's moves do not show: the game is rebuilt, the record
    is not gone on with (its reader refuses it)."""
    game, record = _game_and_record(fake_clock)
    doc = json.loads(encode(game.snapshot(), record=record))
    if "events" in change:
        doc["record"]["event_count"] = 1
    doc["record"].update(change)
    saved = decode(json.dumps(doc).encode(), fake_clock)  # the game itself is fine
    assert saved.record is not None
    with pytest.raises(SaveFileError, match=words):
        read_record(saved.record, saved.game)


@pytest.mark.parametrize(("change", "words"), [
    ({"event_count": 99}, "events does not hold"),
    ({"moves": _blob(save_format.TIMED_MOVE.pack(0, 1, 9, 9, 0) * 2)}, "not a move on the board"),
    ({"moves": _blob(save_format.TIMED_MOVE.pack(0, 7, 2, 2, 0) * 2)}, "not a move on the board"),
])
def test_a_record_the_game_cannot_be_rebuilt_from_is_refused(
        fake_clock: Any, change: dict[str, object], words: str) -> None:
    game, record = _game_and_record(fake_clock)
    doc = json.loads(encode(game.snapshot(), record=record))
    doc["record"].update(change)
    with pytest.raises(SaveFileError, match=words):
        decode(json.dumps(doc).encode(), fake_clock)


def test_a_record_of_another_shape_is_refused(fake_clock: Any) -> None:
    game, _ = _game_and_record(fake_clock)
    doc = json.loads(encode(game.snapshot()))
    doc["record"] = [1, 2]
    with pytest.raises(SaveFileError, match="record must be an object"):
        decode(json.dumps(doc).encode(), fake_clock)


def test_a_record_too_long_is_left_out(fake_clock: Any, monkeypatch: Any) -> None:
    game, record = _game_and_record(fake_clock)
    monkeypatch.setattr(save_format, "MAX_RECORD_ITEMS", len(record.events) - 1)
    assert decode(encode(game.snapshot(), record=record), fake_clock).record is None


def test_repeated_saves_of_a_long_record_reuse_its_pieces(fake_clock: Any) -> None:
    """The encoder compresses full pieces of the record once (as the moves):
    the blob after many saves is the one a fresh encoder makes."""
    game = Game.from_layout(5, 5, MINES, time_source=fake_clock)  # (clicks, no move)
    recorder = InputRecorder(5, 5, 16)
    encoder = save_format.Encoder()
    for step in range(3 * 4096 + 50):
        recorder.press(step * 20, Button.LEFT, 40, 40)
        recorder.release(step * 20 + 5, Button.LEFT, 40, 40)
        if step % 997 == 0 or step > 3 * 4096 + 45:
            data = encoder.encode(game.snapshot(), key=game, record=recorder.so_far()())
    record = recorder.so_far()()
    assert data == save_format.Encoder().encode(game.snapshot(), record=record)
    saved: SavedGame = decode(data, fake_clock)
    assert saved.record is not None
    back = read_record(saved.record, saved.game)
    assert back.events == record.events
    assert [e.kind for e in back.events[:2]] == [EventKind.PRESS, EventKind.RELEASE]


def test_a_record_whose_values_do_not_fit_is_left_out_and_the_game_saved(
        fake_clock: Any) -> None:
    """A value the packed record cannot hold (a resumed game's clock past 24
    days, 2**31 ms, in an event's detail) costs the record, never the save:
    every later save of that game failed, the quit's included."""
    import dataclasses

    game, record = _game_and_record(fake_clock)
    huge = dataclasses.replace(record.events[-1], detail=3 * 10**9)
    too_big = dataclasses.replace(record, events=(*record.events[:-1], huge))
    encoder = save_format.Encoder()
    saved = decode(encoder.encode(game.snapshot(), key=game, record=too_big), fake_clock)
    assert saved.record is None and saved.game.moves == game.moves  # the moves only
    # The next save of the same game, with a record that fits, keeps it whole.
    again = decode(encoder.encode(game.snapshot(), key=game, record=record), fake_clock)
    assert again.record is not None
    assert read_record(again.record, again.game).events == record.events


def test_a_resumed_clock_past_24_days_fits_the_record(fake_clock: Any) -> None:
    recorder = InputRecorder(5, 5, 16)
    recorder.resumed(0, 40 * 86_400_000)  # 40 days
    record = recorder.so_far()()
    game = Game.from_layout(5, 5, MINES, time_source=fake_clock)
    saved = decode(encode(game.snapshot(), record=record), fake_clock)
    assert saved.record is not None
    assert read_record(saved.record, saved.game).events[-1].detail == 2**31 - 1


def test_the_game_is_rebuilt_from_the_record_with_its_undo(fake_clock: Any) -> None:
    """Version 3: the record is the truth. A loss taken back is an ``UNDO``
    move in it: the rebuilt game has the moves the undo left, one death, its
    clock where the file says, and the record itself goes on."""
    game = Game.from_layout(5, 5, MINES, time_source=fake_clock)
    recorder = InputRecorder(5, 5, 16)

    def click(t: int, button: Button, row: int, col: int) -> None:
        recorder.press(t - 20, button, col * 16 + 8, row * 16 + 8)
        recorder.release(t, button, col * 16 + 8, row * 16 + 8)

    click(120, Button.LEFT, 2, 2)
    game.reveal(2, 2)
    recorder.engine_move(120, MoveKind.REVEAL, 2, 2)
    fake_clock.advance(1.0)
    click(1120, Button.LEFT, 0, 0)
    game.reveal(0, 0)  # a mine: lost
    recorder.engine_move(1120, MoveKind.REVEAL, 0, 0)
    game.undo_last_move()
    recorder.undo(1200)
    fake_clock.advance(0.5)
    click(1620, Button.RIGHT, 0, 2)
    game.toggle_flag(0, 2)
    recorder.engine_move(1620, MoveKind.FLAG, 0, 2)
    record = recorder.so_far()()
    # The record holds the game: the snapshot's cells and deaths are not
    # read (its moves only check that the record is the game's).
    snap = dataclasses.replace(game.snapshot(), cells=bytes(25), deaths=0)
    saved = decode(encode(snap, record=record), fake_clock)
    assert [m[:3] for m in saved.game.moves] == [m[:3] for m in game.moves]
    assert [m.time for m in saved.game.moves] == [0.0, 1.5]  # on the game's clock
    assert saved.game.deaths == 1 and saved.game.status is game.status
    assert saved.game.cell_states() == game.cell_states()
    assert saved.game.elapsed == game.elapsed and saved.game.paused
    assert saved.record is not None and read_record(saved.record, saved.game).undo_used


def test_the_save_formats_undone_kind_is_the_records() -> None:
    """The decoder counts losses taken back without loading the replay
    modules (the save is read before the first paint): its number for an
    ``UNDONE`` event is the record's."""
    assert save_format.UNDONE_EVENT == EventKind.UNDONE


def test_a_record_that_does_not_play_the_games_moves_is_not_saved(
        fake_clock: Any, caplog: pytest.LogCaptureFixture) -> None:
    """The record is what the game is rebuilt from: one whose moves are not
    the game's (a recorder out of step) is left out, and the file rebuilds
    the game played, from its moves."""
    game, record = _game_and_record(fake_clock)
    game.toggle_flag(4, 4)  # a move the record never saw
    saved = decode(encode(game.snapshot(), record=record), fake_clock)
    assert saved.record is None and saved.game.moves == game.moves
    assert "does not play" in caplog.text
