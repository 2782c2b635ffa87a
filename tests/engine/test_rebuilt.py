"""``Game.rebuilt``: a saved game played again from its moves on its layout
(the save file holds no cells since version 3), and ``Layout.from_map``."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from minesweeper_qt.engine import FirstClick, Game, Move, MoveKind, Status
from minesweeper_qt.engine.generators import UNIFORM
from minesweeper_qt.engine.layout import Layout

MINES = [(0, 0), (0, 2)]


def _rebuilt(moves: list[Move], layout: Layout | None, elapsed: float = 5.0,
             clock: Any = None) -> Game:
    return Game.rebuilt(5, 5, 2, layout, moves, seed=None, first_click=FirstClick.OPENING,
                        question_marks=True, generator=UNIFORM, certified=False,
                        elapsed=elapsed, deaths=2, **({"time_source": clock} if clock else {}))


def test_the_moves_make_the_same_game(fake_clock: Any) -> None:
    game = Game.from_layout(5, 5, MINES, question_marks=True, time_source=fake_clock)
    game.toggle_flag(4, 4)
    game.reveal(2, 2)
    fake_clock.advance(2.0)
    game.toggle_flag(0, 0)
    game.toggle_flag(4, 4)  # flag -> question mark
    game.chord(1, 1)
    rebuilt = _rebuilt(list(game.moves), Layout.from_map(5, 5, bytes(
        1 if (r, c) in MINES else 0 for r in range(5) for c in range(5))),
        game.elapsed, fake_clock)
    assert rebuilt.snapshot() == dataclasses.replace(game.snapshot(), deaths=2)
    assert rebuilt.paused and rebuilt.status is Status.PLAYING
    fake_clock.advance(10)
    assert rebuilt.elapsed == 2.0  # paused until the next move


@pytest.mark.parametrize(("moves", "layout", "words"), [
    ([Move(MoveKind.REVEAL, 2, 2, 0.0)], None, "revealed before the mines were laid"),
    ([Move(MoveKind.REVEAL, 0, 0, 0.0), Move(MoveKind.FLAG, 1, 1, 0.0)], MINES,
     "after the game ended"),
    ([Move(MoveKind.REVEAL, 2, 2, 1.0), Move(MoveKind.FLAG, 1, 1, 0.5)], MINES, "bad time"),
    ([Move(MoveKind.REVEAL, 2, 2, 6.0)], MINES, "bad time"),  # past elapsed
    ([Move(MoveKind.FLAG, 5, 0, 0.0)], MINES, "outside"),
])
def test_moves_that_make_no_game_are_refused(moves: list[Move], layout: Any,
                                             words: str) -> None:
    with pytest.raises(ValueError, match=words):
        _rebuilt(moves, None if layout is None else Layout.from_cells(5, 5, layout))


def test_flags_before_the_layout_need_none() -> None:
    """Moves that lay no mines: flags, a chord (nothing to chord yet), a
    reveal of a flagged cell (it does nothing, but is a click)."""
    game = _rebuilt([Move(MoveKind.FLAG, 1, 1, 0.0), Move(MoveKind.CHORD, 2, 2, 0.0),
                     Move(MoveKind.REVEAL, 1, 1, 0.0)], None, 0.0)
    assert game.is_flagged(1, 1) and game.status is Status.READY and not game.has_layout
    assert (game.left_clicks, game.right_clicks, game.chord_clicks) == (1, 1, 1)


def test_a_layout_from_a_row_major_map_is_the_one_from_its_cells() -> None:
    cells = [(0, 0), (3, 6), (4, 1), (4, 6)]
    mine_map = bytes(1 if (r, c) in cells else 0 for r in range(5) for c in range(7))
    made, listed = Layout.from_map(5, 7, mine_map), Layout.from_cells(5, 7, cells)
    assert (made.mine_map, made.counts, made.zero_map, made.mine_count) == (
        listed.mine_map, listed.counts, listed.zero_map, listed.mine_count)
    with pytest.raises(ValueError, match="bytes of 0 and 1"):
        Layout.from_map(5, 7, mine_map[:-1])
    with pytest.raises(ValueError, match="bytes of 0 and 1"):
        Layout.from_map(5, 7, b"\x02" + mine_map[1:])


@pytest.mark.parametrize("generator", ["uniform", "no-guess"])
def test_a_game_rebuilt_before_its_mines_lays_its_seeds_board(generator: str) -> None:
    from minesweeper_qt.engine.registry import generator_named

    game = Game(9, 9, 10, seed=4242, generator=generator_named(generator))
    game.toggle_flag(0, 0)
    rebuilt = Game.rebuilt(9, 9, 10, None, list(game.moves), seed=4242,
                           first_click=game.first_click, question_marks=False,
                           generator=generator_named(generator), certified=False,
                           elapsed=0.0)
    game.reveal(4, 4)
    rebuilt.reveal(4, 4)
    assert rebuilt.seed == 4242 and sorted(rebuilt.mines) == sorted(game.mines)
