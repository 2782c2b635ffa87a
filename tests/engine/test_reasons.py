"""Proofs a player can follow (engine/reasons.py): the named patterns on
boards drawn by hand, and on real play every proof is sound (each step's
cells are what the exact analysis says), closed (a step relies only on cells
proven by earlier steps of the same proof) and ends with the cell asked."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.reasons import Pattern, Proof, prove
from minesweeper_qt.engine.solver import analyze


def proof_of(text: str, mines: int, cell: tuple[int, int]) -> Proof:
    knowledge = Knowledge.from_text(text, mines)
    proof = prove(knowledge, cell, analyze(knowledge))
    assert proof is not None
    check(knowledge, proof)
    return proof


def check(knowledge: Knowledge, proof: Proof) -> None:
    """Sound, closed, and about the cell asked (a mine-count or cases step may
    also count mines only such a step finds)."""
    analysis = analyze(knowledge)
    proven: set[tuple[int, int]] = set()
    for step in proof.steps:
        if step.pattern in (Pattern.MINE_COUNT, Pattern.CASES):
            assert set(step.uses) <= proven | analysis.mines, step
        else:
            assert set(step.uses) <= proven, step
        for cell in step.cells:
            assert cell in (analysis.mines if step.mine else analysis.safe), step
        for n in step.numbers:
            assert knowledge.is_revealed(*n)
        proven.update(step.cells)
    assert proof.cell in proof.final.cells
    assert proof.mine == (proof.cell in analysis.mines)


def test_one_one_at_the_wall() -> None:
    # The 1 at the left edge has its mine in A1/B1, both touching the 1 at B2:
    # so C1 is safe.
    proof = proof_of("""
        #####
        11111
        00000
    """, 2, (0, 2))
    assert [s.pattern for s in proof.steps] == [Pattern.ONE_ONE_WALL]
    assert proof.final.numbers == ((1, 0), (1, 1)) and not proof.mine


def test_one_two_one() -> None:
    proof = proof_of("""
        #####
        11211
        00000
    """, 2, (0, 1))
    assert proof.final.pattern is Pattern.ONE_TWO_ONE and proof.mine
    assert set(proof.final.numbers) == {(1, 1), (1, 2), (1, 3)}


def test_one_two_and_the_chain_of_the_cells_it_relies_on() -> None:
    # The empty cell at B3 clears C2 and C3 first; then the 1-2 at A2-B2
    # puts a mine on C1.
    proof = proof_of("""
        #####
        12###
        00###
    """, 3, (0, 2))
    assert [s.pattern for s in proof.steps] == [Pattern.EMPTY, Pattern.ONE_TWO]
    assert proof.mine and proof.final.safe_used == ((1, 2), (2, 2))


def test_a_chain_proves_each_mine_a_step_counts() -> None:
    # The 1 at A1 has one hidden cell: a mine; the 1 beside it touches that
    # mine already, so its other cells are safe.
    proof = proof_of("""
        1#####
        111111
        000000
    """, 2, (0, 2))
    assert [s.pattern for s in proof.steps] == [Pattern.FILLED, Pattern.SATISFIED]
    assert proof.final.mines_used == ((0, 1),) == proof.steps[0].cells


def test_the_mine_count_at_the_end() -> None:
    proof = proof_of("""
        1###
        ####
        ####
    """, 1, (2, 3))
    assert proof.final.pattern is Pattern.MINE_COUNT and proof.final.mines_left == 1
    assert proof.final.off_edge


def test_cases_when_no_simpler_step_decides() -> None:
    # Only trying every way the numbers around the opened block can be met
    # shows that F3 is safe.
    proof = proof_of("""
        ######
        ######
        ##112#
        ##101#
        ##213#
        ######
    """, 7, (2, 5))
    assert proof.final.pattern is Pattern.CASES and not proof.mine
    assert (2, 4) in proof.final.numbers


def test_flags_are_not_trusted() -> None:
    # A wrong flag on B1 changes nothing: A1 is still proven the mine.
    proof = proof_of("""
        #F###
        11111
        00000
    """, 2, (0, 2))
    assert not proof.mine and proof.final.pattern is Pattern.ONE_ONE_WALL


def test_uncertain_cells_have_no_proof() -> None:
    knowledge = Knowledge.from_text("#1\n#1", 1)
    assert prove(knowledge, (0, 0), analyze(knowledge)) is None


@pytest.mark.parametrize("rows, cols, mines, games", [(16, 30, 99, 6), (9, 9, 10, 30)])
def test_every_proof_in_real_play_is_sound_and_named(rows: int, cols: int, mines: int,
                                                     games: int) -> None:
    """Random play (a random certainly safe cell at each turn): each proof is
    checked; between them the games need every kind of step."""
    seen: set[Pattern] = set()
    for seed in range(games):
        game = Game(rows, cols, mines, seed=seed)
        game.reveal(rows // 2, cols // 2)
        rng = random.Random(seed)
        while game.status.name == "PLAYING":
            knowledge = game.knowledge()
            analysis = analyze(knowledge)
            certain = sorted(c for c in analysis.safe | analysis.mines
                             if not game.is_revealed(*c))
            safe = [c for c in certain if c in analysis.safe]
            if not safe:
                break
            for cell in rng.sample(certain, min(3, len(certain))):
                proof = prove(knowledge, cell, analysis)
                assert proof is not None
                check(knowledge, proof)
                seen.update(step.pattern for step in proof.steps)
            game.reveal(*rng.choice(safe))
    if rows == 16:
        assert seen >= {Pattern.SATISFIED, Pattern.FILLED, Pattern.ONE_ONE, Pattern.ONE_TWO,
                        Pattern.ONE_TWO_ONE, Pattern.ONE_ONE_WALL}, seen
    else:
        assert Pattern.MINE_COUNT in seen, seen
