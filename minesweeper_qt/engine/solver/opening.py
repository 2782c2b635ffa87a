"""Where the solver clicks first on a fresh board (its own games only: a
player's first click stays theirs).

Measured with :func:`.play` on expert (16 x 30, 99 mines), the same seeds for
every choice (see ``benchmarks/solver.py``):

- ``FirstClick.SAFE`` (only the clicked cell is safe): a corner wins most
  (it has the fewest neighbours, so it is the likeliest to be a zero and
  open ground);
- ``FirstClick.OPENING`` (the click always opens an area): the centre.
"""

from __future__ import annotations

from ..types import FirstClick

Cell = tuple[int, int]


def first_click(rows: int, cols: int, mines: int, rule: FirstClick) -> Cell:
    """The solver's first click on a fresh ``rows`` x ``cols`` board with
    ``mines`` mines under ``rule``, as ``(row, col)``."""
    if rule is FirstClick.SAFE:
        return (0, 0)
    return (rows // 2, cols // 2)
