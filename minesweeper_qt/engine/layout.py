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
from collections.abc import Iterable, Iterator, Sequence
from typing import overload

from .board_math import marked_indices, neighbour_sum, padding_int, to_bytes

_ZERO_TO_ONE = bytes([1] + [0] * 255)  # translate table: 0 -> 1, anything else -> 0
_RUN = re.compile(b"\x01+")
#: Above this many cells to draw, cells are drawn with bulk random keys (see
#: :func:`_draw_bulk`); below it, one ``getrandbits`` per cell as always, so that
#: a seed gives the same board of a usual size as in every earlier version.
BULK_DRAW = 4096
_FREE_TO_FF = bytes([0xFF] + [0] * 255)  # marks: free (0) -> 0xFF, else 0
_BLOCKED_TO_FF = bytes([0, 0, 0xFF] + [0] * 253)  # marks: never a mine (2) -> 0xFF
#: ``_BELOW[t]`` translates a key byte to 1 when it is below ``t``, else 0.
_BELOW = [bytes([1] * t + [0] * (256 - t)) for t in range(257)]


def _draw_bulk(marks: bytearray, wanted: int, rng: random.Random) -> bytes | None:
    """A uniform choice of ``wanted`` cells among the free cells of ``marks``
    (0 free, anything else never drawn), as a byte map with 1 on the drawn cells.

    Every free cell gets an independent random key byte (one ``randbytes`` call);
    the cells with the lowest keys are drawn, and among the cells whose key ties
    at the threshold the missing ones are drawn uniformly (``rng.sample``). Keys
    are independent and identically distributed and ties are broken uniformly, so
    every set of ``wanted`` free cells is equally likely. All but the few tied
    cells are handled by byte translation at C speed. Returns None in the
    (astronomically unlikely) case that fewer than ``wanted`` free cells have a
    key below 255; the caller then draws cell by cell.
    """
    size = len(marks)
    free = int.from_bytes(marks.translate(_FREE_TO_FF), "little")
    blocked = int.from_bytes(marks.translate(_BLOCKED_TO_FF), "little")
    # Cells that are never drawn get key 255, which is never below the threshold.
    keys = ((int.from_bytes(rng.randbytes(size), "little") & free) | blocked).to_bytes(
        size, "little")
    allowed = marks.count(0)

    def below(t: int) -> int:
        return keys.translate(_BELOW[t]).count(1)

    # Start from the expected threshold: usually two counts settle it.
    t = min(254, wanted * 256 // allowed)
    while t > 0 and below(t) > wanted:
        t -= 1
    while below(t + 1) < wanted:
        t += 1
        if t == 255:
            return None
    # Now below(t) <= wanted <= below(t + 1): all keys below t, then ties at t.
    drawn = bytearray(keys.translate(_BELOW[t]))
    need = wanted - drawn.count(1)
    if need:
        tied = [m.start() for m in re.finditer(re.escape(bytes([t])), keys)]
        for index in rng.sample(tied, need):
            drawn[index] = 1
    return bytes(drawn)


class Layout:
    """A fixed board: mine positions and what follows from them.

    Attributes (flat arrays of ``rows * stride`` bytes, padding included):
        mine_map: 1 where a mine lies.
        counts: adjacent-mine count of every cell (0-8; garbage on padding).
        zero_map: 1 on safe cells with no adjacent mine (the cells a cascade spreads
            through), 0 elsewhere and on padding.
    ``mine_list`` holds the flat index of every mine (listed on first use when
    not given: a million-cell board is drawn without it); ``mine_count`` their number.
    """

    def __init__(self, rows: int, cols: int, mine_map: bytearray,
                 mine_list: list[int] | None = None):
        self.rows = rows
        self.cols = cols
        self.stride = stride = cols + 1
        self.size = size = rows * stride
        self.mine_map = mine_map
        self._mine_list = mine_list
        self.mine_count = len(mine_list) if mine_list is not None else mine_map.count(1)
        m = int.from_bytes(mine_map, "little")
        self.counts = to_bytes(neighbour_sum(m, stride) - m, size)
        # Cells that are mines or padding get 16 added, so only safe zeros stay 0.
        blocked = m + padding_int(rows, cols)
        self.zero_map = to_bytes(
            int.from_bytes(self.counts, "little") + (blocked << 4), size
        ).translate(_ZERO_TO_ONE)
        self._row_major: tuple[int, ...] | None = None
        self._view: RowMajorMines | None = None

    @property
    def mine_list(self) -> list[int]:
        """Flat index of every mine, ascending unless given otherwise."""
        if self._mine_list is None:
            self._mine_list = marked_indices(memoryview(self.mine_map)[:self.size])
        return self._mine_list

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
    def from_map(cls, rows: int, cols: int, mine_map: bytes) -> Layout:
        """A layout from a row-major byte map, 1 on each mine, 0 elsewhere
        (``rows * cols`` bytes; see :meth:`RowMajorMines.as_map`), built at C
        speed (no list of a million-cell board's mines is made).

        Raises:
            ValueError: the map is not ``rows * cols`` bytes of 0 and 1.
        """
        if len(mine_map) != rows * cols or mine_map.translate(None, b"\x00\x01"):
            raise ValueError(f"a mine map holds {rows * cols} bytes of 0 and 1")
        padded = bytearray(b"\x00".join(
            mine_map[r * cols:(r + 1) * cols] for r in range(rows)) + b"\x00")
        return cls(rows, cols, padded)

    @classmethod
    def random(
        cls, rows: int, cols: int, mines: int, excluded: Iterable[int], rng: random.Random
    ) -> Layout:
        """``mines`` mines laid uniformly over the cells not in ``excluded``.

        Every set of ``mines`` allowed cells is equally likely: cells are drawn by
        rejection sampling with exact integers (``getrandbits``), which keeps the
        draw reproducible for a seed. When mines fill more than half the allowed
        cells, the safe cells are drawn instead, so the expected number of draws
        stays below twice the cells drawn. Past :data:`BULK_DRAW` cells to draw,
        they are drawn at C speed from random key bytes instead (also uniform and
        reproducible; see :func:`_draw_bulk`).

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
        if wanted > BULK_DRAW:
            bulk = _draw_bulk(marks, wanted, rng)
            if bulk is not None:
                if draw_mines:
                    return cls(rows, cols, bytearray(bulk))
                free = int.from_bytes(marks.translate(_ZERO_TO_ONE), "little")
                safe = int.from_bytes(bulk, "little")
                return cls(rows, cols, bytearray((free - safe).to_bytes(size, "little")))
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

    def with_moved(self, sources: Sequence[int], targets: Sequence[int]) -> Layout:
        """A copy of this layout with the mines on the flat cells ``sources``
        moved to the flat cells ``targets`` (same length; each target free,
        on the board and not a source). Counts and zero cells are patched
        around the moved cells only, so a million-cell board costs a few
        microseconds per mine moved; the result equals ``Layout`` built afresh
        from the new mine map (padding counts included). ``mine_list`` is
        listed again on first use (ascending).

        Raises:
            ValueError: the lengths differ, a source holds no mine, or a target
                is off the board or holds a mine already.
        """
        if len(sources) != len(targets):
            raise ValueError("as many targets as sources are needed")
        stride, size, cols = self.stride, self.size, self.cols
        mine_map = bytearray(self.mine_map)
        counts = bytearray(self.counts)
        zero_map = bytearray(self.zero_map)
        offsets = (-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1)
        touched: set[int] = set()
        for index, delta in [(i, -1) for i in sources] + [(i, 1) for i in targets]:
            if not (0 <= index < size) or index % stride == cols:
                raise ValueError(f"flat cell {index} is not on the board")
            if mine_map[index] != (delta < 0):
                raise ValueError(f"flat cell {index} {'holds no' if delta < 0 else 'holds a'} mine")
            mine_map[index] = 1 if delta > 0 else 0
            touched.add(index)
            for k, d in enumerate(offsets):
                j = index + d
                # As the whole-board sum, padding counts included: there the
                # first cell never reaches the end of the first row (its
                # shift passes below index 0).
                if 0 <= j < size and (index or k != 5):
                    counts[j] += delta
                    touched.add(j)
        for j in touched:
            zero_map[j] = 1 if not counts[j] and not mine_map[j] and j % stride != cols else 0
        layout = Layout.__new__(Layout)
        layout.rows, layout.cols, layout.stride, layout.size = self.rows, cols, stride, size
        layout.mine_map = mine_map
        layout._mine_list = None
        layout.mine_count = self.mine_count
        layout.counts = bytes(counts)
        layout.zero_map = bytes(zero_map)
        layout._row_major = None
        layout._view = None
        return layout

    def row_major_view(self) -> RowMajorMines:
        """The mines as sorted ``row * cols + col`` indices, computed on first use
        (a snapshot of a huge board hands this to the save writer's thread, which
        pays for the sort, not the move); the same object every time."""
        if self._view is None:
            self._view = RowMajorMines(self)
        return self._view

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



class RowMajorMines(Sequence[int]):
    """A layout's mines as sorted row-major indices, sorted on first use
    (see :meth:`Layout.row_major_view`); its length is known at once."""

    def __init__(self, layout: Layout) -> None:
        self._layout = layout

    def __len__(self) -> int:
        return len(self._layout.mine_list)

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...
    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        return self._layout.row_major_mines()[index]

    def __iter__(self) -> Iterator[int]:
        return iter(self._layout.row_major_mines())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return self._layout.row_major_mines() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._layout.row_major_mines())

    def __repr__(self) -> str:
        return f"RowMajorMines({len(self)} mines)"

    def as_map(self) -> bytes:
        """The mines as a row-major byte map, 1 on each mine: ``rows * cols``
        bytes, cut from the layout's own map at C speed (nothing is sorted)."""
        layout = self._layout
        mine_map, stride, cols = layout.mine_map, layout.stride, layout.cols
        return b"".join(mine_map[r * stride:r * stride + cols] for r in range(layout.rows))
