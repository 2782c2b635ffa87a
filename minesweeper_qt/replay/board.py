"""Measures of a board given as rows of -1 (mine) or 0-8 (ms-toollib's layout):
openings, islands, 3BV and ZiNi. Pure Python."""

from __future__ import annotations

Board = list[list[int]]


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


def openings_and_islands(board: Board) -> tuple[int, int]:
    """(openings, islands): islands are 8-connected groups of safe numbered cells
    bordering no opening."""
    rows, cols = len(board), len(board[0])
    ids = opening_ids(board)
    openings = max((max(x) for row in ids for x in row if x), default=0)
    seen = [[False] * cols for _ in range(rows)]
    islands = 0
    for r in range(rows):
        for c in range(cols):
            if board[r][c] > 0 and not ids[r][c] and not seen[r][c]:
                islands += 1
                stack = [(r, c)]
                seen[r][c] = True
                while stack:
                    i, j = stack.pop()
                    for a, b in _around(i, j, rows, cols):
                        if board[a][b] > 0 and not ids[a][b] and not seen[a][b]:
                            seen[a][b] = True
                            stack.append((a, b))
    return openings, islands


def bbbv_of(board: Board) -> int:
    """3BV: openings plus safe numbered cells bordering no opening."""
    ids = opening_ids(board)
    openings = max((max(x) for row in ids for x in row if x), default=0)
    isolated = sum(1 for r, row in enumerate(board) for c, v in enumerate(row)
                   if v > 0 and not ids[r][c])
    return openings + isolated


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
