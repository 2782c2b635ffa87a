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

from PySide6.QtCore import QObject

from minesweeper_qt.engine import Look

from ..figures_text import figure
from ..numbers import integer


class Spoken(QObject):
    """The sentences, in the language installed when each is asked for."""

    def opened(self, cells: int) -> str:
        """"12 cells opened": what a reveal or a chord opened (``cells`` >= 1)."""
        if cells == 1:
            return self.tr("%Ln cell opened", "", cells)
        return self.tr("%Ln cells opened", "", cells)

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
