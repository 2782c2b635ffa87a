"""What Qt's accessibility layer gives a screen reader, in process: the board as
a grid of named cells (no table rows, no headers: see board_accessible.py),
focus on the cursor's cell, spoken results of moves (announcements, and the
cursor cell's description when no screen reader takes announcements), named
header controls with their roles, and the end panel's spoken name."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from minesweeper_qt.view.board.atspi_listeners import (
    atspi_listeners,
    listens_to_announcements,
)
from minesweeper_qt.view.board.board_accessible import BoardAccessible, CellAccessible
from minesweeper_qt.view.board.speech import QAccessibleAnnouncementEvent
from minesweeper_qt.view.board.spoken import Spoken

Role = QAccessible.Role
Name = QAccessible.Text.Name
Description = QAccessible.Text.Description

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the board's own accessible is installed on Linux only")


def iface(widget):
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.isValid()
    return interface


def cells(window) -> dict[tuple[int, int], str]:
    """The board's cells by (row, column): children row-major."""
    board = iface(window.board)
    cols = window.model.columnCount()
    return {divmod(i, cols): board.child(i).text(Name) for i in range(board.childCount())}


def cell_name(window, row: int, col: int) -> str:
    return cells(window)[(row, col)]


def cell(window, row: int, col: int):
    return iface(window.board).child(row * window.model.columnCount() + col)


@pytest.fixture
def no_announcements():
    """As if the AT-SPI registry had answered and no screen reader listened to
    announcements (Orca 43): the spoken results go to the cursor cell too."""
    listeners = atspi_listeners()
    known, events = listeners.known, set(listeners._events)
    listeners.known, listeners._events = True, set()
    yield
    listeners.known, listeners._events = known, events


@linux_only
def test_the_board_is_a_grid_of_named_cells_without_rows_or_headers(ui):
    window = ui.window
    ui.load_cross()
    board = iface(window.board)
    assert isinstance(board, BoardAccessible)
    assert board.role() == Role.Table
    assert board.text(Name) == "Minefield"
    assert board.text(Description) == (
        "5 by 5 cells, 5 mines. Arrow keys move, Space opens, F flags")
    # No Table interface: Orca reads a whole row on Up/Down only in a table that has one.
    assert not board.interface_cast(QAccessible.InterfaceType.TableInterface)
    assert board.childCount() == 25
    children = [board.child(i) for i in range(25)]
    assert {child.role() for child in children} == {Role.Cell}  # no header cells
    assert all(board.indexOfChild(child) == i for i, child in enumerate(children))
    assert board.child(7) is board.child(7)  # one object per cell: its path stays
    assert window.model.headerData(0, Qt.Orientation.Horizontal) is None
    names = cells(window)
    assert names[(1, 2)] == "row 2, column 3: hidden"
    ui.click((2, 0))
    assert cell_name(window, 2, 0) == "row 3, column 1: empty"
    assert cell_name(window, 1, 1) == "row 2, column 2: 2"
    assert cell_name(window, 0, 0) == "row 1, column 1: hidden"
    ui.click((0, 0), Qt.MouseButton.RightButton)
    assert cell_name(window, 0, 0) == "row 1, column 1: flagged"
    ui.click((2, 2))  # a mine: the game is lost, the mines show
    assert cell_name(window, 4, 0) == "row 5, column 1: mine"
    assert cell_name(window, 2, 2) == "row 3, column 3: exploded mine"


@linux_only
def test_a_cell_is_on_the_screen_where_the_board_draws_it(ui):
    ui.load_cross()
    board = ui.window.board
    c = cell(ui.window, 1, 2)
    rect = board.visualRect(ui.model.index(1, 2))
    assert c.rect().topLeft() == board.viewport().mapToGlobal(rect.topLeft())
    assert c.rect().size() == rect.size()
    middle = c.rect().center()
    assert iface(board).childAt(middle.x(), middle.y()) is c
    assert c.parent() is iface(board)


@linux_only
def test_a_smaller_board_forgets_the_cells_it_lost(ui):
    ui.load_cross()
    corner = cell(ui.window, 4, 4)
    ui.load(3, 3, [(0, 0)])
    assert iface(ui.window.board).childCount() == 9
    assert not corner.isValid() or not isinstance(corner, CellAccessible)


