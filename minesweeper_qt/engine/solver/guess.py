"""The plain guess: the safest cell, weighed a little with an estimate of
progress (the fallback of :mod:`.policy` when a position is too large to
weigh moves exactly, e.g. a window of a huge board)."""

from __future__ import annotations

from ..knowledge import FLAG, HIDDEN, Knowledge
from ._grid import neighbour_table
from .analysis import Analysis

#: Cells whose mine probability is within ``TOLERANCE + SLACK * lowest`` of the
#: lowest are candidates; among them the best ``(1 - p) * (1 + WEIGHT * progress)``
#: wins (progress: see ``_progress``), then the likeliest zero. Values chosen by
#: measuring win rates on expert (SLACK 0 / WEIGHT 0 is pure lowest probability).
TOLERANCE = 1e-9
SLACK = 0.25
WEIGHT = 1.0


def plain_guess(knowledge: Knowledge, analysis: Analysis) -> tuple[int, int]:
    """The cell to reveal next, as ``(row, col)``.

    A certain safe cell when there is one (the first in row-major order, an
    unflagged one if any: a flagged one means the flag is wrong).
    Otherwise a cell among the safest (flagged cells only when nothing else is
    left): candidates lie within :data:`TOLERANCE` + :data:`SLACK` x the lowest
    mine probability; each scores ``(1 - p) * (1 + WEIGHT * progress)``, where
    progress estimates the chance that its number lets the single- or two-number
    rule settle a cell at once; remaining ties go to the likeliest zero (the
    product of its own and its neighbours' chances of being safe, correlations
    ignored), so a guess tends to open ground. On a board with
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
        if p > lowest + TOLERANCE + SLACK * lowest:
            continue
        zero = 1.0 - p
        for k in nb[i]:
            q = probs[k]
            if q is not None:
                zero *= 1.0 - q
        progress = estimated_progress(i, probs, codes, nb, cols)
        score = (1.0 - p) * (1.0 + WEIGHT * progress) + 1e-3 * zero
        if score > best + 1e-12:
            best = score
            choice = i
    return divmod(choice, cols)


def estimated_progress(
    i: int, probs: list[float | None], codes: bytes, nb: tuple[tuple[int, ...], ...], cols: int
) -> float:
    """Estimated chance that revealing the (safe) cell ``i`` lets the single- or
    two-number rule settle a cell at once: its number's distribution comes from
    its neighbours' probabilities taken as independent (an estimate)."""
    undetermined = [k for k in nb[i] if (q := probs[k]) is not None and 0.0 < q < 1.0]
    # Numbers within two cells: their undetermined cells once i is revealed.
    others: list[tuple[set[int], int]] = []
    seen: set[int] = set()
    for k in nb[i]:
        for j in nb[k]:
            if j in seen or j == i or codes[j] >= HIDDEN:
                continue
            seen.add(j)
            cells = {m for m in nb[j] if m != i and (q := probs[m]) is not None and 0.0 < q < 1.0}
            need = codes[j] - sum(1 for m in nb[j] if probs[m] == 1.0)
            if not cells:
                continue
            if need == 0 or need == len(cells):
                return 1.0  # revealing i completes a neighbour's number
            others.append((cells, need))
    dist = [1.0]
    for k in undetermined:
        q = probs[k]
        assert q is not None
        nxt = [0.0] * (len(dist) + 1)
        for m, w in enumerate(dist):
            nxt[m] += w * (1.0 - q)
            nxt[m + 1] += w * q
        dist = nxt
    a = set(undetermined)
    total = 0.0
    for need_a, w in enumerate(dist):
        if w == 0.0:
            continue
        if need_a == 0 or need_a == len(a):
            total += w
            continue
        for b, need_b in others:
            inter = len(a & b)
            if not inter:
                continue
            la, lb = len(a) - inter, len(b) - inter
            lo = max(0, need_a - la, need_b - lb)
            hi = min(need_a, need_b, inter)
            if (la and (need_a == lo or need_a - hi == la)) or (
                    lb and (need_b == lo or need_b - hi == lb)):
                total += w
                break
    return total
