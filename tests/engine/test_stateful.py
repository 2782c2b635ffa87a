"""Stateful tests: the engine against a tiny, obviously correct reference model.

Hypothesis drives one :class:`Game` and one :class:`Reference` with the same
random sequence of commands (reveals, flags, chords, option changes, clock
ticks, restarts, and save-and-resume through a snapshot and, when Qt is there,
through the save file format) on random board sizes, and after every step
checks that they agree on the status, the mine counter, the revealed set, the
numbers, flags, question marks, the exploded mine, click counts and the clock.

The reference is written for clarity, not speed: sets of ``(row, col)`` cells,
a breadth-first flood fill straight from the rules. It takes the engine's mine
layout after the first reveal (placement is tested elsewhere), after checking
the first-click guarantee.

Runs ``MINESWEEPER_FUZZ_SCALE`` (default 1) times 1,000 sequences of up to 60
steps in CI, in four shards that run in parallel with ``-n``; e.g.
``MINESWEEPER_FUZZ_SCALE=20`` for a long run.
"""

from __future__ import annotations

import dataclasses
import math
import os
import unittest
from collections import deque

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
)

from minesweeper_qt.engine import FirstClick, Game, Look, Status

try:  # the save file round trip needs Qt (QtCore); the engine tests do not
    from minesweeper_qt.storage.save_format import decode, encode
except ImportError:  # pragma: no cover - engine-only environment
    decode = encode = None  # type: ignore[assignment]

pytestmark = pytest.mark.slow

Cell = tuple[int, int]
SCALE = float(os.environ.get("MINESWEEPER_FUZZ_SCALE", "1"))
EXAMPLES = max(1, round(1000 * SCALE))


class Clock:
    """A hand-driven monotonic time source in seconds (quarter seconds keep the
    float sums exact)."""

    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


class Reference:
    """Minesweeper by the book, slowly and plainly."""

    def __init__(self, rows: int, cols: int, mine_count: int, question_marks: bool,
                 mines: set[Cell] | None = None) -> None:
        self.rows, self.cols, self.mine_count = rows, cols, mine_count
        self.question_marks = question_marks
        self.mines = mines  # None until the first reveal lays them
        self.revealed: set[Cell] = set()
        self.flags: set[Cell] = set()
        self.questions: set[Cell] = set()
        self.status = Status.READY
        self.exploded: Cell | None = None
        self.clicks = {"left": 0, "right": 0, "chord": 0}
        # clock: seconds accumulated, and the time it last started running
        self.accumulated = 0.0
        self.since: float | None = None
        self.paused = False

    def neighbours(self, cell: Cell) -> list[Cell]:
        r, c = cell
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < self.rows and 0 <= c + dc < self.cols]

    def number(self, cell: Cell) -> int:
        assert self.mines is not None
        return sum(1 for n in self.neighbours(cell) if n in self.mines)

    def elapsed(self, now: float) -> float:
        return self.accumulated + (now - self.since if self.since is not None else 0.0)

    def _move(self, now: float) -> None:
        """Any command given before the end resumes a paused clock."""
        if self.paused:
            self.paused = False
            if self.status is Status.PLAYING:
                self.since = now

    def _end(self, status: Status, now: float) -> None:
        self.status = status
        self.accumulated = self.elapsed(now)
        self.since = None

    def _open(self, cells: list[Cell], now: float) -> None:
        """Reveal ``cells``; zeros spread to unflagged neighbours (breadth first);
        then lose on the first mine among them, else win if no safe cell is left."""
        assert self.mines is not None
        hit: Cell | None = None
        queue = deque()
        for cell in cells:
            if cell in self.revealed or cell in self.flags:
                continue
            if cell in self.mines:
                hit = hit or cell
            else:
                queue.append(cell)
        while queue:
            cell = queue.popleft()
            if cell in self.revealed:
                continue
            self.revealed.add(cell)
            self.questions.discard(cell)
            if self.number(cell) == 0:
                queue.extend(n for n in self.neighbours(cell)
                             if n not in self.revealed and n not in self.flags)
        if hit is not None:
            self.exploded = hit
            self._end(Status.LOST, now)
        elif len(self.revealed) == self.rows * self.cols - self.mine_count:
            self.flags |= self.mines
            self.questions -= self.mines
            self._end(Status.WON, now)

    def reveal(self, cell: Cell, now: float, engine_mines: frozenset[Cell]) -> None:
        if self.status.is_over:
            return
        self.clicks["left"] += 1
        self._move(now)
        if cell in self.revealed or cell in self.flags:
            return
        if self.mines is None:
            self.mines = set(engine_mines)
        if self.status is Status.READY:
            self.status = Status.PLAYING
            self.since = now
        self._open([cell], now)

    def toggle_flag(self, cell: Cell, now: float) -> None:
        if self.status.is_over:
            return
        self.clicks["right"] += 1
        self._move(now)
        if cell in self.revealed:
            return
        if cell in self.flags:
            self.flags.remove(cell)
            if self.question_marks:
                self.questions.add(cell)
        elif cell in self.questions:
            self.questions.remove(cell)
        else:
            self.flags.add(cell)

    def chord(self, cell: Cell, now: float) -> None:
        if self.status.is_over:
            return
        self.clicks["chord"] += 1
        self._move(now)
        if cell not in self.revealed or self.number(cell) == 0:
            return
        around = self.neighbours(cell)
        if sum(1 for n in around if n in self.flags) != self.number(cell):
            return
        self._open([n for n in around if n not in self.revealed and n not in self.flags], now)

    def look(self, cell: Cell) -> Look:
        if self.status is Status.LOST and self.mines is not None:
            if cell == self.exploded:
                return Look.EXPLODED
            if cell in self.flags:
                return Look.FLAG if cell in self.mines else Look.WRONG_FLAG
            if cell in self.mines:
                return Look.MINE
        if cell in self.revealed:
            return Look.REVEALED
        if cell in self.flags:
            return Look.FLAG
        if cell in self.questions:
            return Look.QUESTION
        return Look.HIDDEN


