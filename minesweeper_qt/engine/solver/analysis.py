"""What follows from what the player sees: certain cells with reasons, and exact
mine probabilities (see :func:`analyze`)."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

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

    A *window analysis* (:func:`analyze_window`) covers only the rectangle
    ``window`` = ``(top, left, bottom, right)`` (bottom and right exclusive,
    board coordinates; the whole board for :func:`analyze`): ``safe``, ``mines``,
    reasons and probabilities are in board coordinates but only for cells in it.
    Its certainties are sound; its probabilities are estimates (``approximate``).
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
    #: The covered rectangle (top, left, bottom, right); None: the whole board.
    _window: tuple[int, int, int, int] | None = None
    #: The probability given to cells outside the window (the board's density).
    _outside: float = 0.0

    @property
    def window(self) -> tuple[int, int, int, int]:
        """The analysed rectangle ``(top, left, bottom, right)``, bottom and
        right exclusive, in board coordinates (the whole board unless made by
        :func:`analyze_window`)."""
        return self._window or (0, 0, self.rows, self.cols)

    def covers(self, row: int, col: int) -> bool:
        """Whether the cell lies in :attr:`window`."""
        top, left, bottom, right = self.window
        return top <= row < bottom and left <= col < right

    def _index(self, row: int, col: int) -> int:
        """The cell's index in the stored data; -1 outside the window.

        Raises:
            ValueError: the cell is off the board.
        """
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(f"cell ({row}, {col}) is outside the {self.rows}x{self.cols} board")
        if self._window is None:
            return row * self.cols + col
        top, left, bottom, right = self._window
        if not (top <= row < bottom and left <= col < right):
            return -1
        return (row - top) * (right - left) + col - left

    def probability(self, row: int, col: int) -> float:
        """The mine probability of an unrevealed cell (hidden, flagged or
        question-marked), 0.0 to 1.0: exact, using the total mine count, unless
        ``approximate``; exactly 0.0 / 1.0 for certain cells. Outside the
        :attr:`window` of a window analysis: the board's mine density among
        unrevealed cells (whether the cell is revealed is not known there).

        Raises:
            ValueError: the cell is revealed or off the board.
        """
        i = self._index(row, col)
        if i < 0:
            return self._outside
        p = self._probabilities[i]
        if p is None:
            raise ValueError(f"cell ({row}, {col}) is revealed")
        return p

    def probabilities(self) -> list[list[float | None]]:
        """Every cell's mine probability by row, None for revealed cells (the
        cells of :attr:`window` only, by row of the window)."""
        top, left, bottom, right = self.window
        c = right - left
        return [list(self._probabilities[r * c:(r + 1) * c]) for r in range(bottom - top)]

    def reason(self, row: int, col: int) -> Reason | None:
        """Why a cell in ``safe`` or ``mines`` is certain; None for other cells.

        Raises:
            ValueError: the cell is off the board.
        """
        i = self._index(row, col)
        return self._reasons.get(i) if i >= 0 else None

    def is_frontier(self, row: int, col: int) -> bool:
        """Whether the unrevealed cell touches a revealed number (and is not
        already certain before counting); False outside the window."""
        i = self._index(row, col)
        return i >= 0 and i in self._frontier


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
    return _analyze(knowledge, node_limit)


def _analyze(knowledge: Knowledge, node_limit: int, top: int = 0, left: int = 0,
             board: tuple[int, int] | None = None, loose: bytes | None = None,
             outside: int = 0) -> Analysis:
    """:func:`analyze` of ``knowledge``, which may be a region of a larger
    ``board`` (rows, cols) whose top-left cell is ``(top, left)``: cells are
    reported in board coordinates. Numbers with a nonzero ``loose[i]`` are no
    constraint (part of their neighbourhood lies outside the region);
    ``outside`` unrevealed board cells lie outside the region, counted as
    cells no number touches. ``knowledge.mines`` is the board's mine count."""
    rows, cols = knowledge.rows, knowledge.cols
    logic = _Logic(knowledge, _board_cells(rows, cols, top, left), loose, eager=board is not None)
    logic.run()
    counted = _count(logic, knowledge.mines, node_limit,
                     None if board is None else outside)
    logic.settle_counted(counted)
    probabilities = logic.probabilities(counted)
    status, rc = logic.status, logic.rc
    n = rows * cols
    safe = frozenset(rc[i] for i in range(n) if status[i] == _SAFE)
    mines = frozenset(rc[i] for i in range(n) if status[i] == _MINE)
    frontier = frozenset(counted.frontier)
    if board is None:
        return Analysis(rows, cols, safe, mines, counted.sol.approximate,
                        knowledge.mines - len(mines), probabilities, logic.reasons, frontier)
    return Analysis(board[0], board[1], safe, mines, True, knowledge.mines - len(mines),
                    probabilities, logic.reasons, frontier,
                    (top, left, top + rows, left + cols), counted.sol.off_probability)


