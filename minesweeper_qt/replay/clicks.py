"""Counting clicks the way the competitive community does, from mouse events.

This is a state machine over the mouse buttons that gives the same counts,
board and start of play as ms-toollib's ``MinesweeperBoard`` (the reference
behind the EVF format and Metasweeper, which follows Minesweeper Arbiter's
conventions), event for event: ``tests/replay/test_clicks_vs_toollib.py``
feeds both the same random streams (every event kind, in every phase) and
compares every count and the board after each event; the real players' files
of ``tests/replay/data`` are compared whole.

Events: presses and releases of the left, right and middle buttons, mouse
moves, and three kinds some files hold: :attr:`EventKind.PRE_FLAG` (a flag
placed before the recording's first click: RMV's and EVF's "pf"),
:attr:`EventKind.BOTH_DOWN` (the second button went down while the first
was, which one not said: EVF's "cc") and :attr:`EventKind.TOGGLE` (a button
changed state, press or release not said: EVF's "l", "r", "m").

The rules, in words:

* A **left click** is counted when the left button is released alone (on a
  hidden, flagged or opened cell, or outside the board); it opens the cell
  when the cell is hidden.
* A **right click** is counted when the right button is pressed alone. On a
  hidden cell it toggles the flag; on an opened cell (or outside the board)
  it changes nothing but is still counted, unless the left button then goes
  down too: that makes it the start of a chord and the right click is taken
  back.
* A **double click** (chord) is counted when either button is released while
  both are down, and when the middle button is released (on the board). It
  opens the hidden neighbours of an opened number whose flag count matches
  it (also of an opened zero, whose hidden neighbours were flagged when its
  opening spread: the engine's own chord ignores zeros, see
  :func:`.player.chord`).
  After a two-button chord, the button still down does nothing on release.
* **Effective clicks** (``ce = lce + rce + dce``): a left click that opens a
  hidden safe cell; a right click that flags a mine for the first time in the
  game (flagging the same mine again, or a safe cell, is not effective); a
  chord that opens at least one cell (even a mine).
* **Solved 3BV** grows as cells open: an isolated number (no zero cell
  around it) counts when opened; an opening counts when one of its zero cells
  is opened while none of its zero cells carries a flag (a flag inside an
  opening defers it until that cell is opened).
* **Phases.** Before anything happens on the board the game is *ready*:
  buttons only change the mouse state. A left press or a right press on the
  board (or a pre-flag) starts the *pre-flag* phase: right clicks flag and
  count, left releases on flags count, and the first left release on a hidden
  cell opens it and starts *play* (time 0 of ``rtime``). Taking every pre-flag
  back again, or releasing the left button outside the board with no flag
  placed, goes back to *ready* and forgets the clicks made (the effective
  ones and the board stay, as in ms-toollib).
* Like ms-toollib, some events before play are handled as in play (a right
  press while the left is down makes a chord press; a release while both are
  down may chord).
* Event combinations ms-toollib refuses (a pre-flag after the first opening,
  a toggle before it, a second right press while both are down...) change
  nothing.

Question marks are not part of these rules (a flagged cell goes back to hidden).

Undo (practice, not part of the community's rules): with ``honour_undo`` an
``UNDO`` event after a loss takes the losing move back, as the game did
(``Game.undo_last_move``): the board, the solved 3BV and the counts go back to
just before it (the losing click is taken back with it, as the exported file
leaves it out: see ``formats.without_undone``), and the game goes on to its
real end. Without it the game ends at the first loss, as ms-toollib reads a
file that holds the losing click.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from ..engine.game import Game
from ..engine.layout import Layout
from ..engine.types import Status
from .board import BoardFacts
from .player import can_chord, chord
from .recording import Button, EventKind, InputEvent, MoveKind, Recording, TimedMove

Cell = tuple[int, int]


class _Mouse(Enum):
    UP_UP = 0
    RIGHT = 1  # right down alone on a hidden cell (ms-toollib's UpDown)
    RIGHT_NOFLAG = 2  # right down alone on an opened cell or off the board
    LEFT = 3  # left down alone
    BOTH = 4  # both down
    BOTH_NOFLAG = 5  # both down, right came first on an opened cell / off the board
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
    (EventKind.PRE_FLAG, Button.NONE): "pf",
    (EventKind.BOTH_DOWN, Button.NONE): "cc",
    (EventKind.TOGGLE, Button.LEFT): "l",
    (EventKind.TOGGLE, Button.RIGHT): "r",
    (EventKind.TOGGLE, Button.MIDDLE): "m",
}

_M = _Mouse
#: The left button going down: from each state to the next (others unchanged).
_LEFT_DOWN = {_M.UP_UP: _M.LEFT, _M.RIGHT: _M.BOTH, _M.RIGHT_NOFLAG: _M.BOTH_NOFLAG}
#: "Both down" (EVF's cc).
_BOTH_DOWN = {_M.UP_UP: _M.BOTH, _M.LEFT: _M.BOTH, _M.LEFT_AFTER_CHORD: _M.BOTH,
              _M.RIGHT: _M.BOTH, _M.RIGHT_NOFLAG: _M.BOTH_NOFLAG}
#: Before play, releases only change the mouse state.
_READY_LEFT_UP = {_M.BOTH: _M.RIGHT, _M.BOTH_NOFLAG: _M.RIGHT, _M.LEFT_AFTER_CHORD: _M.UP_UP,
                  _M.LEFT: _M.UP_UP}
_READY_RIGHT_UP = {_M.RIGHT: _M.UP_UP, _M.BOTH: _M.LEFT_AFTER_CHORD}
#: The states in which a toggle of the button is its release.
_LEFT_IS_DOWN = frozenset({_M.LEFT, _M.BOTH, _M.BOTH_NOFLAG, _M.LEFT_AFTER_CHORD})
_RIGHT_IS_DOWN = frozenset({_M.RIGHT, _M.RIGHT_NOFLAG, _M.BOTH, _M.BOTH_NOFLAG})


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
        #: The counts before the latest click that may lose (an undo takes it back).
        self._before = ClickCounts()
        layout = Layout.from_cells(recording.rows, recording.cols, recording.mines)
        self.game = Game.on_layout(layout)
        #: Openings and isolated numbers of the board (read cell by cell as
        #: the events reach them: nothing is listed per cell in advance).
        self.facts = BoardFacts(layout)
        self.counts = ClickCounts()
        self.phase = Phase.READY
        self._mouse = _Mouse.UP_UP
        self._middle_down = False
        self._index = -1  # the event being fed, and its time
        self._t_ms = 0
        self._ever_flagged: set[Cell] = set()
        self._pre_flags = 0  # flags on the board before the first opening
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

    def feed(self, index: int, event: InputEvent) -> None:
        """One event (``index``: its position in the recording)."""
        if event.kind is EventKind.UNDO:
            self._undo(index, event.t_ms)
            return
        code = TOOLLIB_CODES.get((event.kind, event.button))
        if code is None or code == "mv" or self.phase is Phase.OVER:
            return
        self._index, self._t_ms = index, event.t_ms
        cell = self.recording.cell_at(event.x_px, event.y_px)
        if self.phase is Phase.READY:
            handled = self._ready(code, cell)
            if self.started and self.counts.first_event is None:
                self.counts.first_event = index
            if handled:
                return
        elif self.phase is Phase.PRE_FLAG and self._pre_flag(code, cell):
            return
        self._playing(code, cell)

    # --- primitive clicks ----------------------------------------------

    def _hidden(self, cell: Cell) -> bool:
        return not (self.game.is_revealed(*cell) or self.game.is_flagged(*cell))

    def _move(self, kind: MoveKind, cell: Cell) -> None:
        self.counts.moves.append(TimedMove(self._t_ms, kind, cell[0], cell[1], self._index))

    def _after(self) -> None:
        if self.game.status.is_over and self.phase is not Phase.OVER:
            self.phase = Phase.OVER
            self.counts.end_event = self._index

    def _around(self, cell: Cell) -> list[Cell]:
        """The cell's neighbours, row-major (as ms-toollib visits them)."""
        r0, c0 = cell
        rows, cols = self.recording.rows, self.recording.cols
        return [(r, c) for r in range(max(r0 - 1, 0), min(r0 + 2, rows))
                for c in range(max(c0 - 1, 0), min(c0 + 2, cols)) if (r, c) != cell]

    def _opening_clear(self, start: Cell, marked: set[Cell]) -> bool:
        """Whether a chord clears the opening of the zero ``start``, the way
        ms-toollib decides it for a chord: a depth-first walk over the zero
        cells from ``start`` (neighbours pushed row-major, cells marked when
        taken) that fails at the first flagged zero. ``marked`` is shared by
        the walks of one chord, so a walk stops at the cells an earlier one
        took: two hidden zeros of one opening with a flag in it may count
        once even so (ms-toollib's rule, kept for equal counts)."""
        stack = [start]
        while stack:
            cell = stack.pop()  # (taken again when pushed twice: as ms-toollib does)
            if self.game.is_flagged(*cell):
                return False
            marked.add(cell)
            stack.extend(n for n in self._around(cell)
                         if n not in marked and self.facts.opening_of(*n))
        return True

    def _op_clear(self, op: int) -> bool:
        """Whether no zero cell of opening ``op`` is flagged."""
        return not any(self.facts.opening_of(*cell) == op for cell in self._flagged_zeros)

    def _toggle_flag(self, cell: Cell) -> None:
        self.game.toggle_flag(*cell)
        self._move(MoveKind.FLAG, cell)
        if self.facts.opening_of(*cell):
            if self.game.is_flagged(*cell):
                self._flagged_zeros.add(cell)
            else:
                self._flagged_zeros.discard(cell)

    def _keep_before(self) -> None:
        """Remember the counts before a click that may lose (for an undo)."""
        self._before = replace(self.counts, moves=[])

    def _left(self, cell: Cell) -> None:
        """A left click on the board."""
        self._keep_before()
        self.counts.left += 1
        if not self._hidden(cell):
            return
        if not self.game.is_mine(*cell):
            self.counts.lce += 1
            op = self.facts.opening_of(*cell)
            if (op and self._op_clear(op)) or self.facts.is_isolated(*cell):
                self.counts.bbbv_solved += 1
        self.game.reveal(*cell)
        self._move(MoveKind.REVEAL, cell)
        self._after()

    def _right(self, cell: Cell) -> None:
        """A right click on the board."""
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

    def _chord(self, cell: Cell | None) -> None:
        """A chord (double click) on the board; nothing outside it."""
        if cell is None:
            return
        self._keep_before()
        self.counts.double += 1
        if not can_chord(self.game, *cell):
            return
        self.counts.dce += 1
        marked: set[Cell] = set()
        for r, c in self._around(cell):
            if not self._hidden((r, c)):
                continue
            isolated = self.facts.is_isolated(r, c)
            if isolated or ((r, c) not in marked and self.facts.opening_of(r, c)
                            and self._opening_clear((r, c), marked)):
                self.counts.bbbv_solved += 1
        chord(self.game, *cell)
        self._move(MoveKind.CHORD, cell)
        self._after()

    def _undo(self, index: int, t_ms: int) -> None:
        """An ``UNDO`` event: take the losing move back (see the module notes)."""
        lost = self.game
        if not self.honour_undo or lost.status is not Status.LOST:
            return
        self._index, self._t_ms = index, t_ms
        lost.undo_last_move()
        moves, start, first = self.counts.moves, self.counts.start_event, self.counts.first_event
        self.counts = replace(self._before, moves=moves, start_event=start, first_event=first,
                              end_event=None)
        self._move(MoveKind.UNDO, (0, 0))
        self._mouse = _Mouse.UP_UP
        if self.game.status is Status.PLAYING:
            self.phase = Phase.PLAYING
        else:  # the first opening lost: the game starts again at the next one
            self.phase = Phase.PRE_FLAG
            self.counts.start_event = None

    # --- ready: before anything happened on the board ---------------------

    def _ready(self, code: str, cell: Cell | None) -> bool:
        """An event before anything happened; False when it is handled as in
        play (some releases, and a right press while the left is down)."""
        m = self._mouse
        if code == "lc":
            if m is _M.UP_UP and cell is not None:
                self.phase = Phase.PRE_FLAG
            self._mouse = _LEFT_DOWN.get(m, m)
        elif code == "pf":
            if cell is not None:
                self._pre_flags += 1
                self.phase = Phase.PRE_FLAG
                self._right(cell)
        elif code == "rc":
            if m is _M.UP_UP:
                self._mouse = _M.RIGHT
                if cell is not None:
                    self._pre_flags = 1
                    self.phase = Phase.PRE_FLAG
                    self._right(cell)
            elif m is _M.LEFT_AFTER_CHORD:
                self._mouse = _M.BOTH
            else:
                return False
        elif code == "lr":
            if m not in _READY_LEFT_UP and m is not _M.UP_UP:
                return False
            self._mouse = _READY_LEFT_UP.get(m, m)
        elif code == "rr":
            if m not in _READY_RIGHT_UP and m is not _M.UP_UP:
                return False
            self._mouse = _READY_RIGHT_UP.get(m, m)
        elif code == "cc":
            self._mouse = _BOTH_DOWN.get(m, m)
        return True

    # --- pre-flag: pressed on the board, nothing opened yet ---------------

    def _back_to_ready(self) -> None:
        """Every pre-flag was taken back: the clicks so far are forgotten
        (effective clicks and the board stay, as ms-toollib does)."""
        self.phase = Phase.READY
        c = self.counts
        c.left = c.right = c.double = c.flags = 0
        self._ever_flagged.clear()

    def _pre_flag(self, code: str, cell: Cell | None) -> bool:
        """An event before the first opening; False when it is handled as in
        play (presses, moves, the middle button and some releases)."""
        m = self._mouse
        if code == "lr" and m is _M.LEFT:
            self._pre_flag_left_up(cell)
        elif code == "pf":
            if cell is not None and self._hidden(cell):
                self._pre_flags += 1
                self._right(cell)
        elif code == "rc":
            return self._pre_flag_right_down(cell)
        elif code == "cc":
            if m is _M.LEFT and cell is not None and self._pre_flags == 0:
                self.phase = Phase.READY
            self._mouse = _BOTH_DOWN.get(m, m)
        elif code in ("l", "r", "m"):
            pass  # refused by ms-toollib before the first opening
        else:
            return False
        return True

    def _pre_flag_left_up(self, cell: Cell | None) -> None:
        if cell is None:
            self._mouse = _M.UP_UP
            if self._pre_flags == 0:
                self._back_to_ready()
            else:
                self.counts.left += 1
        elif self._hidden(cell):
            self.phase = Phase.PLAYING
            self.counts.start_event = self._index
            self._mouse = _M.UP_UP
            self._left(cell)
        else:
            self.counts.left += 1  # on a flag; the machine keeps the button down

    def _pre_flag_right_down(self, cell: Cell | None) -> bool:
        m = self._mouse
        if m is _M.UP_UP:
            if cell is None:
                self._mouse = _M.RIGHT_NOFLAG
                self.counts.right += 1
                return True
            self._mouse = _M.RIGHT
            if self._hidden(cell):
                self._pre_flags += 1
            else:
                self._pre_flags -= 1
                if self._pre_flags == 0:  # the last pre-flag taken back
                    self._back_to_ready()
                    self._toggle_flag(cell)
                    return True
            self._right(cell)
        elif m is _M.LEFT:
            self._mouse = _M.BOTH
            if cell is not None and self._pre_flags == 0:
                self.phase = Phase.READY
        elif m is _M.LEFT_AFTER_CHORD:
            self._mouse = _M.BOTH
        return True

    # --- play ------------------------------------------------------------

    def _playing(self, code: str, cell: Cell | None) -> None:
        m = self._mouse
        if code == "lc" or (code == "l" and m not in _LEFT_IS_DOWN):
            self._mouse = _LEFT_DOWN.get(m, m)
        elif code in ("lr", "l"):
            self._left_up(cell, count_outside=code == "lr")
        elif code == "rc" or (code == "r" and m not in _RIGHT_IS_DOWN):
            self._right_down(cell)
        elif code in ("rr", "r"):
            self._right_up(cell)
        elif code == "cc":
            self._mouse = _BOTH_DOWN.get(m, m)
        elif code == "mc":
            self._middle_down = True
        elif code == "mr" or (code == "m" and self._middle_down):
            self._middle_down = False
            self._chord(cell)
        elif code == "m":
            self._middle_down = True

    def _left_up(self, cell: Cell | None, *, count_outside: bool) -> None:
        m = self._mouse
        if m is _M.LEFT:
            self._mouse = _M.UP_UP
            if cell is not None:
                self._left(cell)
            elif count_outside:
                self.counts.left += 1
        elif m in (_M.BOTH, _M.BOTH_NOFLAG):
            self._mouse = _M.RIGHT
            if m is _M.BOTH_NOFLAG:
                self.counts.right -= 1  # that right press began a chord
            self._chord(cell)
        elif m is _M.LEFT_AFTER_CHORD:
            self._mouse = _M.UP_UP

    def _right_down(self, cell: Cell | None) -> None:
        m = self._mouse
        if m is _M.UP_UP:
            if cell is None:
                self._mouse = _M.RIGHT_NOFLAG
                self.counts.right += 1
            else:
                self._mouse = _M.RIGHT_NOFLAG if self.game.is_revealed(*cell) else _M.RIGHT
                self._right(cell)
        elif m in (_M.LEFT, _M.LEFT_AFTER_CHORD):
            self._mouse = _M.BOTH

    def _right_up(self, cell: Cell | None) -> None:
        m = self._mouse
        if m in (_M.RIGHT, _M.RIGHT_NOFLAG):
            self._mouse = _M.UP_UP
        elif m in (_M.BOTH, _M.BOTH_NOFLAG):
            self._mouse = _M.LEFT_AFTER_CHORD
            if m is _M.BOTH_NOFLAG:
                self.counts.right -= 1
            self._chord(cell)


def count_clicks(recording: Recording, *, honour_undo: bool = True) -> ClickCounter:
    """Run every event of ``recording`` through a :class:`ClickCounter`."""
    counter = ClickCounter(recording, honour_undo=honour_undo)
    counter.run()
    return counter
