"""Auto-play ("Solve"): the solver plays the rest of the game visibly, one move
per tick, through the same input path as the player (``BoardModel.act``)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from minesweeper_qt.engine import Gesture, InputMode
from minesweeper_qt.engine.knowledge import FLAG
from minesweeper_qt.engine.solver import best_guess, first_click
from minesweeper_qt.model import BoardModel

from .assist_analysis import analyse, available

Cell = tuple[int, int]

#: Milliseconds between moves for each pace.
PACES = {"slow": 600, "normal": 200, "fast": 40}


class AutoPlayer(QObject):
    """Plays ``model``'s game one move every :attr:`interval` milliseconds
    while running: a cell the solver proves safe (the nearest to the last move),
    else the guess of :func:`best_guess` (the solver's policy: it can lose); on
    a fresh board, the solver's own first click (:func:`first_click`). A wrong
    flag on a safe cell is removed first. Stops by itself when the game ends;
    ``runningChanged(bool)`` reports starts and stops; ``playing()`` comes
    right before each move (the game recorder marks it assisted)."""

    runningChanged = Signal(bool)
    playing = Signal()

    def __init__(self, model: BoardModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._timer = QTimer(self)
        self._timer.setInterval(PACES["normal"])
        self._timer.timeout.connect(self.step)
        self._queue: list[Cell] = []
        self._last: Cell | None = None

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def interval(self) -> int:
        return self._timer.interval()

    def setInterval(self, ms: int) -> None:
        """Milliseconds between moves (takes effect at once)."""
        self._timer.setInterval(ms)

    def start(self) -> bool:
        """Start playing; False (nothing started) when the game is over or the
        board is too large for the solver."""
        game = self.model.game
        if self.running or game.status.is_over or not available(game):
            return False
        self._queue = []
        self._timer.start()
        self.runningChanged.emit(True)
        return True

    def stop(self) -> None:
        if self.running:
            self._timer.stop()
            self._queue = []
            self.runningChanged.emit(False)

    def step(self) -> None:
        """Make one move now (the timer calls this)."""
        game = self.model.game
        if game.status.is_over:
            self.stop()
            return
        cell = self._next()
        if cell is None:
            self.stop()
            return
        index = self.model.index(*cell)
        self.playing.emit()
        if game.is_flagged(*cell):
            self.model.act(index, Gesture.FLAG, InputMode())  # a wrong flag: off first
            self._queue.insert(0, cell)
            return
        self._last = cell
        self.model.act(index, Gesture.PRIMARY, InputMode())
        if self.model.game.status.is_over:
            self.stop()

    def _next(self) -> Cell | None:
        game = self.model.game
        if not game.has_layout:
            return first_click(game.rows, game.cols, game.mine_count, game.first_click)
        # Cells proven safe stay safe: play them before analysing again.
        self._queue = [c for c in self._queue if not game.is_revealed(*c)]
        if not self._queue:
            knowledge = game.knowledge()
            analysis = analyse(knowledge)
            if analysis is None:
                return None
            if analysis.safe:
                cols = knowledge.cols
                self._queue = sorted(analysis.safe,
                                     key=lambda c: knowledge.cells[c[0] * cols + c[1]] == FLAG)
            else:
                try:
                    return best_guess(knowledge, analysis)
                except ValueError:
                    return None
        last = self._last or self._queue[0]
        cell = min(self._queue, key=lambda c: (max(abs(c[0] - last[0]), abs(c[1] - last[1])), c))
        self._queue.remove(cell)
        return cell
