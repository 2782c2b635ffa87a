"""The rules: first click, cascade, flags, chords, win, loss, errors, replay."""

from __future__ import annotations

import random
import sys

import pytest
from engine_reference import (
    cascade,
    cells,
    changed,
    command_changes,
    looks,
    neighbours,
    numbers,
    parse_board,
)

from minesweeper_qt.engine import FirstClick, Game, Look, MoveKind, Status

Cell = tuple[int, int]


def revealed(game: Game) -> set[Cell]:
    return {c for c in cells(game.rows, game.cols) if game.is_revealed(*c)}


def flagged(game: Game) -> set[Cell]:
    return {c for c in cells(game.rows, game.cols) if game.is_flagged(*c)}


# --- laying the mines ----------------------------------------------------------


def test_mines_are_laid_on_the_first_reveal() -> None:
    game = Game(9, 9, 10, seed=7)
    assert game.mines == frozenset()
    assert not game.has_layout
    assert game.status is Status.READY
    assert all(game.number(*c) == 0 and not game.is_mine(*c) for c in cells(9, 9))
    game.toggle_flag(0, 0)  # flags do not lay mines
    assert game.mines == frozenset()
    game.reveal(4, 4)
    assert game.has_layout
    assert len(game.mines) == 10
    assert isinstance(game.mines, frozenset)
    assert all(0 <= r < 9 and 0 <= c < 9 for r, c in game.mines)
    assert game.status in (Status.PLAYING, Status.WON)
    assert {c for c in cells(9, 9) if game.is_mine(*c)} == game.mines


EDGE_CLICKS = [(0, 0), (0, 8), (8, 0), (8, 8), (0, 4), (4, 0), (8, 4), (4, 8), (4, 4)]


@pytest.mark.parametrize("click", EDGE_CLICKS)
def test_opening_first_click_clears_cell_and_neighbours(click: Cell) -> None:
    for seed in range(40):
        # 9x9 with 60 mines: dense enough that any violation would show.
        game = Game(9, 9, 60, seed=seed, first_click=FirstClick.OPENING)
        game.reveal(*click)
        block = {click, *neighbours(9, 9, *click)}
        assert not block & game.mines
        assert len(game.mines) == 60
        assert game.number(*click) == 0
        assert game.status is not Status.LOST
        assert block <= revealed(game)  # a zero opens its neighbours


def test_opening_is_the_default_rule() -> None:
    for seed in range(20):
        game = Game(5, 5, 16, seed=seed)  # 25 - 9 = 16: room exactly
        game.reveal(2, 2)
        assert not game.mines & {(r, c) for r in range(1, 4) for c in range(1, 4)}
        assert game.status is Status.WON  # the 9 free cells are all the safe ones


@pytest.mark.parametrize("click", [(1, 1), (0, 0), (0, 1)])
def test_opening_falls_back_to_safe_when_full(click: Cell) -> None:
    # 3x3 with 8 mines: no room for a free block; the click is still safe and
    # every other cell (so a neighbour) holds a mine.
    for seed in range(10):
        game = Game(3, 3, 8, seed=seed, first_click=FirstClick.OPENING)
        changes = game.reveal(*click)
        assert click not in game.mines
        assert game.mines == frozenset(cells(3, 3)) - {click}
        assert game.number(*click) == len(list(neighbours(3, 3, *click)))
        assert game.status is Status.WON  # the only safe cell
        assert changes == set(cells(3, 3))


def test_opening_boundary_between_block_and_fallback() -> None:
    # 4x4, corner click: the block is 4 cells, so 12 mines still fit outside it.
    for seed in range(10):
        game = Game(4, 4, 12, seed=seed)
        game.reveal(0, 0)
        assert not game.mines & {(0, 0), (0, 1), (1, 0), (1, 1)}
    # With 13 mines the block does not fit: only the click is safe, and 2 safe
    # cells remain for the 3 neighbours, so at least one neighbour is a mine.
    for seed in range(10):
        game = Game(4, 4, 13, seed=seed)
        game.reveal(0, 0)
        assert (0, 0) not in game.mines and len(game.mines) == 13
        assert {(0, 1), (1, 0), (1, 1)} & game.mines
    # Centre click on 4x4: a 9-cell block; 7 mines fit, 8 do not.
    game = Game(4, 4, 7, seed=1)
    game.reveal(1, 1)
    assert not game.mines & {(r, c) for r in range(3) for c in range(3)}
    game = Game(4, 4, 8, seed=1)
    game.reveal(1, 1)
    assert (1, 1) not in game.mines and len(game.mines) == 8


