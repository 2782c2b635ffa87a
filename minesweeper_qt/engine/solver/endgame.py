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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .position import Position

#: Search only when this many layouts or fewer remain.
MAX_LAYOUTS = 300
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


def search(listed: Sequence[frozenset[int]], cells: list[int],
           nb: tuple[tuple[int, ...], ...],
           candidates: list[int] | None = None) -> EndgameMove | None:
    """The best first move over the equally likely layouts ``listed`` (mine
    sets) of the unknown ``cells``: every cell next to one of them is one of
    them, revealed, or a known mine (so a revealed cell's number is set by the
    layout). ``candidates`` as for :func:`best_move`. None when the search took
    more than :data:`MAX_STATES` states or no cell can be played."""
    tree = _Tree(listed, cells, nb)
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
            total = sum(tree.value(p) for s in tree.splits[c] if (p := safe & s))
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
                 nb: tuple[tuple[int, ...], ...]) -> None:
        self.cells = cells
        self.mine_mask: dict[int, int] = {}
        self.splits: dict[int, list[int]] = {}
        unknown = set(cells)
        for c in cells:
            m = 0
            by_value: dict[int, int] = {}
            around = [j for j in nb[c] if j in unknown]
            for k, layout in enumerate(listed):
                bit = 1 << k
                if c in layout:
                    m |= bit
                else:
                    v = sum(1 for j in around if j in layout)
                    by_value[v] = by_value.get(v, 0) | bit
            self.mine_mask[c] = m
            self.splits[c] = list(by_value.values())
        self.memo: dict[int, int] = {}
        self.budget = MAX_STATES

    def value(self, state: int, cells: list[int] | None = None) -> int:
        """How many layouts of ``state`` (a bit mask) best play wins.
        ``cells``: the cells that may still matter (default all): a cell
        that is a mine in every layout of a state, or safe with the same
        number in every one, stays so in every part of it, so each state
        hands its parts only the cells it found open.

        Raises:
            _Abandoned: more than :data:`MAX_STATES` states were evaluated.
        """
        if state & (state - 1) == 0:
            return 1 if state else 0
        got = self.memo.get(state)
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
                    total = sum(self.value(p, cells) for p in parts)
                    self.memo[state] = total
                    return total
            elif mines != state:
                options.append(((state & ~mines).bit_count(), c))
                live.append(c)
        options.sort(key=lambda o: -o[0])
        best = 0
        for bound, c in options:
            if bound <= best:
                break
            best = max(best, self._guess(state, c, bound, best, live))
        self.memo[state] = best
        return best

    def _guess(self, state: int, c: int, bound: int, best: int, cells: list[int]) -> int:
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
                total += self.value(part, cells) if size > 1 else 1
                if total + left <= best:
                    break
        return total
