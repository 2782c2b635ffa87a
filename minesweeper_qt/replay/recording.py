"""A recording of one game: the board, its rules, every input event with its time,
and the engine moves those events caused. Pure Python, no Qt.

Units and axes
--------------
* Times are integer **milliseconds** from the start of the recording (the first
  event the recorder kept; see :class:`InputRecorder`). They may be negative only
  in recordings imported from other programs' files.
* Pixel positions are integers relative to the board's top-left corner:
  ``x_px`` grows to the right (columns), ``y_px`` downward (rows). A cell is
  ``(y_px // cell_px, x_px // cell_px)`` as ``(row, col)``. A position outside the
  board keeps its pixels; :meth:`Recording.cell_at` returns None for it.
  (ms-toollib's ``BaseVideo.step`` takes ``(y_px, x_px)``: rows first; the
  conversion lives in :mod:`.formats` and :mod:`.clicks`.)

What is recorded
----------------
* :class:`InputEvent`: presses and releases (with a :class:`Button`), mouse moves
  (sampled), pre-flags, two-button presses and button toggles (imported files
  only, see :class:`EventKind`), keys (``detail`` = key code), touches
  (``detail`` = :class:`TouchPhase`), hints and undos (``detail`` free for the
  GUI, e.g. the hinted cell index).
* The game's state flags, each an event written when it changes (so a save
  or a kill keeps it like a move): ``ASSIST``, ``RESUME``, ``UNDO`` /
  ``UNDONE`` and ``KNOWN``; read by :attr:`Recording.assisted`,
  :attr:`~Recording.resumed`, :attr:`~Recording.undo_used`,
  :attr:`~Recording.counted` and :attr:`~Recording.counting`.
* :class:`TimedMove`: the commands the engine applied (reveal, flag, chord, and
  :attr:`MoveKind.UNDO` which cancels the latest move not yet cancelled), each with
  its time and the index of the input event that caused it (-1 when unknown).
  :mod:`.player` rebuilds the board at any time or event from them.
"""

from __future__ import annotations

import time as _time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import IntEnum

from ..engine.types import Move
from ..engine.types import MoveKind as MoveKind  # the one kind of move (re-exported)


class Button(IntEnum):
    """Mouse button of a press or release (``NONE`` for other events)."""

    NONE = 0
    LEFT = 1
    RIGHT = 2
    MIDDLE = 3


class EventKind(IntEnum):
    """Kind of an :class:`InputEvent` (stable numbers: they are stored)."""

    PRESS = 1
    RELEASE = 2
    MOVE = 3
    KEY = 4
    TOUCH = 5
    HINT = 6
    UNDO = 7
    #: A flag placed before the recording's first click (imported RMV and
    #: EVF files' "pf"; position: the cell's top-left pixel).
    PRE_FLAG = 8
    #: The second button went down while the first was, which one not said
    #: (imported EVF files' "cc").
    BOTH_DOWN = 9
    #: ``button`` changed state, press or release not said (imported EVF
    #: files' "l", "r" and "m").
    TOGGLE = 10
    #: The program is about to play for the player (a hint played, Solve):
    #: the moves that follow are assisted.
    ASSIST = 11
    #: A saved game was resumed here: the moves that follow were played
    #: before it was saved (``detail``: the game-clock ms it resumed at).
    RESUME = 12
    #: The resumed game had losses taken back before it was saved (``detail``:
    #: how many; the save keeps the count, not the moves undone).
    UNDONE = 13
    #: The board was known before the game began (a restarted board, a daily
    #: board played again; ``detail``: :data:`KNOWN_PRACTICE` for the latter)
    #: board played again): the game never counts. At the recording's start.
    KNOWN = 14


#: ``detail`` of a ``KNOWN`` event: the board was known for having been played
#: with its result kept (the daily board played again for practice), not for
#: being started again (0).
KNOWN_PRACTICE = 1


class ClickSource(IntEnum):
    """``detail`` of a press or release: where the click came from. ``RAW``
    is a mouse button as the player pressed it; the others are the clicks a
    finished recording writes for the moves of other inputs (see
    :meth:`InputRecorder.finish`): a mouse gesture the program reads its own
    way (a left click that chords, flag mode), the keyboard, a touch, the
    program (assisted) or a resumed save."""

    RAW = 0
    MOUSE = 1
    KEYBOARD = 2
    TOUCH = 3
    PROGRAM = 4
    RESUMED = 5
    #: A move no input event led to (an accessibility action, a program
    #: driving the board, as tests do): neither a hand's nor the program's
    #: help, which an ``ASSIST`` or ``HINT`` event always precedes.
    UNSEEN = 6


