"""Proofs a player can follow: why a hidden cell is certainly safe or a mine,
as a chain of steps players learn (pure Python, no Qt).

:func:`prove` derives the certain cells around a target the way a player
reasons, simplest arguments first, and keeps for each cell the step that
proved it; the proof of the target is its step and, before it, the steps of
every cell that step relies on (each mine it counts, each cell it leaves out),
in the order a player would find them.

The steps (:class:`Pattern`), from the simplest:

* ``EMPTY``: an opened empty cell: its hidden neighbours are safe.
* ``SATISFIED``: a number already touches as many proven mines as it shows:
  its other hidden neighbours are safe.
* ``FILLED``: a number needs as many more mines as it has hidden cells left
  (proven safe ones aside): they are all mines.
* Two numbers that share hidden cells (values reduced by the mines they
  already touch):

  - ``ONE_ONE`` (1-1): two side-by-side numbers each needing one mine, the
    first's hidden cells all shared with the second: the mine is in the
    shared cells, so the second's other cells are safe;
  - ``ONE_ONE_WALL`` (1-1+): the same where the first number stands against
    a wall (the board's edge), the form players learn it in;
  - ``ONE_TWO`` (1-2): a number needing one more mine than its neighbour,
    with exactly one hidden cell the neighbour does not share: that cell is a
    mine (and the neighbour's own cells are safe);
  - ``ONE_TWO_ONE`` (1-2-1): a 1-2 whose 2 has a 1 on its other side too,
    in a line: the mines are at the ends, the cells by the 2 safe;
  - ``SUBSET`` / ``PAIR``: the same reasoning with other values (one
    number's hidden cells inside the other's / overlapping).

* ``MINE_COUNT``: the total mine count decides (the end of a game).
* ``CASES``: only trying every way some numbers can be met decides.

The search covers the cells within :data:`RADIUS` of the target on a large
board (a proof a player would follow is local); what it cannot find there, or
what needs the mine count or cases, comes from the exact analysis.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .knowledge import Knowledge
from .solver import Analysis, ReasonKind

Cell = tuple[int, int]

#: Boards up to this many cells are searched whole; larger ones around the target.
WHOLE_BOARD_CELLS = 1200
#: How far (cells, in rows and columns) from the target a local search reaches.
RADIUS = 10


class Pattern(enum.Enum):
    """A step of a proof (see the module notes)."""

    EMPTY = "empty"
    SATISFIED = "satisfied"
    FILLED = "filled"
    ONE_ONE = "1-1"
    ONE_ONE_WALL = "1-1+"
    ONE_TWO = "1-2"
    ONE_TWO_ONE = "1-2-1"
    SUBSET = "subset"
    PAIR = "pair"
    MINE_COUNT = "mine count"
    CASES = "cases"


@dataclass(frozen=True)
class Step:
    """One step: ``pattern`` on the revealed ``numbers`` (their shown values
    in ``values``, what each still needs in ``needs``) proves ``cells`` to be
    mines (``mine``) or safe, relying on cells proven by earlier steps: the
    mines the numbers already touch (``mines_used``) and the hidden cells they
    leave out as safe (``safe_used``). ``mines_left`` is set for
    ``MINE_COUNT``: the mines not yet found; ``off_edge`` when the cells are
    away from every number (the count alone clears or fills them)."""

    pattern: Pattern
    numbers: tuple[Cell, ...]
    values: tuple[int, ...]
    needs: tuple[int, ...]
    cells: tuple[Cell, ...]
    mine: bool
    mines_used: tuple[Cell, ...] = ()
    safe_used: tuple[Cell, ...] = ()
    mines_left: int | None = None
    off_edge: bool = False

    @property
    def uses(self) -> tuple[Cell, ...]:
        return self.mines_used + self.safe_used


@dataclass(frozen=True)
class Proof:
    """Why ``cell`` is certainly a mine (``mine``) or safe: ``steps`` in the
    order a player finds them; the last one proves ``cell``."""

    cell: Cell
    mine: bool
    steps: tuple[Step, ...]

    @property
    def final(self) -> Step:
        return self.steps[-1]

    @property
    def cells(self) -> tuple[Cell, ...]:
        """Every number and proven cell the proof names (for outlining)."""
        seen: dict[Cell, None] = {}
        for step in self.steps:
            for cell in (*step.numbers, *step.cells):
                seen.setdefault(cell)
        seen.pop(self.cell, None)
        return tuple(seen)


# --- the search ---------------------------------------------------------------


class _Deriver:
    """Certain cells of a region, each with the step that proved it."""

    def __init__(self, knowledge: Knowledge, box: tuple[int, int, int, int]) -> None:
        self.k = knowledge
        self.rows, self.cols = knowledge.rows, knowledge.cols
        top, left, bottom, right = box
        cols = self.cols
        codes = knowledge.cells
        self.numbers: list[Cell] = []
        self.hidden: dict[Cell, list[Cell]] = {}
        for r in range(top, bottom):
            for c in range(left, right):
                if codes[r * cols + c] > 8 or not self._inside(r, c, box):
                    continue
                hidden = [x for x in knowledge.neighbours(r, c) if codes[x[0] * cols + x[1]] > 8]
                if hidden:
                    self.numbers.append((r, c))
                    self.hidden[(r, c)] = hidden
        self.known: dict[Cell, bool] = {}  # cell -> is a mine
        self.by: dict[Cell, Step] = {}

    def _inside(self, r: int, c: int, box: tuple[int, int, int, int]) -> bool:
        """Whether every neighbour of the number lies in the region (or off the board)."""
        top, left, bottom, right = box
        return ((r == 0 or r - 1 >= top) and (r == self.rows - 1 or r + 1 < bottom)
                and (c == 0 or c - 1 >= left) and (c == self.cols - 1 or c + 1 < right))

    def value(self, n: Cell) -> int:
        v = self.k.number(*n)
        assert v is not None
        return v

    def state(self, n: Cell) -> tuple[list[Cell], int, list[Cell], list[Cell]]:
        """A number's undecided cells, mines still needed, known mines, known safe cells."""
        open_, mines, safe = [], [], []
        for x in self.hidden[n]:
            k = self.known.get(x)
            if k is None:
                open_.append(x)
            elif k:
                mines.append(x)
            else:
                safe.append(x)
        return open_, self.value(n) - len(mines), mines, safe

    def learn(self, steps: list[Step]) -> bool:
        """Take the steps' cells as known (the first step for each); True when new."""
        new = False
        for step in steps:
            for cell in step.cells:
                if cell not in self.known:
                    self.known[cell] = step.mine
                    self.by[cell] = step
                    new = True
        return new

    def singles(self) -> list[Step]:
        found = []
        for n in self.numbers:
            open_, need, mines, safe = self.state(n)
            if not open_:
                continue
            v = self.value(n)
            if need == 0:
                pattern = Pattern.EMPTY if v == 0 else Pattern.SATISFIED
                found.append(Step(pattern, (n,), (v,), (0,), tuple(open_), False, tuple(mines)))
            elif need == len(open_):
                found.append(Step(Pattern.FILLED, (n,), (v,), (need,), tuple(open_), True,
                                  tuple(mines), tuple(safe)))
        return found

    def pairs(self) -> list[Step]:
        found: list[Step] = []
        states = {n: self.state(n) for n in self.numbers}
        for a in self.numbers:
            if not states[a][0]:
                continue
            for dr in range(-2, 3):
                for dc in range(-2, 3):
                    b = (a[0] + dr, a[1] + dc)
                    if b > a and b in states and states[b][0]:
                        found.extend(self._pair(a, b, states))
        return found

    def _pair(self, a: Cell, b: Cell,
              states: dict[Cell, tuple[list[Cell], int, list[Cell], list[Cell]]]) -> list[Step]:
        """What two numbers sharing undecided cells prove together (the two-number
        rule: the mines in the shared cells lie between bounds both allow)."""
        sa_, na, ma, ka = states[a]
        sb_, nb, mb, kb = states[b]
        sa, sb = set(sa_), set(sb_)
        inter = sa & sb
        if not inter:
            return []
        lo = max(0, na - len(sa - sb), nb - len(sb - sa))
        hi = min(na, nb, len(inter))
        mines_used = tuple(dict.fromkeys(ma + mb))
        safe_used = tuple(dict.fromkeys(ka + kb))
        steps = []
        for x, nx, sx, y, ny, sy in ((a, na, sa, b, nb, sb), (b, nb, sb, a, na, sa)):
            only_x = sx - sy
            if not only_x:
                continue
            if nx - lo == 0:
                mine = False
            elif nx - hi == len(only_x):
                mine = True
            else:
                continue
            pattern = self._name(y, ny, sy, x, nx, sx, mine)
            numbers: tuple[Cell, ...] = (y, x)
            values: tuple[int, ...] = (self.value(y), self.value(x))
            needs: tuple[int, ...] = (ny, nx)
            if pattern is Pattern.ONE_TWO_ONE:
                one, two = (y, x) if ny == 1 else (x, y)
                third = self._other_one(one, two)
                assert third is not None
                numbers = (one, two, third)
                values = (self.value(one), self.value(two), self.value(third))
                needs = (1, 2, 1)
            steps.append(Step(pattern, numbers, values, needs, tuple(sorted(only_x)), mine,
                              mines_used, safe_used))
        return steps

    def _name(self, y: Cell, ny: int, sy: set[Cell], x: Cell, nx: int, sx: set[Cell],
              mine: bool) -> Pattern:
        """The name of a two-number step proving ``x``'s own cells from ``y``."""
        side_by_side = abs(y[0] - x[0]) + abs(y[1] - x[1]) == 1
        if side_by_side and {ny, nx} == {1, 2}:
            one, two = (y, x) if ny == 1 else (x, y)
            return Pattern.ONE_TWO_ONE if self._other_one(one, two) else Pattern.ONE_TWO
        if not mine and sy <= sx and ny == nx:
            if ny == 1 and side_by_side:
                return Pattern.ONE_ONE_WALL if self._at_wall(y, x) else Pattern.ONE_ONE
            return Pattern.SUBSET
        return Pattern.SUBSET if sy <= sx or sx <= sy else Pattern.PAIR

    def _at_wall(self, y: Cell, x: Cell) -> bool:
        """Whether the first number of a 1-1 stands against the board's edge,
        at the end of the pair's line."""
        if y[0] == x[0]:  # side by side in a row: the wall is to the left or right
            return y[1] in (0, self.cols - 1) and (y[1] - x[1]) * (1 if y[1] else -1) > 0
        return y[0] in (0, self.rows - 1) and (y[0] - x[0]) * (1 if y[0] else -1) > 0

    def _other_one(self, one: Cell, two: Cell) -> Cell | None:
        """The number on the 2's other side, in line, needing one mine too."""
        third = (2 * two[0] - one[0], 2 * two[1] - one[1])
        if third not in self.hidden:
            return None
        open_, need, _, _ = self.state(third)
        return third if need == 1 and open_ else None

    def run(self, targets: set[Cell]) -> None:
        """Derive, round by round (what a round finds is used from the next),
        until every target is known or nothing more follows."""
        while not targets <= self.known.keys():
            if not self.learn(self.singles()) and not self.learn(self.pairs()):
                return