def test_safe_first_click_clears_only_the_cell() -> None:
    neighbour_hit = 0
    for seed in range(300):
        game = Game(9, 9, 10, seed=seed, first_click=FirstClick.SAFE)
        game.reveal(4, 4)
        assert (4, 4) not in game.mines
        assert len(game.mines) == 10
        assert game.status is not Status.LOST
        if game.mines & set(neighbours(9, 9, 4, 4)):
            neighbour_hit += 1
    # P(some neighbour mined) = 1 - C(72,10)/C(80,10) ~ 0.68; 300 games without
    # one would mean the SAFE rule secretly clears the block.
    assert neighbour_hit > 100


def test_same_seed_and_first_click_give_the_same_layout() -> None:
    for rule in FirstClick:
        for seed in (0, 1, 12345, 2**62):
            a = Game(16, 30, 99, seed=seed, first_click=rule)
            b = Game(16, 30, 99, seed=seed, first_click=rule)
            a.toggle_flag(0, 0)  # flags before the first reveal do not matter
            a.reveal(7, 11)
            b.reveal(7, 11)
            assert a.mines == b.mines
    layouts = set()
    for seed in range(5):
        game = Game(16, 30, 99, seed=seed)
        game.reveal(7, 11)
        layouts.add(game.mines)
    assert len(layouts) == 5


def test_drawn_seed_is_kept_and_reproduces_the_layout() -> None:
    game = Game(16, 16, 40)
    assert isinstance(game.seed, int)
    again = Game(16, 16, 40, seed=game.seed)
    game.reveal(3, 3)
    again.reveal(3, 3)
    assert game.mines == again.mines


def test_injected_rng_is_used() -> None:
    a = Game(16, 16, 40, rng=random.Random(99))
    b = Game(16, 16, 40, seed=99)  # documented: rng or random.Random(seed)
    a.reveal(0, 0)
    b.reveal(0, 0)
    assert a.mines == b.mines


def test_from_layout_keeps_the_layout_and_has_no_first_click_safety() -> None:
    mines = {(0, 0), (1, 1), (2, 2)}
    game = Game.from_layout(3, 3, mines)
    assert game.mines == mines
    assert game.mine_count == 3 and game.mines_left == 3
    assert game.status is Status.READY
    assert game.number(0, 1) == 2
    game.reveal(1, 1)
    assert game.mines == mines
    assert game.status is Status.LOST
    assert game.exploded == (1, 1)


def test_from_layout_ignores_duplicates_and_validates() -> None:
    game = Game.from_layout(2, 2, [(0, 0), (0, 0)])
    assert game.mines == {(0, 0)} and game.mine_count == 1
    with pytest.raises(ValueError):
        Game.from_layout(2, 2, [(2, 0)])
    with pytest.raises(ValueError):
        Game.from_layout(2, 2, [(0, -1)])
    with pytest.raises(ValueError):
        Game.from_layout(2, 2, [])  # no mine
    with pytest.raises(ValueError):
        Game.from_layout(2, 2, list(cells(2, 2)))  # no safe cell


def test_numbers_match_adjacent_mines() -> None:
    rows, cols, mines = parse_board("*.*.\n....\n.**.\n...*")
    game = Game.from_layout(rows, cols, mines)
    ref = numbers(rows, cols, mines)
    assert all(game.number(*c) == ref[c] for c in cells(rows, cols))
    assert game.number(1, 1) == 4  # (0,0), (0,2), (2,1), (2,2), counted by hand


# --- cascade -------------------------------------------------------------------

CASCADE_BOARDS = [
    "*....\n.....\n..*..\n.....\n....*",
    "......*.\n........\n..*.....\n........\n.....*..\n*.......",
    "..*...\n..*...\n..*...\n..*...",
    "*......*\n........\n...**...\n........\n*......*",
]


