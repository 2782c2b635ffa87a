"""No-guess boards: exact count, first-click rule, cleared by logic alone
(re-verified here with analyze()), budget and cancel fallbacks, determinism."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.engine import (
    FirstClick,
    Game,
    NoGuessGenerator,
    Status,
    no_guess_layout,
)
from minesweeper_qt.engine.cells import neighbours
from minesweeper_qt.engine.solver import analyze, play


def cleared_without_guessing(rows: int, cols: int, mines: frozenset[tuple[int, int]],
                             first: tuple[int, int]) -> bool:
    """An independent check: reveal only what analyze() proves safe, from the
    first click on; True when that wins the game."""
    game = Game.from_layout(rows, cols, mines)
    game.reveal(*first)
    while game.status is Status.PLAYING:
        analysis = analyze(game.knowledge())
        if not analysis.safe:
            return False
        assert not analysis.safe & mines
        for cell in sorted(analysis.safe):
            game.reveal(*cell)
    return game.status is Status.WON


SIZES = [(9, 9, 10), (16, 16, 40), (16, 30, 99), (16, 30, 120), (8, 8, 30), (5, 12, 20)]


@pytest.mark.parametrize("rows, cols, mines", SIZES)
def test_boards_are_certified_and_cleared_by_logic(rows: int, cols: int, mines: int) -> None:
    rng = random.Random(rows * 1000 + mines)
    boards = 6 if rows * cols > 300 else 12
    for seed in range(boards):
        first = (rng.randrange(rows), rng.randrange(cols))
        placement = no_guess_layout(rows, cols, mines, first, seed=seed, budget_s=10.0)
        assert placement.certified
        assert len(placement.mines) == mines
        opening = {first, *neighbours(first[0], first[1], rows, cols)}
        assert not opening & placement.mines
        assert cleared_without_guessing(rows, cols, placement.mines, first)


def test_first_click_is_only_safe_when_the_density_leaves_no_room() -> None:
    rows, cols, first = 4, 4, (1, 1)
    mines = rows * cols - 5  # an opening needs 9 free cells: not enough room
    placement = no_guess_layout(rows, cols, mines, first, seed=3, budget_s=0.5)
    assert len(placement.mines) == mines
    assert first not in placement.mines
    if placement.certified:
        assert cleared_without_guessing(rows, cols, placement.mines, first)


def test_safe_rule_keeps_only_the_clicked_cell_free() -> None:
    generator = NoGuessGenerator(budget_s=10.0)
    placement = generator.lay(9, 9, 10, (4, 4), FirstClick.SAFE, random.Random(5))
    assert len(placement.mines) == 10 and (4, 4) not in placement.mines
    if placement.certified:
        assert cleared_without_guessing(9, 9, placement.mines, (4, 4))


def test_same_seed_same_board_other_seed_other_board() -> None:
    a = no_guess_layout(16, 30, 99, (8, 15), seed=42)
    b = no_guess_layout(16, 30, 99, (8, 15), seed=42)
    c = no_guess_layout(16, 30, 99, (8, 15), seed=43)
    assert a.mines == b.mines and a.certified == b.certified
    assert a.mines != c.mines


def test_exhausted_budget_gives_an_uncertified_uniform_board() -> None:
    first = (8, 15)
    placement = no_guess_layout(16, 30, 99, first, seed=7, budget_s=0.0)
    assert not placement.certified
    assert len(placement.mines) == 99
    assert not {first, *neighbours(8, 15, 16, 30)} & placement.mines
    # the fallback depends on the seed only, not on how far the search got
    again = no_guess_layout(16, 30, 99, first, seed=7, budget_s=0.0)
    assert again.mines == placement.mines


def test_budget_is_measured_on_the_injected_clock() -> None:
    now = [0.0]

    def clock() -> float:
        now[0] += 1.0  # every look at the clock costs a second
        return now[0]

    generator = NoGuessGenerator(budget_s=0.5, time_source=clock)
    placement = generator.lay(16, 30, 99, (8, 15), FirstClick.OPENING, random.Random(1))
    assert not placement.certified and len(placement.mines) == 99


def test_cancel_stops_the_search() -> None:
    calls = [0]

    def cancelled() -> bool:
        calls[0] += 1
        return calls[0] > 2

    generator = NoGuessGenerator(budget_s=60.0, cancelled=cancelled)
    placement = generator.lay(16, 30, 170, (8, 15), FirstClick.OPENING, random.Random(2))
    assert not placement.certified
    assert len(placement.mines) == 170
    assert calls[0] == 3
    assert not NoGuessGenerator(cancelled=lambda: True).lay(
        9, 9, 10, (4, 4), FirstClick.OPENING, random.Random(0)).certified


def test_game_with_the_generator_is_certified_and_won_by_the_solver() -> None:
    for seed in range(5):
        game = Game(16, 30, 99, seed=seed, generator=NoGuessGenerator())
        assert play(game) is Status.WON
        assert game.certified
        assert NoGuessGenerator.name == "no-guess"


def test_bad_arguments_raise_value_error() -> None:
    with pytest.raises(ValueError):
        no_guess_layout(9, 9, 10, (9, 0), seed=1)
    with pytest.raises(ValueError):
        no_guess_layout(9, 9, 81, (4, 4), seed=1)


def test_expert_120_is_certified_within_the_budget_nearly_always() -> None:
    boards = 20
    certified = sum(no_guess_layout(16, 30, 120, (8, 15), seed=100 + s).certified
                    for s in range(boards))
    assert certified >= 19


def test_a_game_says_whether_it_is_a_no_guess_board() -> None:
    """``no_guess`` (counted apart) only once laid and proved; ``plays_no_guess``
    (the header's mark) also while the board is still to be laid, never for a
    board the generator gave up on nor for a uniform one."""
    uniform = Game(9, 9, 10, seed=1)
    uniform.reveal(4, 4)
    assert not uniform.no_guess and not uniform.plays_no_guess

    laid = Game(9, 9, 10, seed=1, generator=NoGuessGenerator(budget_s=10.0))
    assert laid.plays_no_guess and not laid.no_guess  # to be laid at the first reveal
    laid.reveal(4, 4)
    assert laid.certified
    assert laid.no_guess and laid.plays_no_guess

    def clock() -> float:
        now[0] += 1.0  # every look at the clock costs a second: the search gives up
        return now[0]

    now = [0.0]
    given_up = Game(16, 30, 99, seed=1,
                    generator=NoGuessGenerator(budget_s=0.5, time_source=clock))
    given_up.reveal(8, 15)
    assert not given_up.certified
    assert not given_up.no_guess and not given_up.plays_no_guess
