"""What the game says to a screen reader beyond a move's own words (issue 45),
in process: a single opened cell's number, the mines-left and time keys, F on
an opened cell and arrows at the edge, the hint and its played cell, the
probabilities, and Solve's summaries (every word goes through
``Accessibility.say``, recorded here)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.view.board.board_accessible import cells_of

SHIFT = Qt.KeyboardModifier.ShiftModifier
NAME = QAccessible.Text.Name
#: A row ("row 3, column 5") as the board's cells speak it.
PLACE = r"row \d+, column \d+"


@pytest.fixture
def said(ui, monkeypatch) -> list[str]:
    """Every text the window says from now on, in order."""
    words: list[str] = []
    accessibility = ui.window.accessibility
    real = accessibility.say

    def say(text: str, cell: tuple[int, int] | None = None) -> None:
        words.append(text)
        real(text, cell)

    monkeypatch.setattr(accessibility, "say", say)
    return words


def keyboard_start(ui, cell=(0, 0)) -> None:
    """Show the keyboard cursor and move it to ``cell``."""
    ui.board.setFocus()
    ui.key(Qt.Key.Key_Right)
    ui.board.setCursorCell(*cell)


def test_a_single_opened_cell_says_its_number(ui, said):
    ui.load_cross()
    keyboard_start(ui, (0, 1))
    ui.key(Qt.Key.Key_Space)
    assert said[-1] == "1 cell opened: 1"
    ui.key(Qt.Key.Key_Down)
    ui.key(Qt.Key.Key_Space)
    assert said[-1] == "1 cell opened: 2"  # (1, 1) touches (0, 0) and (2, 2)


def test_a_chord_that_opens_one_other_cell_says_where(ui, said):
    ui.load(1, 3, [(0, 0)])
    ui.click((0, 1))
    assert said[-1] == "1 cell opened: 1"
    ui.click((0, 0), Qt.MouseButton.RightButton)
    keyboard_start(ui, (0, 1))
    ui.key(Qt.Key.Key_Space)  # the chord opens (0, 2) only
    assert said[-1].startswith("1 cell opened: row 1, column 3: empty. You won in ")
    assert ui.game.status is Status.WON


def test_m_and_t_say_the_mines_left_and_the_time(ui, said):
    ui.load_cross()
    ui.click((2, 0))
    ui.click((0, 0), Qt.MouseButton.RightButton)
    ui.clock.advance(12.7)
    keyboard_start(ui)
    ui.key(Qt.Key.Key_M)
    assert said[-1] == "4 mines left"
    ui.key(Qt.Key.Key_T)
    assert said[-1] == "Time: 12 seconds"


def test_f_on_an_opened_cell_and_an_arrow_at_the_edge_say_why_nothing_happened(ui, said):
    ui.load_cross()
    ui.click((2, 0))
    keyboard_start(ui, (2, 0))
    ui.key(Qt.Key.Key_F)
    QApplication.processEvents()
    assert said[-1] == "Already open"
    ui.key(Qt.Key.Key_Left)
    QApplication.processEvents()
    assert said[-1] == "Edge of the board"
    ui.key(Qt.Key.Key_Up)
    QApplication.processEvents()
    assert said[-1] != "Edge of the board" or len(said) >= 2  # moved: no edge words
    assert ui.board.cursorCell == (1, 0)


def open_cross(ui) -> Game:
    game = ui.load_cross()
    ui.click((0, 2))
    ui.click((2, 0))
    return game


def test_the_hint_is_spoken_with_its_cells_named_as_the_board_speaks_them(ui, said):
    open_cross(ui)
    keyboard_start(ui)
    ui.key(Qt.Key.Key_H)
    hint = ui.window.assist.hint
    assert hint is not None
    row, col = hint.cell
    assert said[-1] == hint.spoken
    assert said[-1].startswith(f"Hint: row {row + 1}, column {col + 1} is safe. ")
    assert re.search(rf"\bat {PLACE}\b", said[-1])
    assert not re.search(r"\b[A-Z][0-9]\b", said[-1])  # no edge-label names in speech
    ui.key(Qt.Key.Key_H)  # H again: said again
    assert said[-2:] == [hint.spoken, hint.spoken]


def test_shift_h_moves_the_cursor_to_the_cell_it_plays_and_says_what_it_opened(ui, said):
    game = open_cross(ui)
    keyboard_start(ui, (4, 2))
    ui.key(Qt.Key.Key_H)
    hint = ui.window.assist.hint
    assert hint is not None
    ui.key(Qt.Key.Key_H, SHIFT)
    assert ui.board.cursorCell == hint.cell and ui.board.cursorShown
    assert game.is_revealed(*hint.cell)
    assert said[-1].startswith("1 cell opened: ") or "cells opened" in said[-1]


def test_p_and_shift_p_say_the_cursor_cells_probability(ui, said, qtbot):
    open_cross(ui)
    keyboard_start(ui, (4, 2))
    ui.key(Qt.Key.Key_P)
    assert re.fullmatch(r"Probabilities shown\. row 5, column 3: (\d+% chance of a mine|"
                        r"certainly safe|certainly a mine)", said[-1]), said
    ui.key(Qt.Key.Key_P, SHIFT)
    assert re.fullmatch(r"row 5, column 3: .+", said[-1])
    # While the probabilities show, each hidden cell's name carries its own.
    qtbot.waitUntil(lambda: ui.window.assist.overlayLayer.probabilities is not None)
    cells = cells_of(ui.board)
    if cells is not None:  # Linux: the board's own accessible
        name = cells.cell(4, 2).text(NAME)
        assert re.fullmatch(r"row 5, column 3: hidden, .+", name), name
        assert cells.cell(0, 1).text(
            NAME) == "row 1, column 2: 1"
    ui.key(Qt.Key.Key_P)
    assert said[-1] == "Probabilities hidden"
    assert ui.window.session.assisted


def test_solve_speaks_one_summary_per_interval_with_where_it_played(ui, said):
    window = ui.window
    ui.window.model.setGame(Game(9, 9, 10, seed=3))
    accessibility = window.accessibility
    accessibility.holdMoves(True)
    before = len(said)
    player = window.assist.autoPlayer
    for _ in range(3):  # three moves within one interval: one summary, at once
        player.step()
    assert len(said) == before + 1
    assert re.fullmatch(rf"Solve: 1 move, \d+ cells? opened, last at {PLACE}", said[-1]), said
    assert accessibility._summary_timer.isActive()
    accessibility._summary_timer.stop()
    accessibility._on_summary_due()  # the interval is over: the rest, summed
    assert re.fullmatch(rf"Solve: 2 moves, .+, last at {PLACE}", said[-1]), said
    accessibility.holdMoves(False)


@pytest.fixture
def no_announcements():
    """As if no screen reader listened to announcements (Orca 43): the words
    go to a cell's description."""
    from minesweeper_qt.view.board.atspi_listeners import atspi_listeners
    listeners = atspi_listeners()
    known, events = listeners.known, set(listeners._events)
    listeners.known, listeners._events = True, set()
    yield
    listeners.known, listeners._events = known, events


