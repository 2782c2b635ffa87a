"""F10 and Left/Right in the menu bar: a menu opens with its title selected
(a screen reader says the menu's name), the focus stays on the bar while its
menus are open (it never comes back to the board for a moment, which Orca
would say instead of the menu: tests/view/board/test_orca.py), and returns
where it was when they close."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from minesweeper_qt.view.window.bar_keys import neighbour, titles

# Menus pop up on the offscreen platform, which says it cannot raise or grab.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise",
                                       "This plugin does not support grabbing the keyboard")


def popup() -> QMenu:
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu), menu
    return menu


def title_of(window) -> str:
    action = window.menuBar().activeAction()
    return action.text() if action is not None else ""


def press(qtbot, key: Qt.Key) -> None:
    QTest.keyClick(popup(), key)
    qtbot.wait(1)


def close_menus(qtbot) -> None:
    while QApplication.activePopupWidget() is not None:
        QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
        qtbot.wait(1)


def test_f10_opens_the_first_menu_with_its_title_selected(window, qtbot) -> None:
    window.board.setFocus()
    window.menus.actionMenuBar.trigger()
    assert popup().title() == "&Game"
    assert popup().activeAction() is None  # no entry: the title is what is said
    assert QApplication.focusWidget() is window.menuBar()
    press(qtbot, Qt.Key.Key_Down)
    assert popup().activeAction() is window.menus.actionNew
    close_menus(qtbot)


def test_left_and_right_open_the_neighbour_with_its_title_selected(window, qtbot) -> None:
    window.board.setFocus()
    focused = []
    QApplication.instance().focusChanged.connect(lambda _old, new: focused.append(new))
    window.menus.actionMenuBar.trigger()
    names = [a.text() for a in titles(window.menuBar())]
    press(qtbot, Qt.Key.Key_Right)
    assert popup().title() == names[1] == title_of(window)
    assert popup().activeAction() is None
    press(qtbot, Qt.Key.Key_Down)  # into the menu, and on from an entry
    press(qtbot, Qt.Key.Key_Right)
    assert popup().title() == names[2] and popup().activeAction() is None
    press(qtbot, Qt.Key.Key_Left)
    press(qtbot, Qt.Key.Key_Left)
    press(qtbot, Qt.Key.Key_Left)  # round the start
    assert popup().title() == names[-1] and popup().activeAction() is None
    assert window.board not in focused  # the board never had the focus between menus
    close_menus(qtbot)
    QTest.keyClick(window.menuBar(), Qt.Key.Key_Escape)  # Esc: the bar's title, then out
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board)


def test_right_to_left_mirrors_the_arrows(window, qtbot) -> None:
    bar = window.menuBar()
    names = [a.text() for a in titles(bar)]
    bar.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        window.menus.actionMenuBar.trigger()
        assert neighbour(bar, 1).text() == names[1]
        press(qtbot, Qt.Key.Key_Left)
        assert popup().title() == names[1]
        press(qtbot, Qt.Key.Key_Right)
        assert popup().title() == names[0]
    finally:
        close_menus(qtbot)
        bar.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
