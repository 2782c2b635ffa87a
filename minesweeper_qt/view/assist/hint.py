"""Hints that explain themselves: the words for the cell the solver's hint
policy names (:func:`minesweeper_qt.engine.solver.hints.hint_choice`: which
cell and why), and the board layer that shows it.

A safe cell is explained by the argument that proves it; a guess by what the
policy weighed: its risk, what its number may make safe, a forced 50/50, or
the chance of winning an endgame searched to its end. Before the first click
any cell is safe, and the hint says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QColor, QPen

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.reasons import Pattern, Proof, Step, prove
from minesweeper_qt.engine.solver import Analysis, GuessKind, Reason
from minesweeper_qt.engine.solver.hints import HintChoice, hint_choice

from ..board.edge_labels import cell_name
from ..board.paint_context import PaintContext
from ..board.reason_text import Namer, proof_text
from ..board.spoken import place
from ..numbers import percent

# lupdate reads ``translate("Assist", "text")`` calls through this name.
translate = QCoreApplication.translate

Cell = tuple[int, int]

@dataclass(frozen=True)
class Hint:
    """One hint: ``cell`` to play (``(row, col)``), the ``proof`` cells to
    outline (numbers and known mines of the argument), the ``text`` that
    explains it (in the current language), whether the cell is certainly
    ``safe`` (False: the lowest-risk guess, mine probability ``risk`` 0.0-1.0),
    whether the cell holds a wrong flag (``unflag``: playing it removes the flag
    first), and whether the hint tells the player something about the layout
    (``informative``: False before the first click, where every cell is safe).
    ``spoken`` is the text for a screen reader: the cell to play, then the
    reason, every cell named as the board speaks it ("row 3, column 5")."""

    cell: Cell
    proof: tuple[Cell, ...]
    text: str
    safe: bool
    risk: float = 0.0
    unflag: bool = False
    informative: bool = True
    spoken: str = ""


def where(cell: Cell) -> str:
    """A cell as the board's edge labels name it ("D4", see
    :func:`..board.edge_labels.cell_name`)."""
    return cell_name(cell)


class HintTexts(QObject):
    """The guess sentences with a count (plural forms): lupdate reads plurals
    with a variable count only from ``self.tr`` calls, so they live here
    (translation context "HintTexts"; the certain cells' sentences are in
    :mod:`..board.reason_text`). One literal per call."""

    def shows_makes_safe(self, n: int) -> str:
        return self.tr("If it shows a {0}, %n other cell(s) become safe.", "", n)


_PLURALS = HintTexts()


def _proof(reason: Reason, cell: Cell, knowledge: Knowledge, analysis: Analysis) -> Proof:
    proof = prove(knowledge, cell, analysis)
    if proof is None:  # (a window of a huge board: its reason in one step)
        values = tuple(knowledge.number(*n) or 0 for n in reason.numbers)
        proof = Proof(cell, cell in analysis.mines, (Step(
            Pattern.CASES, reason.numbers, values, (), (cell,), cell in analysis.mines,
            reason.known_mines),))
    return proof


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
        text = translate("Assist", "Click anywhere: the first click is always safe.")
        return Hint(centre, (), text, True, informative=False, spoken=text)
    if analysis is None:
        return None
    choice = hint_choice(knowledge, analysis, near)
    if choice is None:
        return None
    cell = choice.cell
    if choice.reason is not None:
        proof = _proof(choice.reason, cell, knowledge, analysis)
        if not choice.unflag:
            cell, proof = _shortest(game, analysis, knowledge, near or cell, cell, proof)

        def reason(name: Namer) -> str:
            text = proof_text(proof, name)
            if choice.unflag:
                text = translate("Assist", "The flag at {0} is wrong.").format(name(cell)) \
                    + " " + text
            return text

        spoken = translate("Assist", "Hint: {0} is safe.").format(place(cell)) + " " \
            + " ".join(reason(place).splitlines())
        return Hint(cell, proof.cells, reason(where), True, 0.0, choice.unflag, spoken=spoken)
    spoken = translate("Assist", "Hint: {0}, a guess.").format(place(cell)) + " " \
        + explain_guess(choice, place)
    return Hint(cell, (), explain_guess(choice), False, choice.risk, spoken=spoken)


#: At most this many safe cells (the nearest to the player's attention) are
#: proved to find the shortest argument (a proof takes about a millisecond).
MAX_PROOFS = 40


def _shortest(game: Game, analysis: Analysis, knowledge: Knowledge, near: Cell,
              cell: Cell, proof: Proof) -> tuple[Cell, Proof]:
    """The safe cell with the shortest proof, as the README promises the
    simplest argument: fewest steps, then nearest ``near`` (the last move or
    the cursor), then the policy's own choice ``cell`` (with ``proof``)."""

    def distance(c: Cell) -> int:
        return max(abs(c[0] - near[0]), abs(c[1] - near[1]))

    hidden = [c for c in analysis.safe
              if not game.is_revealed(*c) and not game.is_flagged(*c) and c != cell]
    hidden.sort(key=lambda c: (distance(c), c))
    best = (len(proof.steps), distance(cell), 0, cell, proof)
    for other in hidden[:MAX_PROOFS]:
        if best[0] == 1 and distance(other) > best[1]:
            break  # nothing is shorter than one step, and farther ones lose the tie
        found = prove(knowledge, other, analysis)
        if found is None or found.mine:
            continue
        key = (len(found.steps), distance(other), 1, other, found)
        if key[:3] < best[:3]:
            best = key
    return best[3], best[4]