ANY_CELL = st.tuples(st.integers(0, 99), st.integers(0, 99))
PICK = st.integers(0, 10**6)


class EngineMachine(RuleBasedStateMachine):
    """One game, engine and reference side by side."""

    @initialize(
        rows=st.integers(1, 9), cols=st.integers(1, 9), density=st.floats(0.02, 0.6),
        seed=st.integers(0, 2**63 - 1), rule=st.sampled_from(list(FirstClick)),
        question_marks=st.booleans(),
    )
    def new_game(self, rows: int, cols: int, density: float, seed: int, rule: FirstClick,
                 question_marks: bool) -> None:
        if rows * cols < 2:
            cols = 2
        mines = max(1, min(rows * cols - 1, round(rows * cols * density)))
        self.clock = Clock()
        self.game = Game(rows, cols, mines, seed=seed, first_click=rule,
                         question_marks=question_marks, time_source=self.clock)
        self.ref = Reference(rows, cols, mines, question_marks)
        self.last_elapsed = 0.0
        self.rules_changed = False

    # --- helpers ---------------------------------------------------------------------

    def cell(self, raw: tuple[int, int]) -> Cell:
        return raw[0] % self.game.rows, raw[1] % self.game.cols

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.game.rows) for c in range(self.game.cols)]

    def check_first_click(self, cell: Cell) -> None:
        """The layout the engine just laid keeps the first-click promise."""
        mines = self.game.mines
        assert len(mines) == self.ref.mine_count and cell not in mines
        if self.game.first_click is FirstClick.OPENING:
            opening = [cell, *self.ref.neighbours(cell)]
            if self.ref.mine_count <= self.game.rows * self.game.cols - len(opening):
                assert not mines & set(opening)

    # --- commands --------------------------------------------------------------------

    def _reveal(self, cell: Cell) -> None:
        laid = self.game.has_layout
        self.game.reveal(*cell)
        if not laid and self.game.has_layout:
            self.check_first_click(cell)
        self.ref.reveal(cell, self.clock.now, self.game.mines)

    @rule(raw=ANY_CELL)
    def reveal_anywhere(self, raw: tuple[int, int]) -> None:
        self._reveal(self.cell(raw))

    @rule(pick=PICK)
    def reveal_a_safe_cell(self, pick: int) -> None:
        """Aimed play, so that games get far and some are won."""
        if self.ref.mines is None or self.ref.status.is_over:
            return
        safe = [c for c in self.cells() if c not in self.ref.mines and c not in self.ref.revealed]
        if safe:
            self._reveal(safe[pick % len(safe)])

    @rule(raw=ANY_CELL)
    def flag_anywhere(self, raw: tuple[int, int]) -> None:
        cell = self.cell(raw)
        self.game.toggle_flag(*cell)
        self.ref.toggle_flag(cell, self.clock.now)

    @rule(pick=PICK)
    def flag_a_mine(self, pick: int) -> None:
        if self.ref.mines is None:
            return
        mines = sorted(self.ref.mines)
        cell = mines[pick % len(mines)]
        self.game.toggle_flag(*cell)
        self.ref.toggle_flag(cell, self.clock.now)

    @rule(raw=ANY_CELL)
    def chord_anywhere(self, raw: tuple[int, int]) -> None:
        cell = self.cell(raw)
        self.game.chord(*cell)
        self.ref.chord(cell, self.clock.now)

    @rule(pick=PICK)
    def chord_a_number(self, pick: int) -> None:
        numbers = sorted(c for c in self.ref.revealed if self.ref.number(c) > 0)
        if numbers:
            cell = numbers[pick % len(numbers)]
            if self.game.can_chord(*cell):
                event("chord fires")
            self.game.chord(*cell)
            self.ref.chord(cell, self.clock.now)

    @rule()
    def toggle_question_marks(self) -> None:
        # (The program never does this to a game in play: its option is the
        # next game's rule. A save, which replays the moves by the game's
        # rules, then cannot hold this game.)
        self.rules_changed = True
        self.game.question_marks = not self.game.question_marks
        self.ref.question_marks = self.game.question_marks

    @rule(seconds=st.sampled_from([0.25, 1.0, 7.5]))
    def time_passes(self, seconds: float) -> None:
        self.clock.now += seconds

    @rule(pick=PICK)
    def restart(self, pick: int) -> None:
        """Play the same board again (the same mines once laid): always after
        the end, sometimes before."""
        ref = self.ref
        if not ref.status.is_over and pick % 4:
            return
        event(f"restarted a {ref.status.value} game")
        self.game = self.game.restart()
        self.ref = Reference(ref.rows, ref.cols, ref.mine_count, ref.question_marks,
                             None if ref.mines is None else set(ref.mines))
        self.last_elapsed = 0.0
        self.rules_changed = False

    @rule(through_file=st.booleans())
    def save_and_resume(self, through_file: bool) -> None:
        """Quit and come back: the restored game continues exactly, its clock
        paused until the next command."""
        snap = self.game.snapshot()
        if self.game.status is Status.PLAYING:
            event("resumed a game in play")
        if through_file and encode is not None and not self.rules_changed:
            restored = decode(encode(snap), self.clock).game
            event("resumed through the save file")
            # The file keeps the moves' times in milliseconds (the record's unit).
            snap = dataclasses.replace(snap, moves=tuple(
                m._replace(time=round(m.time * 1000) / 1000) for m in snap.moves))
        else:
            restored = Game.from_snapshot(snap, self.clock)
        assert restored.snapshot() == snap
        self.game = restored
        ref = self.ref
        if ref.status is Status.PLAYING and not ref.paused:
            ref.accumulated = ref.elapsed(self.clock.now)
            ref.since = None
            ref.paused = True

    # --- the comparison ----------------------------------------------------------------

    @invariant()
    def engine_agrees_with_the_reference(self) -> None:
        game, ref = self.game, self.ref
        assert game.status is ref.status
        assert game.mines_left == ref.mine_count - len(ref.flags)
        assert game.exploded == ref.exploded
        assert (game.left_clicks, game.right_clicks, game.chord_clicks) == (
            ref.clicks["left"], ref.clicks["right"], ref.clicks["chord"])
        if ref.mines is not None:
            assert game.mines == ref.mines
        revealed = {c for c in self.cells() if game.is_revealed(*c)}
        assert revealed == ref.revealed
        assert game.revealed_count == len(ref.revealed)
        assert {c for c in self.cells() if game.is_flagged(*c)} == ref.flags
        assert {c for c in self.cells() if game.is_questioned(*c)} == ref.questions
        for cell in ref.revealed:
            assert game.number(*cell) == ref.number(cell)
        for cell in self.cells():
            assert game.look(*cell) is ref.look(cell), cell
        assert game.elapsed == pytest.approx(ref.elapsed(self.clock.now), abs=1e-9)
        assert game.paused == ref.paused or ref.status is not Status.PLAYING

    @invariant()
    def note_the_end(self) -> None:
        if self.ref.status.is_over and not getattr(self, "noted", False):
            self.noted = True
            event(f"reached {self.ref.status.value}")

    @invariant()
    def the_clock_never_runs_backwards(self) -> None:
        elapsed = self.game.elapsed
        assert elapsed >= self.last_elapsed
        self.last_elapsed = elapsed



#: The sequences are run as this many test classes of their own, so that pytest-xdist's
#: workers share them out; each class draws its own random sequences (Hypothesis
#: derives a derandomised run's seed, as in CI, from the machine class's name).
SHARDS = 4


def _shard(number: int) -> type[unittest.TestCase]:
    machine = type(f"EngineMachineShard{number}", (EngineMachine,), {})
    case = machine.TestCase
    case.settings = settings(
        max_examples=max(1, math.ceil(EXAMPLES / SHARDS)),
        stateful_step_count=60,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )
    return case


TestEngineAgainstReference0 = _shard(0)
TestEngineAgainstReference1 = _shard(1)
TestEngineAgainstReference2 = _shard(2)
TestEngineAgainstReference3 = _shard(3)
