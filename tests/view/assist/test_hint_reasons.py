"""Hint choice and explanations on hand-made boards (no window)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.solver import ReasonKind, analyze
from minesweeper_qt.i18n import Translators
from minesweeper_qt.view.assist import hint as hints


def playing(rows: int, cols: int) -> Game:
    """A game in play of the size (choose() reads only its status and size)."""
    game = Game.from_layout(rows, cols, [(0, 0), (0, 1)])
    game.reveal(1, 0)  # a 2: no cascade
    return game


def hint_for(text: str, mines: int) -> hints.Hint:
    knowledge = Knowledge.from_text(text, mines)
    game = playing(knowledge.rows, knowledge.cols)
    hint = hints.choose(game, analyze(knowledge), knowledge)
    assert hint is not None
    return hint


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    """English with its plural forms ("1 mine", "2 mines")."""
    translators = Translators()
    translators.install("en")
    yield
    translators.remove()


@pytest.mark.parametrize("top", ["F1##", "#1##"])
def test_a_chain_proves_the_mine_a_number_already_touches(english: None, top: str) -> None:
    # Mines at A1 and D1; the flag on A1 (or none) changes nothing: flags are
    # not trusted, the 1 at A2 proves A1 itself.
    hint = hint_for(f"""
        {top}
        1111
        0000
    """, 2)
    assert hint.cell == (0, 2) and hint.safe
    assert hint.text.splitlines() == [
        "1. The 1 at A2 needs 1 mine and has only one hidden cell: A1, a mine.",
        "2. The 1 at B1 already touches 1 mine (A1), so its other hidden neighbours are "
        "safe: C1."]
    assert {(0, 0), (1, 0)} <= set(hint.proof)  # the mine and the numbers are outlined


def test_the_mine_count_clears_the_cells_away_from_the_numbers(english: None) -> None:
    hint = hint_for("""
        1###
        ####
        ####
    """, 1)
    assert hint.safe
    assert hint.cell not in {(0, 1), (1, 0), (1, 1)}
    assert re.fullmatch(r"Mine count: 1 mine is left and the numbers along the edge need it, "
                        r"so every other hidden cell is safe, [A-D][1-3] too\.", hint.text)
    assert hint.proof == ((0, 0),)


def test_a_named_pattern(english: None) -> None:
    # Mines at A1 and D1: the 1 at A2 puts a mine in A1-B1, which the 1 at B2
    # shares, so its third cell C1 is safe: the 1-1 at the wall.
    knowledge = Knowledge.from_text("""
        #####
        11111
        00000
    """, 2)
    analysis = analyze(knowledge)
    game = playing(3, 5)
    hint = hints.choose(game, analysis, knowledge)
    assert hint is not None and hint.cell == (0, 2)
    reason = analysis.reason(0, 2)
    assert reason is not None and reason.kind is ReasonKind.PAIR
    assert hint.text == ("1-1 at the wall: the 1 at A2 needs one mine and all its hidden cells "
                         "touch the 1 at B2 too, so that mine is the one the 1 at B2 needs: its "
                         "other cells are safe: C1.")
    assert set(hint.proof) == set(reason.numbers)


def test_a_forced_fifty_fifty_is_named_as_such(english: None) -> None:
    hint = hint_for("""
        #10
        #10
    """, 1)
    assert not hint.safe
    assert hint.risk == 0.5
    assert hint.text.startswith("A forced 50/50: this cell and the one at A2 ")


def test_a_guess_says_its_risk_and_what_its_number_may_open(english: None) -> None:
    knowledge = Knowledge.from_text("""
        ########
        ########
        ########
        ###11###
        ###11###
        ########
    """, 12)
    analysis = analyze(knowledge)
    hint = hints.choose(playing(6, 8), analysis, knowledge)
    assert hint is not None and not hint.safe
    assert hint.risk == analysis.probability(*hint.cell)
    assert re.fullmatch(r"(Safest|Best) guess: \d+% mine.*\. If it shows a \d, \d+ other "
                        r"(cell becomes|cells become) safe\.", hint.text), hint.text


def test_before_the_first_click_any_cell_is_safe(qapp) -> None:
    game = Game(9, 9, 10, seed=1)
    hint = hints.choose(game, None, game.knowledge())
    assert hint is not None and hint.safe and not hint.informative
    assert hint.text == "Click anywhere: the first click is always safe."


def test_the_simplest_reason_nearest_the_last_move_wins(qapp) -> None:
    # Two independent single-number deductions: the hint takes the one nearer
    # the player's attention.
    knowledge = Knowledge.from_text("""
        F1#####1F
        11#####11
        #########
    """, 4)
    game = playing(3, 9)
    analysis = analyze(knowledge)
    left = hints.choose(game, analysis, knowledge, near=(1, 0))
    right = hints.choose(game, analysis, knowledge, near=(1, 8))
    assert left is not None and right is not None
    assert left.cell[1] < 4 < right.cell[1]


def test_percent_never_shows_a_false_certainty(qapp) -> None:
    assert hints.percent(0.004) == "<1%"
    assert hints.percent(0.996) == ">99%"
    assert hints.percent(0.12) == "12%"
