"""Neighbour tables over row-major flat indices (``row * cols + col``)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=16)
def neighbour_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each flat index ``row * cols + col``, the flat indices of the up to
    eight cells around it on a ``rows`` x ``cols`` board (cached per size)."""
    table: list[tuple[int, ...]] = []
    for r in range(rows):
        for c in range(cols):
            table.append(tuple(
                rr * cols + cc
                for rr in (r - 1, r, r + 1) if 0 <= rr < rows
                for cc in (c - 1, c, c + 1) if 0 <= cc < cols and (rr != r or cc != c)
            ))
    return tuple(table)
