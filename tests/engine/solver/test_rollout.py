"""The sampled look-ahead (engine/solver/rollout.py): its layouts are drawn
from the exact distribution, the same for the same position, and a
continuation played in a layout reports what the next guess faces there."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from solver_helpers import layouts_of, random_position

from minesweeper_qt.engine import Game, Knowledge
from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import analyze, endgame, play, policy, rollout
from minesweeper_qt.engine.solver.position import Position, TooLarge


def position_of(knowledge: Knowledge) -> Position:
    analysis = analyze(knowledge)
    cols = knowledge.cols
    return Position(knowledge, [None if code < HIDDEN else analysis.probability(*divmod(i, cols))
                                for i, code in enumerate(knowledge.cells)])


@pytest.mark.parametrize("seed", [3, 11, 29, 41])
def test_sampled_layouts_agree_with_the_position_and_follow_its_distribution(seed: int) -> None:
    knowledge = random_position(seed, 5, 6, 8, 2, max_layouts=3000)
    try:
        position = position_of(knowledge)
    except (ValueError, TooLarge):
        pytest.skip("no undetermined position")
    listed = layouts_of(knowledge)
    allowed = {layout - position.mine for layout in listed}
    drawn = rollout.sample(position, 3000, seed)
    assert drawn is not None and len(drawn) == 3000
    assert all(layout in allowed for layout in drawn)
    # Every layout is equally likely: each cell's share of drawn layouts with
    # a mine is near its exact probability (3000 draws: within 0.05 by far
    # more than 3 standard deviations; the draws are seeded, never flaky).
    counts = Counter(c for layout in drawn for c in layout)
    for cell in position.unknown:
        exact = sum(1 for layout in listed if cell in layout) / len(listed)
        assert counts[cell] / len(drawn) == pytest.approx(exact, abs=0.05)


def test_the_same_position_draws_the_same_layouts() -> None:
    knowledge = random_position(7, 6, 6, 9, 2, max_layouts=3000)
    position = position_of(knowledge)
    seed = rollout.seed_of(knowledge)
    assert rollout.sample(position, 50, seed) == rollout.sample(position_of(knowledge), 50, seed)


def test_a_continuation_that_opens_every_safe_cell_is_a_win() -> None:
    # One mine left, in the corner: revealing (0, 0) floods the board but for
    # it, whatever the analysis does next.
    knowledge = Knowledge.from_text("""
        ####
        ####
        ####
        ####
    """, 1)
    layout = frozenset({15})
    assert rollout.next_safety(knowledge, frozenset(), layout, [0]) == 1.0


def test_a_continuation_reports_the_safety_of_the_guess_it_stops_at() -> None:
    # A 1 x 4 strip with two mines: revealing the left end (safe) in the
    # world where the mines are the middle two shows a 1 next to cell 1:
    # cell 1 is then a mine, cells 2 and 3 share the other one (a 50/50).
    knowledge = Knowledge.from_text("####", 2)
    got = rollout.next_safety(knowledge, frozenset(), frozenset({1, 2}), [0])
    assert got == pytest.approx(0.5)


def test_the_policy_with_the_look_ahead_plays_whole_games(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """The look-ahead switched on: an expert game (one where it weighs two
    close candidates) plays to its end, the same way each time (the draws
    are seeded by the position)."""
    # Without the shallow search (on, it would decide this game's late guesses).
    monkeypatch.setattr(policy, "SHALLOW", 0)
    # The endgame's reach and the 50/50 weight this game was chosen with
    # (with 1,000 layouts the exact search takes the guesses weighed here).
    monkeypatch.setattr(endgame, "MAX_LAYOUTS", 300)
    monkeypatch.setattr(policy, "WIDE_ALL", False)
    monkeypatch.setattr(policy, "ROLLOUT", 2)
    monkeypatch.setattr(policy, "ROLLOUT_SAMPLES", 6)
    weighed = []
    original = rollout.score

    def counting(*args: Any) -> float:
        weighed.append(args[2])
        return original(*args)

    monkeypatch.setattr(rollout, "score", counting)
    moves = []
    for _ in range(2):
        game = Game(16, 30, 99, seed=2)
        play(game)
        assert game.status.is_over
        moves.append([m[:3] for m in game.moves])
    assert weighed and weighed[:len(weighed) // 2] == weighed[len(weighed) // 2:]
    assert moves[0] == moves[1]
