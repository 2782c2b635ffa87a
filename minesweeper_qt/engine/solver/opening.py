"""Where the solver clicks first on a fresh board (its own games only: a
player's first click stays theirs).

Measured with :func:`.play` on expert (16 x 30, 99 mines; win rates over the
same seeds for each choice, see ``benchmarks/solver.py`` and the README):

- ``FirstClick.OPENING`` (the click always opens an area): two cells in from
  a corner, (2, 2), won 53.8% of 4,000 games, (3, 3) 53.5%, (1, 1) 50.2%, the
  corner 46.9%, the centre 51.7% (3,000); JSMinesweeper likewise opens at
  (3, 3) under this rule.
- ``FirstClick.SAFE`` (only the clicked cell is safe): the corner (0, 0) won
  41.5% of 3,000 games, the middle of the top edge (0, 15) 40.0%, the centre
  37.8%: a corner has the fewest neighbours, so it is the likeliest to be a 0
  and open ground.
"""

from __future__ import annotations

from ..types import FirstClick

Cell = tuple[int, int]


def first_click(rows: int, cols: int, mines: int, rule: FirstClick) -> Cell:
    """The solver's first click on a fresh ``rows`` x ``cols`` board with
    ``mines`` mines under ``rule``, as ``(row, col)``."""
    if rule is FirstClick.SAFE:
        return (0, 0)
    return (min(2, (rows - 1) // 2), min(2, (cols - 1) // 2))
