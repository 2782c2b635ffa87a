"""The hint policy (which cell a hint names and why), without any wording."""

from __future__ import annotations

from minesweeper_qt.engine import Knowledge
from minesweeper_qt.engine.solver import GuessKind, ReasonKind, analyze, analyze_window, choose
from minesweeper_qt.engine.solver.hints import hint_choice


def test_a_safe_cell_comes_with_the_simplest_reason() -> None:
    knowledge = Knowledge.from_text("""
        F1##
        1111
        0000
    """, 2)
    choice = hint_choice(knowledge, analyze(knowledge))
    assert choice is not None and choice.safe and choice.cell == (0, 2)
    assert choice.reason is not None and choice.reason.kind is ReasonKind.SINGLE
    assert choice.guess is None and choice.risk == 0.0


def test_with_nothing_safe_the_hint_names_the_policys_guess() -> None:
    knowledge = Knowledge.from_text("""
        ########
        ########
        ########
        ###11###
        ###11###
        ########
    """, 12)
    analysis = analyze(knowledge)
    choice = hint_choice(knowledge, analysis)
    assert choice is not None and not choice.safe and choice.guess is not None
    assert choice.guess == choose(knowledge, analysis)
    risks = [analysis.probability(r, c) for r in range(6) for c in range(8)
             if not knowledge.is_revealed(r, c)]
    assert choice.lowest == min(risks) <= choice.risk == analysis.probability(*choice.cell)


def test_a_window_of_a_huge_board_names_its_safest_cell() -> None:
    knowledge = Knowledge.from_text("\n".join(["#" * 40] * 40), 300)
    analysis = analyze_window(knowledge, 0, 0, 10, 10)
    choice = hint_choice(knowledge, analysis)
    assert choice is not None and choice.guess is not None
    assert choice.guess.kind is GuessKind.SAFEST and analysis.covers(*choice.cell)
