"""The 50/50 pattern counts of :class:`Position` against layouts listed by
brute force: the risk a cell's mine would leave to a 50/50 anyway
(``fifty_fifty_weight``, any number of mines still missing) and the weight of
the cells a pattern still needs as mines (``enabler_weights``)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from solver_helpers import layouts_of, random_position

from minesweeper_qt.engine import Knowledge
from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import analyze
from minesweeper_qt.engine.solver.position import Position


def position_of(knowledge: Knowledge) -> Position:
    analysis = analyze(knowledge)
    cols = knowledge.cols
    probs = [None if code < HIDDEN else analysis.probability(*divmod(i, cols))
             for i, code in enumerate(knowledge.cells)]
    return Position(knowledge, probs)


def in_line(rows: int, cols: int, cell: int) -> list[int]:
    r, c = divmod(cell, cols)
    return [rr * cols + cc for rr, cc in ((r, c + 1), (r, c - 1), (r + 1, c), (r - 1, c))
            if 0 <= rr < rows and 0 <= cc < cols]


def around(rows: int, cols: int, cell: int) -> set[int]:
    r, c = divmod(cell, cols)
    return {rr * cols + cc for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
            if 0 <= rr < rows and 0 <= cc < cols and (rr, cc) != (r, c)}


def squares(rows: int, cols: int, cell: int) -> list[tuple[list[int], list[int]]]:
    """The 2 x 2 squares holding ``cell`` (cells in row-major order) and the
    on-board cells diagonally off their corners."""
    r, c = divmod(cell, cols)
    out = []
    for top, left in itertools.product((r - 1, r), (c - 1, c)):
        if 0 <= top < rows - 1 and 0 <= left < cols - 1:
            box = [top * cols + left, top * cols + left + 1,
                   (top + 1) * cols + left, (top + 1) * cols + left + 1]
            corners = [y * cols + x for y, x in ((top - 1, left - 1), (top - 1, left + 2),
                                                 (top + 2, left - 1), (top + 2, left + 2))
                       if 0 <= y < rows and 0 <= x < cols]
            out.append((box, corners))
    return out


def unknown_ends(position: Position, ends: list[int], most: int) -> list[int] | None:
    """The unknown cells of ``ends`` if no other is open or certain safe and
    at most ``most`` are unknown, else None."""
    if any(e not in position.unknown and e not in position.mine for e in ends):
        return None
    missing = [e for e in ends if e in position.unknown]
    return missing if len(missing) <= most else None


def count(listed: list[frozenset[int]], mines: list[int], safe: list[int]) -> int:
    return sum(1 for layout in listed
               if all(m in layout for m in mines) and not any(s in layout for s in safe))


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 5), st.integers(3, 5), st.integers(0, 3),
       st.integers(0, 3), st.integers(0, 2))
def test_the_fifty_fifty_weight_counts_the_layouts_that_complete_a_pattern(
        seed: int, rows: int, cols: int, reveals: int, most: int, box_most: int) -> None:
    knowledge = random_position(seed, rows, cols, max(1, rows * cols // 4), reveals,
                                max_layouts=3000)
    try:
        position = position_of(knowledge)
    except ValueError:
        return
    listed = layouts_of(knowledge)
    for cell in position.unknown:
        expected = 0
        for other in in_line(rows, cols, cell):
            if other not in position.unknown:
                continue
            ends = sorted((around(rows, cols, cell) ^ around(rows, cols, other)) - {cell, other})
            missing = unknown_ends(position, ends, most)
            if missing is not None:
                expected += count(listed, [cell, *missing], [other])
        best = 0
        for box, corners in squares(rows, cols, cell):
            if any(b not in position.unknown for b in box):
                continue
            missing = unknown_ends(position, corners, box_most)
            if missing is not None:
                partner = box[3 - box.index(cell)]
                rest = [b for b in box if b not in (cell, partner)]
                best = max(best, count(listed, [cell, partner, *missing], rest))
        assert position.fifty_fifty_weight(cell, most, box_most) == expected + best


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 5), st.integers(3, 5), st.integers(0, 3),
       st.integers(1, 3), st.integers(1, 3), st.sampled_from([0.0, 0.025, 0.2]))
def test_enabler_weights_count_the_patterns_a_cells_mine_completes(
        seed: int, rows: int, cols: int, reveals: int, most: int, box_most: int,
        share: float) -> None:
    knowledge = random_position(seed, rows, cols, max(1, rows * cols // 4), reveals,
                                max_layouts=3000)
    try:
        position = position_of(knowledge)
    except ValueError:
        return
    listed = layouts_of(knowledge)
    expected: dict[int, int] = {}

    def add(mines: list[int], safe: list[int], missing: list[int]) -> None:
        w = count(listed, mines, safe)
        if w > len(listed) * share:
            for e in missing:
                expected[e] = expected.get(e, 0) + w

    for cell in sorted(position.unknown):
        for other in in_line(rows, cols, cell):
            if other < cell or other not in position.unknown:
                continue
            ends = sorted((around(rows, cols, cell) ^ around(rows, cols, other)) - {cell, other})
            missing = unknown_ends(position, ends, most)
            if missing:
                add([cell, *missing], [other], missing)
        for box, corners in squares(rows, cols, cell):
            if box[0] != cell or any(b not in position.unknown for b in box):
                continue
            missing = unknown_ends(position, corners, box_most)
            if missing:
                add([box[0], box[3], *missing], [box[1], box[2]], missing)
    assert position.enabler_weights(most, box_most, share) == expected
    assert all(cell in position.unknown for cell in expected)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 5), st.integers(3, 5), st.integers(0, 3))
def test_an_outcomes_best_and_second_safety_are_the_two_safest_cells_left(
        seed: int, rows: int, cols: int, reveals: int) -> None:
    knowledge = random_position(seed, rows, cols, max(1, rows * cols // 4), reveals,
                                max_layouts=3000)
    try:
        position = position_of(knowledge)
    except ValueError:
        return
    listed = layouts_of(knowledge)
    for cell in sorted(position.unknown):
        for outcome in position.outcomes(cell):
            shown = [layout for layout in listed if cell not in layout
                     and len(layout & around(rows, cols, cell)) == outcome.value]
            safeties = sorted((1.0 - sum(1 for layout in shown if j in layout) / len(shown)
                               for j in position.unknown if j != cell
                               if 0 < sum(1 for layout in shown if j in layout) < len(shown)),
                              reverse=True)
            want = [*safeties, 1.0, 1.0][:2] if len(safeties) != 1 else safeties * 2
            assert (outcome.best_safety, outcome.second_safety) == pytest.approx(want)
