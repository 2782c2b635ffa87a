"""3BV and the per-game statistics derived from it.

Definitions follow the competitive Minesweeper community (Minesweeper Arbiter,
minesweeper.info): 3BV ("Bechtel's Board Benchmark Value") is the least number of
left clicks that clears a board without flags, counted as the number of openings
(8-connected regions of safe zero cells, each cleared by one click) plus every
safe numbered cell that borders no zero cell. 3BV/s divides by the game time in
seconds; efficiency divides by the clicks made (left + right + chord), and can
exceed 1 when chords save clicks. For an unfinished or lost game the solved 3BV
(the part of the 3BV the player has cleared) replaces the 3BV.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

from . import figures
from .board_math import neighbour_sum, padding_int, to_bytes
from .cells import REVEALED
from .layout import Layout
from .types import Status

_NOT_REVEALED = bytes([1, 0] + [1] * 254)  # translate: revealed -> 0, else 1
_ZERO_TO_ONE = bytes([1] + [0] * 255)  # translate: 0 -> 1, else 0


def bbbv(layout: Layout, state: bytes | bytearray | None) -> int:
    """The 3BV of ``layout``; with ``state`` (the engine's cell states, same flat
    shape), the solved 3BV: openings whose zero cells are all revealed plus
    revealed isolated numbered cells (ms-toollib's count, which
    :mod:`minesweeper_qt.replay.clicks` keeps click by click). Runs in
    whole-board byte arithmetic plus one step per horizontal run of zero
    cells."""
    total, solved = bbbv_pair(layout, state)
    return total if state is None else solved


def link_runs(runs: Sequence[tuple[int, int]], stride: int) -> list[int]:
    """Group horizontal runs of cells into 8-connected regions: ``runs`` are
    flat ``(start, stop)`` spans (stop exclusive) of one row each, in ascending
    order, on a board whose rows are ``stride`` cells apart with a padding cell
    after each row. Returns, for each run, the index of its region's
    representative run (a run is its own representative exactly once per
    region). One step per pair of touching runs (union-find)."""
    parent = list(range(len(runs)))
    # Runs of the row above as (first col, stop col, run), and of this row.
    above: list[tuple[int, int, int]] = []
    here: list[tuple[int, int, int]] = []
    row, base, j = -2, 0, 0
    for k, (start, stop) in enumerate(runs):
        r = start // stride
        if r != row:
            above = here if r == row + 1 else []
            here, row, base, j = [], r, r * stride, 0
        c0, c1 = start - base, stop - base
        n = len(above)
        # Skip runs above that end before this one (diagonally) starts.
        while j < n and above[j][1] < c0:
            j += 1
        t = j
        while t < n and above[t][0] <= c1:  # touching, diagonals included: link
            a = k
            while parent[a] != a:
                parent[a] = parent[parent[a]]
                a = parent[a]
            b = above[t][2]
            while parent[b] != b:
                parent[b] = parent[parent[b]]
                b = parent[b]
            if a != b:
                parent[a] = b
            t += 1
        here.append((c0, c1, k))
    roots = []
    for k in range(len(parent)):
        a = k
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        roots.append(a)
    return roots


def isolated_map(layout: Layout) -> bytes:
    """1 on every safe numbered cell with no zero cell in its 3x3 block (the
    cells 3BV counts one by one), 0 elsewhere; flat, padding included."""
    z = int.from_bytes(layout.zero_map, "little")
    m = int.from_bytes(layout.mine_map, "little")
    blocked = m + padding_int(layout.rows, layout.cols)
    return to_bytes(neighbour_sum(z, layout.stride) + (blocked << 4),
                    layout.size).translate(_ZERO_TO_ONE)


def bbbv_pair(layout: Layout, state: bytes | bytearray | None) -> tuple[int, int]:
    """``(3BV, solved 3BV)`` of ``layout`` in one pass (see :func:`bbbv`; the
    solved 3BV is 0 without ``state``): the openings are linked once for both."""
    runs = layout.zero_runs()
    stride = layout.stride
    roots = link_runs(runs, stride)

    openings = sum(1 for k, root in enumerate(roots) if root == k)
    solved_openings = 0
    if state is not None:
        # An opening is solved once every zero cell of it is open: ms-toollib's
        # count (one per click that opens it with no flag on its zeros) comes to
        # the same, where a flagged zero split it and only part was opened.
        unsolved = {roots[k] for k, (start, stop) in enumerate(runs)
                    if state.count(REVEALED, start, stop) != stop - start}
        solved_openings = openings - len(unsolved)

    # Safe cells with no zero cell in their 3x3 block are the isolated numbers.
    z = int.from_bytes(layout.zero_map, "little")
    m = int.from_bytes(layout.mine_map, "little")
    blocked = m + padding_int(layout.rows, layout.cols)
    near_zero = neighbour_sum(z, stride)
    isolated = to_bytes(near_zero + (blocked << 4), layout.size).count(0)
    if state is None:
        return openings + isolated, 0
    blocked += int.from_bytes(bytes(state).translate(_NOT_REVEALED), "little")
    solved = to_bytes(near_zero + (blocked << 4), layout.size).count(0)
    return openings + isolated, solved_openings + solved


@dataclass(frozen=True)
class GameStats:
    """Statistics of one game.

    ``bbbv`` is the layout's 3BV, ``bbbv_solved`` the part cleared so far (equal on a
    win); ``elapsed`` in seconds; clicks as counted by the engine (every command given
    while the game was not over).
    """

    bbbv: int
    bbbv_solved: int
    left_clicks: int
    right_clicks: int
    chord_clicks: int
    elapsed: float

    @property
    def clicks(self) -> int:
        return figures.clicks(self.left_clicks, self.right_clicks, self.chord_clicks)

    @property
    def time_ms(self) -> int:
        """``elapsed`` in whole milliseconds (:func:`.figures.time_ms_of`)."""
        return figures.time_ms_of(self.elapsed)

    @property
    def bbbv_per_second(self) -> float:
        """Solved 3BV per second of play (:func:`.figures.bbbv_per_second`)."""
        return figures.bbbv_per_second(self.bbbv_solved, self.time_ms)

    @property
    def efficiency(self) -> float:
        """IOE: solved 3BV per click (:func:`.figures.ioe`)."""
        return figures.ioe(self.bbbv_solved, self.clicks)


class BbbvMemo:
    """One game's 3BV, worked out once per layout, and its ``(3BV, solved 3BV)``
    once the game is over (the board then no longer changes), worked out once.
    A worker thread may work them out while the game waits: :attr:`lock` makes
    an undo (which forgets the finished game's pair) wait for it."""

    def __init__(self) -> None:
        self.total: int | None = None
        self.over: tuple[int, int] | None = None
        self.lock = threading.Lock()

    def bbbv(self, layout: Layout) -> int:
        """The 3BV of ``layout`` (the game's own, which never changes)."""
        if self.total is None:
            self.total = bbbv(layout, None)
        return self.total

    def pair(self, layout: Layout, state: bytes | bytearray, status: Status) -> tuple[int, int]:
        """``(3BV, solved 3BV)`` of the game whose cells are ``state``: in one
        pass while in play; once over, worked out once and kept."""
        if not status.is_over:
            now = bbbv_pair(layout, state)
            self.total = now[0]
            return now
        with self.lock:
            pair = self.over
            if pair is None:
                if status is Status.WON:
                    pair = (self.bbbv(layout), self.bbbv(layout))
                else:
                    pair = bbbv_pair(layout, state)
                    self.total = pair[0]
                self.over = pair
            return pair
