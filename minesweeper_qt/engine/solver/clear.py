"""A fast incremental "clear by logic" loop (the no-guess generator's and the
auto-player's workhorse).

A :class:`Clearer` keeps, per cell, whether it is undetermined, known safe or a
known mine, and per revealed number how many undetermined neighbours and found
mines it has. Learning a number or a mine touches only the neighbours, so the
single-number rule runs in time proportional to the cells it settles. The
two-number rule runs over the frontier only when the single rule stalls, and the
exact count (:mod:`.exact`, with the total mine count) only when both stall.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from . import exact
from ._grid import neighbour_table

UNKNOWN, SAFE, MINE = 0, 1, 2


@lru_cache(maxsize=16)
def _near_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """Per flat index, the later cells (higher index) within two rows and
    columns: the numbers that can share a neighbour with it."""
    out: list[tuple[int, ...]] = []
    for r in range(rows):
        for c in range(cols):
            out.append(tuple(
                rr * cols + cc
                for rr in range(r, min(rows, r + 3))
                for cc in range(max(0, c - 2), min(cols, c + 3))
                if rr * cols + cc > r * cols + c
            ))
    return tuple(out)


class Clearer:
    """Logic-only clearing of a ``rows`` x ``cols`` board with ``mines`` mines.

    Cells are flat indices ``row * cols + col``. Feed it revealed numbers with
    :meth:`learn`; :meth:`propagate`, :meth:`pair_rule` and :meth:`global_rule`
    settle cells; cells proven safe and not yet revealed wait in ``pending`` for
    the caller to reveal (and :meth:`learn`). Nothing here guesses.
    """

    def __init__(self, rows: int, cols: int, mines: int) -> None:
        self.rows = rows
        self.cols = cols
        self.mines = mines
        n = rows * cols
        self.nb = neighbour_table(rows, cols)
        self.near = _near_table(rows, cols)
        #: UNKNOWN, SAFE or MINE per cell.
        self.state = bytearray(n)
        #: The revealed number, -1 while not revealed.
        self.number = [-1] * n
        #: Undetermined neighbours of every cell.
        self.unk = [len(x) for x in self.nb]
        #: Known mines around every cell.
        self.madj = [0] * n
        #: Cells proven safe, not yet revealed.
        self.pending: list[int] = []
        #: Revealed numbers that may still border undetermined cells.
        self.frontier: set[int] = set()
        self.found = 0
        self.undetermined = n
        self.revealed = 0
        self._queue: list[int] = []

    @property
    def done(self) -> bool:
        """Every safe cell is revealed."""
        return self.revealed == self.rows * self.cols - self.mines

    def _settle(self, i: int, mine: bool) -> None:
        self.state[i] = MINE if mine else SAFE
        self.undetermined -= 1
        number, unk, madj, queue = self.number, self.unk, self.madj, self._queue
        for k in self.nb[i]:
            unk[k] -= 1
            if mine:
                madj[k] += 1
            if number[k] >= 0:
                queue.append(k)
        if mine:
            self.found += 1
        else:
            self.pending.append(i)

    def mark_safe(self, i: int) -> None:
        """Record that cell ``i`` is safe (it joins ``pending``)."""
        if self.state[i] == UNKNOWN:
            self._settle(i, False)

    def mark_mine(self, i: int) -> None:
        """Record that cell ``i`` is a mine."""
        if self.state[i] == UNKNOWN:
            self._settle(i, True)

    def learn(self, i: int, number: int) -> None:
        """Cell ``i`` is revealed and shows ``number``.

        Raises:
            ValueError: the cell was known to be a mine.
        """
        state = self.state[i]
        if state == MINE:
            raise ValueError("a known mine cannot be revealed")
        if self.number[i] >= 0:
            return
        if state == UNKNOWN:
            self.state[i] = SAFE
            self.undetermined -= 1
            number_, unk, queue = self.number, self.unk, self._queue
            for k in self.nb[i]:
                unk[k] -= 1
                if number_[k] >= 0:
                    queue.append(k)
        self.number[i] = number
        self.revealed += 1
        if self.unk[i]:
            self._queue.append(i)
            self.frontier.add(i)

    def renumber(self, i: int, number: int) -> None:
        """A revealed cell's number changed (the generator moved a mine next to
        it): record the new number."""
        self.number[i] = number
        if self.unk[i]:
            self._queue.append(i)
            self.frontier.add(i)

    def propagate(self) -> None:
        """The single-number rule until nothing changes: a number with all its
        mines found makes its other neighbours safe; a number with as many
        undetermined neighbours as missing mines makes them all mines."""
        queue, unk, number, madj, state, nb = (
            self._queue, self.unk, self.number, self.madj, self.state, self.nb)
        settle = self._settle
        while queue:
            i = queue.pop()
            u = unk[i]
            if not u:
                continue
            need = number[i] - madj[i]
            if need == 0:
                for k in nb[i]:
                    if state[k] == UNKNOWN:
                        settle(k, False)
            elif need == u:
                for k in nb[i]:
                    if state[k] == UNKNOWN:
                        settle(k, True)

    def constraints(self) -> list[tuple[int, list[int], int]]:
        """``(number cell, undetermined neighbours, mines still needed)`` of
        every revealed number bordering undetermined cells, by cell order."""
        state, nb, number, madj, unk = self.state, self.nb, self.number, self.madj, self.unk
        out = []
        stale = []
        for f in sorted(self.frontier):
            if not unk[f]:
                stale.append(f)
                continue
            out.append((f, [k for k in nb[f] if state[k] == UNKNOWN], number[f] - madj[f]))
        self.frontier.difference_update(stale)
        return out

    def pair_rule(self) -> bool:
        """The two-number rule (see ``analysis``) over every pair of frontier
        numbers that share an undetermined cell; True when something settled."""
        cons = self.constraints()
        sets = {f: (set(cells), need) for f, cells, need in cons}
        near = self.near
        safe: set[int] = set()
        mines: set[int] = set()
        for f, (a, na) in sets.items():
            for g in near[f]:
                other = sets.get(g)
                if other is None:
                    continue
                b, nb_ = other
                inter = len(a & b)
                if not inter:
                    continue
                la, lb = len(a) - inter, len(b) - inter
                lo = max(0, na - la, nb_ - lb)
                hi = min(na, nb_, inter)
                if la:
                    if na == lo:
                        safe |= a - b
                    elif na - hi == la:
                        mines |= a - b
                if lb:
                    if nb_ == lo:
                        safe |= b - a
                    elif nb_ - hi == lb:
                        mines |= b - a
        for i in sorted(safe):
            self.mark_safe(i)
        for i in sorted(mines):
            self.mark_mine(i)
        return bool(safe or mines)

    def global_rule(self, node_limit: int = exact.DEFAULT_NODE_LIMIT) -> bool:
        """The exact count with the total mine count; True when something
        settled. An estimated (too large) group proves nothing on its own."""
        left = self.mines - self.found
        state = self.state
        if left == 0 or left == self.undetermined:
            settled = False
            for i in range(len(state)):
                if state[i] == UNKNOWN:
                    self._settle(i, left != 0)
                    settled = True
            return settled
        cons = self.constraints()
        frontier = {c for _, cells, _ in cons for c in cells}
        off = self.undetermined - len(frontier)
        sol = exact.solve([(cells, need) for _, cells, need in cons], off, left, node_limit)
        changed = False
        for i in sorted(sol.safe):
            self.mark_safe(i)
            changed = True
        for i in sorted(sol.mines):
            self.mark_mine(i)
            changed = True
        if sol.off_certain is not None:
            for i in range(len(state)):
                if state[i] == UNKNOWN and i not in frontier:
                    self._settle(i, bool(sol.off_certain))
                    changed = True
        return changed

    def run(self, reveal: Callable[[int], int], *, use_global: bool = True,
            node_limit: int = exact.DEFAULT_NODE_LIMIT) -> bool:
        """Clear by logic as far as it goes: reveal each proven-safe cell with
        ``reveal(i) -> number``, cheapest rules first. True when every safe cell
        is revealed, False when stuck (a guess would be needed)."""
        while True:
            self.propagate()
            if self.pending:
                pending, self.pending = self.pending, []
                for i in pending:
                    if self.number[i] < 0:
                        self.learn(i, reveal(i))
                continue
            if self.done:
                return True
            if self.pair_rule():
                continue
            if use_global and self.global_rule(node_limit):
                continue
            return False
