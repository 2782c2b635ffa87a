"""The depth-2 search (engine/solver/expectimax.py): a continuation played in
a layout stops where a guess is needed, a candidate's value over exact
outcomes matches the position's own outcomes, the work stays within its
budget, and the policy with the search on plays whole games the same way."""

from __future__ import annotations

import time
from typing import Any

import pytest

from minesweeper_qt.engine import Game, Knowledge
from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import analyze, endgame, expectimax, play, policy, rollout
from minesweeper_qt.engine.solver.analysis import Analysis
from minesweeper_qt.engine.solver.position import Position


def position_of(knowledge: Knowledge) -> Position:
    analysis = analyze(knowledge)
    cols = knowledge.cols
    return Position(knowledge, [None if code < HIDDEN else analysis.probability(*divmod(i, cols))
                                for i, code in enumerate(knowledge.cells)])


def opened(seed: int) -> Knowledge:
    """An expert board (opening rule) after its first click at (2, 2) and
    every cell then proved safe: the first guess is due."""
    game = Game(16, 30, 99, seed=seed)
    game.reveal(2, 2)
    while safe := analyze(game.knowledge()).safe:
        for r, c in safe:
            game.reveal(r, c)
    return game.knowledge()


def frontier_cells(position: Position, count: int) -> list[int]:
    """Up to ``count`` unknown cells that may show more than one number."""
    cells = [c for c in sorted(position.unknown) if len(position.outcomes(c)) > 1]
    assert cells, "no cell with more than one number"
    return cells[:count]


def best_safety(knowledge: Knowledge, analysis: Analysis) -> float:
    """A leaf that values a position by its safest cell."""
    return 1.0 - min(p for row in analysis.probabilities() for p in row
                     if p is not None and p < 1.0)


def no_budget_limit() -> expectimax.SearchBudget:
    return expectimax.SearchBudget(10_000, time.monotonic() + 3600.0)


def test_a_continuation_that_opens_every_safe_cell_is_a_win() -> None:
    knowledge = Knowledge.from_text("""
        ####
        ####
        ####
        ####
    """, 1)
    assert expectimax.continuation(knowledge, frozenset(), frozenset({15}), [0]) is None


def test_a_continuation_stops_at_the_position_that_needs_a_guess() -> None:
    # A 1 x 4 strip, mines in the middle two: the left end shows 1, cell 1 is
    # then a mine and cells 2 and 3 share the other one.
    knowledge = Knowledge.from_text("####", 2)
    reached = expectimax.continuation(knowledge, frozenset(), frozenset({1, 2}), [0])
    assert reached is not None
    after, analysis = reached
    assert after.cells[0] == 1 and not analysis.safe
    assert best_safety(after, analysis) == pytest.approx(0.5)


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_a_value_without_layouts_is_the_exact_mean_over_the_numbers(seed: int) -> None:
    """With no layout drawn every number is valued exactly: with the safest
    cell as the leaf, a number that makes nothing safe is worth its
    outcome's best safety, one that makes a cell safe is worth 1."""
    knowledge = opened(seed)
    position = position_of(knowledge)
    for cell in frontier_cells(position, 4):
        outcomes = position.outcomes(cell)
        got = expectimax.value(knowledge, position, cell, outcomes, {}, 2, best_safety,
                               no_budget_limit())
        weight = sum(o.weight for o in outcomes)
        want = sum(o.weight * (1.0 if o.safe else o.best_safety) for o in outcomes) / weight
        assert got == pytest.approx(want)


@pytest.mark.parametrize("seed", [5, 17])
def test_the_positions_valued_are_counted_before_the_search(seed: int) -> None:
    knowledge = opened(seed)
    position = position_of(knowledge)
    layouts = rollout.sample(position, 40, seed)
    assert layouts is not None
    for cell in frontier_cells(position, 3):
        outcomes = position.outcomes(cell)
        by_value = expectimax.shown_by(position, cell, layouts)
        budget = no_budget_limit()
        expectimax.value(knowledge, position, cell, outcomes, by_value, 2, best_safety, budget)
        assert 10_000 - budget.leaves == expectimax.leaves_needed(outcomes, by_value, 2)


def test_the_search_gives_up_when_its_budget_is_spent() -> None:
    knowledge = opened(3)
    position = position_of(knowledge)
    cell = frontier_cells(position, 1)[0]
    outcomes = position.outcomes(cell)
    spent = expectimax.SearchBudget(0, time.monotonic() + 3600.0)
    late = expectimax.SearchBudget(100, time.monotonic() - 1.0)
    for budget in (spent, late):
        assert expectimax.value(knowledge, position, cell, outcomes, {}, 2, best_safety,
                                budget) is None


def test_the_policy_with_the_search_plays_whole_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search switched on: an expert game where it weighs candidates
    plays to its end, the same way each time, and the search changes a
    choice of the one-ply score somewhere in it."""
    # Without the shallow search (on, it would decide this game's late guesses).
    monkeypatch.setattr(policy, "SHALLOW", 0)
    # The endgame's reach and the 50/50 weight this game was chosen with
    # (with 1,000 layouts the exact search takes the guesses weighed here).
    monkeypatch.setattr(endgame, "MAX_LAYOUTS", 300)
    monkeypatch.setattr(policy, "WIDE_ALL", False)
    monkeypatch.setattr(policy, "EXPECTIMAX", 3)
    monkeypatch.setattr(policy, "EXPECTIMAX_LEAVES", 20)
    monkeypatch.setattr(policy, "EXPECTIMAX_SECONDS", 3600.0)
    picks: list[tuple[int, int]] = []
    original = policy._expectimax_pick

    def recording(*args: Any) -> Any:
        picked = original(*args)
        if picked is not None:
            picks.append((args[3][0], picked[0]))
        return picked

    monkeypatch.setattr(policy, "_expectimax_pick", recording)
    moves = []
    for _ in range(2):
        game = Game(16, 30, 99, seed=2)
        play(game)
        assert game.status.is_over
        moves.append([m[:3] for m in game.moves])
    assert picks and picks[:len(picks) // 2] == picks[len(picks) // 2:]
    assert moves[0] == moves[1]


def test_a_margin_no_value_can_clear_keeps_the_one_ply_choices(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def moves() -> list[tuple[Any, ...]]:
        game = Game(16, 30, 99, seed=5)
        play(game)
        return [m[:3] for m in game.moves]

    shipped = moves()
    monkeypatch.setattr(policy, "EXPECTIMAX", 3)
    monkeypatch.setattr(policy, "EXPECTIMAX_SECONDS", 3600.0)
    assert moves() != shipped, "the search changes no choice in this game"
    monkeypatch.setattr(policy, "EXPECTIMAX_MARGIN", 100.0)
    assert moves() == shipped
