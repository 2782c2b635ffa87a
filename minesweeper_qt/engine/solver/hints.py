"""Which cell a hint names, and the facts behind it (no wording: the view
words it in the player's language).

When a cell is certain to be safe, the hint names the one a strong player
takes next: found by the simplest argument (one number before two numbers
before the mine count before trying every case), relying on flagged mines
rather than unflagged ones, next to the opened area, nearest the player's
attention. When nothing is certain, it names the guess of the policy
(:func:`.policy.choose`), with its data (:class:`.policy.Guess`). In a window
of a huge board it names the safest cell of the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..knowledge import FLAG, HIDDEN, Knowledge
from .analysis import Analysis, Reason, ReasonKind
from .policy import Guess, GuessKind, choose

Cell = tuple[int, int]

#: Simplest argument first.
_KIND_RANK = {ReasonKind.SINGLE: 0, ReasonKind.PAIR: 1, ReasonKind.COUNT: 2,
              ReasonKind.ENUMERATION: 3}


@dataclass(frozen=True)
class HintChoice:
    """The cell a hint names and why.

    ``cell`` ``(row, col)``; ``reason``: why it is certainly safe (None for a
    guess); ``unflag``: it holds a wrong flag (playing it removes the flag
    first); ``guess``: the policy's guess and its data when nothing is
    certain (None for a safe cell); ``lowest``: the lowest mine probability
    among the cells that could be guessed (0.0-1.0; equal to the guess's
    risk when the policy took the safest cell).
    """

    cell: Cell
    reason: Reason | None = None
    unflag: bool = False
    guess: Guess | None = None
    lowest: float = 0.0

    @property
    def safe(self) -> bool:
        """Whether the cell is certain to be safe."""
        return self.reason is not None

    @property
    def risk(self) -> float:
        """The cell's mine probability (0.0 for a safe cell)."""
        return 0.0 if self.guess is None else self.guess.risk


def near_open(cell: Cell, knowledge: Knowledge) -> bool:
    """Whether a revealed cell touches ``cell``."""
    return any(knowledge.is_revealed(r, c) for r, c in knowledge.neighbours(*cell))


def hint_choice(knowledge: Knowledge, analysis: Analysis,
                focus: Cell | None = None) -> HintChoice | None:
    """The hint for the position ``knowledge`` with its ``analysis``;
    ``focus`` is where the player's attention is (default the centre). None
    when there is nothing to play. A window analysis (of a huge board) gives
    a hint inside its window; ``knowledge`` is then the board's size but needs
    only the window's cells."""
    cols = knowledge.cols
    codes = knowledge.cells
    if focus is None:
        focus = (knowledge.rows // 2, cols // 2)

    def rank(cell: Cell) -> tuple[int, int, int, int, Cell]:
        reason = analysis.reason(*cell)
        assert reason is not None
        unflagged = sum(1 for r, c in reason.known_mines if codes[r * cols + c] != FLAG)
        distance = max(abs(cell[0] - focus[0]), abs(cell[1] - focus[1]))
        return (_KIND_RANK[reason.kind], unflagged,
                0 if near_open(cell, knowledge) else 1, distance, cell)

    safe = [cell for cell in analysis.safe if analysis.reason(*cell) is not None]
    if safe:
        hidden = [cell for cell in safe if codes[cell[0] * cols + cell[1]] != FLAG]
        cell = min(hidden or safe, key=rank)
        return HintChoice(cell, analysis.reason(*cell), unflag=not hidden)
    top, left, bottom, right = analysis.window
    if (bottom - top) * (right - left) < len(codes):
        # A window of a huge board: the safest cell in it (the policy needs
        # the whole board).
        risks = {(r, c): analysis.probability(r, c)
                 for r in range(top, bottom) for c in range(left, right)
                 if (code := codes[r * cols + c]) == HIDDEN or code > FLAG}
        if not risks:
            return None
        lowest = min(risks.values())
        cell = min((c for c, p in risks.items() if p <= lowest + 1e-9),
                   key=lambda c: (0 if near_open(c, knowledge) else 1,
                                  max(abs(c[0] - focus[0]), abs(c[1] - focus[1])), c))
        return HintChoice(cell, guess=Guess(cell, GuessKind.SAFEST, lowest), lowest=lowest)
    try:
        guess = choose(knowledge, analysis)
    except ValueError:
        return None
    guessable = [analysis.probability(*divmod(i, cols))
                 for i, code in enumerate(codes) if code == HIDDEN or code > FLAG]
    lowest = min((p for p in guessable if p < 1.0), default=guess.risk)
    return HintChoice(guess.cell, guess=guess, lowest=min(lowest, guess.risk))
