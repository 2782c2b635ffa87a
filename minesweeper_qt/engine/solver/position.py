"""The undetermined part of a position, and the exact outcomes of revealing one
of its cells (what the guess policy weighs).

A :class:`Position` is built from what the player sees and the exact
probabilities of :func:`~.analysis.analyze`: its *unknown* cells are the hidden
cells that are neither certain mines nor certain safe; each revealed number
touching them is a constraint ``(cells, mines still needed)``; the unknown
cells no number touches are *off* the frontier. Every layout of mines over the
unknown cells that meets the constraints and the remaining mine count is
equally likely, so a set of layouts weighs the number of its members: a group
of constraints is counted exactly (:func:`.exact.count_group`, cached per
group), and ``s`` mines on the frontier leave ``C(off, mines_left - s)`` ways
for the off cells (exact integers throughout).

:meth:`Position.outcomes` reveals a cell in thought: for every number it may
show, how many layouts agree (so, how likely the number is) and which cells
would then be certain. Only the groups the cell's neighbourhood touches are
counted again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from ..knowledge import HIDDEN, Knowledge
from . import exact
from ._grid import neighbour_table

#: A constraint: (unknown cells, sorted, as flat indices; mines among them).
Constraint = tuple[tuple[int, ...], int]

_REVEALED, _UNKNOWN, _MINE = 0, 1, 2

#: Cached states allowed per group count in the policy (a larger group makes
#: the policy fall back to plain safety).
NODE_LIMIT = 40_000


class TooLarge(Exception):
    """A group is too large to count exactly within the policy's limit."""


@dataclass(frozen=True, eq=False)
class _Group:
    cells: tuple[int, ...]  # counting order
    constraints: tuple[Constraint, ...]
    ways: dict[int, int]
    tallies: dict[int, list[int]]


@dataclass(frozen=True)
class Outcome:
    """One number a revealed cell may show.

    ``value``: the number; ``weight``: the probability that the cell is safe
    and shows it (0.0-1.0; over all values they add up to the cell's chance of
    being safe); ``safe`` / ``mines``: the unknown cells (flat indices) then
    certain to be safe / mines, not counting the cell itself; ``best_safety``:
    the highest chance of being safe among the cells still uncertain then (1.0
    when none is left).
    """

    value: int
    weight: float
    safe: frozenset[int]
    mines: frozenset[int]
    best_safety: float