@pytest.mark.parametrize("text", CASCADE_BOARDS)
def test_cascade_reveals_the_zero_region_and_its_border(text: str) -> None:
    rows, cols, mines = parse_board(text)
    count = numbers(rows, cols, mines)
    for start in cells(rows, cols):
        if start in mines:
            continue
        game = Game.from_layout(rows, cols, mines)
        game.reveal(*start)
        expected = cascade(rows, cols, mines, start)
        assert revealed(game) == expected, start
        if count[start]:
            assert expected == {start}  # a number opens only itself


def test_reveal_of_revealed_cell_changes_nothing() -> None:
    game = Game.from_layout(*parse_board("..*..\n....."))
    game.reveal(0, 0)
    before = looks(game)
    assert not game.reveal(0, 0)
    assert not game.reveal(1, 0)
    assert looks(game) == before


def test_cascade_does_not_reveal_flagged_cells() -> None:
    rows, cols, mines = parse_board("......\n......\n......\n.....*")
    game = Game.from_layout(rows, cols, mines)
    game.toggle_flag(3, 4)  # a border number, wrongly flagged
    game.toggle_flag(0, 5)  # a zero in the region
    changes = game.reveal(0, 0)
    assert game.is_flagged(3, 4) and not game.is_revealed(3, 4)
    assert game.is_flagged(0, 5) and not game.is_revealed(0, 5)
    assert (3, 4) not in changes and (0, 5) not in changes
    expected = cascade(rows, cols, mines, (0, 0), flagged={(3, 4), (0, 5)})
    assert revealed(game) == expected
    assert changes == expected
    assert game.status is Status.PLAYING


def test_cascade_does_not_spread_through_a_flagged_zero() -> None:
    # 1x7, mine at the end: cells 0-4 are zeros. A flag on cell 2 stops the flood.
    game = Game.from_layout(1, 7, [(0, 6)])
    game.toggle_flag(0, 2)
    changes = game.reveal(0, 0)
    assert changes == {(0, 0), (0, 1)}
    assert revealed(game) == {(0, 0), (0, 1)}
    # Removing the flag and revealing it spreads on.
    game.toggle_flag(0, 2)
    changes = game.reveal(0, 2)
    assert revealed(game) == {(0, c) for c in range(6)}
    assert game.status is Status.WON


def test_cascade_stops_at_a_column_of_flags() -> None:
    rows, cols, mines = parse_board(".....\n.....\n.....\n.....\n....*")
    wall = {(r, 2) for r in range(5)}  # all zeros, all flagged
    game = Game.from_layout(rows, cols, mines)
    for cell in wall:
        game.toggle_flag(*cell)
    game.reveal(0, 0)
    assert revealed(game) == {(r, c) for r in range(5) for c in range(2)}
    assert revealed(game) == cascade(rows, cols, mines, (0, 0), flagged=wall)


def test_flags_before_the_layout_also_stop_the_cascade() -> None:
    for seed in range(20):
        game = Game(8, 8, 3, seed=seed)
        game.toggle_flag(0, 4)
        game.reveal(0, 0)
        assert game.is_flagged(0, 4) and not game.is_revealed(0, 4)
        expected = cascade(8, 8, game.mines, (0, 0), flagged={(0, 4)})
        assert revealed(game) == expected


def test_question_marks_are_revealed_and_spread_by_a_cascade() -> None:
    game = Game.from_layout(1, 7, [(0, 6)], question_marks=True)
    game.toggle_flag(0, 2)
    game.toggle_flag(0, 2)
    game.toggle_flag(0, 5)
    game.toggle_flag(0, 5)
    assert game.is_questioned(0, 2) and game.is_questioned(0, 5)
    changes = game.reveal(0, 0)
    assert {(0, 2), (0, 5)} <= set(changes)
    assert revealed(game) == {(0, c) for c in range(6)}
    assert not game.is_questioned(0, 2)
    assert game.status is Status.WON


