"""A resumed game's saved record, read off the GUI thread.

A long game's record (300,000 input events) takes some 200 ms of Python to
read back and check (thread CPU time, ``benchmarks/savegame.py``): read on
the GUI thread when the window is built, the window froze that long.
:class:`ResumedRecord` reads it once, on whichever thread asks first (a
worker as the window is built; the writer of a save, or the GUI thread when
the game ends first, waiting for the worker if it has begun). Meanwhile the
game is recorded by a :class:`LoggedRecorder`, as a save without a record
is; its calls are made again on the record's own recorder once the record is
read (:meth:`ResumedRecord.recorder`), so the result is the recorder the
record would have given from the start.
"""

from __future__ import annotations

import gc
import logging
import threading
from collections.abc import Sequence

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.figures import time_ms_of
from minesweeper_qt.engine.types import Move, MoveKind
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, TouchPhase
from minesweeper_qt.storage.save_format import SaveFileError
from minesweeper_qt.storage.save_record import read_record

log = logging.getLogger(__name__)

#: One call of a recorder: the method's name and its arguments.
Call = tuple[str, tuple[object, ...]]


class LoggedRecorder(InputRecorder):
    """An :class:`InputRecorder` that also keeps the calls made on it while
    :attr:`calls` is a list (None: not kept), to make them again on another
    recorder (:func:`replay_calls`)."""

    calls: list[Call] | None = None

    def _keep(self, name: str, *args: object) -> None:
        if self.calls is not None:
            self.calls.append((name, args))

    def press(self, t_ms: int, button: Button, x_px: int, y_px: int) -> int:
        self._keep("press", t_ms, button, x_px, y_px)
        return super().press(t_ms, button, x_px, y_px)

    def release(self, t_ms: int, button: Button, x_px: int, y_px: int) -> int:
        self._keep("release", t_ms, button, x_px, y_px)
        return super().release(t_ms, button, x_px, y_px)

    def move(self, t_ms: int, x_px: int, y_px: int) -> int | None:
        self._keep("move", t_ms, x_px, y_px)
        return super().move(t_ms, x_px, y_px)

    def key(self, t_ms: int, key_code: int, x_px: int = 0, y_px: int = 0) -> int:
        self._keep("key", t_ms, key_code, x_px, y_px)
        return super().key(t_ms, key_code, x_px, y_px)

    def touch(self, t_ms: int, phase: TouchPhase, x_px: int, y_px: int) -> int:
        self._keep("touch", t_ms, phase, x_px, y_px)
        return super().touch(t_ms, phase, x_px, y_px)

    def hint(self, t_ms: int, row: int = 0, col: int = 0) -> int:
        self._keep("hint", t_ms, row, col)
        return super().hint(t_ms, row, col)

    def assist(self, t_ms: int) -> int:
        self._keep("assist", t_ms)
        return super().assist(t_ms)

    def known(self, t_ms: int) -> int:
        self._keep("known", t_ms)
        return super().known(t_ms)

    def end(self, t_ms: int) -> int:
        self._keep("end", t_ms)
        return super().end(t_ms)

    def undo(self, t_ms: int) -> int:
        self._keep("undo", t_ms)
        return super().undo(t_ms)

    def engine_move(self, t_ms: int, kind: MoveKind, row: int, col: int) -> None:
        self._keep("engine_move", t_ms, kind, row, col)
        super().engine_move(t_ms, kind, row, col)


def replay_calls(recorder: InputRecorder, calls: Sequence[Call]) -> None:
    """Make ``calls`` (see :class:`LoggedRecorder`) on ``recorder``, in order."""
    for name, args in calls:
        getattr(recorder, name)(*args)