def test_a_played_hints_words_wait_on_its_cell_for_the_cursor(ui, no_announcements):
    """Orca 43 reads a newly focused cell's description with its name: the
    hint's move is described on the cell played, which the cursor then reaches
    (said once, with the cell, not before the cursor gets there)."""
    open_cross(ui)
    keyboard_start(ui, (4, 2))
    ui.key(Qt.Key.Key_H)
    hint = ui.window.assist.hint
    assert hint is not None
    ui.key(Qt.Key.Key_H, SHIFT)
    cells = cells_of(ui.board)
    if cells is None:
        pytest.skip("the board's own accessible is installed on Linux only")
    assert ui.board.cursorCell == hint.cell
    assert cells.note(hint.cell) == ui.window.accessibility.lastAnnouncement
    assert cells.note(hint.cell).startswith("1 cell opened: ")
    ui.key(Qt.Key.Key_Up)  # the player moves on: the words go
    assert not cells.note(hint.cell)


def test_a_cells_spoken_name_uses_one_script_of_digits(ui):
    """Arabic: the row and the column in Arabic-Indic digits, as the value."""
    from PySide6.QtCore import QLocale

    from minesweeper_qt.view.board.spoken import place
    ui.load_cross()
    ui.click((0, 1))
    before = QLocale()
    QLocale.setDefault(QLocale("ar_EG"))
    try:
        name = ui.model.describe(0, 1)
        assert "\u0661" in name and "\u0662" in name  # 1 (the value, the row), 2 (the column)
        assert not re.search(r"[0-9]", name), name
        assert not re.search(r"[0-9]", place((11, 12)))
    finally:
        QLocale.setDefault(before)
