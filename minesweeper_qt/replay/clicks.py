"""Counting clicks the way the competitive community does, from mouse events.

This is a state machine over the two mouse buttons, written to give the same
counts as ms-toollib's ``MinesweeperBoard`` (the reference implementation behind
the EVF format and Metasweeper), which follows Minesweeper Arbiter's conventions.
The rules, as observed and tested (``tests/replay/test_clicks_vs_toollib.py``):

* A **left click** is counted when the left button is released alone (whatever
  is under it: hidden, flagged or opened cell, or outside the board); it opens
  the cell when the cell is hidden.
* A **right click** is counted when the right button is pressed alone. On a
  hidden cell it toggles the flag; on an opened cell it changes nothing but is
  still counted, unless the left button then goes down too: that makes it the
  start of a chord and the right click is taken back.
* A **double click** (chord) is counted when either button is released while
  both are down, and when the middle button is released. It opens the
  neighbours of an opened number whose flag count matches it.
* After a two-button chord, the button still down does nothing on release.
* **Effective clicks** (``ce = lce + rce + dce``): a left click that opens a
  hidden safe cell; a right click that flags a mine for the first time in the
  game (flagging the same mine again, or flagging a safe cell, is not
  effective); a chord that opens at least one cell (even a mine).
* **Solved 3BV** grows as cells open: an isolated number (no zero cell
  around it) counts when opened; an opening counts when one of its zero cells
  is opened while none of its zero cells carries a flag (a flag inside an
  opening defers it until that cell is opened).
* The game starts (time 0 of ``rtime``) at the left release that opens the
  first cell; events before the first press on the board are not part of the
  game, and flags placed before the first opening (pre-flags) count.

Differences from the wording of some community pages, kept on purpose to agree
with ms-toollib: a lone right click on an opened cell counts as a right click;
chord attempts that open nothing count as double clicks (not effective).
Question marks are not part of these rules (a flagged cell goes back to hidden).

Undo (practice, not part of the community's rules): with ``honour_undo`` an
``UNDO`` event after a loss takes the losing move back, as the game did
(``Game.undo_last_move``): the board and the solved 3BV go back to just before
it, the clicks made stay counted, and the game goes on to its real end. Without
it the game ends at the first loss, as ms-toollib reads the exported file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..engine.game import Game
from ..engine.layout import Layout
from ..engine.types import Status
from .board import BoardFacts
from .recording import Button, EventKind, InputEvent, MoveKind, Recording, TimedMove

Cell = tuple[int, int]


class _Mouse(Enum):
    UP_UP = 0
    RIGHT = 1  # right down alone, pressed on a hidden cell or before play
    RIGHT_OPENED = 2  # right down alone, pressed on an opened cell / off the board
    LEFT = 3  # left down alone
    CHORD = 4  # both down
    CHORD_OPENED = 5  # both down, right came first on an opened cell
    LEFT_AFTER_CHORD = 6  # right released from a chord, left still down


class Phase(Enum):
    READY = 0  # nothing counted yet
    PRE_FLAG = 1  # pressed on the board, no cell opened yet
    PLAYING = 2
    OVER = 3


#: ms-toollib event codes for our (kind, button) pairs.
TOOLLIB_CODES = {
    (EventKind.PRESS, Button.LEFT): "lc",
    (EventKind.RELEASE, Button.LEFT): "lr",
    (EventKind.PRESS, Button.RIGHT): "rc",
    (EventKind.RELEASE, Button.RIGHT): "rr",
    (EventKind.PRESS, Button.MIDDLE): "mc",
    (EventKind.RELEASE, Button.MIDDLE): "mr",
    (EventKind.MOVE, Button.NONE): "mv",
}


@dataclass
class ClickCounts:
    """Counts so far. ``start_event`` / ``end_event``: indices of the events that
    opened the first cell and ended the game (None until then);
    ``first_event``: the first event that is part of the game (ms-toollib's
    video starts there)."""

    left: int = 0
    right: int = 0
    double: int = 0
    lce: int = 0
    rce: int = 0
    dce: int = 0
    flags: int = 0
    bbbv_solved: int = 0
    first_event: int | None = None
    start_event: int | None = None
    end_event: int | None = None
    moves: list[TimedMove] = field(default_factory=list)

    @property
    def clicks(self) -> int:
        return self.left + self.right + self.double

    @property
    def effective(self) -> int:
        return self.lce + self.rce + self.dce


class ClickCounter:
    """Feeds mouse events to an engine game on ``recording``'s board, counting
    clicks by the rules above. :meth:`feed` one event at a time or :meth:`run`
    them all; ``game`` is the board as the events left it. ``honour_undo``:
    whether an ``UNDO`` event takes a loss back (see the module notes)."""

    def __init__(self, recording: Recording, *, honour_undo: bool = True) -> None:
        self.recording = recording
        self.honour_undo = honour_undo
        self._solved_before = 0  # solved 3BV before the latest opening move
        layout = Layout.from_cells(recording.rows, recording.cols, recording.mines)
        self.game = Game.on_layout(layout)
        #: Openings and isolated numbers of the board (read cell by cell as
        #: the events reach them: nothing is listed per cell in advance).
        self.facts = BoardFacts(layout)
        self.counts = ClickCounts()
        self.phase = Phase.READY
        self._mouse = _Mouse.UP_UP
        self._ever_flagged: set[Cell] = set()
        self._pre_flags = 0
        #: Flagged zero cells: an opening with one of them is not cleared by
        #: opening another of its cells.
        self._flagged_zeros: set[Cell] = set()

    @property
    def started(self) -> bool:
        """Whether the events so far made a game (a press on the board)."""
        return self.phase is not Phase.READY

    def run(self) -> ClickCounts:
        for index, event in enumerate(self.recording.events):
            self.feed(index, event)
        return self.counts

    # --- primitive clicks ----------------------------------------------

    def _hidden(self, cell: Cell) -> bool:
        return not (self.game.is_revealed(*cell) or self.game.is_flagged(*cell))

    def _move(self, index: int, kind: MoveKind, cell: Cell) -> None:
        t = self.recording.events[index].t_ms
        self.counts.moves.append(TimedMove(t, kind, cell[0], cell[1], index))

    def _after(self, index: int) -> None:
        if self.game.status.is_over and self.phase is not Phase.OVER:
            self.phase = Phase.OVER
            self.counts.end_event = index

    def _op_clear(self, op: int) -> bool:
        """Whether no zero cell of opening ``op`` is flagged."""
        return not any(self.facts.opening_of(*cell) == op for cell in self._flagged_zeros)

    def _toggle_flag(self, cell: Cell) -> None:
        self.game.toggle_flag(*cell)
        if self.facts.opening_of(*cell):
            if self.game.is_flagged(*cell):
                self._flagged_zeros.add(cell)
            else:
                self._flagged_zeros.discard(cell)

    def _left(self, index: int, cell: Cell) -> None:
        self.counts.left += 1
        if not self._hidden(cell):
            return
        self._solved_before = self.counts.bbbv_solved
        if not self.game.is_mine(*cell):
            self.counts.lce += 1
            op = self.facts.opening_of(*cell)
            if (op and self._op_clear(op)) or self.facts.is_isolated(*cell):
                self.counts.bbbv_solved += 1
        self.game.reveal(*cell)
        self._move(index, MoveKind.REVEAL, cell)
        self._after(index)

    def _right(self, index: int, cell: Cell) -> None:
        self.counts.right += 1
        if self.game.is_revealed(*cell):
            return
        if self.game.is_flagged(*cell):
            self.counts.flags -= 1
        else:
            self.counts.flags += 1
            if self.game.is_mine(*cell) and cell not in self._ever_flagged:
                self.counts.rce += 1
            self._ever_flagged.add(cell)
        self._toggle_flag(cell)
        self._move(index, MoveKind.FLAG, cell)

    def _chord(self, index: int, cell: Cell | None) -> None:
        if cell is None:
            return
        self.counts.double += 1
        if self.game.can_chord(*cell):
            self.counts.dce += 1
            self._solved_before = self.counts.bbbv_solved
            ops: set[int] = set()
            r0, c0 = cell
            for r in range(max(r0 - 1, 0), min(r0 + 2, self.recording.rows)):
                for c in range(max(c0 - 1, 0), min(c0 + 2, self.recording.cols)):
                    if (r, c) == cell or not self._hidden((r, c)):
                        continue
                    if self.facts.is_isolated(r, c):
                        self.counts.bbbv_solved += 1
                    elif self.facts.opening_of(r, c):
                        ops.add(self.facts.opening_of(r, c))
            self.counts.bbbv_solved += sum(1 for op in ops if self._op_clear(op))
            self.game.chord(*cell)
            self._move(index, MoveKind.CHORD, cell)
            self._after(index)

    def _reset_counts(self) -> None:
        moves = self.counts.moves
        for mv in moves:  # undo pre-flags
            if mv.kind is MoveKind.FLAG and self.game.is_flagged(mv.row, mv.col):
                self._toggle_flag((mv.row, mv.col))
        self.counts = ClickCounts()
        self._ever_flagged.clear()
        self._pre_flags = 0

    # --- the state machine ---------------------------------------------

    def _undo(self, index: int) -> None:
        """An ``UNDO`` event: take the losing move back (see the module notes)."""
        lost = self.game
        if not self.honour_undo or lost.status is not Status.LOST:
            return
        lost.undo_last_move()
        self.counts.bbbv_solved = self._solved_before
        self.counts.end_event = None
        self._move(index, MoveKind.UNDO, (0, 0))
        self._mouse = _Mouse.UP_UP
        if self.game.status is Status.PLAYING:
            self.phase = Phase.PLAYING
        else:  # the first opening lost: the game starts again at the next one
            self.phase = Phase.PRE_FLAG
            self.counts.start_event = None

    def feed(self, index: int, event: InputEvent) -> None:
        """One event (``index``: its position in the recording)."""
        if event.kind is EventKind.UNDO:
            self._undo(index)
            return
        code = TOOLLIB_CODES.get((event.kind, event.button))
        if code is None or self.phase is Phase.OVER:
            return
        cell = self.recording.cell_at(event.x_px, event.y_px)
        if self.phase is Phase.READY:
            self._ready(index, code, cell)
            if self.started and self.counts.first_event is None:
                self.counts.first_event = index
            return
        if self.phase is Phase.PRE_FLAG and self._pre_flag(index, code, cell):
            return
        self._playing(index, code, cell)

    def _ready(self, index: int, code: str, cell: Cell | None) -> None:
        m = self._mouse
        if code == "lc":
            if m is _Mouse.UP_UP:
                self._mouse = _Mouse.LEFT
                if cell is not None:
                    self.phase = Phase.PRE_FLAG
            elif m is _Mouse.RIGHT:
                self._mouse = _Mouse.CHORD
            elif m is _Mouse.RIGHT_OPENED:
                self._mouse = _Mouse.CHORD_OPENED
        elif code == "rc":
            if m is _Mouse.UP_UP:
                self._mouse = _Mouse.RIGHT
                if cell is not None:
                    self._pre_flags = 1
                    self.phase = Phase.PRE_FLAG
                    self.counts.first_event = index
                    self._right(index, cell)
            elif m is _Mouse.LEFT_AFTER_CHORD:
                self._mouse = _Mouse.CHORD
        elif code == "lr":
            if m in (_Mouse.CHORD, _Mouse.CHORD_OPENED):
                self._mouse = _Mouse.RIGHT
            elif m in (_Mouse.LEFT_AFTER_CHORD, _Mouse.LEFT, _Mouse.UP_UP):
                self._mouse = _Mouse.UP_UP
        elif code == "rr":
            if m is _Mouse.RIGHT:
                self._mouse = _Mouse.UP_UP
            elif m is _Mouse.CHORD:
                self._mouse = _Mouse.LEFT_AFTER_CHORD

    def _pre_flag(self, index: int, code: str, cell: Cell | None) -> bool:
        """Pre-flag phase; True when the event is fully handled."""
        m = self._mouse
        if code == "lr" and m is _Mouse.LEFT:
            if cell is None:
                self._mouse = _Mouse.UP_UP
                if self._pre_flags == 0:
                    self.phase = Phase.READY
                    self._reset_counts()
                else:
                    self.counts.left += 1
            elif self._hidden(cell):
                self.phase = Phase.PLAYING
                self.counts.start_event = index
                self._mouse = _Mouse.UP_UP
                self._left(index, cell)
            else:
                self.counts.left += 1  # the button stays "down" for the machine
            return True
        if code == "rc":
            if m is _Mouse.UP_UP:
                if cell is None:
                    self._mouse = _Mouse.RIGHT_OPENED
                    self.counts.right += 1
                    return True
                self._mouse = _Mouse.RIGHT
                if self._hidden(cell):
                    self._pre_flags += 1
                else:
                    self._pre_flags -= 1
                    if self._pre_flags == 0:
                        self.phase = Phase.READY
                        self._reset_counts()
                        self.counts.first_event = None
                        return True
                self._right(index, cell)
                return True
            if m is _Mouse.LEFT:
                self._mouse = _Mouse.CHORD
                if cell is not None and self._pre_flags == 0:
                    self.phase = Phase.READY
                return True
            if m is _Mouse.LEFT_AFTER_CHORD:
                self._mouse = _Mouse.CHORD
                return True
            return True  # ms-toollib rejects the event
        return False  # the same as in play

    def _playing(self, index: int, code: str, cell: Cell | None) -> None:
        m = self._mouse
        if code == "lc":
            if m is _Mouse.UP_UP:
                self._mouse = _Mouse.LEFT
            elif m is _Mouse.RIGHT:
                self._mouse = _Mouse.CHORD
            elif m is _Mouse.RIGHT_OPENED:
                self._mouse = _Mouse.CHORD_OPENED
        elif code == "lr":
            if m is _Mouse.LEFT:
                self._mouse = _Mouse.UP_UP
                if cell is None:
                    self.counts.left += 1
                else:
                    self._left(index, cell)
            elif m is _Mouse.CHORD:
                self._mouse = _Mouse.RIGHT
                self._chord(index, cell)
            elif m is _Mouse.CHORD_OPENED:
                self._mouse = _Mouse.RIGHT
                self.counts.right -= 1
                self._chord(index, cell)
            elif m is _Mouse.LEFT_AFTER_CHORD:
                self._mouse = _Mouse.UP_UP
        elif code == "rc":
            if m is _Mouse.UP_UP:
                if cell is None:
                    self._mouse = _Mouse.RIGHT_OPENED
                    self.counts.right += 1
                else:
                    self._mouse = (
                        _Mouse.RIGHT_OPENED if self.game.is_revealed(*cell) else _Mouse.RIGHT
                    )
                    self._right(index, cell)
            elif m in (_Mouse.LEFT, _Mouse.LEFT_AFTER_CHORD):
                self._mouse = _Mouse.CHORD
        elif code == "rr":
            if m in (_Mouse.RIGHT, _Mouse.RIGHT_OPENED):
                self._mouse = _Mouse.UP_UP
            elif m is _Mouse.CHORD:
                self._mouse = _Mouse.LEFT_AFTER_CHORD
                self._chord(index, cell)
            elif m is _Mouse.CHORD_OPENED:
                self._mouse = _Mouse.LEFT_AFTER_CHORD
                self.counts.right -= 1
                self._chord(index, cell)
        elif code == "mr":
            self._chord(index, cell)
        if self.game.status is Status.PLAYING and self.phase is Phase.PRE_FLAG:
            self.phase = Phase.PLAYING


def count_clicks(recording: Recording, *, honour_undo: bool = True) -> ClickCounter:
    """Run every event of ``recording`` through a :class:`ClickCounter`."""
    counter = ClickCounter(recording, honour_undo=honour_undo)
    counter.run()
    return counter
