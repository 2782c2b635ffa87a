"""Hypothesis properties of the rules over random boards and move sequences."""

from __future__ import annotations

import pytest
from engine_reference import FakeTime, cascade, cells, changed, looks, neighbours, numbers
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from minesweeper_qt.engine import FirstClick, Game, Look, MoveKind, Status

Cell = tuple[int, int]
Board = tuple[int, int, frozenset[Cell]]

FAST = settings(max_examples=200, deadline=None)


@st.composite
def boards(draw: st.DrawFn, max_side: int = 10) -> Board:
    """A fixed layout: any size up to ``max_side``, any playable mine set."""
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(2 if rows == 1 else 1, max_side))
    all_cells = list(cells(rows, cols))
    density = draw(st.sampled_from([0.05, 0.15, 0.3, 0.6]))
    mines = draw(
        st.sets(
            st.sampled_from(all_cells),
            min_size=1,
            max_size=max(1, min(len(all_cells) - 1, int(len(all_cells) * density) + 1)),
        )
    )
    assume(len(mines) < len(all_cells))
    return rows, cols, frozenset(mines)


@FAST
@given(boards())
def test_numbers_are_true_adjacent_mine_counts(board: Board) -> None:
    rows, cols, mines = board
    game = Game.from_layout(rows, cols, mines)
    ref = numbers(rows, cols, mines)
    for cell in cells(rows, cols):
        assert game.number(*cell) == ref[cell]
        assert game.is_mine(*cell) == (cell in mines)


