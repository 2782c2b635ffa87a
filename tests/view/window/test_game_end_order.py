"""One game-finished value, and no reaction depends on another: every reaction
to a game end (the end menu, the recorder, the announcement, the save file)
reads the session's :class:`GameFinished` value, so connecting them in any
order gives the same window, the same files and the same best times."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Game
from minesweeper_qt.session.game_finished import GameFinished
from minesweeper_qt.storage.history_rows import Result
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.storage.scores import Statistics, summary_in
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view.main_window import MainWindow

CROSS_MINES = [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)]
SAFE = [(r, c) for r in range(5) for c in range(5) if (r, c) not in CROSS_MINES]


def _reactions(window: MainWindow) -> list[Any]:
    """The slots that react to ``session.finished``, as the window connected them."""
    return [window.gameEnd._on_finished, window.replays.recorder._on_finished,
            window.accessibility._on_finished, window._rest._on_finished_save]


def _play(window: MainWindow, clock: Any) -> dict[str, object]:
    """A win (a new best time), then a loss; what the window shows and keeps."""
    model = window.model
    seen: dict[str, object] = {}
    for outcome in (Result.WON, Result.LOST):
        game = Game.from_layout(5, 5, CROSS_MINES, time_source=clock)
        model.setGame(game)
        cells = SAFE if outcome is Result.WON else [(0, 1), (2, 2)]
        for n, cell in enumerate(cells):
            if not game.is_revealed(*cell):
                model.reveal(model.index(*cell))
            if n == 0:
                clock.advance(3.5)
        QApplication.processEvents()
        assert window.storage.wait()
        menu = window.dropMenu
        seen[outcome.value] = (
            menu.isOpen, menu.titleLabel.text(), menu.statsLabel.text(),
            menu.recordLabel.text() if menu.recordLabel.isVisibleTo(menu) else None,
            menu.nameEdit.text() if menu.nameEdit.isVisibleTo(menu) else None,
            type(window.board.effect).__name__ if window.board.effect else None,
            window.accessibility.lastAnnouncement,
            window.replays.recorder.last is not None,
            window.saveController.store.exists() if window.saveController else None,
        )
    assert window.storage.wait()
    records = summary_in(window.storage.history_path)
    stats = records.stats.get("5x5x5", Statistics())
    seen["records"] = ([(r.time_ms, r.bbbv) for r in records.best.get("5x5x5", [])],
                       (stats.played, stats.won, stats.current_streak, stats.longest_streak))
    return seen


def _window(make_window: Any, tmp_path: Path, clock: Any, name: str) -> MainWindow:
    folder = tmp_path / name
    folder.mkdir()
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.player_name = "Ada"
    window: MainWindow = make_window(settings=settings, time_source=clock,
                                     saves=SaveStore(folder / "game.json"), shown=True)
    return window


def test_the_end_is_the_same_in_every_order_of_connection(make_window: Any, tmp_path: Path,
                                                          fake_clock: Any) -> None:
    reference = _play(_window(make_window, tmp_path, fake_clock, "as-built"), fake_clock)
    assert reference["won"][0] and "Rank 1" in str(reference["won"][3])  # the test can fail
    assert reference["records"][1] == (2, 1, 0, 1)
    orders = list(itertools.permutations(range(4)))
    for n, order in enumerate([*orders[1::3], orders[-1]]):
        window = _window(make_window, tmp_path, fake_clock, f"order-{n}")
        slots = _reactions(window)
        for slot in slots:
            window.session.finished.disconnect(slot)
        for i in order:
            window.session.finished.connect(slots[i])
        got = _play(window, fake_clock)
        assert got == reference, (order, got, reference)
        window.close()


def test_a_listener_connected_first_sees_the_whole_value(make_window: Any, tmp_path: Path,
                                                        fake_clock: Any) -> None:
    """Before any reaction runs, the value already says what the best times
    made of the game, and the best times already show it (judged in memory)."""
    window = _window(make_window, tmp_path, fake_clock, "first")
    seen: list[tuple[GameFinished, int, bool]] = []
    slots = _reactions(window)
    for slot in slots:
        window.session.finished.disconnect(slot)
    window.session.finished.connect(lambda e: seen.append(
        (e, window.records.statistics("5x5x5").won, window.dropMenu.isOpen)))
    for slot in slots:
        window.session.finished.connect(slot)
    model = window.model
    game = Game.from_layout(5, 5, CROSS_MINES, time_source=fake_clock)
    model.setGame(game)
    for n, cell in enumerate(SAFE):
        if not game.is_revealed(*cell):
            model.reveal(model.index(*cell))
        if n == 0:
            fake_clock.advance(2)
    event, won, menu_open = seen[0]
    assert won == 1 and not menu_open
    assert event.outcome is Result.WON and event.verdict is not None
    assert event.verdict.rank == 1 and event.verdict.record is not None
    assert event.verdict.statistics.current_streak == 1
    assert event.competitive is not None and event.recording is not None
    assert event.time_ms == 2000 and event.stats.bbbv == game.bbbv
    assert window.dropMenu.isOpen  # the reactions ran after it


@pytest.mark.parametrize("outcome", [Result.ABANDONED, Result.RESTARTED])
def test_a_game_given_up_ends_with_a_value_and_no_menu(make_window: Any, tmp_path: Path,
                                                      fake_clock: Any, outcome: Result) -> None:
    window = _window(make_window, tmp_path, fake_clock, "given-up")
    seen: list[GameFinished] = []
    window.session.finished.connect(seen.append)
    model = window.model
    model.reveal(model.index(4, 4))
    game = model.game
    if outcome is Result.RESTARTED:
        window.restartBoard()
    else:
        window.newGame()
    assert [(e.game, e.outcome, e.forfeit) for e in seen] == [(game, outcome, True)]
    assert not window.dropMenu.isOpen
    assert window.records.statistics(window.scores.keyOf(game)).played == 1
