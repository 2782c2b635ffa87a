"""The drop-down menu's flow: the result of a finished game, and pause during play."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QCheckBox, QMessageBox, QVBoxLayout, QWidget

from minesweeper_qt.engine import Status

from ..board.board_view import BoardView
from ..board.effects import Explosion, WinFlash
from ..screen import activate_layouts

if TYPE_CHECKING:  # the window's light first part (BoardArea) imports this module
    from minesweeper_qt.session import GameSession
    from minesweeper_qt.session.game_finished import GameFinished
    from minesweeper_qt.session.score_keeper import ScoreKeeper

    from .drop_menu import DropMenu

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate


#: A result panel that would hide more than this share of the board's height
#: goes below the board instead (see :meth:`GameEnd.place`).
MAX_COVER = 0.5


class Place(Enum):
    """Where the drop-down panel rests: over the board at its top, over the
    board at its bottom, or below the board (the window grows for it while it
    is down, when the player has not sized the window)."""

    TOP = "top"
    BOTTOM = "bottom"
    BELOW = "below"


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


def ask_command_line_abandon(parent: QWidget) -> bool:
    """Ask before the command line's new game replaces the saved game in play
    (object name ``commandLineAbandonBox``); True: give the saved game up (it
    counts as a loss), False: keep playing it."""
    box = QMessageBox(QMessageBox.Icon.Question,
                      translate("MainWindow", "Give up the saved game?"),
                      translate("MainWindow", "The command line asks for a new game, but "
                                "your saved game is still in play. Starting the new game "
                                "counts the saved one as a loss."),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("commandLineAbandonBox")
    start = box.addButton(translate("MainWindow", "&Start the new game"),
                          QMessageBox.ButtonRole.AcceptRole)
    start.setObjectName("startNewGameButton")
    keep = box.addButton(translate("MainWindow", "&Keep playing the saved game"),
                         QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keepSavedGameButton")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is start


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
    """The space below the header: ``board``, centred, and the drop-down menu
    over it (an overlay child outside the layout). Below the board, ``room``
    keeps the space a panel resting below the board takes (no height
    otherwise) and at least the panel's width. Announces resizes so the menu
    can follow."""

    resized = Signal()

    def __init__(self, board: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        area = QVBoxLayout(self)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(board, 1, Qt.AlignmentFlag.AlignCenter)
        self.room = QWidget(self)
        self.room.setObjectName("panelRoom")
        self.room.setFixedSize(0, 0)

    def reserve(self, size: QSize) -> bool:
        """Keep ``size`` for the panel (width: the least the area takes; height:
        below the board); returns whether it changed."""
        if self.room.size() == size and self.room.minimumSize() == size:
            return False
        self.room.setFixedSize(size)
        return True

    def spaceForBoard(self) -> QSize:
        """The area's size less the room kept below the board."""
        return QSize(self.width(), self.height() - self.room.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class GameEnd(QObject):
    """Drops ``menu`` over ``board`` in ``area``: with the result when ``session``'s
    game ends (after the explosion or win flash starts, when ``animations()``),
    or as a pause menu during play (the clock stops, the board is covered).
    Everything it shows of a result comes from the game's
    :class:`~minesweeper_qt.session.game_finished.GameFinished` value.

    A result never hides the mine that was hit: the panel rests at the board's
    top, or at its bottom when the mine is in the top part (whichever hides
    fewer wrong flags), or below the board when it would hide most of it or
    the mine either way (see :meth:`place`). ``refit()`` sizes the window
    again: for a panel below the board while it is down, and back once it is
    gone."""

    def __init__(self, session: GameSession, scores: ScoreKeeper, board: BoardView,
                 area: BoardArea, menu: DropMenu, animations: Callable[[], bool],
                 refresh_clock: Callable[[], None],
                 refit: Callable[[], None] | None = None) -> None:
        super().__init__(menu)
        self.session, self.scores, self.board = session, scores, board
        self.area, self.menu = area, menu
        self._animations = animations
        self._refresh_clock = refresh_clock
        self._refit = refit if refit is not None else (lambda: None)
        #: Where the panel rests now, and the cell size it was chosen for.
        self.where = Place.TOP
        self._chosen_for: int | None = None
        layout = area.layout()
        if isinstance(layout, QVBoxLayout) and layout.indexOf(area.room) < 0:
            layout.setSpacing(0)
            layout.addWidget(area.room, 0, Qt.AlignmentFlag.AlignHCenter)
        area.resized.connect(self._on_area_resized)
        menu.resumeRequested.connect(self.close)
        menu.nameChanged.connect(scores.rename)
        menu.closed.connect(self._on_closed)
        menu.refitted.connect(self._on_area_resized)  # a taller panel may need room
        session.finished.connect(self._on_finished)
        #: The ending shown (the current game's latest), None before one.
        self.shown: GameFinished | None = None

    def open(self) -> None:
        """The menu button: result of a finished game, else pause (toggles)."""
        game = self.session.game
        if self.menu.isOpen:
            self.close()
            return
        if game.status.is_over and self.shown is not None:
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
                self.showResult(drop=False, keep_name=True)

    def gameChanged(self) -> None:
        self.shown = None
        if self.menu.isOpen:
            self.menu.lift()  # hands over a typed best-time name first
        self.menu.prefillName(self.scores.playerName())
        self.board.setCovered(False)
        self._give_room_back()

    def _resume(self) -> None:
        self.session.unpause()
        self.board.setCovered(False)

    def _on_closed(self) -> None:
        self._resume()
        self._give_room_back()
        self.board.setFocus()

    def _give_room_back(self) -> None:
        """The panel is gone: the board centred again, no room kept for the
        panel, and the window back to the board's size."""
        self.menu.under = None
        self.menu.slideFrom = None
        self._chosen_for = None
        self.where = Place.TOP
        layout = self.area.layout()
        changed = self.area.reserve(QSize(0, 0))
        self.board.setMinimumSize(0, 0)
        if layout is not None:
            layout.setAlignment(self.board, Qt.AlignmentFlag.AlignCenter)
        if changed:
            activate_layouts(self.area.window())
            self._refit()

    def place(self) -> None:
        """Put the panel where it rests (see the class notes): the area keeps
        room for its width, and for its height below the board when it rests
        there; the window grows for that room unless the player sized it (then
        the board scrolls in the space left, the mine in sight)."""
        menu = self.menu
        need = menu.sizeHint()
        result = self.session.game.status.is_over and not menu.paused
        if not result:
            where = Place.TOP
        elif self._chosen_for != self.board.cellSize:
            where = self._choose(need)
            self._chosen_for = self.board.cellSize
        else:
            where = self.where
        below = where is Place.BELOW
        changed = self.area.reserve(QSize(need.width(), need.height() if below else 0))
        # Below the board in a window that cannot grow (sized by the player, or
        # at the screen's size), the board gives way down to one cell and scrolls.
        side = self.board.cellSize + 2 * self.board.frameWidth() if below else 0
        self.board.setMinimumSize(side, side)
        layout = self.area.layout()
        if layout is not None and (below != (self.where is Place.BELOW) or changed):
            layout.setAlignment(self.board, Qt.AlignmentFlag.AlignHCenter | (
                Qt.AlignmentFlag.AlignTop if below else Qt.AlignmentFlag.AlignVCenter))
        self.where = where
        if changed:
            activate_layouts(self.area.window())
            self._refit()
            activate_layouts(self.area.window())
        shown = self._shown_board()
        menu.under = self.board if below else None
        if where is Place.BELOW:
            menu.top, menu.slideFrom = self.area.room.geometry().top(), None
            exploded = self.session.game.exploded
            if exploded is not None:  # in the space left, when the window could not grow
                self.board.scrollTo(self.board.model().index(*exploded))
        elif where is Place.BOTTOM:
            menu.top = max(shown.top(), shown.bottom() + 1 - need.height())
            menu.slideFrom = shown.top() - need.height()
        else:
            menu.top, menu.slideFrom = shown.top(), None
        menu.reposition()

    def _on_area_resized(self) -> None:
        if self.menu.isOpen:
            self.place()

    def _shown_board(self) -> QRect:
        """The part of the board's view in sight, in the area's coordinates."""
        viewport = self.board.viewport()
        top_left = viewport.mapTo(self.area, QPoint(0, 0))
        return QRect(top_left, viewport.size())

    def _choose(self, need: QSize) -> Place:
        """Where a result panel of size ``need`` rests: over the board at its
        top or bottom when it hides at most :data:`MAX_COVER` of the board's
        height and not the mine that was hit, preferring the place that hides
        fewer wrong flags, then the top; else below the board."""
        board = self.board
        height = min(board.sizeHint().height(), self.area.spaceForBoard().height())
        if need.height() > MAX_COVER * height:
            return Place.BELOW
        game = self.session.game
        exploded = game.exploded
        shown = self._shown_board()
        width = min(need.width(), self.area.width())
        left = max(0, (self.area.width() - width) // 2)
        rects = {Place.TOP: QRect(left, shown.top(), width, need.height()),
                 Place.BOTTOM: QRect(left, shown.bottom() + 1 - need.height(),
                                     width, need.height())}
        wrong = game.wrong_flags
        best: tuple[int, int, Place] | None = None
        for rank, (where, rect) in enumerate(rects.items()):
            if exploded is not None and self._covers(rect, exploded):
                continue
            hidden = sum(1 for cell in wrong if self._covers(rect, cell))
            if best is None or (hidden, rank) < best[:2]:
                best = (hidden, rank, where)
        return Place.BELOW if best is None else best[2]

    def _covers(self, rect: QRect, cell: tuple[int, int]) -> bool:
        """Whether ``rect`` (area coordinates) hides any of ``cell`` in sight."""
        board = self.board
        cell_rect = board.visualRect(board.model().index(*cell))
        viewport = board.viewport()
        if not cell_rect.intersects(viewport.rect()):
            return False  # scrolled out of sight: nothing to hide
        shown = QRect(viewport.mapTo(self.area, cell_rect.topLeft()), cell_rect.size())
        return rect.intersects(shown)

    def showResult(self, drop: bool, keep_name: bool = False) -> None:
        """Fill the menu with the ending shown (and drop it when ``drop``);
        ``keep_name``: the name field keeps what the player typed."""
        event = self.shown
        if event is None:
            return
        verdict = event.verdict
        rank = verdict.rank if verdict is not None else None
        name = verdict.record.name if verdict is not None and verdict.record is not None \
            else ""
        self.menu.showResult(event.won, event.figures, rank, None if keep_name else name,
                             counted=event.counted, assisted=event.assisted,
                             deaths=event.deaths,
                             keyboard=event.recording is not None
                             and event.recording.played_by_keys())
        self.place()
        if drop:
            self.menu.drop()

    def _on_finished(self, event: GameFinished) -> None:
        """The effect (explosion or win flash), then the result."""
        if event.game is not self.session.game or not event.outcome.over:
            return  # a game given up, or one replaced meanwhile
        self.shown = event
        if self._animations():
            if event.exploded is not None:
                self.board.setEffect(Explosion(event.exploded, event.rows, event.cols))
            elif event.won:
                self.board.setEffect(WinFlash())
        self.showResult(drop=True)
