"""Left and Right in an open menu of the menu bar, and F10: the menu opens with
its title selected, not its first entry, so a screen reader says which menu it
is ("Options, Alt+O"); Down (or Up) then enters it, as in GTK programs.

Qt moves to the next menu with its first entry already selected: Orca then
skips the title (a newer focus event follows at once) and says the entry alone,
so the player never hears the menu's name.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar


def titles(bar: QMenuBar) -> list[QAction]:
    """The menu bar's titles that can open, in their order (shown, enabled, with a menu)."""
    return [a for a in bar.actions()
            if a.isVisible() and a.isEnabled() and not a.isSeparator() and a.menu() is not None]


def neighbour(bar: QMenuBar, step: int) -> QAction | None:
    """The title ``step`` places after the open one (before it when negative),
    round the ends; None without an open title."""
    shown = titles(bar)
    current = bar.activeAction()
    if current is None or current not in shown:
        return None
    return shown[(shown.index(current) + step) % len(shown)]


def open_title(bar: QMenuBar, title: QAction) -> None:
    """Open ``title``'s menu with the title selected and no entry (a keyboard
    player hears the title; Down selects the first entry)."""
    bar.setActiveAction(title)  # Qt: opens its menu, selects no entry


def open_from_keyboard(bar: QMenuBar, title: QAction) -> None:
    """Open ``title``'s menu as :func:`open_title`, the menu bar in Qt's keyboard
    mode, as Alt+letter leaves it: the bar holds the focus while its menus are
    open and gives it back where it was when they close (Qt's own bookkeeping).

    Without it, each move to another menu gives the focus back to the widget
    that had it for a moment (``QMenuBarPrivate::setCurrentAction``), and a
    screen reader says that widget ("Minefield") instead of the menu. Qt enters
    the mode when Esc closes a menu of the bar: the menu is opened, closed by
    an Esc sent to it, and opened again (in one go: nothing is painted between).
    """
    menu = title.menu()
    if not isinstance(menu, QMenu):
        return
    open_title(bar, title)
    escape = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(menu, escape)
    open_title(bar, title)


class BarKeys(QObject):
    """Watches ``bar`` (a child of it): Left and Right, while one of its menus
    is open, open the neighbouring menu by :func:`open_title` (mirrored in a
    right-to-left language, as Qt does). Other keys and a closed bar are Qt's."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self._bar = bar
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self._bar or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if key not in (Qt.Key.Key_Left, Qt.Key.Key_Right) or \
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        current = self._bar.activeAction()
        menu = current.menu() if current is not None else None
        if not isinstance(menu, QMenu) or not menu.isVisible():
            return False
        step = 1 if key == Qt.Key.Key_Right else -1
        if self._bar.isRightToLeft():
            step = -step
        title = neighbour(self._bar, step)
        if title is None or title is current:
            return False
        open_title(self._bar, title)
        return True
