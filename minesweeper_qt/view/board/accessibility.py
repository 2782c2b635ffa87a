"""What a screen reader gets: names for the board and the header's controls, the
accessible focus on the keyboard cursor's cell, and spoken results of moves.

The board is a ``QTableView``, which Qt exposes as a table (rows x columns of
cells, each named by the model's ``AccessibleTextRole``: "row 3, column 5: 2").
Moving the keyboard cursor sets the view's current index, which Qt reports as a
focus change to that cell. After a move that opened cells, an announcement
("12 cells opened", "You won", "You hit a mine") is sent with
``QAccessibleAnnouncementEvent`` (Qt 6.8+; older Qt: no announcement).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from minesweeper_qt.model import BoardModel
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.game_finished import GameFinished, Outcome

from ..window.header_bar import HeaderBar
from ..window.menus import Menus
from .board_view import BoardView

try:  # PySide6 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt has no announcements
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

translate = QCoreApplication.translate


class AccessibleHost(Protocol):
    board: BoardView
    header: HeaderBar
    menus: Menus
    model: BoardModel
    session: GameSession


def announce(widget: QWidget, text: str) -> bool:
    """Have screen readers say ``text`` (politely, after what they are saying).
    Returns False when this Qt cannot announce."""
    if QAccessibleAnnouncementEvent is None:
        return False
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    return True


class Accessibility(QObject):
    """Names and announcements for the window of ``host`` (texts follow the language).

    ``lastAnnouncement`` holds the last text announced (tests and logs read it).
    """

    def __init__(self, host: AccessibleHost) -> None:
        super().__init__(host.board)
        self._host = host
        self._model = host.model
        self.lastAnnouncement = ""
        self._revealed = self._model.game.revealed_count
        header, tr = host.header, host.menus.translated
        tr(host.board.setAccessibleName, lambda: translate("Accessibility", "Minefield"))
        tr(host.board.setAccessibleDescription, lambda: translate(
            "Accessibility", "Arrow keys move, Space opens, F flags"))
        tr(header.faceButton.setAccessibleName, lambda: translate("Accessibility", "New game"))
        tr(header.flagModeButton.setAccessibleName, lambda: translate("Accessibility", "Flag mode"))
        tr(header.menuButton.setAccessibleName, lambda: translate("Accessibility", "Menu"))
        self._model.moved.connect(self._on_moved)
        self._model.gameChanged.connect(self._on_game_changed)
        host.session.finished.connect(self._on_finished)

    @Slot()
    def _on_game_changed(self) -> None:
        self._revealed = self._model.game.revealed_count

    @Slot()
    def _on_moved(self) -> None:
        game = self._model.game
        opened = game.revealed_count - self._revealed
        self._revealed = game.revealed_count
        parts = []
        if opened > 0:
            # Not %n: English has no plural table here; translations phrase the
            # count so it needs no plural form ("Открыто клеток: 12").
            parts.append(translate("Accessibility", "1 cell opened") if opened == 1 else
                         translate("Accessibility", "{0} cells opened").format(opened))
        if parts:
            self.say(". ".join(parts))

    def say(self, text: str) -> None:
        """Announce ``text`` (kept in :attr:`lastAnnouncement`)."""
        self.lastAnnouncement = text
        announce(self._host.board, text)

    @Slot(object)
    def _on_finished(self, event: GameFinished) -> None:
        """The result, from the game's one finished value."""
        if event.game is not self._model.game or not event.outcome.over:
            return
        text = translate("Accessibility", "You won") if event.outcome is Outcome.WON \
            else translate("Accessibility", "You hit a mine")
        self.say(text)

    def focusCell(self, row: int, col: int) -> None:
        """Tell screen readers the cell ``(row, col)`` has the focus (the board does
        so itself when its cursor moves; this repeats it, e.g. after a new game)."""
        board = self._host.board
        if not QAccessible.isActive() or not board.hasFocus():
            return
        event = QAccessibleEvent(board, QAccessible.Event.Focus)
        event.setChild(row * self._model.columnCount() + col)
        QAccessible.updateAccessibility(event)
