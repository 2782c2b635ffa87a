"""The solver's analysis of the game being played, computed off the GUI thread.

Measured on this machine (``benchmarks/assist.py``): ``analyze`` takes 6 ms
median, 13 ms p95 and up to 35 ms on expert positions, 16 ms on 100 x 100,
120 ms on 300 x 300, 2.7 s on 500 x 500 and 9.5 s on 1000 x 1000. So boards
up to :data:`SYNC_CELLS` cells are analysed at once inside the move (under
11 ms even at worst), larger ones on a worker thread (the move itself only
reads the player's view, 0.1 ms on expert), and boards above
:data:`MAX_CELLS` are not analysed at all: help is unavailable there.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.solver import Analysis, analyze

#: Boards of at most this many cells are analysed inside the move.
SYNC_CELLS = 100
#: Boards of more cells get no analysis (hints, overlay and auto-play are off):
#: 300 x 300 takes 0.12 s on a worker, 500 x 500 almost 3 s.
MAX_CELLS = 100_000


def available(game: Game) -> bool:
    """Whether the board is small enough for the solver's help."""
    return game.rows * game.cols <= MAX_CELLS


def analyse(knowledge: Knowledge) -> Analysis | None:
    """``analyze`` that returns None instead of raising on an impossible view."""
    try:
        return analyze(knowledge)
    except ValueError:
        return None


class _Signals(QObject):
    done = Signal(int, object)


class _Job(QRunnable):
    """One analysis on a pool thread; skipped when a newer one was asked for."""

    def __init__(self, knowledge: Knowledge, generation: int, runner: AnalysisRunner) -> None:
        super().__init__()
        self._knowledge = knowledge
        self._generation = generation
        self._runner = runner
        self._signals = runner._signals

    def run(self) -> None:
        if self._generation != self._runner.generation:
            return  # superseded before it started
        self._signals.done.emit(self._generation, analyse(self._knowledge))


class AnalysisRunner(QObject):
    """Keeps :attr:`analysis` in step with ``game()`` when :meth:`request` is
    called (after each move). ``ready()`` is emitted on the GUI thread when a
    new analysis is in place; :attr:`knowledge` is the view it was made from.
    Results that arrive for an older request are dropped."""

    ready = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analysis: Analysis | None = None
        self.knowledge: Knowledge | None = None
        #: The number of the latest request (results of older ones are dropped).
        self.generation = 0
        self._pending: Knowledge | None = None
        # The pool first: children go in creation order, and the pool's end
        # waits for a running job, which still emits through the signals.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)

    @property
    def busy(self) -> bool:
        """Whether a requested analysis has not arrived yet."""
        return self._pending is not None

    def request(self, game: Game) -> None:
        """Analyse ``game`` as it stands (at once on small boards, else on the
        worker); nothing on boards that are not :func:`available`."""
        self.generation += 1
        if not available(game) or not game.has_layout:
            self._pending = None
            self.analysis, self.knowledge = None, None
            self.ready.emit()
            return
        knowledge = game.knowledge()
        if game.rows * game.cols <= SYNC_CELLS:
            self._pending = None
            self.analysis, self.knowledge = analyse(knowledge), knowledge
            self.ready.emit()
            return
        self._pending = knowledge
        self._pool.start(_Job(knowledge, self.generation, self))

    def cancel(self) -> None:
        """Drop what is waiting (a new game, closing)."""
        self.generation += 1
        self._pending = None
        self._pool.clear()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker (tests, shutdown); True when it is idle."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, generation: int, analysis: object) -> None:
        if generation != self.generation or self._pending is None:
            return
        assert analysis is None or isinstance(analysis, Analysis)
        self.analysis, self.knowledge = analysis, self._pending
        self._pending = None
        self.ready.emit()
