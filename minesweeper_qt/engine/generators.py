"""Generators: who lays the mines for a first click.

A :class:`Generator` turns (board size, mine count, first click, first-click rule,
random source) into a :class:`Placement`. The uniform generator is today's classic
placement; the no-guess generator (``minesweeper_qt.engine.no_guess``) is another.
A game's generator is part of its rules, fixed when the game starts.
"""

from __future__ import annotations

import random
from typing import NamedTuple, Protocol

from .cells import neighbours
from .layout import Layout
from .types import FirstClick


class Placement(NamedTuple):
    """A laid board: ``layout``, and ``certified`` True when the generator proves
    the board can be cleared from the first click without guessing."""

    layout: Layout
    certified: bool

    @property
    def mines(self) -> frozenset[tuple[int, int]]:
        """Mine cells as ``(row, col)`` pairs."""
        stride = self.layout.stride
        return frozenset(divmod(i, stride) for i in self.layout.mine_list)


class Generator(Protocol):
    """Lays ``mines`` mines on a ``rows`` x ``cols`` board for a first reveal at
    ``first`` under ``rule``, drawing only from ``rng``: the same rng state and
    arguments give the same placement. ``name`` is the stable id saves record."""

    @property
    def name(self) -> str: ...

    def lay(
        self,
        rows: int,
        cols: int,
        mines: int,
        first: tuple[int, int],
        rule: FirstClick,
        rng: random.Random,
    ) -> Placement: ...


def excluded_cells(
    rows: int, cols: int, mines: int, first: tuple[int, int], rule: FirstClick
) -> list[tuple[int, int]]:
    """The cells the first-click rule keeps free of mines: the clicked cell and,
    for ``OPENING`` when the density leaves room, its neighbours."""
    cells = [first]
    if rule is FirstClick.OPENING:
        opening = [first, *neighbours(first[0], first[1], rows, cols)]
        if mines <= rows * cols - len(opening):
            cells = opening
    return cells


class UniformGenerator:
    """Every layout allowed by the first-click rule is equally likely (see
    :meth:`Layout.random`). Never certified: a uniform board may need a guess."""

    name = "uniform"

    def lay(
        self,
        rows: int,
        cols: int,
        mines: int,
        first: tuple[int, int],
        rule: FirstClick,
        rng: random.Random,
    ) -> Placement:
        stride = cols + 1
        excluded = [r * stride + c for r, c in excluded_cells(rows, cols, mines, first, rule)]
        return Placement(Layout.random(rows, cols, mines, excluded, rng), certified=False)


UNIFORM = UniformGenerator()

