"""Huge boards at one frame per move (issue #17): the mines drawn ahead of the
first click, a win that flags every mine without listing them, and the
statistics of a game over worked out once.

Timings live in ``benchmarks/view.py``; these tests pin the behaviour.
"""

from __future__ import annotations

import random
import threading

import pytest
from engine_reference import cells, neighbours
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from minesweeper_qt.engine import (
    UNIFORM,
    FirstClick,
    Game,
    NoGuessGenerator,
    Status,
    UniformGenerator,
)
from minesweeper_qt.engine.generators import DRAW_AHEAD_CELLS
from minesweeper_qt.engine.layout import Layout
from minesweeper_qt.engine.stats import bbbv_pair

DRAW_AHEAD = UniformGenerator(ahead_cells=0)


def looks(game: Game) -> list[list[int]]:
    return [game.look_codes(row, 0, game.cols) for row in range(game.rows)]


# --- Layout.with_moved -------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 9), st.integers(1, 9), st.data())
def test_moved_layout_equals_a_fresh_one(rows: int, cols: int, data: st.DataObject) -> None:
    stride = cols + 1
    flat = [r * stride + c for r, c in cells(rows, cols)]
    mines = data.draw(st.sets(st.sampled_from(flat), max_size=len(flat) - 1))
    layout = Layout(rows, cols, bytearray(
        1 if i in mines else 0 for i in range(rows * stride)))
    free = [i for i in flat if i not in mines]
    moves = data.draw(st.integers(0, min(len(mines), len(free))))
    sources = data.draw(st.permutations(sorted(mines)))[:moves]
    targets = data.draw(st.permutations(free))[:moves]
    moved = layout.with_moved(sources, targets)
    after = (mines - set(sources)) | set(targets)
    fresh = Layout(rows, cols, bytearray(1 if i in after else 0 for i in range(rows * stride)))
    # Byte for byte, padding included: the whole-board arithmetic and the
    # local patch agree everywhere.
    assert moved.mine_map == fresh.mine_map
    assert moved.counts == fresh.counts
    assert moved.zero_map == fresh.zero_map
    assert moved.mine_count == len(after)
    assert sorted(moved.mine_list) == sorted(after)
    # The original is left alone.
    assert layout.mine_map == bytearray(1 if i in mines else 0 for i in range(rows * stride))


def test_with_moved_refuses_bad_moves() -> None:
    layout = Layout.from_cells(2, 3, [(0, 0), (1, 2)])
    stride = layout.stride
    with pytest.raises(ValueError, match="as many"):
        layout.with_moved([0], [])
    with pytest.raises(ValueError, match="holds no mine"):
        layout.with_moved([1], [2])
    with pytest.raises(ValueError, match="holds a mine"):
        layout.with_moved([0], [stride + 2])
    with pytest.raises(ValueError, match="not on the board"):
        layout.with_moved([0], [3])  # the padding cell of row 0
    with pytest.raises(ValueError, match="not on the board"):
        layout.with_moved([0], [2 * stride])


# --- drawing ahead -------------------------------------------------------------------


def test_huge_uniform_boards_draw_ahead_and_small_ones_do_not() -> None:
    assert UNIFORM.draws_ahead(500, 500) and DRAW_AHEAD_CELLS == 250_000
    assert not UNIFORM.draws_ahead(499, 500)
    assert Game(500, 500, 50_000, seed=1).prepare()
    assert not Game(16, 30, 99, seed=1).prepare()
    assert not Game(500, 500, 50_000, seed=1, generator=NoGuessGenerator()).prepare()
    game = Game(500, 500, 50_000, seed=1)
    game.reveal(250, 250)
    assert not game.prepare()  # laid already


def test_a_usual_board_keeps_the_board_its_seed_always_gave() -> None:
    # Small boards are laid in one step as before: a seed's board does not
    # depend on drawing ahead (pinned by a board laid with Layout.random).
    game = Game(16, 30, 99, seed=12345)
    game.reveal(8, 15)
    stride = 31
    excluded = [r * stride + c for r, c in [(8, 15), *neighbours(16, 30, 8, 15)]]
    expected = Layout.random(16, 30, 99, excluded, random.Random(12345))
    assert game.mines == {divmod(i, stride) for i in expected.mine_list}


