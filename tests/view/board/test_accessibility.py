"""What Qt's accessibility layer gives a screen reader, in process: the board as a
table of named cells, focus on the cursor's cell, announcements, named header
controls with their roles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from minesweeper_qt.view.board.accessibility import QAccessibleAnnouncementEvent

Role = QAccessible.Role
Name = QAccessible.Text.Name


def iface(widget):
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.isValid()
    return interface


def cells(window) -> dict[tuple[int, int], str]:
    """The table's cells by (row, column), as its table-cell interfaces place them
    (Qt lists the hidden row and column headers as children too)."""
    table = iface(window.board)
    out = {}
    for i in range(table.childCount()):
        child = table.child(i)
        if child.role() == Role.Cell:
            cell = child.tableCellInterface()
            out[(cell.rowIndex(), cell.columnIndex())] = child.text(Name)
    return out


def cell_name(window, row: int, col: int) -> str:
    return cells(window)[(row, col)]


def test_the_board_is_a_table_of_named_cells(ui):
    window = ui.window
    ui.load_cross()
    table = iface(window.board)
    assert table.role() == Role.Table
    assert table.text(Name) == "Minefield"
    names = cells(window)
    assert sorted(names) == [(r, c) for r in range(5) for c in range(5)]
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


def test_a_reveal_announces_what_opened(ui):
    ui.load_cross()
    ui.click((2, 0))
    assert ui.window.accessibility.lastAnnouncement == "6 cells opened"  # the zero and its border
    ui.click((0, 1))
    assert ui.window.accessibility.lastAnnouncement == "1 cell opened"
    ui.click((2, 2))
    assert ui.window.accessibility.lastAnnouncement == "You hit a mine"


def test_announcements_exist_in_this_qt():
    assert QAccessibleAnnouncementEvent is not None


def test_the_cursor_is_the_current_cell(ui):
    ui.load_cross()
    ui.key(Qt.Key.Key_Right)  # shows the cursor at (0, 0)
    ui.key(Qt.Key.Key_Right)
    ui.key(Qt.Key.Key_Down)
    board = ui.window.board
    assert (board.currentIndex().row(), board.currentIndex().column()) == (1, 1)
    assert board.cursorCell == (1, 1)


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
