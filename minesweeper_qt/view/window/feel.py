"""How the window feels: fit to window, pause on minimise, the paused clock's
sign, and the scroll position of a resumed game."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from minesweeper_qt.engine import Status
from minesweeper_qt.model import BoardModel
from minesweeper_qt.session import GameSession
from minesweeper_qt.storage.settings import Settings

from ..board.board_view import BoardView
from ..header.header import LedDisplay
from .drop_menu import DropMenu
from .game_end import BoardArea
from .menus import Menus
from .zoom import Zoom

# lupdate reads ``translate("MainWindow", "text")`` calls through this name.
translate = QCoreApplication.translate


class FeelHost(Protocol):
    """What :class:`Feel` uses of the main window (a protocol, so that this
    module does not import the window that creates it)."""

    menus: Menus
    settings: Settings
    boardArea: BoardArea
    session: GameSession
    model: BoardModel
    board: BoardView
    clock: LedDisplay
    dropMenu: DropMenu

    def openMenu(self) -> None: ...
    def isMinimized(self) -> bool: ...
    def isVisible(self) -> bool: ...
    def addAction(self, action: QAction) -> None: ...
    def installEventFilter(self, watched: QObject) -> None: ...


class Feel(QObject):
    """Wires ``window``: the Zoom menu's "Fit to window" (``actionFitToWindow``)
    and "Keep the board fitted" (``actionKeepFitted``, setting
    ``fit_to_window``); minimising a game in play pauses it under the pause menu
    (the board stays covered until the player resumes); the clock shows a pause
    sign while a game in play has its clock stopped (paused, or resumed from a
    save until the next move); the first visible cell of a game in play is
    remembered on quit and scrolled back to when the game is resumed."""

    def __init__(self, window: FeelHost, zoom: Zoom) -> None:
        assert isinstance(window, QObject)
        super().__init__(window)
        self._window = window
        menus = window.menus
        self.actionFitToWindow = QAction(window)
        self.actionFitToWindow.setObjectName("actionFitToWindow")
        self.actionFitToWindow.setShortcut(QKeySequence("Ctrl+9"))
        self.actionFitToWindow.triggered.connect(zoom.fitToWindow)
        self.actionKeepFitted = QAction(window)
        self.actionKeepFitted.setObjectName("actionKeepFitted")
        self.actionKeepFitted.setCheckable(True)
        self.actionKeepFitted.setChecked(window.settings.fit_to_window)
        self.actionKeepFitted.toggled.connect(zoom.setKeepFitted)
        zoom.keptFittedChanged.connect(self.actionKeepFitted.setChecked)
        menus.translated(self.actionFitToWindow.setText,
                         lambda: translate("MainWindow", "&Fit to window"))
        menus.translated(self.actionKeepFitted.setText,
                         lambda: translate("MainWindow", "&Keep the board fitted to the window"))
        for action in (self.actionFitToWindow, self.actionKeepFitted):
            window.addAction(action)
            menus.zoomMenu.addAction(action)
        window.boardArea.resized.connect(zoom.areaResized)
        session = window.session
        session.pausedChanged.connect(self.showClockState)
        session.gameChanged.connect(self.showClockState)
        window.model.moved.connect(self.showClockState)
        window.installEventFilter(self)
        self._restore_pending = session.game.status is Status.PLAYING
        self.showClockState()  # a game resumed before this was made shows its pause sign
        if self._restore_pending and window.isVisible():  # made after the window showed
            self._restore_pending = False
            QTimer.singleShot(0, self, self._restore_scroll)

    def showClockState(self, *_: object) -> None:
        """The clock's pause sign: on while a game in play has its clock stopped."""
        game = self._window.model.game
        self._window.clock.setPaused(game.status is Status.PLAYING and game.paused)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        window = self._window
        if watched is window:
            if kind == QEvent.Type.WindowStateChange and self._window.isMinimized():
                self._pause()
            elif kind == QEvent.Type.Show and self._restore_pending:
                self._restore_pending = False
                QTimer.singleShot(0, self._restore_scroll)
            elif kind == QEvent.Type.Close:
                self._remember_scroll()
        return False

    def _pause(self) -> None:
        window = self._window
        if window.model.game.status is Status.PLAYING and not window.dropMenu.isOpen:
            window.openMenu()  # pause: clock stopped, board covered until Resume
        self.showClockState()

    # --- scroll position of a game in play -------------------------------------------------

    def _remember_scroll(self) -> None:
        window = self._window
        game = window.model.game
        board = window.board
        size = board.cellSize
        if game.status is Status.PLAYING:
            top = (board.verticalOffset() // size, board.horizontalOffset() // size)
            window.settings.scroll_cell = (game.rows, game.cols, *top)

    def _restore_scroll(self) -> None:
        window = self._window
        game = window.model.game
        saved = window.settings.scroll_cell
        if saved is None or saved[:2] != (game.rows, game.cols):
            return
        board = window.board
        board.updateGeometries()
        board.verticalScrollBar().setValue(saved[2] * board.cellSize)
        board.horizontalScrollBar().setValue(saved[3] * board.cellSize)
