"""No-guess boards: layouts the solver clears from the first click by logic alone.

Method (the idea of Simon Tatham's ``mineperturb``, as described in the field
notes; written from that description): lay the mines uniformly, reveal the first
click and clear by logic (:class:`~.solver.clear.Clearer`: single-number rule,
then two-number rule, then the exact count with the total mine count). When the
logic is stuck, pick a random number on the stuck frontier and make its
undetermined neighbours all safe or all mines (whichever moves fewer mines),
moving the difference to or from undetermined cells elsewhere (first those no
revealed number touches, so no other number changes), so the mine count stays
exact and no revealed or settled cell changes. The revealed numbers around the
changed cells get their new values and the clearing continues from where it
stopped. Because a change can alter a number an earlier deduction used, a board
cleared after changes is cleared once more from scratch on its final layout;
only a clearing with no change along the way certifies it. A board where no
change is possible has all its undetermined cells reshuffled.

Every decision draws from the injected random source, so the same seed and first
click give the same board; the time budget (and ``cancelled``) only decide when
to give up, and giving up returns a uniform board (``certified=False``) drawn
from a seed taken before the search, so it too depends only on the seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from .generators import NO_GUESS, Placement, excluded_cells
from .layout import Layout
from .solver.clear import MINE, UNKNOWN, Clearer
from .types import FirstClick

#: Changes to one layout before it is dropped for a fresh uniform one.
MAX_PERTURBATIONS = 1000


class NoGuessGenerator:
    """A :class:`~.generators.Generator` of no-guess boards (``name = "no-guess"``).

    Args:
        budget_s: seconds of search before giving up (then a uniform board with
            ``certified=False`` is returned).
        cancelled: polled between steps; when it returns True the search gives
            up the same way.
        time_source: monotonic seconds (injectable for tests).
    """

    name = NO_GUESS

    def __init__(
        self,
        budget_s: float = 2.0,
        cancelled: Callable[[], bool] | None = None,
        *,
        time_source: Callable[[], float] = time.monotonic,
    ) -> None:
        self.budget_s = budget_s
        self.cancelled = cancelled
        self.time_source = time_source

    def lay(
        self,
        rows: int,
        cols: int,
        mines: int,
        first: tuple[int, int],
        rule: FirstClick,
        rng: random.Random,
    ) -> Placement:
        """A board with exactly ``mines`` mines, none on the cells the first-click
        ``rule`` keeps free, certified when the solver clears it from ``first``
        without a guess within the budget.

        Raises:
            ValueError: ``first`` is off the board, or the mines do not fit.
        """
        if not (0 <= first[0] < rows and 0 <= first[1] < cols):
            raise ValueError(f"first click {first} is outside the {rows}x{cols} board")
        free = excluded_cells(rows, cols, mines, first, rule)
        if mines > rows * cols - len(free) or mines < 0:
            raise ValueError(f"{mines} mines do not fit on a {rows}x{cols} board")
        fallback_seed = rng.getrandbits(64)
        search_rng = random.Random(rng.getrandbits(64))
        deadline = self.time_source() + self.budget_s
        found = _search(rows, cols, mines, first, free, search_rng,
                        lambda: self.time_source() > deadline or
                        (self.cancelled is not None and self.cancelled()))
        if found is None:
            stride = cols + 1
            layout = Layout.random(rows, cols, mines, [r * stride + c for r, c in free],
                                   random.Random(fallback_seed))
            return Placement(layout, certified=False)
        return Placement(Layout.from_cells(rows, cols, (divmod(i, cols) for i in found)),
                         certified=True)


def no_guess_layout(
    rows: int,
    cols: int,
    mines: int,
    first_click: tuple[int, int],
    *,
    seed: int,
    budget_s: float = 2.0,
) -> Placement:
    """A no-guess board for a first reveal at ``first_click`` (``(row, col)``)
    under the opening rule: ``.mines`` (frozenset of ``(row, col)``) and
    ``.certified`` (False when the budget ran out and the board is uniform).
    Same arguments and seed, same board.

    Raises:
        ValueError: ``first_click`` is off the board, or the mines do not fit.
    """
    return NoGuessGenerator(budget_s).lay(rows, cols, mines, first_click,
                                          FirstClick.OPENING, random.Random(seed))


def _search(
    rows: int,
    cols: int,
    mines: int,
    first: tuple[int, int],
    free: list[tuple[int, int]],
    rng: random.Random,
    give_up: Callable[[], bool],
) -> list[int] | None:
    """Mine cells (flat ``row * cols + col``) of a certified board, or None."""
    n = rows * cols
    blocked = {r * cols + c for r, c in free}
    allowed = [i for i in range(n) if i not in blocked]
    start = first[0] * cols + first[1]
    while True:
        mine = bytearray(n)
        for i in rng.sample(allowed, mines):
            mine[i] = 1
        clearer = _fresh(rows, cols, mines, start, mine)
        nb = clearer.nb

        reveal = _number_of(mine, nb)
        dirty = False
        for _ in range(MAX_PERTURBATIONS):
            if give_up():
                return None
            if clearer.run(reveal):
                if not dirty:
                    return [i for i in range(n) if mine[i]]
                clearer = _fresh(rows, cols, mines, start, mine)
                dirty = False
                continue
            outcome = _perturb(clearer, mine, rng)
            if outcome == "redraw":
                break
            if outcome == "restart":
                clearer = _fresh(rows, cols, mines, start, mine)
                dirty = False  # a fresh clearing of the changed layout
            else:
                dirty = True
        if give_up():
            return None


def _number_of(mine: bytearray, nb: Sequence[Sequence[int]]) -> Callable[[int], int]:
    """The number a flat cell shows on the layout ``mine`` (1 = mine)."""

    def number(i: int) -> int:
        return sum(mine[k] for k in nb[i])

    return number


def _fresh(rows: int, cols: int, mines: int, start: int, mine: bytearray) -> Clearer:
    clearer = Clearer(rows, cols, mines)
    clearer.learn(start, sum(mine[k] for k in clearer.nb[start]))
    return clearer


def _perturb(clearer: Clearer, mine: bytearray, rng: random.Random) -> str:
    """Make the undetermined neighbours of one random stuck number all safe or all
    mines, balancing the count elsewhere among undetermined cells, and renumber
    the revealed cells around every changed cell: returns ``"continue"``.

    When the undetermined cells cannot balance it (an end-game 50/50), the region
    is filled and the same number of found mines elsewhere are removed; that
    changes settled cells, so the caller must clear again from the first click
    (``"restart"``). ``"redraw"``: nothing helps, draw a new layout.
    """
    cons = clearer.constraints()
    if not cons:
        return "redraw"
    _, region, _ = cons[rng.randrange(len(cons))]
    interior, edge = _undetermined_outside(clearer.state, region, cons)
    have = sum(mine[c] for c in region)
    empty_cost, fill_cost = have, len(region) - have
    for to_outside in _modes(empty_cost, fill_cost, rng):
        cost = empty_cost if to_outside else fill_cost
        pool = _balancing_pool(interior, edge, mine, to_outside, cost)
        if pool is not None:
            flips = [c for c in region if mine[c] == to_outside] + rng.sample(pool, cost)
            _flip(clearer, mine, flips)
            return "continue"
    return _trade_with_found_mines(clearer.state, region, mine, fill_cost, rng)


def _undetermined_outside(state: Sequence[int], region: Sequence[int],
                          cons: Sequence[tuple[int, Sequence[int], int]],
                          ) -> tuple[list[int], list[int]]:
    """The undetermined cells outside ``region``: those no stuck number touches
    (changing them changes no revealed number) and those some number touches."""
    in_region = set(region)
    touched = {c for _, cells, _ in cons for c in cells}
    outside = [i for i in range(len(state)) if state[i] == UNKNOWN and i not in in_region]
    return [i for i in outside if i not in touched], [i for i in outside if i in touched]


def _modes(empty_cost: int, fill_cost: int, rng: random.Random) -> list[bool]:
    """The ways to try, cheaper first (ties drawn at random): True empties the
    region (its mines go outside), False fills it (mines come in)."""
    modes = [True, False]
    if fill_cost < empty_cost or (fill_cost == empty_cost and rng.random() < 0.5):
        modes.reverse()
    return modes


def _balancing_pool(interior: list[int], edge: list[int], mine: bytearray,
                    to_outside: bool, cost: int) -> list[int] | None:
    """The undetermined cells outside that can take the other side of the
    change (interior ones first, then the frontier if needed), or None when
    fewer than ``cost`` can."""
    pool = [i for i in interior if mine[i] != to_outside]
    if len(pool) < cost:
        pool += [i for i in edge if mine[i] != to_outside]
    return pool if len(pool) >= cost else None


def _trade_with_found_mines(state: Sequence[int], region: Sequence[int], mine: bytearray,
                            fill_cost: int, rng: random.Random) -> str:
    """Fill the region and remove as many mines already found elsewhere
    (``"restart"``: settled cells changed), or ``"redraw"`` when too few are found."""
    found = [i for i in range(len(state)) if state[i] == MINE]
    if len(found) < fill_cost:
        return "redraw"
    flips = [c for c in region if not mine[c]] + rng.sample(found, fill_cost)
    for c in flips:
        mine[c] ^= 1
    return "restart"


def _flip(clearer: Clearer, mine: bytearray, flips: list[int]) -> None:
    """Toggle a mine on each undetermined cell of ``flips``; renumber."""
    number = clearer.number
    nb = clearer.nb
    for c in flips:
        mine[c] ^= 1
    for k in sorted({k for c in flips for k in nb[c] if number[k] >= 0}):
        clearer.renumber(k, sum(mine[j] for j in nb[k]))