def test_the_spoken_results_of_moves(ui):
    ui.load_cross()
    accessibility = ui.window.accessibility
    assert accessibility.lastAnnouncement == "New game: 5 by 5 cells, 5 mines"
    ui.click((2, 0))
    assert accessibility.lastAnnouncement == "6 cells opened"  # the zero and its border
    ui.click((0, 1))
    assert accessibility.lastAnnouncement == "1 cell opened: 1"
    ui.click((0, 0), Qt.MouseButton.RightButton)
    assert accessibility.lastAnnouncement == "Flagged. 4 mines left"
    ui.click((0, 0), Qt.MouseButton.RightButton)
    assert accessibility.lastAnnouncement == "Unflagged. 5 mines left"
    ui.clock.advance(12.5)
    ui.click((2, 2))
    assert accessibility.lastAnnouncement == "You hit a mine after 12.50 seconds"


def test_a_question_mark_and_a_win_are_spoken(ui):
    ui.load(2, 2, [(0, 0)], question_marks=True)
    accessibility = ui.window.accessibility
    for _ in range(2):
        ui.click((0, 0), Qt.MouseButton.RightButton)
    assert accessibility.lastAnnouncement == "Question mark. 1 mine left"
    ui.click((0, 1))
    ui.click((1, 0))
    ui.clock.advance(3)
    ui.click((1, 1))
    assert accessibility.lastAnnouncement == "1 cell opened. You won in 3.00 seconds"


def test_announcements_exist_in_this_qt():
    assert QAccessibleAnnouncementEvent is not None


def test_the_cursor_is_the_focused_cell(ui):
    ui.load_cross()
    ui.key(Qt.Key.Key_Right)  # shows the cursor at (0, 0)
    ui.key(Qt.Key.Key_Right)
    ui.key(Qt.Key.Key_Down)
    board = ui.window.board
    assert (board.currentIndex().row(), board.currentIndex().column()) == (1, 1)
    assert board.cursorCell == (1, 1)
    if sys.platform.startswith("linux"):
        assert cell(ui.window, 1, 1).state().focused
        assert not cell(ui.window, 1, 0).state().focused
        assert iface(board).focusChild() is cell(ui.window, 1, 1)


def test_the_cursor_signal_fires_when_the_cursor_moves_or_shows(ui, qtbot):
    ui.load_cross()
    seen: list[tuple[int, int]] = []
    ui.window.board.cursorMoved.connect(lambda r, c: seen.append((r, c)))
    ui.key(Qt.Key.Key_Right)  # shows it where it was
    ui.key(Qt.Key.Key_Left)  # already at the edge: no move
    ui.key(Qt.Key.Key_Down)
    ui.click((3, 3))  # the mouse hides it
    ui.key(Qt.Key.Key_Up)  # shows it again, where the player last played
    assert seen == [(0, 0), (1, 0), (3, 3)]


@linux_only
def test_without_announcements_the_cursor_cell_says_what_the_move_did(ui, no_announcements):
    ui.load_cross()
    ui.key(Qt.Key.Key_Down)  # shows the cursor at (0, 0)
    ui.key(Qt.Key.Key_Down)
    ui.key(Qt.Key.Key_Down)  # (2, 0): a zero
    ui.key(Qt.Key.Key_Space)
    window = ui.window
    assert cell(window, 2, 0).text(Description) == "6 cells opened"
    assert [cell(window, r, c).text(Description) for r in range(5) for c in range(5)
            ].count("") == 24
    ui.key(Qt.Key.Key_Up)  # the words stay with the cell of the move
    assert cell(window, 2, 0).text(Description) == ""
    assert cell(window, 1, 0).text(Description) == ""
    ui.key(Qt.Key.Key_Up)
    ui.key(Qt.Key.Key_F)
    assert cell(window, 0, 0).text(Description) == "Flagged. 4 mines left"


@linux_only
def test_with_announcements_heard_no_description_changes(ui):
    listeners = atspi_listeners()
    known, events = listeners.known, set(listeners._events)
    listeners.known, listeners._events = True, {(":1.9", "Object:Announcement:")}
    try:
        ui.load_cross()
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Space):
            ui.key(key)
        assert ui.window.accessibility.lastAnnouncement == "6 cells opened"
        assert cell(ui.window, 2, 0).text(Description) == ""
    finally:
        listeners.known, listeners._events = known, events


@linux_only
def test_a_new_game_is_said_on_the_cell_that_gets_the_focus_back(ui, no_announcements):
    ui.load_cross()
    window = ui.window
    ui.key(Qt.Key.Key_Down)
    window.faceButton.setFocus()
    window.newGame()
    assert cell(window, 0, 0).text(Description) == ""  # not focused: kept for later
    window.board.setFocus()
    ui.qtbot.waitUntil(lambda: cell(window, 0, 0).text(Description) != "")
    assert cell(window, 0, 0).text(Description) == "New game: 5 by 5 cells, 5 mines"


