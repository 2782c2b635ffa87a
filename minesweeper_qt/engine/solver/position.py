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

import heapq
from collections.abc import Iterator, Sequence
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
    when none is left); ``second_safety``: the next highest, counted by cell
    (equal to ``best_safety`` when two cells share it; ``best_safety`` when
    only one cell is uncertain).
    """

    value: int
    weight: float
    safe: frozenset[int]
    mines: frozenset[int]
    best_safety: float
    second_safety: float = 1.0


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
        self._near_mine: set[int] | None = None
        self._enablers: dict[int, int] | None = None
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

    def fifty_fifty_weight(self, cell: int, most: int = 1, box_most: int = 0) -> int:
        """How many layouts have a mine on ``cell`` that ends in a 50/50 no
        move can resolve: with a neighbour in line (left, right, above, below)
        safe and every other cell next to just one of the two a mine (so only
        a guess can tell them apart, whatever else is revealed), or with the
        2 x 2 square it lies in holding two mines on a diagonal and the four
        cells diagonally off the square's corners mines. Only patterns that
        miss at most ``most`` mines besides the cell (``box_most`` for a
        square) are counted (those likely to
        form); the straight patterns are added up, the best square added to
        them (an estimate: a layout may be counted twice)."""
        if most <= 1 and box_most == 0:
            # Every such pattern needs a known mine within two cells.
            if self._near_mine is None:
                self._near_mine = _near_mines(self.rows, self.cols, self.mine)
            if cell not in self._near_mine:
                return 0
        state = self._state
        total = 0
        for other, ends in _pair_ends(self.rows, self.cols)[cell]:
            if state[other] != _UNKNOWN:
                continue
            missing = _missing(state, ends, most)
            if missing is not None:
                total += self.count_with([cell, *missing], [other])
        best_box = 0
        for box, partner, corners in _boxes(self.rows, self.cols)[cell]:
            if any(state[b] != _UNKNOWN for b in box):
                continue
            missing = _missing(state, corners, box_most)
            if missing is None:
                continue
            others = [b for b in box if b not in (cell, partner)]
            best_box = max(best_box, self.count_with([cell, partner, *missing], others))
        return total + best_box

    def enabler_weights(self, most: int = 1, box_most: int = 2,
                        share: float = 0.025) -> dict[int, int]:
        """Per unknown cell outside a 50/50 pattern whose mine the pattern
        still misses (an *enabler*: a pair in line missing at most ``most``
        mines, a 2 x 2 square at most ``box_most``, see
        :meth:`fifty_fifty_weight`), how many layouts complete such a pattern
        with one of its two mine placements, added over the patterns holding
        more than ``share`` (0.0-1.0) of the layouts. Revealing an enabler
        safe breaks the pattern; its mine would leave a 50/50 to guess
        anyway. Computed once per position (the first call's limits hold);
        cells with no weight are left out."""
        if self._enablers is not None:
            return self._enablers
        out: dict[int, int] = {}
        self._enablers = out
        state = self._state
        floor = self.total * share

        def add(mines: list[int], safe: list[int], missing: list[int]) -> None:
            w = self.count_with(mines, safe)
            if w > floor:
                for e in missing:
                    out[e] = out.get(e, 0) + w

        pairs = _pair_ends(self.rows, self.cols)
        for cell in sorted(self.unknown):
            for other, ends in pairs[cell]:
                if other < cell or state[other] != _UNKNOWN:
                    continue
                missing = _missing(state, ends, most)
                if missing:
                    add([cell, *missing], [other], missing)
            for box, _, corners in _boxes(self.rows, self.cols)[cell]:
                if box[0] != cell or any(state[b] != _UNKNOWN for b in box):
                    continue
                missing = _missing(state, corners, box_most)
                if missing:
                    add([box[0], box[3], *missing], [box[1], box[2]], missing)
        return out

    def outcomes(self, cell: int) -> list[Outcome]:
        """Every number the unknown ``cell`` may show if safe, with its
        probability and what would then be certain (see :class:`Outcome`),
        by value; values no layout allows are left out.

        Raises:
            TooLarge: a group it joins is too large to count.
        """
        return list(self.iter_outcomes(cell))

    def iter_outcomes(self, cell: int) -> Iterator[Outcome]:
        """:meth:`outcomes` one value at a time.

        The groups the cell's unknown neighbours join are counted once, with
        the mines on those neighbours tracked (:func:`.exact.count_group`);
        past the node limit, once per value.

        Raises:
            TooLarge: a group it joins is too large to count.
        """
        around = tuple(sorted(j for j in self.nb[cell] if j in self.unknown))
        known = sum(1 for j in self.nb[cell] if j in self.mine)
        touched = {self.group_of[c] for c in (cell, *around) if c in self.group_of}
        kept = [g for g in self.groups if g not in touched]
        base = self._without(cell, touched)
        if base is None:
            return  # impossible: cell must be a mine
        off_after = len(self.off) - (cell in self.off) - sum(1 for j in around if j in self.off)
        off_cells = self.off - {cell, *around}
        try:
            by_value = self._by_value(base, around)
        except TooLarge:
            by_value = None
        for value in range(known, known + len(around) + 1):
            if by_value is None:
                cons = list(base)
                if around:
                    cons.append((around, value - known))
                try:
                    groups = kept + self._count(cons)
                except exact.Inconsistent:
                    continue
            else:
                got = by_value.get(value - known)
                if got is None:
                    continue
                groups = kept + got
            outcome = self._outcome(value, groups, off_after, off_cells)
            if outcome is not None:
                yield outcome

    def _by_value(self, base: list[Constraint], around: tuple[int, ...]
                  ) -> dict[int, list[_Group]]:
        """The groups of the constraints ``base`` plus the unknown cells
        ``around`` a revealed cell, per number ``t`` of mines among those
        cells (values no layout allows are left out).

        Raises:
            TooLarge: the group ``around`` joins is too large to count.
        """
        if not around:
            try:
                return {0: self._count(base)}
            except exact.Inconsistent:
                return {}
        tracked = len(base)
        parts = exact.split_groups([*base, (around, 0)])
        joined = next(p for p in parts if tracked in p[1])
        try:
            others = self._count([con for p in parts if p is not joined
                                  for con in (base[j] for j in p[1])])
            order, ways, tallies = exact.count_group(
                joined[0], [base[j] for j in joined[1] if j != tracked], NODE_LIMIT, around)
        except exact.Inconsistent:
            return {}
        except exact._TooLarge as error:
            raise TooLarge from error
        out: dict[int, list[_Group]] = {}
        for t in sorted({key % exact.TRACK for key in ways}):
            sub_ways = {key // exact.TRACK: w for key, w in ways.items() if key % exact.TRACK == t}
            sub_tallies = {key // exact.TRACK: v for key, v in tallies.items()
                           if key % exact.TRACK == t}
            out[t] = [*others, _Group(tuple(order), (), sub_ways, sub_tallies)]
        return out

    def _without(self, cell: int, touched: set[_Group]) -> list[Constraint] | None:
        """The constraints of the ``touched`` groups with ``cell`` taken out
        (as a safe cell); None when a number needs it to be a mine."""
        base: list[Constraint] = []
        for g in self.groups:
            if g not in touched:
                continue
            for cells, need in g.constraints:
                if cell in cells:
                    cells = tuple(c for c in cells if c != cell)
                    if not cells:
                        if need:
                            return None
                        continue
                base.append((cells, need))
        return base

    def _outcome(self, value: int, groups: list[_Group], off_after: int,
                 off_cells: frozenset[int]) -> Outcome | None:
        """The :class:`Outcome` of showing ``value``, with the position then
        made of ``groups`` and ``off_after`` off cells (``off_cells``); None
        when no layout allows it."""
        total, weights, off_mines = self.safety(groups, off_after)
        if total == 0:
            return None
        safe = {c for c, w in weights.items() if w == 0}
        mines = {c for c, w in weights.items() if w == total}
        rest = [w for c, w in weights.items() if 0 < w < total]
        if off_after:
            if off_mines == 0:
                safe |= off_cells
            elif off_mines == total:
                mines |= off_cells
            else:
                rest.extend([off_mines] * min(2, off_after))
        low = heapq.nsmallest(2, rest)
        best = 1.0 - low[0] / total if low else 1.0
        second = 1.0 - low[-1] / total if low else 1.0
        return Outcome(value, total / self.total, frozenset(safe), frozenset(mines), best, second)


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


def _missing(state: bytearray, ends: Sequence[int], most: int) -> list[int] | None:
    """The unknown cells of ``ends`` when none is revealed and at most
    ``most`` are unknown (the rest known mines), else None."""
    missing = []
    for e in ends:
        st = state[e]
        if st == _UNKNOWN:
            missing.append(e)
            if len(missing) > most:
                return None
        elif st != _MINE:
            return None  # a revealed cell would tell them apart
    return missing


def _near_mines(rows: int, cols: int, mines: frozenset[int]) -> set[int]:
    """The cells within two rows and columns of a cell of ``mines`` (every
    cell on a board narrower than three: a 50/50 pattern there may need no
    mine)."""
    if rows < 3 or cols < 3:
        return set(range(rows * cols))
    out: set[int] = set()
    for m in mines:
        r, c = divmod(m, cols)
        for rr in range(max(0, r - 2), min(rows, r + 3)):
            out.update(range(rr * cols + max(0, c - 2), rr * cols + min(cols, c + 3)))
    return out


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
