"""The solver's analysis of the game being played, computed off the GUI thread.

Measured on this machine (``benchmarks/assist.py``): ``analyze`` takes 6 ms
median, 13 ms p95 and up to 35 ms on expert positions, 16 ms on 100 x 100,
120 ms on 300 x 300, 2.7 s on 500 x 500 and 9.5 s on 1000 x 1000. So boards
up to :data:`SYNC_CELLS` cells are analysed at once inside the move (under
11 ms even at worst), larger ones on a worker thread (the move itself only
reads the player's view, 0.1 ms on expert). Boards above :data:`MAX_CELLS`
are *windowed*: only the part of the board in view (plus a margin) is
analysed, on the worker, with :func:`~minesweeper_qt.engine.solver.analyze_region`
(sound certainties, estimated probabilities); the move only reads that
rectangle's cells. Solve needs the whole board and is off there.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from minesweeper_qt.engine import Game, solver
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.solver import Analysis, Region, analyze, analyze_region
from minesweeper_qt.engine.solver.window import clip
from minesweeper_qt.session.compute import ComputeJobs

#: Boards of at most this many cells are analysed inside the move.
SYNC_CELLS = 100
#: Boards of more cells are analysed only in the part in view (hints and the
#: overlay cover it; auto-play is off): 300 x 300 takes 0.12 s on a worker,
#: 500 x 500 almost 3 s.
MAX_CELLS = 100_000

#: A window: (top, left, bottom, right), bottom and right exclusive.
Window = tuple[int, int, int, int]


def available(game: Game) -> bool:
    """Whether the board is small enough for the solver's whole-board help
    (everything, auto-play included)."""
    return game.rows * game.cols <= MAX_CELLS


def windowed(game: Game) -> bool:
    """Whether help on this board covers only the part in view."""
    return not available(game)


def read_region(game: Game, window: Window) -> Region:
    """What a window analysis needs of ``game`` for ``window`` (grown by the
    margin): that rectangle's cells and the count of unrevealed cells outside
    it. Reads only the rectangle (a few thousand cells on a million-cell board).

    Raises:
        ValueError: the window misses the board.
    """
    top, left, bottom, right = clip(game.rows, game.cols, *window)
    knowledge = game.knowledge_of(top, left, bottom, right)
    inside = len(knowledge.cells) - sum(knowledge.cells.count(v) for v in range(9))
    unrevealed = game.rows * game.cols - game.revealed_count
    return Region(knowledge, top, left, game.rows, game.cols, unrevealed - inside)


def analyse(knowledge: Knowledge | Region) -> Analysis | None:
    """``analyze`` (or ``analyze_region`` of a region) that returns None instead
    of raising on an impossible view."""
    try:
        if isinstance(knowledge, Region):
            return analyze_region(knowledge)
        return analyze(knowledge)
    except ValueError:
        return None


class AnalysisRunner(QObject):
    """Keeps :attr:`analysis` in step with ``game()`` when :meth:`request` is
    called (after each move). ``ready()`` is emitted on the GUI thread when a
    new analysis is in place; :attr:`knowledge` is the view it was made from
    (a :class:`Region` on a windowed board). Off the GUI thread, an analysis
    is a :class:`ComputeJobs` job; one not started when a newer request comes
    is skipped, and results that arrive for an older request are dropped."""

    ready = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analysis: Analysis | None = None
        self.knowledge: Knowledge | Region | None = None
        #: The number of the latest request (results of older ones are dropped).
        self.generation = 0
        self._pending: Knowledge | Region | None = None
        self._job: int | None = None  # the job of the latest request, if any
        self._jobs = ComputeJobs(self)
        self._jobs.done.connect(self._on_done)

    @property
    def busy(self) -> bool:
        """Whether a requested analysis has not arrived yet."""
        return self._pending is not None

    def request(self, game: Game, window: Window | None = None) -> None:
        """Analyse ``game`` as it stands (at once on small boards, else on the
        worker); on :func:`windowed` boards only ``window`` (the part in view;
        nothing without one)."""
        self.generation += 1
        self._job = None  # results of earlier requests are dropped
        if windowed(game) and window is not None and game.has_layout:
            try:
                region = read_region(game, window)
            except ValueError:
                region = None
            if region is not None:
                self._pending = region
                self._start(region)
                return
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
        self._start(knowledge)

    def cancel(self) -> None:
        """Drop what is waiting (a new game, closing)."""
        self.generation += 1
        self._pending = None
        self._job = None
        self._jobs.supersede()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker (tests, shutdown); True when it is idle."""
        return self._jobs.wait(msecs)

    def stop(self) -> None:
        """Drop what is waiting and wait for a running analysis (closing)."""
        self.cancel()
        self._jobs.stop()

    def _start(self, knowledge: Knowledge | Region) -> None:
        solver.load()  # here, not on the worker: imports stay on the GUI thread
        self._jobs.supersede()  # only the newest view is worth analysing
        self._job = self._jobs.submit(lambda: analyse(knowledge))

    def _on_done(self, job: int, analysis: object) -> None:
        if job != self._job or self._pending is None:
            return
        assert analysis is None or isinstance(analysis, Analysis)
        self.analysis, self.knowledge = analysis, self._pending
        self._pending = None
        self.ready.emit()
