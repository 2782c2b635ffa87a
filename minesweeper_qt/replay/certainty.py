"""Which hidden cells are certain, kept up to date as a game's view grows.

A game review asks, before every move, which hidden cells are certainly safe
or certainly mines. :func:`minesweeper_qt.engine.solver.analyze` answers that
from scratch for the whole board (and gives every probability and reason); on
a 1000-3BV board that is several milliseconds a move. :class:`CertainCells`
gives the same certain sets incrementally: during a game cells are only ever
revealed (flags are the player's claims and are not read), so a cell certain
once stays certain, and a reveal can only add certainties near it, or through
the total mine count.

After each batch of revealed cells it settles what one number alone decides
(all its mines found, or all its hidden cells needed) from the numbers that
changed, then counts every number still undecided exactly with the total mine
count (:func:`minesweeper_qt.engine.solver.exact.solve`, the count behind
``analyze``). The result equals ``analyze``'s ``safe`` and ``mines``
(tests/replay/test_certainty.py compares them at every move of real games);
when a frontier group is too large to count exactly, :attr:`exact` is False and
the caller should ask ``analyze`` itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.solver import exact

Cell = tuple[int, int]

_UNKNOWN, _SAFE, _MINE, _OPEN = 0, 1, 2, 3


def _neighbours(rows: int, cols: int) -> list[tuple[int, ...]]:
    return [tuple(rr * cols + cc for rr in (r - 1, r, r + 1) if 0 <= rr < rows
                  for cc in (c - 1, c, c + 1) if 0 <= cc < cols and (rr, cc) != (r, c))
            for r in range(rows) for c in range(cols)]


class CertainCells:
    """Certain cells of a ``rows`` x ``cols`` board with ``mines`` mines, for
    a view that only grows. Feed revealed cells with :meth:`reveal`; read
    :attr:`safe` and :attr:`mines` (``(row, col)`` sets of hidden cells).

    Raises (from :meth:`reveal`):
        exact.Inconsistent: the numbers cannot be met (not a real game).
    """

    def __init__(self, rows: int, cols: int, mines: int) -> None:
        self.rows, self.cols, self.mine_count = rows, cols, mines
        self._nb = _neighbours(rows, cols)
        n = rows * cols
        self._value = [0] * n  # the number of a revealed cell
        self._status = bytearray(n)
        #: Revealed numbers that still touch an undecided cell.
        self._active: set[int] = set()
        self._safe: set[int] = set()
        self._mines: set[int] = set()
        self._undecided = n
        #: False when the last count estimated a frontier group (too large).
        self.exact = True

    @property
    def safe(self) -> frozenset[Cell]:
        """Hidden cells certainly safe."""
        cols = self.cols
        return frozenset(divmod(i, cols) for i in self._safe)

    @property
    def mines(self) -> frozenset[Cell]:
        """Hidden cells certainly mines."""
        cols = self.cols
        return frozenset(divmod(i, cols) for i in self._mines)

    def is_safe(self, row: int, col: int) -> bool:
        return row * self.cols + col in self._safe

    def safe_count(self) -> int:
        return len(self._safe)

    def reveal(self, cells: Iterable[tuple[int, int, int]]) -> None:
        """Cells newly revealed, as ``(row, col, number)``; then settle what
        follows (see the module notes)."""
        queue: list[int] = []
        status, value, cols = self._status, self._value, self.cols
        for r, c, number in cells:
            i = r * cols + c
            if status[i] == _OPEN:
                continue
            if status[i] == _MINE:
                raise exact.Inconsistent(f"a mine at {(r, c)} shows a number")
            if status[i] == _UNKNOWN:
                self._undecided -= 1
            self._safe.discard(i)
            status[i] = _OPEN
            value[i] = number
            queue.append(i)
            queue.extend(j for j in self._nb[i] if status[j] == _OPEN)
        self._settle_singles(queue)
        self._count()

    # --- settling ---------------------------------------------------------

    def _set(self, i: int, state: int) -> list[int]:
        """Decide cell ``i``; returns the numbers around it to look at again."""
        self._status[i] = state
        self._undecided -= 1
        (self._mines if state == _MINE else self._safe).add(i)
        return [j for j in self._nb[i] if self._status[j] == _OPEN]


    def _settle_singles(self, queue: list[int]) -> None:
        """One number alone: all its mines found, or all its cells needed."""
        status, value, nb = self._status, self._value, self._nb
        while queue:
            i = queue.pop()
            undecided = [j for j in nb[i] if status[j] == _UNKNOWN]
            if not undecided:
                self._active.discard(i)
                continue
            need = value[i] - sum(1 for j in nb[i] if status[j] == _MINE)
            if need < 0 or need > len(undecided):
                raise exact.Inconsistent("a number cannot be met")
            if need == 0 or need == len(undecided):
                state = _MINE if need else _SAFE
                self._active.discard(i)
                for j in undecided:
                    queue.extend(self._set(j, state))
            else:
                self._active.add(i)

    def _count(self) -> None:
        """The exact count of every undecided number with the mine count."""
        status, value, nb = self._status, self._value, self._nb
        constraints: list[exact.Constraint] = []
        frontier: set[int] = set()
        for i in sorted(self._active):
            cells = [j for j in nb[i] if status[j] == _UNKNOWN]
            if not cells:
                self._active.discard(i)
                continue
            need = value[i] - sum(1 for j in nb[i] if status[j] == _MINE)
            constraints.append((cells, need))
            frontier.update(cells)
        off = self._undecided - len(frontier)
        mines_left = self.mine_count - len(self._mines)
        if not constraints and off and 0 < mines_left < off:
            self.exact = True
            return  # nothing on the board decides anything
        sol = exact.solve(constraints, off, mines_left)
        self.exact = not sol.approximate
        # Complete when exact: nothing more follows until the next reveal.
        for i in sol.safe:
            self._set(i, _SAFE)
        for i in sol.mines:
            self._set(i, _MINE)
        if sol.off_certain is not None:
            state = _MINE if sol.off_certain else _SAFE
            for i in range(len(status)):
                if status[i] == _UNKNOWN and i not in frontier:
                    self._set(i, state)
