"""The save file's ``record`` field read back into a :class:`Recording` (loaded
after the first paint, when a resumed game's recorder goes on with it)."""

from __future__ import annotations

import math

from minesweeper_qt.engine import Game, MoveKind
from minesweeper_qt.engine.snapshot import MAX_SECONDS
from minesweeper_qt.replay.recording import (
    Button,
    EventKind,
    InputEvent,
    Recording,
    Rules,
    TimedMove,
)

from .history_columns import MAX_PLAYED_AT
from .save_format import EVENT, TIMED_MOVE, SaveFileError, _field, _int, _show, record_blobs

_EVENT_KINDS = {int(k): k for k in EventKind}
_BUTTONS = {int(b): b for b in Button}
_MOVE_KINDS = {int(k): k for k in MoveKind}
#: Latest time of an event or move (ms): the save's longest clock.
_MAX_T_MS = MAX_SECONDS * 1000


def read_record(fields: dict[str, object], game: Game) -> Recording:
    """The record of a save file's ``record`` field (``SavedGame.record``)
    on ``game``'s board, layout and rules, every event and move checked.

    Raises:
        SaveFileError: a field of the wrong type or out of range, a blob of
            the wrong size, an unknown kind or button, times out of order, a
            move off the board or naming a missing event.
    """
    cell_px = _int(fields, "cell_px", 1, 255)
    started_at = _field(fields, "started_at")
    if (isinstance(started_at, bool) or not isinstance(started_at, (int, float))
            or not math.isfinite(started_at) or not 0 <= started_at <= MAX_PLAYED_AT):
        raise SaveFileError(f"record started_at must be Unix seconds, not {_show(started_at)}")
    packed_events, packed_moves = record_blobs(fields)
    try:  # unpacked one by one (see record_blobs)
        events = tuple(InputEvent(t, _EVENT_KINDS[k], _BUTTONS[b], x, y, d)
                       for t, k, b, x, y, d in EVENT.iter_unpack(packed_events))
        moves = tuple(TimedMove(t, _MOVE_KINDS[k], r, c, i)
                      for t, k, r, c, i in TIMED_MOVE.iter_unpack(packed_moves))
    except KeyError as error:
        raise SaveFileError(f"the record holds an unknown kind or button {error}") from None
    # Times as the save's clock allows (the history's codec refuses a negative one).
    if any(not 0 <= e.t_ms <= _MAX_T_MS for e in events) \
            or any(not 0 <= t.t_ms <= _MAX_T_MS for t in moves):
        raise SaveFileError("the record holds a time out of range")
    rules = Rules(game.first_click.value, game.question_marks, game.generator.name, game.seed)
    try:
        return Recording(game.rows, game.cols, frozenset(game.mines), rules, cell_px, events,
                         moves, float(started_at))
    except ValueError as error:
        raise SaveFileError(f"the record is damaged ({error})") from None
