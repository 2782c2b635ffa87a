"""Compact binary form of a :class:`Recording` (the history database's blob).

Version 3 (written; ``docs/history-format.md`` has the details): ``b"MSR3"``
then a raw LZMA2 stream (no container; preset 9 with a 64 KiB window, lc=1,
lp=0, pb=0) of the layout below, with a short-key header (``n`` = rows, cols,
cell_px, grid, move_ms, events, moves), positions in ``grid`` units and move
times in ``move_ms`` units. Version 2 (``b"MSR2"``, read only) is:

* a varint length and a UTF-8 JSON header ``{"rows", "cols", "first_click",
  "question_marks", "generator", "seed", "cell_px", "started_at", "software",
  "events": n, "moves": m}``;
* the mines: their count, then their row-major indices in ascending order as
  steps from the previous one (the first from 0);
* columns of zig-zag LEB128 varints, one column after the other so that
  like numbers sit together (small numbers compress best that way):

  - ``kind * 4 + button`` of the ``n`` events;
  - for the mouse moves, in order: time step (ms since the previous event;
    time steps are plain LEB128, not zig-zag: never negative),
    then x and y as the step since the previous event minus the step a steady
    pointer would have made (the previous move's step scaled by the time
    steps, rounded half to even; 0 after any other event), as three columns;
  - for the other events: time step, x step, y step, ``detail`` (four
    columns; the first event's steps are from 0);
  - moves (``m`` each): time minus its event's time (ms; from the previous
    move's time when it names no event), kind, row minus the row of its
    event's pixel position, col likewise (so a click's move is ``0, 0``), event
    index step.

An expert game of two to three minutes with its mouse path (sampled at
20 Hz on a quarter-cell grid, see :class:`InputRecorder`) takes about 1.8 kB
(``benchmarks/history.py``).

Version 1 (``b"MSR1"``, read only): zlib of the same header with ``"mines"``
(row-major indices) behind a u32 little-endian length, then int32 little-endian
columns: events as above, moves as time step, kind, row, col, event index step.

Every blob is untrusted (a history file may come from elsewhere): decompression
never produces more than :func:`raw_bound` bytes, a bound worked out from the
header's board size and event and move counts (themselves capped by
:data:`MAX_EVENTS` and :data:`MAX_MOVES`) before the rest is inflated, so a
compression bomb is refused after a few kilobytes of output.
"""

from __future__ import annotations

import json
import lzma
import struct
import sys
import zlib
from array import array
from collections.abc import Callable, Iterator
from itertools import accumulate, pairwise
from typing import Any

from minesweeper_qt import bounded_json
from minesweeper_qt.engine.board_math import marked_indices

from .recording import MOVE_MS, Button, EventKind, InputEvent, MoveKind, Recording, Rules, TimedMove

MAGIC = b"MSR3"
_SOFTWARE = "minesweeper-qt"
MAGIC_V2 = b"MSR2"
MAGIC_V1 = b"MSR1"
# Literal context of 1 bit, no position bits: varint bytes are not aligned data.
_FILTERS_V2 = [{"id": lzma.FILTER_LZMA2, "preset": 9, "lc": 1, "lp": 0, "pb": 0}]
# Version 3: the same with a 64 KiB window (a recording is a few kB): preset 9's
# 64 MiB window made every encoder allocate ~670 MB, ~100 ms of page faults a game.
_FILTERS = [{"id": lzma.FILTER_LZMA2, "preset": 9, "dict_size": 1 << 16,
             "lc": 1, "lp": 0, "pb": 0}]