class Position:
    """The unknown cells, constraints and counts of one position (see the module
    docstring). ``probabilities`` are the exact mine probabilities by flat index
    (None for revealed cells), as :class:`~.analysis.Analysis` gives them.

    Raises:
        TooLarge: a group needs more than :data:`NODE_LIMIT` states to count.
        exact.Inconsistent: the position has no layout.
    """

    def __init__(self, knowledge: Knowledge, probabilities: Sequence[float | None]) -> None:
        rows, cols = knowledge.rows, knowledge.cols
        self.rows, self.cols = rows, cols
        self.nb = neighbour_table(rows, cols)
        codes = knowledge.cells
        self.mine = frozenset(i for i, p in enumerate(probabilities) if p == 1.0)
        self.unknown = frozenset(i for i, p in enumerate(probabilities)
                                 if p is not None and 0.0 < p < 1.0)
        self.revealed_value = {i: code for i, code in enumerate(codes) if code < HIDDEN}
        cons: dict[tuple[int, ...], int] = {}
        for i, v in self.revealed_value.items():
            cells = tuple(j for j in self.nb[i] if j in self.unknown)
            if cells:
                cons[cells] = v - sum(1 for j in self.nb[i] if j in self.mine)
        self.constraints: list[Constraint] = sorted(cons.items())
        frontier = {c for cells, _ in self.constraints for c in cells}
        self.off = frozenset(self.unknown - frontier)
        self.mines_left = knowledge.mines - len(self.mine)
        self._state = bytearray(rows * cols)  # _REVEALED (or certain safe), _UNKNOWN, _MINE
        for i in self.unknown:
            self._state[i] = _UNKNOWN
        for i in self.mine:
            self._state[i] = _MINE
        self._cache: dict[tuple[Constraint, ...], _Group] = {}
        self.groups = self._count(self.constraints)
        self.group_of = {c: g for g in self.groups for c in g.cells}
        self.total = self._total(self.groups, len(self.off))
        if self.total == 0:
            raise exact.Inconsistent("the mine count cannot be met")

    # --- counting ---------------------------------------------------------

    def _count(self, constraints: Sequence[Constraint]) -> list[_Group]:
        groups = []
        for cells, ids in exact.split_groups(constraints):
            cons = tuple(sorted(constraints[j] for j in ids))
            got = self._cache.get(cons)
            if got is None:
                try:
                    order, ways, tallies = exact.count_group(cells, list(cons), NODE_LIMIT)
                except exact._TooLarge as error:
                    raise TooLarge from error
                got = _Group(tuple(order), cons, ways, tallies)
                self._cache[cons] = got
            groups.append(got)
        return groups

    def _total(self, groups: Sequence[_Group], off: int) -> int:
        dist = _convolve_all(groups)
        m = self.mines_left
        return sum(q * comb(off, m - s) for s, q in dist.items() if 0 <= m - s <= off)

    def layouts(self) -> int:
        """How many layouts of mines over the unknown cells agree with it."""
        return self.total

    # --- thought experiments ---------------------------------------------------

    def safety(self, groups: Sequence[_Group], off: int) -> tuple[int, dict[int, int], int]:
        """``(total, mine weights by cell, off mine weight)`` for the position
        made of ``groups`` and ``off`` off cells: each weight is the number of
        layouts with a mine there (the off weight is per off cell)."""
        m = self.mines_left
        dists = [g.ways for g in groups]
        n = len(dists)
        prefix: list[dict[int, int]] = [{0: 1}]
        for d in dists:
            prefix.append(_convolve(prefix[-1], d))
        suffix: list[dict[int, int]] = [{0: 1}] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = _convolve(dists[i], suffix[i + 1])
        whole = prefix[-1]
        total = sum(q * comb(off, m - s) for s, q in whole.items() if 0 <= m - s <= off)
        off_mines = (sum(q * comb(off - 1, m - s - 1) for s, q in whole.items()
                         if 0 <= m - s - 1 <= off - 1) if off else 0)
        weights: dict[int, int] = {}
        for gi, g in enumerate(groups):
            others = _convolve(prefix[gi], suffix[gi + 1])
            wk = {k: sum(q * comb(off, m - k - s) for s, q in others.items()
                         if 0 <= m - k - s <= off) for k in g.ways}
            num = [0] * len(g.cells)
            for k, tally in g.tallies.items():
                w = wk[k]
                if w:
                    num = [x + t * w for x, t in zip(num, tally, strict=True)]
            weights.update(zip(g.cells, num, strict=True))
        return total, weights, off_mines

    def count_with(self, mines: Sequence[int], safe: Sequence[int]) -> int:
        """How many layouts have a mine on every cell of ``mines`` and none on
        any of ``safe`` (unknown cells, flat indices)."""
        forced = [*mines, *safe]
        touched = {self.group_of[c] for c in forced if c in self.group_of}
        cons: list[Constraint] = [con for g in self.groups if g in touched
                                  for con in g.constraints]
        cons += [((c,), 1) for c in mines]
        cons += [((c,), 0) for c in safe]
        try:
            groups = [g for g in self.groups if g not in touched] + self._count(cons)
        except exact.Inconsistent:
            return 0
        off = len(self.off) - sum(1 for c in forced if c in self.off)
        return self._total(groups, off)

    def fifty_fifty_weight(self, cell: int) -> int:
        """How many layouts have a mine on ``cell`` that ends in a 50/50 no
        move can resolve: with a neighbour in line (left, right, above, below)
        safe and every other cell next to just one of the two a mine (so only
        a guess can tell them apart, whatever else is revealed), or with the
        2 x 2 square it lies in holding two mines on a diagonal and the four
        cells diagonally off the square's corners mines. Only patterns that
        miss at most one mine besides the cell (none for a square) are counted
        (those likely to form); the straight patterns are added up, the best
        square added to them (an estimate: a layout may be counted twice)."""
        state = self._state
        total = 0
        for other, ends in _pair_ends(self.rows, self.cols)[cell]:
            if state[other] != _UNKNOWN:
                continue
            missing = []
            for e in ends:
                st = state[e]
                if st == _UNKNOWN:
                    missing.append(e)
                elif st != _MINE:
                    break  # a revealed cell would tell them apart
            else:
                if len(missing) <= 1:
                    total += self.count_with([cell, *missing], [other])
        best_box = 0
        for box, partner, corners in _boxes(self.rows, self.cols)[cell]:
            if any(state[b] != _UNKNOWN for b in box) or any(state[o] != _MINE for o in corners):
                continue
            others = [b for b in box if b not in (cell, partner)]
            best_box = max(best_box, self.count_with([cell, partner], others))
        return total + best_box

    def outcomes(self, cell: int) -> list[Outcome]:
        """Every number the unknown ``cell`` may show if safe, with its
        probability and what would then be certain (see :class:`Outcome`),
        by value; values no layout allows are left out.

        Raises:
            TooLarge: a group it joins is too large to count.
        """
        around = [j for j in self.nb[cell] if j in self.unknown]
        known = sum(1 for j in self.nb[cell] if j in self.mine)
        touched = {self.group_of[c] for c in (cell, *around) if c in self.group_of}
        kept = [g for g in self.groups if g not in touched]
        base: list[Constraint] = []
        for g in self.groups:
            if g in touched:
                for cells, need in g.constraints:
                    if cell in cells:
                        cells = tuple(c for c in cells if c != cell)
                        if not cells:
                            if need:
                                return []  # impossible: cell must be a mine
                            continue
                    base.append((cells, need))
        off_after = len(self.off) - (cell in self.off) - sum(1 for j in around if j in self.off)
        new_cells = tuple(sorted(around))
        result = []
        for value in range(known, known + len(around) + 1):
            cons = list(base)
            if new_cells:
                cons.append((new_cells, value - known))
            try:
                groups = kept + self._count(cons)
            except exact.Inconsistent:
                continue
            total, weights, off_mines = self.safety(groups, off_after)
            if total == 0:
                continue
            safe = {c for c, w in weights.items() if w == 0}
            mines = {c for c, w in weights.items() if w == total}
            rest = [w for c, w in weights.items() if 0 < w < total]
            off_cells = self.off - {cell, *around}
            if off_after:
                if off_mines == 0:
                    safe |= off_cells
                elif off_mines == total:
                    mines |= off_cells
                else:
                    rest.append(off_mines)
            best = 1.0 - min(rest) / total if rest else 1.0
            result.append(Outcome(value, total / self.total, frozenset(safe),
                                  frozenset(mines), best))
        return result