@pytest.mark.parametrize("click", [(500, 500), (999, 0), (999, 999)])
def test_a_huge_board_is_the_same_whether_drawn_ahead_or_not(click: tuple[int, int]) -> None:
    plain = Game(1000, 1000, 206_000, seed=77)
    plain.reveal(*click)
    ahead = Game(1000, 1000, 206_000, seed=77)
    assert ahead.prepare() and ahead.prepare()  # once, however often asked
    ahead.reveal(*click)
    mines = ahead.mines
    assert mines == plain.mines
    assert len(mines) == 206_000
    block = {click, *neighbours(1000, 1000, *click)}
    assert not block & mines
    # The draw (the game's first use of its seed) had mines there: they moved.
    drawn = UNIFORM.draw(1000, 1000, 206_000, random.Random(77))
    assert any(drawn.mine_map[r * 1001 + c] for r, c in block)
    assert ahead.number(*click) == 0
    # Counts are the true neighbour counts around the click and far from it.
    for r, c in [*block, (123, 456), (999, 999), (0, 0)]:
        assert ahead.number(r, c) == sum(n in mines for n in neighbours(1000, 1000, r, c))


def test_drawing_ahead_on_a_worker_thread_gives_the_same_board() -> None:
    plain = Game(600, 500, 60_000, seed=5)
    plain.reveal(300, 250)
    game = Game(600, 500, 60_000, seed=5)
    worker = threading.Thread(target=game.prepare)
    worker.start()
    game.reveal(300, 250)  # waits for the draw under way
    worker.join()
    assert game.mines == plain.mines
    assert game.revealed_count == plain.revealed_count


def test_a_huge_board_replays_and_restores_exactly() -> None:
    game = Game(600, 500, 60_000, seed=9, first_click=FirstClick.SAFE)
    game.prepare()
    game.reveal(10, 10)
    rng = random.Random(3)
    for _ in range(30):
        r, c = rng.randrange(600), rng.randrange(500)
        if game.status.is_over:
            break
        if rng.random() < 0.3:
            game.toggle_flag(r, c)
        elif not game.is_mine(r, c):
            game.reveal(r, c)
    again = game.replay()
    assert again.mines == game.mines and looks(again) == looks(game)
    restored = Game.from_snapshot(game.snapshot())
    assert restored.mines == game.mines and looks(restored) == looks(game)
    assert restored.status is game.status


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 9), st.integers(2, 9), st.data(), st.sampled_from(list(FirstClick)),
       st.integers(0, 2**32), st.booleans())
def test_drawn_ahead_games_keep_the_first_click_rules_and_replay(
        rows: int, cols: int, data: st.DataObject, rule: FirstClick, seed: int,
        prepare: bool) -> None:
    size = rows * cols
    mines = data.draw(st.integers(1, size - 1))
    click = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    game = Game(rows, cols, mines, seed=seed, first_click=rule, generator=DRAW_AHEAD,
                time_source=lambda: 0.0)
    if prepare:
        assert game.prepare()
    game.reveal(*click)
    assert len(game.mines) == mines and click not in game.mines
    block = {click, *neighbours(rows, cols, *click)}
    if rule is FirstClick.OPENING and mines <= size - len(block):
        assert not block & game.mines
    for r, c in cells(rows, cols):
        assert game.number(r, c) == sum(n in game.mines for n in neighbours(rows, cols, r, c))
    # Same seed and click, drawn ahead or not: same board; replays and
    # snapshots give the same game.
    again = Game(rows, cols, mines, seed=seed, first_click=rule, generator=DRAW_AHEAD)
    again.reveal(*click)
    assert again.mines == game.mines
    moves = data.draw(st.lists(st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1),
                                         st.booleans()), max_size=12))
    for r, c, flag in moves:
        game.toggle_flag(r, c) if flag else game.reveal(r, c)
    replayed = game.replay()
    assert replayed.mines == game.mines and looks(replayed) == looks(game)
    restored = Game.from_snapshot(game.snapshot())
    assert restored.mines == game.mines and looks(restored) == looks(game)


# --- a win flags every mine ----------------------------------------------------------


def won_game(flag_some: bool) -> Game:
    game = Game(12, 12, 30, seed=4, time_source=lambda: 0.0)
    game.reveal(6, 6)
    mines = sorted(game.mines)
    if flag_some:
        for cell in mines[:7]:
            game.toggle_flag(*cell)
    for cell in cells(12, 12):
        if cell not in game.mines:
            game.reveal(*cell)
    assert game.status is Status.WON
    return game