def _box(knowledge: Knowledge, cell: Cell, radius: int | None) -> tuple[int, int, int, int]:
    if radius is None:
        return 0, 0, knowledge.rows, knowledge.cols
    r, c = cell
    return (max(0, r - radius), max(0, c - radius),
            min(knowledge.rows, r + radius + 1), min(knowledge.cols, c + radius + 1))


def _chain(deriver: _Deriver, cells: list[Cell]) -> list[Step]:
    """The steps proving ``cells``, each after the steps of what it relies on."""
    order: list[Step] = []
    placed: set[int] = set()
    stack: list[tuple[Cell, bool]] = [(c, False) for c in reversed(cells) if c in deriver.by]
    while stack:  # depth-first, iterative: chains can be long
        cell, expanded = stack.pop()
        step = deriver.by[cell]
        if id(step) in placed:
            continue
        if expanded:
            placed.add(id(step))
            order.append(step)
            continue
        stack.append((cell, True))
        stack.extend((used, False) for used in reversed(step.uses)
                     if used in deriver.by and id(deriver.by[used]) not in placed)
    return order


def prove(knowledge: Knowledge, cell: Cell, analysis: Analysis | None = None) -> Proof | None:
    """The proof that ``cell`` is certainly a mine or safe, from what
    ``knowledge`` shows (flags are not trusted) and the total mine count;
    None when the cell is not certain. ``analysis`` (of the same knowledge)
    is used when the steps above do not reach the cell; without it such a
    cell has no proof."""
    radii: list[int | None] = [None] if len(knowledge.cells) <= WHOLE_BOARD_CELLS \
        else [RADIUS, 2 * RADIUS]
    deriver = None
    for radius in radii:
        deriver = _Deriver(knowledge, _box(knowledge, cell, radius))
        deriver.run({cell})
        if cell in deriver.known:
            return Proof(cell, deriver.known[cell], tuple(_chain(deriver, [cell])))
    if analysis is None or deriver is None:
        return None
    reason = analysis.reason(*cell)
    if reason is None:
        return None
    mine = cell in analysis.mines
    values = tuple(knowledge.number(*n) or 0 for n in reason.numbers)
    left = knowledge.mines - len(analysis.mines) if reason.kind is ReasonKind.COUNT else None
    pattern = Pattern.MINE_COUNT if reason.kind is ReasonKind.COUNT else Pattern.CASES
    step = Step(pattern, reason.numbers, values, (), (cell,), mine, reason.known_mines,
                mines_left=left, off_edge=not analysis.is_frontier(*cell))
    # The mines it counts, proven by simpler steps where they can be (a text
    # shows the last steps only).
    deriver.run(set(reason.known_mines))
    chain = _chain(deriver, list(reason.known_mines))
    return Proof(cell, mine, (*chain, step))