class ResumedRecord:
    """The record a resumed game's save held (``fields``: the save's record
    field), read once (:meth:`read`) and gone on with (:meth:`recorder`).

    ``game``: the resumed game, as it is now (its moves so far are the
    save's); ``base``: the caller's clock (ms) at the game clock's 0;
    ``assisted``, ``restarted``: the save's flags, marked in the recorder
    should the record not say them yet. Only immutable facts of ``game``
    (size, rules, mines) are read after this, from any thread.
    """

    def __init__(self, fields: dict[str, object], game: Game, base: int, *,
                 assisted: bool, restarted: bool) -> None:
        self._fields: dict[str, object] | None = fields
        self._game = game
        self._moves: tuple[Move, ...] = tuple(game.moves)
        self._clock = time_ms_of(game.elapsed)
        self._base = base
        self._assisted = assisted
        self._restarted = restarted
        self._lock = threading.Lock()
        self._record: Recording | None = None

    @property
    def cell_px(self) -> int | None:
        """The record's cell size in pixels (None: not a valid one): the
        recorder that waits for the record records at it, so its calls hold
        positions the record's recorder takes as they are."""
        value = (self._fields or {}).get("cell_px")
        return value if isinstance(value, int) and not isinstance(value, bool) \
            and 1 <= value <= 255 else None

    def read(self) -> Recording | None:
        """The record, when it can be gone on with (else None: logged); read
        on the first call, whatever its thread; a call meanwhile waits."""
        with self._lock:
            if self._fields is not None:
                fields, self._fields = self._fields, None
                # Some 600,000 new objects, none in a cycle: the cyclic collector
                # would walk them (and the whole heap) several times, holding the
                # interpreter lock the window needs (pauses of 40-90 ms).
                collecting = gc.isenabled()
                gc.disable()
                try:
                    self._record = saved_record(fields, self._game, self._moves)
                finally:
                    if collecting:
                        gc.enable()
            return self._record

    def recorder(self, record: Recording, calls: Sequence[Call] = ()) -> InputRecorder:
        """A recorder going on with ``record`` (read by :meth:`read`): every
        event and move before the save kept, the next ones on the same time
        axis (the game's clock from the first reveal), a ``RESUME`` event where
        it resumed, then ``calls`` made on it (those of the recorder that
        recorded the game while the record was read)."""
        game_moves, clock, base = self._moves, self._clock, self._base
        reveal = next((m for m in record.moves if m.kind is MoveKind.REVEAL), None)
        first = next((m for m in game_moves if m.kind is MoveKind.REVEAL), None)
        # The record's time at the game clock's 0 (before the first reveal:
        # where the record ended).
        record_base = reveal.t_ms - round(first.time * 1000) \
            if reveal is not None and first is not None else record.duration_ms - clock
        recorder = InputRecorder.continuing(record, base - record_base)
        now = base + clock
        recorder.resumed(now, clock)
        # The save's flags, should the record not say them yet.
        if self._assisted and not record.assisted:
            recorder.assist(now)
        if self._restarted and record.counted:
            recorder.known(now)
        replay_calls(recorder, calls)
        return recorder


def saved_record(fields: dict[str, object] | None, game: Game,
                 moves: Sequence[Move]) -> Recording | None:
    """The record a resumed game's save held, when it can be gone on with:
    read (:func:`read_record`) on ``game``'s board and playing ``moves`` (the
    game's when it resumed). None when there was none; a damaged one is
    logged and left (the game resumes from its moves, as from a save without
    a record)."""
    if fields is None:
        return None
    try:
        record = read_record(fields, game)
    except SaveFileError as error:
        log.warning("the saved game's record is not used: %s", error)
        return None
    if not _plays(record, moves) or (record.rows, record.cols) != (game.rows, game.cols):
        log.warning("the saved game's record does not play its moves; not used")
        return None
    return record


def _plays(record: Recording, moves: Sequence[Move]) -> bool:
    """Whether ``record``'s moves, undos applied, are ``moves`` (a save's
    record that does not is not gone on with)."""
    live: list[tuple[MoveKind, int, int]] = []
    for m in record.moves:
        if m.kind is MoveKind.UNDO:
            if live:
                live.pop()
        else:
            live.append((m.kind, m.row, m.col))
    return live == [(m.kind, m.row, m.col) for m in moves]
