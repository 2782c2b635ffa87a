"""The guess policy: which cell to try when nothing is certain."""

from __future__ import annotations

from ..knowledge import FLAG, HIDDEN, Knowledge
from ._grid import neighbour_table
from .analysis import Analysis

#: Cells whose mine probability is within this of the lowest count as equally
#: safe; among them the likeliest to make progress is chosen.
TOLERANCE = 1e-9


def best_guess(knowledge: Knowledge, analysis: Analysis) -> tuple[int, int]:
    """The cell to reveal next, as ``(row, col)``.

    A certain safe cell when there is one (the first in row-major order, an
    unflagged one if any: a flagged one means the flag is wrong).
    Otherwise the unrevealed cell with the lowest mine probability (flagged cells
    only when nothing else is left); among cells equally safe (within
    :data:`TOLERANCE`) the one most likely to be a zero, estimated as the
    product of its own and its undetermined neighbours' chances of being safe
    (correlations ignored), so a guess tends to open ground. On a board with
    nothing revealed this picks a corner (fewest neighbours, likeliest zero).

    Raises:
        ValueError: no unrevealed cell that is not a known mine is left.
    """
    rows, cols = knowledge.rows, knowledge.cols
    codes = knowledge.cells
    if analysis.safe:
        unflagged = [cell for cell in analysis.safe if codes[cell[0] * cols + cell[1]] != FLAG]
        return min(unflagged or analysis.safe)
    nb = neighbour_table(rows, cols)
    probs = [None if code < HIDDEN else analysis.probability(*divmod(i, cols))
             for i, code in enumerate(codes)]
    candidates = [i for i, p in enumerate(probs)
                  if p is not None and p < 1.0 and codes[i] != FLAG]
    if not candidates:
        candidates = [i for i, p in enumerate(probs) if p is not None and p < 1.0]
    if not candidates:
        raise ValueError("no cell left to guess")
    lowest = min(p for i in candidates if (p := probs[i]) is not None)
    best = -1.0
    choice = candidates[0]
    for i in candidates:
        p = probs[i]
        assert p is not None
        if p > lowest + TOLERANCE:
            continue
        zero = 1.0 - p
        for k in nb[i]:
            q = probs[k]
            if q is not None:
                zero *= 1.0 - q
        if zero > best + 1e-12:
            best = zero
            choice = i
    return divmod(choice, cols)
