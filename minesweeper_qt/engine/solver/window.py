"""Analysis of a rectangle of a big board (what the player sees of it).

A board of a million cells takes seconds to analyse whole; the player looks at
a few thousand cells at a time. :func:`analyze_window` analyses the window
plus a margin (the *region*) as a *relaxation* of the whole board:

- a revealed number is a constraint only when its whole neighbourhood lies in
  the region (a number on the region's edge sees cells the region leaves out);
- the unrevealed cells outside the region are cells no number touches;
- the total mine count is the board's.

Every layout that agrees with the whole board agrees with this relaxation, so
a cell safe (or a mine) in every layout of the relaxation is safe (a mine) on
the board: certainties are sound and exact. Probabilities are not exact: the
numbers left out and the outside's own frontier are ignored (the outside counts
at the board's density), so the result says ``approximate``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..knowledge import Knowledge
from . import exact
from .analysis import Analysis, _analyze

#: Cells around the window taken into the region: numbers up to two cells out
#: still constrain the window's edge cells, a third ring steadies them.
MARGIN = 3
_NUMBERS = bytes(range(9))


@dataclass(frozen=True)
class Region:
    """What a window analysis reads of a board: ``knowledge`` holds the cells of
    the rectangle whose top-left cell is ``(top, left)`` (its ``mines`` is the
    whole board's mine count); the board is ``board_rows`` x ``board_cols`` and
    has ``outside`` unrevealed cells (hidden, flagged or question-marked)
    outside the rectangle."""

    knowledge: Knowledge
    top: int
    left: int
    board_rows: int
    board_cols: int
    outside: int

    @property
    def bottom(self) -> int:
        return self.top + self.knowledge.rows

    @property
    def right(self) -> int:
        return self.left + self.knowledge.cols


def clip(rows: int, cols: int, top: int, left: int, bottom: int, right: int,
         margin: int = MARGIN) -> tuple[int, int, int, int]:
    """The window ``(top, left, bottom, right)`` (bottom, right exclusive)
    grown by ``margin`` and clipped to a ``rows`` x ``cols`` board.

    Raises:
        ValueError: the window is empty or misses the board.
    """
    t, l_ = max(0, top - margin), max(0, left - margin)
    b, r = min(rows, bottom + margin), min(cols, right + margin)
    if t >= b or l_ >= r or top >= bottom or left >= right:
        raise ValueError(f"window {(top, left, bottom, right)} misses the {rows}x{cols} board")
    return t, l_, b, r


def region_of(knowledge: Knowledge, top: int, left: int, bottom: int, right: int,
              margin: int = MARGIN) -> Region:
    """The :class:`Region` of a whole-board ``knowledge`` for a window (see
    :func:`clip`)."""
    rows, cols = knowledge.rows, knowledge.cols
    t, l_, b, r = clip(rows, cols, top, left, bottom, right, margin)
    codes = knowledge.cells
    part = b"".join(codes[row * cols + l_:row * cols + r] for row in range(t, b))
    # Deleting the revealed codes (0-8) leaves the unrevealed cells: one pass.
    unrevealed = len(codes.translate(None, _NUMBERS))
    inside = len(part.translate(None, _NUMBERS))
    return Region(Knowledge(b - t, r - l_, knowledge.mines, part), t, l_, rows, cols,
                  unrevealed - inside)


def analyze_region(region: Region, *, node_limit: int = exact.DEFAULT_NODE_LIMIT) -> Analysis:
    """The window analysis of ``region`` (see the module): an :class:`Analysis`
    in board coordinates whose ``window`` is the region's rectangle. Its
    ``approximate`` is True unless the region is the whole board (then it is
    exactly :func:`analyze`).

    Raises:
        ValueError (``exact.Inconsistent``): the region's numbers cannot be met.
    """
    k = region.knowledge
    rows, cols = k.rows, k.cols
    if (region.top, region.left, rows, cols) == (0, 0, region.board_rows, region.board_cols):
        return _analyze(k, node_limit)
    # Numbers on an edge of the region that is not the board's edge are loose.
    loose = bytearray(rows * cols)
    edge_rows = [r for r, inner in ((0, region.top > 0),
                                    (rows - 1, region.bottom < region.board_rows)) if inner]
    edge_cols = [c for c, inner in ((0, region.left > 0),
                                    (cols - 1, region.right < region.board_cols)) if inner]
    for r in edge_rows:
        loose[r * cols:(r + 1) * cols] = b"\x01" * cols
    for c in edge_cols:
        loose[c::cols] = b"\x01" * rows
    return _analyze(k, node_limit, region.top, region.left,
                    (region.board_rows, region.board_cols), bytes(loose), region.outside)


def analyze_window(knowledge: Knowledge, top: int, left: int, bottom: int, right: int, *,
                   margin: int = MARGIN,
                   node_limit: int = exact.DEFAULT_NODE_LIMIT) -> Analysis:
    """Analyse the cells of a window ``(top, left, bottom, right)`` (bottom and
    right exclusive) of a big board, with ``margin`` cells around it (see the
    module): sound certainties with reasons, estimated probabilities, all in
    board coordinates for the cells of the window and margin (``window`` of
    the result). A window holding the whole board gives :func:`analyze`.

    Raises:
        ValueError: the window misses the board, or its numbers cannot be met.
    """
    return analyze_region(region_of(knowledge, top, left, bottom, right, margin),
                          node_limit=node_limit)


__all__ = ["MARGIN", "Region", "analyze_region", "analyze_window", "clip", "region_of"]

