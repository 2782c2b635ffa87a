"""Every game recorded into the history; the history dialog; the replay player
(watching changes nothing); Watch replay from the drop-down menu."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Status
from minesweeper_qt.replay.player import Replayer
from minesweeper_qt.replay.recording import EventKind
from minesweeper_qt.storage.history import Result
from minesweeper_qt.view.history_dialog import HistoryDialog
from minesweeper_qt.view.replay_view import ReplayView

RIGHT = Qt.MouseButton.RightButton


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
    replays.writer.flush()
    rows = replays.history().list(order="id", descending=False)
    assert [r.result for r in rows] == [Result.WON, Result.LOST, Result.ABANDONED]
    assert rows[0].bbbv == won.bbbv and rows[0].bbbv_solved == won.bbbv
    for row, game in zip(rows, (won, lost)):
        rec = replays.history().recording(row.id)
        kinds = {e.kind for e in rec.events}
        assert {EventKind.PRESS, EventKind.RELEASE} <= kinds
        assert len(rec.moves) == len(game.moves)
        assert _looks(Replayer(rec).game_at_event(len(rec.events) - 1)) == _looks(game)
        # Every move sits on the event that caused it: the board right after a
        # release shows that release's move.
        for move in rec.moves:
            assert rec.events[move.event_index].kind in (EventKind.PRESS, EventKind.RELEASE)


def test_history_dialog_lists_sorts_filters_and_deletes(ui: Any, qtbot: object) -> None:
    _win_cross(ui)
    _lose_cross(ui)
    _win_cross(ui)
    ui.window.menus.actionHistory.trigger()
    dialog = ui.window.findChild(HistoryDialog, "historyDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.proxy.rowCount() == 3
    dialog.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # result
    assert dialog.proxy.index(0, 3).data() == "Lost"
    dialog.resultFilter.setCurrentIndex(dialog.resultFilter.findData(Result.WON))
    assert dialog.proxy.rowCount() == 2
    assert len(dialog.chart.bests[0]) >= 1  # the first win is a personal best
    dialog.table.selectRow(0)
    assert "IOE" in dialog.details.text() and "ZiNi" in dialog.details.text()
    dialog.confirmDelete = lambda n: True  # type: ignore[method-assign]
    dialog.deleteButton.click()
    assert dialog.proxy.rowCount() == 1
    assert ui.window.replays.history().count() == 2


def test_export_from_the_history_writes_an_evf_file(ui: Any, tmp_path: Path) -> None:
    _win_cross(ui)
    dialog = ui.window.replays.showHistory()
    assert isinstance(dialog, HistoryDialog)
    dialog.table.selectRow(0)
    target = tmp_path / "game.evf"
    dialog.askExportTarget = lambda games: str(target)  # type: ignore[method-assign]
    dialog.exportButton.click()
    assert target.read_bytes()[:1] == b"\x04"  # EVF version 4


def test_watch_replay_from_the_drop_menu_plays_seeks_steps_and_touches_nothing(
        ui: Any, qtbot: object, settings_file: Path) -> None:
    _win_cross(ui)
    window = ui.window
    window.settings.sync()
    settings_before = settings_file.read_bytes() if settings_file.exists() else b""
    window.replays.writer.flush()
    history = window.replays.history()
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
    window.replays.writer.flush()
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


def test_closing_the_window_stores_the_game_and_ends_the_writer_thread(ui: Any) -> None:
    """A window that closes with only flags placed (no board laid yet) stores
    nothing and does not fail; a game in play is kept as abandoned; the writer
    thread ends with the window (it must never outlive it: regression for a
    crash of a later test in the same process)."""
    import threading

    replays = ui.window.replays
    _win_cross(ui)
    ui.window.newGame()
    ui.click((0, 0), RIGHT)  # a flag before any reveal: no layout exists
    assert not ui.game.mines
    ui.window.close()
    assert not any(t.name == "history-writer" and t.is_alive() for t in threading.enumerate())
    rows = replays.history().list(order="id", descending=False)
    assert [r.result for r in rows] == [Result.WON]


def test_a_loss_undone_is_recorded_to_the_real_end_in_one_row(ui: Any) -> None:
    from minesweeper_qt.replay.statistics import compute

    replays = ui.window.replays
    _lose_cross(ui)
    game = ui.game
    replays.writer.flush()
    first = replays.history().list()
    assert [r.result for r in first] == [Result.LOST]
    ui.window.assist.undo()  # practice: the game goes on
    assert game.status is Status.PLAYING
    hint = ui.window.assist.showHint()
    assert hint is not None
    for cell in SAFE_CROSS:
        if not game.is_revealed(*cell):
            ui.click(cell)
    assert game.status is Status.WON
    replays.writer.flush()
    rows = replays.history().list()
    # One game, one row: the lost row was replaced by the whole game.
    assert len(rows) == 1 and rows[0].result is Result.WON and rows[0].assisted
    assert rows[0].bbbv_solved == game.bbbv
    rec = replays.history().recording(rows[0].id)
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
    replays = ui.window.replays
    ui.window.askAbandon = lambda: True
    _lose_cross(ui)
    ui.window.assist.undo()
    ui.click((0, 3))
    ui.window.newGame()
    replays.writer.flush()
    rows = replays.history().list()
    assert [r.result for r in rows] == [Result.ABANDONED] and rows[0].assisted


def test_game_open_replay_plays_a_real_arbiter_file_and_leaves_the_game_alone(
        ui: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game > Open replay... on a real AVF file (tests/replay/data): the player
    opens on it, titled with the file and its player, and ends won; the game
    in the main window is untouched."""
    ms = pytest.importorskip("ms_toollib")
    from PySide6.QtWidgets import QFileDialog

    sample = Path(__file__).resolve().parent.parent / "replay" / "data" / \
        "avf_beginner_chinese_name.avf"
    reference = ms.AvfVideo(str(sample))
    reference.parse()
    asked: list[str] = []

    def choose(*args: object) -> tuple[str, str]:
        asked.append(str(args[3]))  # the name filter
        return str(sample), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(choose))
    game = ui.game
    ui.window.menus.actionOpenReplay.trigger()
    assert asked and "*.avf" in asked[0]
    view = ui.window.findChild(ReplayView, "replayView")
    assert view is not None and view.isVisible()
    player = reference.player_identifier
    assert player == "王嘉宁"  # the sample's player, stored in GBK in the file
    assert view.windowTitle().endswith(f"{sample.name} \u2014 {player}")
    view.seekTime(view.recording.duration_ms)
    assert view.model.game.status is Status.WON
    assert (view.model.game.rows, view.model.game.cols) == (reference.row, reference.column)
    view.close()
    assert ui.game is game and game.status is Status.READY