class TouchPhase(IntEnum):
    """``detail`` of a ``TOUCH`` event."""

    BEGIN = 1
    UPDATE = 2
    END = 3
    LONG_PRESS = 4


@dataclass(frozen=True, slots=True)
class InputEvent:
    """One input event: ``t_ms`` (ms), ``kind``, ``button`` (presses and releases),
    position ``x_px``, ``y_px`` (pixels, board-relative; 0 when meaningless) and
    ``detail`` (key code, :class:`TouchPhase`, or a GUI-chosen number; else 0)."""

    t_ms: int
    kind: EventKind
    button: Button = Button.NONE
    x_px: int = 0
    y_px: int = 0
    detail: int = 0


@dataclass(frozen=True, slots=True)
class TimedMove:
    """One engine command: ``kind`` on ``(row, col)`` at ``t_ms`` (ms, recording
    time), caused by input event number ``event_index`` (-1: unknown). For
    ``UNDO`` the cell is ``(0, 0)`` and means nothing."""

    t_ms: int
    kind: MoveKind
    row: int
    col: int
    event_index: int = -1


@dataclass(frozen=True, slots=True)
class Rules:
    """How the board was made and played.

    ``first_click``: ``"opening"``, ``"safe"`` (engine :class:`FirstClick` values)
    or ``"none"`` (fixed or imported board); ``generator``: the engine generator's
    name (``"uniform"``, ``"no-guess"``...) or ``"imported"``; ``seed``: None for a
    fixed or imported layout.
    """

    first_click: str = "opening"
    question_marks: bool = False
    generator: str = "uniform"
    seed: int | None = None

    @property
    def no_guess(self) -> bool:
        return self.generator == "no-guess"


