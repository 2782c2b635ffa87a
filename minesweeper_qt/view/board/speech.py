"""Words for screen readers from any window (the replay window, the end panel):
an announcement, and for screen readers that take none (Orca 43, see
:mod:`.accessibility`) the description of the widget that has the
keyboard focus, kept while it keeps the focus.

The main window's board has its own path (its cells' descriptions:
:meth:`.accessibility.Accessibility.say`); this one is for the other
widgets.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from .atspi_listeners import atspi_listeners

try:  # PySide6 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt has no announcements
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]


def announce(widget: QWidget, text: str) -> bool:
    """Have screen readers say ``text`` (politely, after what they are saying).
    Returns False when this Qt cannot announce."""
    if QAccessibleAnnouncementEvent is None:
        return False
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    return True


class _FocusNote(QObject):
    """The words on the focused widget's description, and what it said before
    (given back when the focus moves on)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("focusNote")
        self._widget: QWidget | None = None
        self._before = ""
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

    def put(self, widget: QWidget, text: str) -> None:
        if widget is not self._widget:
            self._restore()
            self._widget, self._before = widget, widget.accessibleDescription()
        # The same words again must be a change: a no-break space added (or
        # taken off) changes the text, not the speech. (Cleared first, the
        # description would fall back to the tooltip, which would be spoken.)
        if widget.accessibleDescription() == text:
            text += "\u00a0"
        widget.setAccessibleDescription(text)

    def _restore(self) -> None:
        widget, self._widget = self._widget, None
        if widget is not None and shiboken6.isValid(widget):
            widget.setAccessibleDescription(self._before)

    @Slot(QWidget, QWidget)
    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is not self._widget:
            # After the focus event has gone out: a change of the description
            # of the widget a screen reader still has the focus on is spoken.
            noted = self._widget
            QTimer.singleShot(0, self, lambda: self._restore_unfocused(noted))

    def _restore_unfocused(self, noted: QWidget | None) -> None:
        if noted is not None and noted is self._widget \
                and QApplication.focusWidget() is not noted:
            if not (shiboken6.isValid(noted) and noted.window().isVisible()):
                self._widget = None  # its window is gone: nothing to give back, no event
                return
            self._restore()


def _note() -> _FocusNote | None:
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = app.findChild(_FocusNote, "focusNote")
    return found if found is not None else _FocusNote(app)


def speak(source: QWidget, text: str) -> None:
    """Have screen readers say ``text`` (politely) about ``source`` (a widget
    of the window it concerns): an announcement; and when no screen reader
    listens to announcements, the description of the focused widget (when
    the focus is in ``source``'s window)."""
    if not text:
        return
    announced = announce(source, text)
    listeners = atspi_listeners()
    listeners.start()
    if announced and not (listeners.known and not listeners.hearsAnnouncements):
        return
    focus = QApplication.focusWidget()
    note = _note()
    if focus is not None and note is not None and focus.window() is source.window():
        note.put(focus, text)
