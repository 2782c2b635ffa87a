"""Hint choice and explanations on hand-made boards (no window)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.solver import ReasonKind, analyze
from minesweeper_qt.view.assist import hint as hints


@pytest.fixture(autouse=True)
def english(qapp: object) -> Iterator[None]:
    """English with its plural forms ("1 mine", not "1 mine(s)"), whatever an
    earlier test installed."""
    from minesweeper_qt.i18n import Translators

    translators = Translators()
    translators.install("en")
    yield
    translators.install("en")


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


def test_a_number_touching_a_flagged_mine_clears_its_other_neighbours(qapp) -> None:
    # Mines at (0, 0) (flagged) and (0, 3): the 1s under and beside the flag
    # already have their mine, so (0, 2) is safe.
    hint = hint_for("""
        F1##
        1111
        0000
    """, 2)
    assert hint.cell == (0, 2) and hint.safe
    assert re.fullmatch(r"The 1 at row [12], column [12] already touches 1 flagged mine, "
                        r"so its other neighbours are safe\.", hint.text), hint.text
    assert (0, 0) in hint.proof  # the mine is outlined with the number


def test_an_unflagged_known_mine_is_said_to_be_found(qapp) -> None:
    hint = hint_for("""
        #1##
        1111
        0000
    """, 2)
    assert hint.cell == (0, 2)
    assert "found from the numbers around" in hint.text
    assert (0, 0) in hint.proof


def test_the_mine_count_clears_the_cells_away_from_the_numbers(qapp) -> None:
    hint = hint_for("""
        1###
        ####
        ####
    """, 1)
    assert hint.safe
    assert hint.text == ("Only 1 mine is left and the outlined numbers need it, "
                         "so every other hidden cell is safe.")
    assert hint.cell not in {(0, 1), (1, 0), (1, 1)}
    assert hint.proof == ((0, 0),)


def test_two_numbers_together(qapp) -> None:
    # Mines at (0, 0) and (0, 3): the 1 at (1, 0) puts a mine in (0, 0)-(0, 1),
    # which the 1 at (1, 1) shares, so its third cell (0, 2) is safe.
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
    assert hint.text.startswith("Compare the ") and hint.text.endswith("so it is safe.")
    assert set(hint.proof) == set(reason.numbers)


def test_a_forced_fifty_fifty_is_named_as_such(qapp) -> None:
    hint = hint_for("""
        #10
        #10
    """, 1)
    assert not hint.safe
    assert hint.risk == 0.5
    assert hint.text.startswith("A forced 50/50: this cell and the one at row ")


def test_a_guess_says_its_risk_and_what_its_number_may_open(qapp) -> None:
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
    assert re.fullmatch(r"(Safest|Best) guess: \d+% mine.*\. If it shows a \d, (1 other cell "
                        r"becomes|\d+ other cells become) safe\.", hint.text), hint.text


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
