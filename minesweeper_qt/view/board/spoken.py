"""What a screen reader says about the game, as translated sentences.

Counts use ``%Ln`` (``%n`` in the language's digits), so every language gets
its plural forms. English has no translation file to carry plural forms, so
each counted sentence has an English singular and plural source (both
translated with all of a language's forms): the branch only picks the English
wording ("1 cells opened" would be spoken as written). The sentences are
methods of a ``QObject`` because lupdate marks a ``%n`` string as plural only
in ``self.tr(text, "", n)`` (translation context "Spoken").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.engine import Look

from ..figures_text import figure
from ..numbers import integer, percent

Cell = tuple[int, int]


def place(cell: Cell) -> str:
    """A cell named as the board speaks it, counted from 1 in the language's
    digits: "row 3, column 5" (``cell`` is 0-based ``(row, col)``)."""
    row, col = cell
    return QCoreApplication.translate("Spoken", "row {0}, column {1}").format(
        integer(row + 1), integer(col + 1))


class Spoken(QObject):
    """The sentences, in the language installed when each is asked for."""

    def opened(self, cells: int) -> str:
        """"12 cells opened": what a reveal or a chord opened (``cells`` >= 1)."""
        if cells == 1:
            return self.tr("%Ln cell opened", "", cells)
        return self.tr("%Ln cells opened", "", cells)

    def openedOne(self, what: str) -> str:
        """"1 cell opened: 2": a reveal or chord that opened one cell, and what
        it shows (``what``: "2", "empty", or a whole cell name when the cell is
        not the one played)."""
        return self.tr("%Ln cell opened: {0}", "", 1).format(what)

    def played(self, where: str, what: str) -> str:
        """"Played row 3, column 5: 12 cells opened" (a move the program made)."""
        return self.tr("Played {0}: {1}").format(where, what)

    def solving(self, moves: int, opened: int, where: str) -> str:
        """Solve's summary of its last moves: "Solve: 4 moves, 23 cells opened,
        last at row 3, column 5"."""
        if moves == 1:
            text = self.tr("Solve: %Ln move, {0}, last at {1}", "", moves)
        else:
            text = self.tr("Solve: %Ln moves, {0}, last at {1}", "", moves)
        return text.format(self.opened(opened) if opened else self.tr("no cell opened"), where)

    def time(self, seconds: int) -> str:
        """"Time: 12 seconds" (the clock, in whole seconds)."""
        if seconds == 1:
            return self.tr("Time: %Ln second", "", seconds)
        return self.tr("Time: %Ln seconds", "", seconds)

    def probability(self, p: float | None) -> str:
        """A hidden cell's chance of a mine (0.0-1.0): "safe", "a mine", "18%
        chance of a mine"; None: "no probability" (a revealed cell, or none
        computed)."""
        if p is None:
            return self.tr("no probability")
        if p <= 0.0:
            return self.tr("certainly safe")
        if p >= 1.0:
            return self.tr("certainly a mine")
        return self.tr("{0} chance of a mine").format(percent(p))

    def overlay(self, on: bool) -> str:
        """"Probabilities shown" / "Probabilities hidden" (P)."""
        return self.tr("Probabilities shown") if on else self.tr("Probabilities hidden")

    def alreadyOpen(self) -> str:
        """F on an opened cell: nothing to flag."""
        return self.tr("Already open")

    def edge(self) -> str:
        """An arrow key at the edge of the board: the cursor stays."""
        return self.tr("Edge of the board")

    def minesLeft(self, mines: int) -> str:
        """"9 mines left" (the mine counter: mines less flags, may be negative)."""
        if mines == 1:
            return self.tr("%Ln mine left", "", mines)
        return self.tr("%Ln mines left", "", mines)

    def marked(self, look: Look) -> str:
        """What a flag move left on the cell: "Flagged", "Question mark" or
        "Unflagged" ("" for a cell the move could not mark)."""
        if look is Look.FLAG:
            return self.tr("Flagged")
        if look is Look.QUESTION:
            return self.tr("Question mark")
        if look is Look.HIDDEN:
            return self.tr("Unflagged")
        return ""

    def ended(self, won: bool, seconds: float) -> str:
        """"You won in 12.34 seconds" / "You hit a mine after 12.34 seconds"."""
        time = figure(seconds, 2)  # truncated, as the end menu writes it
        if won:
            return self.tr("You won in {0} seconds").format(time)
        return self.tr("You hit a mine after {0} seconds").format(time)

    def size(self, rows: int, cols: int, mines: int) -> str:
        """"9 by 9 cells, 10 mines": a board's size."""
        if mines == 1:
            text = self.tr("{0} by {1} cells, %Ln mine", "", mines)
        else:
            text = self.tr("{0} by {1} cells, %Ln mines", "", mines)
        return text.format(integer(rows), integer(cols))

    def boardSummary(self, rows: int, cols: int, mines: int) -> str:
        """The board's description: its size, its mines and the keys."""
        keys = self.tr("Arrow keys move, Space opens, F flags")
        return self.size(rows, cols, mines) + ". " + keys

    def newGame(self, rows: int, cols: int, mines: int) -> str:
        """"New game: 9 by 9 cells, 10 mines"."""
        return self.tr("New game: {0}").format(self.size(rows, cols, mines))

    def paused(self) -> str:
        """The pause menu's spoken name."""
        return self.tr("Game paused")
