"""Menu entries as AT-SPI screen readers (Orca, on Linux) get them: with their
shortcut spoken ("New, F2", not "New").

Orca reads a menu entry's shortcut from the third field of its AT-SPI key
binding (``Action.GetKeyBinding``: ``"mnemonic;sequence;shortcut"``, as GTK
gives it; Orca 43 ``script_utilities.mnemonicShortcutAccelerator``). Qt's
bridge gives its own menu entries (``QAccessibleMenuItem``) no key bindings, so
it sends the entry's ``Accelerator`` text alone ("F2"), which Orca takes for the
sequence and never says. :class:`MenuItemAccessible` is Qt's menu entry again
(same role, name, states, place, children and actions) with the key binding in
three fields: the access key, nothing, and the shortcut (or, for a title in the
menu bar, which has no shortcut, its Alt+letter: "Game, Alt+G").

A menu that drops from a button (no menu or menu bar holds it: the end panel's
*Change difficulty*) is a window of its own, which Qt places under the
application; coming back from it to the main window, Orca then names the window
on the way ("Minesweeper. You won... panel. Quit push button."): the stray
"Minesweeper" before a move after a new game chosen there.
:class:`DropDownAccessible` places such a menu under its button instead.

Installed on Linux only (:func:`install`): other platforms' bridges read the
``Accelerator`` text, which Qt fills already.

(PySide6's stubs declare ``parent()``, ``child()``... as never returning None,
though Qt's interfaces return null where there is none: hence the overrides'
``type: ignore[override]``.)
"""

from __future__ import annotations

import sys

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QAction,
    QKeySequence,
)
from PySide6.QtWidgets import QAccessibleWidget, QMenu, QMenuBar

from .access_keys import access_key, plain

_installed = False

Owner = QMenu | QMenuBar


def owner_of(action: QAction) -> Owner | None:
    """The menu or menu bar that shows ``action`` (a shown one first: an action
    may sit in several), or None when none holds it. A menu dropping from a
    widget does not count: its entries are its own (see :class:`DropDownAccessible`)."""
    holders = [o for o in action.associatedObjects()
               if isinstance(o, (QMenu, QMenuBar)) and action in o.actions()
               and not (isinstance(o, QMenu) and dropped_from_widget(o))]
    shown = [o for o in holders if o.isVisible()]
    return (shown or holders)[0] if holders else None


def key_binding(action: QAction, owner: Owner) -> str:
    """The AT-SPI key binding of ``action`` in ``owner``:
    ``"mnemonic;;shortcut"`` ("x;;Ctrl+Q" for Exit, "g;;Alt+G" for the Game
    title of the menu bar, "c;;" for an entry without shortcut); "" for none.
    Keys are written as the platform writes them (Qt's native text: "Strg+Q"
    in German). A ";" key is left out (it would split the fields)."""
    letter = access_key(action.text()) or ""
    shortcut = action.shortcut()
    if not shortcut.isEmpty():
        keys = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
    elif letter and isinstance(owner, QMenuBar):
        # A title opens its menu with Alt and its letter.
        keys = QKeySequence(f"Alt+{letter.upper()}").toString(
            QKeySequence.SequenceFormat.NativeText)
    else:
        keys = ""
    if ";" in keys:
        keys = ""
    if ";" in letter:
        letter = ""
    return f"{letter};;{keys}" if letter or keys else ""


