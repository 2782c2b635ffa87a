"""The rules of Minesweeper: one game from the first reveal to a win or a loss.

:class:`Game` is the game's public face: its commands, its clock, its clicks
and moves, laying the mines, snapshots. The cells and what a move does to them
are its :class:`~.minefield.Minefield`; undo and replay walk the move list
(:mod:`.move_history`).
"""

from __future__ import annotations

import operator
import random
import time
from collections.abc import Iterable, Sequence

from . import gestures, move_history, snapshot
from .cells import FLAGGED as _FLAGGED
from .cells import QUESTION as _QUESTION
from .cells import REVEALED as _REVEALED
from .changes import Changes
from .clock import Clock, TimeSource
from .difficulty import Difficulty, validate_size
from .generators import NO_GUESS, UNIFORM, DrawAhead, Generator, Placement
from .knowledge import Knowledge
from .layout import Layout
from .minefield import Minefield
from .snapshot import Snapshot
from .stats import BbbvMemo, GameStats, bbbv
from .types import FirstClick, Gesture, InputMode, Look, Move, MoveKind, Status


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
        #: The cells, the layout and the status (the rules state).
        self._field = Minefield(rows, cols, mines)
        # A uniform draw over the whole board made ahead of the first click
        # (see prepare), perhaps by a worker thread.
        self._ahead = DrawAhead(rows, cols, mines, self._rng)
        #: The 3BV, and the statistics of the game once over, worked out once.
        self._bbbv = BbbvMemo()
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
        game = cls(layout.rows, layout.cols, layout.mine_count, seed=0,
                   question_marks=question_marks, time_source=time_source)
        game.seed = None
        game._field.set_layout(layout)
        return game

    def same_layout(self, other: Game) -> bool:
        """Whether both games have their mines laid on the same cells (compared
        at C speed: no list of a million-cell board's mines is made)."""
        mine, theirs = self._field.layout, other._field.layout
        if mine is None or theirs is None:
            return False
        return mine is theirs or (
            (self.rows, self.cols) == (other.rows, other.cols)
            and mine.mine_map == theirs.mine_map)

    # --- read-only state -------------------------------------------------

    @property
    def status(self) -> Status:
        return self._field.status

    @property
    def difficulty(self) -> Difficulty:
        return Difficulty.custom(self.rows, self.cols, self.mine_count)

    @property
    def has_layout(self) -> bool:
        """Whether the mines have been laid (after the first reveal)."""
        return self._field.layout is not None

    @property
    def no_guess(self) -> bool:
        """Whether this is a no-guess board: laid by the no-guess generator and
        proved to clear by logic (a board it gave up on is an ordinary one).
        Best times and the history count these apart."""
        return self.certified and self.generator.name == NO_GUESS

    @property
    def plays_no_guess(self) -> bool:
        """Whether a no-guess board is being played: :attr:`no_guess`, or one
        the no-guess generator is still to lay (before the first reveal)."""
        return (self.generator.name == NO_GUESS
                and (not self.has_layout or self.certified))

    @property
    def layout(self) -> Layout | None:
        """The mines' layout (None before the first reveal lays it)."""
        return self._field.layout

    @property
    def mines(self) -> frozenset[tuple[int, int]]:
        """Mine cells as ``(row, col)`` pairs; empty before the layout exists."""
        return self._field.mines

    @property
    def flag_count(self) -> int:
        return self._field.flag_count

    @property
    def mines_left(self) -> int:
        """Mines less flags, as on the classic counter (negative with too many flags)."""
        return self.mine_count - self._field.flag_count

    @property
    def revealed_count(self) -> int:
        """Safe cells revealed so far."""
        return self._field.revealed_count

    @property
    def exploded(self) -> tuple[int, int] | None:
        """The mine revealed to lose the game, or None."""
        exploded = self._field.exploded
        return None if exploded is None else divmod(exploded, self._stride)

    @property
    def unflagged_mines(self) -> frozenset[tuple[int, int]]:
        """Mines without a flag (the ones a loss shows); empty before the layout."""
        return self._field.unflagged_mines

    @property
    def wrong_flags(self) -> frozenset[tuple[int, int]]:
        """Flagged cells without a mine (known once the layout exists)."""
        return self._field.wrong_flags

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
        layout = self._field.layout
        return 0 if layout is None else self._bbbv.bbbv(layout)

    @property
    def bbbv_solved(self) -> int:
        """The part of the 3BV cleared so far (the 3BV itself after a win)."""
        field = self._field
        if field.layout is None:
            return 0
        if field.status.is_over:
            return self._bbbv.pair(field.layout, field.state, field.status)[1]
        return bbbv(field.layout, field.state)

    def stats(self) -> GameStats:
        """Clicks, time, 3BV, 3BV/s and efficiency of this game so far (the 3BV
        and its solved part worked out in one pass; once a game is over, once
        for all: a worker thread may work them out while the game waits)."""
        field = self._field
        total, solved = (0, 0) if field.layout is None else self._bbbv.pair(
            field.layout, field.state, field.status)
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
        index = self._field.index(row, col)
        layout = self._field.layout
        return 0 if layout is None else layout.counts[index]

    def is_revealed(self, row: int, col: int) -> bool:
        field = self._field
        return field.state[field.index(row, col)] == _REVEALED

    def is_flagged(self, row: int, col: int) -> bool:
        field = self._field
        return field.state[field.index(row, col)] == _FLAGGED

    def is_questioned(self, row: int, col: int) -> bool:
        field = self._field
        return field.state[field.index(row, col)] == _QUESTION

    def is_mine(self, row: int, col: int) -> bool:
        """Whether a mine lies on the cell (False before the layout exists)."""
        field = self._field
        index = field.index(row, col)
        return field.layout is not None and bool(field.layout.mine_map[index])

    def look(self, row: int, col: int) -> Look:
        """What the cell shows the player now (see :class:`Look`)."""
        return self._field.look(self._field.index(row, col))

    def look_codes(self, row: int, start: int, stop: int) -> list[int]:
        """Looks of cells ``start`` to ``stop - 1`` of ``row`` in one call, for
        painting: each ``look * 16 + number`` (number of a revealed cell, else 0).

        Raises:
            ValueError: the span is not inside the board.
        """
        if not (0 <= row < self.rows and 0 <= start <= stop <= self.cols):
            raise ValueError(f"cells {start}-{stop - 1} of row {row} are not on the board")
        return self._field.look_codes(row, start, stop)

    def knowledge(self) -> Knowledge:
        """What the player sees now (numbers, flags, question marks, hidden
        cells) and the total mine count: the solver's only input."""
        return self._field.knowledge_of(0, 0, self.rows, self.cols)

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
        return self._field.knowledge_of(top, left, bottom, right)

    def can_chord(self, row: int, col: int) -> bool:
        """Whether a chord on the cell would reveal something: a revealed number
        with as many adjacent flags as its number and a hidden neighbour left."""
        index = self._field.index(row, col)
        if self._field.status.is_over:
            return False  # chord() does nothing once the game is over
        return self._field.chord_targets(index) is not None

    def cell_states(self) -> bytes:
        """Every cell's state (see :mod:`.cells`), row-major, ``rows * cols`` bytes."""
        return self._field.cell_states()

    # --- commands --------------------------------------------------------

    def reveal(self, row: int, col: int) -> Changes:
        """Reveal a cell; a zero cell opens its whole opening (iteratively).

        The first reveal lays the mines. Revealing a mine loses the game; revealing
        the last safe cell wins it. Flagged and revealed cells do not change.
        """
        field = self._field
        index = field.index(row, col)
        changes = Changes(self._stride)
        if field.status.is_over:
            return changes
        self.left_clicks += 1
        self._record(MoveKind.REVEAL, row, col)
        state = field.state[index]
        if state in (_REVEALED, _FLAGGED):
            return changes
        if field.layout is None:
            self.lay(self.placement_for(row, col))
        if field.status is Status.READY:
            field.status = Status.PLAYING
            self._clock.start()
        self._open([index], changes)
        return changes

    def toggle_flag(self, row: int, col: int) -> Changes:
        """Cycle a hidden cell: hidden -> flag -> question mark (when
        ``question_marks``) -> hidden. Revealed cells do not change."""
        field = self._field
        index = field.index(row, col)
        changes = Changes(self._stride)
        if field.status.is_over:
            return changes
        self.right_clicks += 1
        self._record(MoveKind.FLAG, row, col)
        field.cycle_flag(index, self.question_marks, changes)
        return changes

    def chord(self, row: int, col: int) -> Changes:
        """On a revealed number with exactly that many adjacent flags, reveal every
        other hidden neighbour (question marks included). A wrong flag means a mine
        is among them and the game is lost. Anything else changes nothing."""
        field = self._field
        index = field.index(row, col)
        changes = Changes(self._stride)
        if field.status.is_over:
            return changes
        self.chord_clicks += 1
        self._record(MoveKind.CHORD, row, col)
        targets = field.chord_targets(index)
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
        """What ``gesture`` does on the cell now (see :func:`.gestures.meaning`:
        ``PRIMARY`` reveals, or chords a number when ``mode`` says so, or flags
        in flag mode; ``FLAG`` flags; ``CHORD`` chords; ``HOLD`` chords a
        revealed cell, else flags, or reveals in flag mode).

        Raises:
            ValueError: the cell is off the board.
        """
        return gestures.meaning(self._field, self._field.index(row, col), gesture, mode)

    def would_lay(self, row: int, col: int, gesture: Gesture,
                  mode: InputMode = InputMode()) -> bool:
        """Whether ``gesture`` would lay the mines now: the first reveal of a game,
        on a cell that is not flagged."""
        field = self._field
        index = field.index(row, col)
        return (field.layout is None and not field.status.is_over
                and field.state[index] != _FLAGGED
                and self.meaning(row, col, gesture, mode) is MoveKind.REVEAL)

    def placement_for(self, row: int, col: int, generator: Generator | None = None) -> Placement:
        """Lay out the board for a first reveal at ``(row, col)`` with ``generator``
        (default: the game's own) and the game's random source, without applying
        it (see :meth:`lay`). Touches nothing but the random source, so it may run
        on a worker thread while the game waits.

        Raises:
            ValueError: the cell is off the board.
        """
        self._field.index(row, col)
        generator = generator or self.generator
        if self._ahead.applies(generator):
            drawn = self._ahead.take(generator)
            return generator.place(drawn, (row, col), self.first_click, self._rng)
        return generator.lay(
            self.rows, self.cols, self.mine_count, (row, col), self.first_click, self._rng)

    @property
    def can_prepare(self) -> bool:
        """Whether :meth:`prepare` has work to do (a huge uniform board whose
        mines are neither drawn nor laid yet)."""
        return self._field.layout is None and self._ahead.pending(self.generator)

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
        return self._ahead.prepare(self.generator, lambda: self._field.layout is not None)

    def lay(self, placement: Placement) -> None:
        """Use ``placement`` (from :meth:`placement_for`) as this game's mines,
        before its first reveal.

        Raises:
            ValueError: the mines are laid already, or the placement is for another
                size or mine count.
        """
        layout = placement.layout
        if self._field.layout is not None:
            raise ValueError("the mines are laid already")
        if (layout.rows, layout.cols, layout.mine_count) != (
                self.rows, self.cols, self.mine_count):
            raise ValueError("the placement is for another board")
        self.certified = placement.certified
        self._field.set_layout(layout)

    def pause(self) -> None:
        """Stop the clock until :meth:`resume` (no effect on the rules)."""
        self._clock.pause()

    def resume(self) -> None:
        self._clock.resume()

    def snapshot(self) -> Snapshot:
        """Everything about this game as plain values (see :func:`.snapshot.capture`)."""
        return snapshot.capture(self, self._field)

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
            game._field.set_layout(
                Layout.from_cells(rows, cols, (divmod(i, cols) for i in snap.mines)))
        game._field.load(snap.cells, status, snap.exploded)
        game.left_clicks = snap.left_clicks
        game.right_clicks = snap.right_clicks
        game.chord_clicks = snap.chord_clicks
        game.moves = list(snap.moves)
        game.deaths = snap.deaths
        # In play: started, but paused until the next move resumes it.
        playing = status is Status.PLAYING
        game._clock = Clock.at(float(snap.elapsed), time_source, started=playing,
                               paused=playing, stopped=status.is_over)
        return game

    @classmethod
    def rebuilt(cls, rows: int, cols: int, mine_count: int, layout: Layout | None,
                moves: Sequence[Move], *, seed: int | None, first_click: FirstClick,
                question_marks: bool, generator: Generator, certified: bool,
                elapsed: float, deaths: int = 0,
                time_source: TimeSource = time.monotonic) -> Game:
        """The game ``moves`` make, played again in order on ``layout`` (None:
        the mines are not laid yet, so only flags can have been placed): a
        saved game read back. The moves keep their own times (seconds of
        play); the clock stands at ``elapsed``, paused in play until the next
        move. ``deaths``: losing moves taken back before (not in ``moves``).

        Raises:
            ValueError: the size is not playable, the layout is for another
                board, a time decreases or passes ``elapsed``, a cell is
                revealed with no layout, or a move comes after the game ended.
        """
        # (its rng lays the mines at the first reveal when no layout is given)
        game = cls(rows, cols, mine_count, seed=seed if seed is not None else 0,
                   first_click=first_click,
                   question_marks=question_marks, generator=generator, time_source=time_source)
        game.seed = seed
        if layout is not None:
            if (layout.rows, layout.cols, layout.mine_count) != (rows, cols, mine_count):
                raise ValueError(f"the layout holds {layout.mine_count} mines on "
                                 f"{layout.rows}x{layout.cols}, not {mine_count} on "
                                 f"{rows}x{cols}")
            game.certified = certified
            game._field.set_layout(layout)
        return game._played_back(moves, elapsed, deaths)

    def _played_back(self, moves: Sequence[Move], elapsed: float, deaths: int) -> Game:
        """This fresh game with ``moves`` played (see :meth:`rebuilt`)."""
        times = [m.time for m in moves]
        if times and not (times[0] >= 0.0 and times[-1] <= elapsed
                          and all(map(operator.le, times, times[1:]))):  # NaN fails
            raise ValueError("a move has a bad time")
        field, question_marks = self._field, self.question_marks
        unseen = _Unseen(self._stride)
        for move in moves:
            if field.status.is_over:
                raise ValueError("a move comes after the game ended")
            if move.kind is MoveKind.FLAG:  # most of a long game's moves: the short way
                self.right_clicks += 1
                field.cycle_flag(field.index(move.row, move.col), question_marks, unseen)
            elif move.kind is MoveKind.REVEAL:
                if field.layout is None and not self.is_flagged(move.row, move.col):
                    raise ValueError("a cell is revealed before the mines were laid")
                self.reveal(move.row, move.col)
            else:
                self.chord(move.row, move.col)
        self.moves, self.deaths = list(moves), deaths
        status = self._field.status
        playing = status is Status.PLAYING
        self._clock = Clock.at(elapsed, self._clock.time_source, started=playing,
                               paused=playing, stopped=status.is_over)
        return self

    def restart(self) -> Game:
        """A fresh game on the same board: the same layout once it exists (with
        its generator and certificate), else the same seed and rules."""
        layout = self._field.layout
        if layout is None:
            return Game(self.rows, self.cols, self.mine_count, seed=self.seed,
                        first_click=self.first_click, question_marks=self.question_marks,
                        generator=self.generator, time_source=self._clock.time_source)
        game = Game.on_layout(layout, question_marks=self.question_marks,
                              time_source=self._clock.time_source)
        game.generator, game.certified = self.generator, self.certified
        return game

    def replay(self) -> Game:
        """A new game on this layout with every recorded move applied again in
        order: the same cells revealed, flagged and questioned, the same status."""
        game = self.restart()
        move_history.play(game, self.moves)
        game.deaths = self.deaths
        return game

    def undo_last_move(self) -> Changes:
        """Take back the move that lost the game (practice): every cell looks
        exactly as it did just before that move, the game is in play again (or
        not started, when the first reveal lost), and the clock goes on from the
        time it stopped at. The losing move leaves :attr:`moves` and its click
        count, and :attr:`deaths` grows by one, so the move list still replays
        the game (:meth:`replay`) and a snapshot restores it.

        Done by playing the earlier moves again on the same layout (see
        :mod:`.move_history`: no per-move copies are kept, so moves cost
        nothing extra; an undo costs one replay).

        Returns the cells whose look changed; empty, doing nothing, unless the
        game is lost.
        """
        if self._field.status is not Status.LOST or not self.moves:
            return Changes(self._stride)
        before = move_history.looks(self)
        earlier = self.restart()
        move_history.play(earlier, self.moves[:-1])
        self._take_back(earlier)
        move_history.forget_losing_move(self)
        return move_history.changed(before, move_history.looks(self), self.cols)

    def _take_back(self, earlier: Game) -> None:
        """Become ``earlier``'s rules state (the same layout, fewer moves: an
        undo): its cells and status; the over-game statistics are forgotten;
        a fresh clock goes on from the stopped time, running once in play."""
        with self._bbbv.lock:  # waits for statistics being worked out
            self._bbbv.over = None
            self._field = earlier._field
        self._clock = Clock.at(self._clock.elapsed, self._clock.time_source,
                               started=self._field.status is Status.PLAYING)

    # --- internals ---------------------------------------------------------

    def _record(self, kind: MoveKind, row: int, col: int) -> None:
        # A move ends a pause (a resumed save waits for the player's first move).
        self._clock.resume()
        self.moves.append(Move(kind, row, col, self._clock.elapsed))

    def _open(self, seeds: list[int], changes: Changes) -> None:
        """Reveal ``seeds`` (see :meth:`Minefield.open`); the clock stops when
        that ends the game."""
        field = self._field
        field.open(seeds, changes)
        if field.status.is_over:
            self._clock.stop()


class _Unseen(Changes):
    """The changes of moves played back, which no one looks at: nothing kept."""

    def add(self, index: int) -> None:
        pass
