"""GameSession: one game's life, what counts, and no-guess boards made off the GUI thread."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QMessageBox, QPushButton, QWidget

from minesweeper_qt.engine import BEGINNER, EXPERT, Difficulty, Game, NoGuessGenerator, Status
from minesweeper_qt.engine.solver import analyze
from minesweeper_qt.session import Counting, GameSession, GameSetup
from minesweeper_qt.session.end_figures import EndFigures
from minesweeper_qt.session.game_finished import GameFinished
from minesweeper_qt.session.rules import make_game
from minesweeper_qt.storage.history import History
from minesweeper_qt.storage.history_rows import Result
from minesweeper_qt.storage.scores import summary_in
from minesweeper_qt.view.main_window import MainWindow


def win_game(model: Any) -> None:
    """Reveal every safe cell of the model's game (mines laid already)."""
    game = model.game
    for row in range(game.rows):
        for col in range(game.cols):
            if (row, col) not in game.mines and not game.is_revealed(row, col):
                model.reveal(model.index(row, col))


def lose_game(model: Any) -> None:
    row, col = next(iter(model.game.mines))
    model.reveal(model.index(row, col))


@pytest.fixture
def session(qtbot: Any, fake_clock: Any) -> GameSession:
    rules = GameSetup(BEGINNER)
    session = GameSession(make_game(rules, fake_clock, seed=1), lambda: rules, fake_clock)
    session.useEndFigures(EndFigures(session))  # as the window's second part does
    return session


def test_counting_follows_the_games_life(session: GameSession) -> None:
    assert session.counting is Counting.COUNTED and session.counted
    session.model.reveal(session.model.index(4, 4))
    session.restart()
    assert session.counting is Counting.RESTARTED and not session.counted
    session.newGame()
    assert session.counted
    session.markAssisted()
    assert session.counting is Counting.ASSISTED and not session.counted
    session.resume(session.game, counted=False)
    assert session.counting is Counting.RESTARTED
    first_id = session.gameId
    session.newGame()
    assert session.gameId != first_id and len(session.gameId) == 32


def test_finished_is_emitted_once_per_game(session: GameSession, qtbot: Any) -> None:
    finished: list[GameFinished] = []
    session.finished.connect(finished.append)
    session.model.reveal(session.model.index(4, 4))
    game = session.game
    lose_game(session.model)
    assert [e.outcome for e in finished] == [Result.LOST]
    event = finished[0]
    assert event.game is game and event.game_id == session.gameId
    assert event.stats.bbbv == game.bbbv and event.exploded == game.exploded
    assert event.counting is Counting.COUNTED and not event.won
    session.model.reveal(session.model.index(0, 0))  # nothing more happens
    assert len(finished) == 1


def test_the_finished_game_carries_its_record(session: GameSession, fake_clock: Any) -> None:
    """Nothing records the board's input here: the ending's record is the
    game's moves with the session's flags as events, and its board, deaths,
    resumed mark and counting are read from it."""
    finished: list[GameFinished] = []
    session.finished.connect(finished.append)
    model = session.model
    model.reveal(model.index(4, 4))
    model.toggleFlag(model.index(*next(iter(session.game.mines))))
    win_game(model)
    session.restart()
    model.reveal(model.index(4, 4))
    lose_game(model)
    session.newGame()
    model.reveal(model.index(4, 4))
    session.markAssisted()
    lose_game(model)
    saved = Game(9, 9, 10, seed=2, time_source=fake_clock)  # a save: a loss taken back
    saved.reveal(4, 4)
    saved.reveal(*next(iter(saved.mines)))
    saved.undo_last_move()  # (an undo makes a game assisted)
    session.resume(saved, counted=False, assisted=True)
    win_game(model)
    session.newGame()
    model.reveal(model.index(4, 4))
    session.resume(session.game, counted=True)  # a counted save
    win_game(model)
    assert [e.record.counting for e in finished] == [
        "counted", "restarted", "assisted", "assisted", "resumed"]
    assert [e.counting for e in finished] == [Counting.COUNTED, Counting.RESTARTED,
                                              Counting.ASSISTED, Counting.ASSISTED,
                                              Counting.COUNTED]
    assert all(e.recording is None for e in finished)  # no input recorded
    first, undone = finished[0], finished[3]
    assert [(m.kind, m.row, m.col) for m in first.record.moves] == [
        (m.kind, m.row, m.col) for m in first.game.moves]
    assert (first.rows, first.cols, first.mines, first.deaths) == (9, 9, 10, 0)
    assert undone.resumed and undone.deaths == 1 and not undone.record.counted
    assert finished[-1].resumed and finished[-1].record.counted