@lru_cache(maxsize=64)
def _board_cells(rows: int, cols: int, top: int, left: int) -> tuple[Cell, ...]:
    """Per flat index of a ``rows`` x ``cols`` region whose top-left cell is
    ``(top, left)``, its board cell."""
    return tuple((r + top, c + left) for r in range(rows) for c in range(cols))


@dataclass(frozen=True)
class _Constraints:
    """One constraint per revealed number touching an unrevealed cell:
    ``cell[j]`` the number's cell, ``cells[j]`` its unrevealed neighbours,
    ``value[j]`` the number; ``of_cell[c]`` the constraints on cell ``c``."""

    cell: list[int]
    cells: list[list[int]]
    value: list[int]
    of_cell: dict[int, list[int]]


def _constraints(knowledge: Knowledge, rc: tuple[Cell, ...],
                 loose: bytes | None) -> _Constraints:
    """The constraints of ``knowledge`` (numbers with ``loose[i]`` left out);
    ``rc`` gives each flat index's board cell (for messages).

    Raises:
        Inconsistent: a number has fewer unrevealed neighbours than its value.
    """
    codes = knowledge.cells
    nb = neighbour_table(knowledge.rows, knowledge.cols)
    out = _Constraints([], [], [], {})
    of_cell = out.of_cell
    for i, v in enumerate(codes):
        if v >= HIDDEN or (loose is not None and loose[i]):
            continue
        hidden = [j for j in nb[i] if codes[j] >= HIDDEN]
        if v > len(hidden):
            raise Inconsistent(f"the {v} at {rc[i]} cannot be met")
        if not hidden:
            continue
        j = len(out.cell)
        out.cell.append(i)
        out.cells.append(hidden)
        out.value.append(v)
        for c in hidden:
            got = of_cell.get(c)
            if got is None:
                of_cell[c] = [j]
            else:
                got.append(j)
    return out


def _pair_moves(a: set[int], na: int, b: set[int], nb_: int) -> list[tuple[set[int], bool]]:
    """The two-number rule for numbers A and B with undetermined cell sets
    ``a``, ``b`` (sharing a cell) and needs ``na``, ``nb_``: the cells it
    settles, as ``(cells, are mines)``.

    The mines in the overlap lie between max(0, na - |a\\b|, nb - |b\\a|) and
    min(na, nb, |a&b|); if A's own part can hold none, it is safe, and if it
    must be full, it is all mines (likewise for B). With a inside b this is the
    subset rule.
    """
    only_a = a - b
    only_b = b - a
    lo = max(0, na - len(only_a), nb_ - len(only_b))
    hi = min(na, nb_, len(a) - len(only_a))
    moves: list[tuple[set[int], bool]] = []
    for only, need in ((only_a, na), (only_b, nb_)):
        if only:
            if need - lo == 0:
                moves.append((only, False))
            elif need - hi == len(only):
                moves.append((only, True))
    return moves


#: What the exact count left: ``(undetermined cells, mines still needed)``.
_Rest = tuple[list[int], int]


@dataclass(frozen=True)
class _Counted:
    """The exact count of what the simple rules left: ``sol`` over the
    constraints ``rest_ids``; ``frontier`` their cells; ``off_cells`` the
    undetermined cells off it; ``found_mines`` the mines found before."""

    sol: exact.FrontierSolution
    rest_ids: list[int]
    frontier: set[int]
    off_cells: list[int]
    found_mines: list[int]


