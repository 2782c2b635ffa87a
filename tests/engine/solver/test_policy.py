"""The guess policy on positions whose right answer is known: the exact
endgame, forced 50/50s, dead cells, and the outcomes it weighs (against brute
force over every layout)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from solver_helpers import guess_point, layouts_of, random_position, survival_chances, win_chances

from minesweeper_qt.engine import Game, Knowledge
from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import GuessKind, analyze, choose, endgame, play, policy
from minesweeper_qt.engine.solver.position import Outcome, Position


def position_of(knowledge: Knowledge) -> Position:
    analysis = analyze(knowledge)
    cols = knowledge.cols
    return Position(knowledge, [None if code < HIDDEN else analysis.probability(*divmod(i, cols))
                                for i, code in enumerate(knowledge.cells)])


def test_the_endgame_plays_for_the_win_not_for_the_next_click() -> None:
    # Five layouts left (a real position of an 8 x 8 game with 12 mines). The
    # safest cells are 20% mines, but after any of them the game is won only
    # 40% of the time; (0, 2) is a 40% mine and wins 60%: its number tells
    # the rest apart.
    knowledge = Knowledge.from_text("""
        01##2#10
        12####31
        ##222##1
        12#11221
        01#10000
        01222221
        01##3##1
        01#23#31
    """, 12)
    analysis = analyze(knowledge)
    guess = choose(knowledge, analysis)
    chances = win_chances(knowledge)
    risks = {cell: analysis.probability(*cell) for cell in chances}
    safest = min(risks.values())
    assert guess.kind is GuessKind.ENDGAME and guess.cell == (0, 2)
    assert guess.risk > safest
    assert chances[guess.cell] == max(chances.values()) == Fraction(3, 5)
    assert guess.win == pytest.approx(0.6)
    assert all(chances[cell] < chances[guess.cell] for cell, p in risks.items() if p == safest)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 5), st.integers(4, 6))
def test_the_endgame_wins_as_often_as_a_plain_game_tree_search(
        seed: int, rows: int, cols: int) -> None:
    knowledge = guess_point(seed, rows, cols, rows * cols // 4, max_layouts=10)
    if knowledge is None:
        return
    move = endgame.best_move(position_of(knowledge))
    assert move is not None
    chances = win_chances(knowledge)
    assert move.win == pytest.approx(float(max(chances.values())), abs=1e-12)
    assert chances[divmod(move.cell, cols)] == max(chances.values())


def test_a_forced_fifty_fifty_is_taken_before_safer_guesses() -> None:
    # (7, 5) and (8, 5) share one mine and every other cell next to either is
    # a known mine: nothing will ever tell them apart. Much safer cells exist
    # (about 8%), but the 50/50 must be taken some time and never gets better.
    knowledge = Knowledge.from_text("""
        #########
        #########
        ##2211#1#
        12#10112#
        011101#2#
        000124###
        0112#####
        01#23####
        01111####
    """, 14)
    analysis = analyze(knowledge)
    guess = choose(knowledge, analysis)
    assert guess.kind is GuessKind.FIFTY_FIFTY
    assert {guess.cell, guess.partner} == {(7, 5), (8, 5)}
    assert analysis.probability(7, 5) == analysis.probability(8, 5) == pytest.approx(0.5)
    assert min(analysis.probability(r, c) for r in range(9) for c in range(9)
               if not knowledge.is_revealed(r, c)) < 0.1


def test_a_dead_cell_is_not_guessed_while_a_live_one_is_left() -> None:
    # (8, 3) is the safest cell (under 3%) but dead: safe, it can only show one
    # number, and that makes nothing safe. It is left for later.
    knowledge = Knowledge.from_text("""
        #########
        #########
        #########
        ##11111##
        ##10001##
        ##21212##
        ##3#2#2##
        ###233###
        #########
    """, 14)
    analysis = analyze(knowledge)
    position = position_of(knowledge)
    dead = 8 * 9 + 3
    outcomes = position.outcomes(dead)
    assert len(outcomes) == 1 and not outcomes[0].safe
    risks = [analysis.probability(*divmod(i, 9)) for i in position.unknown]
    assert analysis.probability(8, 3) == min(risks)
    guess = choose(knowledge, analysis)
    assert guess.kind is GuessKind.PROGRESS and guess.cell != (8, 3)
    assert len(guess.outcomes) > 1 or any(o.safe for o in guess.outcomes)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 5), st.integers(2, 5), st.integers(0, 3))
def test_outcomes_equal_brute_force(seed: int, rows: int, cols: int, reveals: int) -> None:
    mines = max(1, rows * cols // 4)
    knowledge = random_position(seed, rows, cols, mines, reveals, max_layouts=3000)
    try:
        position = position_of(knowledge)
    except ValueError:
        return
    listed = layouts_of(knowledge)
    for cell in position.unknown:
        expected: dict[int, list[frozenset[int]]] = {}
        for layout in listed:
            if cell not in layout:
                shown = sum(1 for r, c in knowledge.neighbours(*divmod(cell, cols))
                            if r * cols + c in layout)
                expected.setdefault(shown, []).append(layout)
        got = {o.value: o for o in position.outcomes(cell)}
        assert set(got) == set(expected)
        for value, agreeing in expected.items():
            outcome = got[value]
            assert outcome.weight == pytest.approx(len(agreeing) / len(listed), abs=1e-12)
            undecided = position.unknown - {cell}
            assert outcome.safe == {c for c in undecided
                                    if all(c not in layout for layout in agreeing)}
            assert outcome.mines == {c for c in undecided
                                     if all(c in layout for layout in agreeing)}


def test_the_same_seed_always_plays_the_same_game() -> None:
    games = [Game(16, 30, 99, seed=2024) for _ in range(2)]
    results = [play(game) for game in games]
    assert results[0] is results[1]
    assert [m[:3] for m in games[0].moves] == [m[:3] for m in games[1].moves]
    assert len(games[0].moves) > 1


@pytest.mark.parametrize("seed", [1, 2, 9])
def test_past_the_endgames_reach_the_shallow_search_picks_the_likeliest_survivor(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # The whole-game search made to give up (no layout within its reach), so
    # the search cut after two guesses decides.
    knowledge = guess_point(seed, 5, 6, 8, max_layouts=40)
    assert knowledge is not None
    monkeypatch.setattr(endgame, "MAX_LAYOUTS", 0)
    monkeypatch.setattr(policy, "SHALLOW", 2)
    monkeypatch.setattr(policy, "SHALLOW_LAYOUTS", 40)
    guess = choose(knowledge, analyze(knowledge))
    chances = survival_chances(knowledge, 2)
    assert guess.kind is GuessKind.PROGRESS
    assert chances[guess.cell] == max(chances.values())
    # Beyond its own limit the weighed guess decides, as without it.
    monkeypatch.setattr(policy, "SHALLOW_LAYOUTS", position_of(knowledge).total - 1)
    beyond = choose(knowledge, analyze(knowledge))
    monkeypatch.setattr(policy, "SHALLOW", 0)
    assert beyond == choose(knowledge, analyze(knowledge))


def test_a_forced_chain_is_taken_before_safer_guesses(monkeypatch: pytest.MonkeyPatch) -> None:
    # (2, 1) is a mine; (0, 1)-(1, 1), (1, 1)-(3, 1) and (3, 1)-(4, 1) each
    # share one mine, so the column holds (0, 1) and (3, 1) or (1, 1) and
    # (4, 1): every cell next to them sees as many of each, and nothing can
    # ever tell the two apart. No forced pair: (2, 0) sees (1, 1) and not
    # (0, 1), and it is no known mine. Column 0 is safer (1 mine in 5).
    knowledge = Knowledge.from_text("""
        ##1000
        ##2000
        ##2000
        ##2000
        ##1000
    """, 4)
    analysis = analyze(knowledge)
    position = position_of(knowledge)
    web = {(0, 1), (1, 1), (3, 1), (4, 1)}
    assert policy.forced_pair(position) is None
    chain = policy.forced_chain(position)
    assert chain is not None and {divmod(i, 6) for i in chain} == web
    assert all(analysis.probability(*c) == pytest.approx(0.5) for c in web)
    assert analysis.probability(0, 0) == pytest.approx(0.2)
    monkeypatch.setattr(endgame, "MAX_LAYOUTS", 0)  # past the exact search's reach
    monkeypatch.setattr(policy, "SHALLOW", 0)  # and the shallow one's
    monkeypatch.setattr(policy, "CHAINS", False)
    assert choose(knowledge, analysis).cell not in web
    monkeypatch.setattr(policy, "CHAINS", True)
    guess = choose(knowledge, analysis)
    assert guess.kind is GuessKind.FIFTY_FIFTY
    assert guess.cell in web and guess.partner in web
    chances = win_chances(knowledge)
    assert chances[guess.cell] == max(chances.values())


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_a_forced_chain_costs_nothing_to_guess_first(seed: int) -> None:
    # Each cell of a forced chain is a 50/50, and the best of them wins as
    # often as the best move of all (an exact game-tree search).
    knowledge = guess_point(seed, 5, 6, 7, max_layouts=40)
    if knowledge is None:
        return
    chain = policy.forced_chain(position_of(knowledge))
    if chain is None:
        return
    cols = knowledge.cols
    analysis = analyze(knowledge)
    chances = win_chances(knowledge)
    assert all(analysis.probability(*divmod(i, cols)) == pytest.approx(0.5) for i in chain)
    assert max(chances[divmod(i, cols)] for i in chain) == max(chances.values())


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 5), st.integers(3, 6), st.integers(0, 4))
def test_a_safe_cell_the_living_count_drops_can_tell_nothing(
        seed: int, rows: int, cols: int, reveals: int) -> None:
    # policy.LIVING's cut (policy._living): a cell a number makes safe is
    # dropped only when its own number is then the same in every layout.
    mines = max(1, rows * cols // 4)
    knowledge = random_position(seed, rows, cols, mines, reveals, max_layouts=3000)
    try:
        position = position_of(knowledge)
    except ValueError:
        return
    listed = layouts_of(knowledge)
    around = policy._constraints_by_cell(position)

    def shown(cell: int, layout: frozenset[int]) -> int:
        return sum(1 for r, c in knowledge.neighbours(*divmod(cell, cols))
                   if r * cols + c in layout)

    for cell in position.unknown:
        outcomes = position.outcomes(cell)
        for full, cut in zip(outcomes, policy._living(position, cell, outcomes, around),
                             strict=True):
            assert cut.value == full.value and cut.weight == full.weight
            assert cut.safe <= full.safe
            agreeing = [layout for layout in listed
                        if cell not in layout and shown(cell, layout) == full.value]
            for dead in full.safe - cut.safe:
                assert len({shown(dead, layout) for layout in agreeing}) == 1


def test_the_blended_score_counts_a_number_as_jsminesweeper_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # policy.BLEND: a number that makes two cells safe is worth its whole
    # weight, one cell 0.8 + 0.2 x the safest cell left, none 0.8 x the
    # safest + 0.2 x the next safest (JSMinesweeper's blended safety).
    monkeypatch.setattr(policy, "BLEND", True)
    none = Outcome(2, 0.5, frozenset(), frozenset(), 0.9, 0.7)
    one = Outcome(1, 0.25, frozenset({3}), frozenset(), 0.9, 0.7)
    two = Outcome(0, 0.125, frozenset({3, 4}), frozenset(), 0.6, 0.5)
    assert policy._gain(none) == pytest.approx(0.5 * (0.8 * 0.9 + 0.2 * 0.7))
    assert policy._gain(one) == pytest.approx(0.25 * (0.8 + 0.2 * 0.9))
    assert policy._gain(two) == pytest.approx(0.125)
    assert policy._score([none, one, two], 0.9, 0.875) == pytest.approx(
        (0.5 * 0.86 + 0.25 * 0.98 + 0.125) * 0.9 / 0.875)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3))
def test_the_whole_influence_counts_every_pattern_at_the_wide_factor(
        seed: int, reveals: int) -> None:
    # policy.WIDE_ALL: a cell's safety gains WIDE_FACTOR x its 50/50 share
    # (plain and wider patterns and enablers alike), the share capped at its
    # risk and at its chance of being safe (JSMinesweeper's 50/50 influence).
    knowledge = random_position(seed, 5, 5, 6, reveals, max_layouts=3000)
    try:
        position = position_of(knowledge)
    except ValueError:
        return
    pool = sorted(position.unknown)
    analysis = analyze(knowledge)

    def risk(i: int) -> float:
        return analysis.probability(*divmod(i, knowledge.cols))

    unavoidable = policy._unavoidable(position, pool, risk)
    enablers = position.enabler_weights()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(policy, "WIDE_ALL", True)
        got = policy._wide(position, pool, risk, unavoidable)
    for i in pool:
        share = (position.fifty_fifty_weight(i, policy.WIDE_MISSING, policy.WIDE_BOX_MISSING)
                 + enablers.get(i, 0)) / position.total
        want = policy.WIDE_FACTOR * min(share, risk(i), 1.0 - risk(i))
        assert got.get(i, 0.0) == pytest.approx(want)
