"""Generators: who lays the mines for a first click.

A :class:`Generator` turns (board size, mine count, first click, first-click rule,
random source) into a :class:`Placement`. The uniform generator is today's classic
placement; the no-guess generator (``minesweeper_qt.engine.no_guess``) is another.
A game's generator is part of its rules, fixed when the game starts.

The no-guess generator is built on the solver, which is built on the rules: the
rules know it only by its name (:data:`NO_GUESS`), so that they import no solver.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import NamedTuple, Protocol, TypeGuard

from .cells import neighbours
from .layout import Layout
from .types import FirstClick

#: The no-guess generator's stable name (saves record it; see ``no_guess.py``).
NO_GUESS = "no-guess"


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


#: Uniform boards of at least this many cells are laid in two steps (see
#: :class:`UniformGenerator`): a draw over the whole board that a game may make
#: ahead of its first click, then a local move of the mines out of the safe cells.
#: Smaller boards keep the one-step draw, so a seed gives them the same board as
#: in every earlier version.
DRAW_AHEAD_CELLS = 250_000


class UniformGenerator:
    """Every layout allowed by the first-click rule is equally likely (see
    :meth:`Layout.random`). Never certified: a uniform board may need a guess.

    On boards of at least ``ahead_cells`` cells (default
    :data:`DRAW_AHEAD_CELLS`) the layout is made in two steps, so that the
    costly part can run before the first click is known (see
    :meth:`Game.prepare`): :meth:`draw` lays the mines uniformly over the whole
    board, and :meth:`place` moves those that fall on the cells the first-click
    rule keeps free to free cells chosen uniformly, patching the counts around
    them. Both steps draw only from ``rng``, so the same seed and first click
    still give the same board.

    Why the result is uniform over the allowed cells ``A`` (``k`` mines): let
    ``S`` be the kept-free cells and ``a`` the number of drawn mines in ``S``.
    Given ``a``, the drawn mines outside ``S`` form a uniformly chosen
    ``(k - a)``-subset ``M`` of ``A`` (the whole-board draw is symmetric in the
    cells of ``A``), and the moved mines go to a uniformly chosen ``a``-subset
    ``B`` of ``A - M``. A given ``k``-subset ``T`` of ``A`` comes out exactly
    when ``M`` is one of the ``C(k, a)`` subsets of ``T`` of that size and ``B``
    is the rest of ``T``; every one of these pairs has the same probability, so
    ``P(T | a)`` is the same for every ``T``, and so is ``P(T)`` (see
    ``tests/engine/test_uniformity.py``).
    """

    name = "uniform"

    def __init__(self, ahead_cells: int = DRAW_AHEAD_CELLS) -> None:
        self.ahead_cells = ahead_cells

    def draws_ahead(self, rows: int, cols: int) -> bool:
        """Whether boards of this size are laid in two steps (:meth:`draw`,
        then :meth:`place`)."""
        return rows * cols >= self.ahead_cells

    def lay(
        self,
        rows: int,
        cols: int,
        mines: int,
        first: tuple[int, int],
        rule: FirstClick,
        rng: random.Random,
    ) -> Placement:
        if self.draws_ahead(rows, cols):
            return self.place(self.draw(rows, cols, mines, rng), first, rule, rng)
        stride = cols + 1
        excluded = [r * stride + c for r, c in excluded_cells(rows, cols, mines, first, rule)]
        return Placement(Layout.random(rows, cols, mines, excluded, rng), certified=False)

    def draw(self, rows: int, cols: int, mines: int, rng: random.Random) -> Layout:
        """``mines`` mines laid uniformly over every cell of the board, first
        click not known yet (the first step; see the class notes).

        Raises:
            ValueError: more mines than cells.
        """
        return Layout.random(rows, cols, mines, (), rng)

    def place(self, drawn: Layout, first: tuple[int, int], rule: FirstClick,
              rng: random.Random) -> Placement:
        """``drawn`` (from :meth:`draw`) with its mines on the cells that
        ``rule`` keeps free for a first reveal at ``first`` moved to free cells
        chosen uniformly (the second step; see the class notes).

        Raises:
            ValueError: ``first`` is off the board, or the mines do not fit in
                the allowed cells.
        """
        rows, cols, stride = drawn.rows, drawn.cols, drawn.stride
        if not (0 <= first[0] < rows and 0 <= first[1] < cols):
            raise ValueError(f"first click {first} is outside the {rows}x{cols} board")
        mines = drawn.mine_count
        kept_free = {r * stride + c for r, c in excluded_cells(rows, cols, mines, first, rule)}
        mine_map = drawn.mine_map
        sources = sorted(i for i in kept_free if mine_map[i])
        if not sources:
            return Placement(drawn, certified=False)
        # Cells a moved mine may go to: neither a mine nor kept free.
        eligible = rows * cols - len(kept_free) - (mines - len(sources))
        if eligible < len(sources):
            raise ValueError(f"{mines} mines do not fit in {rows * cols - len(kept_free)} "
                             "allowed cells")
        targets: list[int] = []
        if eligible * 16 >= rows * cols:
            # Rejection sampling over the flat board: each try lands on an
            # eligible cell with probability over 1/16.
            size = drawn.size
            bits = size.bit_length()
            getrandbits = rng.getrandbits
            chosen: set[int] = set()
            while len(targets) < len(sources):
                index = getrandbits(bits)
                if (index < size and index % stride != cols and not mine_map[index]
                        and index not in kept_free and index not in chosen):
                    chosen.add(index)
                    targets.append(index)
        else:  # few free cells: list them
            free = [i for i in range(drawn.size)
                    if i % stride != cols and not mine_map[i] and i not in kept_free]
            targets = rng.sample(free, len(sources))
        return Placement(drawn.with_moved(sources, targets), certified=False)


UNIFORM = UniformGenerator()



class DrawAhead:
    """The whole-board draw of one game's huge uniform board, made ahead of its
    first click (see :class:`UniformGenerator` and ``Game.prepare``) from the
    game's ``rng``, and handed over once. A worker thread may make it while the
    game waits: a first reveal meanwhile waits for it (the lock)."""

    def __init__(self, rows: int, cols: int, mines: int, rng: random.Random) -> None:
        self.rows, self.cols, self.mines = rows, cols, mines
        self._rng = rng
        self._drawn: Layout | None = None
        self._lock = threading.Lock()

    def applies(self, generator: Generator) -> TypeGuard[UniformGenerator]:
        """Whether ``generator`` lays this board in two steps (draw, then place)."""
        return isinstance(generator, UniformGenerator) and generator.draws_ahead(
            self.rows, self.cols)

    def pending(self, generator: Generator) -> bool:
        """Whether there is a draw to make (none made yet) for ``generator``."""
        return self._drawn is None and self.applies(generator)

    def prepare(self, generator: Generator, laid: Callable[[], bool]) -> bool:
        """Make the draw now unless it is made or ``laid()`` (the mines are laid
        already); returns whether a draw waits to be taken."""
        if laid() or not self.applies(generator):
            return False
        with self._lock:
            if self._drawn is None and not laid():
                self._drawn = generator.draw(self.rows, self.cols, self.mines, self._rng)
            return self._drawn is not None

    def take(self, generator: UniformGenerator) -> Layout:
        """The draw :meth:`prepare` made (made now if not), handed over once."""
        with self._lock:
            drawn = self._drawn
            self._drawn = None
            if drawn is None:
                drawn = generator.draw(self.rows, self.cols, self.mines, self._rng)
            return drawn