#: Most input events a stored recording may hold (an honest marathon on a
#: 1000 x 1000 board, mouse moves sampled at 20 Hz, stays well below).
MAX_EVENTS = 1_500_000
#: Most engine moves a stored recording may hold (auto-play included).
MAX_MOVES = 1_500_000
#: Largest board side (as :data:`minesweeper_qt.engine.MAX_SIDE`).
MAX_SIDE = 1000
#: Bytes of a stored value at most: a varint of 5 bytes holds 2^35 (a time step
#: of a year in ms, a pixel position far beyond any screen).
_VALUE_BYTES = 5
#: Decompressed bytes read to find the header (its length varint and JSON).
_HEAD_BYTES = 64 * 1024
#: Most events and moves a blob may declare per byte of its own (compressed)
#: size. LZMA packs a stream of zeros about 3,000 to 1 (some 800 events a
#: byte); honest recordings hold a few per byte, and a pointer moved at one
#: steady speed for the whole game (``tests/replay/crafted.py``) about 65. A
#: header claiming more is refused before the rest is inflated: a 2 kB blob
#: cannot ask for a million events (20 s of decoding).
ITEMS_PER_BYTE = 256


class RecordingDecodeError(ValueError):
    """A blob is not a recording this version can read."""


class DecodeCancelled(Exception):
    """:func:`decode` was cancelled (its ``cancelled`` turned true)."""


#: Values read between two looks at ``cancelled`` (a few ms of decoding).
_CHECK_EVERY = 1 << 14


def _never() -> bool:
    return False


def _checked(values: Iterator[int], cancelled: Callable[[], bool]) -> Iterator[int]:
    """``values``, looking at ``cancelled`` every :data:`_CHECK_EVERY` of them.

    Raises:
        DecodeCancelled: it turned true.
    """
    for i, value in enumerate(values):
        if not i % _CHECK_EVERY and cancelled():
            raise DecodeCancelled
        yield value


def raw_bound(head_bytes: int, rows: int, cols: int, events: int, moves: int) -> int:
    """Most bytes an honest recording's decompressed stream can hold, for a
    header of ``head_bytes`` (its length varint included) and its counts:
    the mine list (a count and a step per cell at most), one kind per event
    plus at most four columns of :data:`_VALUE_BYTES`-byte values, five
    columns per move.

    Raises:
        ValueError: a count or size out of range (see :data:`MAX_EVENTS`,
            :data:`MAX_MOVES`, :data:`MAX_SIDE`).
    """
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        raise ValueError(f"board {rows} x {cols}")
    if not (0 <= events <= MAX_EVENTS and 0 <= moves <= MAX_MOVES):
        raise ValueError(f"{events} events, {moves} moves")
    per_event = 1 + 4 * _VALUE_BYTES
    return (head_bytes + _VALUE_BYTES * (1 + rows * cols) + per_event * events
            + 5 * _VALUE_BYTES * moves)


def check_claim(events: int, moves: int, blob_bytes: int) -> None:
    """Refuse a header declaring more events and moves than a blob of
    ``blob_bytes`` can hold (see :data:`ITEMS_PER_BYTE`).

    Raises:
        ValueError: it declares more.
    """
    if events + moves > ITEMS_PER_BYTE * blob_bytes:
        raise ValueError(f"{events} events and {moves} moves declared in a blob of "
                         f"{blob_bytes} bytes")


def _inflate(decompress: Callable[[bytes, int], bytes], data: bytes,
             finished: Callable[[], bool], head_size: Callable[[bytearray], int],
             bound_of: Callable[[bytearray], int]) -> bytearray:
    """The whole output of a streaming decompressor (``decompress(data,
    max_length)``; ``finished()`` True at the end of the stream), never more
    than ``bound_of(start)`` bytes. ``start`` is the output up to the end of
    the header: first :data:`_HEAD_BYTES`, then as much as ``head_size(those
    bytes)`` asks for (a version 1 header lists the mines).

    Raises:
        ValueError: the output would pass the bound, or the stream ends early
            (or ``head_size`` / ``bound_of`` refuse the header).
    """
    out = bytearray(decompress(data, _HEAD_BYTES))  # grown in place: no copy of the whole
    need = head_size(out)
    if need > len(out) and not finished():
        out += decompress(b"", need - len(out))
    bound = bound_of(out)
    if len(out) > bound:
        raise ValueError(f"longer than its header allows ({bound} bytes)")
    while not finished() and len(out) <= bound:
        chunk = decompress(b"", min(1 << 20, bound - len(out) + 1))
        if not chunk:
            break
        out += chunk
    if len(out) > bound:
        raise ValueError(f"longer than its header allows ({bound} bytes)")
    if not finished():
        raise ValueError("the compressed stream ends early")
    return out


