"""A resumed game's saved record is read off the GUI thread
(view/history/resumed_record.py): the window answers meanwhile, the play made
then joins the record once it is read, and a save made meanwhile holds the
whole record (its writer waits for the reading)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import BEGINNER, Game, MoveKind, Status
from minesweeper_qt.replay.recording import Button, EventKind, InputRecorder
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.save_format import SavedGame, decode, encode
from minesweeper_qt.storage.save_record import read_record
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.view.history import resumed_record

#: The cross board's cells whose reveal opens a zero (tests/view/conftest.py's CROSS).
ZEROS = [(0, 2), (2, 0), (2, 4), (4, 2)]


def _saved(make_window: Any, qtbot: Any, fake_clock: Any, store: SaveStore,
           more: tuple[tuple[int, int], ...] = ()) -> SavedGame:
    """A cross game saved in play: three clicks (one on an open cell), then
    clicks on ``more``."""
    from conftest import Driver

    win = make_window(BEGINNER, seed=7, time_source=fake_clock, saves=store, focused=True)
    ui = Driver(win, qtbot, fake_clock)
    ui.load_cross()
    ui.click(ZEROS[0])
    fake_clock.advance(0.4)
    ui.click(ZEROS[0])  # wasted: an open cell
    fake_clock.advance(0.3)
    ui.click((1, 1))
    for cell in more:
        fake_clock.advance(0.5)
        ui.click(cell)
    win.saveController.flush()
    saved = store.load()
    assert saved is not None and saved.record is not None
    win.close()
    return saved


def _resumed(make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path,
             more: tuple[tuple[int, int], ...] = ()) -> tuple[SaveStore, Any]:
    """A game saved with its record (see :func:`_saved`), resumed in a new
    window: the save store and that window."""
    store = SaveStore(tmp_path / "current-game.json")
    saved = _saved(make_window, qtbot, fake_clock, store, more=more)
    return store, make_window(time_source=fake_clock, resumed=saved, saves=store, focused=True)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[bool]]]:
    """The record's reading held until the event is set; for each reading,
    whether it ran on the GUI thread."""
    gate = threading.Event()
    on_gui: list[bool] = []
    read = resumed_record.read_record

    def held_read(fields: dict[str, object], game: Any) -> Any:
        app = QApplication.instance()
        on_gui.append(app is not None and QThread.currentThread() is app.thread())
        gate.wait(30)
        return read(fields, game)

    monkeypatch.setattr(resumed_record, "read_record", held_read)
    yield gate, on_gui
    gate.set()


def _releases(record: Any) -> int:
    """The button releases of ``record`` (or of a sequence of its events)."""
    events = record if isinstance(record, tuple) else record.events
    return [e.kind for e in events].count(EventKind.RELEASE)


def test_the_record_is_read_off_the_gui_thread_and_the_play_meanwhile_joins_it(
        make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path,
        held: tuple[threading.Event, list[bool]]) -> None:
    from conftest import Driver

    store, again = _resumed(make_window, qtbot, fake_clock, tmp_path)
    gate, on_gui = held
    ui = Driver(again, qtbot, fake_clock)
    qtbot.waitUntil(lambda: bool(on_gui))
    assert on_gui == [False]  # a worker reads it; the window answers meanwhile
    fake_clock.advance(0.5)
    ui.click(ZEROS[1])  # played while the record is read; saved at once
    assert again.saveController.pending  # its writer waits for the record
    gate.set()
    assert again.saveController.wait(10)
    on_disk = store.load()
    assert on_disk is not None and on_disk.record is not None
    record = read_record(on_disk.record, on_disk.game)
    assert _releases(record) == 4  # the 3 clicks before the save, then this one
    assert record.resumed
    for cell in ZEROS[2:]:
        fake_clock.advance(0.5)
        ui.click(cell)
    assert ui.game.status is Status.WON
    event = again.gameEnd.shown
    recording = event.recording
    assert recording is not None and recording.counting == "resumed"
    resume_at = [e.kind for e in recording.events].index(EventKind.RESUME)
    assert [e.kind for e in recording.events[:resume_at]].count(EventKind.RELEASE) == 3
    assert compute(recording).clicks == 6  # 3 before the save (one wasted), 3 after
    assert on_gui == [False]  # read once


def test_a_game_left_at_quit_keeps_its_record_in_its_save(
        make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    # The quit's last save comes after the game is handed to the history (its
    # recorder taken): it still holds the record, the wasted click included.
    from conftest import Driver

    store = SaveStore(tmp_path / "current-game.json")
    win = make_window(BEGINNER, seed=7, time_source=fake_clock, saves=store, focused=True)
    ui = Driver(win, qtbot, fake_clock)
    ui.load_cross()
    ui.click(ZEROS[0])
    fake_clock.advance(0.4)
    ui.click(ZEROS[0])  # wasted: an open cell
    win.close()
    saved = store.load()
    assert saved is not None and saved.record is not None
    record = read_record(saved.record, saved.game)
    assert _releases(record) == 2


def test_the_reading_leaves_the_cyclic_collector_off_until_it_is_done(fake_clock: Any) -> None:
    # Its 100,000 new objects are in no cycle: collections meanwhile walked
    # them and the whole heap, holding the interpreter lock the window needs.
    game = Game.from_layout(5, 5, [(0, 0), (0, 2)], time_source=fake_clock)
    recorder = InputRecorder(5, 5, 16)
    for step in range(50_000):
        recorder.move(step * 60, 40 * (step % 2), 8)
    recorder.press(3_000_000, Button.LEFT, 40, 40)
    recorder.release(3_000_050, Button.LEFT, 40, 40)
    game.reveal(2, 2)
    recorder.engine_move(3_000_050, MoveKind.REVEAL, 2, 2)
    saved = decode(encode(game.snapshot(), record=recorder.so_far()()), fake_clock)
    assert saved.record is not None
    reading = resumed_record.ResumedRecord(saved.record, saved.game, 0, assisted=False,
                                           restarted=False)
    collections: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(seen)
    try:
        record = reading.read()
    finally:
        gc.callbacks.remove(seen)
    assert record is not None and len(record.events) > 50_000
    assert collections == []
    assert gc.isenabled()


def test_a_reading_that_fails_leaves_the_collector_on_and_the_game_without_its_record(
        fake_clock: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # A fault in the reading (a bug, not a damaged file) turns the collector
    # back on; the record is not read again (the game goes on from its moves).
    game = Game.from_layout(5, 5, [(0, 0), (0, 2)], time_source=fake_clock)
    recorder = InputRecorder(5, 5, 16)
    recorder.press(0, Button.LEFT, 40, 40)
    recorder.release(50, Button.LEFT, 40, 40)
    game.reveal(2, 2)
    recorder.engine_move(50, MoveKind.REVEAL, 2, 2)
    saved = decode(encode(game.snapshot(), record=recorder.so_far()()), fake_clock)
    assert saved.record is not None
    tries: list[int] = []

    def failing(fields: dict[str, object], game: Any) -> Any:
        tries.append(1)
        raise RuntimeError("a bug")

    monkeypatch.setattr(resumed_record, "read_record", failing)
    reading = resumed_record.ResumedRecord(saved.record, saved.game, 0, assisted=False,
                                           restarted=False)
    assert gc.isenabled()
    try:
        with pytest.raises(RuntimeError):
            reading.read()
        assert gc.isenabled()
    finally:
        gc.enable()  # (for the tests after a failure here)
    assert reading.read() is None and tries == [1]


def _release_soon(gate: threading.Event) -> threading.Timer:
    """Let the held reading go on a moment from now, from another thread (the
    GUI thread is then waiting for it)."""
    timer = threading.Timer(0.3, gate.set)
    timer.start()
    return timer


def test_a_quit_while_the_record_is_read_saves_it_whole(
        make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path,
        held: tuple[threading.Event, list[bool]]) -> None:
    # The window goes at once after the resume (no save pending): leaving the
    # game waits for the reading, and the quit's save holds the whole record.
    store, again = _resumed(make_window, qtbot, fake_clock, tmp_path)
    gate, on_gui = held
    qtbot.waitUntil(lambda: bool(on_gui))
    timer = _release_soon(gate)
    again.close()
    timer.join()
    assert on_gui == [False]  # the worker's reading, waited for
    on_disk = store.load()
    assert on_disk is not None and on_disk.record is not None
    record = read_record(on_disk.record, on_disk.game)
    assert _releases(record) == 3 and record.resumed


def test_a_game_won_while_the_record_is_read_keeps_it(
        make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path,
        held: tuple[threading.Event, list[bool]]) -> None:
    # The game ends before the worker is done: its end waits for the record,
    # and the recording kept is the whole game's.
    from conftest import Driver

    store, again = _resumed(make_window, qtbot, fake_clock, tmp_path, more=tuple(ZEROS[1:-1]))
    gate, on_gui = held
    ui = Driver(again, qtbot, fake_clock)
    qtbot.waitUntil(lambda: bool(on_gui))
    timer = _release_soon(gate)
    fake_clock.advance(0.5)
    ui.click(ZEROS[-1])  # the winning click: no save before it
    timer.join()
    assert ui.game.status is Status.WON
    assert on_gui == [False]  # the worker's reading, waited for
    recording = again.gameEnd.shown.recording
    assert recording is not None and recording.counting == "resumed"
    resume_at = [e.kind for e in recording.events].index(EventKind.RESUME)
    assert _releases(recording) == 6 and _releases(recording.events[:resume_at]) == 5
    assert again.saveController.wait(10) and store.load() is None


def test_a_record_found_damaged_on_the_worker_leaves_the_game_recorded_from_its_moves(
        make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    # As a damaged record read on the GUI thread was: logged, the game goes on
    # recorded as a save without a record, and its saves hold that record.
    from conftest import Driver

    from minesweeper_qt.storage.save_format import SaveFileError

    store = SaveStore(tmp_path / "current-game.json")
    saved = _saved(make_window, qtbot, fake_clock, store)

    def damaged(fields: dict[str, object], game: Any) -> Any:
        raise SaveFileError("the record holds an unknown kind or button 99")

    monkeypatch.setattr(resumed_record, "read_record", damaged)
    again = make_window(time_source=fake_clock, resumed=saved, saves=store, focused=True)
    ui = Driver(again, qtbot, fake_clock)
    qtbot.waitUntil(lambda: "record is not used" in caplog.text)
    fake_clock.advance(0.5)
    ui.click(ZEROS[1])
    assert again.saveController.wait(10)
    on_disk = store.load()
    assert on_disk is not None and on_disk.record is not None
    monkeypatch.undo()
    record = read_record(on_disk.record, on_disk.game)
    assert record.resumed and _releases(record) == 1  # the click after the resume
    for cell in ZEROS[2:]:
        fake_clock.advance(0.5)
        ui.click(cell)
    assert ui.game.status is Status.WON
    assert again.gameEnd.shown.recording is not None
