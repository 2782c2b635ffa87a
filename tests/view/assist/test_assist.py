"""Hints, the probability overlay, undo after a loss and auto-play in the real
window (pytest-qt: real widgets, keys, clicks and files)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton

from minesweeper_qt.engine import BEGINNER, Game, Status
from minesweeper_qt.session import Counting
from minesweeper_qt.storage.records import Records
from minesweeper_qt.storage.save_format import decode
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.view.main_window import MainWindow

CROSS = (5, 5, [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)])  # as in conftest.py

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def looks(game: Game) -> list[list[int]]:
    return [game.look_codes(r, 0, game.cols) for r in range(game.rows)]


def open_cross(ui: Any) -> Game:
    """CROSS with the top opening revealed (a game in play)."""
    game = ui.load_cross()
    ui.click((0, 2))
    ui.click((2, 0))
    assert game.status is Status.PLAYING
    return game


# --- hints ---------------------------------------------------------------------------------


def test_h_shows_a_hint_with_its_reason_and_esc_clears_it(ui: Any, window: MainWindow) -> None:
    game = open_cross(ui)
    assert window.session.counting is Counting.COUNTED
    assert not window.header.assistedMark.isVisible()
    ui.key(Qt.Key.Key_H)
    hint = window.assist.hint
    assert hint is not None and hint.safe and hint.cell not in game.mines
    assert window.assist.bar.isVisible()
    assert window.assist.bar.text.text() == hint.text
    assert re.search(r"\b[A-Z]+[0-9]+\b", hint.text)  # cells named as the edge labels show
    assert window.board.edgeLabels
    assert window.assist.hintLayer.hint is hint and hint.proof
    assert window.session.counting is Counting.ASSISTED
    assert window.header.assistedMark.isVisible()
    assert window.header.assistedMark.accessibleName() == "Assisted"
    ui.key(Qt.Key.Key_Escape)
    assert window.assist.hint is None and not window.assist.bar.isVisible()
    assert window.assist.hintLayer.hint is None and not window.board.edgeLabels


def test_shift_h_plays_the_hint_and_the_move_clears_it(ui: Any, window: MainWindow) -> None:
    game = open_cross(ui)
    ui.key(Qt.Key.Key_H)
    hint = window.assist.hint
    assert hint is not None and not game.is_revealed(*hint.cell)
    ui.key(Qt.Key.Key_H, SHIFT)
    assert game.is_revealed(*hint.cell)
    assert window.assist.hint is None and not window.assist.bar.isVisible()


def test_after_a_win_played_by_shift_h_esc_lifts_the_end_menu(ui: Any, window: MainWindow,
                                                              qtbot: Any) -> None:
    """The end's menu keeps the focus the winning hint's move gave it."""
    window.menus.actionAnimations.setChecked(False)
    game = open_cross(ui)
    for _ in range(30):
        if game.status is Status.WON:
            break
        ui.key(Qt.Key.Key_H, SHIFT)
    menu = window.dropMenu
    qtbot.waitUntil(lambda: menu.isOpen)
    assert menu.isAncestorOf(QApplication.focusWidget())
    ui.key(Qt.Key.Key_Escape, widget=QApplication.focusWidget())
    assert not menu.isOpen


def test_any_move_clears_the_hint(ui: Any, window: MainWindow) -> None:
    game = open_cross(ui)
    window.assist.showHint()
    hidden = next((r, c) for r in range(5) for c in range(5)
                  if not game.is_revealed(r, c))
    ui.click(hidden, Qt.MouseButton.RightButton)
    assert window.assist.hint is None


def test_the_header_hint_button_and_the_play_button_work_by_touch(
        ui: Any, window: MainWindow, qtbot: Any) -> None:
    game = open_cross(ui)
    button = window.findChild(QToolButton, "hintButton")
    assert button is window.header.hintButton and button.toolTip()
    assert window.header.isAncestorOf(button) and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    hint = window.assist.hint
    assert hint is not None
    qtbot.mouseClick(window.assist.bar.playButton, Qt.MouseButton.LeftButton)
    assert game.is_revealed(*hint.cell)


def test_before_the_first_click_the_hint_tells_nothing_and_does_not_assist(
        ui: Any, window: MainWindow) -> None:
    ui.key(Qt.Key.Key_H)
    assert window.assist.hint is not None
    assert "first click" in window.assist.bar.text.text()
    assert window.session.counting is Counting.COUNTED


def test_a_win_after_a_hint_is_not_a_best_time(ui: Any, window: MainWindow, qtbot: Any) -> None:
    records: Records = window.records
    for hinted in (False, True):
        game = open_cross(ui)
        if hinted:
            ui.key(Qt.Key.Key_H)
            ui.key(Qt.Key.Key_H, SHIFT)
        for r in range(5):
            for c in range(5):
                if (r, c) not in game.mines and not game.is_revealed(r, c):
                    ui.click((r, c))
        assert game.status is Status.WON
        key = game.difficulty.key
        if not hinted:  # the same win without help is a best time: the test can fail
            assert len(records.best(key)) == 1
            records.reset(key)
            continue
        assert records.best(key) == []
        assert records.statistics(key).played == 0
        assisted = records.assisted_statistics(key)
        assert (assisted.played, assisted.won) == (1, 1)
        menu = window.dropMenu
        qtbot.waitUntil(lambda menu=menu: menu.isOpen)
        assert menu.recordLabel.isVisible()
        assert menu.recordLabel.text() == "Assisted: not counted for best times"
        assert not menu.undoButton.isVisible()


# --- the probability overlay -------------------------------------------------------------


def test_p_turns_the_overlay_on_and_it_paints_and_follows_moves(
        ui: Any, window: MainWindow) -> None:
    game = open_cross(ui)
    cell = (4, 3)  # hidden
    plain = ui.grab_cell(cell)
    ui.key(Qt.Key.Key_P)
    assert window.menus and window.assist.actionProbabilities.isChecked()
    assert window.header.overlayButton.isChecked()
    layer = window.assist.overlayLayer
    assert layer.enabled and layer.probabilities is not None  # small board: at once
    assert window.session.counting is Counting.ASSISTED
    QApplication.processEvents()
    assert ui.grab_cell(cell) != plain
    before = list(layer.probabilities)
    ui.click((4, 2))  # another opening: the numbers change
    assert game.is_revealed(4, 2)
    assert layer.probabilities != before
    assert layer.probabilities[4 * 5 + 2] is None
    ui.key(Qt.Key.Key_P)
    assert not layer.enabled
    QApplication.processEvents()


def test_the_overlay_is_computed_off_the_gui_thread_on_expert(
        ui: Any, window: MainWindow, qtbot: Any, fake_clock: Any) -> None:
    game = Game(16, 30, 99, seed=3, time_source=fake_clock)
    window.model.setGame(game)
    window.assist.setOverlay(True)
    ui.click((8, 15))
    runner = window.assist.runner
    assert runner.busy  # the move returned before the analysis
    qtbot.waitUntil(lambda: not runner.busy, timeout=10_000)
    probs = window.assist.overlayLayer.probabilities
    assert probs is not None and len(probs) == 480
    assert all(p is None for i, p in enumerate(probs) if game.is_revealed(*divmod(i, 30)))
    window.setZoom(24)  # large enough for percentages
    QApplication.processEvents()
    window.board.grab()  # paints every layer without error


def test_on_boards_too_large_for_the_solver_the_overlay_covers_the_view_and_solve_is_off(
        ui: Any, window: MainWindow) -> None:
    window.model.setGame(Game(400, 400, 100, seed=1))
    ui.key(Qt.Key.Key_P)
    assert window.assist.overlayLayer.enabled  # covers the part in view (test_assist_huge)
    window.assist.solve()
    assert not window.assist.actionSolve.isChecked()
    assert "100,000" in window.findChild(type(window.assist.bar.text), "notice").text()


# --- undo after a loss ---------------------------------------------------------------------


def test_undo_restores_exactly_the_previous_looks(
        ui: Any, window: MainWindow, qtbot: Any, fake_clock: Any) -> None:
    game = open_cross(ui)
    fake_clock.advance(5)
    before = looks(game)
    ui.click((2, 2))  # the centre mine
    assert game.status is Status.LOST
    menu = window.dropMenu
    qtbot.waitUntil(lambda: menu.isOpen)
    assert menu.undoButton.isVisible() and menu.undoButton.text()
    elapsed = game.elapsed
    fake_clock.advance(20)  # on the result screen: not counted
    ui.key(Qt.Key.Key_Z, CTRL, widget=window)
    assert looks(game) == before
    assert game.status is Status.PLAYING and game.deaths == 1
    assert window.session.counting is Counting.ASSISTED
    assert "1" in window.header.assistedMark.accessibleName()
    qtbot.waitUntil(lambda: not menu.isVisible())
    fake_clock.advance(3)
    assert abs(game.elapsed - (elapsed + 3)) < 1e-6
    # Lose again and undo with the menu's button.
    ui.click((2, 2))
    qtbot.waitUntil(lambda: menu.isOpen and menu.undoButton.isVisible())
    assert "Losses undone: 1" in menu.statsLabel.text()
    assert menu.recordLabel.text() == "Assisted: not counted for best times"
    qtbot.mouseClick(menu.undoButton, Qt.MouseButton.LeftButton)
    assert looks(game) == before and game.deaths == 2


def test_a_counted_loss_stays_counted_and_the_rest_counts_as_assisted(
        ui: Any, window: MainWindow) -> None:
    game = open_cross(ui)
    key = game.difficulty.key
    ui.click((2, 2))
    assert window.records.statistics(key).played == 1
    window.assist.undo()
    ui.click((2, 2))  # lost again: may still be undone, not counted yet
    assert window.records.assisted_statistics(key).played == 0
    window.newGame()
    assert window.records.assisted_statistics(key).played == 1
    assert window.records.statistics(key).played == 1


def test_undo_does_nothing_during_play(ui: Any, window: MainWindow) -> None:
    game = open_cross(ui)
    assert not window.assist.actionUndo.isEnabled()
    ui.key(Qt.Key.Key_Z, CTRL, widget=window)
    assert game.status is Status.PLAYING and game.deaths == 0
    assert window.session.counting is Counting.COUNTED


# --- auto-play -------------------------------------------------------------------------------


def test_solve_plays_games_to_the_end(window: MainWindow, qtbot: Any) -> None:
    window.assist.setPace("fast")
    window.assist.autoPlayer.setInterval(1)  # the pace is not what this tests
    results = []
    for seed in range(3):
        window.model.setGame(Game(9, 9, 10, seed=seed))
        window.assist.solve()
        assert window.assist.autoPlayer.running
        assert window.session.counting is Counting.ASSISTED
        qtbot.waitUntil(lambda: window.model.game.status.is_over, timeout=20_000)
        assert not window.assist.autoPlayer.running
        assert not window.assist.actionSolve.isChecked()
        results.append(window.model.game.status)
    assert Status.WON in results


def test_solve_stops_on_a_click_and_on_esc(ui: Any, window: MainWindow) -> None:
    window.assist.setPace("slow")
    game = open_cross(ui)
    revealed = ui.revealed()
    window.assist.solve()
    ui.click((4, 2))
    assert not window.assist.autoPlayer.running
    assert ui.revealed() == revealed  # the stopping click does not play
    window.assist.solve()
    assert window.assist.autoPlayer.running
    ui.key(Qt.Key.Key_Escape)
    assert not window.assist.autoPlayer.running
    window.assist.solve()
    window.assist.actionSolve.trigger()  # the menu again
    assert not window.assist.autoPlayer.running
    assert game.status is Status.PLAYING
    assert window.settings.solve_pace == "slow"


# --- assisted games in the save file -----------------------------------------------------------


def test_an_assisted_game_stays_assisted_when_resumed(
        tmp_path: Path, make_window: Any, fake_clock: Any) -> None:
    store = SaveStore(tmp_path / "current-game.json")
    win = make_window(BEGINNER, seed=7, time_source=fake_clock, saves=store, ask_abandon=True)
    game = Game.from_layout(*CROSS[:2], CROSS[2], time_source=fake_clock)
    win.model.setGame(game)
    win.model.reveal(win.model.index(0, 2))
    win.model.reveal(win.model.index(2, 2))  # lost
    win.assist.undo()  # assisted, one death; in play again: saved
    assert win.saveController is not None
    win.saveController.flush()  # a loaded machine may have coalesced the save
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    # The death is the record's undo (the file holds no count of its own).
    assert doc["assisted"] is True and doc["counted"] is False and "deaths" not in doc
    saved = decode(store.path.read_bytes(), fake_clock)
    assert saved.assisted and not saved.counted and saved.game.deaths == 1
    assert looks(saved.game) == looks(game)
    assert looks(saved.game.replay()) == looks(game)  # the moves still replay it
    win.close()

    again = make_window(time_source=fake_clock, resumed=store.load(), saves=store,
                        ask_abandon=True)
    again.show()
    assert again.session.counting is Counting.ASSISTED
    assert again.header.assistedMark.isVisible()
    again.model.toggleFlag(again.model.index(4, 4))
    assert again.saveController is not None
    again.saveController.flush()
    assert json.loads(store.path.read_text(encoding="utf-8"))["assisted"] is True


@pytest.mark.parametrize("help_taken", ["overlay", "hint", "solve"])
def test_help_taken_is_on_disk_before_any_later_move(
        tmp_path: Path, make_window: Any, fake_clock: Any, help_taken: str) -> None:
    """Issue 41: P then a first click showed the bulb, but the save file said
    "assisted: false, counted: true" until the next move; killed then, the
    game came back as a normal one and counted. The mark is written when it
    changes: what is on disk once the writes asked for so far have landed
    (nothing forced) is an assisted game."""
    store = SaveStore(tmp_path / "current-game.json")
    win = make_window(BEGINNER, seed=7, time_source=fake_clock, saves=store)
    assert win.saveController is not None
    # A wall of mines: the first click opens the left part only.
    win.model.setGame(Game.from_layout(9, 9, [(r, 4) for r in range(9)],
                                       time_source=fake_clock))
    if help_taken == "overlay":
        win.assist.setOverlay(True)  # P, before the first click
        win.model.reveal(win.model.index(2, 2))  # the probabilities come with it
    else:
        win.model.reveal(win.model.index(2, 2))
        win.saveController.wait()
        if help_taken == "hint":
            win.assist.showHint()  # H
        else:
            win.assist.solve()  # auto-play: one move or none yet, the mark at once
            win.assist.autoPlayer.stop()
    assert win.session.counting is Counting.ASSISTED
    assert win.saveController.wait()  # the writes asked for so far, none forced
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    assert doc["assisted"] is True and doc["counted"] is False
    again = make_window(time_source=fake_clock, resumed=store.load(), saves=store)
    assert again.session.counting is Counting.ASSISTED  # a kill now: still assisted
    win.close()


def test_shortcuts_are_listed_in_how_to_play() -> None:
    from minesweeper_qt.view.dialogs.help_texts import how_to_play
    text = how_to_play()
    for key in ("H", "Shift+H", "P", "Ctrl+Z", "Esc"):
        assert key in text
