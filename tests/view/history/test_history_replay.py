"""Every game recorded into the history; the history dialog; the replay player
(watching changes nothing); Watch replay from the drop-down menu."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QPoint,
    QPointF,
    Qt,
)
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from minesweeper_qt.engine import Status
from minesweeper_qt.replay.codec import encode
from minesweeper_qt.replay.player import Replayer
from minesweeper_qt.replay.recording import (
    Button,
    EventKind,
    InputRecorder,
    Recording,
    Rules,
)
from minesweeper_qt.replay.statistics import CompetitiveStats, compute
from minesweeper_qt.storage.faults import Fault
from minesweeper_qt.storage.history import (
    GameFilter,
    GameList,
    GameRow,
    History,
    HistoryUnavailable,
    Result,
)
from minesweeper_qt.storage.storage import Storage
from minesweeper_qt.view.history.chart import personal_bests
from minesweeper_qt.view.history.history_dialog import (
    COLUMNS,
    ROW_ROLE,
    HistoryDialog,
    HistoryModel,
)
from minesweeper_qt.view.numbers import number
from minesweeper_qt.view.replay.replay_view import ReplayView

RIGHT = Qt.MouseButton.RightButton
NOBUTTON = Qt.MouseButton.NoButton


SAFE_CROSS = [(r, c) for r in range(5) for c in range(5)
              if (r, c) not in {(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)}]


def _win_cross(ui: Any) -> None:
    game = ui.load_cross()
    ui.click((0, 0), RIGHT)  # a flag, then every safe cell
    for cell in SAFE_CROSS:
        if not game.is_revealed(*cell):
            ui.click(cell)
    assert game.status is Status.WON


def _lose_cross(ui: Any) -> None:
    game = ui.load_cross()
    ui.click((0, 1))
    ui.click((2, 2))
    assert game.status is Status.LOST


def _stored(ui: Any) -> History:
    """The window's history as the storage worker left it (read on this thread)."""
    assert ui.window.storage.wait()
    path = ui.window.storage.history_path
    assert path is not None
    return History(path)


def _open_history(ui: Any) -> HistoryDialog:
    ui.window.storage.wait()
    dialog = ui.window.replays.showHistory()
    assert isinstance(dialog, HistoryDialog)
    assert dialog.waitIdle()
    return dialog


def _data(dialog: HistoryDialog, row: int, column: int, role: int = 0) -> Any:
    """A cell's data once its page is read (it reads on the storage worker)."""
    value = dialog.model.index(row, column).data(role)
    if value is None or value == "\u2026":
        assert dialog.waitIdle()
        value = dialog.model.index(row, column).data(role)
    return value


def _looks(game: object) -> list[object]:
    return [game.look(r, c) for r in range(game.rows) for c in range(game.cols)]  # type: ignore[attr-defined]


def test_every_game_is_recorded_and_replays_to_the_same_looks(ui: Any) -> None:
    replays = ui.window.replays
    _win_cross(ui)
    won = ui.game
    _lose_cross(ui)
    lost = ui.game
    ui.load_cross()
    ui.click((0, 1))  # in play, then abandoned by a new game
    ui.window.newGame()
    history = _stored(ui)
    rows = history.list(order="id", descending=False)
    assert [r.result for r in rows] == [Result.WON, Result.LOST, Result.ABANDONED]
    assert rows[0].bbbv == won.bbbv and rows[0].bbbv_solved == won.bbbv
    assert replays.recorder.last is not None
    for row, game in zip(rows[:2], (won, lost), strict=True):
        rec = history.recording(row.id)
        kinds = {e.kind for e in rec.events}
        assert {EventKind.PRESS, EventKind.RELEASE} <= kinds
        assert len(rec.moves) == len(game.moves)
        assert _looks(Replayer(rec).game_at_event(len(rec.events) - 1)) == _looks(game)
        # Every move sits on the event that caused it: the board right after a
        # release shows that release's move.
        for move in rec.moves:
            assert rec.events[move.event_index].kind in (EventKind.PRESS, EventKind.RELEASE)