class MenuItemAccessible(QAccessibleWidget):
    """One entry of a menu or of the menu bar (a ``QAction``): role menu item
    (separator for a separator), named by its text, expandable when it opens
    a submenu (Qt's own entry does not say so), its menu as its one child,
    the actions "press" (or "showMenu" for a submenu), and the key binding of
    :func:`key_binding`. Its parent is the menu that shows it (see :func:`owner_of`),
    or ``owner`` always when ``fixed`` (an entry of a drop-down: no object,
    so that Qt's cache, one accessible per object, keeps the action's own)."""

    def __init__(self, action: QAction, owner: Owner, fixed: bool = False) -> None:
        super().__init__(owner, QAccessible.Role.MenuItem)
        self._action = action
        self._first_owner = owner
        self._fixed = fixed

    # --- where it is ------------------------------------------------------------------

    def _owner(self) -> Owner | None:
        if not shiboken6.isValid(self._action):
            return None
        if self._fixed:
            return self._first_owner if shiboken6.isValid(self._first_owner) else None
        owner = owner_of(self._action)
        if owner is None and shiboken6.isValid(self._first_owner):
            return self._first_owner
        return owner

    def isValid(self) -> bool:
        return shiboken6.isValid(self._action) and self._owner() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        if self._fixed or not shiboken6.isValid(self._action):
            return None
        return self._action

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        owner = self._owner()
        return QAccessible.queryAccessibleInterface(owner) if owner is not None else None

    def _menu(self) -> QMenu | None:
        if not shiboken6.isValid(self._action):
            return None
        menu = self._action.menu()
        return menu if isinstance(menu, QMenu) else None

    def childCount(self) -> int:
        return 1 if self._menu() is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        menu = self._menu()
        return QAccessible.queryAccessibleInterface(menu) if index == 0 and menu else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        menu = self._menu()
        return 0 if menu is not None and child is not None and child.object() is menu else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        child = self.child(0)
        return child if child is not None and child.rect().contains(x, y) else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def rect(self) -> QRect:
        """The entry on the screen (global pixels); empty when not shown."""
        owner = self._owner()
        if owner is None:
            return QRect()
        local = owner.actionGeometry(self._action)
        return local.translated(owner.mapToGlobal(QPoint(0, 0)))

    # --- what it is ---------------------------------------------------------------------

    def role(self) -> QAccessible.Role:
        if shiboken6.isValid(self._action) and self._action.isSeparator():
            return QAccessible.Role.Separator
        return QAccessible.Role.MenuItem

    def text(self, t: QAccessible.Text) -> str:
        owner = self._owner()
        if owner is None:
            return ""
        action = self._action
        if t == QAccessible.Text.Name:
            return plain(action.text())
        if t == QAccessible.Text.Accelerator:  # as Qt's own entries say it
            if not action.shortcut().isEmpty():
                return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            letter = access_key(action.text())
            return QKeySequence(f"Alt+{letter.upper()}").toString(
                QKeySequence.SequenceFormat.NativeText) if letter else ""
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # read-only

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        owner = self._owner()
        if owner is None:
            state.invalid = True
            return state
        action = self._action
        if not owner.isVisible() or not action.isVisible():
            state.invisible = True
        state.focused = owner.activeAction() is action
        if action.isSeparator() or not action.isEnabled():
            state.disabled = True
        state.checkable = action.isCheckable()
        state.checked = action.isChecked()
        submenu = self._menu()
        if submenu is not None and isinstance(owner, QMenu):
            # A submenu says so: Orca adds "collapsed" (or "expanded" while open).
            state.expandable = True
            state.expanded = submenu.isVisible()
            state.collapsed = not submenu.isVisible()
        return state

    # --- what it does -------------------------------------------------------------------

    def actionNames(self) -> list[str]:
        if not shiboken6.isValid(self._action) or self._action.isSeparator():
            return []
        if self._menu() is not None:
            return [QAccessibleActionInterface.showMenuAction()]
        return [QAccessibleActionInterface.pressAction()]

    def doAction(self, name: str) -> None:
        owner = self._owner()
        action = self._action
        if owner is None or not action.isEnabled():
            return
        if name == QAccessibleActionInterface.pressAction():
            action.trigger()
        elif name == QAccessibleActionInterface.showMenuAction():
            menu = self._menu()
            if menu is not None and menu.isVisible():
                menu.hide()
            else:
                owner.setActiveAction(action)

    def keyBindingsForAction(self, name: str) -> list[str]:
        owner = self._owner()
        if owner is None:
            return []
        binding = key_binding(self._action, owner)
        return [binding] if binding else []