@pytest.mark.parametrize("flag_some", [False, True])
def test_a_won_game_shows_every_mine_flagged(flag_some: bool) -> None:
    game = won_game(flag_some)
    flagged = {c for c in cells(12, 12) if game.is_flagged(*c)}
    assert flagged == game.mines
    assert game.flag_count == 30 and game.mines_left == 0
    assert game.wrong_flags == frozenset() and game.unflagged_mines == frozenset()
    knowledge = game.knowledge()
    assert {c for c in cells(12, 12) if knowledge.is_flagged(*c)} == game.mines
    # A snapshot and a replay give the same counters and looks.
    for copy in (Game.from_snapshot(game.snapshot()), game.replay()):
        assert copy.status is Status.WON
        assert (copy.flag_count, copy.mines_left) == (30, 0)
        assert looks(copy) == looks(game)
        assert copy.wrong_flags == frozenset()


# --- statistics of a game over --------------------------------------------------------


def lost_game() -> Game:
    game = Game(20, 20, 60, seed=8, time_source=lambda: 0.0)
    game.reveal(10, 10)
    safe = [c for c in cells(20, 20) if c not in game.mines]
    for cell in safe[::3]:
        game.reveal(*cell)
    game.reveal(*min(game.mines))
    assert game.status is Status.LOST
    return game


def test_a_lost_game_keeps_its_statistics_and_an_undo_forgets_them() -> None:
    game = lost_game()
    assert game.layout is not None
    expected = bbbv_pair(game.layout, game._field.state)
    stats = game.stats()
    assert (stats.bbbv, stats.bbbv_solved) == expected
    assert game.bbbv_solved == expected[1] and game.bbbv == expected[0]
    assert game.stats() == stats
    game.undo_last_move()
    assert game.status is Status.PLAYING
    more = next(c for c in cells(20, 20) if c not in game.mines and not game.is_revealed(*c))
    game.reveal(*more)
    now = bbbv_pair(game.layout, game._field.state)
    assert (game.stats().bbbv, game.stats().bbbv_solved) == now
    assert game.bbbv_solved == now[1]


def test_statistics_worked_out_on_a_worker_match() -> None:
    game = lost_game()
    fresh = lost_game()
    worker = threading.Thread(target=game.stats)
    worker.start()
    worker.join()
    assert game.stats() == fresh.stats()


# --- the changes of a loss and a win --------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 10), st.integers(2, 10), st.integers(0, 2**32), st.booleans(), st.data())
def test_the_last_move_reports_exactly_the_cells_it_changed(
        rows: int, cols: int, seed: int, lose: bool, data: st.DataObject) -> None:
    # A loss and a win report their many changed cells by count without
    # listing them (a huge board repaints what it shows): the count, the
    # spans and the cells must still be exact.
    mines = data.draw(st.integers(1, rows * cols - 1))
    game = Game(rows, cols, mines, seed=seed, first_click=FirstClick.SAFE,
                question_marks=True, time_source=lambda: 0.0)
    game.reveal(0, 0)
    if game.status.is_over:
        return
    everything = list(cells(rows, cols))
    for cell in data.draw(st.lists(st.sampled_from(everything), max_size=8)):
        game.toggle_flag(*cell)  # flags, question marks, wrong flags
    if lose:
        unflagged = [m for m in sorted(game.mines) if not game.is_flagged(*m)]
        if not unflagged:
            return
        last = unflagged[0]
    else:
        for cell in everything:  # no wrong flag is left: a flag stops a reveal
            while cell not in game.mines and game.is_flagged(*cell):
                game.toggle_flag(*cell)
        hidden_safe = [c for c in everything
                       if c not in game.mines and not game.is_revealed(*c)]
        for cell in hidden_safe:
            if not game.is_revealed(*cell) and cell != hidden_safe[-1]:
                game.reveal(*cell)
        if game.status.is_over or not hidden_safe or game.is_revealed(*hidden_safe[-1]):
            return
        last = hidden_safe[-1]
    before = looks(game)
    changes = game.reveal(*last)
    assert game.status is (Status.LOST if lose else Status.WON)
    after = looks(game)
    expected = {(r, c) for r in range(rows) for c in range(cols) if before[r][c] != after[r][c]}
    assert set(changes) == expected
    assert len(changes) == len(expected) == len(list(changes))
    assert changes.span_count >= len(list(changes.spans()))
    assert bool(changes) == bool(expected)


def test_a_snapshot_hands_its_mines_over_as_a_map_cut_at_c_speed() -> None:
    game = Game(700, 400, 50_000, seed=2)
    game.reveal(350, 200)
    mines = game.snapshot().mines
    assert mines is not None and hasattr(mines, "as_map")
    mine_map = mines.as_map()  # type: ignore[attr-defined]
    assert len(mine_map) == 700 * 400 and mine_map.count(1) == 50_000
    assert [i for i, b in enumerate(mine_map) if b] == list(mines)
