"""BoardFacts (openings, islands, 3BV by whole-board arithmetic) agrees with
the cell-by-cell board functions on random boards, and works out a
1000 x 1000 board's recorded game (issue #17: the history writer does it when
a huge game ends)."""

from __future__ import annotations

from board_oracle import opening_ids, openings_and_islands
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.layout import Layout
from minesweeper_qt.engine.stats import bbbv
from minesweeper_qt.replay.board import BoardFacts
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording
from minesweeper_qt.replay.statistics import compute


def board_of(rows: int, cols: int, mines: set[tuple[int, int]]) -> list[list[int]]:
    return Recording(rows=rows, cols=cols, mines=frozenset(mines)).board_codes()


@settings(max_examples=400, deadline=None)
@given(st.integers(1, 14), st.integers(1, 14), st.data())
def test_facts_agree_with_the_cell_by_cell_functions(rows: int, cols: int,
                                                     data: st.DataObject) -> None:
    everything = [(r, c) for r in range(rows) for c in range(cols)]
    mines = data.draw(st.sets(st.sampled_from(everything), max_size=len(everything)))
    facts = BoardFacts(Layout.from_cells(rows, cols, mines))
    board = board_of(rows, cols, mines)
    assert (facts.openings, facts.islands) == openings_and_islands(board)
    assert facts.bbbv == bbbv(facts.layout, None)  # the one 3BV (the engine's)
    ids = opening_ids(board)
    # The same partition of zero cells into openings (numbered otherwise).
    ours: dict[int, set[tuple[int, int]]] = {}
    theirs: dict[int, set[tuple[int, int]]] = {}
    for r, c in everything:
        op = facts.opening_of(r, c)
        assert (op != 0) == (board[r][c] == 0)
        if op:
            assert 1 <= op <= facts.openings
            ours.setdefault(op, set()).add((r, c))
            theirs.setdefault(ids[r][c][0], set()).add((r, c))
        assert facts.is_isolated(r, c) == (board[r][c] > 0 and not ids[r][c])
    assert sorted(map(sorted, ours.values())) == sorted(map(sorted, theirs.values()))
    assert facts.isolated == sum(facts.is_isolated(r, c) for r, c in everything)


def test_a_huge_recorded_game_is_worked_out() -> None:
    game = Game(1000, 1000, 206_000, seed=21)
    recorder = InputRecorder(1000, 1000, 16)
    t = 0
    for cell in [(500, 500)]:
        recorder.press(t, Button.LEFT, cell[1] * 16 + 8, cell[0] * 16 + 8)
        recorder.release(t + 50, Button.LEFT, cell[1] * 16 + 8, cell[0] * 16 + 8)
        t += 200
        game.reveal(*cell)
    mine = min(game.mines)
    recorder.press(t, Button.LEFT, mine[1] * 16 + 8, mine[0] * 16 + 8)
    recorder.release(t + 50, Button.LEFT, mine[1] * 16 + 8, mine[0] * 16 + 8)
    game.reveal(*mine)
    stats = compute(recorder.finish(game.mines), with_zini=False)
    assert stats.finished and not stats.won
    assert stats.bbbv == game.bbbv
    assert stats.bbbv_solved == game.stats().bbbv_solved
    assert (stats.left, stats.lce) == (2, 1)
    assert stats.op + stats.isl > 0
