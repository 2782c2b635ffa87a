"""A look past the next guess: play sampled layouts on to the guess after.

The one-ply score of :mod:`.policy` knows, for each number a candidate may
show, the cells it would make safe, but not what those cells would show in
turn; it stands in for that with a fixed weight per cell opened. Here the
numbers that open something are followed to their end instead: layouts are
drawn at random from the exact distribution of the position (every layout
that agrees with what is shown is equally likely; :func:`sample`), and in
each the candidate is revealed, then every cell the full analysis proves safe,
again and again, until a guess is needed or the game is won
(:func:`next_safety`). What counts is how safe that next guess is: the chance
of surviving this guess and the next, with all the free progress in between
played exactly in the sampled layout (an expectimax of depth two over the
guesses, sampled over the layouts).

The same layouts serve every candidate (common random numbers, so their
scores differ by their moves, not by their draws), and the draws are seeded
by the position itself, so a position is always played the same way.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence
from math import comb

from ..knowledge import HIDDEN, Knowledge
from ._grid import flood_open, neighbour_table
from .analysis import analyze
from .endgame import group_layouts
from .position import Outcome, Position

#: Layouts listed per group at most (a larger group: no sampling, the policy
#: keeps its one-ply score).
GROUP_LAYOUTS = 4_000
#: Analyses at most in one sampled continuation (each one reveals what it
#: proves safe; a continuation still going then counts what it has).
DEPTH = 2


def sample(position: Position, count: int, seed: int) -> list[frozenset[int]] | None:
    """``count`` layouts of mines over ``position``'s unknown cells (flat
    indices), drawn independently from the exact distribution (every layout
    agreeing with the numbers and the mine count equally likely), the same
    for the same ``seed``; None when a group has more than
    :data:`GROUP_LAYOUTS` layouts."""
    rng = random.Random(seed)
    groups = position.groups
    buckets: list[dict[int, list[tuple[int, ...]]]] = []
    for g in groups:
        if sum(g.ways.values()) > GROUP_LAYOUTS:
            return None
        by_mines: dict[int, list[tuple[int, ...]]] = {}
        for layout in group_layouts(g.cells, g.constraints):
            by_mines.setdefault(len(layout), []).append(layout)
        buckets.append(by_mines)
    off = sorted(position.off)
    m = position.mines_left
    # suffix[i]: mines on groups i.. -> ways (the groups' own counts)
    suffix: list[dict[int, int]] = [{0: 1}]
    for by_mines in reversed(buckets):
        nxt: dict[int, int] = {}
        for s, q in suffix[-1].items():
            for k, layouts in by_mines.items():
                nxt[s + k] = nxt.get(s + k, 0) + q * len(layouts)
        suffix.append(nxt)
    suffix.reverse()

    def rest(i: int, used: int) -> int:
        """Layouts of groups i.. and the off cells with ``used`` mines placed."""
        return sum(q * comb(len(off), m - used - s) for s, q in suffix[i].items()
                   if 0 <= m - used - s <= len(off))

    out: list[frozenset[int]] = []
    for _ in range(count):
        mines: list[int] = []
        used = 0
        for i, by_mines in enumerate(buckets):
            ks = sorted(by_mines)
            weights = [len(by_mines[k]) * rest(i + 1, used + k) for k in ks]
            k = _pick(rng, ks, weights)
            mines.extend(rng.choice(by_mines[k]))
            used += k
        mines.extend(rng.sample(off, m - used))
        out.append(frozenset(mines))
    return out


def _pick(rng: random.Random, items: Sequence[int], weights: Sequence[int]) -> int:
    """One of ``items``, chosen with (exact integer) ``weights``."""
    r = rng.randrange(sum(weights))
    for item, w in zip(items, weights, strict=True):
        if r < w:
            return item
        r -= w
    raise AssertionError("weights exhausted")


def seed_of(knowledge: Knowledge) -> int:
    """A seed drawn from what is shown (the same position, the same draws)."""
    return zlib.crc32(knowledge.cells) ^ knowledge.mines


def next_safety(knowledge: Knowledge, known_mines: frozenset[int], layout: frozenset[int],
                cells: Sequence[int]) -> float:
    """Reveal the safe ``cells`` of ``knowledge`` (the guess, and what its
    number makes safe) in the world where the unknown cells' mines are
    ``layout`` (and ``known_mines`` the certain ones), then every cell the
    analysis proves safe, until it proves none (at most :data:`DEPTH`
    analyses): the chance of being safe of the safest cell then, 1.0 when
    the game is won or still opening cells (0.0-1.0)."""
    rows, cols = knowledge.rows, knowledge.cols
    mines = layout | known_mines
    nb = neighbour_table(rows, cols)
    codes = bytearray(knowledge.cells)
    hidden_safe = sum(1 for i, code in enumerate(codes) if code >= HIDDEN) - len(mines)

    for cell in cells:
        hidden_safe -= flood_open(codes, nb, mines, cell)
    for _ in range(DEPTH):
        if hidden_safe <= 0:
            return 1.0
        analysis = analyze(Knowledge(rows, cols, knowledge.mines, bytes(codes)))
        if not analysis.safe:
            return 1.0 - min(p for row in analysis.probabilities() for p in row
                             if p is not None and p < 1.0)
        for r, c in analysis.safe:
            hidden_safe -= flood_open(codes, nb, mines, r * cols + c)
    # Still opening cells after DEPTH analyses: as good as a safe next move.
    return 1.0


def score(knowledge: Knowledge, position: Position, cell: int, outcomes: Sequence[Outcome],
          layouts: Sequence[frozenset[int]], fallback: Callable[[Outcome], float]) -> float:
    """The chance of surviving the guess after ``cell``, given ``cell`` is
    safe (0.0-1.0): over its ``outcomes`` (exact weights), a number that
    makes nothing safe counts its exact best safety; one that does is
    followed in the ``layouts`` showing it (:func:`next_safety`, their
    mean), or counts ``fallback(outcome)`` (the one-ply estimate, 0.0-1.0)
    when no layout shows it."""
    nb = position.nb
    by_value: dict[int, list[frozenset[int]]] = {}
    for layout in layouts:
        if cell in layout:
            continue
        value = sum(1 for j in nb[cell] if j in layout or j in position.mine)
        by_value.setdefault(value, []).append(layout)
    total = 0.0
    weight = 0.0
    for o in outcomes:
        weight += o.weight
        if not o.safe:
            total += o.weight * o.best_safety
            continue
        shown = by_value.get(o.value)
        if not shown:
            total += o.weight * fallback(o)
            continue
        opened = [cell, *sorted(o.safe)]
        got = [next_safety(knowledge, position.mine, layout, opened) for layout in shown]
        total += o.weight * sum(got) / len(got)
    return total / weight if weight > 0 else 0.0
