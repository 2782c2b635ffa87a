"""best_guess and play(): whole games played by the solver."""

from __future__ import annotations

import pytest

from minesweeper_qt.engine import FirstClick, Game, Knowledge, Status
from minesweeper_qt.engine.solver import analyze, best_guess, first_click, play


def test_best_guess_takes_a_safe_cell_when_there_is_one() -> None:
    knowledge = Knowledge.from_text("###\n11#", mines=1)
    analysis = analyze(knowledge)
    assert best_guess(knowledge, analysis) in analysis.safe


def test_best_guess_on_a_blank_board_is_on_its_border() -> None:
    # Every cell is as risky; a border cell has fewer neighbours, so its
    # number is likelier to be a 0 and open ground.
    knowledge = Knowledge.from_text("#####\n#####\n#####", mines=4)
    r, c = best_guess(knowledge, analyze(knowledge))
    assert r in (0, 2) or c in (0, 4)


def test_best_guess_avoids_likelier_mines() -> None:
    knowledge = Knowledge.from_text("#1##\n#1##", mines=3)  # frontier 1/4, off-frontier 1
    analysis = analyze(knowledge)
    r, c = best_guess(knowledge, analysis)
    assert analysis.probability(r, c) == min(
        analysis.probability(rr, cc) for rr in range(2) for cc in (0, 2, 3))


def test_best_guess_with_nothing_left_raises() -> None:
    knowledge = Knowledge.from_text("1#", mines=1)
    with pytest.raises(ValueError):
        best_guess(knowledge, analyze(knowledge))


@pytest.mark.parametrize("rows, cols, mines", [(9, 9, 10), (16, 16, 40), (16, 30, 99)])
def test_play_finishes_every_game(rows: int, cols: int, mines: int) -> None:
    results = [play(Game(rows, cols, mines, seed=seed)) for seed in range(15)]
    assert all(status in (Status.WON, Status.LOST) for status in results)
    assert Status.WON in results


def test_play_reveals_only_and_wins_means_every_safe_cell_revealed() -> None:
    game = Game(9, 9, 10, seed=11)
    status = play(game, (0, 0))
    assert game.right_clicks == 0
    if status is Status.WON:
        assert game.revealed_count == 81 - 10


def test_play_needs_a_fresh_game() -> None:
    game = Game(9, 9, 10, seed=1)
    game.reveal(4, 4)
    with pytest.raises(ValueError):
        play(game)


@pytest.mark.parametrize("rule", [FirstClick.OPENING, FirstClick.SAFE])
def test_play_takes_its_own_first_click_unless_given_one(rule: FirstClick) -> None:
    own = Game(16, 30, 99, seed=3, first_click=rule)
    play(own)
    assert own.moves[0][1:3] == first_click(16, 30, 99, rule)
    given = Game(16, 30, 99, seed=3, first_click=rule)
    play(given, (5, 9))
    assert given.moves[0][1:3] == (5, 9)


def test_the_first_clicks_lie_on_the_board() -> None:
    for rows, cols in [(1, 2), (2, 2), (3, 5), (9, 9), (16, 30)]:
        for rule in FirstClick:
            r, c = first_click(rows, cols, 1, rule)
            assert 0 <= r < rows and 0 <= c < cols
