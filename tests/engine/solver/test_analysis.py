"""analyze(): certain cells with reasons on hand-made positions, and its errors."""

from __future__ import annotations

import pytest
from solver_helpers import brute_force

from minesweeper_qt.engine import Knowledge
from minesweeper_qt.engine.solver import Inconsistent, ReasonKind, analyze


def test_single_number_touching_a_found_mine_clears_its_other_neighbours() -> None:
    knowledge = Knowledge.from_text("""
        001#
        001#
        0011
    """, mines=1)
    analysis = analyze(knowledge)
    assert analysis.mines == {(1, 3)}
    assert analysis.safe == {(0, 3)}
    mine_reason = analysis.reason(1, 3)
    assert mine_reason is not None
    assert mine_reason.kind is ReasonKind.SINGLE
    assert len(mine_reason.numbers) == 1
    assert mine_reason.known_mines == ()
    safe_reason = analysis.reason(0, 3)
    assert safe_reason is not None
    assert safe_reason.kind is ReasonKind.SINGLE
    assert safe_reason.known_mines == ((1, 3),)
    (number,) = safe_reason.numbers
    assert number in {(0, 2), (1, 2)}  # a 1 next to both cells
    assert safe_reason.cells == safe_reason.numbers + safe_reason.known_mines


def test_subset_rule_clears_the_larger_numbers_extra_cells() -> None:
    knowledge = Knowledge.from_text("""
        ###
        11#
    """, mines=1)
    analysis = analyze(knowledge)
    assert analysis.safe == {(0, 2), (1, 2)}
    assert analysis.mines == frozenset()
    for cell in analysis.safe:
        reason = analysis.reason(*cell)
        assert reason is not None
        assert reason.kind is ReasonKind.PAIR is ReasonKind.SUBSET
        assert reason.numbers == ((1, 0), (1, 1))
    assert analysis.probability(0, 0) == analysis.probability(0, 1) == 0.5


def test_one_two_one_pattern_needs_a_pair_first() -> None:
    knowledge = Knowledge.from_text("""
        ###
        121
        000
    """, mines=2)
    analysis = analyze(knowledge)
    assert analysis.mines == {(0, 0), (0, 2)}
    assert analysis.safe == {(0, 1)}
    kinds = {analysis.reason(*c).kind for c in analysis.mines | analysis.safe}  # type: ignore[union-attr]
    assert ReasonKind.PAIR in kinds
    for cell in analysis.mines | analysis.safe:
        reason = analysis.reason(*cell)
        assert reason is not None
        assert all(knowledge.is_revealed(*n) for n in reason.numbers)
        assert set(reason.known_mines) <= analysis.mines


@pytest.mark.parametrize("mines, expect_mine", [(1, False), (3, True)])
def test_total_count_settles_cells_no_number_touches(mines: int, expect_mine: bool) -> None:
    knowledge = Knowledge.from_text("""
        #1##
        #1##
    """, mines=mines)
    analysis = analyze(knowledge)
    far = {(0, 3), (1, 3)}
    assert far <= (analysis.mines if expect_mine else analysis.safe)
    for cell in far:
        reason = analysis.reason(*cell)
        assert reason is not None and reason.kind is ReasonKind.COUNT
        assert set(reason.numbers) == {(0, 1), (1, 1)}
    assert analysis.probability(0, 0) == pytest.approx(0.25)
    assert not analysis.is_frontier(0, 3)
    assert analysis.is_frontier(0, 0)


def test_enumeration_finds_what_no_pair_of_numbers_shows() -> None:
    knowledge = Knowledge.from_text("""
        #1##
        ##21
        1###
        ####
    """, mines=3)
    analysis = analyze(knowledge)
    exact = brute_force(knowledge)
    certain = {c for c, p in exact.items() if p in (0, 1)}
    assert analysis.safe | analysis.mines == certain
    kinds = {analysis.reason(*c).kind for c in certain}  # type: ignore[union-attr]
    assert ReasonKind.ENUMERATION in kinds
    for cell in certain:
        reason = analysis.reason(*cell)
        assert reason is not None and reason.numbers


def test_flags_are_claims_a_wrong_flag_is_found_safe() -> None:
    knowledge = Knowledge.from_text("""
        F##
        11#
    """, mines=1)
    analysis = analyze(knowledge)
    # the 1s share (0, 0) and (0, 1): (0, 2) and (1, 2) are safe whatever the flag says
    assert analysis.safe == {(0, 2), (1, 2)}
    assert analysis.probability(0, 0) == 0.5  # the flag is not taken as a mine


def test_question_marks_are_hidden_cells() -> None:
    marked = analyze(Knowledge.from_text("?##\n11#", mines=1))
    plain = analyze(Knowledge.from_text("###\n11#", mines=1))
    assert marked.probabilities() == plain.probabilities()


def test_probability_of_certain_and_revealed_cells() -> None:
    analysis = analyze(Knowledge.from_text("001#\n001#\n0011", mines=1))
    assert analysis.probability(1, 3) == 1.0
    assert analysis.probability(0, 3) == 0.0
    with pytest.raises(ValueError, match="revealed"):
        analysis.probability(0, 0)
    with pytest.raises(ValueError, match="outside"):
        analysis.probability(5, 0)
    with pytest.raises(ValueError, match="outside"):
        analysis.reason(0, 9)
    assert analysis.reason(0, 0) is None
    grid = analysis.probabilities()
    assert grid[0][0] is None and grid[1][3] == 1.0


def test_blank_board_is_uniform() -> None:
    analysis = analyze(Knowledge.from_text("####\n####\n####", mines=3))
    assert all(p == pytest.approx(0.25) for row in analysis.probabilities() for p in row)
    assert not analysis.safe and not analysis.mines


@pytest.mark.parametrize("text, mines", [
    ("3#\n##", 1),      # a 3 with room for one mine only
    ("1#\n1#", 5),      # more mines than hidden cells
    ("2#\n00", 1),      # a number with too few hidden neighbours
    ("11\n11", 0),      # numbers with no hidden neighbour at all
])
def test_inconsistent_positions_raise_value_error(text: str, mines: int) -> None:
    with pytest.raises(ValueError):
        analyze(Knowledge.from_text(text, mines=mines))
    assert issubclass(Inconsistent, ValueError)


def test_too_large_groups_are_estimated_and_say_so() -> None:
    knowledge = Knowledge.from_text("""
        ##########
        #12121212#
        ##########
    """, mines=5)
    exact = analyze(knowledge)
    assert not exact.approximate
    rough = analyze(knowledge, node_limit=1)
    assert rough.approximate
    for row in rough.probabilities():
        for p in row:
            assert p is None or 0.0 <= p <= 1.0
    # certainties never rest on an estimate
    assert rough.safe <= exact.safe and rough.mines <= exact.mines