@FAST
@given(
    st.integers(1, 14),
    st.integers(1, 14),
    st.floats(0.01, 0.5),
    st.integers(0, 2**32),
    st.data(),
)
def test_numbers_of_random_games(rows: int, cols: int, density: float, seed: int,
                                 data: st.DataObject) -> None:
    assume(rows * cols >= 2)
    mines = max(1, min(rows * cols - 1, int(rows * cols * density)))
    game = Game(rows, cols, mines, seed=seed)
    game.reveal(data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    ref = numbers(rows, cols, game.mines)
    assert all(game.number(*c) == ref[c] for c in cells(rows, cols))


@FAST
@given(boards(), st.data())
def test_cascade_matches_reference(board: Board, data: st.DataObject) -> None:
    """A reveal opens exactly the 8-connected zero region of the cell plus its
    border, not revealing or spreading through flags (any flags, right or wrong)."""
    rows, cols, mines = board
    all_cells = list(cells(rows, cols))
    flags = data.draw(st.sets(st.sampled_from(all_cells), max_size=len(all_cells) // 3))
    safe = [c for c in all_cells if c not in mines and c not in flags]
    assume(safe)
    start = data.draw(st.sampled_from(safe))
    game = Game.from_layout(rows, cols, mines)
    for cell in flags:
        game.toggle_flag(*cell)
    before = looks(game)
    changes = game.reveal(*start)
    after = looks(game)
    expected = cascade(rows, cols, mines, start, flagged=flags)
    opened = {c for c in all_cells if game.is_revealed(*c)}
    assert opened == expected
    assert changes == changed(before, after)
    assert len(changes) == len(set(changes))
    if game.status is Status.WON:
        assert set(changes) == expected | (mines - flags)
    else:
        assert game.status is Status.PLAYING
        assert changes == expected
    assert all(game.is_flagged(*c) for c in flags)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 12),
    st.integers(1, 12),
    st.data(),
    st.sampled_from(list(FirstClick)),
    st.integers(0, 2**64),
)
def test_first_click_policies_hold(rows: int, cols: int, data: st.DataObject,
                                   rule: FirstClick, seed: int) -> None:
    size = rows * cols
    assume(size >= 2)
    mines = data.draw(st.integers(1, size - 1))
    click = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    game = Game(rows, cols, mines, seed=seed, first_click=rule)
    game.reveal(*click)
    assert len(game.mines) == mines
    assert click not in game.mines
    assert game.status is not Status.LOST
    assert game.is_revealed(*click)
    block = {click, *neighbours(rows, cols, *click)}
    if rule is FirstClick.OPENING and mines <= size - len(block):
        assert not block & game.mines
        assert game.number(*click) == 0
    # Reproducible: same seed, same rule, same click -> same layout.
    again = Game(rows, cols, mines, seed=seed, first_click=rule)
    again.reveal(*click)
    assert again.mines == game.mines


def full_look_check(game: Game, moves: dict[MoveKind, int]) -> None:
    """The invariants that tie the counters and the status to the board."""
    all_cells = list(cells(game.rows, game.cols))
    flagged = [c for c in all_cells if game.is_flagged(*c)]
    opened = [c for c in all_cells if game.is_revealed(*c)]
    assert game.flag_count == len(flagged)
    assert game.mines_left == game.mine_count - len(flagged)
    assert game.revealed_count == len(opened)
    assert (game.left_clicks, game.right_clicks, game.chord_clicks) == (
        moves[MoveKind.REVEAL], moves[MoveKind.FLAG], moves[MoveKind.CHORD]
    )
    # The painting fast path agrees with look() and number() (documented as
    # ``look * 16 + number`` of a revealed cell, else ``look * 16``).
    for row in range(game.rows):
        assert game.look_codes(row, 0, game.cols) == [
            game.look(row, c) * 16 + (game.number(row, c) if game.is_revealed(row, c) else 0)
            for c in range(game.cols)
        ]
    if not game.has_layout:
        assert game.status is Status.READY
        assert not opened
        return
    mines = game.mines
    safe = [c for c in all_cells if c not in mines]
    assert not any(game.is_revealed(*m) for m in mines)
    all_safe_open = all(game.is_revealed(*c) for c in safe)
    assert (game.status is Status.WON) == all_safe_open
    assert (game.status is Status.LOST) == (game.exploded is not None)
    if game.exploded is not None:
        assert game.exploded in mines
        assert game.look(*game.exploded) is Look.EXPLODED
        assert sum(game.look(*c) is Look.EXPLODED for c in all_cells) == 1
    if game.status is Status.WON:
        assert set(flagged) == mines and game.mines_left == 0
    for cell in opened:
        assert game.look(*cell) is Look.REVEALED
    if game.status is Status.LOST:
        for cell in all_cells:
            look = game.look(*cell)
            if cell in mines and cell != game.exploded:
                assert look is (Look.FLAG if cell in flagged else Look.MINE)
            elif cell in flagged:
                assert look is Look.WRONG_FLAG


MOVE_KINDS = st.sampled_from([MoveKind.REVEAL, MoveKind.REVEAL, MoveKind.FLAG, MoveKind.CHORD])


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(1, 9),
    st.integers(1, 9),
    st.floats(0.05, 0.4),
    st.integers(0, 2**32),
    st.sampled_from(list(FirstClick)),
    st.booleans(),
    st.data(),
)
def test_random_move_sequences_keep_the_game_consistent(
    rows: int, cols: int, density: float, seed: int, rule: FirstClick,
    question_marks: bool, data: st.DataObject,
) -> None:
    assume(rows * cols >= 2)
    mines = max(1, min(rows * cols - 1, round(rows * cols * density)))
    now = FakeTime()
    game = Game(rows, cols, mines, seed=seed, first_click=rule,
                question_marks=question_marks, time_source=now)
    counted = dict.fromkeys(MoveKind, 0)
    last_elapsed = 0.0
    n_moves = data.draw(st.integers(1, 30), label="moves")
    for _ in range(n_moves):
        kind = data.draw(MOVE_KINDS, label="kind")
        # Often aim (using the layout) at a useful cell for the move: a hidden
        # safe cell to reveal, a hidden mine to flag, a revealed number to
        # chord; else anywhere. So games get far, chords fire, and some win.
        targets: list[Cell] = []
        if game.has_layout:
            for c in cells(rows, cols):
                if kind is MoveKind.REVEAL:
                    good = c not in game.mines and not game.is_revealed(*c)
                elif kind is MoveKind.FLAG:
                    good = c in game.mines and not game.is_flagged(*c)
                else:
                    good = game.is_revealed(*c) and game.number(*c) > 0
                if good:
                    targets.append(c)
        if targets and data.draw(st.booleans(), label="aim"):
            cell = data.draw(st.sampled_from(targets), label="cell")
        else:
            cell = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
        over = game.status.is_over
        can_chord = game.can_chord(*cell)
        before = looks(game)
        if kind is MoveKind.REVEAL:
            changes = game.reveal(*cell)
        elif kind is MoveKind.FLAG:
            changes = game.toggle_flag(*cell)
        else:
            changes = game.chord(*cell)
            assert bool(changes) == can_chord
            if changes:
                event("chord opened cells")
        if not over:
            counted[kind] += 1
        else:
            assert not changes
        assert changes == changed(before, looks(game))
        assert len(changes) == len(set(changes))
        full_look_check(game, counted)
        now.advance(data.draw(st.sampled_from([0.0, 0.5, 3.0]), label="dt"))
        assert game.elapsed >= last_elapsed
        last_elapsed = game.elapsed
    event(f"status {game.status.value}")
    # Replaying the recorded moves gives the same board.
    copy = game.replay()
    assert looks(copy) == looks(game)
    assert copy.status is game.status
    assert copy.mines == game.mines


@FAST
@given(boards(max_side=8), st.randoms(use_true_random=False))
def test_revealing_every_safe_cell_wins(board: Board, rnd: object) -> None:
    rows, cols, mines = board
    game = Game.from_layout(rows, cols, mines)
    safe = [c for c in cells(rows, cols) if c not in mines]
    rnd.shuffle(safe)  # type: ignore[attr-defined]
    for cell in safe:
        if game.is_revealed(*cell):
            continue  # opened by a cascade
        assert game.status is not Status.WON  # a safe cell is still hidden
        game.reveal(*cell)
    assert game.status is Status.WON
    assert all(game.look(*m) is Look.FLAG for m in mines)
    assert game.mines_left == 0
    assert game.bbbv_solved == game.bbbv


@pytest.mark.parametrize("rule", list(FirstClick))
def test_first_click_on_every_cell_of_a_small_board(rule: FirstClick) -> None:
    # Exhaustive over clicks (not random): 4x5 with 8 mines leaves room for a
    # 9-cell block, so OPENING must always keep it free.
    for seed in range(5):
        for click in cells(4, 5):
            game = Game(4, 5, 8, seed=seed, first_click=rule)
            game.reveal(*click)
            assert click not in game.mines
            if rule is FirstClick.OPENING:
                assert not game.mines & set(neighbours(4, 5, *click))
