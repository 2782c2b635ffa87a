"""The end of a widget's first paint: where the start of the program hands over
what the first painted board does not need (:class:`LateBuild`), and the guard
that hands it over sooner when the player acts first (see docs/architecture.md)."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid


class FirstPaint(QObject):
    """Emits ``done()`` once, when the first paint of ``widget`` (for a scroll
    area, pass its viewport) has been handled: a zero timer started from the
    first ``Paint`` event fires after that paint and the rest of its frame."""

    done = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._emit)  # dropped if this object is gone
        return False

    def _emit(self) -> None:
        self.done.emit()


#: Events that mean the player acts: the window is made whole before one is
#: handled (see :class:`InputGuard`).
_INPUT = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress,
    QEvent.Type.ShortcutOverride, QEvent.Type.Wheel, QEvent.Type.TouchBegin,
    QEvent.Type.TabletPress, QEvent.Type.ContextMenu, QEvent.Type.Gesture,
    QEvent.Type.NativeGesture,
})


class InputGuard(QObject):
    """Calls ``finish()`` before each input event to ``window`` is handled, until
    :meth:`remove`. The main window, built in two parts, finishes itself on the
    first one: no click reaches a board whose end menu, history or best times
    are not there yet. ``parent`` owns it (the filters go with it).

    A player's input (mouse, touch, wheel, keys) reaches the window's
    ``QWindow`` before any of its widgets, so that is watched once it exists;
    a key is matched against shortcuts on the focus widget first, and events
    a script sends go to a widget straight, so ``watched`` (the widget that
    has the focus, the board's viewport) are watched too. Not an application
    event filter: Python would see every object that gets an event, and the
    first one it did not make has PySide load every class of QtCore, QtGui
    and QtWidgets to find its type (~20 ms before the first paint).
    """

    def __init__(self, finish: Callable[[], None], window: QWidget,
                 watched: Sequence[QObject], parent: QObject) -> None:
        super().__init__(parent)  # gone with the window: Qt drops a deleted filter
        self._finish = finish
        self._window = window
        self._watched: list[QObject] = []
        for target in (window, *watched):
            self._watch(target)
        self._watch_window_handle()

    def _watch(self, target: QObject) -> None:
        if not any(target is known for known in self._watched):
            target.installEventFilter(self)
            self._watched.append(target)

    def _watch_window_handle(self) -> None:
        handle = self._window.windowHandle()  # None until the window is first shown
        if handle is not None:
            self._watch(handle)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _INPUT:
            self._finish()
        elif kind in (QEvent.Type.Show, QEvent.Type.WinIdChange) and watched is self._window:
            self._watch_window_handle()  # made by the show, before any input can come
        return False

    def remove(self) -> None:
        for target in self._watched:
            if isValid(target):
                target.removeEventFilter(self)
        self._watched.clear()


log = logging.getLogger(__name__)

#: A late build runs this long after it was armed when no paint, input or
#: trigger came first (a window started minimised is not painted), in milliseconds.
UNPAINTED_MS = 1000


class LateBuild(QObject):
    """Runs ``build()`` once, then emits ``ready()`` and runs the jobs given to
    :meth:`whenReady`, in order (a failing job is logged; the others run).

    :meth:`start` with ``later`` False builds at once (an error propagates).
    With ``later`` True it builds when ``first_paint`` is done, before the
    first input event to ``window`` or to ``watched`` (:class:`InputGuard`),
    when one of ``triggers``
    fires, when :meth:`finish` is called, or :data:`UNPAINTED_MS` after
    :meth:`start`, whichever comes first; an error is then logged and the
    application exits with status 1 (a start that cannot finish).
    """

    ready = Signal()

    def __init__(self, build: Callable[[], None], first_paint: FirstPaint,
                 triggers: Sequence[SignalInstance], window: QWidget,
                 watched: Sequence[QObject] = ()) -> None:
        super().__init__(window)
        self._window = window
        self._watched = list(watched)
        self._build = build
        self._first_paint = first_paint
        self._triggers = list(triggers)
        self._later = False
        self._guard: InputGuard | None = None
        self._waiting: list[Callable[[], object]] = []
        self._running = False
        #: Whether ``build()`` has run.
        self.done = False

    def start(self, later: bool) -> None:
        self._later = later
        if not later:
            self.finish()
            return
        self._guard = InputGuard(self.finish, self._window, self._watched, self)
        for trigger in self._triggers:
            trigger.connect(self.finish)
        self._first_paint.done.connect(self.finish)
        QTimer.singleShot(UNPAINTED_MS, self, self.finish)

    def finish(self) -> None:
        """Build now (once; later calls do nothing)."""
        if self.done or self._running:
            return
        self._running = True
        if self._guard is not None:
            self._guard.remove()
            self._guard.deleteLater()
            self._guard = None
            for trigger in self._triggers:
                trigger.disconnect(self.finish)
        try:
            self._build()
        except Exception:
            if not self._later:
                raise
            log.exception("the window could not be built")
            print("minesweeper-qt: the window could not be built (see the log above)",
                  file=sys.stderr)
            QCoreApplication.exit(1)
            return
        self.done = True
        self._running = False
        self.ready.emit()
        waiting, self._waiting = self._waiting, []
        for job in waiting:
            try:
                job()
            except Exception:  # one failing job does not lose the others
                log.exception("a job waiting for the window failed")

    def whenReady(self, job: Callable[[], object]) -> None:
        """Run ``job`` once built: now if it is, else right after the build."""
        if self.done:
            job()
        else:
            self._waiting.append(job)
