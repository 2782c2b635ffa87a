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
from ..screen import activate_layouts, room_on_screen
from .board_place import BoardPlace

if TYPE_CHECKING:  # the window's light first part (BoardArea) imports this module
    from minesweeper_qt.session import GameSession
    from minesweeper_qt.session.game_finished import GameFinished
    from minesweeper_qt.session.score_keeper import ScoreKeeper

    from .drop_menu import DropMenu

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate


#: A result panel taller than this share of the board in sight would hide most
#: of it: it rests below the board instead, in a window that can grow for it.
MAX_COVER = 0.5


class Place(Enum):
    """Where the drop-down panel rests: over the board at its top, over the
    board at its bottom, or below the board (the window grows for it while
    it is down, unless the player sized the window)."""

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


def ask_command_line_abandon(parent: QWidget, counted: bool = True) -> bool:
    """Ask before the command line's new game replaces the saved game in play
    (object name ``commandLineAbandonBox``); True: give the saved game up (a
    loss when ``counted``; else only its progress goes), False: keep playing it."""
    text = translate("MainWindow", "The command line asks for a new game, but your saved "
                     "game is still in play. Starting the new game counts the saved one as "
                     "a loss.") if counted else \
        translate("MainWindow", "The command line asks for a new game, but your saved game "
                  "is still in play. Starting the new game gives the saved one up.")
    box = QMessageBox(QMessageBox.Icon.Question,
                      translate("MainWindow", "Give up the saved game?"), text,
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
    """The space below the header: ``board``, centred (or off the centre by
    what a zoom at the pointer needed: :meth:`shiftBoard`), and the drop-down
    menu over it (an overlay child outside the layout). Below the board, ``room``
    keeps the space a panel resting below the board takes (no height
    otherwise) and at least the panel's width. Announces resizes so the menu
    can follow."""

    resized = Signal()

    def __init__(self, board: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._column = area = BoardPlace(board, self)
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

    def shiftBoard(self, by: QPoint) -> None:
        """Move the board by ``by`` (logical pixels) from where it is, as far as
        its spare room allows (see :class:`.board_place.BoardPlace`), now."""
        self._column.offset += by
        self._column.invalidate()
        self._column.activate()

    def centreBoard(self) -> None:
        """The board back where the column puts it (a new board, a zoom from
        the keyboard or a menu)."""
        if not self._column.offset.isNull():
            self._column.offset = QPoint()
            self._column.invalidate()

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

    The panel never hides the mine that was hit: it rests over the board, at
    its top or at its bottom (beside the mine when both would hide it),
    whichever hides fewer wrong flags; or below the board when it would hide
    most of the board (in a window that can grow, ``grows()``) or the mine
    wherever it rests over it (see :meth:`place`). The board never moves for
    it: the window grows downwards (``refit()`` sizes it to the room kept
    below the board) and gets its size back when the panel goes."""

    def __init__(self, session: GameSession, scores: ScoreKeeper, board: BoardView,
                 area: BoardArea, menu: DropMenu, animations: Callable[[], bool],
                 refresh_clock: Callable[[], None],
                 refit: Callable[[], None] | None = None,
                 grows: Callable[[], bool] = lambda: True) -> None:
        super().__init__(menu)
        self.session, self.scores, self.board = session, scores, board
        self.area, self.menu = area, menu
        self._animations = animations
        self._refresh_clock = refresh_clock
        self._refit = refit if refit is not None else (lambda: None)
        self._grows = grows
        #: Where the panel rests now, and the cell size it was chosen for.
        self.where = Place.TOP
        self._chosen_for: int | None = None
        self._top = 0
        self._left: int | None = None
        #: How far the window moved up to grow for a panel below the board
        #: (its foot at the screen's): moved back down when the panel goes.
        self._raised = 0
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
        self.menu.left = None
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
            window = self.area.window()
            if self._raised and self._grows():
                window.move(window.x(), window.y() + self._raised)
        self._raised = 0

    def place(self) -> None:
        """Put the panel where it rests (see the class notes). Over the board,
        a panel taller than the board in sight rises over the header, or
        sinks below the board, as far as it must to be seen whole and leave
        the mine that was hit in sight. Below the board, the area keeps room
        for it and the window grows by that much; a window that cannot grow
        (sized by the player, or at the screen's size) gives the room from the
        board's view, which scrolls to keep the mine in sight."""
        menu = self.menu
        need = menu.sizeHint()
        result = self.session.game.status.is_over and not menu.paused
        left: int | None = None
        if not result:
            where, top = Place.TOP, self._rests(need)[Place.TOP].top()
        elif self._chosen_for != self.board.cellSize:
            where, top, left = self._choose(need)
            self._chosen_for = self.board.cellSize
            self._top, self._left = top, left
        else:
            where, top, left = self.where, self._top, self._left
        self.where = where
        if where is Place.BELOW:
            top = self._make_room(need)
        shown = self._shown_board()
        menu.under = self.board if where is Place.BELOW else None
        menu.top, menu.left = top, left
        menu.slideFrom = shown.top() - need.height() if where is Place.BOTTOM else None
        menu.retarget()

    def _make_room(self, need: QSize) -> int:
        """Room below the board for a panel of size ``need`` (the window grows
        for it when it can); returns the panel's top in its parent."""
        host, board = self._host(), self.board
        missing = self._missing_below(need)
        if missing > 0:
            # The board may give way down to one cell in a window that cannot grow.
            side = board.cellSize + 2 * board.frameWidth()
            board.setMinimumSize(side, side)
            room = self.area.room.height() + missing
            if self.area.reserve(QSize(need.width(), room)):
                window = self.area.window()
                activate_layouts(window)
                y = window.y()
                self._refit()
                self._raised += max(0, y - window.y())
                activate_layouts(window)
        exploded = self.session.game.exploded
        if exploded is not None and self._cell_rect(exploded) is None:
            board.scrollTo(board.model().index(*exploded))  # the last resort
        return max(0, min(host.height() - need.height(), self._below_board()))

    def _room_below(self, need: QSize) -> bool:
        """Whether the window can grow (``grows()``, and the screen has room
        below it) to show a panel of size ``need`` below the board."""
        window = self.area.window()
        missing = self._missing_below(need)
        if window.screen() is None or missing <= 0:
            return self._grows()
        # Downwards, the board staying put (a window moved up would move it),
        # unless it has grown for the panel already.
        foot = window.frameGeometry().bottom() + missing
        return self._grows() and window.height() + missing <= room_on_screen(window).height() \
            and (self.where is Place.BELOW or foot <= window.screen().availableGeometry().bottom())

    def _missing_below(self, need: QSize) -> int:
        """How many pixels a panel of size ``need`` below the board lacks
        within the area (the line below it, notices and live counters, stays
        clear); 0 or less: it fits."""
        area_end = self.area.mapTo(self._host(), QPoint(0, self.area.height())).y()
        return self._below_board() + need.height() - area_end

    def _below_board(self) -> int:
        """The first row of pixels below the board's frame, in the panel's
        parent's coordinates."""
        return self.board.mapTo(self._host(), QPoint(0, self.board.height())).y()

    def _rests(self, need: QSize) -> dict[Place, QRect]:
        """Where a panel of size ``need`` may rest: over the board at its top
        and at its bottom, whole inside the window's body."""
        shown = self._shown_board()
        host = self._host()
        width = min(need.width(), host.width())
        left = max(0, (host.width() - width) // 2)
        lowest = max(0, host.height() - need.height())
        top = max(0, min(lowest, shown.top()))
        bottom = max(0, min(lowest, shown.bottom() + 1 - need.height()))
        return {Place.TOP: QRect(left, top, width, need.height()),
                Place.BOTTOM: QRect(left, bottom, width, need.height())}

    def _on_area_resized(self) -> None:
        if self.menu.isOpen:
            self._chosen_for = None  # chosen again for the new room
            self.place()

    def _host(self) -> QWidget:
        """The widget the panel rests in (its parent)."""
        host = self.menu.parentWidget()
        return host if host is not None else self.area

    def _shown_board(self) -> QRect:
        """The part of the board's view in sight, in the panel's parent's
        coordinates."""
        viewport = self.board.viewport()
        top_left = viewport.mapTo(self._host(), QPoint(0, 0))
        return QRect(top_left, viewport.size())

    def _choose(self, need: QSize) -> tuple[Place, int, int | None]:
        """Where a result panel of size ``need`` rests, its top and its left
        (None: centred): below the board when it would hide most of the board
        in a window that can grow; else over the board at its top or bottom
        where it does not hide the mine that was hit (moved up over the header,
        or down below the board, within the window's body when that leaves the
        mine in sight; else beside the mine), preferring the place that hides
        fewer wrong flags, then the top; else below the board."""
        game = self.session.game
        exploded = game.exploded
        host = self._host()
        shown = self._shown_board()
        if need.height() > MAX_COVER * shown.height() and self._room_below(need):
            return Place.BELOW, self._below_board(), None
        lowest = max(0, host.height() - need.height())
        rests = self._rests(need)
        places: list[tuple[Place, QRect, int | None]] = []
        mine = self._cell_rect(exploded) if exploded is not None else None
        for where, rect in rests.items():
            if mine is not None and rect.intersects(mine):
                rect.moveTop(max(0, mine.top() - need.height()) if where is Place.TOP
                             else min(lowest, mine.bottom() + 1))
            places.append((where, rect, None))
        if mine is not None:
            for where, rect in self._rests(need).items():  # beside the mine, in place
                for x in (mine.left() - rect.width(), mine.right() + 1):
                    if 0 <= x <= host.width() - rect.width():
                        places.append((where, rect.translated(x - rect.left(), 0), x))
        wrong = game.wrong_flags
        best: tuple[int, int, Place, QRect, int | None] | None = None
        for rank, (where, rect, at) in enumerate(places):
            if exploded is not None and self._covers(rect, exploded):
                continue
            hidden = sum(1 for cell in wrong if self._covers(rect, cell))
            if best is None or (hidden, rank) < best[:2]:
                best = (hidden, rank, where, rect, at)
        if best is None:
            return Place.BELOW, self._below_board(), None
        return best[2], best[3].top(), best[4]

    def _cell_rect(self, cell: tuple[int, int]) -> QRect | None:
        """``cell`` in the panel's parent's coordinates (None: out of sight)."""
        board = self.board
        cell_rect = board.visualRect(board.model().index(*cell))
        viewport = board.viewport()
        if not cell_rect.intersects(viewport.rect()):
            return None
        return QRect(viewport.mapTo(self._host(), cell_rect.topLeft()), cell_rect.size())

    def _covers(self, rect: QRect, cell: tuple[int, int]) -> bool:
        """Whether ``rect`` (the parent's coordinates) hides ``cell`` in sight."""
        shown = self._cell_rect(cell)
        return shown is not None and rect.intersects(shown)

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
                             deaths=event.deaths, resumed=event.resumed,
                             practice=event.record.counting == "practice",
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


class _Unwritten(QObject):
    # lupdate marks a %n message plural only in self.tr(text, "", n).
    def lost(self, count: int) -> str:
        return self.tr("%n finished game(s) could not be saved: quitting now loses them.", "",
                       count)


def ask_unwritten(parent: QWidget, count: int, problem: str) -> str:
    """At quit, ``count`` finished games could not be written (``problem``:
    a few words for why, such as "the disk is full"): the player chooses
    "retry" (free space, then try again), "wait" (keep the window open) or
    "quit" (they are lost)."""
    lost = _Unwritten().lost(count)
    if problem:
        lost += " " + QCoreApplication.translate("Storage", "Cause: {0}.").format(problem)
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate(
        "Storage", "Games not saved"), lost, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("unwrittenQuestion")
    retry = box.addButton(QCoreApplication.translate("Storage", "Try again"),
                          QMessageBox.ButtonRole.AcceptRole)
    wait = box.addButton(QCoreApplication.translate("Storage", "Don't quit"),
                         QMessageBox.ButtonRole.RejectRole)
    box.addButton(QCoreApplication.translate("Storage", "Quit anyway"),
                  QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(retry)
    box.exec()
    clicked = box.clickedButton()
    return "retry" if clicked is retry else "wait" if clicked is wait else "quit"
