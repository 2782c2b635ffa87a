"""Measures of a board given as rows of -1 (mine) or 0-8 (ms-toollib's layout):
openings, islands, 3BV and ZiNi.

ZiNi and :func:`opening_ids` are plain Python (boards up to a few thousand
cells); :class:`Openings`, :func:`code_array` and :func:`openings_and_islands` run
on numpy arrays plus one Python step per run of cells, so that a 1000 x 1000
board takes a fraction of a second (plain Python took seconds each).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

Board = list[list[int]]


def code_array(rows: int, cols: int, mines: Iterable[tuple[int, int]]) -> np.ndarray[Any, Any]:
    """The board of a layout as a ``rows`` x ``cols`` int8 array: -1 for a mine,
    else the count of mines around."""
    import numpy as np

    cells = np.fromiter((r * cols + c for r, c in mines), dtype=np.int64)
    inner = np.zeros(rows * cols, dtype=np.int8)
    inner[cells] = 1
    mine = np.zeros((rows + 2, cols + 2), dtype=np.int8)
    mine[1:-1, 1:-1] = inner.reshape(rows, cols)
    around = sum(mine[1 + dr:rows + 1 + dr, 1 + dc:cols + 1 + dc]
                 for dr in (-1, 0, 1) for dc in (-1, 0, 1))
    return np.where(mine[1:-1, 1:-1] == 1, -1, around).astype(np.int8)


def codes_of(rows: int, cols: int, mines: Iterable[tuple[int, int]]) -> Board:
    """The board of a layout: rows of -1 (mine) or the count of mines around."""
    out: Board = code_array(rows, cols, mines).tolist()
    return out


def _label(mask: np.ndarray[Any, Any]) -> tuple[np.ndarray[Any, Any], int]:
    """8-connected components of a 2-D boolean ``mask``: (labels of the same
    shape, 0 outside the mask and 1..n inside, numbered in row-major order of
    their first cell; n). Cells are grouped into horizontal runs; runs of
    consecutive rows that touch (diagonals included) are joined by union-find."""
    import numpy as np

    rows, cols = mask.shape
    width = cols + 1  # a False column ends every run inside its row
    padded = np.zeros((rows, width), dtype=np.int8)
    padded[:, :cols] = mask
    step = np.diff(padded.reshape(-1), prepend=0)
    starts = np.flatnonzero(step == 1)
    stops = np.flatnonzero(step == -1)  # exclusive ends, one per start
    n = len(starts)
    if n == 0:
        return np.zeros((rows, cols), dtype=np.int32), 0
    row = starts // width
    # Run j of row r+1 touches run i of row r when its columns overlap i's
    # columns widened by one on each side. Positions shifted down one row:
    lo = np.searchsorted(stops, starts + width - 1, side="right")  # first run ending after i's start - 1
    hi = np.searchsorted(starts, stops + width, side="right")  # runs starting before i's end + 1
    parent = list(range(n))

    def find(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    row_list = row.tolist()
    for i, (a, b) in enumerate(zip(lo.tolist(), hi.tolist())):
        for j in range(a, b):
            if row_list[j] != row_list[i] + 1:
                continue
            ri, rj = find(i), find(j)
            if ri != rj:
                parent[max(ri, rj)] = min(ri, rj)  # the earlier run names the group
    roots = [find(k) for k in range(n)]
    names: dict[int, int] = {}
    run_label = np.fromiter((names.setdefault(r, len(names) + 1) for r in roots),
                            dtype=np.int32, count=n)
    flat = np.zeros(rows * width + 1, dtype=np.int32)
    np.add.at(flat, starts, run_label)
    np.add.at(flat, stops, -run_label)
    labels = np.cumsum(flat[:-1]).reshape(rows, width)[:, :cols].astype(np.int32)
    return labels, len(names)


@dataclass(frozen=True)
class Openings:
    """A board's openings (arrays of its shape): ``codes`` (int8, -1 for a
    mine, else 0-8), ``zero_op`` (int32: the opening 1..``count`` of each zero
    cell, 0 for other cells), ``isolated`` (bool: safe numbered cells bordering
    no opening, each one 3BV)."""

    codes: np.ndarray[Any, Any]
    zero_op: np.ndarray[Any, Any]
    isolated: np.ndarray[Any, Any]
    count: int

    @classmethod
    def of(cls, board: np.ndarray[Any, Any] | Board) -> Openings:
        """The openings of ``board`` (an array or rows of -1 / 0-8)."""
        import numpy as np

        codes = np.asarray(board, dtype=np.int8)
        zero_op, count = _label(codes == 0)
        rows, cols = codes.shape
        zero = np.pad(codes == 0, 1).astype(np.int8)
        near = sum(zero[1 + dr:rows + 1 + dr, 1 + dc:cols + 1 + dc]
                   for dr in (-1, 0, 1) for dc in (-1, 0, 1))
        return cls(codes, zero_op, (codes > 0) & (near == 0), count)

    @property
    def bbbv(self) -> int:
        """3BV: openings plus isolated numbered cells."""
        return self.count + int(self.isolated.sum())

    def islands(self) -> int:
        """8-connected groups of isolated numbered cells."""
        return _label(self.isolated)[1]


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


def openings_and_islands(board: Board | Openings) -> tuple[int, int]:
    """(openings, islands): islands are 8-connected groups of safe numbered cells
    bordering no opening."""
    ops = board if isinstance(board, Openings) else Openings.of(board)
    return ops.count, ops.islands()


def bbbv_of(board: Board) -> int:
    """3BV: openings plus safe numbered cells bordering no opening."""
    return Openings.of(board).bbbv


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
