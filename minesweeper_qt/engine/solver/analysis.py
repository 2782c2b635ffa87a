"""What follows from what the player sees: certain cells with reasons, and exact
mine probabilities (see :func:`analyze`)."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from ..knowledge import HIDDEN, Knowledge
from . import exact
from ._grid import neighbour_table
from .exact import Inconsistent

Cell = tuple[int, int]

_UNKNOWN, _SAFE, _MINE = 0, 1, 2


class ReasonKind(enum.Enum):
    """How a certain cell was found, from the simplest argument up.

    ``SINGLE``: one number alone (its mines are all found, or all its hidden
    neighbours must be mines). ``PAIR`` (alias ``SUBSET``): two overlapping numbers
    together (one's cells inside the other's, or a 1-2 pattern). ``COUNT``: the
    total mine count is needed. ``ENUMERATION``: the numbers of one frontier group
    decide it, but only trying every way they can be met shows it.
    """

    SINGLE = "single"
    PAIR = "pair"
    SUBSET = "pair"
    COUNT = "count"
    ENUMERATION = "enumeration"


@dataclass(frozen=True)
class Reason:
    """Why a cell is certain: ``kind`` and the cells of the argument.

    ``numbers``: the revealed number cells that prove it; ``known_mines``: the
    mines (found in this analysis, flagged or not) those numbers already touch and
    the argument relies on. For ``COUNT`` reasons they are all the numbers still
    bordering hidden cells and every mine found. Cells proven safe earlier in the
    same analysis are not listed.
    """

    kind: ReasonKind
    numbers: tuple[Cell, ...]
    known_mines: tuple[Cell, ...]

    @property
    def cells(self) -> tuple[Cell, ...]:
        """``numbers`` then ``known_mines``."""
        return self.numbers + self.known_mines


@dataclass(frozen=True)
class Analysis:
    """The result of :func:`analyze` for a ``rows`` x ``cols`` board.

    ``safe`` / ``mines``: unrevealed cells certain to be safe / mines, as
    ``(row, col)`` pairs. ``approximate`` is True when a frontier group was too
    large to count exactly: its probabilities are estimates and only certainties
    that do not depend on it are reported. ``mines_left``: the total mine count
    less the mines found (not the flags).
    """

    rows: int
    cols: int
    safe: frozenset[Cell]
    mines: frozenset[Cell]
    approximate: bool
    mines_left: int
    _probabilities: tuple[float | None, ...]
    _reasons: dict[int, Reason]
    _frontier: frozenset[int]

    def _index(self, row: int, col: int) -> int:
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(f"cell ({row}, {col}) is outside the {self.rows}x{self.cols} board")
        return row * self.cols + col

    def probability(self, row: int, col: int) -> float:
        """The mine probability of an unrevealed cell (hidden, flagged or
        question-marked), 0.0 to 1.0: exact, using the total mine count, unless
        ``approximate``; exactly 0.0 / 1.0 for certain cells.

        Raises:
            ValueError: the cell is revealed or off the board.
        """
        p = self._probabilities[self._index(row, col)]
        if p is None:
            raise ValueError(f"cell ({row}, {col}) is revealed")
        return p

    def probabilities(self) -> list[list[float | None]]:
        """Every cell's mine probability by row, None for revealed cells."""
        c = self.cols
        return [list(self._probabilities[r * c:(r + 1) * c]) for r in range(self.rows)]

    def reason(self, row: int, col: int) -> Reason | None:
        """Why a cell in ``safe`` or ``mines`` is certain; None for other cells.

        Raises:
            ValueError: the cell is off the board.
        """
        return self._reasons.get(self._index(row, col))

    def is_frontier(self, row: int, col: int) -> bool:
        """Whether the unrevealed cell touches a revealed number (and is not
        already certain before counting)."""
        return self._index(row, col) in self._frontier