#: A 2 x 2 square: its cells, the cell across, the cells off its corners.
_Box = tuple[tuple[int, ...], int, tuple[int, ...]]


@lru_cache(maxsize=8)
def _pair_ends(rows: int, cols: int) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]:
    """Per flat index, its neighbours in line (left, right, above, below),
    each with the cells next to exactly one of the two (off-board cells left
    out)."""
    nb = neighbour_table(rows, cols)
    table = []
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        pairs = []
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < rows and 0 <= cc < cols:
                other = rr * cols + cc
                ends = set(nb[cell]).symmetric_difference(nb[other]) - {cell, other}
                pairs.append((other, tuple(sorted(ends))))
        table.append(tuple(pairs))
    return tuple(table)


@lru_cache(maxsize=8)
def _boxes(rows: int, cols: int) -> tuple[tuple[_Box, ...], ...]:
    """Per flat index, the 2 x 2 squares it lies in: (the square's cells, the
    cell diagonally across from it, the on-board cells diagonally off the
    square's corners)."""
    table = []
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        boxes = []
        for top in (r - 1, r):
            for left in (c - 1, c):
                if not (0 <= top < rows - 1 and 0 <= left < cols - 1):
                    continue
                box = (top * cols + left, top * cols + left + 1,
                       (top + 1) * cols + left, (top + 1) * cols + left + 1)
                corners = tuple(y * cols + x for y, x in (
                    (top - 1, left - 1), (top - 1, left + 2), (top + 2, left - 1),
                    (top + 2, left + 2)) if 0 <= y < rows and 0 <= x < cols)
                boxes.append((box, box[3 - box.index(cell)], corners))
        table.append(tuple(boxes))
    return tuple(table)


def _convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for i, x in a.items():
        for j, y in b.items():
            out[i + j] = out.get(i + j, 0) + x * y
    return out


def _convolve_all(groups: Sequence[_Group]) -> dict[int, int]:
    dist: dict[int, int] = {0: 1}
    for g in groups:
        dist = _convolve(dist, g.ways)
    return dist
