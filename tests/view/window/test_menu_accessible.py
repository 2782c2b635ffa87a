"""Menu entries as AT-SPI screen readers get them: Qt's entry with its key
binding in GTK's three fields, so Orca says the shortcut ("New, F2"); the
words Orca says are checked in tests/view/board/test_orca.py."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from minesweeper_qt.view.window.menu_accessible import (
    DropDownAccessible,
    MenuItemAccessible,
    installed,
    key_binding,
    owner_of,
)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="AT-SPI key bindings: Linux only")


def native(keys: str) -> str:
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


@pytest.fixture
def menus(window):
    window.finishBuilding()
    return window.menus


def entry(action: QAction) -> MenuItemAccessible:
    iface = QAccessible.queryAccessibleInterface(action)
    assert isinstance(iface, MenuItemAccessible), iface
    return iface


def test_the_key_binding_has_gtks_three_fields(menus, window) -> None:
    game = owner_of(menus.actionNew)
    assert isinstance(game, QMenu)
    assert key_binding(menus.actionNew, game) == "n;;F2"  # the first of its shortcuts
    zoom = owner_of(menus.actionZoomReset)
    assert zoom is not None
    assert key_binding(menus.actionZoomReset, zoom) == f"a;;{native('Ctrl+0')}"
    assert key_binding(menus.actionBestTimes, game) == "t;;"  # no shortcut: the letter
    title = game.menuAction()
    assert key_binding(title, window.menuBar()) == f"g;;{native('Alt+G')}"


def test_every_entry_is_ours_with_its_binding_named(menus) -> None:
    assert installed()
    new = entry(menus.actionNew)
    assert new.role() == QAccessible.Role.MenuItem
    assert new.text(QAccessible.Text.Name) == "New"
    assert new.text(QAccessible.Text.Accelerator) == "F2"  # what Qt's own entry said
    actions = new.actionInterface()
    assert actions.actionNames() == [QAccessibleActionInterface.pressAction()]
    assert actions.keyBindingsForAction(QAccessibleActionInterface.pressAction()) == ["n;;F2"]
    game = owner_of(menus.actionNew)
    parent = new.parent()
    assert parent is not None and parent.object() is game
    assert parent.indexOfChild(new) == game.actions().index(menus.actionNew)


def test_a_title_holds_its_menu_and_shows_it(menus, window) -> None:
    game = owner_of(menus.actionNew)
    assert isinstance(game, QMenu)
    title = entry(game.menuAction())
    assert title.childCount() == 1
    child = title.child(0)
    assert child is not None and child.object() is game
    assert title.actionInterface().actionNames() == [QAccessibleActionInterface.showMenuAction()]
    parent = title.parent()
    assert parent is not None and parent.object() is window.menuBar()


def test_states_follow_the_action(menus) -> None:
    beginner = entry(menus.sizeActions["beginner"])
    state = beginner.state()
    assert state.checkable and state.checked
    menus.sizeActions["beginner"].setEnabled(False)
    assert beginner.state().disabled
    menus.sizeActions["beginner"].setEnabled(True)
    assert not beginner.state().disabled
    assert not beginner.state().focused  # its menu is closed


def test_an_action_in_no_menu_keeps_qts_own(menus) -> None:
    loose = QAction("Loose", menus)
    assert not isinstance(QAccessible.queryAccessibleInterface(loose), MenuItemAccessible)


def test_the_drop_down_sits_under_its_button(menus, window) -> None:
    """Not under the application, as Qt places a menu no menu holds: Orca
    then named the window ("Minesweeper") on the way back from it."""
    drop = window.dropMenu.difficultyMenu
    iface = QAccessible.queryAccessibleInterface(drop)
    assert isinstance(iface, DropDownAccessible)
    assert iface.role() == QAccessible.Role.PopupMenu
    parent = iface.parent()
    assert parent is not None and parent.object() is window.dropMenu.difficultyButton
    assert iface.text(QAccessible.Text.Name) == "Change difficulty"
    assert iface.childCount() == len(drop.actions())
    second = iface.child(1)
    assert isinstance(second, MenuItemAccessible)
    assert second.text(QAccessible.Text.Name) == "Intermediate (16 x 16, 40 mines)"
    assert iface.indexOfChild(second) == 1
    assert iface.child(1) is second  # one accessible per entry: its path stays
    # The entry is the Game menu's too: there it has an accessible of its own,
    # each under its menu (a screen reader caches an entry's parent).
    shared = entry(drop.actions()[1])
    assert shared is not second
    game = owner_of(menus.actionNew)
    for item, menu in ((second, drop), (shared, game)):
        parent = item.parent()
        assert parent is not None and parent.object() is menu


@pytest.mark.qt_log_ignore("This plugin does not support raise",
                           "This plugin does not support grabbing the keyboard")
def test_the_drop_down_opens_on_its_ticked_entry(menus, window, qtbot) -> None:
    """Qt opens a button's menu with no entry selected, and Orca said nothing."""
    drop = window.dropMenu.difficultyMenu
    ticked = menus.sizeActions["beginner"]
    assert ticked.isChecked()
    drop.popup(QPoint(0, 0))
    try:
        qtbot.waitUntil(lambda: drop.activeAction() is ticked)
        # The Game menu's entry stays under the Game menu meanwhile.
        parent = entry(ticked).parent()
        assert parent is not None and parent.object() is owner_of(menus.actionNew)
    finally:
        drop.hide()


def test_a_submenu_entry_is_expandable(menus) -> None:
    first_click = owner_of(menus.actionFirstClickSafe)
    assert isinstance(first_click, QMenu)
    item = entry(first_click.menuAction())
    state = item.state()
    assert state.expandable and state.collapsed and not state.expanded
    title = entry(owner_of(menus.actionNew).menuAction())  # a bar title: its menu opens anyway
    assert not title.state().expandable