@pytest.mark.parametrize("event, heard", [
    ("Object:Announcement:", True), ("object:announcement", True), ("Object::", True),
    ("object:", True), ("", True), ("Object:StateChanged:Focused", False),
    ("Focus::", False), ("Window:Activate:", False),
])
def test_which_listeners_hear_announcements(event, heard):
    assert listens_to_announcements(event) is heard


def test_counted_words_have_english_singulars(qapp):
    spoken = Spoken()
    assert spoken.opened(1) == "1 cell opened" and spoken.opened(2) == "2 cells opened"
    assert spoken.minesLeft(1) == "1 mine left" and spoken.minesLeft(0) == "0 mines left"
    assert spoken.size(3, 4, 1) == "3 by 4 cells, 1 mine"


def test_spoken_words_follow_the_language(window):
    spoken = Spoken()
    window.setLanguage("de")
    try:
        assert spoken.opened(1) != "1 cell opened" and "1" in spoken.opened(1)
        assert spoken.opened(12) != "12 cells opened" and "12" in spoken.opened(12)
        assert "3,50" in spoken.ended(True, 3.5)
        description = iface(window.board).text(Description)
        assert "9" in description and "10" in description
        assert description != "9 by 9 cells, 10 mines. Arrow keys move, Space opens, F flags"
    finally:
        window.setLanguage("en")


def test_counts_take_the_language_s_plural_forms(window):
    spoken = Spoken()
    window.setLanguage("ru")
    try:
        assert [spoken.opened(n) for n in (1, 3, 5, 21)] == [
            "Открыта 1 клетка", "Открыто 3 клетки", "Открыто 5 клеток", "Открыта 21 клетка"]
        assert spoken.minesLeft(2) == "Осталось 2 мины"
    finally:
        window.setLanguage("en")


def test_the_end_panel_is_named_by_the_result(ui, qtbot):
    ui.load_cross()
    ui.click((2, 0))  # the clock starts
    ui.clock.advance(4.25)
    ui.click((2, 2))
    menu = ui.window.dropMenu
    qtbot.waitUntil(lambda: menu.isOpen)
    assert menu.accessibleName() == "You hit a mine after 4.25 seconds"
    assert iface(menu).text(Name) == "You hit a mine after 4.25 seconds"


@pytest.mark.parametrize("name, role, text", [
    ("faceButton", Role.Button, "New game"),
    ("flagModeButton", Role.Button, "Flag mode"),
    ("menuButton", Role.Button, "Menu"),
    ("mineCounter", Role.StaticText, "Mines left: 10"),
    ("clock", Role.StaticText, "Time: 0 s"),
])
def test_header_controls_have_names_and_roles(window, name, role, text):
    interface = iface(getattr(window, name))
    assert (
        interface.role() in (role, Role.CheckBox)
        if name == "flagModeButton"
        else interface.role() == role
    )
    assert interface.text(Name) == text


def test_header_names_follow_the_language(window):
    window.setLanguage("de")
    try:
        assert iface(window.faceButton).text(Name) != "New game"
        assert iface(window.board).text(Name) != "Minefield"
    finally:
        window.setLanguage("en")


@linux_only
def test_the_board_keeps_its_accessible_through_a_game_end(ui, qtbot):
    """One accessible (one AT-SPI path) for the board all along: Qt's cache
    keys it by the board's meta-object, which PySide grows when a plain method
    is first connected as a slot (the end's blast did); the new path left the
    cells Orca had met under the old one, and Orca named the window before the
    next move ("Minesweeper. row 3, column 9: hidden")."""
    window = ui.window
    board_id = QAccessible.uniqueId(iface(window.board))
    cell_id = QAccessible.uniqueId(cell(window, 0, 0))
    ui.load_cross()
    ui.click((2, 0))
    ui.click((2, 2))  # a mine: the blast plays over the board
    qtbot.waitUntil(lambda: window.dropMenu.isOpen)
    window.board.setEffect(None)  # the blast over (its end is where the slot runs)
    window.newGame()
    assert QAccessible.uniqueId(iface(window.board)) == board_id
    first = cell(window, 0, 0)
    assert QAccessible.uniqueId(first) == cell_id
    assert QAccessible.uniqueId(first.parent()) == board_id