def test_abandoning_a_counted_game_in_play_is_a_loss(session: GameSession) -> None:
    ended: list[GameFinished] = []
    session.finished.connect(ended.append)
    session.newGame()  # not started: nothing given up
    assert ended == [] and not session.wouldAbandon()
    session.model.reveal(session.model.index(4, 4))
    assert session.wouldAbandon()
    game = session.game
    session.newGame()
    assert [(e.game, e.outcome, e.forfeit) for e in ended] == [(game, Result.ABANDONED, True)]
    session.model.reveal(session.model.index(4, 4))
    restarted = session.game
    session.restart()  # a restart gives it up too ...
    assert (ended[-1].game, ended[-1].outcome, ended[-1].forfeit) == (
        restarted, Result.RESTARTED, True)
    session.model.reveal(session.model.index(4, 4))
    session.newGame()  # ... but a restarted board never counts
    assert len(ended) == 3 and ended[-1].counting is Counting.RESTARTED
    assert not ended[-1].forfeit


def test_pause_stops_the_clock_until_unpaused(session: GameSession, fake_clock: Any) -> None:
    session.model.reveal(session.model.index(4, 4))
    fake_clock.advance(2)
    session.pause()
    assert session.paused
    fake_clock.advance(50)
    assert session.game.elapsed == pytest.approx(2)
    session.unpause()
    fake_clock.advance(1)
    assert session.game.elapsed == pytest.approx(3)


# --- the window: abandon asks once, scores ---------------------------------------------


def answer_box(button: QMessageBox.StandardButton, tick: bool = False) -> None:
    """Answer the next "give up" box when it shows (it is modal)."""
    def answer() -> None:
        box = next((w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QMessageBox) and w.objectName() == "abandonBox"
                    and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, answer)
            return
        check = box.findChild(QCheckBox)
        assert check is not None
        check.setChecked(tick)
        box.button(button).click()
    QTimer.singleShot(20, answer)


def test_giving_up_asks_once_and_counts_a_loss(make_window: Any, settings: Any,
                                               fake_clock: Any) -> None:
    window = make_window(BEGINNER, seed=5, time_source=fake_clock, ask_abandon=True)
    records = window.records  # at once, in memory; on disk below
    model = window.model
    model.reveal(model.index(4, 4))
    game = model.game
    answer_box(QMessageBox.StandardButton.Cancel)
    window.newGame()
    assert model.game is game  # cancelled: still playing, nothing counted
    assert records.statistics("beginner").played == 0
    answer_box(QMessageBox.StandardButton.Ok, tick=True)
    window.newGame()
    assert model.game is not game
    stats = records.statistics("beginner")
    assert (stats.played, stats.won) == (1, 0)
    model.reveal(model.index(4, 4))
    window.newGame()  # "do not ask again": no box, counted again
    assert records.statistics("beginner").played == 2
    assert window.storage.wait()
    assert summary_in(window.storage.history_path).stats["beginner"].played == 2