def test_huge_empty_board_opens_in_one_click() -> None:
    depth = 0
    frame = sys._getframe()
    while frame is not None:
        depth += 1
        frame = frame.f_back  # type: ignore[assignment]
    limit = sys.getrecursionlimit()
    # 100 frames of headroom: any recursive flood fill over 10^6 cells dies.
    sys.setrecursionlimit(depth + 100)
    try:
        game = Game.from_layout(1000, 1000, [(0, 0)])
        changes = game.reveal(999, 999)
    finally:
        sys.setrecursionlimit(limit)
    assert game.status is Status.WON
    assert game.revealed_count == 999_999
    assert len(changes) == 1_000_000  # every safe cell plus the mine, now flagged
    assert (0, 0) in changes and (0, 1) in changes and (500, 500) in changes
    assert changes.bounding_box() == (0, 0, 999, 999)
    assert game.is_revealed(0, 1) and game.is_revealed(999, 0) and game.is_revealed(0, 999)
    assert game.look(0, 0) is Look.FLAG
    assert game.mines_left == 0


def test_large_board_cascade_with_obstacles_matches_reference() -> None:
    rng = random.Random(2024)
    rows, cols = 60, 80
    mines = {(rng.randrange(rows), rng.randrange(cols)) for _ in range(90)} - {(30, 40)}
    mines -= set(neighbours(rows, cols, 30, 40))
    game = Game.from_layout(rows, cols, mines)
    changes = game.reveal(30, 40)
    expected = cascade(rows, cols, mines, (30, 40))
    assert revealed(game) == expected
    assert changes == expected


# --- flags -----------------------------------------------------------------------


def test_flag_cycle_without_question_marks() -> None:
    game = Game(5, 5, 3, seed=1)
    assert game.look(1, 1) is Look.HIDDEN
    assert game.toggle_flag(1, 1) == [(1, 1)]
    assert game.is_flagged(1, 1) and game.look(1, 1) is Look.FLAG
    assert game.toggle_flag(1, 1) == [(1, 1)]
    assert not game.is_flagged(1, 1) and game.look(1, 1) is Look.HIDDEN
    assert not game.is_questioned(1, 1)


def test_flag_cycle_with_question_marks() -> None:
    game = Game(5, 5, 3, seed=1, question_marks=True)
    seen = []
    for _ in range(4):
        game.toggle_flag(1, 1)
        seen.append(game.look(1, 1))
    assert seen == [Look.FLAG, Look.QUESTION, Look.HIDDEN, Look.FLAG]
    game.toggle_flag(1, 1)
    assert game.is_questioned(1, 1) and not game.is_flagged(1, 1)
    assert game.mines_left == 3  # a question mark is not a flag


def test_flagged_cells_cannot_be_revealed() -> None:
    game = Game.from_layout(2, 3, [(0, 0)])
    game.toggle_flag(0, 0)
    game.toggle_flag(1, 2)
    assert not game.reveal(0, 0)  # a flagged mine: no loss
    assert game.status is Status.READY
    game.reveal(1, 0)
    assert not game.reveal(1, 2)
    assert game.is_flagged(1, 2) and not game.is_revealed(1, 2)
    assert game.status is Status.PLAYING


def test_revealed_cells_cannot_be_flagged() -> None:
    game = Game.from_layout(2, 3, [(0, 0)])
    game.reveal(1, 0)
    assert not game.toggle_flag(1, 0)
    assert not game.is_flagged(1, 0) and game.is_revealed(1, 0)
    assert game.mines_left == 1


def test_mines_left_counts_flags_and_goes_negative() -> None:
    game = Game(3, 3, 2, seed=1)
    assert game.mines_left == 2
    game.toggle_flag(0, 0)
    assert game.mines_left == 1 and game.flag_count == 1
    game.toggle_flag(0, 1)
    game.toggle_flag(0, 2)
    game.toggle_flag(1, 0)
    assert game.mines_left == -2 and game.flag_count == 4
    game.toggle_flag(0, 1)
    assert game.mines_left == -1


# --- chord ------------------------------------------------------------------------

# Mines at (0,0) and (4,4) on 5x5: (1,1) is a 1 whose other neighbours include
# zeros, so a chord there cascades.
CHORD_BOARD = (5, 5, {(0, 0), (4, 4)})


def chord_game() -> Game:
    game = Game.from_layout(*CHORD_BOARD)
    game.reveal(1, 1)
    assert revealed(game) == {(1, 1)} and game.number(1, 1) == 1
    return game


