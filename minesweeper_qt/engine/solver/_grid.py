"""Neighbour tables over row-major flat indices (``row * cols + col``), and
the flood of an opening over a layout the solver imagines."""

from __future__ import annotations

from collections.abc import Container, Sequence
from functools import lru_cache

from ..knowledge import HIDDEN


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


def flood_open(codes: bytearray, nb: Sequence[Sequence[int]], mines: Container[int],
               start: int) -> int:
    """Open ``start`` in ``codes`` (a ``Knowledge.cells`` copy: its number
    written over ``HIDDEN``) on the layout ``mines``, and the opening around
    it when that number is 0, as the game's cascade does; returns how many
    cells it opened (0 when ``start`` was open)."""
    opened = 0
    stack = [start]
    while stack:
        i = stack.pop()
        if codes[i] < HIDDEN:
            continue
        n = sum(1 for j in nb[i] if j in mines)
        codes[i] = n
        opened += 1
        if n == 0:
            stack.extend(j for j in nb[i] if codes[j] >= HIDDEN)
    return opened