def test_a_win_counts_but_not_after_help_or_a_restart(window: MainWindow, settings: Any) -> None:
    records = window.records
    model = window.model
    model.reveal(model.index(4, 4))
    win_game(model)
    assert records.statistics("beginner").won == 1 and len(records.best("beginner")) == 1
    window.restartBoard()
    model.reveal(model.index(4, 4))
    win_game(model)
    window.newGame()
    model.reveal(model.index(4, 4))
    window.session.markAssisted()
    win_game(model)
    assert records.statistics("beginner").won == 1 and len(records.best("beginner")) == 1
    assert window.storage.wait()
    on_disk = summary_in(window.storage.history_path)
    assert on_disk.stats["beginner"].won == 1 and len(on_disk.best["beginner"]) == 1
    assert on_disk.assisted["beginner"].won == 1


def test_a_window_game_driven_without_input_events_records_its_counting(
        window: MainWindow) -> None:
    """Moves no input event led to (a program driving the board, as here, or
    an accessibility action) are neither the player's hand nor the program's
    help: the record says how the game counted, as the session does, and the
    history row is written from the record."""
    finished: list[GameFinished] = []
    window.session.finished.connect(finished.append)
    model = window.model
    model.reveal(model.index(4, 4))
    win_game(model)
    window.restartBoard()
    model.reveal(model.index(4, 4))
    win_game(model)
    window.newGame()
    model.reveal(model.index(4, 4))
    window.session.markAssisted()
    win_game(model)
    recordings = [e.recording for e in finished]
    assert all(r is not None for r in recordings)
    assert [r.counting for r in recordings if r is not None] == [
        "counted", "restarted", "assisted"]
    assert [e.counting.value for e in finished] == ["counted", "restarted", "assisted"]
    assert window.storage.wait()
    history = History(window.storage.history_path)
    rows = history.list(order="id", descending=False)
    assert [r.counting for r in rows] == ["counted", "restarted", "assisted"]
    assert [history.recording(r.id).counting for r in rows] == [r.counting for r in rows]


# --- no-guess boards --------------------------------------------------------------------


def clears_without_guessing(played: Game, first: tuple[int, int]) -> bool:
    """On the layout of ``played``, reveal ``first``, then only what the solver
    proves safe."""
    game = Game.from_layout(played.rows, played.cols, played.mines)
    game.reveal(*first)
    while game.status is Status.PLAYING:
        analysis = analyze(game.knowledge())
        safe = [cell for cell in analysis.safe if not game.is_revealed(*cell)]
        if not safe:
            return False
        for cell in safe:
            game.reveal(*cell)
    return game.status is Status.WON


@pytest.fixture
def no_guess_window(make_window: Any, settings: Any, fake_clock: Any) -> MainWindow:
    settings.no_guess = True
    return make_window(EXPERT, seed=11, time_source=fake_clock)


def test_a_no_guess_board_is_made_off_the_gui_thread_and_no_input_is_lost(
        no_guess_window: MainWindow, qtbot: Any) -> None:
    model = no_guess_window.model
    assert model.game.generator.name == "no-guess"
    model.reveal(model.index(8, 15))
    model.toggleFlag(model.index(0, 0))  # made while the board is being made
    assert model.waitingForLayout and not model.game.has_layout
    qtbot.waitUntil(lambda: not model.waitingForLayout, timeout=10_000)
    game = model.game
    assert game.certified and len(game.mines) == 99
    assert game.is_revealed(8, 15) and game.number(8, 15) == 0  # an opening
    assert game.is_flagged(0, 0) or (0, 0) in game.mines or game.is_revealed(0, 0)
    assert clears_without_guessing(game, (8, 15))


def test_the_same_seed_and_first_click_give_the_same_no_guess_board(
        make_window: Any, qtbot: Any, settings: Any, fake_clock: Any) -> None:
    settings.no_guess = True
    boards = []
    for _ in range(2):
        window = make_window(EXPERT, seed=99, time_source=fake_clock, ask_abandon=True)
        window.model.reveal(window.model.index(3, 3))
        qtbot.waitUntil(lambda w=window: not w.model.waitingForLayout, timeout=10_000)
        boards.append(window.model.game.mines)
    assert boards[0] == boards[1]


