"""The drop-down menu's flow: the result of a finished game, and pause during play."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.session import GameSession, ScoreKeeper

from .board_view import BoardView
from .drop_menu import DropMenu
from .effects import Explosion, WinFlash

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate


def activate_layouts(widget: QWidget) -> None:
    """Bring the layouts of ``widget`` and its descendants up to date now,
    innermost first. Qt otherwise does it on the next event-loop pass, and a
    ``sizeHint()`` read before that is the previous board's or zoom's."""
    for child in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        activate_layouts(child)
    layout = widget.layout()
    if layout is not None:
        layout.activate()


def ask_abandon(parent: QWidget) -> tuple[bool, bool]:
    """Ask before a counted game in play is given up (object name
    ``abandonBox``): "This game will count as a loss". Returns (OK pressed,
    "do not ask again until I quit" ticked)."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Give up this game?"),
                      translate("MainWindow", "This game will count as a loss."),
                      QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel, parent)
    box.setObjectName("abandonBox")
    remember = QCheckBox(translate("MainWindow", "Do not ask again until I quit"))
    box.setCheckBox(remember)
    ok = box.exec() == QMessageBox.StandardButton.Ok
    return ok, remember.isChecked()


class AbandonQuestion:
    """Asks with :func:`ask_abandon` until the player ticks "do not ask again";
    call it for the answer (True: give the game up)."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent
        self._confirmed = False

    def __call__(self) -> bool:
        if self._confirmed:
            return True
        ok, remember = ask_abandon(self._parent)
        self._confirmed = ok and remember
        return ok


class BoardArea(QWidget):
    """The space below the header: the board, centred, and the drop-down menu
    over it (an overlay child outside the layout). Announces resizes so the menu
    can follow."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class GameEnd(QObject):
    """Drops ``menu`` over ``board`` in ``area``: with the result when ``session``'s
    game ends (after the explosion or win flash starts, when ``animations()``),
    or as a pause menu during play (the clock stops, the board is covered)."""

    def __init__(self, session: GameSession, scores: ScoreKeeper, board: BoardView,
                 area: BoardArea, menu: DropMenu, animations: Callable[[], bool],
                 refresh_clock: Callable[[], None]) -> None:
        super().__init__(menu)
        self.session, self.scores, self.board = session, scores, board
        self.area, self.menu = area, menu
        self._animations = animations
        self._refresh_clock = refresh_clock
        area.resized.connect(self.place)
        menu.resumeRequested.connect(self.close)
        menu.nameChanged.connect(scores.rename)
        menu.closed.connect(self._on_closed)
        session.finished.connect(self._on_finished)

    def open(self) -> None:
        """The menu button: result of a finished game, else pause (toggles)."""
        game = self.session.game
        if self.menu.isOpen:
            self.close()
            return
        if game.status.is_over:
            self.showResult(drop=True)
            return
        if game.status is Status.PLAYING:
            self.session.pause()
            self.board.setCovered(True)
            self._refresh_clock()
        self.menu.showPaused()
        self.place()
        self.menu.drop()

    def close(self) -> None:
        """Lift the menu; a paused game resumes."""
        self.menu.lift()
        self._resume()

    def retranslate(self) -> None:
        self.menu.retranslate()
        if self.menu.isOpen:
            if self.menu.paused:
                self.menu.showPaused()
            else:
                self.showResult(drop=False)

    def gameChanged(self) -> None:
        if self.menu.isOpen:
            self.menu.lift()  # hands over a typed best-time name first
        self.board.setCovered(False)

    def _resume(self) -> None:
        self.session.unpause()
        self.board.setCovered(False)

    def _on_closed(self) -> None:
        self._resume()
        self.board.setFocus()

    def place(self) -> None:
        # The area under the header is at least as large as the menu, so a small
        # board (or a long translation) never clips it; the window grows if needed.
        need = self.menu.sizeHint()
        area = self.area.minimumSize()
        if need.width() > area.width() or need.height() > area.height():
            self.area.setMinimumSize(area.expandedTo(need))
            activate_layouts(self.area.window())
        self.menu.top = self.board.geometry().top()
        self.menu.reposition()

    def showResult(self, drop: bool) -> None:
        game = self.session.game
        record = self.scores.newRecord
        self.menu.showResult(game.status is Status.WON, game.stats(),
                             record[0] if record is not None else None,
                             self.scores.playerName(), counted=self.session.counted,
                             assisted=self.session.assisted, deaths=game.deaths)
        self.place()
        if drop:
            self.menu.drop()

    def _on_finished(self, game: Game) -> None:
        if self._animations():
            exploded = game.exploded
            if exploded is not None:
                self.board.setEffect(Explosion(exploded, game.unflagged_mines))
            else:
                self.board.setEffect(WinFlash())
        self.showResult(drop=True)
