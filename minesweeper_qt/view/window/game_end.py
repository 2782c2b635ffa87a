"""The drop-down menu's flow: the result of a finished game, and pause during play."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.session import GameSession, ScoreKeeper

from ..board.board_view import BoardView
from ..board.effects import Explosion, WinFlash
from .drop_menu import DropMenu

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate


#: A result panel that would hide more than this share of the board's height
#: goes below the board instead (see :meth:`GameEnd.place`).
MAX_COVER = 0.5


def activate_layouts(widget: QWidget) -> None:
    """Bring the layouts of ``widget`` and its descendants up to date now,
    innermost first. Qt otherwise does it on the next event-loop pass, and a
    ``sizeHint()`` read before that is the previous board's or zoom's."""
    for child in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        activate_layouts(child)
    layout = widget.layout()
    if layout is not None:
        layout.activate()


def room_on_screen(widget: QWidget) -> QSize:
    """The most a window of ``widget`` (on its parent's screen, if it has a
    parent) should take, in logical pixels: the screen's available area less
    room for the window frame and the desktop's panels."""
    parent = widget.parentWidget()
    avail = (parent if parent is not None else widget).screen().availableGeometry().size()
    return QSize(avail.width() - 32, avail.height() - 64)


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
        session.ended.connect(self._on_ended)
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
        self.menu.prefillName(self.scores.playerName())
        self.board.setCovered(False)
        layout = self.area.layout()
        if layout is not None:  # a result panel below the board is gone
            layout.setAlignment(self.board, Qt.AlignmentFlag.AlignCenter)
        self.menu.under = None

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
        below = self.session.game.status.is_over and self._below_board(need.height())
        changed = False
        layout = self.area.layout()
        if layout is not None and below != (self.menu.under is not None):
            layout.setAlignment(self.board, Qt.AlignmentFlag.AlignHCenter | (
                Qt.AlignmentFlag.AlignTop if below else Qt.AlignmentFlag.AlignVCenter))
            changed = True
        if below:
            need.setHeight(need.height() + self.board.sizeHint().height())
        area = self.area.minimumSize()
        if need.width() > area.width() or need.height() > area.height():
            self.area.setMinimumSize(area.expandedTo(need))
            changed = True
        if changed:
            activate_layouts(self.area.window())
        geometry = self.board.geometry()
        self.menu.top = geometry.bottom() + 1 if below else geometry.top()
        self.menu.under = self.board if below else None
        self.menu.reposition()

    def _below_board(self, menu_height: int) -> bool:
        """Whether a result panel goes below the board rather than over it: when
        it would hide more than :data:`MAX_COVER` of the board (Beginner at usual
        zooms), so the fatal mine and the wrong flags stay in sight."""
        if self.menu.paused:
            return False
        return menu_height > MAX_COVER * self.board.sizeHint().height()

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

    def _on_ended(self, game: Game) -> None:
        """At once: the explosion or the win flash (the result follows)."""
        if self._animations():
            exploded = game.exploded
            if exploded is not None:
                self.board.setEffect(Explosion(exploded, game.rows, game.cols))
            else:
                self.board.setEffect(WinFlash())

    def _on_finished(self, game: Game) -> None:
        self.showResult(drop=True)