def test_a_zoom_during_the_game_keeps_the_records_positions_on_their_cells(ui: Any) -> None:
    """Positions are kept in the record's pixels: after a zoom, smaller then
    bigger, each press of the record (as a save writes it) is still on the
    cell clicked, as is each pointer move."""
    game = ui.load_cross()
    clicked = []
    for n, cell in enumerate(c for c in SAFE_CROSS if c != (0, 0)):
        if n == 2:
            ui.window.zoomBy(-1)
        elif n == 5:
            ui.window.zoomBy(1)
            ui.window.zoomBy(1)
        if not game.is_revealed(*cell):
            ui.move(cell, NOBUTTON)
            ui.click(cell)
            clicked.append(cell)
        if len(clicked) == 6:
            break
    saving = ui.window.replays.recorder.saving()
    assert saving is not None
    rec = saving()
    assert game.status is Status.PLAYING and ui.board.cellSize != rec.cell_px
    assert [rec.cell_at(e.x_px, e.y_px) for e in rec.events if e.kind is EventKind.PRESS] \
        == clicked
    assert {rec.cell_at(e.x_px, e.y_px) for e in rec.events if e.kind is EventKind.MOVE} \
        <= set(clicked)


def test_history_dialog_lists_sorts_filters_and_deletes(ui: Any, qtbot: object) -> None:
    _win_cross(ui)
    _lose_cross(ui)
    _win_cross(ui)
    ui.window.storage.wait()
    ui.window.menus.actionHistory.trigger()
    dialog = ui.window.findChild(HistoryDialog, "historyDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.waitIdle()
    assert dialog.model.rowCount() == 3
    dialog.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # result
    assert dialog.waitIdle()
    assert _data(dialog, 0, 3) == "Lost"
    dialog.resultFilter.setCurrentIndex(dialog.resultFilter.findData(Result.WON))
    assert dialog.waitIdle()
    assert dialog.model.rowCount() == 2
    qtbot.waitUntil(lambda: not dialog.chartPending)  # type: ignore[attr-defined]
    assert dialog.chart is not None and dialog.chart.games == 2
    assert len(dialog.chart.bests[0]) >= 1  # the first win is a personal best
    _data(dialog, 0, 0)
    dialog.table.selectRow(0)
    assert dialog.waitIdle()
    assert "IOE" in dialog.details.text() and "ZiNi" in dialog.details.text()
    dialog.confirmDelete = lambda n: True  # type: ignore[method-assign]
    dialog.deleteButton.click()
    assert dialog.waitIdle()
    assert dialog.model.rowCount() == 1
    assert _stored(ui).count() == 2


# --- the dialog over thousands of games -------------------------------------------

SIZES = [(16, 30, 99), (9, 9, 10), (16, 16, 40)]


def _small_recording(size: tuple[int, int, int], seed: int, no_guess: bool) -> Recording:
    rows, cols, mines = size
    rec = InputRecorder(rows, cols, 16, Rules("opening", False,
                                              "no-guess" if no_guess else "uniform", seed))
    rec.press(100, Button.LEFT, 8, 8)
    rec.release(150, Button.LEFT, 8, 8)
    cells = [(r, c) for r in range(rows) for c in range(cols) if (r, c) != (0, 0)]
    return rec.finish(random.Random(seed).sample(cells, mines))


def _thousands(path: Path, n: int) -> tuple[History, list[GameRow]]:
    """``n`` games, most of them Expert, with many ties; and their rows."""
    rng = random.Random(11)
    recordings = {(size, ng): _small_recording(size, i, ng)
                  for i, size in enumerate(SIZES) for ng in (False, True)}
    blobs = {id(r): encode(r) for r in recordings.values()}
    games = []
    for i in range(n):
        size = rng.choices(SIZES, [6, 3, 1])[0]
        bbbv = rng.randrange(20, 40)
        won = rng.random() < 0.4
        solved = bbbv if won else rng.randrange(0, bbbv)
        stats = CompetitiveStats(
            time_ms=rng.randrange(10, 200) * 100, won=won, finished=True, bbbv=bbbv,
            bbbv_solved=solved, left=solved + rng.randrange(5), right=rng.randrange(3), double=0,
            lce=solved, rce=0, dce=0, flags=0, op=1, isl=0, zini=bbbv, stnb_c=1.0)
        result = Result.WON if won else rng.choice([Result.LOST, Result.ABANDONED,
                                                    Result.RESTARTED])
        games.append((recordings[(size, rng.random() < 0.3)], result, stats,
                      rng.random() < 0.05, 1.7e9 + i * 60 + rng.randrange(3) * 30))
    h = History(path)
    h.add_many(games, encoder=lambda r: blobs[id(r)])
    return h, h.list(order="id", descending=False)


@pytest.mark.parametrize(("playing", "opens_on"), [
    ((9, 9, 10), (9, 9, 10)),  # the game in play has games: its size
    ((16, 16, 40), (16, 16, 40)),
    ((5, 5, 1), (16, 30, 99)),  # none of its size: the most played one
    (None, (16, 30, 99)),
])
def test_history_opens_on_the_size_in_play(qtbot: Any, tmp_path: Path,
                                           playing: tuple[int, int, int] | None,
                                           opens_on: tuple[int, int, int]) -> None:
    history, _rows = _thousands(tmp_path / "history.sqlite3", 60)  # most of them Expert
    history.close()
    storage = Storage(history_path=tmp_path / "history.sqlite3", threaded=False)
    dialog = HistoryDialog(storage, lambda rec, title: None, playing=playing)
    qtbot.addWidget(dialog)
    assert dialog.waitIdle()
    assert dialog.boardFilter.currentData() == opens_on
    assert dialog.currentFilter().size == opens_on
    dialog.close()
    storage.close()


def _expected(rows: list[GameRow], where: GameFilter, column: str,
              descending: bool) -> list[int]:
    """The ids in the order sorting and filtering in Python gives (ties by id)."""
    key = {"date": lambda g: g.played_at, "time": lambda g: g.time_ms,
           "ioe": lambda g: g.ioe, "result": lambda g: g.result.value}[column]
    kept = [g for g in rows if (where.size is None or (g.rows, g.cols, g.mines) == where.size)
            and (where.result is None or g.result is where.result)]
    return [g.id for g in sorted(kept, key=lambda g: (key(g), g.id), reverse=descending)]


def _shown_ids(dialog: HistoryDialog) -> list[int]:
    model = dialog.model
    return [g.id for g in model.gameRows(0, model.rowCount() - 1)]


def _click_header(dialog: HistoryDialog, column: str) -> bool:
    """Click a column's header like the player; returns whether it now sorts descending."""
    header = dialog.table.horizontalHeader()
    section = COLUMNS.index(column)
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(x, header.height() // 2))
    assert header.sortIndicatorSection() == section
    return header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder


def test_history_dialog_with_thousands_of_games(qtbot: Any, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HistoryModel, "PAGE", 50)  # many page boundaries
    history, rows = _thousands(tmp_path / "history.sqlite3", 4000)
    watched: list[tuple[Recording, str]] = []
    storage = Storage(history_path=tmp_path / "history.sqlite3", threaded=False)
    dialog = HistoryDialog(storage, lambda rec, title: watched.append((rec, title)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # Opens on the most played size, newest first; the chart follows the first paint.
    expert = GameFilter(size=(16, 30, 99))
    assert dialog.boardFilter.currentData() == (16, 30, 99)
    assert [dialog.boardFilter.itemData(i) for i in range(dialog.boardFilter.count())] \
        == [None, (9, 9, 10), (16, 16, 40), (16, 30, 99)]
    expected = _expected(rows, expert, "date", True)
    assert 2000 < len(expected) == dialog.model.rowCount()
    for row in (0, 49, 50, 51, 99, 100, len(expected) - 1):
        game = dialog.model.index(row, 0).data(ROW_ROLE)
        assert game.id == expected[row], row
    assert _shown_ids(dialog) == expected
    qtbot.waitUntil(lambda: not dialog.chartPending)
    won = [g for g in sorted(rows, key=lambda g: (g.played_at, g.id))
           if g.result is Result.WON and (g.rows, g.cols, g.mines) == (16, 30, 99)]
    assert dialog.chart is not None and dialog.chart.games == len(won)
    counted = [g.counting == "counted" for g in won]  # assisted wins are no bests
    assert not all(counted)
    assert dialog.chart.bests == (
        personal_bests([g.time_ms / 1000 for g in won], True, counted),
        personal_bests([g.bbbv_s for g in won], False, counted))
    # Sorting by clicking a header, both ways, on an indexed and a plain column.
    for column in ("time", "time", "ioe", "ioe"):
        descending = _click_header(dialog, column)
        assert _shown_ids(dialog) == _expected(rows, expert, column, descending), column
    dialog.table.scrollToBottom()
    QApplication.processEvents()
    last = dialog.model.rowCount() - 1
    assert dialog.model.index(last, 0).data(ROW_ROLE).id \
        == _expected(rows, expert, "ioe", descending)[-1]
    text = dialog.model.index(last, COLUMNS.index("ioe")).data()
    assert text == number(dialog.model.gameRow(last).ioe, 3)  # type: ignore[union-attr]
    # A selected game stays selected (and in view) when the order changes.
    dialog.table.selectRow(7)
    game = dialog.selectedGames()[0]
    assert "IOE" in dialog.details.text()
    descending = _click_header(dialog, "result")
    where = _expected(rows, expert, "result", descending).index(game.id)
    assert dialog.selectedGames() == [game]
    assert [i.row() for i in dialog.table.selectionModel().selectedRows()] == [where]
    assert dialog.table.rowAt(dialog.table.visualRect(dialog.model.index(where, 0)).center().y()) \
        == where
    # Watch replay opens that game's recording.
    assert dialog.watchButton.isEnabled()
    dialog.watchButton.click()
    assert watched[-1][0] == history.recording(game.id)
    # Filters: only won games, then all sizes.
    won_filter = GameFilter(size=(16, 30, 99), result=Result.WON)
    dialog.resultFilter.setCurrentIndex(dialog.resultFilter.findData(Result.WON))
    assert _shown_ids(dialog) == _expected(rows, won_filter, "result", descending)
    assert dialog.selectedGames() == ([game] if game.result is Result.WON else [])
    dialog.boardFilter.setCurrentIndex(0)
    assert _shown_ids(dialog) == _expected(rows, GameFilter(result=Result.WON), "result",
                                           descending)
    qtbot.waitUntil(lambda: not dialog.chartPending)
    assert dialog.chart.games == sum(g.result is Result.WON for g in rows)
    dialog.noGuessFilter.setCurrentIndex(dialog.noGuessFilter.findData(True))
    assert dialog.model.rowCount() == sum(g.result is Result.WON and g.no_guess for g in rows)
    qtbot.waitUntil(lambda: not dialog.chartPending)
    assert dialog.chart.games == dialog.model.rowCount()
    dialog.resultFilter.setCurrentIndex(dialog.resultFilter.findData(Result.LOST))
    qtbot.waitUntil(lambda: not dialog.chartPending)
    assert dialog.chart.games == 0 < dialog.model.rowCount()  # the chart shows won games
    dialog.noGuessFilter.setCurrentIndex(0)
    # Several games selected, exported, then deleted; the counts follow.
    dialog.resultFilter.setCurrentIndex(0)
    everything = _expected(rows, GameFilter(), "result", descending)
    assert dialog.model.rowCount() == len(everything) == 4000
    model = dialog.model
    dialog.table.selectionModel().select(
        QItemSelection(model.index(2990, 0), model.index(3001, len(COLUMNS) - 1)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect)
    chosen = [g.id for g in dialog.selectedGames()]
    assert chosen == everything[2990:3002]
    folder = tmp_path / "exported"
    dialog.askExportTarget = lambda games: str(folder)  # type: ignore[method-assign]
    dialog.exportButton.click()
    assert len(list(folder.glob("*.evf"))) == 12
    dialog.confirmDelete = lambda n: n == 12  # type: ignore[method-assign]
    dialog.deleteButton.click()
    assert history.count() == 3988 == dialog.model.rowCount()
    assert _shown_ids(dialog) == [i for i in everything if i not in set(chosen)]
    assert not dialog.selectedGames() and not dialog.deleteButton.isEnabled()
    # A game added meanwhile shows after a refresh, not before.
    rec = _small_recording((16, 30, 99), 99, False)
    new = history.add(rec, Result.WON, compute(rec), played_at=2e9)
    _click_header(dialog, "date")
    assert new not in _shown_ids(dialog)
    dialog.refresh()
    assert new in _shown_ids(dialog) and dialog.model.rowCount() == 3989


def test_history_dialog_reading_errors_empty_the_table(qtbot: Any, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A page that cannot be read (another copy holds the file locked) empties
    the table and tells the player once; the history file is left alone."""
    monkeypatch.setattr(HistoryModel, "PAGE", 50)
    history, _rows = _thousands(tmp_path / "history.sqlite3", 300)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warnings.append(text))
    storage = Storage(history_path=tmp_path / "history.sqlite3", threaded=False)
    dialog = HistoryDialog(storage, lambda rec, title: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def locked(*_a: object) -> list[GameRow]:
        raise HistoryUnavailable(Fault.LOCKED, "database is locked")

    monkeypatch.setattr(GameList, "rows", locked)
    dialog.table.scrollToBottom()
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 0)
    assert warnings == ["The game history cannot be used now: another program is using it."]
    _click_header(dialog, "ioe")  # nothing more is read until a refresh
    assert dialog.model.rowCount() == 0 and len(warnings) == 1
    monkeypatch.undo()
    dialog.refresh()
    assert dialog.model.rowCount() > 0 and history.count() == 300
    assert not list(tmp_path.glob("*.damaged-*"))


def test_history_dialog_on_a_file_damaged_meanwhile(qtbot: Any, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The file is found damaged as the dialog reads it: set aside once (told
    by the storage, with where it went), a new valid history in its place at
    once, an empty table (the new empty file is not set aside in turn)."""
    path = tmp_path / "history.sqlite3"
    history, _rows = _thousands(path, 50)
    history.close()
    path.write_bytes(b"not a database any more" * 5000)
    for side in tmp_path.glob("history.sqlite3-*"):
        side.unlink()
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warnings.append(text))
    storage = Storage(history_path=path, threaded=False)
    told: list[object] = []
    storage.setAside.connect(told.append)
    dialog = HistoryDialog(storage, lambda rec, title: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.chartPending)
    _click_header(dialog, "time")
    dialog.resultFilter.setCurrentIndex(1)
    assert len(told) == 1 and warnings == []
    assert dialog.model.rowCount() == 0 and dialog.chart is not None and dialog.chart.games == 0
    assert History(path).count() == 0  # a valid history in place
    aside = [p for p in tmp_path.glob("history.sqlite3.damaged-*") if not p.name.endswith("-wal")
             and not p.name.endswith("-shm")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"not a database any more" * 5000


def test_export_from_the_history_writes_an_evf_file(ui: Any, tmp_path: Path) -> None:
    import os

    _win_cross(ui)
    dialog = _open_history(ui)
    _data(dialog, 0, 0)
    dialog.table.selectRow(0)
    target = tmp_path / "game.evf"
    dialog.askExportTarget = lambda games: str(target)  # type: ignore[method-assign]
    old = os.umask(0o022)
    try:
        dialog.exportButton.click()
        assert dialog.waitIdle()
    finally:
        os.umask(old)
    assert target.read_bytes()[:1] == b"\x04"  # EVF version 4
    assert target.stat().st_mode & 0o777 == 0o644  # the user's usual permissions


def test_watch_replay_from_the_drop_menu_plays_seeks_steps_and_touches_nothing(
        ui: Any, qtbot: object, settings_file: Path) -> None:
    _win_cross(ui)
    window = ui.window
    history = _stored(ui)  # the game is stored and counted first
    window.settings.sync()
    assert window.storage.wait()  # the win's best time copied to the settings
    settings_before = settings_file.read_bytes() if settings_file.exists() else b""
    count = history.count()
    game = ui.game
    assert window.dropMenu.watchReplayButton.isVisibleTo(window.dropMenu)
    window.dropMenu.watchReplayButton.click()
    view = window.findChild(ReplayView, "replayView")
    assert view is not None and view.isVisible()
    # At the start nothing is open; at the end it looks as the game ended.
    view.seekEvent(0)
    assert all(not view.model.game.is_revealed(*c) for c in SAFE_CROSS)
    view.seekTime(view.recording.duration_ms)
    assert _looks(view.model.game) == _looks(game)
    c = view.counters()
    assert c.bbbv_solved == c.bbbv == game.bbbv and c.clicks >= 2
    # Steps: one event each way.
    view.seekEvent(3)
    view.stepForward()
    assert view.position == 4
    view.stepBack()
    view.stepBack()
    assert view.position == 2
    # Play at 8x from the start until the end.
    view.setSpeed(8)
    view.seekEvent(0)
    view.play()
    assert view.playing
    qtbot.waitUntil(lambda: not view.playing, timeout=10_000)  # type: ignore[attr-defined]
    assert view.position == len(view.recording.events) - 1
    # The board takes no input.
    before = _looks(view.model.game)
    view.seekEvent(0)
    vp = view.board.viewport()
    centre = QPointF(view.board.visualRect(view.model.index(1, 1)).center())
    for kind, buttons in ((QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
                          (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)):
        QApplication.sendEvent(vp, QMouseEvent(kind, centre, centre, Qt.MouseButton.LeftButton,
                                               buttons, Qt.KeyboardModifier.NoModifier))
    assert not view.model.game.is_revealed(1, 1)
    assert before == _looks(game)
    view.close()
    # Nothing was saved, counted or recorded by watching.
    window.storage.wait()
    assert history.count() == count
    window.settings.sync()
    assert (settings_file.read_bytes() if settings_file.exists() else b"") == settings_before
    assert ui.game is game


@pytest.mark.parametrize("speed", [0.1, 0.25, 8, 20])
def test_speed_is_clamped(ui: Any, speed: float) -> None:
    _win_cross(ui)
    view = ui.window.replays.watchLast()
    assert isinstance(view, ReplayView)
    view.setSpeed(speed)
    assert 0.25 <= view.speed <= 8
    view.close()


def test_closing_the_window_stores_the_game_and_ends_the_storage_thread(ui: Any) -> None:
    """A window that closes with only flags placed (no board laid yet) stores
    nothing and does not fail; a game in play is kept as abandoned; the
    storage thread ends with the window (it must never outlive it: regression
    for a crash of a later test in the same process)."""
    storage = ui.window.storage
    path = storage.history_path
    _win_cross(ui)
    ui.window.newGame()
    ui.click((0, 0), RIGHT)  # a flag before any reveal: no layout exists
    assert not ui.game.mines
    ui.window.close()
    assert storage._thread is not None and not storage._thread.running
    rows = History(path).list(order="id", descending=False)
    assert [r.result for r in rows] == [Result.WON]


def test_a_loss_undone_is_recorded_to_the_real_end_in_one_row(ui: Any) -> None:
    from minesweeper_qt.replay.statistics import compute

    _lose_cross(ui)
    game = ui.game
    first = _stored(ui).list()
    assert [r.result for r in first] == [Result.LOST]
    ui.window.assist.undo()  # practice: the game goes on
    assert game.status is Status.PLAYING
    hint = ui.window.assist.showHint()
    assert hint is not None
    for cell in SAFE_CROSS:
        if not game.is_revealed(*cell):
            ui.click(cell)
    assert game.status is Status.WON
    history = _stored(ui)
    rows = history.list()
    # One game, one row: the lost row was replaced by the whole game.
    assert len(rows) == 1 and rows[0].result is Result.WON and rows[0].assisted
    assert rows[0].bbbv_solved == game.bbbv
    rec = history.recording(rows[0].id)
    kinds = [e.kind for e in rec.events]
    assert EventKind.UNDO in kinds and EventKind.HINT in kinds
    assert kinds.index(EventKind.HINT) > kinds.index(EventKind.UNDO)
    # The replay shows the loss, then the undo, then the rest of the game.
    player = Replayer(rec)
    undo_at = kinds.index(EventKind.UNDO)
    assert player.game_at_event(undo_at - 1).status is Status.LOST
    assert player.game_at_event(undo_at).status is Status.PLAYING
    assert _looks(player.game_at_event(len(rec.events) - 1)) == _looks(game)
    whole = compute(rec)
    assert whole.won and whole.bbbv_solved == whole.bbbv
    # As an EVF file would have it (no undo there): lost at the first loss.
    assert not compute(rec, honour_undo=False).won


def test_a_loss_undone_then_left_is_kept_as_abandoned(ui: Any) -> None:
    ui.window.askAbandon = lambda: True
    _lose_cross(ui)
    ui.window.assist.undo()
    ui.click((0, 3))
    ui.window.newGame()
    rows = _stored(ui).list()
    assert [r.result for r in rows] == [Result.ABANDONED] and rows[0].assisted


def test_history_figures_dates_and_chart_use_the_languages_digits(ui: Any, qtbot: object) -> None:
    import re

    from PySide6.QtCore import QLocale

    _win_cross(ui)  # a 5x5 custom board: its name has numbers too
    _lose_cross(ui)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    try:
        dialog = _open_history(ui)
        qtbot.waitUntil(lambda: not dialog.chartPending)  # type: ignore[attr-defined]
        model = dialog.model
        cells = [str(_data(dialog, r, c)) for r in range(model.rowCount())
                 for c in range(model.columnCount())]
        dialog.table.selectRow(0)
        assert dialog.waitIdle()
        details = dialog.details.text()
        assert dialog.chart is not None
        ticks = dialog.chart.timePlot.yTickLabels() + dialog.chart.ratePlot.xTickLabels()
        assert len(ticks) >= 3
    finally:
        QLocale.setDefault(before)
    text = " ".join(cells + ticks) + " " + details
    # Western digits only inside the names 3BV, 3BV/s and the like.
    assert not re.search(r"[0-9]", text.replace("3BV", "")), text
    assert re.search("[\u0660-\u0669]", " ".join(cells)) and all(
        re.search("[\u0660-\u0669]", t) for t in ticks)


def test_an_empty_list_says_why_it_is_empty(qtbot: Any, tmp_path: Path) -> None:
    """With no game selected the details line asks for one; over an empty list
    it says why: no game ended yet, or none matching the filters."""
    storage = Storage(history_path=tmp_path / "empty.sqlite3", threaded=False)
    dialog = HistoryDialog(storage, lambda rec, title: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.model.loading)
    assert dialog.details.text() == "No game has ended yet: each game you finish is listed here."
    dialog.close()

    _history, rows = _thousands(tmp_path / "one.sqlite3", 1)
    (game,) = rows
    storage = Storage(history_path=tmp_path / "one.sqlite3", threaded=False)
    dialog = HistoryDialog(storage, lambda rec, title: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.model.loading and dialog.model.rowCount() == 1)
    assert dialog.details.text() == "Select a game to see all its figures."
    other = next(i for i in range(dialog.resultFilter.count())
                 if dialog.resultFilter.itemData(i) not in (None, game.result))
    dialog.resultFilter.setCurrentIndex(other)
    qtbot.waitUntil(lambda: not dialog.model.loading and dialog.model.rowCount() == 0)
    assert dialog.details.text() == "No game matches these choices."
    dialog.resultFilter.setCurrentIndex(0)
    qtbot.waitUntil(lambda: not dialog.model.loading and dialog.model.rowCount() == 1)
    assert dialog.details.text() == "Select a game to see all its figures."


def test_records_by_skill_count_a_loss_undone_as_the_statistics_do(ui: Any) -> None:
    """A counted loss stays a counted loss when taken back (README); the game
    played on is assisted. Records by skill's "last games" counted none of it
    while Best times said played 1, won 0 (a play-tester's report)."""
    from minesweeper_qt.storage.skills import skill_records

    game = ui.load_cross()
    ui.click((0, 1))
    ui.click((2, 2))
    assert game.status is Status.LOST
    ui.window.storage.wait()
    ui.window.assist.undo()
    for cell in SAFE_CROSS:
        if not game.is_revealed(*cell):
            ui.click(cell)
    assert game.status is Status.WON
    statistics = ui.window.records.statistics(game.difficulty.key)
    assert (statistics.played, statistics.won) == (1, 0)
    skills = skill_records(_stored(ui), (5, 5, 5), False)
    assert (skills.recent_games, skills.recent_wins, skills.wins) == (1, 0, 0)