def test_chord_with_correct_flags_reveals_and_cascades() -> None:
    game = chord_game()
    game.toggle_flag(0, 0)
    assert game.can_chord(1, 1)
    changes = game.chord(1, 1)
    rows, cols, mines = CHORD_BOARD
    expected: set[Cell] = set()
    for n in neighbours(rows, cols, 1, 1):
        if n != (0, 0):
            expected |= cascade(rows, cols, mines, n, flagged={(0, 0)}, revealed={(1, 1)})
    assert len(expected) > 8  # the cascade went beyond the chord's neighbours
    assert revealed(game) == expected | {(1, 1)}
    # Every safe cell was reached, so the chord also won: the unflagged mine
    # (4,4) became a flag and is reported; (0,0) was a flag already.
    assert expected | {(1, 1)} == set(cells(rows, cols)) - mines
    assert game.status is Status.WON
    assert changes == expected | {(4, 4)}
    assert game.look(4, 4) is Look.FLAG


def test_chord_reveals_only_the_neighbours_around_numbers() -> None:
    # 2x3, mines at (0,0) and (1,2): the safe cells are a 2, a 1, a 1 and a 2
    # (no zero), so a chord opens just the unflagged hidden neighbours.
    game = Game.from_layout(2, 3, [(0, 0), (1, 2)])
    game.reveal(1, 1)
    assert game.number(1, 1) == 2
    game.toggle_flag(0, 0)
    game.toggle_flag(1, 2)
    changes = game.chord(1, 1)
    assert changes == {(0, 1), (0, 2), (1, 0)}
    # That was the last safe cell: won, with both mines flagged already.
    assert game.status is Status.WON


def test_chord_with_a_wrong_flag_explodes() -> None:
    game = chord_game()
    game.toggle_flag(1, 0)  # safe cell flagged instead of the mine at (0,0)
    assert game.can_chord(1, 1)
    changes = game.chord(1, 1)
    assert game.status is Status.LOST
    assert game.exploded == (0, 0)
    assert game.look(0, 0) is Look.EXPLODED
    assert game.look(1, 0) is Look.WRONG_FLAG
    assert game.look(4, 4) is Look.MINE
    assert {(0, 0), (1, 0), (4, 4)} <= set(changes)


@pytest.mark.parametrize("flags", [[], [(0, 0), (1, 0)], [(0, 1), (1, 2)]])
def test_chord_with_other_flag_counts_does_nothing(flags: list[Cell]) -> None:
    game = chord_game()
    for cell in flags:
        game.toggle_flag(*cell)
    assert not game.can_chord(1, 1)
    before = looks(game)
    assert not game.chord(1, 1)
    assert looks(game) == before
    assert game.status is Status.PLAYING


def test_chord_on_hidden_zero_flagged_or_finished_cells_does_nothing() -> None:
    rows, cols, mines = parse_board("*....\n.....\n.....\n.....\n.....\n....*")
    game = Game.from_layout(rows, cols, mines)
    game.toggle_flag(0, 0)
    for cell in [(0, 0), (0, 1), (5, 0)]:  # flagged, hidden number, hidden zero
        assert not game.can_chord(*cell)
        assert not game.chord(*cell)
    game.reveal(2, 2)  # opens a region: (2,2) is a revealed zero
    assert game.is_revealed(2, 2) and game.number(2, 2) == 0
    assert not game.can_chord(2, 2)
    before = looks(game)
    assert not game.chord(2, 2)
    # (0,1) is a revealed 1 with its flag, but every other neighbour is open.
    assert game.is_revealed(0, 1)
    assert not game.can_chord(0, 1)
    assert not game.chord(0, 1)
    assert looks(game) == before


def test_chord_before_the_layout_does_nothing() -> None:
    game = Game(5, 5, 3, seed=2)
    assert not game.can_chord(2, 2)
    assert not game.chord(2, 2)
    assert not game.has_layout and game.status is Status.READY


def test_chord_reveals_question_marked_neighbours() -> None:
    game = Game.from_layout(*CHORD_BOARD, question_marks=True)
    game.reveal(1, 1)
    game.toggle_flag(0, 0)
    game.toggle_flag(2, 1)
    game.toggle_flag(2, 1)  # question mark on a safe neighbour
    assert game.is_questioned(2, 1)
    game.chord(1, 1)
    assert game.is_revealed(2, 1)


