"""The rules of Minesweeper: one game from the first reveal to a win or a loss."""

from __future__ import annotations

import random
import re
import threading
import time
from collections.abc import Iterable

from . import snapshot
from .board_math import to_bytes
from .cells import FLAGGED as _FLAGGED
from .cells import HIDDEN as _HIDDEN
from .cells import PAD as _PAD
from .cells import QUESTION as _QUESTION
from .cells import REVEALED as _REVEALED
from .cells import flat_neighbours
from .changes import Changes
from .clock import Clock, TimeSource
from .difficulty import Difficulty, validate_size
from .generators import UNIFORM, Generator, Placement, UniformGenerator
from .knowledge import FLAG as _K_FLAG
from .knowledge import HIDDEN as _K_HIDDEN
from .knowledge import QUESTION as _K_QUESTION
from .knowledge import Knowledge
from .layout import Layout
from .snapshot import Snapshot
from .stats import GameStats, bbbv, bbbv_pair
from .types import FirstClick, Gesture, InputMode, Look, Move, MoveKind, Status

_ONES = b"\x01"
# look * 16 of each cell state while no loss is shown (see Game.look_codes)
_STATE_CODES = (Look.HIDDEN * 16, Look.REVEALED * 16, Look.FLAG * 16, Look.QUESTION * 16, 0)
_REVEALED_CODE = Look.REVEALED * 16
_OPEN_TO_ONE = bytes([1, 0, 0, 1] + [0] * 252)  # hidden/question -> 1, else 0
_TWO_TO_ONE = bytes([0, 0, 1] + [0] * 253)
# hidden/question -> flagged, else unchanged: a won board (its hidden cells are mines)
_WON_STATES = bytes([_FLAGGED, _REVEALED, _FLAGGED, _FLAGGED, *list(range(4, 256))])
# state byte -> Knowledge code (a revealed cell's code is its number instead)
_KNOWLEDGE_CODES = bytes([_K_HIDDEN, 0, _K_FLAG, _K_QUESTION] + [_K_HIDDEN] * 252)


