"""Who sizes the main window: the program (to the board and the end panel) until
the player resizes it by hand, then the player."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from ..screen import room_on_screen

#: How many of the program's last requested sizes are recognised when their
#: resize arrives (a window system may deliver them late, one by one).
_REMEMBERED = 4


class WindowSize(QObject):
    """Sizes ``window`` for the program (:meth:`request`) as long as the player
    has not sized it: a resize the program did not ask for (a drag of the
    window's edge, maximising, full screen) makes it the player's
    (:attr:`playerSized`), and the program leaves its size alone from then on,
    until :meth:`release`.

    The program's sizes grow and shrink with what the window shows, are never
    larger than :meth:`room`, and keep the window's frame on the
    screen (moved back onto it when a larger size would run off an edge).

    ``frameKnown()``: the window system gave the shown window a frame, or
    another one (:meth:`room` reckons with it from then on).
    """

    frameKnown = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._asked: list[QSize] = []
        self._player = False
        self._frame = QSize()  # the frame's width and height less the window's
        window.installEventFilter(self)

    @property
    def playerSized(self) -> bool:
        """Whether the player sized the window (or it is maximised or full screen)."""
        window = self._window
        return self._player or window.isMaximized() or window.isFullScreen()

    def release(self) -> None:
        """Let the program size the window again (the player asked it to)."""
        self._player = False

    def room(self) -> QSize:
        """The most the window may take (logical pixels): :func:`room_on_screen`
        less the frame the window system told, once it told it."""
        return room_on_screen(self._window, self._frame)

    def request(self, size: QSize, keep_on_screen: bool = True) -> bool:
        """Resize the window to ``size`` (bounded by the screen's room) unless
        the player sized it, moved back onto the screen if it would leave it
        (unless ``keep_on_screen`` is False); returns whether its size changes."""
        window = self._window
        if self.playerSized or window.isMinimized():
            return False
        if window.screen() is not None:
            size = size.boundedTo(self.room())
        size = size.expandedTo(window.minimumSize()).boundedTo(window.maximumSize())
        self._remember(size)
        if size == window.size():
            return False
        window.resize(size)
        if window.isVisible() and keep_on_screen:
            # (Its size now: the resize may have landed, and been followed.)
            self._keep_on_screen(window.size())
        return True

    def _remember(self, size: QSize) -> None:
        self._asked = [*self._asked[-(_REMEMBERED - 1):], size]

    def shift(self, by: QPoint) -> bool:
        """Move the window by ``by`` (logical pixels) unless the player sized
        it. The part of its frame that would leave the screen is cut off
        instead (the window shrinks by it, the rest stays where ``by`` puts
        it); returns whether the window is resized for that. (A window system
        that places windows itself, such as Wayland's, may ignore the move.)"""
        window = self._window
        if by.isNull() or self.playerSized or not window.isVisible():
            return False
        frame = window.frameGeometry().translated(by)
        inside = frame.intersected(window.screen().availableGeometry())
        resized = inside != frame and not inside.isEmpty() and self.request(
            inside.size() - (frame.size() - window.geometry().size()), keep_on_screen=False)
        # Moved once the size is asked for: a window system may otherwise keep
        # the old size on the screen by moving the window back.
        window.move(inside.topLeft() if not inside.isEmpty() else frame.topLeft())
        if not inside.isEmpty():
            # A window at its minimum size is not cut: it stays on the screen.
            self._keep_on_screen(window.size())
        return resized

    def _keep_on_screen(self, size: QSize) -> None:
        window = self._window
        avail = window.screen().availableGeometry()
        frame = window.frameGeometry()
        extra = frame.size() - window.geometry().size()
        wanted = QRect(frame.topLeft(), size + extra)
        x = max(avail.left(), min(wanted.left(), avail.right() + 1 - wanted.width()))
        y = max(avail.top(), min(wanted.top(), avail.bottom() + 1 - wanted.height()))
        if QPoint(x, y) != frame.topLeft():
            window.move(x, y)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window:
            if event.type() == QEvent.Type.Resize and isinstance(event, QResizeEvent):
                self._on_resized(event)
            elif event.type() in (QEvent.Type.Show, QEvent.Type.Move) \
                    and self._window.isVisible():
                if event.type() == QEvent.Type.Show:
                    # The size it shows at is the program's too: an X11 window
                    # manager may hand it back after a size asked since.
                    self._remember(self._window.size())
                # The frame is known once the window shows, or (an X11 window
                # manager) later, when it frames the window: which moves it.
                window = self._window
                frame = window.frameGeometry().size() - window.geometry().size()
                if frame != self._frame and not frame.isNull():
                    self._frame = frame
                    self.frameKnown.emit()
        return False

    def _on_resized(self, event: QResizeEvent) -> None:
        window = self._window
        if not window.isVisible() or window.windowState() & (
                Qt.WindowState.WindowMinimized):
            return
        size = event.size()
        if size == event.oldSize():
            return
        if size in self._asked:
            self._player = False
        elif size != event.oldSize().expandedTo(window.minimumSize()):
            # Not Qt growing the window to its layout's minimum: a drag of an
            # edge, maximising, or the window manager's choice.
            self._player = True
            self._asked = []
        elif not self.playerSized:
            # Qt grew it rightwards and downwards (a larger zoom's header):
            # at the screen's edge, that would leave the screen.
            self._keep_on_screen(size)