def test_can_chord_is_false_after_the_game_ends() -> None:
    game = Game.from_layout(3, 5, [(0, 0), (2, 4)])
    game.reveal(1, 1)
    game.toggle_flag(0, 0)
    assert game.can_chord(1, 1)
    game.reveal(2, 4)  # lose elsewhere
    assert game.status is Status.LOST
    assert not game.chord(1, 1)
    assert not game.can_chord(1, 1)  # a chord can no longer reveal anything


# --- win and loss ------------------------------------------------------------------


def test_win_flags_every_mine_and_reports_it() -> None:
    game = Game.from_layout(1, 5, [(0, 2)])
    first = game.reveal(0, 0)
    assert first == {(0, 0), (0, 1)}
    assert game.status is Status.PLAYING
    last = game.reveal(0, 4)
    assert game.status is Status.WON
    assert last == {(0, 3), (0, 4), (0, 2)}
    assert game.look(0, 2) is Look.FLAG and game.is_flagged(0, 2)
    assert game.mines_left == 0
    assert game.exploded is None


def test_win_with_flags_and_question_marks_on_mines() -> None:
    game = Game.from_layout(1, 7, [(0, 0), (0, 3), (0, 6)], question_marks=True)
    game.toggle_flag(0, 0)  # flag
    game.toggle_flag(0, 3)
    game.toggle_flag(0, 3)  # question mark
    game.reveal(0, 1)
    game.reveal(0, 2)
    game.reveal(0, 4)
    changes = game.reveal(0, 5)
    assert game.status is Status.WON
    assert changes == {(0, 5), (0, 3), (0, 6)}
    assert all(game.look(*m) is Look.FLAG for m in game.mines)
    assert game.mines_left == 0 and game.flag_count == 3


def test_loss_shows_mines_and_wrong_flags() -> None:
    rows, cols, mines = parse_board("*.*.*\n.....\n*...*")
    game = Game.from_layout(rows, cols, mines, question_marks=True)
    game.reveal(1, 2)  # a 1 (it touches the mine at (0,2)): opens only itself
    game.toggle_flag(0, 0)  # correct flag
    game.toggle_flag(0, 1)  # wrong flag
    game.toggle_flag(2, 0)
    game.toggle_flag(2, 0)  # question mark on a mine
    game.toggle_flag(1, 3)
    game.toggle_flag(1, 3)  # question mark on a safe cell
    assert game.wrong_flags == {(0, 1)}
    before = looks(game)
    changes = game.reveal(0, 4)
    after = looks(game)
    assert game.status is Status.LOST
    assert game.exploded == (0, 4)
    assert game.look(0, 4) is Look.EXPLODED
    assert game.look(0, 0) is Look.FLAG
    assert game.look(0, 1) is Look.WRONG_FLAG
    assert game.look(2, 0) is Look.MINE
    assert game.look(0, 2) is Look.MINE and game.look(2, 4) is Look.MINE
    assert game.look(1, 3) is Look.QUESTION
    assert game.look(1, 2) is Look.REVEALED
    assert game.look(1, 0) is Look.HIDDEN
    # All unflagged mines and the wrong flag, nothing else.
    assert changes == {(0, 4), (0, 2), (2, 0), (2, 4), (0, 1)}
    assert changes == changed(before, after)
    assert not game.is_revealed(0, 4)  # the exploded mine is shown, not "revealed"


def test_first_reveal_on_a_mine_of_a_fixed_layout_loses() -> None:
    game = Game.from_layout(2, 2, [(1, 1)])
    changes = game.reveal(1, 1)
    assert game.status is Status.LOST
    assert changes == [(1, 1)]
    assert game.look(1, 1) is Look.EXPLODED


@pytest.mark.parametrize("outcome", [Status.WON, Status.LOST])
def test_nothing_changes_after_the_end(outcome: Status) -> None:
    game = Game.from_layout(2, 4, [(0, 0), (1, 3)], question_marks=True)
    game.reveal(0, 1)
    game.toggle_flag(0, 0)
    if outcome is Status.WON:
        for cell in [(0, 2), (0, 3), (1, 0), (1, 1), (1, 2)]:
            game.reveal(*cell)
    else:
        game.reveal(1, 3)
    assert game.status is outcome
    state = (
        looks(game),
        game.left_clicks,
        game.right_clicks,
        game.chord_clicks,
        len(game.moves),
        game.mines_left,
        game.revealed_count,
        game.exploded,
    )
    for cell in cells(2, 4):
        assert not game.reveal(*cell)
        assert not game.toggle_flag(*cell)
        assert not game.chord(*cell)
    assert game.status is outcome
    assert state == (
        looks(game),
        game.left_clicks,
        game.right_clicks,
        game.chord_clicks,
        len(game.moves),
        game.mines_left,
        game.revealed_count,
        game.exploded,
    )


