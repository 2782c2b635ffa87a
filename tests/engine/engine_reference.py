"""Independent, deliberately naive reference implementations for the engine tests.

Nothing here imports the engine's algorithms: numbers, cascades and 3BV are
recomputed cell by cell from the definitions (Minesweeper rules and the 3BV
definition of the competitive community), so that a test comparing the engine
with these functions checks the engine against the rules, not against itself.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator

Cell = tuple[int, int]


def cells(rows: int, cols: int) -> Iterator[Cell]:
    for r in range(rows):
        for c in range(cols):
            yield r, c


def neighbours(rows: int, cols: int, r: int, c: int) -> Iterator[Cell]:
    """The up to 8 cells around (r, c), the cell itself excluded."""
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols:
                yield r + dr, c + dc


def numbers(rows: int, cols: int, mines: Iterable[Cell]) -> dict[Cell, int]:
    """Adjacent-mine count of every cell (mine cells included)."""
    mine_set = set(mines)
    return {
        cell: sum(1 for n in neighbours(rows, cols, *cell) if n in mine_set)
        for cell in cells(rows, cols)
    }


def cascade(
    rows: int,
    cols: int,
    mines: Iterable[Cell],
    start: Cell,
    flagged: Iterable[Cell] = (),
    revealed: Iterable[Cell] = (),
) -> set[Cell]:
    """Cells newly revealed by revealing the safe, unflagged ``start`` (classic
    rules, breadth-first): a revealed zero reveals its unflagged neighbours, and
    a flagged cell is neither revealed nor spread through."""
    mine_set = set(mines)
    flag_set = set(flagged)
    already = set(revealed)
    count = numbers(rows, cols, mine_set)
    assert start not in mine_set and start not in flag_set
    if start in already:
        return set()
    seen = {start}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if count[cell] != 0:
            continue
        for n in neighbours(rows, cols, *cell):
            if n not in seen and n not in flag_set and n not in already:
                assert n not in mine_set
                seen.add(n)
                queue.append(n)
    return seen


def bbbv(rows: int, cols: int, mines: Iterable[Cell]) -> int:
    """3BV by brute force: 8-connected components of safe zero cells (each
    cleared by one click) plus safe numbered cells with no zero neighbour."""
    mine_set = set(mines)
    count = numbers(rows, cols, mine_set)
    zeros = {cell for cell in cells(rows, cols) if cell not in mine_set and count[cell] == 0}
    openings = 0
    seen: set[Cell] = set()
    for cell in sorted(zeros):
        if cell in seen:
            continue
        openings += 1
        seen.add(cell)
        stack = [cell]
        while stack:
            cur = stack.pop()
            for n in neighbours(rows, cols, *cur):
                if n in zeros and n not in seen:
                    seen.add(n)
                    stack.append(n)
    isolated = sum(
        1
        for cell in cells(rows, cols)
        if cell not in mine_set
        and count[cell] > 0
        and not any(n in zeros for n in neighbours(rows, cols, *cell))
    )
    return openings + isolated


def looks(game) -> dict[Cell, object]:  # type: ignore[no-untyped-def]
    """Every cell's look, for before/after comparisons."""
    return {cell: game.look(*cell) for cell in cells(game.rows, game.cols)}


def changed(before: dict[Cell, object], after: dict[Cell, object]) -> set[Cell]:
    return {cell for cell in before if before[cell] != after[cell]}


def command_changes(game, command: Callable[..., object], *args: int):  # type: ignore[no-untyped-def]
    """Run ``command(*args)``; return (its result, the cells whose look changed)."""
    before = looks(game)
    result = command(*args)
    return result, changed(before, looks(game))


class FakeTime:
    """A monotonic time source under the test's control: call it for the time,
    ``advance`` it by a non-negative number of seconds."""

    def __init__(self, start: float = 100.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        assert seconds >= 0
        self.now += seconds


def parse_board(text: str) -> tuple[int, int, set[Cell]]:
    """A board drawn as text, one row a line: ``*`` a mine, ``.`` a safe cell."""
    lines = [line.strip() for line in text.strip().splitlines()]
    rows, cols = len(lines), len(lines[0])
    assert all(len(line) == cols for line in lines)
    mines = {(r, c) for r, line in enumerate(lines) for c, ch in enumerate(line) if ch == "*"}
    return rows, cols, mines
