"""Exact mine probabilities over a frontier, weighted with the total mine count.

The method (the usual one of strong Minesweeper solvers, e.g. as described in the
JSMinesweeper README; written here from that description):

1. The *frontier* is every undetermined hidden cell next to a revealed number; a
   *constraint* is one number: its undetermined neighbours and how many mines they
   still hold. Constraints that share cells form *groups*; groups are independent
   except through the total mine count.
2. Each group is counted exactly: its cells are ordered by a breadth-first walk
   (from a far end, so that constraints close soon), and a depth-first assignment
   of mine / no mine is pruned whenever a constraint can no longer be met. The
   count of completions from cell ``p`` on depends only on what the constraints
   still open at ``p`` need, so it is cached on that key (dynamic programming
   over the frontier, cost grows with its width, not its length). Each cached
   entry holds, per number of mines ``k``, the configurations and per-cell mine
   tallies.
3. Groups are combined with the ``off`` cells no number touches: a total of
   ``s`` frontier mines leaves ``R - s`` mines for them, in ``C(off, R - s)``
   ways. All arithmetic is on exact integers (binomials as products of small
   integers scaled to a common factor); floats appear only in the final ratios.

A group whose count would take more than ``node_limit`` cached states is
estimated instead (see :func:`solve`), and the result says it is approximate.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import add

#: A constraint: (undetermined cells as flat indices, mines among them).
Constraint = tuple[Sequence[int], int]

DEFAULT_NODE_LIMIT = 40_000
#: Groups with more cells than this are estimated (the counting recursion is
#: one call deep per cell).
MAX_GROUP_CELLS = 600


class Inconsistent(ValueError):
    """No layout agrees with what is shown (a number, or the mine count, cannot
    be met)."""


class _TooLarge(Exception):
    pass


@dataclass
class GroupCount:
    """One group's exact count.

    ``cells`` (flat indices) in counting order; ``constraints`` the indices of the
    group's constraints in the caller's list; ``ways[k]`` the configurations with
    ``k`` mines; ``tallies[k][i]`` how many of them have a mine on ``cells[i]``.
    ``approximate`` groups have ``estimates`` instead of exact tallies.
    """

    cells: list[int]
    constraints: list[int]
    ways: dict[int, int]
    tallies: dict[int, list[int]]
    approximate: bool = False
    estimates: list[float] = field(default_factory=list)


@dataclass
class FrontierSolution:
    """Probabilities of the frontier cells and of the cells off it.

    ``probability`` maps each frontier cell (flat index) to its mine probability;
    ``off_probability`` is that of every cell off the frontier (0.0 when there is
    none). ``safe`` / ``mines``: cells certain under the total count (frontier and,
    when certain, off-frontier cells are listed by the caller); ``by_count`` the
    certain frontier cells that need the total count (the rest follow from their
    group's numbers alone). ``off_certain`` is None, 0 (all off cells safe) or 1
    (all mines).
    """

    groups: list[GroupCount]
    probability: dict[int, float]
    off_probability: float
    safe: set[int]
    mines: set[int]
    by_count: set[int]
    off_certain: int | None
    approximate: bool
    group_of: dict[int, int]


def split_groups(constraints: Sequence[Constraint]) -> list[tuple[list[int], list[int]]]:
    """Connected groups of constraints that share cells: ``(cells, constraint
    indices)`` per group, in a deterministic order (by smallest cell)."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for cells, _ in constraints:
        first = None
        for c in cells:
            if c not in parent:
                parent[c] = c
            if first is None:
                first = find(c)
            else:
                rc = find(c)
                if rc != first:
                    parent[rc] = first
    by_root: dict[int, tuple[list[int], list[int]]] = {}
    for c in sorted(parent):
        by_root.setdefault(find(c), ([], []))[0].append(c)
    for j, (cells, _) in enumerate(constraints):
        if cells:
            by_root[find(cells[0])][1].append(j)
    return sorted(by_root.values(), key=lambda g: g[0][0])


def _order(cells: list[int], cons: Sequence[Sequence[int]]) -> list[int]:
    """Cells in breadth-first order over "shares a constraint", started from a
    far end (a second walk from the last cell the first reached)."""
    adjacent: dict[int, set[int]] = {c: set() for c in cells}
    for cc in cons:
        for c in cc:
            adjacent[c].update(cc)

    def bfs(start: int) -> list[int]:
        seen = {start}
        out = [start]
        i = 0
        while i < len(out):
            for d in sorted(adjacent[out[i]]):
                if d not in seen:
                    seen.add(d)
                    out.append(d)
            i += 1
        return out

    return bfs(bfs(cells[0])[-1])


#: Keys of a count with tracked cells: ``k * TRACK + t`` (t <= 8 tracked mines).
TRACK = 16


def count_group(
    cells: list[int], cons: list[Constraint], node_limit: int = DEFAULT_NODE_LIMIT,
    tracked: Sequence[int] = (),
) -> tuple[list[int], dict[int, int], dict[int, list[int]]]:
    """Count one group exactly: ``(order, ways, tallies)`` with ``ways[k]`` the
    configurations with ``k`` mines and ``tallies[k][i]`` those with a mine on
    ``order[i]``.

    With ``tracked`` cells (at most 8, among ``cells``; they need not lie in
    a constraint, but ``cells`` must be connected through the constraints and
    them), the keys are ``k * TRACK + t`` instead: ``k`` mines of which ``t``
    on tracked cells (what revealing a cell next to them would show).

    Raises:
        Inconsistent: no configuration meets every constraint.
        _TooLarge: more than ``node_limit`` cached states were needed.
    """
    if len(cells) > MAX_GROUP_CELLS:
        raise _TooLarge
    order = _order(cells, [cc for cc, _ in cons] + ([tracked] if tracked else []))
    n = len(order)
    marked = set(tracked)
    step = [TRACK + 1 if c in marked else TRACK for c in order] if tracked else [1] * n
    pos = {c: p for p, c in enumerate(order)}
    res = [need for _, need in cons]
    touch: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    active: list[list[int]] = [[] for _ in range(n + 1)]
    for j, (cc, need) in enumerate(cons):
        if need < 0 or need > len(cc):
            raise Inconsistent("a number cannot be met")
        ps = sorted(pos[c] for c in cc)
        for i, p in enumerate(ps):
            touch[p].append((j, len(ps) - 1 - i))
        for p in range(ps[0] + 1, ps[-1] + 1):
            active[p].append(j)
    memo: list[dict[tuple[int, ...], dict[int, list[int]]]] = [{} for _ in range(n)]
    nodes = 0
    base: dict[int, list[int]] = {0: [1]}

    def rec(p: int) -> dict[int, list[int]]:
        nonlocal nodes
        if p == n:
            return base
        key = tuple([res[j] for j in active[p]])
        table = memo[p]
        got = table.get(key)
        if got is not None:
            return got
        nodes += 1
        if nodes > node_limit:
            raise _TooLarge
        out: dict[int, list[int]] = {}
        t = touch[p]
        inc = step[p]
        for j, after in t:
            if res[j] > after:
                break
        else:
            for k, v in rec(p + 1).items():
                out[k] = [v[0], 0, *v[1:]]
        for j, _ in t:
            if res[j] == 0:
                break
        else:
            for j, _ in t:
                res[j] -= 1
            sub = rec(p + 1)
            for j, _ in t:
                res[j] += 1
            for k, v in sub.items():
                w = v[0]
                new = [w, w, *v[1:]]
                old = out.get(k + inc)
                out[k + inc] = new if old is None else list(map(add, old, new))
        table[key] = out
        return out

    result = rec(0)
    if not result:
        raise Inconsistent("the numbers contradict each other")
    ways = {k: v[0] for k, v in result.items()}
    tallies = {k: v[1:] for k, v in result.items()}
    return order, ways, tallies


def _convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for i, x in a.items():
        for j, y in b.items():
            out[i + j] = out.get(i + j, 0) + x * y
    return out


def _estimate(cells: list[int], cons: list[Constraint]) -> list[float]:
    """A cell's estimated probability: the mean, over its constraints, of mines
    needed per undetermined cell (used only for groups too large to count)."""
    sums = dict.fromkeys(cells, 0.0)
    seen = dict.fromkeys(cells, 0)
    for cc, need in cons:
        share = need / len(cc)
        for c in cc:
            sums[c] += share
            seen[c] += 1
    return [min(1.0, max(0.0, sums[c] / seen[c])) for c in cells]


def solve(
    constraints: Sequence[Constraint],
    off: int,
    mines_left: int,
    node_limit: int = DEFAULT_NODE_LIMIT,
) -> FrontierSolution:
    """Mine probabilities of the frontier cells and of the ``off`` cells no
    constraint touches, given ``mines_left`` mines among all of them.

    Args:
        constraints: ``(cells, mines)`` pairs over flat cell indices; cells must be
            undetermined (known mines already taken off ``mines``).
        off: undetermined cells in no constraint.
        mines_left: mines among the frontier and ``off`` cells together.
        node_limit: cached states allowed per group before it is estimated.

    Raises:
        Inconsistent: no layout agrees with the constraints and the count.
    """
    groups, approximate = _count_groups(constraints, node_limit)
    prefix, suffix = _prefix_suffix(groups)
    total = prefix[-1]
    weight = _off_weights(total, off, mines_left, approximate)
    whole = sum(q * weight.get(mines_left - s, 0) for s, q in total.items())
    if whole == 0:
        raise Inconsistent("the mine count cannot be met")
    off_mines = sum(q * weight.get(mines_left - s, 0) * (mines_left - s)
                    for s, q in total.items())
    out = FrontierSolution(groups, {}, 0.0, set(), set(), set(), None, approximate, {})
    for gi, g in enumerate(groups):
        for c in g.cells:
            out.group_of[c] = gi
        if g.approximate:
            out.probability.update(zip(g.cells, g.estimates, strict=True))
            continue
        others = _convolve(prefix[gi], suffix[gi + 1])
        wk = {k: sum(q * weight.get(mines_left - k - s, 0) for s, q in others.items())
              for k in g.ways}
        _settle_group(out, g, wk, whole)
    if off:
        out.off_probability = off_mines / (whole * off)
        if not approximate:
            if off_mines == 0:
                out.off_certain = 0
            elif off_mines == whole * off:
                out.off_certain = 1
    return out


def _count_groups(constraints: Sequence[Constraint],
                  node_limit: int) -> tuple[list[GroupCount], bool]:
    """Every group counted (or estimated past ``node_limit``), and whether
    one was estimated."""
    groups: list[GroupCount] = []
    approximate = False
    for cells, ids in split_groups(constraints):
        cons = [constraints[j] for j in ids]
        try:
            order, ways, tallies = count_group(cells, cons, node_limit)
            groups.append(GroupCount(order, ids, ways, tallies))
        except _TooLarge:
            approximate = True
            est = _estimate(cells, cons)
            k = round(sum(est))
            groups.append(GroupCount(cells, ids, {k: 1}, {}, True, est))
    return groups, approximate


def _prefix_suffix(groups: Sequence[GroupCount]
                   ) -> tuple[list[dict[int, int]], list[dict[int, int]]]:
    """The mine-count distributions of the groups before and after each one
    (``prefix[i]``: groups ``< i``; ``suffix[i]``: groups ``>= i``);
    ``prefix[-1]`` is all of them."""
    prefix: list[dict[int, int]] = [{0: 1}]
    for g in groups:
        prefix.append(_convolve(prefix[-1], g.ways))
    suffix: list[dict[int, int]] = [{0: 1}] * (len(groups) + 1)
    for i in range(len(groups) - 1, -1, -1):
        suffix[i] = _convolve(groups[i].ways, suffix[i + 1])
    return prefix, suffix


def _off_weights(total: dict[int, int], off: int, mines_left: int,
                 approximate: bool) -> dict[int, int]:
    """Per number ``m`` of mines off the frontier, an integer in proportion to
    ``C(off, m)`` (the ways to place them), for the feasible ``m``.

    Raises:
        Inconsistent: no ``m`` fits the frontier's mine counts ``total``.
    """
    s_min, s_max = min(total), max(total)
    m_lo = max(0, mines_left - s_max)
    m_hi = min(off, mines_left - s_min)
    if approximate and m_lo > m_hi:
        # The estimated groups' counts are guesses: keep the total feasible.
        m_lo = m_hi = max(0, min(off, mines_left - s_min))
    if m_lo > m_hi:
        raise Inconsistent("the mine count cannot be met")
    # weight[m] = C(off, m) * D / C(off, m_lo), D = product of m_lo+1..m_hi:
    # exact integers in proportion to the binomials.
    a = [1] * (m_hi - m_lo + 1)
    for m in range(m_lo + 1, m_hi + 1):
        a[m - m_lo] = a[m - m_lo - 1] * (off - m + 1)
    b = [1] * (m_hi - m_lo + 1)
    for m in range(m_hi - 1, m_lo - 1, -1):
        b[m - m_lo] = b[m - m_lo + 1] * (m + 1)
    return {m_lo + i: a[i] * b[i] for i in range(len(a))}


def _settle_group(out: FrontierSolution, g: GroupCount, wk: dict[int, int], whole: int) -> None:
    """Record a counted group's probabilities and certain cells in ``out``:
    ``wk[k]`` weighs its layouts with ``k`` mines (the ways of the rest of
    the board), ``whole`` is the weight of every layout."""
    num = [0] * len(g.cells)
    for k, tally in g.tallies.items():
        w = wk[k]
        if w:
            num = [x + t * w for x, t in zip(num, tally, strict=True)]
    approximate = out.approximate
    for i, c in enumerate(g.cells):
        x = num[i]
        out.probability[c] = x / whole
        plain_safe = all(t[i] == 0 for t in g.tallies.values())
        plain_mine = all(g.tallies[k][i] == w for k, w in g.ways.items())
        if plain_safe or (x == 0 and not approximate):
            out.safe.add(c)
            if not plain_safe:
                out.by_count.add(c)
        elif plain_mine or (x == whole and not approximate):
            out.mines.add(c)
            if not plain_mine:
                out.by_count.add(c)


def solve_independent(
    constraints: Sequence[Constraint],
    off: int,
    density: tuple[int, int],
    node_limit: int = DEFAULT_NODE_LIMIT,
) -> FrontierSolution:
    """Like :func:`solve` for a window of a huge board: the groups are taken as
    independent of each other and of the total count, each cell a mine with
    prior probability ``density`` = ``(mines, cells)`` (the board's remaining
    mines over its unrevealed cells: the limit of the count's weighting when
    the cells off the frontier far outnumber those on it). The result is
    always ``approximate``; its certain cells follow from their group's
    numbers alone (``by_count`` is empty, ``off_certain`` None), so they are
    exact. ``off`` cells get the density.

    Raises:
        Inconsistent: a group's numbers contradict each other.
    """
    mines, cells_total = density
    mines = max(0, min(mines, cells_total))
    free = cells_total - mines
    groups: list[GroupCount] = []
    probability: dict[int, float] = {}
    safe: set[int] = set()
    mine_set: set[int] = set()
    group_of: dict[int, int] = {}
    for cells, ids in split_groups(constraints):
        cons = [constraints[j] for j in ids]
        gi = len(groups)
        try:
            order, ways, tallies = count_group(cells, cons, node_limit)
        except _TooLarge:
            est = _estimate(cells, cons)
            groups.append(GroupCount(cells, ids, {round(sum(est)): 1}, {}, True, est))
            for c, p in zip(cells, est, strict=True):
                group_of[c] = gi
                probability[c] = p
            continue
        groups.append(GroupCount(order, ids, ways, tallies))
        top = max(ways)
        # A layout with k mines weighs density^k (1 - density)^(size - k).
        weight = {k: mines ** k * free ** (top - k) for k in ways}
        whole = sum(w * weight[k] for k, w in ways.items())
        if whole == 0:  # only when the density is 0 or 1: fall back to plain counts
            weight = dict.fromkeys(ways, 1)
            whole = sum(ways.values())
        n = len(order)
        num = [0] * n
        for k, tally in tallies.items():
            w = weight[k]
            num = [x + t * w for x, t in zip(num, tally, strict=True)]
        for i, c in enumerate(order):
            group_of[c] = gi
            probability[c] = num[i] / whole
            if all(t[i] == 0 for t in tallies.values()):
                safe.add(c)
            elif all(tallies[k][i] == w for k, w in ways.items()):
                mine_set.add(c)
    off_probability = mines / cells_total if off and cells_total else 0.0
    return FrontierSolution(groups, probability, off_probability, safe, mine_set,
                            set(), None, True, group_of)
