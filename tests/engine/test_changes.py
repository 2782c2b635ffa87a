"""The ``Changes`` set returned by every engine command."""

from __future__ import annotations

from engine_reference import parse_board

from minesweeper_qt.engine import Changes, Game

BOARD = """
*....
.....
.....
....*
"""


def fresh() -> Game:
    return Game.from_layout(*parse_board(BOARD))


def test_single_cell_change() -> None:
    changes = fresh().toggle_flag(2, 3)
    assert isinstance(changes, Changes)
    assert list(changes) == [(2, 3)]
    assert len(changes) == 1
    assert changes
    assert (2, 3) in changes
    assert (3, 2) not in changes and (2, 4) not in changes
    assert changes == [(2, 3)]
    assert changes == ((2, 3),)
    assert changes == {(2, 3)}
    assert changes == frozenset({(2, 3)})
    assert changes != {(2, 3), (0, 0)}
    assert list(changes.spans()) == [(2, 3, 4)]
    assert changes.bounding_box() == (2, 3, 2, 3)


def test_empty_changes() -> None:
    game = fresh()
    game.reveal(1, 1)  # a number next to the mine at (0, 0)
    changes = game.reveal(1, 1)  # already revealed: nothing changes
    assert isinstance(changes, Changes)
    assert len(changes) == 0
    assert not changes
    assert list(changes) == []
    assert changes == [] and changes == set()
    assert (1, 1) not in changes
    assert list(changes.spans()) == []
    assert changes.bounding_box() is None


WALL = """
..*...
..*...
..*...
..*...
"""


def test_cascade_changes_as_cells_spans_and_box() -> None:
    game = Game.from_layout(*parse_board(WALL))
    changes = game.reveal(0, 5)
    # Counted by hand: column 3 touches the wall of mines (numbers), columns 4
    # and 5 do not (zeros), so the click opens columns 3-5 and nothing left of
    # the wall; the game goes on.
    expected = {(r, c) for r in range(4) for c in range(3, 6)}
    assert changes == expected
    assert len(changes) == 12
    assert len(list(changes)) == 12  # no cell reported twice
    assert all(cell in changes for cell in expected)
    assert (0, 2) not in changes and (0, 1) not in changes
    assert (9, 9) not in changes and "x" not in changes and (1,) not in changes
    # Spans: disjoint horizontal runs that together are exactly the cells.
    spanned: list[tuple[int, int]] = []
    for row, first, stop in changes.spans():
        assert first < stop
        spanned.extend((row, col) for col in range(first, stop))
    assert len(spanned) == len(set(spanned)) == 12
    assert set(spanned) == expected
    assert changes.bounding_box() == (0, 3, 3, 5)
    # List equality is in iteration order; set equality ignores order.
    assert changes == list(changes)
    assert changes != list(reversed(list(changes)))
    backwards = list(changes)
    backwards.reverse()
    assert changes == set(backwards)


def test_winning_cascade_includes_the_flagged_mines() -> None:
    game = fresh()
    changes = game.reveal(0, 4)
    # The mine at (0,0) makes (0,1), (1,0), (1,1) ones, the mine at (3,4) makes
    # (2,3), (2,4), (3,3) ones; all other safe cells are connected zeros, so the
    # click opens all 18 safe cells, wins, and flags both mines.
    assert changes == {(r, c) for r in range(4) for c in range(5)}
    assert len(changes) == 20
    assert changes.bounding_box() == (0, 0, 3, 4)


def test_changes_compare_with_changes() -> None:
    a = fresh().reveal(0, 4)
    b = fresh().reveal(0, 4)
    c = fresh().reveal(0, 1)
    assert a == b
    assert a != c
    assert (a == 5) is False
    assert a != "cells"


def test_bounding_box_of_loss_changes() -> None:
    game = fresh()
    changes = game.reveal(3, 4)  # first reveal on a mine (fixed layout): lost
    assert changes == {(0, 0), (3, 4)}  # both mines are shown
    assert changes.bounding_box() == (0, 0, 3, 4)


def test_direct_construction_uses_flat_indices_with_padding() -> None:
    # A 3x4 board has rows ``stride = cols + 1 = 5`` flat cells apart.
    changes = Changes(5)
    changes.add_span(0, 2)
    changes.add_span(2, 4)  # continues the same row
    changes.add(6)  # (1, 1)
    changes.extend([13])  # 13 = 2 * 5 + 3 -> (2, 3)
    assert set(changes) == {(0, 0), (0, 1), (0, 2), (0, 3), (1, 1), (2, 3)}
    assert len(changes) == 6
    assert sorted(changes.spans()) == [(0, 0, 4), (1, 1, 2), (2, 3, 4)]
    assert changes.bounding_box() == (0, 0, 2, 3)
