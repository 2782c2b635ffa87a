"""Exact endgame: when few layouts remain, search the game tree to its end and
play the move with the highest chance of winning.

Every layout of the remaining mines that agrees with what is shown is listed
(they are equally likely). A *state* is the set of layouts still possible,
held as a bit mask over the list. In a state:

- one layout left: the game is won (every safe cell is known);
- a cell safe in every layout whose number differs between layouts is
  revealed for free (information never hurts), splitting the state by the
  number it shows;
- otherwise a cell must be guessed: revealing ``c`` loses on the layouts with
  a mine there and splits the others by the number shown. The state's value
  (layouts won with best play) is the best over ``c`` of the sum of its parts'
  values; a cell cannot win more layouts than it is safe on, which prunes.

Values are memoised per state. The idea of a brute-force endgame is the one
JSMinesweeper's README describes (it searches when 750 or fewer solutions
remain); this search is written from that description.

:func:`shallow_move` is the same search cut after ``depth`` guesses (a
state reached then counts as won): the move with the highest chance of
surviving the next ``depth`` guesses, the free reveals between them played
out exactly. It reaches positions with more layouts than the whole game
tree would allow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .position import Position

#: Search only when this many layouts or fewer remain (JSMinesweeper's
#: brute-force threshold; 300 before, see policy.SHALLOW for the measure).
MAX_LAYOUTS = 1000
#: States evaluated before the search gives up (the guess policy then decides).
MAX_STATES = 40_000


class _Abandoned(Exception):
    pass


@dataclass(frozen=True)
class EndgameMove:
    """The best first move of the searched endgame: ``cell`` (flat index),
    ``win`` the chance of winning the game with best play from here on
    (0.0-1.0), ``layouts`` how many layouts were searched."""

    cell: int
    win: float
    layouts: int


def group_layouts(cells: tuple[int, ...], constraints: tuple[tuple[tuple[int, ...], int], ...]
                   ) -> list[tuple[int, ...]]:
    """Every mine set (as a tuple of cells) over ``cells`` meeting ``constraints``."""
    n = len(cells)
    pos = {c: p for p, c in enumerate(cells)}
    need = [k for _, k in constraints]
    left = [len(cc) for cc, _ in constraints]
    touch: list[list[int]] = [[] for _ in range(n)]
    for j, (cc, _) in enumerate(constraints):
        for c in cc:
            touch[pos[c]].append(j)
    out: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def rec(p: int) -> None:
        if p == n:
            out.append(tuple(chosen))
            return
        t = touch[p]
        for j in t:
            left[j] -= 1
        # no mine here: every constraint must still fit in its other cells
        if all(need[j] <= left[j] for j in t):
            rec(p + 1)
        if all(need[j] > 0 for j in t):
            for j in t:
                need[j] -= 1
            chosen.append(cells[p])
            rec(p + 1)
            chosen.pop()
            for j in t:
                need[j] += 1
        for j in t:
            left[j] += 1

    rec(0)
    return out


def layouts(position: Position) -> list[frozenset[int]]:
    """Every layout of the unknown cells' mines (as sets of flat indices),
    in a deterministic order."""
    per_group = [group_layouts(g.cells, g.constraints) for g in position.groups]
    off = sorted(position.off)
    result: list[frozenset[int]] = []
    for combo in product(*per_group):
        mines = [c for part in combo for c in part]
        rest = position.mines_left - len(mines)
        if not 0 <= rest <= len(off):
            continue
        for extra in combinations(off, rest):
            result.append(frozenset(mines).union(extra))
    return result


def best_move(position: Position, candidates: list[int] | None = None) -> EndgameMove | None:
    """The move with the highest chance of winning, or None when more than
    :data:`MAX_LAYOUTS` layouts remain or the search took more than
    :data:`MAX_STATES` states. ``candidates`` (flat indices, in order of
    preference on equal chances) default to the unknown cells by safety."""
    if position.total > MAX_LAYOUTS:
        return None
    return search(layouts(position), sorted(position.unknown), position.nb, candidates)


def shallow_move(position: Position, candidates: list[int], depth: int, max_layouts: int,
                 max_states: int) -> EndgameMove | None:
    """The move with the highest chance of surviving the next ``depth``
    guesses (>= 1) with best play, free reveals between them played out
    exactly over every layout (its ``win`` is that chance, 0.0-1.0); None
    when more than ``max_layouts`` layouts remain or the search took more
    than ``max_states`` states. ``candidates`` (flat indices) in order of
    preference on equal chances."""
    if position.total > max_layouts:
        return None
    return search(layouts(position), sorted(position.unknown), position.nb, candidates,
                  depth=depth, max_states=max_states)


def search(listed: Sequence[frozenset[int]], cells: list[int],
           nb: tuple[tuple[int, ...], ...],
           candidates: list[int] | None = None, depth: int | None = None,
           max_states: int | None = None) -> EndgameMove | None:
    """The best first move over the equally likely layouts ``listed`` (mine
    sets) of the unknown ``cells``: every cell next to one of them is one of
    them, revealed, or a known mine (so a revealed cell's number is set by the
    layout). ``candidates`` as for :func:`best_move`. ``depth``: guesses
    looked at, this one included (None: to the end of the game); a state
    reached after them counts as won. None when the search took more than
    ``max_states`` (default :data:`MAX_STATES`) states or no cell can be
    played."""
    tree = _Tree(listed, cells, nb, MAX_STATES if max_states is None else max_states)
    below = None if depth is None else depth - 1
    count = len(listed)
    full = (1 << count) - 1
    order = candidates if candidates is not None else sorted(
        cells, key=lambda c: (tree.mine_mask[c].bit_count(), c))
    best_cell, best_value = -1, -1
    try:
        for c in order:
            mines = tree.mine_mask[c]
            if mines == full:
                continue
            safe = full & ~mines
            if safe.bit_count() < best_value:
                continue
            total = sum(tree.value(p, None, below) for s in tree.splits[c] if (p := safe & s))
            if total > best_value:
                best_cell, best_value = c, total
    except _Abandoned:
        return None
    if best_cell < 0:
        return None
    return EndgameMove(best_cell, best_value / count, count)


class _Tree:
    """The game tree over a list of layouts: per cell, the layouts with a mine
    there (``mine_mask``) and the others split by the number it shows
    (``splits``), as bit masks over the list; :meth:`value` of a state."""

    def __init__(self, listed: Sequence[frozenset[int]], cells: list[int],
                 nb: tuple[tuple[int, ...], ...], budget: int = MAX_STATES) -> None:
        self.cells = cells
        self.mine_mask: dict[int, int] = dict.fromkeys(cells, 0)
        self.splits: dict[int, list[int]] = {}
        for k, layout in enumerate(listed):
            bit = 1 << k
            for c in layout:
                if c in self.mine_mask:
                    self.mine_mask[c] |= bit
        full = (1 << len(listed)) - 1
        for c in cells:
            # The number each layout shows at c, as bit planes over the list
            # (a ripple-carry add of the neighbours' mine masks).
            planes = [0, 0, 0, 0]
            for j in nb[c]:
                carry = self.mine_mask.get(j, 0)
                for p in range(4):
                    if not carry:
                        break
                    planes[p], carry = planes[p] ^ carry, planes[p] & carry
            parts = []
            for v in range(9):
                m = full & ~self.mine_mask[c]
                for p in range(4):
                    m &= planes[p] if v >> p & 1 else ~planes[p]
                if m:
                    parts.append(m)
            # In the order of each number's first layout, as listed.
            parts.sort(key=lambda m: m & -m)
            self.splits[c] = parts
        self.memo: dict[int, int] = {}
        self.memos: dict[int, dict[int, int]] = {}
        self.budget = budget

    def value(self, state: int, cells: list[int] | None = None,
              depth: int | None = None) -> int:
        """How many layouts of ``state`` (a bit mask) best play wins.
        ``cells``: the cells that may still matter (default all): a cell
        that is a mine in every layout of a state, or safe with the same
        number in every one, stays so in every part of it, so each state
        hands its parts only the cells it found open. ``depth``: guesses
        still looked at (None: all); with none left every layout counts.

        Raises:
            _Abandoned: more than the budget's states were evaluated.
        """
        if state & (state - 1) == 0:
            return 1 if state else 0
        if depth == 0:
            return state.bit_count()
        memo = self.memo if depth is None else self.memos.setdefault(depth, {})
        got = memo.get(state)
        if got is not None:
            return got
        self.budget -= 1
        if self.budget < 0:
            raise _Abandoned
        options: list[tuple[int, int]] = []
        live: list[int] = []
        for c in self.cells if cells is None else cells:
            mines = state & self.mine_mask[c]
            if mines == 0:
                parts = [p for s in self.splits[c] if (p := state & s)]
                if len(parts) > 1:  # a free, informative reveal
                    total = sum(self.value(p, cells, depth) for p in parts)
                    memo[state] = total
                    return total
            elif mines != state:
                options.append(((state & ~mines).bit_count(), c))
                live.append(c)
        options.sort(key=lambda o: -o[0])
        best = 0
        for bound, c in options:
            if bound <= best:
                break
            best = max(best, self._guess(state, c, bound, best, live,
                                         None if depth is None else depth - 1))
        memo[state] = best
        return best

    def _guess(self, state: int, c: int, bound: int, best: int, cells: list[int],
               depth: int | None = None) -> int:
        """Layouts of ``state`` won by guessing ``c`` (safe on ``bound`` of
        them) then playing best (over ``cells``, see :meth:`value`); stops
        early (returning a value <= ``best``) once it cannot beat ``best``."""
        safe = state & ~self.mine_mask[c]
        total = 0
        left = bound  # layouts not yet counted: a part wins at most its size
        for s in self.splits[c]:
            part = safe & s
            if part:
                size = part.bit_count()
                left -= size
                total += self.value(part, cells, depth) if size > 1 else 1
                if total + left <= best:
                    break
        return total
