"""3BV, solved 3BV, click counts, 3BV/s and efficiency (definitions in stats.py)."""

from __future__ import annotations

import pytest
from engine_reference import FakeTime, bbbv, cells, neighbours, numbers, parse_board
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_qt.engine import Game, GameStats, Status

# Boards whose 3BV was counted by hand (reasoning in the comment of each).
HAND_COUNTED = [
    # 2x2, one mine: three numbered cells, no zero anywhere -> 3 isolated.
    pytest.param("*.\n..", 3, id="2x2-corner"),
    # Mine in the middle of 3x3: eight 1s, no zero -> 8.
    pytest.param("...\n.*.\n...", 8, id="3x3-centre"),
    # Only the centre is safe (an 8): 1.
    pytest.param("***\n*.*\n***", 1, id="3x3-only-centre-safe"),
    # 1x5, mine at the end: cells 2-4 are zeros and one opening whose border
    # takes the 1 at cell 1 -> 1.
    pytest.param("*....", 1, id="1x5-end"),
    # 1x5, mine in the middle: a zero on each side, two openings -> 2.
    pytest.param("..*..", 2, id="1x5-middle"),
    # 1x7 "*.*...*": cell 1 is a 2 between mines (isolated), cell 4 is the only
    # zero (one opening, border 3 and 5) -> 2.
    pytest.param("*.*...*", 2, id="1x7-isolated-two"),
    # 4x4 with mines in opposite corners: the zero blocks top-right and
    # bottom-left touch only diagonally at (1,2)-(2,1); 8-connected, they are one
    # opening and every number borders it -> 1 (4-connectivity would say 2).
    pytest.param("*...\n....\n....\n...*", 1, id="4x4-diagonal-link"),
    # Two mines in row 1 of 3x5: no zeros, 13 safe numbered cells -> 13.
    pytest.param(".....\n.*.*.\n.....", 13, id="3x5-no-zero"),
    # 3x6: columns 4-5 are one opening (border column 3); (0,1), (1,0), (1,1),
    # (1,2), (2,1) touch no zero -> 5 isolated + 1 opening = 6.
    pytest.param("*.*...\n......\n*.*...", 6, id="3x6-mixed"),
    # 5x5 with mines on the diagonal corners and centre: zeros form a top-right
    # and a bottom-left region that do not touch; every number borders one -> 2.
    pytest.param("*....\n.....\n..*..\n.....\n....*", 2, id="5x5-two-openings"),
]


@pytest.mark.parametrize(("text", "expected"), HAND_COUNTED)
def test_bbbv_of_hand_counted_boards(text: str, expected: int) -> None:
    rows, cols, mines = parse_board(text)
    assert bbbv(rows, cols, mines) == expected  # the reference agrees with the hand count
    game = Game.from_layout(rows, cols, mines)
    assert game.bbbv == expected
    assert game.stats().bbbv == expected


def test_bbbv_of_a_huge_single_opening() -> None:
    game = Game.from_layout(1000, 1000, [(0, 0)])
    assert game.bbbv == 1  # one opening; the three 1s all border it


def test_bbbv_is_zero_before_the_layout_exists() -> None:
    game = Game(9, 9, 10, seed=5)
    assert game.bbbv == 0 and game.bbbv_solved == 0
    game.reveal(4, 4)
    assert game.bbbv == bbbv(9, 9, game.mines)


def test_bbbv_solved_progress_and_win() -> None:
    game = Game.from_layout(*parse_board("*.*...\n......\n*.*..."))
    assert game.bbbv_solved == 0
    game.reveal(0, 5)  # the opening
    assert game.bbbv_solved == 1
    game.reveal(1, 1)  # one isolated number
    assert game.bbbv_solved == 2
    game.reveal(1, 1)  # again: nothing new
    assert game.bbbv_solved == 2
    for cell in [(0, 1), (1, 0), (2, 1), (1, 2)]:
        game.reveal(*cell)
    assert game.status is Status.WON
    assert game.bbbv_solved == game.bbbv == 6
    assert game.left_clicks == 7  # one wasted click on an open cell


def test_bbbv_solved_after_a_loss_counts_what_was_cleared() -> None:
    game = Game.from_layout(*parse_board("*.*...\n......\n*.*..."))
    game.reveal(0, 5)
    game.reveal(0, 1)
    game.reveal(0, 0)
    assert game.status is Status.LOST
    assert game.bbbv_solved == 2
    assert game.stats().bbbv_solved == 2