def explain_guess(choice: HintChoice, name: Namer = where) -> str:
    """The sentences that say why the guess ``choice`` is played (cells named
    by ``name``)."""
    guess = choice.guess
    assert guess is not None
    risk = percent(guess.risk)
    if guess.kind is GuessKind.FIFTY_FIFTY and guess.partner is not None:
        return translate("Assist", "A forced 50/50: this cell and the one at {0} share one "
                         "mine, and nothing can ever tell them apart. Guess it now: waiting "
                         "cannot help.").format(name(guess.partner))
    if guess.kind is GuessKind.FIFTY_FIFTY:
        return translate("Assist", "This cell ({0} mine) is either safe or half of a 50/50 "
                         "that nothing could ever resolve, so guessing it now risks nothing "
                         "more.").format(risk)
    if guess.kind is GuessKind.ENDGAME and guess.win is not None:
        return translate("Assist", "Endgame: every way the game can still go was tried. "
                         "This cell ({0} mine) gives the best chance to win: {1}.").format(
            risk, percent(guess.win))
    if guess.kind is GuessKind.DEAD:
        return translate("Assist", "No safe cell, and no guess can tell anything new: this "
                         "one has the lowest risk, {0}.").format(risk)
    if guess.kind is not GuessKind.PROGRESS:
        return translate("Assist", "No safe cell: this one has the lowest risk, {0}.").format(risk)
    if guess.risk <= choice.lowest + 1e-9:
        text = translate("Assist", "Safest guess: {0} mine.").format(risk)
    else:
        text = translate("Assist", "Best guess: {0} mine (the safest cell is {1}), but its "
                         "number is likelier to open the board.").format(
            risk, percent(choice.lowest))
    opening = [o for o in guess.outcomes if o.safe]
    if opening:
        best = max(opening, key=lambda o: (o.weight, len(o.safe)))
        text += " " + _PLURALS.shows_makes_safe(len(best.safe)).format(best.value)
    else:
        text += " " + translate("Assist", "No number it can show makes another cell safe "
                                "at once.")
    return text


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
        proof = QPen(QColor(ctx.palette.hint_proof), width, Qt.PenStyle.DashLine)
        painter.setPen(proof)
        for row, col in hint.proof:
            if row in ctx.rows and col in ctx.cols:
                painter.drawRect(ctx.cell_rect(row, col).adjusted(inset, inset, -inset, -inset))
        row, col = hint.cell
        if row in ctx.rows and col in ctx.cols:
            rect = ctx.cell_rect(row, col)
            colour = QColor(ctx.palette.hint)
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.fillRect(rect, fill)
            painter.setPen(QPen(colour, width + 1))
            wide = (width + 2) // 2
            painter.drawRect(rect.adjusted(wide, wide, -wide, -wide))
        painter.restore()
