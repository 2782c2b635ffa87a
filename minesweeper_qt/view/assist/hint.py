"""Hints that explain themselves: which cell to play next and why (from the
solver's reasons), and the board layer that shows it.

A hint names one cell. When a cell is certain to be safe, it is the one a
strong player takes next: found by the simplest argument (one number before two
numbers before the mine count before trying every case), relying on flagged
mines rather than unflagged ones, next to the opened area, nearest the last
move. When nothing is certain, it is the cell with the lowest mine probability.
Before the first click any cell is safe, and the hint says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPen

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.knowledge import FLAG, HIDDEN, Knowledge
from minesweeper_qt.engine.reasons import Pattern, Proof, Step, prove
from minesweeper_qt.engine.solver import Analysis, Reason, ReasonKind, best_guess

from ..board.edge_labels import cell_name
from ..board.paint_context import PaintContext
from ..numbers import number
from .reason_text import proof_text

# lupdate reads ``translate("Assist", "text")`` calls through this name.
translate = QCoreApplication.translate

Cell = tuple[int, int]

#: Simplest argument first.
_KIND_RANK = {ReasonKind.SINGLE: 0, ReasonKind.PAIR: 1, ReasonKind.COUNT: 2,
              ReasonKind.ENUMERATION: 3}


@dataclass(frozen=True)
class Hint:
    """One hint: ``cell`` to play (``(row, col)``), the ``proof`` cells to
    outline (numbers and known mines of the argument), the ``text`` that
    explains it (in the current language), whether the cell is certainly
    ``safe`` (False: the lowest-risk guess, mine probability ``risk`` 0.0-1.0),
    whether the cell holds a wrong flag (``unflag``: playing it removes the flag
    first), and whether the hint tells the player something about the layout
    (``informative``: False before the first click, where every cell is safe)."""

    cell: Cell
    proof: tuple[Cell, ...]
    text: str
    safe: bool
    risk: float = 0.0
    unflag: bool = False
    informative: bool = True


def where(cell: Cell) -> str:
    """A cell as the board's edge labels name it ("D4", see :func:`.reason_text.cell_name`)."""
    return cell_name(cell)


def percent(p: float) -> str:
    """A probability (0.0-1.0) as a whole percentage in the current language;
    "<1" / ">99" rather than a misleading 0 or 100 for uncertain cells."""
    value = p * 100
    if 0 < value < 1:
        shown = "<" + number(1, 0)
    elif 99 < value < 100:
        shown = ">" + number(99, 0)
    else:
        shown = number(round(value), 0)
    return translate("Assist", "{0}%").format(shown)


def explain(reason: Reason, cell: Cell, knowledge: Knowledge, analysis: Analysis) -> str:
    """The sentences that say why ``cell`` is certain (``reason``: the
    analysis's), as a chain of steps a player can follow
    (:mod:`.reason_text`)."""
    return proof_text(_proof(reason, cell, knowledge, analysis))


def _proof(reason: Reason, cell: Cell, knowledge: Knowledge, analysis: Analysis) -> Proof:
    proof = prove(knowledge, cell, analysis)
    if proof is None:  # (a window of a huge board: its reason in one step)
        values = tuple(knowledge.number(*n) or 0 for n in reason.numbers)
        proof = Proof(cell, cell in analysis.mines, (Step(
            Pattern.CASES, reason.numbers, values, (), (cell,), cell in analysis.mines,
            reason.known_mines),))
    return proof


def _near_open(cell: Cell, knowledge: Knowledge) -> bool:
    return any(knowledge.is_revealed(r, c) for r, c in knowledge.neighbours(*cell))


