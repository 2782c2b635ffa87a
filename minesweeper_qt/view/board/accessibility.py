"""What a screen reader gets: names for the board and the header's controls, the
accessible focus on the keyboard cursor's cell, and spoken results of moves.

On Linux the board is a grid of named cells (:mod:`.board_accessible`: no
Table interface, so Orca presents the one cell the cursor reaches, not its
row); elsewhere it is Qt's table. Each cell is named by the model ("row 3,
column 5: 2"); moving the keyboard cursor moves the accessible focus to its
cell.

After a move, what it did is spoken: "12 cells opened", "1 cell opened: 2",
"Flagged. 9 mines left", "You won in 31.42 seconds" (:class:`.spoken.Spoken`);
while the program plays many moves (Solve, see :meth:`Accessibility.holdMoves`)
one summary a second at most. M speaks the mines left, T the time; F on an
opened cell and an arrow key at the board's edge say why nothing happened. It goes out as a
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

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

from minesweeper_qt.engine import Game, Look, MoveKind
from minesweeper_qt.model import BoardModel
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.game_finished import GameFinished

from ..retranslator import Retranslator
from .atspi_listeners import atspi_listeners
from .board_accessible import cells_of, report_focus
from .board_view import ARROW_STEPS, BoardView
from .speech import announce
from .spoken import Spoken, place

translate = QCoreApplication.translate

#: Milliseconds between two summaries of moves the program plays (Solve).
SUMMARY_MS = 1000


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

    def addAction(self, action: QAction) -> None: ...


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
        # Moves the program plays (Solve): summed up (moves, cells opened, last
        # cell) and spoken at most once every SUMMARY_MS.
        self._holding = False
        self._held = [0, 0]
        self._held_cell: tuple[int, int] | None = None
        self._summary_timer = QTimer(self)
        self._summary_timer.setSingleShot(True)
        self._summary_timer.setInterval(SUMMARY_MS)
        self._summary_timer.timeout.connect(self._on_summary_due)
        # Status queries (as GNOME apps offer): M the mines left, T the time.
        assert isinstance(host, QObject)
        self.actionMinesLeft = self._query(host, "actionMinesLeft", Qt.Key.Key_M,
                                           self.sayMinesLeft)
        self.actionTime = self._query(host, "actionTime", Qt.Key.Key_T, self.sayTime)

    def _query(self, host: AccessibleHost, name: str, key: Qt.Key,
               slot: object) -> QAction:
        assert isinstance(host, QObject)
        action = QAction(host)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        host.addAction(action)  # no menu item: a key, as Orca's own "where am I"
        return action

    @Slot()
    def sayMinesLeft(self) -> None:
        """Say the mines left ("9 mines left")."""
        self.say(self.spoken.minesLeft(self._model.game.mines_left))

    @Slot()
    def sayTime(self) -> None:
        """Say the time played, in whole seconds ("Time: 12 seconds")."""
        self.say(self.spoken.time(int(self._model.game.elapsed)))

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
            parts.append(self._opened(opened))
        elif new_move and game.moves[-1].kind is MoveKind.FLAG:
            move = game.moves[-1]
            mark = self.spoken.marked(game.look(move.row, move.col))
            if mark:
                parts += [mark, self.spoken.minesLeft(game.mines_left)]
        ended = ""
        if game.status is not self._status and game.status.is_over:
            ending, self._ending = self._ending, None
            if ending is not None and ending.game is game:
                ended = self.spoken.ended(ending.won, ending.figures.time_ms / 1000)
                parts.append(ended)
            else:
                self._unspoken = game
        self._remember()
        self._pending = ""
        if not self._holding and self._held[0]:  # the program's last moves come first
            parts.insert(0, self._held_summary())
        elif self._holding:
            if new_move:
                self._held[0] += 1
                self._held[1] += max(0, opened)
                self._held_cell = (game.moves[-1].row, game.moves[-1].col)
            if not game.status.is_over:
                if not self._summary_timer.isActive():
                    self._on_summary_due()
                return
            # The last moves, then how the game ended.
            parts = [text for text in (self._held_summary(), ended) if text]
        if parts:
            last = game.moves[-1] if new_move and not self._holding else None
            self.say(". ".join(parts), None if last is None else (last.row, last.col))

    def _opened(self, opened: int) -> str:
        """"12 cells opened"; one cell opened says what it shows ("1 cell
        opened: 2"), and where, when it is not the cell played."""
        changes = self._model.lastChanges
        if opened != 1 or changes is None or len(changes) != 1:
            return self.spoken.opened(opened)
        (row, col), = list(changes)
        game = self._model.game
        played = (game.moves[-1].row, game.moves[-1].col) if game.moves else None
        if played == (row, col):
            return self.spoken.openedOne(self._model.lookText(row, col))
        return self.spoken.openedOne(self._model.describe(row, col))

    def holdMoves(self, on: bool) -> None:
        """While ``on`` (the program plays move after move: Solve), each move
        is not spoken: a summary of the moves since the last one ("Solve: 4
        moves, 23 cells opened, last at row 3, column 5") is, at most once
        every :data:`SUMMARY_MS`; the game's end is spoken with the last one."""
        self._holding = on
        if not on and not self._summary_timer.isActive():
            self._on_summary_due()

    def _held_summary(self) -> str:
        moves, opened = self._held
        cell = self._held_cell
        self._held = [0, 0]
        self._held_cell = None
        if not moves or cell is None:
            return ""
        return self.spoken.solving(moves, opened, place(cell))

    @Slot()
    def _on_summary_due(self) -> None:
        summary = self._held_summary()
        if summary:
            self.say(summary)
            self._summary_timer.start()  # the next one a while later at the soonest

    @Slot(object)
    def _on_finished(self, event: GameFinished) -> None:
        if event.game is not self._model.game or not event.outcome.over:
            return
        if self._unspoken is event.game:  # the move's words were said already
            self._unspoken = None
            self.say(self.spoken.ended(event.won, event.figures.time_ms / 1000))
        else:
            self._ending = event

    def say(self, text: str, cell: tuple[int, int] | None = None) -> None:
        """Have screen readers say ``text`` now: an announcement, and when no
        screen reader listens to announcements, the description of the cursor
        cell (at once when it has the focus, else when the board gets it back,
        e.g. "New game" said while the end panel is still open). With
        ``cell`` (the cell a move was made on) the words are that cell's
        description instead: said when the cursor comes to it, as it does when
        the program plays a hint there (see ``Assist.playHint``)."""
        self.lastAnnouncement = text
        announced = announce(self._board, text)
        listeners = self._listeners
        self._pending = ""
        if not announced or (listeners.known and not listeners.hearsAnnouncements):
            if self._board.hasFocus() and self._board.cursorShown:
                self._note(text, cell)
            else:
                self._pending = text

    def _note(self, text: str, cell: tuple[int, int] | None = None) -> None:
        cells = cells_of(self._board)
        if cells is not None:
            cells.setNote(cell if cell is not None else self._board.cursorCell, text)

    @Slot(int, int)
    def _on_cursor_moved(self, row: int, col: int) -> None:
        self._listeners.start()  # known before the first move, once accessibility is on
        if self._board.hasFocus():
            self._pending = ""  # the player moved on (words held for an unfocused
            # board stay: the program moved the cursor, e.g. a hint played)
        cells = cells_of(self._board)
        if cells is not None and not cells.note((row, col)):
            cells.setNote(None)  # words about a move stay on the cell it was made on
        report_focus(self._board)

    def _on_board_focused(self) -> None:
        if self._pending and self._board.hasFocus() and self._board.cursorShown:
            # Said with the cell as it takes the focus (Orca reads a newly
            # focused object's description).
            self._note(self._pending)
        self._pending = ""
        report_focus(self._board)

    def _check_key(self, event: QKeyEvent) -> None:
        """Before the board takes a key: an arrow at the board's edge or F on
        an opened cell does nothing, and says so."""
        board = self._board
        if not board.cursorShown or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return
        row, col = board.cursorCell
        game = self._model.game
        key = event.key()
        if key == Qt.Key.Key_F and not board.covered and not game.status.is_over \
                and game.look(row, col) is Look.REVEALED:
            QTimer.singleShot(0, self, lambda: self.say(self.spoken.alreadyOpen()))
        elif key in ARROW_STEPS:
            dr, dc = ARROW_STEPS[Qt.Key(key)]
            if not (0 <= row + dr < game.rows and 0 <= col + dc < game.cols):
                QTimer.singleShot(0, self, lambda: self.say(self.spoken.edge()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._board and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent):
            self._check_key(event)
        if watched is self._board and event.type() == QEvent.Type.FocusIn:
            self._listeners.start()
            # After Qt reports the board itself focused: then its cursor cell.
            QTimer.singleShot(0, self, self._on_board_focused)
        return False
