"""A search two guesses deep: an expectimax over the numbers a guess may show.

The policy's one-ply score (:mod:`.policy`) values a candidate by its
chance of being safe and, for each number it may show, how safe the next
guess would be, with a fixed bonus per cell the number opens. Here each
number is followed instead: the cell is revealed with that number, what it
makes safe is opened in layouts drawn from the position's exact
distribution that show it (:func:`.rollout.sample`; the opened cells'
own numbers are only known in a layout), then every cell the analysis
proves safe, and the position reached is valued by the policy's own one-ply
score of its best guess (the ``leaf`` callable). A number that makes nothing
safe needs no layout: the position after it is exact. A candidate's value
is then its safety times the mean of those values over its numbers (exact
weights), so two guesses are looked at, with all the free progress between
them played out.

The work is bounded by a count of positions valued a decision
(:data:`SearchBudget.leaves`), checked before any is valued so that a
decision is either searched whole or not at all (the same position plays
the same way), and by a wall-clock cap as a guard against rare slow
positions (when it binds, the one-ply choice stands).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..knowledge import HIDDEN, Knowledge
from ._grid import flood_open, neighbour_table
from .analysis import Analysis, analyze
from .position import Outcome, Position

#: Analyses at most in one continuation (each reveals what it proves safe);
#: a continuation still opening cells after them counts as a safe next move.
DEPTH = 2

Leaf = Callable[[Knowledge, Analysis], float]


@dataclass
class SearchBudget:
    """The work one decision may spend: ``leaves`` positions valued at most
    (each one analysis and one one-ply search), and ``deadline`` a
    :func:`time.monotonic` instant after which the search gives up."""

    leaves: int
    deadline: float


def continuation(knowledge: Knowledge, known_mines: frozenset[int], layout: frozenset[int],
                 cells: Sequence[int]) -> tuple[Knowledge, Analysis] | None:
    """Reveal the safe ``cells`` (flat indices) of ``knowledge`` in the world
    whose unknown cells' mines are ``layout`` (``known_mines`` the certain
    ones), then every cell the analysis proves safe, until it proves none:
    the position then and its analysis; None when the game is won or still
    opening cells after :data:`DEPTH` analyses (as good as a safe move)."""
    rows, cols = knowledge.rows, knowledge.cols
    mines = layout | known_mines
    nb = neighbour_table(rows, cols)
    codes = bytearray(knowledge.cells)
    hidden_safe = sum(1 for code in codes if code >= HIDDEN) - len(mines)

    for cell in cells:
        hidden_safe -= flood_open(codes, nb, mines, cell)
    for _ in range(DEPTH):
        if hidden_safe <= 0:
            return None
        now = Knowledge(rows, cols, knowledge.mines, bytes(codes))
        analysis = analyze(now)
        if not analysis.safe:
            return now, analysis
        for r, c in analysis.safe:
            hidden_safe -= flood_open(codes, nb, mines, r * cols + c)
    return None


def shown_by(position: Position, cell: int, layouts: Sequence[frozenset[int]]
             ) -> dict[int, list[frozenset[int]]]:
    """The ``layouts`` where ``cell`` is safe, by the number it shows there."""
    nb = position.nb
    by_value: dict[int, list[frozenset[int]]] = {}
    for layout in layouts:
        if cell in layout:
            continue
        value = sum(1 for j in nb[cell] if j in layout or j in position.mine)
        by_value.setdefault(value, []).append(layout)
    return by_value


def leaves_needed(outcomes: Sequence[Outcome], by_value: dict[int, list[frozenset[int]]],
                  per_number: int) -> int:
    """How many positions :func:`value` will value for these ``outcomes``."""
    return sum(min(per_number, len(by_value.get(o.value, ()))) if o.safe
               and by_value.get(o.value) else 1 for o in outcomes)


def value(knowledge: Knowledge, position: Position, cell: int, outcomes: Sequence[Outcome],
          by_value: dict[int, list[frozenset[int]]], per_number: int, leaf: Leaf,
          budget: SearchBudget) -> float | None:
    """The mean, over the numbers ``cell`` may show (its ``outcomes``, exact
    weights), of the ``leaf`` value (0.0-1.0) of the position reached: a
    number that makes nothing safe exactly; one that does, over the first
    ``per_number`` layouts of ``by_value`` showing it (:func:`continuation`;
    1.0 for a won or still opening game), or exactly with only the number
    shown when no layout shows it. None when ``budget`` runs out."""
    total = 0.0
    weight = 0.0
    cols = knowledge.cols
    for o in outcomes:
        weight += o.weight
        shown = by_value.get(o.value, [])[:per_number] if o.safe else []
        values: list[float] = []
        if not shown:
            cells = bytearray(knowledge.cells)
            cells[cell] = o.value
            after = Knowledge(knowledge.rows, cols, knowledge.mines, bytes(cells))
            if not _spend(budget):
                return None
            values.append(leaf(after, analyze(after)))
        for layout in shown:
            if not _spend(budget):
                return None
            reached = continuation(knowledge, position.mine, layout, [cell, *sorted(o.safe)])
            values.append(1.0 if reached is None else leaf(*reached))
        total += o.weight * sum(values) / len(values)
    return total / weight if weight > 0 else 0.0


def _spend(budget: SearchBudget) -> bool:
    if budget.leaves <= 0 or time.monotonic() > budget.deadline:
        return False
    budget.leaves -= 1
    return True