def analyze(knowledge: Knowledge, *, node_limit: int = exact.DEFAULT_NODE_LIMIT) -> Analysis:
    """Everything that follows from ``knowledge``: certain cells with reasons and
    the mine probability of every unrevealed cell.

    Flags are the player's claims, not facts: flagged cells are treated as
    hidden (the analysis may find them to be mines itself, or safe, which tells
    the player a flag is wrong). Question marks are hidden cells.

    Method: single-number and two-number rules first (they give the reasons a
    hint can explain), then the exact count of :mod:`.exact` over what is left,
    weighted with the total mine count. ``node_limit`` bounds the exact count per
    frontier group (past it the group is estimated and ``approximate`` is set).

    Raises:
        ValueError (``exact.Inconsistent``): no layout agrees with the numbers
            and the mine count.
    """
    rows, cols = knowledge.rows, knowledge.cols
    codes = knowledge.cells
    n = rows * cols
    nb = neighbour_table(rows, cols)
    status = bytearray(n)
    reasons: dict[int, Reason] = {}

    def rc(i: int) -> Cell:
        return divmod(i, cols)

    # Constraints: one per revealed number touching an unrevealed cell.
    con_cell: list[int] = []
    con_cells: list[tuple[int, ...]] = []
    con_value: list[int] = []
    cell_cons: dict[int, list[int]] = {}
    for i in range(n):
        v = codes[i]
        if v >= HIDDEN:
            continue
        hidden = tuple(j for j in nb[i] if codes[j] >= HIDDEN)
        if v > len(hidden):
            raise Inconsistent(f"the {v} at {rc(i)} cannot be met")
        if not hidden:
            continue
        j = len(con_cell)
        con_cell.append(i)
        con_cells.append(hidden)
        con_value.append(v)
        for c in hidden:
            cell_cons.setdefault(c, []).append(j)

    def state(j: int) -> tuple[list[int], int, list[int]]:
        """A constraint's undetermined cells, mines still needed, mines found."""
        open_cells = []
        found = []
        for c in con_cells[j]:
            s = status[c]
            if s == _UNKNOWN:
                open_cells.append(c)
            elif s == _MINE:
                found.append(c)
        need = con_value[j] - len(found)
        if need < 0 or need > len(open_cells):
            raise Inconsistent(f"the {con_value[j]} at {rc(con_cell[j])} cannot be met")
        return open_cells, need, found

    queue: list[int] = list(range(len(con_cell) - 1, -1, -1))
    queued = [True] * len(con_cell)

    def settle(cells: Sequence[int], mine: bool, reason: Reason) -> None:
        for c in cells:
            if status[c] != _UNKNOWN:
                continue
            status[c] = _MINE if mine else _SAFE
            reasons[c] = reason
            for j in cell_cons[c]:
                if not queued[j]:
                    queued[j] = True
                    queue.append(j)

    def pair_pass() -> bool:
        """Apply the two-number rule to every pair of constraints sharing an
        undetermined cell; True when something was settled.

        For numbers A and B with undetermined cell sets a, b and needs na, nb: the
        mines in the overlap lie between max(0, na - |a\\b|, nb - |b\\a|) and
        min(na, nb, |a&b|); if A's own part can hold none, it is safe, and if it must
        be full, it is all mines (likewise for B). With a inside b this is the
        subset rule.
        """
        cache: dict[int, tuple[set[int], int, list[int]]] = {}

        def get(j: int) -> tuple[set[int], int, list[int]]:
            got = cache.get(j)
            if got is None:
                o, need, found = state(j)
                got = (set(o), need, found)
                cache[j] = got
            return got

        for j in range(len(con_cell)):
            a, na, fa = get(j)
            if not a:
                continue
            partners = sorted({k for c in a for k in cell_cons[c] if k > j})
            for k in partners:
                b, nb_, fb = get(k)
                if not b:
                    continue
                inter = len(a & b)
                if not inter:
                    continue
                only_a = a - b
                only_b = b - a
                lo = max(0, na - len(only_a), nb_ - len(only_b))
                hi = min(na, nb_, inter)
                moves: list[tuple[set[int], bool]] = []
                if only_a:
                    if na - lo == 0:
                        moves.append((only_a, False))
                    elif na - hi == len(only_a):
                        moves.append((only_a, True))
                if only_b:
                    if nb_ - lo == 0:
                        moves.append((only_b, False))
                    elif nb_ - hi == len(only_b):
                        moves.append((only_b, True))
                if moves:
                    numbers = tuple(sorted((rc(con_cell[j]), rc(con_cell[k]))))
                    mines = tuple(sorted({rc(c) for c in fa + fb}))
                    reason = Reason(ReasonKind.PAIR, numbers, mines)
                    for cells, mine in moves:
                        settle(sorted(cells), mine, reason)
                    return True
        return False

    while True:
        while queue:
            j = queue.pop()
            queued[j] = False
            open_cells, need, found = state(j)
            if not open_cells:
                continue
            if need == 0 or need == len(open_cells):
                reason = Reason(ReasonKind.SINGLE, (rc(con_cell[j]),),
                                tuple(rc(c) for c in sorted(found)))
                settle(open_cells, need != 0, reason)
        if not pair_pass():
            break

    # What is left goes to the exact count.
    rest: list[tuple[list[int], int]] = []
    rest_ids: list[int] = []
    for j in range(len(con_cell)):
        open_cells, need, _ = state(j)
        if open_cells:
            rest.append((open_cells, need))
            rest_ids.append(j)
    frontier = {c for cc, _ in rest for c in cc}
    unknown = [i for i in range(n) if codes[i] >= HIDDEN and status[i] == _UNKNOWN]
    off_cells = [i for i in unknown if i not in frontier]
    found_mines = [i for i in range(n) if status[i] == _MINE]
    mines_left = knowledge.mines - len(found_mines)
    sol = exact.solve(rest, len(off_cells), mines_left, node_limit)

    def near_mines(numbers: Sequence[int]) -> tuple[Cell, ...]:
        return tuple(rc(c) for c in sorted({m for i in numbers for m in nb[i]
                                            if status[m] == _MINE}))

    all_numbers = sorted({con_cell[j] for j in rest_ids})
    count_reason = Reason(ReasonKind.COUNT, tuple(rc(i) for i in all_numbers),
                          tuple(rc(i) for i in found_mines))
    group_reasons: dict[int, Reason] = {}
    for c in sorted(sol.safe | sol.mines):
        if c in sol.by_count:
            reasons[c] = count_reason
        else:
            gi = sol.group_of[c]
            if gi not in group_reasons:
                numbers = sorted(con_cell[rest_ids[j]] for j in sol.groups[gi].constraints)
                group_reasons[gi] = Reason(ReasonKind.ENUMERATION,
                                           tuple(rc(i) for i in numbers), near_mines(numbers))
            reasons[c] = group_reasons[gi]
    for c in sol.safe | sol.mines:
        status[c] = _MINE if c in sol.mines else _SAFE
    if sol.off_certain is not None:
        for c in off_cells:
            status[c] = _MINE if sol.off_certain else _SAFE
            reasons[c] = count_reason

    probabilities: list[float | None] = [None] * n
    for i in range(n):
        if codes[i] < HIDDEN:
            continue
        s = status[i]
        if s == _SAFE:
            probabilities[i] = 0.0
        elif s == _MINE:
            probabilities[i] = 1.0
        elif i in frontier:
            probabilities[i] = sol.probability[i]
        else:
            probabilities[i] = sol.off_probability
    safe = frozenset(rc(i) for i in range(n) if status[i] == _SAFE)
    mines = frozenset(rc(i) for i in range(n) if status[i] == _MINE)
    return Analysis(rows, cols, safe, mines, sol.approximate,
                    knowledge.mines - len(mines), tuple(probabilities), reasons,
                    frozenset(frontier))
