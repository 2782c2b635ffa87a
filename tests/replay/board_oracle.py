"""Cell-by-cell measures of a board (not a test): the slow, plain reference
the whole-board arithmetic of :class:`minesweeper_qt.replay.board.BoardFacts`
is checked against, itself checked against ms-toollib. A board is rows of -1
(mine) or 0-8, as ms-toollib gives it."""

from __future__ import annotations

from minesweeper_qt.replay.board import Board, opening_ids


def _around(r: int, c: int, rows: int, cols: int) -> list[tuple[int, int]]:
    """The 3x3 block around (r, c), the cell itself included, inside the board."""
    return [(i, j) for i in range(max(r - 1, 0), min(r + 2, rows))
            for j in range(max(c - 1, 0), min(c + 2, cols))]


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