class DropDownAccessible(QAccessibleWidget):
    """A menu that drops from a widget (its parent widget, e.g. a button) and
    that no menu or menu bar holds: Qt's popup menu (its entries as children,
    named by its accessible name or title), placed under that widget."""

    def __init__(self, menu: QMenu) -> None:
        super().__init__(menu, QAccessible.Role.PopupMenu)
        self._menu = menu
        self._items: dict[int, MenuItemAccessible] = {}  # by the action's id()
        menu.destroyed.connect(lambda *_: forget(list(self._items.values())))

    def _item(self, action: QAction) -> MenuItemAccessible:
        """The menu's own entry for ``action`` (one per action: its path stays).
        An action shared with another menu gets two accessibles, each under its
        menu: a screen reader caches an entry's parent."""
        item = self._items.get(id(action))
        if item is None or not item.isValid():
            item = self._items[id(action)] = MenuItemAccessible(action, self._menu, fixed=True)
            QAccessible.registerAccessibleInterface(item)
        return item

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not shiboken6.isValid(self._menu):
            return None
        holder = self._menu.parentWidget()
        target: QObject | None = holder if holder is not None else QCoreApplication.instance()
        return QAccessible.queryAccessibleInterface(target) if target is not None else None

    def childCount(self) -> int:
        return len(self._menu.actions()) if shiboken6.isValid(self._menu) else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not 0 <= index < self.childCount():
            return None
        return self._item(self._menu.actions()[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if child is None or not shiboken6.isValid(self._menu):
            return -1
        for index, action in enumerate(self._menu.actions()):
            if self._items.get(id(action)) is child:
                return index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not shiboken6.isValid(self._menu):
            return None
        action = self._menu.actionAt(self._menu.mapFromGlobal(QPoint(x, y)))
        if action is None or action.isSeparator():
            return None
        return self._item(action)

    def text(self, t: QAccessible.Text) -> str:
        if not shiboken6.isValid(self._menu):
            return ""
        said = super().text(t)
        if t == QAccessible.Text.Name and not said:
            return plain(self._menu.title())
        return said


def report_return(submenu: QMenu) -> None:
    """Tell screen readers the focus is back on the entry that opened
    ``submenu`` (Left or Esc closed it; its menu is still open). Qt moves no
    focus there (the entry stayed its menu's active one), so Orca said
    nothing and kept the closed submenu's entry."""
    action = submenu.menuAction()
    holder = next((o for o in action.associatedObjects()
                   if isinstance(o, QMenu) and o.isVisible() and action in o.actions()), None)
    if holder is None or holder.activeAction() is not action or not QAccessible.isActive():
        return
    event = QAccessibleEvent(holder, QAccessible.Event.Focus)
    event.setChild(holder.actions().index(action))
    QAccessible.updateAccessibility(event)


def forget(items: list[MenuItemAccessible]) -> None:
    """Take ``items`` out of Qt's accessibility cache (their menu is gone)."""
    for item in items:
        if shiboken6.isValid(item):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(item))


def dropped_from_widget(menu: QMenu) -> bool:
    """Whether ``menu`` drops from a widget: no menu or menu bar holds it, and
    it has a parent widget."""
    holders = [o for o in menu.menuAction().associatedObjects()
               if isinstance(o, (QMenu, QMenuBar))]
    return not holders and menu.parentWidget() is not None


def install() -> None:
    """Expose every entry of a menu or the menu bar through
    :class:`MenuItemAccessible`, and every menu dropping from a widget through
    :class:`DropDownAccessible` (once per process; Linux only; before Qt first
    makes an entry's accessible)."""
    global _installed
    if _installed or not sys.platform.startswith("linux"):
        return

    def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
        if key == "QMenu" and isinstance(obj, QMenu) and dropped_from_widget(obj):
            return DropDownAccessible(obj)
        if key != "QAction" or not isinstance(obj, QAction):
            return None
        owner = owner_of(obj)
        return MenuItemAccessible(obj, owner) if owner is not None else None

    QAccessible.installFactory(factory)
    _installed = True


def installed() -> bool:
    """Whether menu entries are exposed by :class:`MenuItemAccessible`."""
    return _installed

