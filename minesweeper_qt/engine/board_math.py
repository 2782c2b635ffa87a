"""Whole-board arithmetic on byte-per-cell big integers.

A board stored as a flat byte array (row-major, one padding cell after each row,
see :mod:`.layout`) is read as one little-endian integer with one byte per cell,
so a neighbour sum over every cell is a handful of shifts and additions at C
speed (every per-cell value stays below 256, so no carry crosses cells).
"""

from __future__ import annotations

from itertools import compress

#: Cells handed to one C-level call by :func:`marked_indices`. Python lets
#: other threads run only between calls: a million cells in one call held its
#: lock about 18 ms, a stall for the window's thread when a worker did it.
CHUNK = 1 << 16


def neighbour_sum(m: int, stride: int) -> int:
    """Sum over each cell's 3x3 block (itself included) of a byte-per-cell big int.

    Each cell's byte must hold at most 28 so that nine of them fit in a byte.
    The result may run past the board's last byte; cut it with :func:`to_bytes`.
    """
    h = m + (m << 8) + (m >> 8)
    shift = 8 * stride
    return h + (h << shift) + (h >> shift)


def padding_int(rows: int, cols: int) -> int:
    """A byte-per-cell big int with 1 on every padding cell."""
    return int.from_bytes((b"\x00" * cols + b"\x01") * rows, "little")


def to_bytes(value: int, size: int) -> bytes:
    """The low ``size`` bytes of a non-negative big int, little-endian."""
    return (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")




def marked_indices(marks: bytes | bytearray | memoryview) -> list[int]:
    """The indices of the non-zero bytes of ``marks``, ascending; in chunks
    of :data:`CHUNK` so that other threads run in between."""
    view = memoryview(marks)
    out: list[int] = []
    for start in range(0, len(view), CHUNK):
        out.extend(compress(range(start, start + CHUNK), view[start:start + CHUNK]))
    return out