def test_click_counts_and_derived_figures() -> None:
    now = FakeTime()
    # 3x3 with a mine in the centre: 3BV 8 (eight isolated 1s).
    game = Game.from_layout(3, 3, [(1, 1)], time_source=now)
    game.reveal(0, 1)
    game.toggle_flag(1, 1)
    now.advance(2)
    game.chord(0, 1)  # reveals (0,0), (0,2), (1,0), (1,2)
    game.chord(2, 2)  # hidden cell: a click that does nothing
    game.toggle_flag(0, 1)  # revealed cell: a click that does nothing
    game.chord(1, 0)  # reveals (2,0), (2,1)
    now.advance(2)
    game.chord(1, 2)  # reveals (2,2): won
    assert game.status is Status.WON
    assert (game.left_clicks, game.right_clicks, game.chord_clicks) == (1, 2, 4)
    stats = game.stats()
    assert (stats.left_clicks, stats.right_clicks, stats.chord_clicks) == (1, 2, 4)
    assert stats.clicks == 7
    assert stats.bbbv == stats.bbbv_solved == 8
    assert stats.elapsed == pytest.approx(4)
    assert stats.bbbv_per_second == pytest.approx(8 / 4)
    assert stats.efficiency == pytest.approx(8 / 7)
    # Clicks after the end are not counted.
    game.reveal(0, 0)
    game.toggle_flag(0, 0)
    game.chord(0, 1)
    assert (game.left_clicks, game.right_clicks, game.chord_clicks) == (1, 2, 4)


def test_chords_can_make_efficiency_exceed_one() -> None:
    game = Game.from_layout(3, 3, [(1, 1)])
    game.reveal(0, 1)
    game.toggle_flag(1, 1)
    for cell in [(0, 1), (1, 0), (1, 2)]:
        game.chord(*cell)
    assert game.status is Status.WON
    assert game.stats().clicks == 5
    assert game.stats().efficiency == pytest.approx(8 / 5)
    assert game.stats().efficiency > 1


def test_game_stats_formulas() -> None:
    stats = GameStats(
        bbbv=10, bbbv_solved=6, left_clicks=4, right_clicks=3, chord_clicks=1, elapsed=2.5
    )
    assert stats.clicks == 8
    assert stats.bbbv_per_second == pytest.approx(6 / 2.5)
    assert stats.efficiency == pytest.approx(6 / 8)
    idle = GameStats(bbbv=10, bbbv_solved=0, left_clicks=0, right_clicks=0, chord_clicks=0,
                     elapsed=0.0)
    assert idle.bbbv_per_second == 0.0
    assert idle.efficiency == 0.0


def test_new_game_stats_are_zero() -> None:
    stats = Game(9, 9, 10, seed=1).stats()
    assert stats == GameStats(0, 0, 0, 0, 0, 0.0)


@st.composite
def boards(draw: st.DrawFn, max_side: int = 9) -> tuple[int, int, frozenset[tuple[int, int]]]:
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(2 if rows == 1 else 1, max_side))
    all_cells = list(cells(rows, cols))
    mines = draw(
        st.sets(st.sampled_from(all_cells), min_size=1, max_size=len(all_cells) - 1)
    )
    return rows, cols, frozenset(mines)


@settings(max_examples=300, deadline=None)
@given(boards())
def test_bbbv_matches_brute_force(board: tuple[int, int, frozenset[tuple[int, int]]]) -> None:
    rows, cols, mines = board
    assert Game.from_layout(rows, cols, mines).bbbv == bbbv(rows, cols, mines)


@settings(max_examples=150, deadline=None)
@given(boards(), st.randoms(use_true_random=False))
def test_bbbv_clicks_clear_the_board_and_solved_tracks_them(
    board: tuple[int, int, frozenset[tuple[int, int]]], rnd: object
) -> None:
    """Clicking one zero per opening and every isolated number wins in exactly
    3BV left clicks (the definition), and the solved 3BV counts the clicks."""
    rows, cols, mines = board
    count = numbers(rows, cols, mines)
    zeros = {c for c in cells(rows, cols) if c not in mines and count[c] == 0}
    isolated = [
        c
        for c in cells(rows, cols)
        if c not in mines
        and count[c] > 0
        and not any(n in zeros for n in neighbours(rows, cols, *c))
    ]
    game = Game.from_layout(rows, cols, mines)
    targets = isolated + sorted(zeros)
    rnd.shuffle(targets)  # type: ignore[attr-defined]
    clicks = 0
    for cell in targets:
        if game.is_revealed(*cell):
            continue  # a zero of an opening already cleared
        game.reveal(*cell)
        clicks += 1
        if game.status is not Status.WON:
            assert game.bbbv_solved == clicks
    assert game.status is Status.WON
    assert clicks == game.bbbv == game.bbbv_solved == game.left_clicks
