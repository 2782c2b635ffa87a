"""Zoom and window fit: cell sizes, the cell kept under the pointer, fit to window."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPoint, QPointF, QSize, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from minesweeper_qt.storage.settings import Settings

from ..board.board_view import CELL_SIZES, DEFAULT_CELL_SIZE, BoardView
from ..header.header_bar import HeaderBar
from ..screen import activate_layouts
from .game_end import BoardArea
from .window_size import WindowSize

#: Smallest and largest cell side (logical pixels) that Fit to window chooses.
FIT_RANGE = (8, 128)


class ZoomActions(Protocol):
    """The menu entries zooming enables and disables (see ``Menus``)."""

    actionZoomIn: QAction
    actionZoomOut: QAction


class Zoom(QObject):
    """Zoom of ``board`` in ``window``: the steps of :data:`CELL_SIZES`, an exact
    size, or the size that fits the window (``settings.fit_to_window`` keeps
    it fitted as the window is resized). Each change keeps the cell under the
    anchor (the pointer of a Ctrl+wheel or a pinch; from the keyboard, the
    keyboard cursor, else the middle of the view) where it was on the screen,
    and leaves every cell reachable: the scroll ranges are those of the new
    size at once, whether the window can grow or not.

    The window takes the size the board needs (``windowSize``, a
    :class:`WindowSize`): it grows and shrinks with the board and zoom until
    the player sizes it by hand, and is left as the player sized it after that.
    ``actions`` zoom in and out, enabled while there is a step that way;
    ``keptFittedChanged(bool)``: a zoom chosen by hand ended "keep fitted"
    (False), for the menu entry that shows it.
    """

    keptFittedChanged = Signal(bool)

    def __init__(self, window: QMainWindow, board: BoardView, header: HeaderBar,
                 area: QWidget, settings: Settings, actions: ZoomActions) -> None:
        super().__init__(window)
        self._window, self._board, self._header = window, board, header
        self._area, self._settings, self._actions = area, settings, actions
        self.windowSize = WindowSize(window)
        self.windowSize.frameKnown.connect(self._on_frame_known)
        #: The anchor of the last zoom, kept until the window's resize for it
        #: lands: (board x, board y in cells, global position).
        self._anchored: tuple[float, float, QPoint] | None = None
        #: Whether the window moves to keep the anchor when that resize lands.
        self._move_window = False
        #: A zoom at the pointer is under way: what neither the scroll nor the
        #: window's place could take, the board's place in its area takes.
        self._at_pointer = False
        #: The window's height before a note's room below the board came, and
        #: how much it grew for it (what :meth:`growInPlace` gives back).
        self._note_base: int | None = None
        self._note_grew = 0
        board.zoomRequested.connect(self._on_zoom_requested)

    # --- commands ----------------------------------------------------------------------

    def zoomBy(self, steps: int, anchor: QPoint | None = None) -> None:
        """Zoom in (``steps`` > 0) or out through :data:`CELL_SIZES`; ``anchor``
        is a viewport position to keep in place."""
        size = self._board.cellSize
        if steps > 0:
            bigger = [s for s in CELL_SIZES if s > size]
            target = bigger[0] if bigger else size
        else:
            smaller = [s for s in CELL_SIZES if s < size]
            target = smaller[-1] if smaller else size
        self.setZoom(target, anchor)

    def setZoom(self, cell_size: int, anchor: QPoint | None = None) -> None:
        """Cells of ``cell_size`` logical pixels; remembered (a zoom chosen by
        hand ends "keep fitted"). From the keyboard or a menu (no ``anchor``)
        the window refits to the board, its top-left kept; at the pointer
        (``anchor``, a viewport position) the cell under it stays put: see
        :meth:`_follow_pointer`."""
        self._settings.fit_to_window = False
        self.keptFittedChanged.emit(False)
        self.apply(cell_size, anchor)
        self._settings.cell_size = cell_size
        if anchor is None:
            if isinstance(self._area, BoardArea):
                self._area.centreBoard()
            self.fitToBoard()
        else:
            self._follow_pointer()

    def apply(self, cell_size: int, anchor: QPoint | None = None,
              scale_header: bool = True) -> None:
        """Show cells of ``cell_size`` pixels now, the anchor's cell kept in place
        (the header grows with the zoom unless ``scale_header`` is False)."""
        board = self._board
        old = board.cellSize
        at = self._anchor() if anchor is None else QPointF(anchor)
        # The board point under the anchor, in cells, and where it is on the screen.
        cell_x = (board.horizontalOffset() + at.x()) / old
        cell_y = (board.verticalOffset() + at.y()) / old
        where = board.viewport().mapToGlobal(at.toPoint())
        board.setCellSize(cell_size)
        if scale_header:
            self._header.setScale(min(2.0, max(1.0, cell_size / DEFAULT_CELL_SIZE)))
        # The board's new place in the window (it may grow within it), then
        # QTableView's scroll ranges: the window may not resize (maximised, or
        # at the screen's size), so bring them up to date here.
        activate_layouts(self._window)
        board.updateGeometries()
        self._anchored = (cell_x, cell_y, where)
        self._move_window = self._at_pointer = False  # (for the resize this zoom may ask)
        self._scroll_to_anchor()
        self._actions.actionZoomIn.setEnabled(cell_size < CELL_SIZES[-1])
        self._actions.actionZoomOut.setEnabled(cell_size > CELL_SIZES[0])

    def showTopLeft(self) -> None:
        """A new board opens at its top-left corner: no cell kept in place by
        an earlier zoom (the window's coming resize leaves the view there)."""
        self._anchored = None
        if isinstance(self._area, BoardArea):
            self._area.centreBoard()
        board = self._board
        board.horizontalScrollBar().setValue(0)
        board.verticalScrollBar().setValue(0)

    def _scroll_to_anchor(self) -> bool:
        """Scroll (and, after a zoom at the pointer, move the window) so the
        anchor's board point is back under it; returns whether a resize of the
        window is still coming for it."""
        if self._anchored is None:
            return False
        board = self._board
        board.updateGeometries()  # the scroll ranges of the view's size now
        cell_x, cell_y, where = self._anchored
        viewport = board.viewport()
        at = viewport.mapFromGlobal(where)
        size = board.cellSize
        board.horizontalScrollBar().setValue(round(cell_x * size - at.x()))
        board.verticalScrollBar().setValue(round(cell_y * size - at.y()))
        if not self._move_window:
            return False
        # What the scroll ranges could not take (a board smaller than its view
        # has none), the window's place takes; at the screen's edge the window
        # is cut there instead, and the board scrolls once that lands.
        self._move_window = False
        by = self._anchor_moved()
        # (A pixel is the rounding of a fractional cell: no move, no cut for it.)
        if max(abs(by.x()), abs(by.y())) > 1 and self.windowSize.shift(by):
            return True
        self._place_board()
        return False

    def _anchor_moved(self) -> QPoint:
        """How far (logical pixels) the anchor's board point must move on
        the screen to be back under the anchor."""
        assert self._anchored is not None
        cell_x, cell_y, where = self._anchored
        board, size = self._board, self._board.cellSize
        now = QPoint(round(cell_x * size) - board.horizontalOffset(),
                     round(cell_y * size) - board.verticalOffset())
        return where - board.viewport().mapToGlobal(now)

    def _place_board(self) -> None:
        """After a zoom at the pointer, what neither the scroll nor the window's
        place could take (a window at its least size at the screen's edge)
        the board's place in its area takes, as far as the room around a
        board smaller than the area allows."""
        if not self._at_pointer or self._anchored is None \
                or not isinstance(self._area, BoardArea):
            return
        by = self._anchor_moved()
        if max(abs(by.x()), abs(by.y())) > 1:
            self._area.shiftBoard(by)

    def fitToWindow(self) -> None:
        """The largest cells that show the whole board in the space the window
        gives it now, frame included, so that no scroll bar shows and no edge is
        clipped (kept so while "keep fitted" is on)."""
        board = self._board
        game = board.boardModel().game
        area = self._area
        space = area.spaceForBoard() if isinstance(area, BoardArea) else area.size()
        board.reserveBars = (False, False)
        # The frame and the edge labels, which grow with the cells: the most
        # the smallest labels allow, then smaller until the labels fit too.
        def fits(side: int) -> bool:
            chrome = board.chromeFor(side)
            return side * game.cols + chrome.width() <= space.width() and \
                side * game.rows + chrome.height() <= space.height()

        least = board.chromeFor(FIT_RANGE[0])
        side = min((space.width() - least.width()) // game.cols,
                   (space.height() - least.height()) // game.rows)
        side = max(FIT_RANGE[0], min(FIT_RANGE[1], side))
        while side > FIT_RANGE[0] and not fits(side):
            side -= 1
        board.updateGeometry()
        if isinstance(area, BoardArea):
            area.centreBoard()
        if side != board.cellSize:
            # The header keeps its size: growing it would take the room the
            # board was fitted to (and refit again).
            self.apply(side, scale_header=False)
            self._settings.cell_size = side

    def setKeepFitted(self, on: bool) -> None:
        """Keep the board fitted to the window as it is resized (GNOME Mines)."""
        self._settings.fit_to_window = on
        if on:
            self.fitToWindow()

    def areaResized(self) -> None:
        if self._settings.fit_to_window:
            self.fitToWindow()
        elif self._scroll_to_anchor():  # the window's resize for a zoom has landed
            return  # and another, cut at the screen's edge, is coming
        elif self._at_pointer:
            self._place_board()
        else:
            # (Whether the player resized the window is known once the window's
            # own resize event has been seen: after this one, at times.)
            QTimer.singleShot(0, self._centre_for_player)
        self._anchored = None
        self._move_window = False
        self._at_pointer = False

    def _centre_for_player(self) -> None:
        """The player resized the window: the board's place off the centre was
        for a zoom at the pointer only. (A resize of the program's, such as
        the room of a panel below the board, moves no board.)"""
        if self.windowSize.playerSized and not self._at_pointer \
                and isinstance(self._area, BoardArea):
            self._area.centreBoard()

    def openBoard(self) -> None:
        """Show a board that opens (the first one, or one of another size) at
        :meth:`openingSize`, and size the window to it (:meth:`fitToBoard`)."""
        self.apply(self.openingSize())
        self.fitToBoard()

    def openingSize(self) -> int:
        """The cell side (logical pixels) a board opens at: the player's zoom
        (``settings.cell_size``, which stays remembered), or the largest
        smaller step of :data:`CELL_SIZES` at which the window shows the whole
        board within the room on the screen (``windowSize.room()``) when the player's zoom does not.
        A board no step shows whole, a window the player sized and one kept
        fitted to the window keep the player's zoom."""
        wanted = self._settings.cell_size
        if self._settings.fit_to_window or self.windowSize.playerSized \
                or self._window.screen() is None:
            return wanted
        room = self.windowSize.room()
        board, old = self._board, self._board.cellSize
        board.reserveBars = (False, False)
        chosen = wanted
        for side in [wanted, *sorted((s for s in CELL_SIZES if s < wanted), reverse=True)]:
            board.setCellSize(side)
            self._header.setScale(min(2.0, max(1.0, side / DEFAULT_CELL_SIZE)))
            board.updateGeometry()
            activate_layouts(self._window)
            hint = self._window.sizeHint()
            if hint.width() <= room.width() and hint.height() <= room.height():
                chosen = side
                break
        board.setCellSize(old)  # (apply() changes it, its anchor kept)
        self._header.setScale(min(2.0, max(1.0, old / DEFAULT_CELL_SIZE)))
        return chosen

    def _on_frame_known(self) -> None:
        """The window manager told the window's frame (after the first show):
        an untouched board opens again in the room the real frame leaves,
        which the first size could only guess."""
        game = self._board.boardModel().game
        if not game.moves and not self.windowSize.playerSized:
            self.openBoard()

    def fitToBoard(self) -> None:
        """Size the window to show the whole board, or the screen's worth of it
        with scroll bars when the board is larger than the screen (a scroll bar
        only in the direction that needs one); smaller boards shrink it. A
        window the player sized keeps its size (see :class:`WindowSize`)."""
        window = self._window
        board = self._board
        board.reserveBars = (False, False)
        board.updateGeometry()
        if self._settings.fit_to_window and window.isVisible():
            self.fitToWindow()
            return
        if self.windowSize.playerSized:
            return
        if not self.windowSize.request(self._window_hint()):
            self._anchored = None  # no resize is coming for it

    def growInPlace(self, noted: bool) -> None:
        """Give the window the height its layout asks now, its place and width
        kept: ``noted`` True when a note's room below the board came (or
        changed), False when it went. It grows never lower than the screen's
        foot, so the board never moves (what the window cannot take, the
        board's view gives up: it scrolls), and gives back just what it grew,
        never shrinking for a note. A window the player sized keeps its size."""
        window = self._window
        activate_layouts(window)
        if self.windowSize.playerSized or not window.isVisible():
            self._note_base, self._note_grew = None, 0
            return
        hint = self._window_hint().height()
        if noted:
            if self._note_base is None:
                self._note_base = window.height()
            base = self._note_base
            frame = window.frameGeometry()
            below = window.screen().availableGeometry().bottom() + 1 - frame.top() \
                - (frame.height() - window.height())
            # (A foot already past the screen's stays there: no room, no shrink.)
            height = min(hint, max(below, base))
            self._note_grew = max(0, height - base)
        else:
            height = min(hint, window.height() - self._note_grew)
            self._note_base, self._note_grew = None, 0
        self.windowSize.request(QSize(window.width(), height), keep_on_screen=False)

    def _follow_pointer(self) -> None:
        """After a zoom at the pointer, keep the cell under it in place: the
        window keeps its size where the zoomed board fills it (the board
        scrolls, as an image viewer's picture does) and shrinks where the
        board no longer fills it, moved so that the cell stays put (a smaller
        window inside the old one's frame, so on the screen). Growing the
        window would move the board under the pointer (the window's top-left
        stays, or meets the screen's edge): a Ctrl+wheel is a closer look at
        one spot. A window the player sized keeps its size."""
        board = self._board
        board.reserveBars = (False, False)
        board.updateGeometry()
        self._at_pointer = True
        if self.windowSize.playerSized:  # the window keeps its size and place
            self._place_board()
            return
        window = self._window
        self._move_window = True
        if not self.windowSize.request(self._window_hint().boundedTo(window.size())) \
                and not self._scroll_to_anchor():  # no resize coming: move now
            self._anchored = None

    def _window_hint(self) -> QSize:
        """The window's size for the whole board (laid out now), with room for
        the scroll bars a board larger than the screen needs."""
        window, board = self._window, self._board
        activate_layouts(window)
        hint = window.sizeHint()
        if window.screen() is not None:
            room = self.windowSize.room()
            # A vertical scroll bar takes width: the board keeps room for it, so
            # that no horizontal one appears for the lack of it (and vice versa).
            reserve = (hint.height() > room.height(), hint.width() > room.width())
            if reserve != board.reserveBars:
                board.reserveBars = reserve
                board.updateGeometry()
                activate_layouts(window)
                hint = window.sizeHint()
        return hint

    # --- internals -------------------------------------------------------------------------

    def _anchor(self) -> QPointF:
        """From the keyboard or a menu: the keyboard cursor's cell, else the
        middle of the view (a wheel or a pinch gives its own anchor)."""
        board = self._board
        viewport = board.viewport()
        if board.cursorShown:
            row, col = board.cursorCell
            return QPointF(board.visualRect(board.model().index(row, col)).center())
        return QPointF(viewport.width() / 2, viewport.height() / 2)

    def _on_zoom_requested(self, steps: int, anchor: QPoint) -> None:
        self.zoomBy(steps, anchor)