# --- out of range ----------------------------------------------------------------

COMMANDS = ["reveal", "toggle_flag", "chord"]
QUERIES = ["number", "is_revealed", "is_flagged", "is_questioned", "is_mine", "look", "can_chord"]
BAD_CELLS = [(-1, 0), (0, -1), (4, 0), (0, 6), (4, 6), (-1, -1), (100, 100)]


@pytest.mark.parametrize("method", COMMANDS + QUERIES)
@pytest.mark.parametrize("stage", ["new", "playing", "lost", "fixed"])
def test_out_of_range_raises_value_error(method: str, stage: str) -> None:
    if stage == "fixed":
        game = Game.from_layout(4, 6, [(0, 0)])
    else:
        game = Game(4, 6, 4, seed=3, first_click=FirstClick.SAFE)
        if stage != "new":
            game.reveal(2, 2)
        if stage == "lost":
            mine = next(iter(game.mines))
            game.reveal(*mine)
            assert game.status is Status.LOST
    counters = (game.left_clicks, game.right_clicks, game.chord_clicks, len(game.moves))
    before = looks(game)
    for bad in BAD_CELLS:
        with pytest.raises(ValueError):
            getattr(game, method)(*bad)
    assert (game.left_clicks, game.right_clicks, game.chord_clicks, len(game.moves)) == counters
    assert looks(game) == before


# --- exact changes on hand-made sequences ------------------------------------------


SCRIPT_BOARD = "*..*..\n......\n..*...\n......\n.....*"


@pytest.mark.parametrize(
    ("script", "outcome"),
    [
        (
            [
                ("toggle_flag", 0, 0),
                ("toggle_flag", 3, 0),
                ("toggle_flag", 3, 0),  # question mark on a zero
                ("chord", 4, 0),  # hidden: nothing
                ("reveal", 0, 1),  # a 1 next to the flag
                ("chord", 0, 1),  # one flag for a 1: opens (1,0), (1,1), (1,2), (0,2)
                ("reveal", 4, 0),  # a zero: cascade through the question mark
                ("toggle_flag", 0, 3),
                ("toggle_flag", 4, 5),
                ("toggle_flag", 4, 5),  # flag off again
                ("reveal", 0, 5),
                ("toggle_flag", 2, 2),
                ("chord", 1, 2),
                ("chord", 1, 4),
                ("reveal", 3, 5),
                ("reveal", 4, 4),
            ],
            None,
        ),
        (
            [
                ("toggle_flag", 0, 0),
                ("toggle_flag", 1, 1),  # wrong flag
                ("toggle_flag", 0, 3),
                ("toggle_flag", 0, 3),  # question mark on a mine
                ("reveal", 0, 1),
                ("chord", 0, 1),  # a 1 with two flags: nothing
                ("reveal", 4, 0),
                ("reveal", 2, 2),  # the mine: lost
            ],
            Status.LOST,
        ),
    ],
)
def test_every_command_reports_exactly_the_changed_looks(
    script: list[tuple[str, int, int]], outcome: Status | None
) -> None:
    rows, cols, mines = parse_board(SCRIPT_BOARD)
    game = Game.from_layout(rows, cols, mines, question_marks=True)
    for name, r, c in script:
        result, diff = command_changes(game, getattr(game, name), r, c)
        assert result == diff, (name, r, c)
        assert len(result) == len(diff)
    if outcome is not None:
        assert game.status is outcome


# --- restart and replay -----------------------------------------------------------


def play_some(game: Game, rng: random.Random, moves: int = 40) -> None:
    for _ in range(moves):
        if game.status.is_over:
            break
        r, c = rng.randrange(game.rows), rng.randrange(game.cols)
        kind = rng.choice(["reveal", "reveal", "toggle_flag", "chord"])
        getattr(game, kind)(r, c)


