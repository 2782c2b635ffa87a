"""Compact binary form of a :class:`Recording` (the history database's blob).

Layout: ``b"MSR1"`` then zlib (level 6) of: u32 (little-endian) length of a
UTF-8 JSON header, the header, then int32 little-endian column arrays:

* header: ``{"rows", "cols", "mines": [row-major indices], "first_click",
  "question_marks", "generator", "seed", "cell_px", "started_at", "software",
  "events": n, "moves": m}``;
* events, five arrays of ``n``: time step (ms since the previous event; the
  first from 0), ``kind * 4 + button``, x step, y step (pixels since the
  previous event), ``detail``;
* moves, five arrays of ``m``: time step, kind, row, col, event index step.

Column arrays of small deltas compress well (an expert game of two minutes
with a sampled mouse path: about 3-6 kB).
"""

from __future__ import annotations

import json
import struct
import sys
import zlib
from array import array
from itertools import accumulate

from .recording import Button, EventKind, InputEvent, MoveKind, Recording, Rules, TimedMove

MAGIC = b"MSR1"


class RecordingDecodeError(ValueError):
    """A blob is not a recording this version can read."""


def _ints(values: list[int]) -> bytes:
    a = array("i", values)
    if sys.byteorder != "little":
        a.byteswap()
    return a.tobytes()


def _deltas(values: list[int]) -> list[int]:
    return [b - a for a, b in zip([0, *values], values)]


def encode(rec: Recording) -> bytes:
    """The recording as a compact blob."""
    ev = rec.events
    mv = rec.moves
    header = {
        "rows": rec.rows, "cols": rec.cols,
        "mines": sorted(r * rec.cols + c for r, c in rec.mines),
        "first_click": rec.rules.first_click, "question_marks": rec.rules.question_marks,
        "generator": rec.rules.generator, "seed": rec.rules.seed,
        "cell_px": rec.cell_px, "started_at": rec.started_at, "software": rec.software,
        "events": len(ev), "moves": len(mv),
    }
    head = json.dumps(header, separators=(",", ":")).encode()
    body = [
        struct.pack("<I", len(head)), head,
        _ints(_deltas([e.t_ms for e in ev])),
        _ints([int(e.kind) * 4 + int(e.button) for e in ev]),
        _ints(_deltas([e.x_px for e in ev])),
        _ints(_deltas([e.y_px for e in ev])),
        _ints([e.detail for e in ev]),
        _ints(_deltas([m.t_ms for m in mv])),
        _ints([int(m.kind) for m in mv]),
        _ints([m.row for m in mv]),
        _ints([m.col for m in mv]),
        _ints(_deltas([m.event_index for m in mv])),
    ]
    return MAGIC + zlib.compress(b"".join(body), 6)


def decode(blob: bytes) -> Recording:
    """The recording in a blob made by :func:`encode`.

    Raises:
        RecordingDecodeError: not such a blob, damaged, or inconsistent.
    """
    if not blob.startswith(MAGIC):
        raise RecordingDecodeError("not a recording (unknown format)")
    try:
        raw = zlib.decompress(blob[len(MAGIC):])
        (n_head,) = struct.unpack_from("<I", raw)
        h = json.loads(raw[4:4 + n_head])
        n, m = int(h["events"]), int(h["moves"])
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
            for tt, k, xx, yy, d in zip(accumulate(t), kb, accumulate(x), accumulate(y), detail)
        )
        moves = tuple(
            TimedMove(tt, MoveKind(k), r, c, e)
            for tt, k, r, c, e in zip(accumulate(mcols[0]), mcols[1], mcols[2], mcols[3],
                                      accumulate(mcols[4]))
        )
        cols_n = int(h["cols"])
        return Recording(
            rows=int(h["rows"]), cols=cols_n,
            mines=frozenset(divmod(int(i), cols_n) for i in h["mines"]),
            rules=Rules(str(h["first_click"]), bool(h["question_marks"]), str(h["generator"]),
                        None if h["seed"] is None else int(h["seed"])),
            cell_px=int(h["cell_px"]), events=events, moves=moves,
            started_at=float(h["started_at"]), software=str(h["software"]),
        )
    except (zlib.error, struct.error, ValueError, KeyError, TypeError) as error:
        raise RecordingDecodeError(f"damaged recording ({error})") from None
