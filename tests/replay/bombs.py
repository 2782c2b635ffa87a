"""Helpers of the hostile-recording tests (not a test): compression bombs in the
history's recording format (``replay/codec.py``)."""

from __future__ import annotations

import json
import lzma
import random
import zlib

from minesweeper_qt.replay import codec
from minesweeper_qt.replay.recording import Button, EventKind, InputRecorder, Recording, Rules

_CHUNK = b"\0" * (1 << 24)


def small_recording() -> Recording:
    """An honest recording of one click on a 9 x 9 board."""
    rec = InputRecorder(9, 9, 24, Rules("opening", False, "uniform", 1))
    rec.press(0, Button.LEFT, 10, 10)
    rec.release(50, Button.LEFT, 10, 10)
    return rec.finish(frozenset({(8, 8)}))


def lzma_bomb(zero_mib: int, head: dict[str, object] | None = None) -> bytes:
    """A version 3 blob: an honest recording's stream (or a stream starting
    with the header ``head``) followed by ``zero_mib`` MiB of zero bytes,
    compressed (256 MiB make about 40 KB)."""
    if head is None:
        blob = codec.encode(small_recording())
        start = lzma.decompress(blob[4:], format=lzma.FORMAT_RAW, filters=codec._FILTERS)
    else:
        text = json.dumps(head, separators=(",", ":")).encode()
        out = bytearray()
        codec._put(out, len(text))
        start = bytes(out) + text
    compressor = lzma.LZMACompressor(format=lzma.FORMAT_RAW, filters=codec._FILTERS)
    parts = [compressor.compress(start)]
    parts += [compressor.compress(_CHUNK) for _ in range(zero_mib // 16)]
    parts.append(compressor.flush())
    return codec.MAGIC + b"".join(parts)


def zlib_bomb(zero_mib: int) -> bytes:
    """A version 1 blob: a small header, then ``zero_mib`` MiB of zero bytes."""
    head = json.dumps({"rows": 9, "cols": 9, "first_click": "opening", "question_marks": False,
                       "generator": "uniform", "seed": 1, "cell_px": 24, "started_at": 0.0,
                       "software": "x", "events": 2, "moves": 0, "mines": [80]}).encode()
    compressor = zlib.compressobj(9)
    parts = [compressor.compress(len(head).to_bytes(4, "little") + head)]
    parts += [compressor.compress(_CHUNK) for _ in range(zero_mib // 16)]
    parts.append(compressor.flush())
    return codec.MAGIC_V1 + b"".join(parts)


def overclaiming_row(events: int = 1_500_000) -> bytes:
    """The reliability probe's crafted history row (issue 42): a version 3
    blob of about 2 kB whose header claims a 1000 x 1000 board and ``events``
    mouse moves that all stand still (the same byte for each kind, then zero
    bytes): a valid recording, which without a check against the blob's own
    size decodes in 20 s and 360 MB."""
    text = json.dumps({"n": [1000, 1000, 24, 1, 1, events, 0], "f": "opening",
                       "g": "uniform", "t": 0}, separators=(",", ":")).encode()
    out = bytearray()
    codec._put(out, len(text))
    compressor = lzma.LZMACompressor(format=lzma.FORMAT_RAW, filters=codec._FILTERS)
    move = bytearray()
    codec._put(move, int(EventKind.MOVE) * 4 + int(Button.NONE))
    body = b"\0" + bytes(move) * events + b"\0" * (3 * events)  # no mines, the moves
    parts = [compressor.compress(bytes(out) + text + body),
             compressor.flush()]
    return codec.MAGIC + b"".join(parts)


def slow_row(events: int = 1_500_000, mines: int = 60_000, seed: int = 42) -> bytes:
    """A version 3 blob that passes every check of the codec and still takes
    seconds to decode (to test that a long read holds up nothing): a
    1000 x 1000 board with ``mines`` mines at random gaps (about 30 kB that
    do not compress, so the blob can hold its claim) and ``events`` mouse
    moves that stand still."""
    rng = random.Random(seed)
    text = json.dumps({"n": [1000, 1000, 24, 1, 1, events, 0], "f": "opening",
                       "g": "uniform", "t": 0}, separators=(",", ":")).encode()
    out = bytearray()
    codec._put(out, len(text))
    out += text
    codec._put(out, mines)
    for _ in range(mines):
        codec._put(out, rng.randint(1, 16))
    move = bytearray()
    codec._put(move, int(EventKind.MOVE) * 4 + int(Button.NONE))
    body = bytes(move) * events + b"\0" * (3 * events)
    compressor = lzma.LZMACompressor(format=lzma.FORMAT_RAW, filters=codec._FILTERS)
    return codec.MAGIC + compressor.compress(bytes(out) + body) + compressor.flush()
