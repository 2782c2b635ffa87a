"""Best times and statistics: counted games go in, once each."""

from __future__ import annotations

import getpass

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.storage.journal import Entry
from minesweeper_qt.storage.records import MAX_TIME_MS, Record, Records, Update, record_key
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.storage.storage import Storage

from .game_finished import Counting, GameFinished, ScoreVerdict
from .game_session import GameSession


class ScoreKeeper(QObject):
    """The session's judge (see :class:`.game_finished.Judge`): before a game's
    ``finished`` is emitted it works out, in memory (``records``), what the
    best times and statistics make of it (its :class:`ScoreVerdict`: a new best time
    and its rank, the statistics and streaks after it), and hands the game to
    ``storage`` (the journal of finished games, then the best times, the
    statistics and the history, on the storage worker). Without ``storage``
    ``records`` writes by itself.

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
        #: The tokens of the best-time updates the last game end expected.
        self._tokens: list[int] = []
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
            self._expect(event, [Update(key, event.game_id, False)])
            return ScoreVerdict(key, self.records.statistics(key), counted=True)
        if not event.outcome.over:
            return None
        won = event.won
        if event.counting is Counting.COUNTED:
            updates = [Update(key, event.game_id, won)]
            record = None
            # Slower wins are no best times, nor is a resumed game.
            if won and event.time_ms <= MAX_TIME_MS and not event.resumed:
                record = self.records.win_record(event.time_ms, event.stats.bbbv,
                                                 self.playerName())
                updates.append(Update(key, event.game_id, True, record))
            self._expect(event, updates)
            rank = None
            if record is not None:
                best = self.records.best(key)
                rank = best.index(record) + 1 if record in best else None
                if rank is not None:
                    self.newRecord = (rank, key, record)
            return ScoreVerdict(key, self.records.statistics(key), counted=True, rank=rank,
                           record=record if rank is not None else None)
        if event.counting is Counting.ASSISTED:
            if won:
                self._assisted_loss = None
                self._expect(event, [Update(key, event.game_id, True, assisted=True)])
                return ScoreVerdict(key, self.records.assisted_statistics(key), assisted=True)
            # Counted once final: a loss may still be undone.
            self._assisted_loss = (event.game_id, key)
            return ScoreVerdict(key, self.records.assisted_statistics(key), assisted=True,
                           final=False)
        return None

    def _expect(self, event: GameFinished, updates: list[Update]) -> None:
        given = self.records.expect(updates)
        self._tokens = [u.token for u in given]
        if self.storage is None:
            self.records.flush()

    def keep(self, event: GameFinished) -> None:
        """Hand ``event`` to storage: the journal, then the best times,
        statistics and history."""
        tokens, self._tokens = self._tokens, []
        if self.storage is None:
            return
        verdict = event.verdict
        count = ""
        if verdict is not None:
            count = ("counted" if verdict.counted else
                     "assisted" if verdict.final else "assisted-later")
        record = verdict.record if verdict is not None else None
        if verdict is not None and verdict.counted and event.won and record is None \
                and event.time_ms <= MAX_TIME_MS and not event.resumed:
            # Not in the top ten here, but another copy's file may differ.
            record = self.records.win_record(event.time_ms, event.stats.bbbv, self.playerName())
        s = event.competitive
        recording = event.recording
        history = recording is not None and s is not None
        entry = Entry(
            kind="game", uid=event.game_id, run="", ended_at=event.ended_at,
            key=verdict.key if verdict is not None else self.keyOf(event.game), count=count,
            won=event.won, time_ms=event.time_ms, bbbv=event.stats.bbbv,
            name=record.name if record is not None else "",
            stamp=record.stamp if record is not None else "",
            result=event.outcome.value if history else "",
            counting=event.kind,
            played_at=(recording.started_at or event.ended_at) if recording is not None
            else event.ended_at,
            rows=event.rows, cols=event.cols, mines=event.mines, no_guess=event.no_guess,
            assisted=event.counting is Counting.ASSISTED,
            bbbv_solved=s.bbbv_solved if s is not None else 0,
            bbbv_s=s.bbbv_s if s is not None else 0.0, ioe=s.ioe if s is not None else 0.0,
            clicks=s.clicks if s is not None else 0,
            effective=s.effective if s is not None else 0,
            row_ms=s.time_ms if s is not None else event.time_ms)
        self.storage.finish(entry, recording, tokens)

    # --- assisted losses ----------------------------------------------------------------

    def settleAssisted(self) -> None:
        """Count the assisted loss kept open for an undo (the player moved on)."""
        pending, self._assisted_loss = self._assisted_loss, None
        if pending is None:
            return
        game_id, key = pending
        given = self.records.expect([Update(key, game_id, False, assisted=True)])
        if self.storage is not None:
            self.storage.settle(game_id, [u.token for u in given])
        else:
            self.records.flush()

    def _on_game_changed(self) -> None:
        self.settleAssisted()
        self.newRecord = None

    def _on_status_changed(self, status: Status) -> None:
        if not status.is_over:
            self._assisted_loss = None  # the loss was undone: not final