class _Logic:
    """The single- and two-number rules over one position: ``status`` per
    cell (_UNKNOWN, _SAFE, _MINE) and the ``reasons`` of settled cells.
    Per constraint it keeps how many of its cells are undetermined
    (``unknown``) and found mines (``found``), and its undetermined cells as a
    set once the two-number rule has read them (``sets``, dropped when one of
    its cells settles)."""

    def __init__(self, knowledge: Knowledge, rc: tuple[Cell, ...], loose: bytes | None,
                 eager: bool) -> None:
        self.knowledge = knowledge
        self.rc = rc
        self.nb = neighbour_table(knowledge.rows, knowledge.cols)
        self.cons = _constraints(knowledge, rc, loose)
        self.status = bytearray(len(knowledge.cells))
        self.reasons: dict[int, Reason] = {}
        #: A window keeps sweeping after a find (restarting is quadratic there).
        self.eager = eager
        count = len(self.cons.cell)
        self.queue: list[int] = list(range(count - 1, -1, -1))
        self.queued = [True] * count
        self.unknown = [len(cells) for cells in self.cons.cells]
        self.found = [0] * count
        self.sets: dict[int, tuple[set[int], int, list[int]]] = {}

    def state(self, j: int) -> tuple[list[int], int, list[int]]:
        """A constraint's undetermined cells, mines still needed, mines found.

        Raises:
            Inconsistent: the number can no longer be met.
        """
        status = self.status
        open_cells = []
        found = []
        for c in self.cons.cells[j]:
            s = status[c]
            if s == _UNKNOWN:
                open_cells.append(c)
            elif s == _MINE:
                found.append(c)
        value = self.cons.value[j]
        need = value - len(found)
        if need < 0 or need > len(open_cells):
            raise Inconsistent(f"the {value} at {self.rc[self.cons.cell[j]]} cannot be met")
        return open_cells, need, found

    def settle(self, cells: Sequence[int], mine: bool, reason: Reason) -> None:
        """Settle the undetermined ``cells`` and queue their constraints."""
        status, queued, queue, of_cell = self.status, self.queued, self.queue, self.cons.of_cell
        unknown, found, sets = self.unknown, self.found, self.sets
        for c in cells:
            if status[c] != _UNKNOWN:
                continue
            status[c] = _MINE if mine else _SAFE
            self.reasons[c] = reason
            for j in of_cell[c]:
                unknown[j] -= 1
                if mine:
                    found[j] += 1
                if j in sets:
                    del sets[j]
                if not queued[j]:
                    queued[j] = True
                    queue.append(j)

    def run(self) -> None:
        """The single-number rule until it stalls, then a pass of the
        two-number rule, until neither settles anything."""
        while True:
            self.single_pass()
            if not self.pair_pass():
                break

    def single_pass(self) -> None:
        """The single-number rule over the queued constraints."""
        queue, queued, rc, cons = self.queue, self.queued, self.rc, self.cons
        unknown, found, value = self.unknown, self.found, cons.value
        while queue:
            j = queue.pop()
            queued[j] = False
            u = unknown[j]
            need = value[j] - found[j]
            if need < 0 or need > u:
                self.state(j)  # raises
            if u and (need == 0 or need == u):
                open_cells, _, mines = self.state(j)
                reason = Reason(ReasonKind.SINGLE, (rc[cons.cell[j]],),
                                tuple(rc[c] for c in sorted(mines)))
                self.settle(open_cells, need != 0, reason)

    def _set(self, j: int) -> tuple[set[int], int, list[int]]:
        """A constraint's undetermined cells as a set, mines still needed,
        mines found (kept until one of its cells settles)."""
        got = self.sets.get(j)
        if got is None:
            o, need, found = self.state(j)
            got = (set(o), need, found)
            self.sets[j] = got
        return got

    def pair_pass(self) -> bool:
        """Apply the two-number rule (:func:`_pair_moves`) to every pair of
        constraints sharing an undetermined cell; True when something was
        settled (a whole board stops at the first find)."""
        settled = False
        of_cell, unknown, get = self.cons.of_cell, self.unknown, self._set
        for j in range(len(self.cons.cell)):
            if not unknown[j]:
                continue
            a, na, fa = get(j)
            for k in sorted({k for c in a for k in of_cell[c] if k > j}):
                if not unknown[k]:
                    continue
                b, nb_, fb = get(k)
                if a.isdisjoint(b):
                    continue
                moves = _pair_moves(a, na, b, nb_)
                if not moves:
                    continue
                self._settle_pair(j, k, fa + fb, moves)
                if not self.eager:
                    return True
                # Go on with the sweep with the constraint read afresh.
                settled = True
                if not unknown[j]:
                    break
                a, na, fa = get(j)
        return settled

    def _settle_pair(self, j: int, k: int, found: list[int],
                     moves: list[tuple[set[int], bool]]) -> None:
        rc, cell = self.rc, self.cons.cell
        numbers = tuple(sorted((rc[cell[j]], rc[cell[k]])))
        mines = tuple(sorted({rc[c] for c in found}))
        reason = Reason(ReasonKind.PAIR, numbers, mines)
        for cells, mine in moves:
            self.settle(sorted(cells), mine, reason)

    def rest(self) -> tuple[list[_Rest], list[int]]:
        """The constraints still bordering undetermined cells, as
        ``(cells, need)``, and their indices."""
        rest: list[_Rest] = []
        rest_ids: list[int] = []
        unknown = self.unknown
        for j in range(len(self.cons.cell)):
            if unknown[j]:
                open_cells, need, _ = self.state(j)
                rest.append((open_cells, need))
                rest_ids.append(j)
        return rest, rest_ids

    def settle_counted(self, counted: _Counted) -> None:
        """Record what the exact count settled, with its reasons: the total
        mine count's (``COUNT``) or the group's (``ENUMERATION``)."""
        sol, status, reasons, rc = counted.sol, self.status, self.reasons, self.rc
        all_numbers = sorted({self.cons.cell[j] for j in counted.rest_ids})
        count_reason = Reason(ReasonKind.COUNT, tuple(rc[i] for i in all_numbers),
                              tuple(rc[i] for i in counted.found_mines))
        group_reasons: dict[int, Reason] = {}
        for c in sorted(sol.safe | sol.mines):
            if c in sol.by_count:
                reasons[c] = count_reason
                continue
            gi = sol.group_of[c]
            if gi not in group_reasons:
                group_reasons[gi] = self._group_reason(sol.groups[gi], counted.rest_ids)
            reasons[c] = group_reasons[gi]
        for c in sol.safe | sol.mines:
            status[c] = _MINE if c in sol.mines else _SAFE
        if sol.off_certain is not None:
            for c in counted.off_cells:
                status[c] = _MINE if sol.off_certain else _SAFE
                reasons[c] = count_reason

    def _group_reason(self, group: exact.GroupCount, rest_ids: list[int]) -> Reason:
        """The ``ENUMERATION`` reason of a group: its numbers and the mines
        found next to them."""
        rc, nb, status = self.rc, self.nb, self.status
        numbers = sorted(self.cons.cell[rest_ids[j]] for j in group.constraints)
        near = sorted({m for i in numbers for m in nb[i] if status[m] == _MINE})
        return Reason(ReasonKind.ENUMERATION, tuple(rc[i] for i in numbers),
                      tuple(rc[c] for c in near))

    def probabilities(self, counted: _Counted) -> tuple[float | None, ...]:
        """Every cell's mine probability by flat index (None if revealed)."""
        codes, status = self.knowledge.cells, self.status
        sol, frontier = counted.sol, counted.frontier
        out: list[float | None] = [None] * len(codes)
        for i in range(len(codes)):
            if codes[i] < HIDDEN:
                continue
            s = status[i]
            if s == _SAFE:
                out[i] = 0.0
            elif s == _MINE:
                out[i] = 1.0
            elif i in frontier:
                out[i] = sol.probability[i]
            else:
                out[i] = sol.off_probability
        return tuple(out)


def _count(logic: _Logic, mines: int, node_limit: int, outside: int | None) -> _Counted:
    """The exact count (:mod:`.exact`) of what the simple rules left, with the
    board's ``mines``; ``outside`` is None for a whole board, else the
    unrevealed cells outside a window (whose groups are then weighed
    independently: the count's coupling is negligible there)."""
    rest, rest_ids = logic.rest()
    frontier = {c for cc, _ in rest for c in cc}
    codes, status = logic.knowledge.cells, logic.status
    n = len(codes)
    unknown = [i for i in range(n) if codes[i] >= HIDDEN and status[i] == _UNKNOWN]
    off_cells = [i for i in unknown if i not in frontier]
    found_mines = [i for i in range(n) if status[i] == _MINE]
    mines_left = mines - len(found_mines)
    if outside is None:
        sol = exact.solve(rest, len(off_cells), mines_left, node_limit)
    else:
        sol = exact.solve_independent(rest, len(off_cells), (mines_left, len(unknown) + outside),
                                      node_limit)
    return _Counted(sol, rest_ids, frontier, off_cells, found_mines)