def state_of(game: Game) -> tuple[object, ...]:
    return (
        looks(game),
        game.status,
        game.mines,
        revealed(game),
        flagged(game),
        game.exploded,
        game.mines_left,
        game.revealed_count,
        game.left_clicks,
        game.right_clicks,
        game.chord_clicks,
    )


def test_replay_reproduces_the_game() -> None:
    outcomes = set()
    for seed in range(60):
        game = Game(8, 8, 10, seed=seed, question_marks=bool(seed % 2))
        play_some(game, random.Random(seed), moves=60)
        outcomes.add(game.status)
        copy = game.replay()
        assert copy is not game
        assert state_of(copy) == state_of(game)
        assert [(m.kind, m.row, m.col) for m in copy.moves] == [
            (m.kind, m.row, m.col) for m in game.moves
        ]
    assert Status.LOST in outcomes and Status.PLAYING in outcomes


def test_replay_of_a_won_game() -> None:
    game = Game.from_layout(1, 5, [(0, 2)])
    game.toggle_flag(0, 2)
    game.reveal(0, 0)
    game.reveal(0, 4)
    assert game.status is Status.WON
    copy = game.replay()
    assert state_of(copy) == state_of(game)
    assert [m.kind for m in copy.moves] == [MoveKind.FLAG, MoveKind.REVEAL, MoveKind.REVEAL]


def test_replay_before_the_first_reveal() -> None:
    game = Game(6, 6, 5, seed=11)
    game.toggle_flag(1, 1)
    copy = game.replay()
    assert state_of(copy) == state_of(game)
    game.reveal(3, 3)
    copy.reveal(3, 3)
    assert copy.mines == game.mines


def test_restart_gives_the_same_layout_and_a_fresh_state() -> None:
    game = Game(9, 9, 10, seed=4, question_marks=True)
    game.toggle_flag(0, 0)
    game.reveal(4, 4)
    play_some(game, random.Random(4))
    fresh = game.restart()
    assert fresh.mines == game.mines
    assert fresh.status is Status.READY
    assert fresh.question_marks
    assert not revealed(fresh) and not flagged(fresh)
    assert all(fresh.look(*c) is Look.HIDDEN for c in cells(9, 9))
    assert (fresh.left_clicks, fresh.right_clicks, fresh.chord_clicks) == (0, 0, 0)
    assert fresh.moves == [] and fresh.mines_left == 10 and fresh.elapsed == 0.0
    assert fresh.exploded is None and fresh.revealed_count == 0
    # The same layout with no first-click move: a mine first loses.
    mine = next(iter(game.mines))
    fresh.reveal(*mine)
    assert fresh.status is Status.LOST and fresh.mines == game.mines


def test_restart_before_the_first_reveal_keeps_seed_and_rule() -> None:
    game = Game(9, 9, 30, seed=21, first_click=FirstClick.SAFE)
    fresh = game.restart()
    assert fresh.first_click is FirstClick.SAFE
    game.reveal(0, 0)
    fresh.reveal(0, 0)
    assert fresh.mines == game.mines


def test_revealed_count() -> None:
    game = Game.from_layout(*parse_board("..*..\n....."))
    assert game.revealed_count == 0
    game.reveal(0, 0)  # zeros at column 0, numbers at column 1
    assert game.revealed_count == len(revealed(game)) == 4


def test_a_snapshot_leaves_sorting_the_mines_to_whoever_reads_them() -> None:
    """The GUI thread takes the snapshot; the save writer's thread pays for the
    sort of a huge board's mines (issue #12: under 5 ms on 1000 x 1000)."""
    from minesweeper_qt.engine.layout import RowMajorMines

    game = Game(300, 300, 20_000, seed=3)
    game.reveal(150, 150)
    snap = game.snapshot()
    assert isinstance(snap.mines, RowMajorMines) and len(snap.mines) == 20_000
    assert game.snapshot().mines is snap.mines  # one object: the encoder reuses its blob
    expected = tuple(sorted(r * 300 + c for r, c in game.mines))
    assert tuple(snap.mines) == expected and snap.mines == expected
    assert Game.from_snapshot(snap).mines == game.mines
