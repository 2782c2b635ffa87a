"""The set of cells a move changed, stored as row spans."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

_RUN = re.compile(b"\x01+")


class Changes:
    """Cells changed by one engine command, as ``(row, col)`` pairs.

    Stored compactly as horizontal spans so that a cascade over a million cells
    costs a few list entries rather than a million tuples. Iterating yields the
    pairs row-major within each span; ``len()`` counts cells; ``spans()`` gives
    ``(row, first_col, last_col_exclusive)`` triples for drawing updates.
    Compares equal to another ``Changes``, a set of pairs (as a set) or a list
    or tuple of pairs (in order).
    """

    __slots__ = ("_cells", "_flat", "_masks", "_stride")

    def __init__(self, stride: int) -> None:
        # A span is the flat range [start, stop) of one row in a board whose
        # rows are ``stride`` cells apart; ``_flat`` alternates start, stop.
        self._stride = stride
        self._flat: list[int] = []
        self._cells: list[int] = []  # single flat cells added in bulk
        # Byte maps of the whole flat board, 1 on changed cells (a loss or a win
        # on a huge board), each with its count of 1s: read into spans only
        # when someone iterates them; a map may even be made only then.
        self._masks: list[tuple[bytes | Callable[[], bytes], int]] = []

    def add_mask(self, mask: bytes | Callable[[], bytes], count: int | None = None) -> None:
        """Record every flat cell where ``mask`` (one byte per flat cell, padding
        0) holds 1; ``count``: how many cells that is, when known. ``mask`` may
        be a function making the map, called when the cells are first read:
        then ``count`` is needed (internal use)."""
        if count is None:
            assert not callable(mask), "a map made later needs its count"
            count = mask.count(1)
        if count:
            self._masks.append((mask, count))

    def _mask(self, k: int) -> bytes:
        mask, count = self._masks[k]
        if callable(mask):
            mask = mask()
            self._masks[k] = (mask, count)
        return mask

    def add_span(self, start: int, stop: int) -> None:
        """Record flat cells ``start`` to ``stop - 1`` (one row, internal use)."""
        flat = self._flat
        if flat and flat[-1] == start and start % self._stride != 0:
            flat[-1] = stop  # extend the previous span on the same row
        else:
            flat.append(start)
            flat.append(stop)

    def add(self, index: int) -> None:
        self.add_span(index, index + 1)

    def spans(self) -> Iterator[tuple[int, int, int]]:
        """``(row, first_col, stop_col)`` for each span, stop exclusive."""
        stride = self._stride
        flat = self._flat
        for k in range(0, len(flat), 2):
            row, col = divmod(flat[k], stride)
            yield row, col, col + flat[k + 1] - flat[k]
        for index in self._cells:
            row, col = divmod(index, stride)
            yield row, col, col + 1
        for k in range(len(self._masks)):
            for match in _RUN.finditer(self._mask(k)):
                row, col = divmod(match.start(), stride)
                yield row, col, col + match.end() - match.start()

    @property
    def span_count(self) -> int:
        """How many spans ``spans()`` yields, at most (cheap: a byte map counts
        each changed cell as a span)."""
        return len(self._flat) // 2 + len(self._cells) + sum(n for _, n in self._masks)

    def bounding_box(self) -> tuple[int, int, int, int] | None:
        """``(top, left, bottom, right)`` inclusive, or None when empty."""
        if not self:
            return None
        top = left = bottom = right = -1
        for row, c0, c1 in self.spans():
            if top < 0:
                top, left, bottom, right = row, c0, row, c1 - 1
            else:
                top = min(top, row)
                bottom = max(bottom, row)
                left = min(left, c0)
                right = max(right, c1 - 1)
        return top, left, bottom, right

    def __iter__(self) -> Iterator[tuple[int, int]]:
        for row, c0, c1 in self.spans():
            for col in range(c0, c1):
                yield row, col

    def __len__(self) -> int:
        flat = self._flat
        return (sum(flat[k + 1] - flat[k] for k in range(0, len(flat), 2)) + len(self._cells)
                + sum(n for _, n in self._masks))

    def __bool__(self) -> bool:
        return bool(self._flat) or bool(self._cells) or bool(self._masks)

    def __contains__(self, cell: object) -> bool:
        if not (isinstance(cell, tuple) and len(cell) == 2):
            return False
        row, col = cell
        return any(r == row and c0 <= col < c1 for r, c0, c1 in self.spans())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Changes):
            return set(self) == set(other)
        if isinstance(other, (set, frozenset)):
            return set(self) == other
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        cells = list(self)
        if len(cells) > 8:
            return f"Changes({cells[:8]} ... {len(cells)} cells)"
        return f"Changes({cells})"

    def extend(self, cells: Iterable[int]) -> None:
        """Record many single flat cells at once (internal use)."""
        self._cells.extend(cells)