# --- varints ---------------------------------------------------------------------


def _put(out: bytearray, value: int) -> None:
    """Append ``value`` (any int) as a zig-zag LEB128 varint."""
    _put_unsigned(out, value * 2 if value >= 0 else -value * 2 - 1)


def _put_unsigned(out: bytearray, z: int) -> None:
    """Append ``z`` (>= 0) as a LEB128 varint."""
    while z >= 0x80:
        out.append((z & 0x7F) | 0x80)
        z >>= 7
    out.append(z)


def _read(data: bytes | bytearray, pos: int) -> tuple[int, int]:
    """(value, next position) of the zig-zag varint at ``pos``."""
    z = shift = 0
    while True:
        byte = data[pos]  # IndexError on a truncated stream
        pos += 1
        z |= (byte & 0x7F) << shift
        if byte < 0x80:
            break
        shift += 7
        if shift > 70:
            raise ValueError("varint too long")
    return (z >> 1) if not z & 1 else -((z + 1) >> 1), pos


def _unzig(value: int) -> int:
    """The unsigned varint that :func:`_read` decoded as zig-zag."""
    return value * 2 if value >= 0 else -value * 2 - 1


def _reader(data: bytes | bytearray, pos: int) -> Iterator[int]:
    while True:
        value, pos = _read(data, pos)
        yield value


def _flat_mines(rec: Recording) -> list[int]:
    """The mines as ascending flat indices ``row * cols + col``: marked on a
    map and listed in chunks, not sorted (sorting a 1000 x 1000 board's mines
    held Python's lock about 30 ms: a stall for the window's thread while the
    storage worker encoded a game's end)."""
    cols = rec.cols
    marks = bytearray(rec.rows * cols)
    for r, c in rec.mines:  # in range: Recording checks
        marks[r * cols + c] = 1
    return marked_indices(marks)


def _deltas(values: list[int]) -> list[int]:
    return [b - a for a, b in pairwise([0, *values])]


def _steady(dt: int, prev_dx: int, prev_dt: int) -> int:
    """The step of a pointer keeping the previous move's speed (0 without one)."""
    return round(prev_dx * dt / prev_dt) if prev_dt > 0 else 0