def test_cancel_gives_an_ordinary_board_and_says_so(make_window: Any, qtbot: Any,
                                                    settings: Any, fake_clock: Any) -> None:
    # 190 mines on 16 x 30: the search runs for its whole budget, so Cancel
    # surely comes first.
    settings.no_guess = True
    window = make_window(Difficulty.custom(16, 30, 190), seed=11, time_source=fake_clock,
                         ask_abandon=True)
    window.show()
    qtbot.waitExposed(window)
    window.finishBuilding()
    window.fitToBoard()
    board = window.board
    model = window.model
    qtbot.wait(50)
    size, view = window.size(), board.viewport().geometry()
    notes: list[None] = []
    busy: list[bool] = []
    window.session.uncertified.connect(lambda: notes.append(None))
    window.session.maker.busyChanged.connect(busy.append)
    model.reveal(model.index(8, 15))
    qtbot.waitUntil(lambda: busy == [True], timeout=5_000)  # the note after 150 ms
    note = window.findChild(QWidget, "makingBoard")
    assert note is not None and note.isVisible()
    # Over the window's foot (issue 44: in the status bar it took the board's
    # last rows and gave it a scroll bar).
    qtbot.wait(50)
    assert window.size() == size and board.viewport().geometry() == view
    assert not board.verticalScrollBar().isVisible()
    assert window.centralWidget().rect().contains(note.geometry())
    button = note.findChild(QPushButton, "cancelMakingBoard")
    assert button is not None
    button.click()
    qtbot.waitUntil(lambda: not model.waitingForLayout, timeout=10_000)
    assert not model.game.certified and model.game.has_layout and notes
    assert busy == [True, False] and model.game.is_revealed(8, 15)
    notice = window.findChild(QLabel, "notice")
    assert notice is not None and "may need a guess" in notice.text()


def test_past_the_budget_the_board_is_ordinary(qtbot: Any, fake_clock: Any) -> None:
    rules = GameSetup(EXPERT, generator=NoGuessGenerator(budget_s=0.0))
    session = GameSession(make_game(rules, fake_clock, seed=3), lambda: rules, fake_clock)
    session.useEndFigures(EndFigures(session))
    told: list[None] = []
    session.uncertified.connect(lambda: told.append(None))
    session.model.reveal(session.model.index(8, 15))
    qtbot.waitUntil(lambda: not session.model.waitingForLayout, timeout=10_000)
    assert told and not session.game.certified and len(session.game.mines) == 99


def test_no_guess_best_times_are_kept_apart_and_boards_survive_restart_and_save(
        no_guess_window: MainWindow, qtbot: Any, settings: Any, fake_clock: Any) -> None:
    from minesweeper_qt.storage.save_format import decode, encode

    model = no_guess_window.model
    model.reveal(model.index(8, 15))
    qtbot.waitUntil(lambda: not model.waitingForLayout, timeout=10_000)
    saved = decode(encode(model.game.snapshot()), fake_clock).game
    assert saved.generator.name == "no-guess" and saved.certified
    assert saved.mines == model.game.mines
    restarted = model.game.restart()
    assert restarted.generator.name == "no-guess" and restarted.certified
    win_game(model)
    assert no_guess_window.storage.wait()
    records = summary_in(no_guess_window.storage.history_path)
    assert len(records.best["expert-noguess"]) == 1 and "expert" not in records.best


def test_the_menu_choice_is_remembered_and_applies_to_an_untouched_game(
        window: MainWindow, settings: Any) -> None:
    assert window.model.game.generator.name == "uniform"
    window.menus.actionNoGuess.trigger()
    assert settings.no_guess is True
    assert window.model.game.generator.name == "no-guess"  # nothing played yet
    window.menus.actionNoGuess.trigger()
    assert window.model.game.generator.name == "uniform"
