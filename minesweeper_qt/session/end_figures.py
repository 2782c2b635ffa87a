"""An ended game's figures (3BV, the recording, its community statistics),
worked out off the GUI thread on huge boards (about a second of pure Python on
1000 x 1000), in Qt's threading pattern (:class:`.storage.threads.WorkerThread`)."""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field, replace
from typing import ClassVar

from PySide6.QtCore import QObject, Signal

from minesweeper_qt.engine import Game, GameStats
from minesweeper_qt.replay.recording import InputRecorder, Recording, Rules, moves_record
from minesweeper_qt.replay.statistics import CompetitiveStats, compute, from_counts
from minesweeper_qt.storage.history_rows import Result
from minesweeper_qt.storage.threads import WorkerThread

from .game_finished import Counting

log = logging.getLogger(__name__)


@dataclass(eq=False)
class EndWork:
    """One ending: what is known at once, then its figures (``stats``,
    ``recording``, ``competitive``: the recording's, and ``figures``: those, or
    the engine's counts when nothing recorded the game) and its ``record``
    (the recording, else the record of its moves with the session's flags)
    once :meth:`compute` ran; ``done`` is set then. ``announced``: its
    ``finished`` was emitted."""

    game: Game
    game_id: str
    outcome: Result
    counting: Counting
    forfeit: bool
    closing: bool
    recorder: InputRecorder | None
    time_ms: int
    ended_at: float
    deaths: int
    exploded: tuple[int, int] | None
    resumed: bool = False
    stats: GameStats | None = None
    recording: Recording | None = None
    record: Recording | None = None
    competitive: CompetitiveStats | None = None
    figures: CompetitiveStats | None = None
    announced: bool = False
    done: threading.Event = field(default_factory=threading.Event)
    started: bool = False

    def compute(self) -> None:
        """Work the figures out (any thread; once)."""
        if self.done.is_set():
            return
        try:
            game = self.game
            self.stats = game.stats()
            if self.recorder is not None and game.has_layout:
                self.recording = self.recorder.finish(game.mines, canonical=True)
                figures = compute(self.recording, with_zini=False)
                if figures.time_ms != self.time_ms and self.outcome.over:
                    # The recording runs on the game's clock (see GameRecorder):
                    # a difference is a bug; the clock the player saw wins.
                    log.warning("recording time %d ms, game clock %d ms",
                                figures.time_ms, self.time_ms)
                    figures = replace(figures, time_ms=self.time_ms)
                self.competitive = figures
        except Exception:  # the game still ends, with the figures it has
            log.exception("the figures of an ended game could not be worked out")
            if self.stats is None:
                self.stats = GameStats(0, 0, 0, 0, 0, 0.0)
        finally:
            self.figures = self.competitive if self.competitive is not None else self._counted()
            self.record = self.recording if self.competitive is not None else self._moves()
            self.done.set()

    def _moves(self) -> Recording:
        """The record of a game no recorder followed: its moves and the
        session's flags (see :func:`.replay.recording.moves_record`)."""
        game = self.game
        rules = Rules(game.first_click.value, game.question_marks, game.generator.name, game.seed)
        return moves_record(game.rows, game.cols, game.mines if game.has_layout else (), rules,
                            game.moves, deaths=self.deaths,
                            assisted=self.counting is Counting.ASSISTED, resumed=self.resumed,
                            known=self.counting in (Counting.RESTARTED, Counting.PRACTICE),
                            practice=self.counting is Counting.PRACTICE)

    def _counted(self) -> CompetitiveStats:
        """The figures of the engine's counts (:attr:`stats`), for a game
        nothing recorded (see :func:`.replay.statistics.from_counts`)."""
        s = self.stats
        assert s is not None
        return from_counts(time_ms=self.time_ms, won=self.outcome is Result.WON,
                           finished=self.outcome.over, bbbv=s.bbbv,
                           bbbv_solved=s.bbbv_solved, left=s.left_clicks,
                           right=s.right_clicks, double=s.chord_clicks, rows=self.game.rows,
                           cols=self.game.cols, mines=self.game.mine_count)


class EndFigures(QObject):
    """Works out :class:`EndWork` figures on a worker thread, in order;
    ``ready(EndWork)`` comes on this object's thread for each."""

    ready = Signal(object)
    _computed = Signal(object)
    #: An ending's facts: what the session builds at each end (it does not
    #: import this module, which the window's second part loads).
    Work: ClassVar[type[EndWork]] = EndWork

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = WorkerThread("end-figures")
        self._computed.connect(self._on_computed)  # queued from the worker

    def start(self, work: EndWork) -> None:
        """Work ``work`` out on the worker."""
        if work.started:
            return
        work.started = True

        def job() -> None:
            work.compute()
            self._computed.emit(work)

        self._thread.post(job)

    def finish_now(self, work: EndWork) -> None:
        """Have ``work``'s figures now: worked out here when the worker has not
        taken it, else waited for."""
        if not work.started:
            work.started = True
            work.compute()
        else:
            work.done.wait()

    def _on_computed(self, work: EndWork) -> None:
        self.ready.emit(work)

    def stop(self) -> None:
        self._thread.stop()