def choose(game: Game, analysis: Analysis | None, knowledge: Knowledge,
           near: Cell | None = None) -> Hint | None:
    """The hint for ``game`` now, from ``analysis`` of ``knowledge`` (the
    game's); ``near`` is where the player's attention is (the last move or the
    keyboard cursor). None when the game is over or there is nothing to play.
    ``analysis`` may be None only before the first click. A window analysis
    (of a huge board) gives a hint inside its window; ``knowledge`` is then
    the board's size but needs only the window's cells."""
    if game.status.is_over:
        return None
    if not game.has_layout:
        centre = (game.rows // 2, game.cols // 2)
        return Hint(centre, (), translate(
            "Assist", "Click anywhere: the first click is always safe."), True,
            informative=False)
    if analysis is None:
        return None
    cols = knowledge.cols
    codes = knowledge.cells
    focus = near if near is not None else (game.rows // 2, game.cols // 2)

    def rank(cell: Cell) -> tuple[int, int, int, int, Cell]:
        reason = analysis.reason(*cell)
        assert reason is not None
        unflagged = sum(1 for r, c in reason.known_mines if codes[r * cols + c] != FLAG)
        distance = max(abs(cell[0] - focus[0]), abs(cell[1] - focus[1]))
        return (_KIND_RANK[reason.kind], unflagged,
                0 if _near_open(cell, knowledge) else 1, distance, cell)

    safe = [cell for cell in analysis.safe if analysis.reason(*cell) is not None]
    if safe:
        hidden = [cell for cell in safe if codes[cell[0] * cols + cell[1]] != FLAG]
        cell = min(hidden or safe, key=rank)
        reason = analysis.reason(*cell)
        assert reason is not None
        proof = _proof(reason, cell, knowledge, analysis)
        text = proof_text(proof)
        unflag = not hidden
        if unflag:
            text = translate("Assist", "The flag at {0} is wrong.").format(where(cell)) + " " + text
        return Hint(cell, proof.cells, text, True, 0.0, unflag)
    top, left, bottom, right = analysis.window
    if (bottom - top) * (right - left) < len(codes):
        # A window of a huge board: the safest cell in it (the guess policy
        # reads the whole board).
        guess: Cell | None = None
        risks = {(r, c): analysis.probability(r, c)
                 for r in range(top, bottom) for c in range(left, right)
                 if (code := codes[r * cols + c]) == HIDDEN or code > FLAG}
    else:
        try:
            guess = best_guess(knowledge, analysis)
        except ValueError:
            return None
        # The hint promises the lowest risk: take the guess policy's cell only
        # when it is one of the safest (it may trade a little safety for progress).
        risks = {(i // cols, i % cols): analysis.probability(i // cols, i % cols)
                 for i, code in enumerate(codes) if code == HIDDEN or code > FLAG}
    if not risks:
        return None
    lowest = min(risks.values())
    if guess is None or risks.get(guess, 1.0) > lowest + 1e-9:
        guess = min((c for c, p in risks.items() if p <= lowest + 1e-9),
                    key=lambda c: (0 if _near_open(c, knowledge) else 1,
                                   max(abs(c[0] - focus[0]), abs(c[1] - focus[1])), c))
    risk = risks[guess]
    return Hint(guess, (), translate(
        "Assist", "No safe cell: this one has the lowest risk, {0}.").format(percent(risk)),
        False, risk)


class HintLayer:
    """Paints the current hint: its cell filled and framed in the palette's
    ``hint`` colour, the cells that prove it framed with dashes in
    ``hint_proof``. ``hint`` None paints nothing."""

    def __init__(self) -> None:
        self.hint: Hint | None = None

    def paint(self, ctx: PaintContext) -> None:
        hint = self.hint
        if hint is None or ctx.covered:
            return
        painter = ctx.painter
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        size = ctx.cell_size
        width = max(2, size // 10)
        inset = (width + 1) // 2
        proof = QPen(ctx.palette.color("hint_proof"), width, Qt.PenStyle.DashLine)
        painter.setPen(proof)
        for row, col in hint.proof:
            if row in ctx.rows and col in ctx.cols:
                painter.drawRect(ctx.cell_rect(row, col).adjusted(inset, inset, -inset, -inset))
        row, col = hint.cell
        if row in ctx.rows and col in ctx.cols:
            rect = ctx.cell_rect(row, col)
            colour = ctx.palette.color("hint")
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.fillRect(rect, fill)
            painter.setPen(QPen(colour, width + 1))
            wide = (width + 2) // 2
            painter.drawRect(rect.adjusted(wide, wide, -wide, -wide))
        painter.restore()