def _grid(ev: tuple[InputEvent, ...], cell_px: int) -> int:
    """The position grid of the events: ``cell_px // 4`` when every position is
    the centre of a square of that grid (as :class:`InputRecorder` keeps them),
    else 1 (e.g. an imported replay)."""
    g = max(1, cell_px // 4)
    off = g // 2
    if g > 1 and all((e.x_px - off) % g == 0 and (e.y_px - off) % g == 0 for e in ev):
        return g
    return 1


def _to_grid(ev: tuple[InputEvent, ...], g: int) -> tuple[InputEvent, ...]:
    if g == 1:
        return ev
    off = g // 2
    return tuple(InputEvent(e.t_ms, e.kind, e.button, (e.x_px - off) // g, (e.y_px - off) // g,
                            e.detail) for e in ev)


def _from_grid(ev: tuple[InputEvent, ...], g: int) -> tuple[InputEvent, ...]:
    if g == 1:
        return ev
    off = g // 2
    return tuple(InputEvent(e.t_ms, e.kind, e.button, e.x_px * g + off, e.y_px * g + off,
                            e.detail) for e in ev)


def _move_step(ev: tuple[InputEvent, ...]) -> int:
    """:data:`MOVE_MS` when every mouse move's time is a multiple of it or the
    previous event's time (as :class:`InputRecorder` keeps them), else 1."""
    q, pt = MOVE_MS, 0
    for e in ev:
        if e.kind is EventKind.MOVE and e.t_ms % q and e.t_ms != pt:
            return 1
        pt = e.t_ms
    return q


def _event_columns(ev: tuple[InputEvent, ...], q: int = 1) -> list[list[int]]:
    kinds: list[int] = []
    move_cols: list[list[int]] = [[], [], []]
    other_cols: list[list[int]] = [[], [], [], []]
    pt = px = py = 0
    vx = vy = vdt = 0  # the previous move's steps; vdt 0: no move just before
    for e in ev:
        dt, dx, dy = e.t_ms - pt, e.x_px - px, e.y_px - py
        kinds.append(int(e.kind) * 4 + int(e.button))
        if e.kind is EventKind.MOVE:
            # Time in q-steps: t // q - pt // q; decoded as max(pt, that * q).
            move_cols[0].append(e.t_ms // q - pt // q)
            move_cols[1].append(dx - _steady(dt, vx, vdt))
            move_cols[2].append(dy - _steady(dt, vy, vdt))
            vx, vy, vdt = dx, dy, dt
        else:
            for column, value in zip(other_cols, (dt, dx, dy, e.detail), strict=True):
                column.append(value)
            vdt = 0
        pt, px, py = e.t_ms, e.x_px, e.y_px
    return [kinds, *move_cols, *other_cols]


def _events_from(values: Iterator[int], n: int, q: int = 1,
                 cancelled: Callable[[], bool] = _never) -> tuple[InputEvent, ...]:
    kinds = [next(values) for _ in range(n)]
    n_moves = sum(1 for k in kinds if k // 4 == EventKind.MOVE)
    mt = [_unzig(next(values)) for _ in range(n_moves)]
    mx, my = ([next(values) for _ in range(n_moves)] for _ in range(2))
    ot = [_unzig(next(values)) for _ in range(n - n_moves)]
    ox, oy, od = ([next(values) for _ in range(n - n_moves)] for _ in range(3))
    events: list[InputEvent] = []
    pt = px = py = 0
    vx = vy = vdt = 0
    im = io = 0
    for i, k in enumerate(kinds):
        if not i % _CHECK_EVERY and cancelled():
            raise DecodeCancelled
        kind, button = EventKind(k // 4), Button(k % 4)
        if kind is EventKind.MOVE:
            dt = max(pt, (pt // q + mt[im]) * q) - pt
            dx = mx[im] + _steady(dt, vx, vdt)
            dy = my[im] + _steady(dt, vy, vdt)
            im += 1
            vx, vy, vdt = dx, dy, dt
            detail = 0
        else:
            dt, dx, dy, detail = ot[io], ox[io], oy[io], od[io]
            io += 1
            vdt = 0
        pt, px, py = pt + dt, px + dx, py + dy
        events.append(InputEvent(pt, kind, button, px, py, detail))
    return tuple(events)


#: Columns (see :func:`_event_columns`) stored without zig-zag: event time steps.
_UNSIGNED = frozenset({1, 4})


def _header(rec: Recording, grid: int, move_ms: int) -> bytes:
    """Version 3's JSON header: short keys, defaults left out (it is ~10% of a
    blob)."""
    header: dict[str, object] = {
        "n": [rec.rows, rec.cols, rec.cell_px, grid, move_ms, len(rec.events), len(rec.moves)],
        "f": rec.rules.first_click, "g": rec.rules.generator, "t": rec.started_at,
    }
    if rec.rules.question_marks:
        header["q"] = 1
    if rec.rules.seed is not None:
        header["s"] = rec.rules.seed
    if rec.software != _SOFTWARE:
        header["w"] = rec.software
    if rec.player:
        header["p"] = rec.player
    return json.dumps(header, separators=(",", ":")).encode()


def _long_header(h: dict[str, object]) -> dict[str, object]:
    """Version 3's header in version 2's keys."""
    n = h["n"]
    if not isinstance(n, list) or len(n) != 7:
        raise ValueError("header")
    rows, cols, cell_px, grid, move_ms, events, moves = (int(v) for v in n)
    return {"rows": rows, "cols": cols, "cell_px": cell_px, "grid": grid, "move_ms": move_ms,
            "events": events, "moves": moves, "first_click": h["f"], "generator": h["g"],
            "started_at": h["t"], "question_marks": bool(h.get("q", 0)), "seed": h.get("s"),
            "software": h.get("w", _SOFTWARE), "player": h.get("p", "")}


def _anchor(rec: Recording, move: TimedMove, previous_t: int) -> tuple[int, int, int]:
    """(time, row, col) a move is stored relative to: its event's time and cell."""
    if move.event_index < 0:
        return previous_t, 0, 0
    ev = rec.events[move.event_index]
    px = rec.cell_px
    return ev.t_ms, ev.y_px // px, ev.x_px // px


def encode(rec: Recording) -> bytes:
    """The recording as a compact blob (version 3).

    Raises:
        ValueError: more events or moves than :data:`MAX_EVENTS` /
            :data:`MAX_MOVES` (such a blob could not be read back).
    """
    ev, mv = rec.events, rec.moves
    raw_bound(0, rec.rows, rec.cols, len(ev), len(mv))
    out = bytearray()
    grid = _grid(ev, rec.cell_px)
    move_ms = _move_step(ev)
    head = _header(rec, grid, move_ms)
    _put(out, len(head))
    out += head
    mines = _flat_mines(rec)
    _put(out, len(mines))
    for gap in _deltas(mines):
        _put(out, gap)
    columns = _event_columns(_to_grid(ev, grid), move_ms)
    mt: list[int] = []
    mr: list[int] = []
    mc: list[int] = []
    previous_t = 0
    for m in mv:
        t0, r0, c0 = _anchor(rec, m, previous_t)
        mt.append(m.t_ms - t0)
        mr.append(m.row - r0)
        mc.append(m.col - c0)
        previous_t = m.t_ms
    columns += [mt, [int(m.kind) for m in mv], mr, mc, _deltas([m.event_index for m in mv])]
    # Time steps of events are never negative (Recording keeps them in order).
    for i, column in enumerate(columns):
        put = _put_unsigned if i in _UNSIGNED else _put
        for value in column:
            put(out, value)
    return MAGIC + lzma.compress(bytes(out), format=lzma.FORMAT_RAW, filters=_FILTERS)


def decode(blob: bytes, cancelled: Callable[[], bool] = _never) -> Recording:
    """The recording in a blob made by :func:`encode` (or the version 1
    encoder); ``cancelled`` is looked at every few milliseconds of a long one.

    Raises:
        RecordingDecodeError: not such a blob, damaged, or inconsistent.
        DecodeCancelled: ``cancelled`` turned true (version 2 and 3 blobs).
    """
    if blob.startswith(MAGIC_V1):
        return _decode_v1(blob)
    if not blob.startswith((MAGIC, MAGIC_V2)):  # version 2: version 3 without "grid"
        raise RecordingDecodeError("not a recording (unknown format)")
    try:
        v3 = blob.startswith(MAGIC)
        decompressor = lzma.LZMADecompressor(format=lzma.FORMAT_RAW,
                                             filters=_FILTERS if v3 else _FILTERS_V2)

        def bound_of(start: bytearray) -> int:
            head = _head(start, v3)
            check_claim(int(head["events"]), int(head["moves"]), len(blob))
            return raw_bound(_head_end(start), int(head["rows"]), int(head["cols"]),
                             int(head["events"]), int(head["moves"]))

        raw = _inflate(decompressor.decompress, blob[len(MAGIC):],
                       lambda: decompressor.eof, _head_end, bound_of)
        h = _head(raw, v3)
        n, m = int(h["events"]), int(h["moves"])
        raw_bound(_head_end(raw), int(h["rows"]), int(h["cols"]), n, m)
        if 4 * n + 5 * m > len(raw):
            raise ValueError("wrong counts")
        values = _checked(_reader(raw, _head_end(raw)), cancelled)
        n_mines = next(values)
        if not 0 <= n_mines <= int(h["rows"]) * int(h["cols"]):
            raise ValueError(f"{n_mines} mines")
        mines = list(accumulate(next(values) for _ in range(n_mines)))
        grid = int(h.get("grid", 1))
        if not 1 <= grid <= 1 << 16:
            raise ValueError(f"grid {grid}")
        move_ms = int(h.get("move_ms", 1))
        if not 1 <= move_ms <= 1000:
            raise ValueError(f"move_ms {move_ms}")
        events = _from_grid(_events_from(values, n, move_ms, cancelled), grid)
        mt, mk, mr, mc, me = ([next(values) for _ in range(m)] for _ in range(5))
        rec = _recording(h, mines, events, ())
        moves: list[TimedMove] = []
        previous_t = 0
        for dt, k, dr, dc, index in zip(mt, mk, mr, mc, accumulate(me), strict=True):
            if not -1 <= index < n:
                raise ValueError(f"move names event {index}")
            probe = TimedMove(0, MoveKind(k), 0, 0, index)
            t0, r0, c0 = _anchor(rec, probe, previous_t)
            move = TimedMove(t0 + dt, MoveKind(k), r0 + dr, c0 + dc, index)
            moves.append(move)
            previous_t = move.t_ms
        return _recording(h, mines, events, tuple(moves))
    except (lzma.LZMAError, ValueError, KeyError, TypeError, IndexError,
            StopIteration, RuntimeError) as error:
        raise RecordingDecodeError(f"damaged recording ({error})") from None


def right_pressed(blob: bytes) -> bool:
    """Whether the recording in ``blob`` holds a right-button press, read
    from its first column only (a few times faster than :func:`decode`):
    False says for sure that no flag was placed by a click of ours (see
    ``InputRecorder.finish``); True, or a blob of another version or a damaged
    one, needs the whole recording."""
    if not blob.startswith(MAGIC):
        return True
    try:
        decompressor = lzma.LZMADecompressor(format=lzma.FORMAT_RAW, filters=_FILTERS)

        def bound_of(start: bytearray) -> int:
            head = _head(start, True)
            check_claim(int(head["events"]), int(head["moves"]), len(blob))
            return raw_bound(_head_end(start), int(head["rows"]), int(head["cols"]),
                             int(head["events"]), int(head["moves"]))

        raw = _inflate(decompressor.decompress, blob[len(MAGIC):],
                       lambda: decompressor.eof, _head_end, bound_of)
        h = _head(raw, True)
        values = _reader(raw, _head_end(raw))
        for _ in range(next(values)):  # the mines
            next(values)
        right = int(EventKind.PRESS) * 4 + int(Button.RIGHT)
        return any(next(values) == right for _ in range(int(h["events"])))
    except Exception:  # damaged: the caller reads it whole (and is told)
        return True


def _head_end(raw: bytes | bytearray) -> int:
    """Where the header of a version 2 or 3 stream ends."""
    n_head, pos = _read(raw, 0)
    if not 0 < n_head <= _HEAD_BYTES // 2:
        raise ValueError(f"header of {n_head} bytes")
    return pos + n_head


def _head(raw: bytes | bytearray, v3: bool) -> dict[str, Any]:
    """The header of a version 2 or 3 stream (in version 2's keys).

    Raises:
        ValueError: no header, or not one (the stream is too short, or the
            header is not a JSON object).
    """
    _, pos = _read(raw, 0)
    end = _head_end(raw)
    if end > len(raw):
        raise ValueError("truncated header")
    h = bounded_json.loads(raw[pos:end], max_bytes=_HEAD_BYTES, max_depth=2)
    if not isinstance(h, dict):
        raise ValueError("header")
    return _long_header(h) if v3 else h


def _recording(h: dict[str, object], mines: list[int], events: tuple[InputEvent, ...],
               moves: tuple[TimedMove, ...]) -> Recording:
    cols_n = int(h["cols"])  # type: ignore[call-overload]
    seed = h["seed"]
    return Recording(
        rows=int(h["rows"]), cols=cols_n,  # type: ignore[call-overload]
        mines=frozenset(divmod(i, cols_n) for i in mines),
        rules=Rules(str(h["first_click"]), bool(h["question_marks"]), str(h["generator"]),
                    None if seed is None else int(seed)),  # type: ignore[call-overload]
        cell_px=int(h["cell_px"]), events=events, moves=moves,  # type: ignore[call-overload]
        started_at=float(h["started_at"]), software=str(h["software"]),  # type: ignore[arg-type]
        player=str(h.get("player", "")),
    )


def _v1_head(text: bytes | bytearray) -> dict[str, Any]:
    """A version 1 header (it lists the mines: up to a few MB).

    Raises:
        ValueError: not a JSON object.
    """
    h = bounded_json.loads(text, max_bytes=8 * MAX_SIDE * MAX_SIDE, max_depth=2)
    if not isinstance(h, dict):
        raise ValueError("header")
    return h


def _decode_v1(blob: bytes) -> Recording:
    try:
        decompressor = zlib.decompressobj()

        def head_size(start: bytearray) -> int:
            (n_head,) = struct.unpack_from("<I", start)
            if n_head > 8 * MAX_SIDE * MAX_SIDE:  # the header lists the mines
                raise ValueError(f"header of {n_head} bytes")
            return 4 + int(n_head)

        def bound_of(start: bytearray) -> int:
            n_head = head_size(start)
            head = _v1_head(start[4:n_head])
            events, moves = int(head["events"]), int(head["moves"])
            check_claim(events, moves, len(blob))
            raw_bound(0, int(head["rows"]), int(head["cols"]), events, moves)
            return n_head + 20 * (events + moves)  # five int32 per event and move

        def inflate(data: bytes, max_length: int) -> bytes:
            # zlib hands back the input it did not use: feed it again.
            return decompressor.decompress(data or decompressor.unconsumed_tail, max_length)

        raw = _inflate(inflate, blob[len(MAGIC_V1):], lambda: decompressor.eof,
                       head_size, bound_of)
        (n_head,) = struct.unpack_from("<I", raw)
        h = _v1_head(raw[4:4 + n_head])
        n, m = int(h["events"]), int(h["moves"])
        raw_bound(0, int(h["rows"]), int(h["cols"]), n, m)
        a = array("i")
        a.frombytes(raw[4 + n_head:])
        if sys.byteorder != "little":
            a.byteswap()
        if len(a) != 5 * (n + m):
            raise ValueError("wrong length")
        cols = [a[i * n:(i + 1) * n].tolist() for i in range(5)]
        base = 5 * n
        mcols = [a[base + i * m:base + (i + 1) * m].tolist() for i in range(5)]
        t, kb, x, y, detail = cols[0], cols[1], cols[2], cols[3], cols[4]
        events = tuple(
            InputEvent(tt, EventKind(k // 4), Button(k % 4), xx, yy, d)
            for tt, k, xx, yy, d in zip(
                accumulate(t), kb, accumulate(x), accumulate(y), detail, strict=True
            )
        )
        moves = tuple(
            TimedMove(tt, MoveKind(k), r, c, e)
            for tt, k, r, c, e in zip(accumulate(mcols[0]), mcols[1], mcols[2], mcols[3],
                                      accumulate(mcols[4]), strict=True)
        )
        return _recording(h, [int(i) for i in h["mines"]], events, moves)
    except (zlib.error, struct.error, ValueError, KeyError, TypeError) as error:
        raise RecordingDecodeError(f"damaged recording ({error})") from None