@dataclass(frozen=True)
class Recording:
    """One game: ``rows`` x ``cols`` board with ``mines`` (``(row, col)`` pairs),
    ``rules``, board pixels per cell ``cell_px``, input ``events`` and engine
    ``moves`` in time order, ``started_at`` (Unix seconds of the first event, 0.0
    when unknown), ``software`` (who recorded it) and ``player`` (the name an
    imported file gives, "" when none).

    Raises (on construction):
        ValueError: sizes, mines or cells out of range, times out of order.
    """

    rows: int
    cols: int
    mines: frozenset[tuple[int, int]]
    rules: Rules = field(default_factory=Rules)
    cell_px: int = 16
    events: tuple[InputEvent, ...] = ()
    moves: tuple[TimedMove, ...] = ()
    started_at: float = 0.0
    software: str = "minesweeper-qt"
    player: str = ""

    def __post_init__(self) -> None:
        if not (1 <= self.rows <= 1000 and 1 <= self.cols <= 1000):
            raise ValueError(f"bad board size {self.rows}x{self.cols}")
        if not 1 <= self.cell_px <= 255:
            raise ValueError(f"bad cell size {self.cell_px} px")
        for r, c in self.mines:
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                raise ValueError(f"mine ({r}, {c}) is outside the board")
        last = None
        for ev in self.events:
            if last is not None and ev.t_ms < last:
                raise ValueError("input events are not in time order")
            last = ev.t_ms
        n = len(self.events)
        for mv in self.moves:
            if mv.kind is not MoveKind.UNDO and not (
                0 <= mv.row < self.rows and 0 <= mv.col < self.cols
            ):
                raise ValueError(f"move on ({mv.row}, {mv.col}) is outside the board")
            if not -1 <= mv.event_index < n:
                raise ValueError(f"move names event {mv.event_index} of {n}")

    @property
    def mine_count(self) -> int:
        return len(self.mines)

    @property
    def assisted(self) -> bool:
        """Whether the program helped: a hint asked for, the probabilities
        shown or Solve started (an ``ASSIST`` event where the game became
        assisted), a move it played, an undo."""
        return any(e.kind in _HELP or (e.kind in _CLICKS and e.detail == ClickSource.PROGRAM)
                   for e in self.events)

    def played_by_keys(self) -> bool:
        """Whether the game was played with keys: some clicks came from the
        keyboard and none from a mouse or a finger (the program's own, a hint
        played or Solve, may be among them)."""
        sources = {e.detail for e in self.events if e.kind in _CLICKS}
        return ClickSource.KEYBOARD in sources and not sources & {
            ClickSource.RAW, ClickSource.MOUSE, ClickSource.TOUCH}

    @property
    def resumed(self) -> bool:
        """Whether the game was saved and resumed (a ``RESUME`` event)."""
        return any(e.kind is EventKind.RESUME for e in self.events)

    @property
    def undo_used(self) -> bool:
        """Whether a loss was taken back (an ``UNDO`` event, or an ``UNDONE``
        one: before the save it was resumed from)."""
        return any(e.kind in (EventKind.UNDO, EventKind.UNDONE) for e in self.events)

    @property
    def counted(self) -> bool:
        """Whether the game counts for best times and statistics: the
        player's own play (not assisted) on a board not known before (no
        ``KNOWN`` event). A resumed game counts (but is never a best time)."""
        return not self.assisted and not any(e.kind is EventKind.KNOWN for e in self.events)

    @property
    def counting(self) -> str:
        """How the game counts, as the history keeps it: "assisted",
        "restarted" (a board known before), "practice" (a board known before
        for having been played with its result kept: the daily board played
        again), "resumed" (a counted game resumed
        from a save) or "counted"."""
        if self.assisted:
            return "assisted"
        if not self.counted:
            return "practice" if any(e.kind is EventKind.KNOWN and e.detail == KNOWN_PRACTICE
                                     for e in self.events) else "restarted"
        return "resumed" if self.resumed else "counted"

    @property
    def deaths(self) -> int:
        """Losses taken back: the undos, and those an ``UNDONE`` event counts
        (taken back before the save it was resumed from)."""
        return sum(m.kind is MoveKind.UNDO for m in self.moves) + sum(
            e.detail for e in self.events if e.kind is EventKind.UNDONE)

    @property
    def duration_ms(self) -> int:
        """Time of the last event or move (0 for an empty recording)."""
        ends = [self.events[-1].t_ms] if self.events else []
        if self.moves:
            ends.append(self.moves[-1].t_ms)
        return max(ends, default=0)

    def cell_at(self, x_px: int, y_px: int) -> tuple[int, int] | None:
        """The ``(row, col)`` under a board pixel, or None outside the board."""
        if x_px < 0 or y_px < 0:
            return None
        row, col = y_px // self.cell_px, x_px // self.cell_px
        if row >= self.rows or col >= self.cols:
            return None
        return row, col

    def board_codes(self) -> list[list[int]]:
        """The board as ms-toollib wants it: rows of -1 (mine) or 0-8."""
        grid = [[0] * self.cols for _ in range(self.rows)]
        for r, c in self.mines:
            grid[r][c] = -1
        for r, c in self.mines:
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < self.rows and 0 <= cc < self.cols and grid[rr][cc] >= 0:
                        grid[rr][cc] += 1
        return grid


#: Mouse-move samples are kept on this time step (ms) from the recording's start.
MOVE_MS = 10
#: Events whose position is the pointer's.
_POINTER = frozenset({EventKind.PRESS, EventKind.RELEASE, EventKind.MOVE})


