"""The window's replay features, wired here because they join two features:
recording every game (``history``), Game > History... (``history``), Game >
Open replay... and the replay windows (``replay``), and the drop-down menu's
Watch replay."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QWidget

from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.session import GameSession
from minesweeper_qt.storage.storage import Storage

from ..board.board_view import BoardView
from ..history.recording import GameRecorder
from ..paint.art import Art

translate = QCoreApplication.translate


class Replays(QObject):
    """The main window's replay features: recording every game (its storage
    is the window's storage worker), Game > History... (:meth:`showHistory`),
    Game > Open replay... (:meth:`openReplayFile`), Watch replay in the
    drop-down menu (:meth:`watchLast`), and the replay windows (kept in
    ``windows``, drawn with ``art``). The window connects its menu entries to
    these slots."""

    def __init__(self, window: QWidget, session: GameSession, board: BoardView,
                 storage: Storage, art: Art | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.storage = storage
        self.art = art
        self.board = board
        self.session = session
        self.recorder = GameRecorder(session, board, self)
        self.windows: list[QWidget] = []
        self.dialog: QWidget | None = None

    def watch(self, recording: Recording, title: str = "") -> QWidget:
        """Open a replay window on ``recording``; returns it."""
        # Its own window: loaded when opened.
        from ..replay.replay_view import ReplayView

        view = ReplayView(recording, self.art, self.window, title)
        # In the window's theme, and its next ones.
        view.setColors(self.board.colors)
        self.board.colorsChanged.connect(view.setColors)
        self.windows = [w for w in self.windows if _alive(w)] + [view]
        view.show()
        view.activateWindow()  # the keyboard with it (a window manager may not give it)
        return view

    def watchLast(self) -> QWidget | None:
        """Watch the game that just ended (the drop-down menu's Watch replay)."""
        if self.recorder.last is None:
            return None
        return self.watch(self.recorder.last, translate("Recording", "Last game"))

    def showHistory(self) -> QWidget:
        """Game > History...: the history window (it reads the history through
        the storage worker: it opens at once, its table fills when read)."""
        # Its own window: loaded when opened.
        from ..history.history_dialog import HistoryDialog

        if self.dialog is not None and _alive(self.dialog):
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        game = self.session.game
        dialog = HistoryDialog(self.storage, self.watch, self.window,
                               playing=(game.rows, game.cols, game.mine_count))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.show()
        dialog.activateWindow()  # the keyboard with it (a window manager may not give it)
        return dialog

    def openReplayFile(self, path: str | None = None) -> QObject | None:
        """Game > Open replay...: read in the background, then watched (see
        ``view/replay/open_file.py``); returns the opening, None without a file."""
        # Its own window: loaded when opened.
        from ..replay.open_file import open_replay_file

        return open_replay_file(self.window, self.watch, path)


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted on close
        return False
    return True
