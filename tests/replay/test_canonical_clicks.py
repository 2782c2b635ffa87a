"""A recording holds a click for every move, whatever input made it
(``InputRecorder.finish(canonical=True)``): the community's click counting
(:mod:`minesweeper_qt.replay.clicks`, as ms-toollib) plays exactly the moves
the game made; each click says where it came from (``ClickSource``)."""

from __future__ import annotations

from minesweeper_qt.engine import Game
from minesweeper_qt.replay.clicks import count_clicks
from minesweeper_qt.replay.recording import (
    Button,
    ClickSource,
    EventKind,
    InputRecorder,
    MoveKind,
    TouchPhase,
)
from minesweeper_qt.replay.statistics import compute

#: 5 x 5, mines in the corners and the centre.
CROSS = [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)]
PX = 16


def _at(cell: tuple[int, int]) -> tuple[int, int]:
    return cell[1] * PX + PX // 2, cell[0] * PX + PX // 2


def _played(assisted: bool) -> tuple[InputRecorder, Game]:
    """A cross game won with every input: a left click that opens, a key
    that flags, a left click on a number that chords (chord-on-click), a key
    that reveals, a touch, and (``assisted``) a move the program made."""
    game = Game.from_layout(5, 5, CROSS)
    rec = InputRecorder(5, 5, PX, grid_px=1)
    t = 0

    def move(kind: MoveKind, cell: tuple[int, int]) -> None:
        {MoveKind.REVEAL: game.reveal, MoveKind.FLAG: game.toggle_flag,
         MoveKind.CHORD: game.chord}[kind](*cell)
        rec.engine_move(t, kind, *cell)

    def mouse(cell: tuple[int, int], kind: MoveKind | None) -> None:
        nonlocal t
        t += 100
        rec.press(t, Button.LEFT, *_at(cell))
        t += 50
        rec.release(t, Button.LEFT, *_at(cell))
        if kind is not None:
            move(kind, cell)

    def key(cell: tuple[int, int], kind: MoveKind) -> None:
        nonlocal t
        t += 100
        rec.key(t, 32, *_at(cell))
        move(kind, cell)

    mouse((0, 2), MoveKind.REVEAL)
    key((2, 2), MoveKind.FLAG)
    mouse((1, 2), MoveKind.CHORD)  # a left click on a number chords (chord on click)
    mouse((1, 2), None)  # a wasted click: nothing happens, it still counts
    key((2, 0), MoveKind.REVEAL)
    t += 100
    rec.touch(t, TouchPhase.BEGIN, *_at((4, 2)))
    rec.touch(t + 30, TouchPhase.END, *_at((4, 2)))
    t += 30
    move(MoveKind.REVEAL, (4, 2))
    t += 100
    if assisted:
        rec.assist(t)
    else:
        rec.key(t, 32, *_at((2, 4)))
    move(MoveKind.REVEAL, (2, 4))
    assert game.status.name == "WON"
    return rec, game


def test_every_move_is_a_click_of_its_own_and_counted_as_played() -> None:
    rec, game = _played(assisted=True)
    recording = rec.finish(game.mines, canonical=True)
    counted = count_clicks(recording).counts
    assert [(m.kind, m.row, m.col) for m in counted.moves] == \
        [(MoveKind[m.kind.name], m.row, m.col) for m in game.moves]
    sources = [ClickSource(e.detail) for e in recording.events if e.kind is EventKind.RELEASE]
    assert sources == [ClickSource.MOUSE, ClickSource.KEYBOARD, ClickSource.MOUSE,
                       ClickSource.RAW, ClickSource.KEYBOARD, ClickSource.TOUCH,
                       ClickSource.PROGRAM]
    chord = next(e for e in recording.events if e.kind is EventKind.RELEASE
                 and e.button is Button.MIDDLE)
    assert recording.cell_at(chord.x_px, chord.y_px) == (1, 2)
    stats = compute(recording)
    assert stats.won and stats.bbbv_solved == stats.bbbv
    # Clicks as the community counts them: 4 left (one wasted), 1 right, 1 chord,
    # plus the touch and the program's reveal as left clicks.
    assert (stats.left, stats.right, stats.double) == (5, 1, 1)
    assert recording.assisted


def test_a_game_without_help_is_not_assisted() -> None:
    rec, game = _played(assisted=False)
    recording = rec.finish(game.mines, canonical=True)
    assert not recording.assisted
    assert compute(recording).won


def test_the_recorder_is_left_as_it_was() -> None:
    rec, game = _played(assisted=True)
    before = list(rec.events)
    rec.finish(game.mines, canonical=True)
    assert list(rec.events) == before