class InputRecorder:
    """Collects one game's events as the GUI sees them; :meth:`finish` makes the
    :class:`Recording`.

    Every method takes ``t_ms``, a monotonic time in integer milliseconds on any
    origin (e.g. ``QElapsedTimer``); the recording's time 0 is the first event kept.
    Pixels are board-relative (see the module notes). Mouse moves are sampled: a
    move is kept when at least ``move_interval_ms`` passed since the last kept
    move *and* the pointer moved at least ``move_min_px`` pixels; the last pointer
    position before a press or release is always kept, so a replay's pointer
    arrives where the click happens.

    ``known``: the board was known before the game (a restart): the recording
    opens with a ``KNOWN`` event, so it never counts (:attr:`Recording.counted`);
    ``practice``: known for its result being kept already (the daily board
    played again), the event's detail :data:`KNOWN_PRACTICE`.

    Engine moves: call :meth:`engine_move` after each command the GUI gave the
    engine, or pass the engine's ``Game.moves`` to :meth:`finish` (then times come
    from the game clock, aligned on the first reveal's event).
    """

    def __init__(
        self,
        rows: int,
        cols: int,
        cell_px: int,
        rules: Rules | None = None,
        *,
        move_interval_ms: int = 50,
        move_min_px: int | None = None,
        grid_px: int | None = None,
        started_at: float | None = None,
        known: bool = False, practice: bool = False,
    ) -> None:
        self.rows = rows
        self.cols = cols
        self.cell_px = cell_px
        self.rules = rules if rules is not None else Rules()
        self.move_interval_ms = move_interval_ms
        #: Positions are kept on a grid of this many pixels (a quarter of a cell):
        #: each lands on the centre of its grid square, in the same cell.
        self.grid_px = max(1, grid_px if grid_px is not None else cell_px // 4)
        self.move_min_px = move_min_px if move_min_px is not None else self.grid_px
        self._origin: int | None = None
        self._started_at = started_at
        self._events: list[InputEvent] = []
        self._moves: list[TimedMove] = []
        self._last_kept_move: InputEvent | None = None
        self._pending_move: InputEvent | None = None
        self._dropped: list[InputEvent] = []  # move samples dropped since the latest kept
        #: ``known``: the board was known before (it never counts): a ``KNOWN``
        #: event opens the recording, at its first event's time.
        self._known = known
        self._practice = practice

    @classmethod
    def continuing(cls, record: Recording, origin: int) -> InputRecorder:
        """A recorder that goes on with ``record`` (a saved game's, resumed):
        its events and moves kept, the next ones on the same time axis, whose
        0 is ``origin`` on the caller's clock."""
        recorder = cls(record.rows, record.cols, record.cell_px, record.rules,
                       started_at=record.started_at)
        recorder._origin = origin
        recorder._events = list(record.events)
        recorder._moves = list(record.moves)
        return recorder

    def so_far(self) -> Callable[[], Recording]:
        """The record so far, for a save: its events and moves are taken now
        (a copy of two lists), the :class:`Recording` made when called (on
        the writer's thread: it checks every event). Its ``mines`` are empty
        (the save keeps the layout)."""
        events, moves = tuple(self._events), tuple(self._moves)
        started_at = self._started_at or 0.0

        def make() -> Recording:
            return Recording(self.rows, self.cols, frozenset(), self.rules, self.cell_px,
                             events, moves, started_at)

        return make

    def known(self, t_ms: int) -> int:
        """The board turns out to be known before the game (a save of a
        restarted board resumed with a record that did not say so)."""
        return self._add(InputEvent(self._t(t_ms), EventKind.KNOWN))

    # --- events ---------------------------------------------------------

    def _t(self, t_ms: int) -> int:
        if self._origin is None:
            self._origin = t_ms
            if self._started_at is None:
                self._started_at = _time.time()
            if self._known:
                self._events.append(InputEvent(
                    0, EventKind.KNOWN, detail=KNOWN_PRACTICE if self._practice else 0))
        t = t_ms - self._origin
        if self._events and t < self._events[-1].t_ms:
            t = self._events[-1].t_ms  # never go back in time (clock jitter)
        return t

    def _snap(self, event: InputEvent) -> InputEvent:
        g = self.grid_px
        if g == 1:
            return event
        return replace(event, x_px=event.x_px // g * g + g // 2, y_px=event.y_px // g * g + g // 2)

    def _simplify(self, new: InputEvent) -> None:
        """Drop the latest kept move sample when a pointer going at constant
        speed from the sample before it to ``new`` passes within one grid step
        of it, and of every sample dropped since (a straight, steady stretch
        needs only its ends: the replay draws and moves the pointer along the
        line between them)."""
        events = self._events
        if len(events) < 2 or events[-1].kind is not EventKind.MOVE \
                or (self._moves and self._moves[-1].event_index >= len(events) - 1):
            self._dropped = []
            return
        anchor, candidates = events[-2], [*self._dropped, events[-1]]
        if anchor.kind is EventKind.KNOWN:  # a mark, not a place the pointer was
            self._dropped = []
            return
        span = new.t_ms - anchor.t_ms
        g = self.grid_px
        if span > 0 and all(
                abs(anchor.x_px + (new.x_px - anchor.x_px) * (p.t_ms - anchor.t_ms) / span
                    - p.x_px) <= g
                and abs(anchor.y_px + (new.y_px - anchor.y_px) * (p.t_ms - anchor.t_ms) / span
                        - p.y_px) <= g
                for p in candidates):
            events.pop()
            self._dropped = candidates
        else:
            self._dropped = []

    def _add(self, event: InputEvent) -> int:
        event = self._snap(event)
        self._dropped = []
        pending = self._pending_move
        if pending is not None and event.kind is not EventKind.MOVE:
            self._pending_move = None
            # The pointer's last rest before a click, unless the click itself is
            # within half a cell of it: then it adds nothing a player would see.
            if max(abs(pending.x_px - event.x_px),
                   abs(pending.y_px - event.y_px)) >= max(self.move_min_px, self.cell_px // 2):
                self._events.append(pending)
        self._events.append(event)
        return len(self._events) - 1

    def press(self, t_ms: int, button: Button, x_px: int, y_px: int) -> int:
        """A button went down; returns the event's index."""
        return self._add(InputEvent(self._t(t_ms), EventKind.PRESS, button, x_px, y_px))

    def release(self, t_ms: int, button: Button, x_px: int, y_px: int) -> int:
        """A button went up; returns the event's index."""
        return self._add(InputEvent(self._t(t_ms), EventKind.RELEASE, button, x_px, y_px))

    def move(self, t_ms: int, x_px: int, y_px: int) -> int | None:
        """The pointer moved; returns the index when the sample was kept now."""
        t = self._t(t_ms)
        if self._events:  # on MOVE_MS steps (or at the previous event): see codec
            t = max(self._events[-1].t_ms, t // MOVE_MS * MOVE_MS)
        event = self._snap(InputEvent(t, EventKind.MOVE, Button.NONE, x_px, y_px))
        last = self._last_kept_move
        if last is not None and (
            event.t_ms - last.t_ms < self.move_interval_ms
            or max(abs(event.x_px - last.x_px), abs(event.y_px - last.y_px)) < self.move_min_px
        ):
            self._pending_move = event  # kept only if a click follows
            return None
        self._pending_move = None
        self._simplify(event)
        self._last_kept_move = event
        self._events.append(event)
        return len(self._events) - 1

    def key(self, t_ms: int, key_code: int, x_px: int = 0, y_px: int = 0) -> int:
        """A key press (``key_code``: e.g. a ``Qt.Key`` value) at the keyboard
        cursor's pixel position."""
        return self._add(
            InputEvent(self._t(t_ms), EventKind.KEY, Button.NONE, x_px, y_px, key_code)
        )

    def touch(self, t_ms: int, phase: TouchPhase, x_px: int, y_px: int) -> int:
        """A touch point event."""
        return self._add(
            InputEvent(self._t(t_ms), EventKind.TOUCH, Button.NONE, x_px, y_px, int(phase))
        )

    def hint(self, t_ms: int, row: int = 0, col: int = 0) -> int:
        """A hint was asked for (``row``, ``col``: the cell it showed, if any)."""
        return self._add(InputEvent(self._t(t_ms), EventKind.HINT, Button.NONE,
                                    col * self.cell_px, row * self.cell_px))

    def assist(self, t_ms: int) -> int:
        """The program is about to play for the player (a hint played, Solve)."""
        return self._add(InputEvent(self._t(t_ms), EventKind.ASSIST))

    def resumed(self, t_ms: int, clock_ms: int) -> int:
        """A saved game resumed, its clock at ``clock_ms``: the moves given
        next (:meth:`engine_move`) are the ones played before."""
        # (detail is packed as int32 in the save file: a clock past 24 days is cut.)
        return self._add(InputEvent(self._t(t_ms), EventKind.RESUME,
                                    detail=min(clock_ms, 2**31 - 1)))

    def undone_before(self, t_ms: int, count: int) -> int:
        """The resumed game had ``count`` losses taken back before its save."""
        return self._add(InputEvent(self._t(t_ms), EventKind.UNDONE, detail=count))

    def end(self, t_ms: int) -> int:
        """The game ended at ``t_ms`` without a move on the board (given up,
        left): the pointer rests where it last was until then, so the
        recording, its figures and its exported file last the game's time
        (a reader without this event would end the game at its last click)."""
        last = next((e for e in reversed(self._events) if e.kind in _POINTER), None)
        x, y = (last.x_px, last.y_px) if last is not None else (0, 0)
        self._pending_move = None
        self._events.append(InputEvent(self._t(t_ms), EventKind.MOVE, Button.NONE, x, y))
        return len(self._events) - 1

    def undo(self, t_ms: int) -> int:
        """The player undid the latest move; also records the engine-level UNDO."""
        index = self._add(InputEvent(self._t(t_ms), EventKind.UNDO))
        self._moves.append(TimedMove(self._events[index].t_ms, MoveKind.UNDO, 0, 0, index))
        return index

    def engine_move(self, t_ms: int, kind: MoveKind, row: int, col: int) -> None:
        """The GUI gave the engine a command (reveal / flag / chord), caused by the
        latest recorded event."""
        t = self._t(t_ms)
        self._moves.append(TimedMove(t, kind, row, col, len(self._events) - 1))

    @property
    def events(self) -> Sequence[InputEvent]:
        return tuple(self._events)

    def finish(
        self,
        mines: Iterable[tuple[int, int]],
        engine_moves: Sequence[Move] | None = None,
        *,
        canonical: bool = False,
    ) -> Recording:
        """The recording so far, with the layout's ``mines``. With
        ``engine_moves`` (``Game.moves``: times in seconds of play from the first
        reveal), those replace the moves given through :meth:`engine_move`; each is
        attributed to the latest release or key/touch event at or before it.

        ``canonical``: the clicks are written so that the community's click
        counting (:mod:`.clicks`, ms-toollib) plays exactly the moves given
        through :meth:`engine_move`, whatever input made them: a mouse gesture
        that made moves becomes, per move, a left click (reveal), a right
        click (flag) or a middle click (chord) on its cell at the move's time,
        and a move of another input (keyboard, touch, the program, a resumed
        save) gets such a click after the event that caused it; each click's
        ``detail`` says its :class:`ClickSource`. Gestures that made no move
        stay as pressed (wasted clicks count). The recorder itself is not
        changed (a loss may still be undone and the game go on)."""
        if self._pending_move is not None:
            self._events.append(self._pending_move)
            self._pending_move = None
        moves = list(self._moves)
        events: Sequence[InputEvent] = self._events
        if engine_moves is not None:
            moves = _align_moves(self._events, engine_moves)
        elif canonical:
            events, moves = canonical_clicks(self._events, moves, self.cell_px)
        return Recording(
            rows=self.rows,
            cols=self.cols,
            mines=frozenset(mines),
            rules=self.rules,
            cell_px=self.cell_px,
            events=tuple(events),
            moves=tuple(moves),
            started_at=self._started_at or 0.0,
        )


_HELP = (EventKind.HINT, EventKind.UNDO, EventKind.ASSIST, EventKind.UNDONE)
_CLICKS = (EventKind.PRESS, EventKind.RELEASE)
#: The click that plays each move kind: (button of the press and release).
_MOVE_BUTTON = {MoveKind.REVEAL: Button.LEFT, MoveKind.FLAG: Button.RIGHT,
                MoveKind.CHORD: Button.MIDDLE}
_SOURCE_OF = {EventKind.KEY: ClickSource.KEYBOARD, EventKind.TOUCH: ClickSource.TOUCH,
              EventKind.HINT: ClickSource.PROGRAM, EventKind.ASSIST: ClickSource.PROGRAM,
              EventKind.RESUME: ClickSource.RESUMED}


def _gestures(events: Sequence[InputEvent]) -> list[int]:
    """For each event, the mouse gesture it lies in (-1: none): a gesture runs
    from a press with every button up to the release that leaves every button
    up again, and holds every event between (pointer moves, keys...)."""
    out: list[int] = []
    down: set[Button] = set()
    gesture = -1
    for i, e in enumerate(events):
        if e.kind is EventKind.PRESS and e.detail == ClickSource.RAW:
            if not down:
                gesture = i
            down.add(e.button)
            out.append(gesture)
        elif e.kind is EventKind.RELEASE and e.detail == ClickSource.RAW:
            out.append(gesture if down else i)
            down.discard(e.button)
            if not down:
                gesture = -1
        else:
            out.append(gesture)
    return out


def canonical_clicks(events: Sequence[InputEvent], moves: Sequence[TimedMove],
                     cell_px: int) -> tuple[list[InputEvent], list[TimedMove]]:
    """The events and moves of :meth:`InputRecorder.finish` with
    ``canonical`` (see there): each move played by a click of its own, its
    ``event_index`` the click's release."""
    by_event: dict[int, list[TimedMove]] = {}
    for mv in moves:
        by_event.setdefault(mv.event_index, []).append(mv)
    gesture_of = _gestures(events)
    acting = {gesture_of[i] for i, mvs in by_event.items() if i >= 0 and gesture_of[i] >= 0
              and any(m.kind is not MoveKind.UNDO for m in mvs)}
    out_events: list[InputEvent] = []
    out_moves: list[TimedMove] = []
    last_t = events[0].t_ms if events else 0
    half = cell_px // 2

    def emit(event: InputEvent) -> int:
        nonlocal last_t
        if event.t_ms < last_t:
            event = replace(event, t_ms=last_t)
        last_t = event.t_ms
        out_events.append(event)
        return len(out_events) - 1

    def play(mvs: Sequence[TimedMove], source: ClickSource) -> None:
        for mv in mvs:
            if mv.kind is MoveKind.UNDO:
                out_moves.append(replace(mv, event_index=len(out_events) - 1))
                continue
            x, y = mv.col * cell_px + half, mv.row * cell_px + half
            button = _MOVE_BUTTON[mv.kind]
            emit(InputEvent(mv.t_ms, EventKind.PRESS, button, x, y, int(source)))
            index = emit(InputEvent(mv.t_ms, EventKind.RELEASE, button, x, y, int(source)))
            out_moves.append(replace(mv, t_ms=out_events[index].t_ms, event_index=index))

    play(by_event.get(-1, ()), ClickSource.UNSEEN)
    for i, e in enumerate(events):
        gesture = gesture_of[i]
        rewritten = gesture >= 0 and gesture in acting
        if not (rewritten and e.kind in _CLICKS):
            emit(e)
        mvs = by_event.get(i)
        if mvs:
            play(mvs, _SOURCE_OF.get(e.kind, ClickSource.MOUSE))
    return out_events, out_moves


_ACTING = (EventKind.RELEASE, EventKind.KEY, EventKind.TOUCH, EventKind.HINT)


def _align_moves(events: Sequence[InputEvent], engine_moves: Sequence[Move]) -> list[TimedMove]:
    """Engine moves (game-clock seconds, 0 at the first reveal) on the recording's
    time axis: the first reveal happens at the first acting event (a release, key,
    touch or hint) and the others follow by their game-clock offsets."""
    acting = [i for i, e in enumerate(events) if e.kind in _ACTING]
    first_reveal = next((m for m in engine_moves if m.kind is MoveKind.REVEAL), None)
    base = 0
    if first_reveal is not None and acting:
        # The event of the first reveal: the first acting event.
        base = events[acting[0]].t_ms - round(first_reveal.time * 1000)
    out: list[TimedMove] = []
    j = 0
    for mv in engine_moves:
        t = base + round(mv.time * 1000)
        while j + 1 < len(acting) and events[acting[j + 1]].t_ms <= t:
            j += 1
        index = acting[j] if acting else -1
        out.append(TimedMove(t, mv.kind, mv.row, mv.col, index))
    return out


def moves_record(rows: int, cols: int, mines: Iterable[tuple[int, int]], rules: Rules,
                 moves: Sequence[Move], *, deaths: int = 0, assisted: bool = False,
                 resumed: bool = False, known: bool = False,
                 practice: bool = False) -> Recording:
    """The record of a game no input recorder followed (a program or a test
    driving it): its engine ``moves`` (times in seconds of play, no event
    behind them) and its flags as events at its start (``KNOWN``, ``ASSIST``,
    ``RESUME``, and ``UNDONE`` for its ``deaths``; ``practice``: the ``KNOWN``
    event says :data:`KNOWN_PRACTICE`), so its flags, counting and losses
    taken back read as any record's."""
    marks = [kind for kind, on in ((EventKind.KNOWN, known), (EventKind.ASSIST, assisted),
                                   (EventKind.RESUME, resumed), (EventKind.UNDONE, deaths > 0))
             if on]
    return Recording(rows, cols, frozenset(mines), rules, 16, tuple(
        InputEvent(0, kind, detail=deaths if kind is EventKind.UNDONE
                   else KNOWN_PRACTICE if kind is EventKind.KNOWN and practice else 0)
        for kind in marks), tuple(
        TimedMove(round(m.time * 1000), m.kind, m.row, m.col) for m in moves))
