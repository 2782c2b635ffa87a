"""The click counter agrees with ms-toollib's ``MinesweeperBoard`` event for
event: both are fed the same random streams of every event kind ms-toollib
knows (presses, releases, moves, pre-flags "pf", two-button presses "cc",
toggles "l" / "r" / "m", on and off the board, before the first opening and
after it), and after each event the counts, the phase and the board agree.

The streams avoid only what ms-toollib refuses (its Python binding then
aborts the process): a toggle before the first opening, a pre-flag after it
or on a cell that is not hidden, a right press or "cc" while both buttons are
down, and a middle release or a toggle outside the board. Our counter ignores
those (tested apart)."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.engine import Status
from minesweeper_qt.replay.clicks import ClickCounter, Phase
from minesweeper_qt.replay.recording import Button, EventKind, InputEvent, Recording, Rules

ms = pytest.importorskip("ms_toollib")

PX = 16
HIDDEN, FLAG = 10, 11
_KINDS = {
    "lc": (EventKind.PRESS, Button.LEFT), "lr": (EventKind.RELEASE, Button.LEFT),
    "rc": (EventKind.PRESS, Button.RIGHT), "rr": (EventKind.RELEASE, Button.RIGHT),
    "mc": (EventKind.PRESS, Button.MIDDLE), "mr": (EventKind.RELEASE, Button.MIDDLE),
    "pf": (EventKind.PRE_FLAG, Button.NONE), "cc": (EventKind.BOTH_DOWN, Button.NONE),
    "l": (EventKind.TOGGLE, Button.LEFT), "r": (EventKind.TOGGLE, Button.RIGHT),
    "m": (EventKind.TOGGLE, Button.MIDDLE), "mv": (EventKind.MOVE, Button.NONE),
}
#: ms-toollib's game_board_state numbers (Ready, Playing, Win, Loss, PreFlaging).
_STATE = {Phase.READY: 1, Phase.PRE_FLAG: 5, Phase.PLAYING: 2}
#: Weights of the codes in a stream: mostly clicks, some of everything.
_WEIGHTS = {"lc": 8, "lr": 8, "rc": 6, "rr": 6, "mc": 1, "mr": 1, "pf": 2, "cc": 2,
            "l": 1, "r": 1, "m": 1, "mv": 1}
_ON_BOARD_ONLY = {"pf", "mr", "m", "l", "r"}
#: ms-toollib's mouse_state numbers with both buttons down (Chording, ChordingNotFlag).
_BOTH = (5, 6)


def _refused(code: str, state: int, mouse: int) -> bool:
    """Whether ms-toollib refuses ``code`` in game state ``state`` with mouse
    state ``mouse`` (its numbers)."""
    if code in ("l", "r", "m"):
        return state in (1, 5)  # Ready, PreFlaging
    if code == "pf":
        return state == 2
    if code == "cc":
        return state in (2, 5) and mouse in _BOTH
    return code == "rc" and state == 5 and mouse in (2, 3, *_BOTH)


def _state(counter: ClickCounter) -> int:
    if counter.phase is Phase.OVER:
        return 3 if counter.game.status is Status.WON else 4
    return _STATE[counter.phase]


def _looks(counter: ClickCounter) -> list[list[int]]:
    game = counter.game
    return [[game.number(r, c) if game.is_revealed(r, c)
             else FLAG if game.is_flagged(r, c) else HIDDEN
             for c in range(game.cols)] for r in range(game.rows)]


def _stream_agrees(rng: random.Random, rows: int, cols: int, mines: int, n: int) -> int:
    """One random stream; returns how many events were compared."""
    layout = frozenset(divmod(i, cols) for i in rng.sample(range(rows * cols), mines))
    rec = Recording(rows, cols, layout, Rules("none", False, "imported", None), PX)
    board = ms.MinesweeperBoard(rec.board_codes())
    counter = ClickCounter(rec)
    codes, weights = list(_WEIGHTS), list(_WEIGHTS.values())
    compared = 0
    for i in range(n):
        code = rng.choices(codes, weights)[0]
        if _refused(code, board.game_board_state, board.mouse_state):
            continue
        gb = board.game_board
        if code == "pf":
            cells = [(r, c) for r in range(rows) for c in range(cols) if gb[r][c] == HIDDEN]
            if not cells:
                continue
            cell: tuple[int, int] | None = rng.choice(cells)
        elif code not in _ON_BOARD_ONLY and rng.random() < 0.08:
            cell = None
        else:
            # Mostly hidden safe cells and numbers, so that games progress.
            pick = rng.random()
            safe_hidden = [(r, c) for r in range(rows) for c in range(cols)
                           if gb[r][c] == HIDDEN and (r, c) not in layout]
            numbers = [(r, c) for r in range(rows) for c in range(cols) if gb[r][c] < 9]
            if pick < 0.4 and safe_hidden:
                cell = rng.choice(safe_hidden)
            elif pick < 0.7 and numbers:
                cell = rng.choice(numbers)
            else:
                cell = (rng.randrange(rows), rng.randrange(cols))
        pos = cell if cell is not None else (rows, cols)
        kind, button = _KINDS[code]
        event = InputEvent(i, kind, button, pos[1] * PX + 3, pos[0] * PX + 5)
        board.step(code, pos)
        counter.feed(i, event)
        c = counter.counts
        ours = (c.left, c.right, c.double, c.lce, c.rce, c.dce, c.flags, c.bbbv_solved,
                _state(counter))
        theirs = (board.left, board.right, board.double, board.lce, board.rce, board.dce,
                  board.flag, board.bbbv_solved, board.game_board_state)
        assert ours == theirs, (i, code, pos)
        if counter.phase is not Phase.OVER:  # the one 3BV solved: the engine's too
            assert counter.game.bbbv_solved == board.bbbv_solved, (i, code, pos)
        if counter.phase is not Phase.OVER:  # (the looks of a loss or a win differ)
            assert _looks(counter) == board.game_board, (i, code, pos)
        compared += 1
        if board.game_board_state in (3, 4):
            break
    return compared


def test_random_streams_of_every_event_kind_agree_event_for_event() -> None:
    rng = random.Random(29)
    compared = 0
    for _ in range(400):
        rows, cols = rng.randint(3, 7), rng.randint(3, 8)
        mines = rng.randint(1, rows * cols // 4)
        compared += _stream_agrees(rng, rows, cols, mines, 120)
    assert compared > 15_000


def test_events_ms_toollib_refuses_change_nothing() -> None:
    """A toggle before the first opening, a pre-flag during play and a second
    "cc" while both buttons are down are ignored."""
    rec = Recording(3, 3, frozenset({(0, 0)}), Rules("none", False, "imported", None), PX)
    counter = ClickCounter(rec)
    script = [("l", (2, 2)), ("r", (1, 1)), ("m", (1, 1)), ("lc", (2, 2)), ("lr", (2, 2)),
              ("pf", (0, 1)), ("lc", (0, 1)), ("cc", (0, 1)), ("cc", (0, 1))]
    for i, (code, (r, c)) in enumerate(script):
        counter.feed(i, InputEvent(i, *_KINDS[code], c * PX, r * PX))
        if i < 3:
            assert counter.phase is Phase.READY and counter.counts.clicks == 0
    assert counter.game.is_revealed(2, 2) and not counter.game.is_flagged(0, 1)
    assert (counter.counts.left, counter.counts.right, counter.counts.double) == (1, 0, 0)


def test_a_chord_on_an_opened_zero_opens_its_unflagged_neighbours() -> None:
    """A flag on a zero's neighbour stops the opening; unflagged and chorded
    on the zero, the cell opens (the community's rule; our own game ignores
    chords on zeros) and the replay shows it."""
    from minesweeper_qt.replay.player import Replayer

    rec = Recording(3, 4, frozenset({(0, 3)}), Rules("none", False, "imported", None), PX)
    at = {(r, c): (c * PX + 1, r * PX + 1) for r in range(3) for c in range(4)}
    script = [("rc", (2, 1)), ("rr", (2, 1)), ("lc", (2, 0)), ("lr", (2, 0)),
              ("rc", (2, 1)), ("rr", (2, 1)), ("mc", (2, 0)), ("mr", (2, 0))]
    events = tuple(InputEvent(i, *_KINDS[code], *at[cell]) for i, (code, cell) in enumerate(script))
    rec = Recording(rec.rows, rec.cols, rec.mines, rec.rules, PX, events)
    counter = ClickCounter(rec)
    board = ms.MinesweeperBoard(rec.board_codes())
    for i, (code, cell) in enumerate(script):
        counter.feed(i, events[i])
        board.step(code, cell)
        if i == 5:  # unflagged: hidden beside the opened zero at (2, 0)
            assert not counter.game.is_revealed(2, 1) and board.game_board[2][1] == HIDDEN
    assert counter.game.is_revealed(2, 1) and board.game_board[2][1] == 0
    assert (counter.counts.double, counter.counts.dce) == (board.double, board.dce) == (1, 1)
    replayed = Recording(rec.rows, rec.cols, rec.mines, rec.rules, PX, events,
                         tuple(counter.counts.moves))
    assert Replayer(replayed).game_at_event(len(events) - 1).is_revealed(2, 1)


def test_the_engines_3bv_solved_is_ms_toollibs_with_a_flag_on_a_zero() -> None:
    """Issue 41: two definitions of "3BV solved". The engine counted an
    opening solved once any zero of it was open; ms-toollib (and the click
    counter) count it only when it is opened with no flag on its zeros. A flag
    on a zero splits the opening: the part opened is not yet solved."""
    mines = frozenset({(0, 3), (1, 3), (2, 3), (3, 3)})
    rec = Recording(4, 5, mines, Rules("none", False, "imported", None), PX)
    board = ms.MinesweeperBoard(rec.board_codes())
    counter = ClickCounter(rec)
    # Flags on the zeros (1, 0) and (1, 1) before the first opening (pre-flags)
    # cut the opening (columns 0 and 1) in two; (3, 0) opens the lower part.
    script = [("pf", (1, 0)), ("pf", (1, 1)), ("lc", (3, 0)), ("lr", (3, 0))]
    for i, (code, (r, c)) in enumerate(script):
        board.step(code, (r, c))
        counter.feed(i, InputEvent(i, *_KINDS[code], c * PX + 1, r * PX + 1))
    game = counter.game
    assert game.is_revealed(3, 0) and game.is_flagged(1, 0) and not game.is_revealed(0, 0)
    assert board.bbbv_solved == counter.counts.bbbv_solved == 0
    assert game.bbbv_solved == game.stats().bbbv_solved == 0
