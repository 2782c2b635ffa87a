"""Measures of a board given as rows of -1 (mine) or 0-8 (ms-toollib's layout):
openings, islands and ZiNi (3BV is the engine's, :func:`.engine.stats.bbbv`).
Pure Python.

:class:`BoardFacts` gives openings, islands and 3BV of a board given by its
mines by whole-board arithmetic (the engine's layouts) and one step per
horizontal run: a 1000 x 1000 board in a fraction of a second, where
cell-by-cell functions take seconds (the tests check it against such
functions, ``tests/replay/board_oracle.py``). :func:`opening_ids` and
:func:`zini` work cell by cell on a board given as rows of -1 (mine) or 0-8
(ms-toollib's layout).
"""

from __future__ import annotations

import re
from bisect import bisect_right

from ..engine.layout import Layout
from ..engine.stats import isolated_map, link_runs

Board = list[list[int]]
_RUN = re.compile(b"\x01+")


class BoardFacts:
    """Openings and islands of ``layout`` (an engine :class:`Layout`):

    * :meth:`opening_of`: the opening a zero cell belongs to, numbered 1 to
      :attr:`openings` in row-major order of their first cell (0 for other
      cells; :func:`opening_ids` numbers them column-major instead).
    * :meth:`is_isolated`: a safe numbered cell bordering no opening.
    * :attr:`openings`, :attr:`islands` (8-connected groups of isolated
      cells), :attr:`isolated` (their cells), :attr:`bbbv` (openings plus
      isolated cells).
    """

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        stride = layout.stride
        runs = layout.zero_runs()
        roots = link_runs(runs, stride)
        number: dict[int, int] = {}
        self._op_of_run = [number.setdefault(root, len(number) + 1) for root in roots]
        self._starts = [start for start, _ in runs]
        self.openings = len(number)
        self._isolated = isolated_map(layout)
        self.isolated = self._isolated.count(1)
        spans = [m.span() for m in _RUN.finditer(self._isolated)]
        self.islands = sum(1 for k, root in enumerate(link_runs(spans, stride)) if root == k)
        self.bbbv = self.openings + self.isolated

    def opening_of(self, row: int, col: int) -> int:
        """The opening of the zero cell ``(row, col)`` (1 to :attr:`openings`),
        0 when the cell is not a zero cell."""
        index = row * self.layout.stride + col
        if not self.layout.zero_map[index]:
            return 0
        return self._op_of_run[bisect_right(self._starts, index) - 1]

    def is_isolated(self, row: int, col: int) -> bool:
        """Whether ``(row, col)`` is a safe numbered cell with no zero cell around it."""
        return bool(self._isolated[row * self.layout.stride + col])


def _around(r: int, c: int, rows: int, cols: int) -> list[tuple[int, int]]:
    """The 3x3 block around (r, c), the cell itself included, inside the board."""
    return [(i, j) for i in range(max(r - 1, 0), min(r + 2, rows))
            for j in range(max(c - 1, 0), min(c + 2, cols))]


def opening_ids(board: Board) -> list[list[list[int]]]:
    """For each cell, the openings it belongs to (zero cells: one; numbers on an
    opening's border: each opening they touch, ascending). Openings are numbered
    1, 2... in column-major order of their first zero cell."""
    rows, cols = len(board), len(board[0])
    ids: list[list[list[int]]] = [[[] for _ in range(cols)] for _ in range(rows)]
    next_id = 0
    for c in range(cols):
        for r in range(rows):
            if board[r][c] != 0 or ids[r][c]:
                continue
            next_id += 1
            stack = [(r, c)]
            ids[r][c].append(next_id)
            while stack:
                i, j = stack.pop()
                for a, b in _around(i, j, rows, cols):
                    if next_id in ids[a][b]:
                        continue
                    if board[a][b] == 0:
                        ids[a][b].append(next_id)
                        stack.append((a, b))
                    elif board[a][b] > 0:
                        ids[a][b].append(next_id)
    return ids


def zini(board: Board) -> int:
    """ZiNi: the clicks (left, right, chord) of a greedy solver that may flag,
    as defined by Elmar Zimmermann and Christoph Nikolaus (a cheap estimate of
    the fewest clicks with flagging; never more than 3BV).

    Greedy step: every safe numbered cell has a *premium* = (3BV units a chord on
    it would clear: unopened isolated numbers in its 3x3 block, itself included,
    plus unopened openings it borders, at most two) - (flags still needed around
    it) - 1 (the chord) - 1 if it is not open yet (the click to open it). The
    first cell in column-major order with the highest premium >= 0 is opened
    if needed, its mines flagged and it is chorded. With no such cell, the first
    unopened zero cell or isolated number (column-major) is clicked. Repeat until
    every safe cell is open; ZiNi is the number of clicks made.
    """
    rows, cols = len(board), len(board[0])
    ids = opening_ids(board)
    borders = [[x[:2] for x in row] for row in ids]
    opened = [[False] * cols for _ in range(rows)]
    flagged = [[False] * cols for _ in range(rows)]
    open_ops: set[int] = set()
    closed = sum(1 for row in board for v in row if v >= 0)
    clicks = 0
    order = [(r, c) for c in range(cols) for r in range(rows)]
    cells_of_op: dict[int, list[tuple[int, int]]] = {}
    for r, c in order:
        for op in borders[r][c]:
            cells_of_op.setdefault(op, []).append((r, c))

    prem: dict[tuple[int, int], int] = {}
    dirty: set[tuple[int, int]] = {(r, c) for r, c in order if board[r][c] > 0}

    def touch(r: int, c: int) -> None:
        dirty.update(_around(r, c, rows, cols))

    def reveal(r: int, c: int) -> int:
        if opened[r][c] or flagged[r][c] or board[r][c] < 0:
            return 0
        if board[r][c] > 0:
            opened[r][c] = True
            touch(r, c)
            return 1
        op = ids[r][c][0]
        open_ops.add(op)
        n = 0
        for a, b in cells_of_op[op]:
            dirty.add((a, b))
            if not opened[a][b]:
                opened[a][b] = True
                n += 1
        return n

    def premium(r: int, c: int) -> int:
        gain = sum(1 for a, b in _around(r, c, rows, cols)
                   if board[a][b] > 0 and not ids[a][b] and not opened[a][b])
        gain += sum(1 for op in borders[r][c] if op not in open_ops)
        cost = sum(1 for a, b in _around(r, c, rows, cols)
                   if board[a][b] < 0 and not flagged[a][b])
        return gain - cost - 1 - (0 if opened[r][c] else 1)

    numbered = [(r, c) for r, c in order if board[r][c] > 0]
    while closed > 0:
        for cell in dirty:
            if board[cell[0]][cell[1]] > 0:
                prem[cell] = premium(*cell)
        dirty.clear()
        best, best_p = None, -1
        for cell in numbered:
            p = prem[cell]
            if p > best_p:
                best, best_p = cell, p
        if best is not None:
            r, c = best
            if not opened[r][c]:
                clicks += 1
                closed -= reveal(r, c)
            for a, b in _around(r, c, rows, cols):
                if board[a][b] < 0 and not flagged[a][b]:
                    flagged[a][b] = True
                    touch(a, b)
                    clicks += 1
            clicks += 1
            for a, b in _around(r, c, rows, cols):
                closed -= reveal(a, b)
            continue
        target = next(((r, c) for r, c in order
                       if board[r][c] >= 0 and not opened[r][c]
                       and (board[r][c] == 0 or not ids[r][c])), None)
        if target is None:
            break
        clicks += 1
        closed -= reveal(*target)
    return clicks
