"""Huge boards at one frame per move (issue #17): what the window does around
the frame on 1000 x 1000 with 206,000 mines. The mines are drawn once the new
board is painted; a game's end is painted first and its statistics, recording
and history entry come after, off the GUI thread, and still arrive whole.

Timings are in ``benchmarks/view.py``; these tests pin the behaviour.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Difficulty, Game, Status
from minesweeper_qt.replay.recording import Button, InputRecorder
from minesweeper_qt.storage.history import History, Result
from minesweeper_qt.storage.records import Records
from minesweeper_qt.view.history.recording import HistoryWriter, IdleWatch, PendingGame
from minesweeper_qt.view.main_window import MainWindow

HUGE = Difficulty.custom(1000, 1000, 206_000)
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def huge(make_window: Any) -> MainWindow:
    window: MainWindow = make_window(HUGE, seed=5)
    window.show()
    window.resize(800, 600)
    QApplication.processEvents()
    return window


def click(window: MainWindow, cell: tuple[int, int]) -> None:
    board = window.board
    board.scrollTo(window.model.index(*cell), board.ScrollHint.PositionAtCenter)
    QApplication.processEvents()
    pos = board.visualRect(window.model.index(*cell)).center()
    QTest.mouseClick(board.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pos)


def mine_near(game: Game, cell: tuple[int, int]) -> tuple[int, int]:
    r0, c0 = cell
    return next((r, c) for r in range(r0 - 6, r0 + 7) for c in range(c0 - 6, c0 + 7)
                if game.is_mine(r, c) and not game.is_flagged(r, c))


def test_a_new_huge_board_draws_its_mines_once_painted(huge: MainWindow, qtbot: Any) -> None:
    # The first game too (it is not announced by gameChanged).
    assert not huge.model.game.can_prepare
    huge.session.newGame(HUGE, seed=31)
    game = huge.model.game
    assert game.can_prepare  # not during the new game's frame ...
    qtbot.waitUntil(lambda: not game.can_prepare, timeout=5000)  # ... right after it
    assert not game.has_layout
    click(huge, (10, 990))
    plain = Game(1000, 1000, 206_000, seed=31)
    plain.reveal(10, 990)
    assert game.mines == plain.mines
    assert game.is_revealed(10, 990) and game.number(10, 990) == 0


def test_a_huge_loss_arrives_whole_after_the_frame(huge: MainWindow, qtbot: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    finished: list[Game] = []
    huge.session.finished.connect(finished.append)
    click(huge, mine_near(game, (500, 500)))
    assert game.status is Status.LOST and finished == []  # the frame first
    qtbot.waitUntil(lambda: finished == [game], timeout=20_000)
    menu = huge.dropMenu
    assert menu.isOpen
    # The competitive line comes from the history writer once the GUI is idle.
    qtbot.waitUntil(lambda: "IOE" in menu.statsLabel.text(), timeout=30_000)
    recorder = huge.replays.recorder
    stats = recorder.lastStats
    assert stats is not None and stats.finished and not stats.won
    assert stats.bbbv == game.bbbv and stats.bbbv_solved == game.stats().bbbv_solved
    last = recorder.last
    assert last is not None and last.mines == game.mines
    assert huge.replays.writer.flush(30)
    rows = huge.replays.history().list(order="id", descending=False)
    assert [(r.result, r.bbbv, r.rows) for r in rows] == [(Result.LOST, game.bbbv, 1000)]
    assert len(finished) == 1


def test_watch_replay_of_a_huge_game_does_not_wait_for_the_writer(huge: MainWindow,
                                                                  qtbot: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    click(huge, mine_near(game, (500, 500)))
    huge.session.settle()  # announced now: the recording is handed over
    recorder = huge.replays.recorder
    assert recorder.statsPending  # the input just came: the writer waits its turn
    last = recorder.last  # made here, once
    assert last is not None and last.mines == game.mines
    assert recorder.last is last
    view = huge.replays.watchLast()
    assert view is not None
    view.close()
    assert huge.replays.writer.flush(30)
    assert recorder.lastStats is not None


def test_an_undone_huge_loss_counts_once_as_a_loss(huge: MainWindow, qtbot: Any,
                                                   settings: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    finished: list[Status] = []
    huge.session.finished.connect(lambda g: finished.append(g.status))
    click(huge, mine_near(game, (500, 500)))
    huge.assist.undo()  # before the statistics are out
    assert finished == [Status.LOST]
    assert game.status is Status.PLAYING and huge.session.assisted
    records = Records(settings.store)
    assert (records.statistics(HUGE.key).played, records.statistics(HUGE.key).won) == (1, 0)
    # Past the statistics' delay and polls: never announced a second time.
    with qtbot.assertNotEmitted(huge.session.finished, wait=300):
        pass
    assert finished == [Status.LOST]


def test_a_huge_game_that_just_ended_is_counted_when_the_window_closes(
        huge: MainWindow, settings: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    click(huge, mine_near(game, (500, 500)))
    huge.close()
    assert Records(settings.store).statistics(HUGE.key).played == 1


def test_a_restart_of_a_huge_board_shares_its_layout(huge: MainWindow) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    huge.restartBoard()
    again = huge.model.game
    assert again is not game and again.same_layout(game) and not again.is_revealed(500, 500)
    assert not Game(1000, 1000, 206_000, seed=1).same_layout(game)


# --- the writer waits for idle time ---------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_idle_watch_needs_steady_beats_and_quiet_input() -> None:
    clock = Clock()
    idle = IdleWatch(clock)
    assert not idle.ready()  # no beat yet: the GUI may be busy
    for _ in range(10):
        idle.beat()
        clock.now += 0.02
    assert idle.ready()
    clock.now += 0.2  # a late beat: the GUI was busy
    assert not idle.ready()
    idle.beat()
    assert not idle.ready()  # steady again only after a while
    for _ in range(8):
        clock.now += 0.02
        idle.beat()
    assert idle.ready()
    idle.input()
    assert not idle.ready()
    for _ in range(16):
        clock.now += 0.02
        idle.beat()
    assert idle.ready()


def small_pending() -> PendingGame:
    game = Game(20, 20, 50, seed=3)
    game.reveal(10, 10)
    recorder = InputRecorder(20, 20, 16)
    recorder.press(0, Button.LEFT, 168, 168)
    recorder.release(40, Button.LEFT, 168, 168)
    recorder.engine_move(40, game.moves[0].kind, 10, 10)
    return PendingGame(recorder, game, Result.ABANDONED, assisted=False)


def test_the_writer_waits_for_idle_time_unless_someone_waits_for_it(tmp_path: Path) -> None:
    idle = IdleWatch()  # never beats: the GUI looks busy
    writer = HistoryWriter(lambda: History(str(tmp_path / "h.db")), idle=idle)
    try:
        job = small_pending()
        writer.add_pending(job)
        assert not job.done.wait(0.3)  # waits its turn
        assert writer.flush(10)  # someone waits: no more waiting for idle time
        assert job.done.is_set() and job.stats is not None
        again = small_pending()
        writer.add_pending(again)
        deadline = time.monotonic() + 10
        while not again.done.wait(0.01):  # the GUI turns idle: it beats until the job is done
            assert time.monotonic() < deadline, "the writer never used the idle time"
            idle.beat()
    finally:
        writer.close()
    assert not any(t.name == "history-writer" and t.is_alive() for t in threading.enumerate())
    history = History(str(tmp_path / "h.db"))
    assert history.count() == 2
    history.close()


def test_the_late_line_of_a_huge_game_fits_in_the_panel(huge: MainWindow, qtbot: Any) -> None:
    click(huge, (500, 500))
    click(huge, mine_near(huge.model.game, (500, 500)))
    menu = huge.dropMenu
    qtbot.waitUntil(lambda: menu.isOpen, timeout=20_000)
    before = menu.height()
    qtbot.waitUntil(lambda: "IOE" in menu.statsLabel.text(), timeout=30_000)
    assert menu.height() > before
    assert menu.statsLabel.height() >= menu.statsLabel.sizeHint().height()
    assert menu.width() >= menu.sizeHint().width()


def test_an_undone_huge_loss_stays_one_game_in_the_history(huge: MainWindow, qtbot: Any) -> None:
    from minesweeper_qt.replay.recording import EventKind

    click(huge, (500, 500))
    game = huge.model.game
    click(huge, mine_near(game, (500, 500)))
    huge.assist.undo()  # the loss's recording is still to be made by the writer
    assert game.status is Status.PLAYING
    click(huge, (500, 500))  # played on: a click on an opened cell
    huge.newGame()  # left: kept as abandoned, replacing the lost row
    assert huge.replays.writer.flush(60)
    history = huge.replays.history()
    rows = history.list()
    assert [(r.result, r.assisted, r.rows) for r in rows] == [(Result.ABANDONED, True, 1000)]
    kinds = [e.kind for e in history.recording(rows[0].id).events]
    assert EventKind.UNDO in kinds and kinds.index(EventKind.UNDO) < len(kinds) - 1
