"""Huge boards at one frame per move (issue #17): what the window does around
the frame on 1000 x 1000 with 206,000 mines. The mines are drawn once the new
board is painted; a game's end is painted first and its statistics, recording
and history entry come after, off the GUI thread, and still arrive whole.

Timings are in ``benchmarks/view.py``; these tests pin the behaviour.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Difficulty, Game, Status
from minesweeper_qt.session.game_finished import GameFinished
from minesweeper_qt.storage.history import History, Result
from minesweeper_qt.storage.scores import summary_in
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


def _stored(window: MainWindow) -> History:
    assert window.storage.wait(60)
    path = window.storage.history_path
    assert path is not None
    return History(path)


def test_a_huge_loss_arrives_whole_after_the_frame(huge: MainWindow, qtbot: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    finished: list[GameFinished] = []
    huge.session.finished.connect(finished.append)
    click(huge, mine_near(game, (500, 500)))
    assert game.status is Status.LOST and finished == []  # the frame first
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20_000)
    event = finished[0]
    assert event.game is game and event.outcome is Result.LOST
    menu = huge.dropMenu
    assert menu.isOpen
    # Everything comes in the one value, one set of figures (issue 27: a
    # 1000 x 1000 loss showed "Efficiency: 44 %" beside "IOE 0.333").
    text = menu.statsLabel.text()
    assert text.count("IOE") == 1 and text.count("3BV/s") == 1 and "Efficiency" not in text
    stats = event.competitive
    assert stats is not None and stats.finished and not stats.won
    assert stats.bbbv == game.bbbv == event.stats.bbbv
    assert stats.bbbv_solved == game.stats().bbbv_solved
    assert event.recording is not None and event.recording.mines == game.mines
    assert huge.replays.recorder.last is event.recording
    rows = _stored(huge).list(order="id", descending=False)
    assert [(r.result, r.bbbv, r.rows) for r in rows] == [(Result.LOST, game.bbbv, 1000)]
    assert len(finished) == 1


def test_watch_replay_of_a_huge_game(huge: MainWindow, qtbot: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    click(huge, mine_near(game, (500, 500)))
    huge.session.settle()  # announced now (worked out here if the worker has not)
    recorder = huge.replays.recorder
    last = recorder.last
    assert last is not None and last.mines == game.mines
    view = huge.replays.watchLast()
    assert view is not None
    view.close()
    assert recorder.lastStats is not None


def test_an_undone_huge_loss_counts_once_as_a_loss(huge: MainWindow, qtbot: Any,
                                                   settings: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    finished: list[Result] = []
    huge.session.finished.connect(lambda e: finished.append(e.outcome))
    click(huge, mine_near(game, (500, 500)))
    huge.assist.undo()  # before the statistics are out
    assert finished == [Result.LOST]
    assert game.status is Status.PLAYING and huge.session.assisted
    assert huge.storage.wait(60)
    stats = summary_in(huge.storage.history_path).stats[HUGE.key]
    assert (stats.played, stats.won) == (1, 0)
    # Past the statistics' delay and polls: never announced a second time.
    with qtbot.assertNotEmitted(huge.session.finished, wait=300):
        pass
    assert finished == [Result.LOST]


def test_a_huge_game_that_just_ended_is_counted_when_the_window_closes(
        huge: MainWindow, settings: Any) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    click(huge, mine_near(game, (500, 500)))
    path = huge.storage.history_path
    huge.close()
    assert summary_in(path).stats[HUGE.key].played == 1


def test_a_restart_of_a_huge_board_shares_its_layout(huge: MainWindow) -> None:
    click(huge, (500, 500))
    game = huge.model.game
    huge.restartBoard()
    again = huge.model.game
    assert again is not game and again.same_layout(game) and not again.is_revealed(500, 500)
    assert not Game(1000, 1000, 206_000, seed=1).same_layout(game)


def test_the_line_of_a_huge_game_fits_in_the_panel(huge: MainWindow, qtbot: Any) -> None:
    click(huge, (500, 500))
    click(huge, mine_near(huge.model.game, (500, 500)))
    menu = huge.dropMenu
    qtbot.waitUntil(lambda: menu.isOpen, timeout=20_000)
    assert "IOE" in menu.statsLabel.text()
    qtbot.waitUntil(lambda: not menu._animation.state().value, timeout=5_000)
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
    qtbot.waitUntil(lambda: _stored(huge).count() == 1
                    and _stored(huge).list()[0].result is Result.ABANDONED, timeout=60_000)
    history = _stored(huge)
    rows = history.list()
    assert [(r.result, r.assisted, r.rows) for r in rows] == [(Result.ABANDONED, True, 1000)]
    kinds = [e.kind for e in history.recording(rows[0].id).events]
    assert EventKind.UNDO in kinds and kinds.index(EventKind.UNDO) < len(kinds) - 1
