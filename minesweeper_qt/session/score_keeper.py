"""Best times and statistics: counted games go in, once each."""

from __future__ import annotations

import getpass

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.storage.history import StoredGame
from minesweeper_qt.storage.records import MAX_TIME_MS, Record, Records, Score, record_key
from minesweeper_qt.storage.scores import win_record
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.storage.storage import Storage

from .game_finished import Counting, GameFinished, ScoreVerdict
from .game_session import GameSession


class ScoreKeeper(QObject):
    """The session's judge (see :class:`.game_finished.Judge`): before a game's
    ``finished`` is emitted it works out, in memory (``records``), what the
    best times and statistics make of it (its :class:`ScoreVerdict`: a new best time
    and its rank, the statistics and streaks after it), and hands the game to
    ``storage`` (its history row with its best times and statistics, one
    transaction on the storage worker). Without ``storage`` it is kept in
    ``records`` only (tests of the parts).

    Rules: a finished counted game enters the statistics of its board size, a
    win the best times (unless it was resumed from a save); a counted game in
    play given up is a loss (a forfeit).
    A finished assisted game goes to the assisted statistics only, never to
    best times: a win at once, a loss when the player moves on to another game
    (until then it may be undone). A counted game that is lost stays a counted
    loss even if the loss is then undone; what follows is an assisted game.
    """

    def __init__(self, session: GameSession, records: Records, settings: Settings,
                 parent: QObject | None = None, storage: Storage | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.records = records
        self.settings = settings
        self.storage = storage
        #: The scores the last game end took into ``records``, and their number.
        self._scores: tuple[int, list[Score]] = (0, [])
        #: (rank 1-10, size key, record) of the current game's new best time.
        self.newRecord: tuple[int, str, Record] | None = None
        #: An assisted loss waiting to be counted: (game id, size key).
        self._assisted_loss: tuple[str, str] | None = None
        session.judge = self
        session.gameChanged.connect(self._on_game_changed)
        session.model.statusChanged.connect(self._on_status_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.settleAssisted)

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

    @staticmethod
    def keyOf(game: Game) -> str:
        """The records key of ``game``: its size, apart for a certified no-guess board."""
        return record_key(game.difficulty, game.no_guess)

    # --- the judge ---------------------------------------------------------------------

    def judge(self, event: GameFinished) -> ScoreVerdict | None:
        """What the best times and statistics make of ``event`` (taken into
        ``records`` now, in memory; written by :meth:`keep`)."""
        key = self.keyOf(event.game)
        if event.game is self.session.game:
            self.newRecord = None
        if event.forfeit:
            self._take(event, [Score(event.game_id, key, False, ended_at=event.ended_at)])
            return ScoreVerdict(key, self.records.statistics(key), counted=True)
        if not event.outcome.over:
            return None
        won = event.won
        if event.counting is Counting.COUNTED:
            record = None
            # Slower wins are no best times, nor is a resumed game.
            if won and event.time_ms <= MAX_TIME_MS and not event.resumed:
                record = win_record(event.time_ms, event.stats.bbbv,
                                                 self.playerName())
            self._take(event, [Score(event.game_id, key, won, record=record,
                                     ended_at=event.ended_at)])
            rank = None
            if record is not None:
                best = self.records.best(key)
                rank = best.index(record) + 1 if record in best else None
                if rank is not None:
                    self.newRecord = (rank, key, record)
            return ScoreVerdict(key, self.records.statistics(key), counted=True, rank=rank,
                           record=record if rank is not None else None)
        if event.counting is Counting.ASSISTED:
            # A loss counts once final: it may still be undone.
            self._assisted_loss = None if won else (event.game_id, key)
            self._take(event, [Score(event.game_id, key, won, assisted=True, open=not won,
                                     ended_at=event.ended_at)])
            return ScoreVerdict(key, self.records.assisted_statistics(key), assisted=True,
                                final=won)
        return None

    def _take(self, event: GameFinished, score_list: list[Score]) -> None:
        self._scores = (self.records.take(score_list), score_list)

    def keep(self, event: GameFinished) -> None:
        """Hand ``event`` to storage: its history row with its best times and
        statistics."""
        (number, score_list), self._scores = self._scores, (0, [])
        if self.storage is None:
            return
        s = event.competitive
        recording = event.recording
        game = None
        if recording is not None and s is not None:
            # The row from the game's record, its flags included (they say
            # what the verdict the scores take says: tests/view/test_one_truth.py).
            # The blob is encoded on the storage worker.
            game = StoredGame.of(recording, event.outcome, s, uid=event.game_id,
                                 ended_at=event.ended_at, encoder=None)
        self.storage.finish(game, score_list, number, recording)

    # --- assisted losses ----------------------------------------------------------------

    def settleAssisted(self) -> None:
        """Count the assisted loss kept open for an undo (the player moved on)."""
        pending, self._assisted_loss = self._assisted_loss, None
        if pending is None:
            return
        game_id, key = pending
        number = self.records.take([Score(game_id, key, False, assisted=True)])
        if self.storage is not None:
            self.storage.settle(game_id, number)

    def _on_game_changed(self) -> None:
        self.settleAssisted()
        self.newRecord = None

    def _on_status_changed(self, status: Status) -> None:
        if not status.is_over:
            self._assisted_loss = None  # the loss was undone: not final
