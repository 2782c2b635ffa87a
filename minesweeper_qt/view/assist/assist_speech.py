"""The assistance, spoken: what a screen reader says of hints, probabilities and
Solve. Hooked to the assistance's signals (not to the panel that shows a hint),
and spoken through the window's one announcement path
(:meth:`..board.accessibility.Accessibility.say`).

- H: the hint, its cell and its reason, cells named as the board speaks them
  ("row 3, column 5"); H again says it again.
- P: "Probabilities shown" and the cursor cell's probability; while they show,
  each cell's name carries its probability ("row 3, column 5: hidden, 18%
  chance of a mine"). Shift+P: the cursor cell's probability.
- Solve: a summary a second at most (:meth:`Accessibility.holdMoves`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from minesweeper_qt.engine import Look

from ..board.accessibility import Accessibility
from ..board.board_accessible import set_remark
from ..board.spoken import place
from .assist import Assist
from .hint import Hint

Cell = tuple[int, int]


class AssistSpeech(QObject):
    """Speaks what ``assist`` shows, through ``accessibility`` (a child of ``assist``)."""

    def __init__(self, assist: Assist, accessibility: Accessibility) -> None:
        super().__init__(assist)
        self._assist = assist
        self._speech = accessibility
        self._spoken = accessibility.spoken
        assist.hintShown.connect(self._on_hint)
        assist.probabilityAsked.connect(self._on_probability)
        assist.actionProbabilities.toggled.connect(self._on_overlay)
        assist.autoPlayer.runningChanged.connect(accessibility.holdMoves)
        set_remark(assist.board, self._remark)

    @Slot(object)
    def _on_hint(self, hint: Hint) -> None:
        self._speech.say(hint.spoken or hint.text)

    def _cell_words(self, cell: Cell, p: float | None) -> str:
        return f"{place(cell)}: {self._spoken.probability(p)}"

    @Slot(int, int, object)
    def _on_probability(self, row: int, col: int, p: float | None) -> None:
        self._speech.say(self._cell_words((row, col), p))

    @Slot(bool)
    def _on_overlay(self, on: bool) -> None:
        words = self._spoken.overlay(on)
        board = self._assist.board
        if on and board.cursorShown:
            cell = board.cursorCell
            p = self._assist.probabilityOf(cell)
            if p is not None:  # (an opened cell has none)
                words += ". " + self._cell_words(cell, p)
        self._speech.say(words)

    def _remark(self, cell: Cell) -> str:
        """A hidden cell's probability while the overlay shows it ("" otherwise)."""
        layer = self._assist.overlayLayer
        game = self._assist.model.game
        if not layer.enabled or game.status.is_over or game.look(*cell) is Look.REVEALED:
            return ""
        p = layer.at(cell)
        return "" if p is None else self._spoken.probability(p)
