"""What a screen reader gets: names for the board and the header's controls, the
accessible focus on the keyboard cursor's cell, and spoken results of moves.

On Linux the board is a grid of named cells (:mod:`.board_accessible`: no
Table interface, so Orca presents the one cell the cursor reaches, not its
row); elsewhere it is Qt's table. Each cell is named by the model ("row 3,
column 5: 2"); moving the keyboard cursor moves the accessible focus to its
cell.

After a move, what it did is spoken: "12 cells opened", "Flagged. 9 mines
left", "You won in 31.42 seconds" (:class:`.spoken.Spoken`). It goes out as a
``QAccessibleAnnouncementEvent`` (Qt 6.8+; AT-SPI ``object:announcement``,
spoken by Orca 46 and later). Orca 43 (Debian 12) does not handle
announcements but speaks a change of the focused object's description
(``scripts/default.py`` ``onDescriptionChanged``), so when no AT-SPI client
listens to announcements (:mod:`.atspi_listeners`) the same words also become
the cursor cell's description. Only one of the two reaches a screen reader
that listens to both: newer Orcas would say it twice.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from minesweeper_qt.engine import Game, MoveKind
from minesweeper_qt.model import BoardModel
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.game_finished import GameFinished

from ..retranslator import Retranslator
from .atspi_listeners import atspi_listeners
from .board_accessible import cells_of, report_focus
from .board_view import BoardView
from .spoken import Spoken

try:  # PySide6 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt has no announcements
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

translate = QCoreApplication.translate


class HeaderButtons(Protocol):
    """The header's buttons a screen reader names (the window's header)."""

    @property
    def faceButton(self) -> QWidget: ...
    @property
    def flagModeButton(self) -> QWidget: ...
    @property
    def menuButton(self) -> QWidget: ...


class AccessibleHost(Protocol):
    """What :class:`Accessibility` uses of the main window (read only)."""

    @property
    def board(self) -> BoardView: ...
    @property
    def header(self) -> HeaderButtons: ...
    @property
    def menus(self) -> Retranslator: ...
    @property
    def model(self) -> BoardModel: ...
    @property
    def session(self) -> GameSession: ...


def announce(widget: QWidget, text: str) -> bool:
    """Have screen readers say ``text`` (politely, after what they are saying).
    Returns False when this Qt cannot announce."""
    if QAccessibleAnnouncementEvent is None:
        return False
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    return True


class Accessibility(QObject):
    """Names, focus and spoken results for the window of ``host`` (texts follow
    the language).

    ``lastAnnouncement`` holds the last text spoken about a move (tests and
    logs read it).
    """

    def __init__(self, host: AccessibleHost) -> None:
        super().__init__(host.board)
        self._host = host
        self._board = host.board
        self._model = host.model
        self.spoken = Spoken(self)
        self._listeners = atspi_listeners()
        self._listeners.start()
        self.lastAnnouncement = ""
        self._pending = ""  # words for the cursor cell when the board gets the focus
        self._remember()
        header, tr = host.header, host.menus.translated
        tr(host.board.setAccessibleName, lambda: translate("Accessibility", "Minefield"))
        tr(host.board.setAccessibleDescription, self._summary)
        tr(header.faceButton.setAccessibleName, lambda: translate("Accessibility", "New game"))
        tr(header.flagModeButton.setAccessibleName, lambda: translate("Accessibility", "Flag mode"))
        tr(header.menuButton.setAccessibleName, lambda: translate("Accessibility", "Menu"))
        self._model.moved.connect(self._on_moved)
        self._model.gameChanged.connect(self._on_game_changed)
        # The result comes from the game's one finished value (on a small board
        # before the move's words, which then say it; on a huge one after).
        self._ending: GameFinished | None = None
        self._unspoken: Game | None = None  # ended, its value not come yet
        host.session.finished.connect(self._on_finished)
        self._board.cursorMoved.connect(self._on_cursor_moved)
        self._board.installEventFilter(self)

    def _summary(self) -> str:
        game = self._model.game
        return self.spoken.boardSummary(game.rows, game.cols, game.mine_count)

    def _remember(self) -> None:
        """The game as the last spoken words left it."""
        game = self._model.game
        self._revealed = game.revealed_count
        self._status = game.status
        self._moves = len(game.moves)

    @Slot()
    def _on_game_changed(self) -> None:
        self._remember()
        game = self._model.game
        self._board.setAccessibleDescription(self._summary())
        if not game.moves:  # a fresh board (not a saved game resumed)
            self.say(self.spoken.newGame(game.rows, game.cols, game.mine_count))

    @Slot()
    def _on_moved(self) -> None:
        game = self._model.game
        parts = []
        opened = game.revealed_count - self._revealed
        new_move = len(game.moves) > self._moves
        if opened > 0:
            parts.append(self.spoken.opened(opened))
        elif new_move and game.moves[-1].kind is MoveKind.FLAG:
            move = game.moves[-1]
            mark = self.spoken.marked(game.look(move.row, move.col))
            if mark:
                parts += [mark, self.spoken.minesLeft(game.mines_left)]
        if game.status is not self._status and game.status.is_over:
            ending, self._ending = self._ending, None
            if ending is not None and ending.game is game:
                parts.append(self.spoken.ended(ending.won, ending.figures.time_ms / 1000))
            else:
                self._unspoken = game
        self._remember()
        self._pending = ""
        if parts:
            self.say(". ".join(parts))

    @Slot(object)
    def _on_finished(self, event: GameFinished) -> None:
        if event.game is not self._model.game or not event.outcome.over:
            return
        if self._unspoken is event.game:  # the move's words were said already
            self._unspoken = None
            self.say(self.spoken.ended(event.won, event.figures.time_ms / 1000))
        else:
            self._ending = event

    def say(self, text: str) -> None:
        """Have screen readers say ``text`` now: an announcement, and when no
        screen reader listens to announcements, the description of the cursor
        cell (at once when it has the focus, else when the board gets it back,
        e.g. "New game" said while the end panel is still open)."""
        self.lastAnnouncement = text
        announced = announce(self._board, text)
        listeners = self._listeners
        self._pending = ""
        if not announced or (listeners.known and not listeners.hearsAnnouncements):
            if self._board.hasFocus() and self._board.cursorShown:
                self._note(text)
            else:
                self._pending = text

    def _note(self, text: str) -> None:
        cells = cells_of(self._board)
        if cells is not None:
            cells.setNote(self._board.cursorCell, text)

    @Slot(int, int)
    def _on_cursor_moved(self, row: int, col: int) -> None:
        self._listeners.start()  # known before the first move, once accessibility is on
        self._pending = ""
        cells = cells_of(self._board)
        if cells is not None:
            cells.setNote(None)  # words about a move stay on the cell it was made on
        report_focus(self._board)

    def _on_board_focused(self) -> None:
        if self._pending and self._board.hasFocus() and self._board.cursorShown:
            # Said with the cell as it takes the focus (Orca reads a newly
            # focused object's description).
            self._note(self._pending)
        self._pending = ""
        report_focus(self._board)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._board and event.type() == QEvent.Type.FocusIn:
            self._listeners.start()
            # After Qt reports the board itself focused: then its cursor cell.
            QTimer.singleShot(0, self, self._on_board_focused)
        return False