class Game:
    """One game of Minesweeper on a ``rows`` x ``cols`` board with ``mines`` mines.

    Mines are laid on the first reveal, uniformly over the cells the ``first_click``
    rule allows, from ``rng`` or ``random.Random(seed)``; with neither, a seed is
    drawn and kept in ``seed``, so that the same seed and first click give the same
    layout. The clock runs on ``time_source`` (monotonic seconds) from the first
    reveal to the end of the game.

    Commands (:meth:`reveal`, :meth:`toggle_flag`, :meth:`chord`) take 0-based
    ``(row, col)`` coordinates and return the cells whose look changed as a
    :class:`Changes` of ``(row, col)`` pairs, empty when the move does not apply
    (game over, flagged cell, revealed cell...).

    Raises:
        ValueError: the size is not playable (see ``validate_size``), or a
            command names a cell outside the board.
    """

    def __init__(
        self,
        rows: int,
        cols: int,
        mines: int,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        first_click: FirstClick = FirstClick.OPENING,
        question_marks: bool = False,
        generator: Generator = UNIFORM,
        time_source: TimeSource = time.monotonic,
    ) -> None:
        validate_size(rows, cols, mines)
        self.rows = rows
        self.cols = cols
        self.mine_count = mines
        if seed is None and rng is None:
            seed = random.SystemRandom().randrange(2**63)
        self.seed = seed
        self._rng = rng if rng is not None else random.Random(seed)
        self.first_click = first_click
        self.question_marks = question_marks
        self.generator = generator
        #: Whether the generator proved the layout clearable without guessing.
        self.certified = False
        self._stride = cols + 1
        self._state = bytearray((b"\x00" * cols + bytes([_PAD])) * rows)
        self._layout: Layout | None = None
        # A uniform draw over the whole board made ahead of the first click
        # (see prepare); the lock lets a worker thread make it.
        self._drawn: Layout | None = None
        self._draw_lock = threading.Lock()
        self._bbbv: int | None = None
        # (3BV, solved 3BV) of a game over, worked out once (see stats); the
        # lock lets a worker thread work it out while an undo waits.
        self._over_bbbv: tuple[int, int] | None = None
        self._stats_lock = threading.Lock()
        # Cells a cascade may spread through: the layout's zero cells, less flags
        # (a flag stops the flood, as in the classic game) and runs already opened.
        self._spread = bytearray()
        self._flagged: set[int] = set()
        self._to_reveal = rows * cols - mines
        self._status = Status.READY
        self._exploded: int | None = None
        self._clock = Clock(time_source)
        self.moves: list[Move] = []
        self.left_clicks = 0
        self.right_clicks = 0
        self.chord_clicks = 0
        #: Losing moves taken back with :meth:`undo_last_move` (practice).
        self.deaths = 0

    @classmethod
    def from_layout(
        cls,
        rows: int,
        cols: int,
        mines: Iterable[tuple[int, int]],
        *,
        question_marks: bool = False,
        time_source: TimeSource = time.monotonic,
    ) -> Game:
        """A game with mines on the given ``(row, col)`` cells, never moved
        (no first-click safety).

        Raises:
            ValueError: a mine lies off the board, or the count is not playable.
        """
        return cls.on_layout(Layout.from_cells(rows, cols, mines),
                             question_marks=question_marks, time_source=time_source)

    @classmethod
    def on_layout(
        cls,
        layout: Layout,
        *,
        question_marks: bool = False,
        time_source: TimeSource = time.monotonic,
    ) -> Game:
        """A game on ``layout`` (see :meth:`from_layout`; the layout is shared,
        not copied: layouts never change once made).

        Raises:
            ValueError: the mine count is not playable.
        """
        game = cls(
            layout.rows,
            layout.cols,
            layout.mine_count,
            seed=0,
            question_marks=question_marks,
            time_source=time_source,
        )
        game.seed = None
        game._set_layout(layout)
        return game

    def same_layout(self, other: Game) -> bool:
        """Whether both games have their mines laid on the same cells (compared
        at C speed: no list of a million-cell board's mines is made)."""
        if self._layout is None or other._layout is None:
            return False
        return self._layout is other._layout or (
            (self.rows, self.cols) == (other.rows, other.cols)
            and self._layout.mine_map == other._layout.mine_map)

    # --- read-only state -------------------------------------------------

    @property
    def status(self) -> Status:
        return self._status

    @property
    def difficulty(self) -> Difficulty:
        return Difficulty.custom(self.rows, self.cols, self.mine_count)

    @property
    def has_layout(self) -> bool:
        """Whether the mines have been laid (after the first reveal)."""
        return self._layout is not None

    @property
    def mines(self) -> frozenset[tuple[int, int]]:
        """Mine cells as ``(row, col)`` pairs; empty before the layout exists."""
        if self._layout is None:
            return frozenset()
        stride = self._stride
        return frozenset(divmod(i, stride) for i in self._layout.mine_list)

    @property
    def flag_count(self) -> int:
        # A win flags every mine (and a won board has no wrong flag): its flags
        # are the mines, without listing them (see _win).
        return self.mine_count if self._status is Status.WON else len(self._flagged)

    @property
    def mines_left(self) -> int:
        """Mines less flags, as on the classic counter (negative with too many flags)."""
        return self.mine_count - self.flag_count

    @property
    def revealed_count(self) -> int:
        """Safe cells revealed so far."""
        return self.rows * self.cols - self.mine_count - self._to_reveal

    @property
    def exploded(self) -> tuple[int, int] | None:
        """The mine revealed to lose the game, or None."""
        return None if self._exploded is None else divmod(self._exploded, self._stride)

    @property
    def unflagged_mines(self) -> frozenset[tuple[int, int]]:
        """Mines without a flag (the ones a loss shows); empty before the layout."""
        if self._layout is None:
            return frozenset()
        state = self._state
        stride = self._stride
        return frozenset(
            divmod(i, stride) for i in self._layout.mine_list if state[i] != _FLAGGED
        )

    @property
    def wrong_flags(self) -> frozenset[tuple[int, int]]:
        """Flagged cells without a mine (known once the layout exists)."""
        if self._layout is None or self._status is Status.WON:
            return frozenset()  # a won board has every safe cell revealed
        mine_map = self._layout.mine_map
        return frozenset(divmod(i, self._stride) for i in self._flagged if not mine_map[i])

    @property
    def elapsed(self) -> float:
        """Seconds of play: from the first reveal, stopped at the end and while paused."""
        return self._clock.elapsed

    @property
    def clock(self) -> Clock:
        return self._clock

    @property
    def paused(self) -> bool:
        return self._clock.paused

    @property
    def bbbv(self) -> int:
        """3BV of the layout (see :mod:`.stats`); 0 before the layout exists."""
        if self._layout is None:
            return 0
        if self._bbbv is None:
            self._bbbv = bbbv(self._layout, None)
        return self._bbbv

    @property
    def bbbv_solved(self) -> int:
        """The part of the 3BV cleared so far (the 3BV itself after a win)."""
        if self._layout is None:
            return 0
        if self._status.is_over:
            return self._over_pair()[1]
        return bbbv(self._layout, self._state)

    def _over_pair(self) -> tuple[int, int]:
        """(3BV, solved 3BV) of a game over: worked out once, as the board no
        longer changes (an undo forgets it)."""
        assert self._layout is not None
        with self._stats_lock:
            pair = self._over_bbbv
            if pair is None:
                if self._status is Status.WON:
                    pair = (self.bbbv, self.bbbv)
                else:
                    pair = bbbv_pair(self._layout, self._state)
                    self._bbbv = pair[0]
                if self._status.is_over:
                    self._over_bbbv = pair
            return pair

    def stats(self) -> GameStats:
        """Clicks, time, 3BV, 3BV/s and efficiency of this game so far (the 3BV
        and its solved part worked out in one pass; once a game is over, once
        for all: a worker thread may work them out while the game waits)."""
        if self._layout is None:
            total = solved = 0
        elif self._status.is_over:
            total, solved = self._over_pair()
        else:
            total, solved = bbbv_pair(self._layout, self._state)
            self._bbbv = total
        return GameStats(
            bbbv=total,
            bbbv_solved=solved,
            left_clicks=self.left_clicks,
            right_clicks=self.right_clicks,
            chord_clicks=self.chord_clicks,
            elapsed=self.elapsed,
        )

    def number(self, row: int, col: int) -> int:
        """Mines adjacent to the cell (0-8); 0 before the layout exists.

        Raises:
            ValueError: the cell is off the board.
        """
        index = self._index(row, col)
        return 0 if self._layout is None else self._layout.counts[index]

    def is_revealed(self, row: int, col: int) -> bool:
        return self._state[self._index(row, col)] == _REVEALED

    def is_flagged(self, row: int, col: int) -> bool:
        return self._state[self._index(row, col)] == _FLAGGED

    def is_questioned(self, row: int, col: int) -> bool:
        return self._state[self._index(row, col)] == _QUESTION

    def is_mine(self, row: int, col: int) -> bool:
        """Whether a mine lies on the cell (False before the layout exists)."""
        index = self._index(row, col)
        return self._layout is not None and bool(self._layout.mine_map[index])

    def look(self, row: int, col: int) -> Look:
        """What the cell shows the player now (see :class:`Look`)."""
        index = self._index(row, col)
        state = self._state[index]
        if self._status is Status.LOST and self._layout is not None:
            mine = self._layout.mine_map[index]
            if index == self._exploded:
                return Look.EXPLODED
            if state == _FLAGGED:
                return Look.FLAG if mine else Look.WRONG_FLAG
            if mine:
                return Look.MINE
        if state == _REVEALED:
            return Look.REVEALED
        if state == _FLAGGED:
            return Look.FLAG
        if state == _QUESTION:
            return Look.QUESTION
        return Look.HIDDEN

    def look_codes(self, row: int, start: int, stop: int) -> list[int]:
        """Looks of cells ``start`` to ``stop - 1`` of ``row`` in one call, for
        painting: each ``look * 16 + number`` (number of a revealed cell, else 0).

        Raises:
            ValueError: the span is not inside the board.
        """
        if not (0 <= row < self.rows and 0 <= start <= stop <= self.cols):
            raise ValueError(f"cells {start}-{stop - 1} of row {row} are not on the board")
        base = row * self._stride
        states = self._state[base + start:base + stop]
        if self._layout is None:
            return [_STATE_CODES[s] for s in states]
        counts = self._layout.counts[base + start:base + stop]
        codes = [
            _REVEALED_CODE + n if s == _REVEALED else _STATE_CODES[s]
            for s, n in zip(states, counts, strict=True)
        ]
        if self._status is Status.LOST:
            self._loss_looks(base, start, codes, states)
        return codes

    def _loss_looks(self, base: int, start: int, codes: list[int], states: bytearray) -> None:
        """Put into ``codes`` (cells ``base + start`` on) what a loss shows
        differently: mines, the exploded one, wrong flags. Worked out per painted
        row, so a loss costs nothing for the rows nobody looks at."""
        assert self._layout is not None
        mines = self._layout.mine_map[base + start:base + start + len(codes)]
        if 1 in mines or _FLAGGED in states:
            mine_code, wrong_code = Look.MINE * 16, Look.WRONG_FLAG * 16
            for k, (s, m) in enumerate(zip(states, mines, strict=True)):
                if m:
                    if s != _FLAGGED:
                        codes[k] = mine_code
                elif s == _FLAGGED:
                    codes[k] = wrong_code
        exploded = self._exploded
        if exploded is not None and 0 <= exploded - base - start < len(codes):
            codes[exploded - base - start] = Look.EXPLODED * 16

    def knowledge(self) -> Knowledge:
        """What the player sees now (numbers, flags, question marks, hidden
        cells) and the total mine count: the solver's only input."""
        stride, cols = self._stride, self.cols
        codes = bytearray()
        counts = self._layout.counts if self._layout is not None else None
        for r in range(self.rows):
            base = r * stride
            states = self._state[base:base + cols]
            if counts is None or _REVEALED not in states:
                codes += states.translate(_KNOWLEDGE_CODES)
            else:
                codes += bytes(
                    n if s == _REVEALED else _KNOWLEDGE_CODES[s]
                    for s, n in zip(states, counts[base:base + cols], strict=True)
                )
        return Knowledge(self.rows, cols, self.mine_count, bytes(codes))

    def knowledge_of(self, top: int, left: int, bottom: int, right: int) -> Knowledge:
        """:meth:`knowledge` of the rectangle of rows ``top`` to ``bottom`` and
        columns ``left`` to ``right`` (exclusive) only, as a board of that size
        whose ``mines`` is the whole board's count (reads only those cells: a
        window of a huge board).

        Raises:
            ValueError: the rectangle is empty or not inside the board.
        """
        if not (0 <= top < bottom <= self.rows and 0 <= left < right <= self.cols):
            raise ValueError(f"rectangle {(top, left, bottom, right)} is not inside the board")
        stride = self._stride
        counts = self._layout.counts if self._layout is not None else None
        codes = bytearray()
        for r in range(top, bottom):
            lo, hi = r * stride + left, r * stride + right
            states = self._state[lo:hi]
            if counts is None or _REVEALED not in states:
                codes += states.translate(_KNOWLEDGE_CODES)
            else:
                codes += bytes(n if s == _REVEALED else _KNOWLEDGE_CODES[s]
                               for s, n in zip(states, counts[lo:hi], strict=True))
        return Knowledge(bottom - top, right - left, self.mine_count, bytes(codes))

    def can_chord(self, row: int, col: int) -> bool:
        """Whether a chord on the cell would reveal something: a revealed number
        with as many adjacent flags as its number and a hidden neighbour left."""
        index = self._index(row, col)
        if self._status.is_over:
            return False  # chord() does nothing once the game is over
        return self._chord_targets(index) is not None

    # --- commands --------------------------------------------------------

    def reveal(self, row: int, col: int) -> Changes:
        """Reveal a cell; a zero cell opens its whole opening (iteratively).

        The first reveal lays the mines. Revealing a mine loses the game; revealing
        the last safe cell wins it. Flagged and revealed cells do not change.
        """
        index = self._index(row, col)
        changes = Changes(self._stride)
        if self._status.is_over:
            return changes
        self.left_clicks += 1
        self._record(MoveKind.REVEAL, row, col)
        state = self._state[index]
        if state in (_REVEALED, _FLAGGED):
            return changes
        if self._layout is None:
            self._lay_mines(index)
        if self._status is Status.READY:
            self._status = Status.PLAYING
            self._clock.start()
        self._open([index], changes)
        return changes

    def toggle_flag(self, row: int, col: int) -> Changes:
        """Cycle a hidden cell: hidden -> flag -> question mark (when
        ``question_marks``) -> hidden. Revealed cells do not change."""
        index = self._index(row, col)
        changes = Changes(self._stride)
        if self._status.is_over:
            return changes
        self.right_clicks += 1
        self._record(MoveKind.FLAG, row, col)
        state = self._state[index]
        if state == _REVEALED:
            return changes
        if state == _HIDDEN:
            self._state[index] = _FLAGGED
            self._flagged.add(index)
            if self._spread:
                self._spread[index] = 0
        elif state == _FLAGGED:
            self._state[index] = _QUESTION if self.question_marks else _HIDDEN
            self._flagged.discard(index)
            if self._layout is not None:
                self._spread[index] = self._layout.zero_map[index]
        else:
            self._state[index] = _HIDDEN
        changes.add(index)
        return changes

    def chord(self, row: int, col: int) -> Changes:
        """On a revealed number with exactly that many adjacent flags, reveal every
        other hidden neighbour (question marks included). A wrong flag means a mine
        is among them and the game is lost. Anything else changes nothing."""
        index = self._index(row, col)
        changes = Changes(self._stride)
        if self._status.is_over:
            return changes
        self.chord_clicks += 1
        self._record(MoveKind.CHORD, row, col)
        targets = self._chord_targets(index)
        if targets:
            self._open(targets, changes)
        return changes

    def act(self, row: int, col: int, gesture: Gesture,
            mode: InputMode = InputMode()) -> Changes:
        """Apply a player's ``gesture`` on a cell: the one place that decides what
        a gesture means there (see :meth:`meaning`).

        Raises:
            ValueError: the cell is off the board.
        """
        kind = self.meaning(row, col, gesture, mode)
        if kind is MoveKind.CHORD:
            return self.chord(row, col)
        if kind is MoveKind.FLAG:
            return self.toggle_flag(row, col)
        return self.reveal(row, col)

    def meaning(self, row: int, col: int, gesture: Gesture,
                mode: InputMode = InputMode()) -> MoveKind:
        """What ``gesture`` does on the cell now:

        - ``PRIMARY``: on a revealed number, chord when ``mode.chord_numbers`` or
          ``mode.flag_mode``; otherwise flag in flag mode, else reveal.
        - ``FLAG``: toggle the flag (see :meth:`toggle_flag`).
        - ``CHORD``: chord (see :meth:`chord`).
        - ``HOLD``: chord a revealed cell; otherwise reveal in flag mode, else flag.

        Raises:
            ValueError: the cell is off the board.
        """
        index = self._index(row, col)
        revealed = self._state[index] == _REVEALED
        if gesture is Gesture.PRIMARY:
            number = revealed and self._layout is not None and self._layout.counts[index] > 0
            if number and (mode.chord_numbers or mode.flag_mode):
                return MoveKind.CHORD
            return MoveKind.FLAG if mode.flag_mode and not number else MoveKind.REVEAL
        if gesture is Gesture.FLAG:
            return MoveKind.FLAG
        if gesture is Gesture.CHORD or revealed:
            return MoveKind.CHORD
        return MoveKind.REVEAL if mode.flag_mode else MoveKind.FLAG

    def would_lay(self, row: int, col: int, gesture: Gesture,
                  mode: InputMode = InputMode()) -> bool:
        """Whether ``gesture`` would lay the mines now: the first reveal of a game,
        on a cell that is not flagged."""
        index = self._index(row, col)
        return (self._layout is None and not self._status.is_over
                and self._state[index] != _FLAGGED
                and self.meaning(row, col, gesture, mode) is MoveKind.REVEAL)

    def placement_for(self, row: int, col: int, generator: Generator | None = None) -> Placement:
        """Lay out the board for a first reveal at ``(row, col)`` with ``generator``
        (default: the game's own) and the game's random source, without applying
        it (see :meth:`lay`). Touches nothing but the random source, so it may run
        on a worker thread while the game waits.

        Raises:
            ValueError: the cell is off the board.
        """
        self._index(row, col)
        generator = generator or self.generator
        if isinstance(generator, UniformGenerator) and generator.draws_ahead(self.rows, self.cols):
            drawn = self._take_drawn(generator)
            return generator.place(drawn, (row, col), self.first_click, self._rng)
        return generator.lay(
            self.rows, self.cols, self.mine_count, (row, col), self.first_click, self._rng)

    @property
    def can_prepare(self) -> bool:
        """Whether :meth:`prepare` has work to do (a huge uniform board whose
        mines are neither drawn nor laid yet)."""
        generator = self.generator
        return (self._layout is None and self._drawn is None
                and isinstance(generator, UniformGenerator)
                and generator.draws_ahead(self.rows, self.cols))

    def prepare(self) -> bool:
        """Do ahead of the first click the part of laying the mines that does
        not depend on it: on a uniform board of at least
        :data:`~.generators.DRAW_AHEAD_CELLS` cells, the draw over the whole
        board (see :class:`UniformGenerator`; tens of milliseconds on a million
        cells), which leaves the first click a local move of a few mines.
        The board a seed and a first click give is the same whether or not
        this ran. Safe to call from a worker thread while the game waits (a
        first reveal meanwhile waits for it); does nothing when there is
        nothing to do. Returns whether a draw is ready for the first reveal.
        """
        generator = self.generator
        if self._layout is not None or not isinstance(generator, UniformGenerator) \
                or not generator.draws_ahead(self.rows, self.cols):
            return False
        with self._draw_lock:
            if self._drawn is None and self._layout is None:
                self._drawn = generator.draw(self.rows, self.cols, self.mine_count, self._rng)
            return self._drawn is not None

    def _take_drawn(self, generator: UniformGenerator) -> Layout:
        """The draw :meth:`prepare` made (made now if not), handed over once."""
        with self._draw_lock:
            drawn = self._drawn
            self._drawn = None
            if drawn is None:
                drawn = generator.draw(self.rows, self.cols, self.mine_count, self._rng)
            return drawn

    def lay(self, placement: Placement) -> None:
        """Use ``placement`` (from :meth:`placement_for`) as this game's mines,
        before its first reveal.

        Raises:
            ValueError: the mines are laid already, or the placement is for another
                size or mine count.
        """
        layout = placement.layout
        if self._layout is not None:
            raise ValueError("the mines are laid already")
        if (layout.rows, layout.cols, layout.mine_count) != (
                self.rows, self.cols, self.mine_count):
            raise ValueError("the placement is for another board")
        self.certified = placement.certified
        self._set_layout(layout)

    def pause(self) -> None:
        """Stop the clock until :meth:`resume` (no effect on the rules)."""
        self._clock.pause()

    def resume(self) -> None:
        self._clock.resume()

    def cell_states(self) -> bytes:
        """Every cell's state (see :mod:`.cells`), row-major, ``rows * cols`` bytes."""
        stride, cols, state = self._stride, self.cols, self._state
        return b"".join(state[r * stride:r * stride + cols] for r in range(self.rows))

    def snapshot(self) -> Snapshot:
        """Everything about this game as plain values (see :mod:`.snapshot`)."""
        stride, cols = self._stride, self.cols
        exploded = self._exploded
        return Snapshot(
            rows=self.rows, cols=cols, mine_count=self.mine_count, seed=self.seed,
            first_click=self.first_click, question_marks=self.question_marks,
            mines=None if self._layout is None else self._layout.row_major_view(),
            cells=self.cell_states(), status=self._status,
            exploded=None if exploded is None else (exploded // stride) * cols + exploded % stride,
            elapsed=self.elapsed, left_clicks=self.left_clicks,
            right_clicks=self.right_clicks, chord_clicks=self.chord_clicks,
            moves=tuple(self.moves), generator=self.generator.name, certified=self.certified,
            deaths=self.deaths,
        )

    @classmethod
    def from_snapshot(cls, snap: Snapshot, time_source: TimeSource = time.monotonic,
                      generator: Generator | None = None) -> Game:
        """The game a snapshot describes, its clock stopped at ``elapsed`` and
        paused (a game in play resumes its clock on the next move). ``generator``
        is the one named in the snapshot (see :func:`.registry.generator_named`;
        default: the uniform one).

        Raises:
            ValueError: the snapshot breaks a rule (see :func:`.snapshot.validate`),
                or ``generator`` is not the one it names.
        """
        status = snapshot.validate(snap)
        generator = generator or UNIFORM
        if generator.name != snap.generator:
            raise ValueError(f"the snapshot needs the {snap.generator!r} generator")
        rows, cols = snap.rows, snap.cols
        game = cls(rows, cols, snap.mine_count, seed=snap.seed if snap.seed is not None else 0,
                   first_click=snap.first_click, question_marks=bool(snap.question_marks),
                   generator=generator, time_source=time_source)
        game.seed = snap.seed
        game.certified = snap.certified
        if snap.mines is not None:
            game._set_layout(Layout.from_cells(rows, cols, (divmod(i, cols) for i in snap.mines)))
        game._load(snap, status)
        return game

    def _load(self, snap: Snapshot, status: Status) -> None:
        """Cells, status, clock, clicks and moves of a validated snapshot."""
        rows, cols, stride = self.rows, self.cols, self._stride
        state = self._state
        for r in range(rows):
            state[r * stride:r * stride + cols] = snap.cells[r * cols:(r + 1) * cols]
        self._flagged = {(m.start() // cols) * stride + m.start() % cols
                         for m in re.finditer(b"\x02", snap.cells)}
        self._to_reveal = rows * cols - self.mine_count - snap.cells.count(_REVEALED)
        if self._layout is not None:
            # A cascade may still spread through zero cells neither revealed nor flagged.
            closed = int.from_bytes(bytes(state).translate(_OPEN_TO_ONE), "little")
            zeros = int.from_bytes(self._layout.zero_map, "little")
            self._spread = bytearray(to_bytes(closed + zeros, len(state)).translate(_TWO_TO_ONE))
        self._status = status
        if snap.exploded is not None:
            self._exploded = (snap.exploded // cols) * stride + snap.exploded % cols
        self.left_clicks = snap.left_clicks
        self.right_clicks = snap.right_clicks
        self.chord_clicks = snap.chord_clicks
        self.moves = list(snap.moves)
        self.deaths = snap.deaths
        self._clock.set_elapsed(float(snap.elapsed))
        if status is Status.PLAYING:
            self._clock.pause()
            self._clock.start()  # started, but paused until the next move resumes it
        elif status.is_over:
            self._clock.stop()

    def restart(self) -> Game:
        """A fresh game on the same board: the same layout once it exists (with
        its generator and certificate), else the same seed and rules."""
        if self._layout is None:
            return Game(
                self.rows,
                self.cols,
                self.mine_count,
                seed=self.seed,
                first_click=self.first_click,
                question_marks=self.question_marks,
                generator=self.generator,
                time_source=self._clock.time_source,
            )
        game = Game.on_layout(self._layout, question_marks=self.question_marks,
                              time_source=self._clock.time_source)
        game.generator, game.certified = self.generator, self.certified
        return game

    def replay(self) -> Game:
        """A new game on this layout with every recorded move applied again in
        order: the same cells revealed, flagged and questioned, the same status."""
        game = self.restart()
        commands = {
            MoveKind.REVEAL: game.reveal,
            MoveKind.FLAG: game.toggle_flag,
            MoveKind.CHORD: game.chord,
        }
        for move in self.moves:
            commands[move.kind](move.row, move.col)
        game.deaths = self.deaths
        return game

    def undo_last_move(self) -> Changes:
        """Take back the move that lost the game (practice): every cell looks
        exactly as it did just before that move, the game is in play again (or
        not started, when the first reveal lost), and the clock goes on from the
        time it stopped at. The losing move leaves :attr:`moves` and its click
        count, and :attr:`deaths` grows by one, so the move list still replays
        the game (:meth:`replay`) and a snapshot restores it.

        Done by playing the earlier moves again on the same layout (no per-move
        copies are kept, so moves cost nothing extra; an undo costs one replay).

        Returns the cells whose look changed; empty, doing nothing, unless the
        game is lost.
        """
        changes = Changes(self._stride)
        if self._status is not Status.LOST or not self.moves:
            return changes
        rows, cols = self.rows, self.cols
        before = [self.look_codes(r, 0, cols) for r in range(rows)]
        fatal = self.moves[-1]
        earlier = self.restart()
        commands = {
            MoveKind.REVEAL: earlier.reveal,
            MoveKind.FLAG: earlier.toggle_flag,
            MoveKind.CHORD: earlier.chord,
        }
        for move in self.moves[:-1]:
            commands[move.kind](move.row, move.col)
        with self._stats_lock:  # waits for statistics being worked out
            self._over_bbbv = None
            self._state = earlier._state
            self._spread = earlier._spread
            self._flagged = earlier._flagged
            self._to_reveal = earlier._to_reveal
            self._status = earlier._status
            self._exploded = None
        self._lost_codes = None
        self.moves.pop()
        if fatal.kind is MoveKind.REVEAL:
            self.left_clicks -= 1
        elif fatal.kind is MoveKind.CHORD:
            self.chord_clicks -= 1
        else:  # a flag never loses; kept for completeness
            self.right_clicks -= 1
        self.deaths += 1
        # A fresh clock from the stopped time: running again once in play.
        clock = Clock(self._clock.time_source)
        clock.set_elapsed(self._clock.elapsed)
        if self._status is Status.PLAYING:
            clock.start()
        self._clock = clock
        for r in range(rows):
            after = self.look_codes(r, 0, cols)
            base = r * self._stride
            for c, (old, new) in enumerate(zip(before[r], after, strict=True)):
                if old != new:
                    changes.add(base + c)
        return changes

    # --- internals ---------------------------------------------------------

    def _index(self, row: int, col: int) -> int:
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(
                f"cell ({row}, {col}) is outside the {self.rows}x{self.cols} board"
            )
        return row * self._stride + col

    def _record(self, kind: MoveKind, row: int, col: int) -> None:
        # A move ends a pause (a resumed save waits for the player's first move).
        self._clock.resume()
        self.moves.append(Move(kind, row, col, self._clock.elapsed))

    def _neighbours(self, index: int) -> list[int]:
        return flat_neighbours(index, self._stride, len(self._state), self._state)

    def _chord_targets(self, index: int) -> list[int] | None:
        if self._layout is None or self._state[index] != _REVEALED:
            return None
        number = self._layout.counts[index]
        if number == 0:
            return None
        state = self._state
        neighbours = self._neighbours(index)
        if sum(1 for j in neighbours if state[j] == _FLAGGED) != number:
            return None
        targets = [j for j in neighbours if state[j] == _HIDDEN or state[j] == _QUESTION]
        return targets or None

    def _lay_mines(self, first: int) -> None:
        self.lay(self.placement_for(*divmod(first, self._stride)))

    def _set_layout(self, layout: Layout) -> None:
        self._layout = layout
        self._spread = bytearray(layout.zero_map)
        for index in self._flagged:
            self._spread[index] = 0

    def _open(self, seeds: list[int], changes: Changes) -> None:
        """Reveal ``seeds``; cascade through zero cells by horizontal runs
        (scanline flood fill, no recursion); then lose on a mine or win."""
        layout = self._layout
        assert layout is not None
        mine_map = layout.mine_map
        state = self._state
        spread = self._spread
        stride = self._stride
        cols = self.cols
        size = len(state)
        reveal_span = self._reveal_span
        stack: list[int] = []
        hit: int | None = None
        for index in seeds:
            if state[index] == _REVEALED or state[index] == _FLAGGED:
                continue
            if mine_map[index]:
                if hit is None:
                    hit = index
            elif spread[index]:
                stack.append(index)
            else:
                reveal_span(index, index + 1, changes)
        while stack:
            index = stack.pop()
            if not spread[index]:
                continue  # its run was opened already
            start = spread.rfind(0, 0, index) + 1
            stop = spread.find(0, index)
            spread[start:stop] = bytes(stop - start)
            row_start = start - start % stride
            lo = start - 1 if start > row_start else start
            hi = stop + 1 if stop < row_start + cols else stop
            reveal_span(lo, hi, changes)
            for offset in (-stride, stride):
                s, e = lo + offset, hi + offset
                if s < 0 or e > size:
                    continue
                reveal_span(s, e, changes)
                j = spread.find(1, s, e)
                while j != -1:
                    stack.append(j)
                    k = spread.find(0, j, e)
                    if k == -1:
                        break
                    j = spread.find(1, k, e)
        if hit is not None:
            self._lose(hit, changes)
        elif self._to_reveal == 0:
            self._win(changes)

    def _reveal_span(self, start: int, stop: int, changes: Changes) -> None:
        state = self._state
        segment = state[start:stop]
        length = stop - start
        hidden = segment.count(_HIDDEN)
        if hidden == length:
            state[start:stop] = _ONES * length
            changes.add_span(start, stop)
            self._to_reveal -= length
            return
        if segment.count(_REVEALED) == length:
            return
        for index in range(start, stop):
            if state[index] == _HIDDEN or state[index] == _QUESTION:
                state[index] = _REVEALED
                changes.add(index)
                self._to_reveal -= 1

    def _lose(self, index: int, changes: Changes) -> None:
        """The game is lost on the mine at ``index``: every unflagged mine and every
        wrong flag now looks different (recorded as a byte map made at C speed
        when first read: a huge board's view repaints what it shows without it)."""
        layout = self._layout
        assert layout is not None
        self._status = Status.LOST
        self._clock.stop()
        self._exploded = index
        mine_map, state = layout.mine_map, self._state  # neither changes once lost
        flagged_mines = sum(mine_map[i] for i in self._flagged)
        count = (self.mine_count - flagged_mines) + (len(self._flagged) - flagged_mines)

        def mask() -> bytes:
            mines = int.from_bytes(mine_map, "little")
            flags = int.from_bytes(state.translate(_TWO_TO_ONE), "little")
            # Unflagged mines and flags without a mine: mines XOR flags.
            return to_bytes(mines ^ flags, len(state))

        changes.add_mask(mask, count)

    def _win(self, changes: Changes) -> None:
        """The game is won: every mine not yet flagged gets its flag (in the
        cell states; ``_flagged`` keeps the player's own flags, as the flags of
        a won game are its mines: see :attr:`flag_count`)."""
        assert self._layout is not None
        self._status = Status.WON
        self._clock.stop()
        # Every safe cell is revealed, so the hidden and question-marked cells
        # are the unflagged mines (and every flag is on a mine).
        count = self.mine_count - len(self._flagged)
        if not count:
            return
        changes.add_mask(bytes(self._state.translate(_OPEN_TO_ONE)), count)
        self._state[:] = self._state.translate(_WON_STATES)
