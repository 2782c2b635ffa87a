"""Mine layouts: uniform placement and whole-board neighbour counts.

Boards are stored row-major in flat byte arrays with one padding cell after each
row (``stride = cols + 1``): neighbours are ``i +- 1``, ``i +- stride`` and the
diagonals, and a horizontal step off a row lands on padding instead of wrapping.
Whole-board arithmetic treats such an array as one big little-endian integer of
one byte per cell, so a neighbour sum is a handful of shifts and additions done
at C speed (every per-cell value stays below 256, so no carry crosses cells).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

from .board_math import neighbour_sum, padding_int, to_bytes

_ZERO_TO_ONE = bytes([1] + [0] * 255)  # translate table: 0 -> 1, anything else -> 0
_RUN = re.compile(b"\x01+")


class Layout:
    """A fixed board: mine positions and what follows from them.

    Attributes (flat arrays of ``rows * stride`` bytes, padding included):
        mine_map: 1 where a mine lies.
        counts: adjacent-mine count of every cell (0-8; garbage on padding).
        zero_map: 1 on safe cells with no adjacent mine (the cells a cascade spreads
            through), 0 elsewhere and on padding.
    ``mine_list`` holds the flat index of every mine.
    """

    def __init__(self, rows: int, cols: int, mine_map: bytearray, mine_list: list[int]):
        self.rows = rows
        self.cols = cols
        self.stride = stride = cols + 1
        self.size = size = rows * stride
        self.mine_map = mine_map
        self.mine_list = mine_list
        m = int.from_bytes(mine_map, "little")
        self.counts = to_bytes(neighbour_sum(m, stride) - m, size)
        # Cells that are mines or padding get 16 added, so only safe zeros stay 0.
        blocked = m + padding_int(rows, cols)
        self.zero_map = to_bytes(
            int.from_bytes(self.counts, "little") + (blocked << 4), size
        ).translate(_ZERO_TO_ONE)
        self._row_major: tuple[int, ...] | None = None

    @classmethod
    def from_cells(cls, rows: int, cols: int, cells: Iterable[tuple[int, int]]) -> Layout:
        """A layout with mines on ``cells`` (``(row, col)`` pairs, duplicates ignored).

        Raises:
            ValueError: a cell lies outside the board.
        """
        stride = cols + 1
        mine_map = bytearray(rows * stride)
        mine_list: list[int] = []
        for row, col in cells:
            if not (0 <= row < rows and 0 <= col < cols):
                raise ValueError(f"mine ({row}, {col}) is outside the {rows}x{cols} board")
            index = row * stride + col
            if not mine_map[index]:
                mine_map[index] = 1
                mine_list.append(index)
        return cls(rows, cols, mine_map, mine_list)

    @classmethod
    def random(
        cls, rows: int, cols: int, mines: int, excluded: Iterable[int], rng: random.Random
    ) -> Layout:
        """``mines`` mines laid uniformly over the cells not in ``excluded``.

        Every set of ``mines`` allowed cells is equally likely: cells are drawn by
        rejection sampling with exact integers (``getrandbits``), which keeps the
        draw reproducible for a seed. When mines fill more than half the allowed
        cells, the safe cells are drawn instead, so the expected number of draws
        stays below twice the cells drawn.

        Raises:
            ValueError: fewer allowed cells than mines.
        """
        stride = cols + 1
        size = rows * stride
        # 0 free, 1 drawn, 2 never a mine (padding or excluded)
        marks = bytearray(((b"\x00" * cols) + b"\x02") * rows)
        blocked = 0
        for index in set(excluded):
            marks[index] = 2
            blocked += 1
        allowed = rows * cols - blocked
        if mines > allowed:
            raise ValueError(f"{mines} mines do not fit in {allowed} allowed cells")
        draw_mines = mines * 2 <= allowed
        wanted = mines if draw_mines else allowed - mines
        drawn: list[int] = []
        bits = size.bit_length()
        getrandbits = rng.getrandbits
        while len(drawn) < wanted:
            index = getrandbits(bits)
            if index < size and not marks[index]:
                marks[index] = 1
                drawn.append(index)
        if draw_mines:
            mine_map = marks.translate(bytes([0, 1] + [0] * 254))
            mine_list = drawn
        else:
            mine_map = marks.translate(_ZERO_TO_ONE)
            mine_list = [m.start() for m in re.finditer(b"\x01", mine_map)]
        return cls(rows, cols, bytearray(mine_map), mine_list)

    def row_major_mines(self) -> tuple[int, ...]:
        """Mine cells as sorted ``row * cols + col`` indices (computed once)."""
        if self._row_major is None:
            stride, cols = self.stride, self.cols
            self._row_major = tuple(sorted((i // stride) * cols + i % stride
                                           for i in self.mine_list))
        return self._row_major

    def is_mine(self, index: int) -> bool:
        return bool(self.mine_map[index])

    def zero_runs(self) -> list[tuple[int, int]]:
        """Every maximal horizontal run of zero cells as flat ``(start, stop)``."""
        return [m.span() for m in _RUN.finditer(self.zero_map)]

