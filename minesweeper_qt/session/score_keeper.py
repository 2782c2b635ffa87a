"""Best times and statistics: counted games go in, once each."""

from __future__ import annotations

import getpass

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.storage.records import MAX_TIME_MS, Record, Records, record_key
from minesweeper_qt.storage.settings import Settings

from .game_session import GameSession


class ScoreKeeper(QObject):
    """Listens to ``session``: a finished counted game is added to the statistics
    of its board size, a win to the best times (``newRecord`` then holds
    ``(rank, size key, record)``); an abandoned counted game is a loss. A
    finished assisted game goes to the assisted statistics only
    (:meth:`Records.add_assisted_game`), never to best times: a win at once, a
    loss when the player moves on to another game (until then it may be undone).
    A counted game that is lost stays a counted loss even if the loss is then
    undone; what follows is an assisted game."""

    def __init__(self, session: GameSession, records: Records, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.records = records
        self.settings = settings
        #: (rank 1-10, size key, record) of the current game's new best time.
        self.newRecord: tuple[int, str, Record] | None = None
        session.finished.connect(self._on_finished)
        session.abandoned.connect(self._on_abandoned)
        session.gameChanged.connect(self._on_game_changed)
        #: An assisted game's result waiting to be counted: (size key, won).
        self._assisted_result: tuple[str, bool] | None = None
        session.model.statusChanged.connect(self._on_status_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._commit_assisted)

    def playerName(self) -> str:
        """The remembered name, else the login name, else ""."""
        name = self.settings.player_name
        if not name:
            try:
                name = getpass.getuser()
            except (OSError, KeyError, ImportError):
                name = ""
        return name

    def rename(self, name: str) -> None:
        """Put ``name`` on the current game's new best time (and remember it)."""
        if self.newRecord is None:
            return
        rank, key, record = self.newRecord
        if name == record.name:
            return
        self.settings.player_name = name
        renamed = self.records.rename(key, record, name)
        if renamed is not None:
            self.newRecord = (rank, key, renamed)

    def _on_game_changed(self) -> None:
        self._commit_assisted()
        self.newRecord = None

    @staticmethod
    def keyOf(game: Game) -> str:
        """The records key of ``game``: its size, apart for a certified no-guess board."""
        return record_key(game.difficulty, game.certified and game.generator.name == "no-guess")

    def _on_status_changed(self, status: Status) -> None:
        if not status.is_over:
            self._assisted_result = None  # the loss was undone: not final

    def _commit_assisted(self) -> None:
        """Count the finished assisted game (a win at once; a loss once the
        player moves on, as it may still be undone)."""
        if self._assisted_result is not None:
            key, won = self._assisted_result
            self._assisted_result = None
            self.records.add_assisted_game(key, won)

    def _on_abandoned(self, game: Game) -> None:
        self.records.add_game(self.keyOf(game), False)

    def _on_finished(self, game: Game) -> None:
        if not self.session.counted:
            if self.session.assisted:
                # Counted apart, once, when final: a loss may still be undone.
                self._assisted_result = (self.keyOf(game), game.status is Status.WON)
                if game.status is Status.WON:
                    self._commit_assisted()
            return
        key = self.keyOf(game)
        won = game.status is Status.WON
        self.records.add_game(key, won)
        time_ms = max(1, round(game.elapsed * 1000))
        if won and time_ms <= MAX_TIME_MS:  # slower wins are no best times
            rank, record = self.records.add_win(key, time_ms, game.bbbv, self.playerName())
            if rank is not None:
                self.newRecord = (rank, key, record)
