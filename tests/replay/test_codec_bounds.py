"""A recording in the history cannot inflate past a bound derived from its
header (issue: a 229 KB LZMA row inflating to 3.1 GB froze the History window
16 s): compression bombs are refused in well under a second and 100 MB, in a
child process whose peak memory is measured; honest recordings, long pauses and
far positions included, still decode."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from bombs import lzma_bomb, overclaiming_row, small_recording, zlib_bomb
from crafted import honest_recording
from timing import reference_s

from minesweeper_qt.replay import codec
from minesweeper_qt.replay.recording import Button, EventKind, InputEvent, Recording

#: Memory a refusal may take (issue 30), and CPU time in units of the reference
#: work (tests/timing.py; about 1 s idle; inflating the bomb takes 20 s and more).
BUDGET_BYTES = 100 * 1024 * 1024
BUDGET_UNITS = 20

_MEASURE = """
import sys, time
from minesweeper_qt.replay import codec

def peak():  # kB; ru_maxrss would keep the parent's peak across exec
    with open("/proc/self/status") as status:
        return int(status.read().split("VmHWM:")[1].split()[0])

blob = open(sys.argv[1], "rb").read()
before = peak()
start, cpu = time.perf_counter(), time.process_time()
try:
    codec.decode(blob)
    print("DECODED")
except codec.RecordingDecodeError as error:
    print("REFUSED", error)
print("TIME", time.perf_counter() - start, time.process_time() - cpu)
print("PEAK", (peak() - before) * 1024)
"""


def decode_in_child(blob: bytes, folder: Path) -> tuple[str, float, float, int]:
    """(first line, seconds, CPU seconds, peak memory growth in bytes) of
    decoding ``blob`` in a fresh Python (CPU time: the machine may be busy)."""
    path = folder / "blob.bin"
    path.write_bytes(blob)
    done = subprocess.run([sys.executable, "-c", _MEASURE, str(path)], capture_output=True,
                          text=True, timeout=120, check=True)
    lines = done.stdout.splitlines()
    return (lines[0], float(lines[1].split()[1]), float(lines[1].split()[2]),
            int(lines[2].split()[1]))


BOMBS = {
    # An honest header (one click on 9 x 9) then 256 MiB of zeros: ~40 KB.
    "lzma, honest header": lambda: lzma_bomb(256),
    # A header claiming the largest board and every event and move allowed.
    "lzma, largest claims": lambda: lzma_bomb(256, {
        "n": [1000, 1000, 24, 1, 1, codec.MAX_EVENTS, codec.MAX_MOVES],
        "f": "opening", "g": "uniform", "t": 0}),
    "zlib (version 1)": lambda: zlib_bomb(256),
}


@pytest.mark.skipif(not Path("/proc/self/status").exists(),
                    reason="peak memory is read from /proc")
@pytest.mark.parametrize("kind", BOMBS)
def test_a_compression_bomb_is_refused_fast_in_little_memory(kind: str, tmp_path: Path) -> None:
    blob = BOMBS[kind]()
    unit = reference_s()
    first, seconds, cpu, peak = decode_in_child(blob, tmp_path)
    budget_s = BUDGET_UNITS * max(unit, reference_s())
    print(f"\n{kind}: {len(blob) / 1024:.0f} KiB blob (256 MiB inflated): refused in "
          f"{seconds * 1000:.1f} ms ({cpu * 1000:.1f} ms CPU), peak memory +{peak / 2**20:.1f} "
          f"MiB (budget {budget_s * 1000:.0f} ms, {BUDGET_BYTES / 2**20:.0f} MiB)")
    assert first.startswith("REFUSED") and "longer than its header allows" in first
    assert cpu < budget_s and peak < BUDGET_BYTES


def test_a_truncated_or_overclaiming_blob_is_refused() -> None:
    blob = codec.encode(small_recording())
    with pytest.raises(codec.RecordingDecodeError, match="ends early"):
        codec.decode(blob[:-3])
    with pytest.raises(codec.RecordingDecodeError, match="events"):
        codec.decode(lzma_bomb(0, {"n": [9, 9, 24, 1, 1, codec.MAX_EVENTS + 1, 0],
                                   "f": "opening", "g": "uniform", "t": 0}))
    with pytest.raises(codec.RecordingDecodeError, match="board"):
        codec.decode(lzma_bomb(0, {"n": [1001, 9, 24, 1, 1, 0, 0],
                                   "f": "opening", "g": "uniform", "t": 0}))


def test_honest_recordings_with_long_pauses_and_far_positions_still_decode() -> None:
    base = small_recording()
    events = list(base.events)
    t = events[-1].t_ms
    for i in range(60_000):  # a long game: pauses up to a day, positions to 30,000 px
        t += 86_400_000 if i % 10_000 == 0 else 7 + i % 50
        x, y = (i * 37) % 30_000, (i * 91) % 30_000
        kind = EventKind.MOVE if i % 3 else EventKind.PRESS
        events.append(InputEvent(t, kind, Button.NONE if i % 3 else Button.LEFT, x, y))
    rec = Recording(1000, 1000, base.mines, base.rules, 30, tuple(events), base.moves,
                    base.started_at, base.software, base.player)
    back = codec.decode(codec.encode(rec))
    assert back.events == rec.events and back.moves == rec.moves


def test_more_events_than_can_be_read_back_are_not_written() -> None:
    base = small_recording()
    events = base.events + (base.events[-1],) * codec.MAX_EVENTS
    rec = Recording(9, 9, base.mines, base.rules, 24, events, (), 0.0, "x", "")
    with pytest.raises(ValueError, match="events"):
        codec.encode(rec)


def test_a_header_claiming_more_events_than_its_bytes_hold_is_refused_at_once() -> None:
    blob = overclaiming_row()
    assert len(blob) < 4000  # the probe's row: 2.3 kB for 1.5 million events
    with pytest.raises(codec.RecordingDecodeError, match="declared in a blob of"):
        codec.decode(blob)
    assert codec.right_pressed(blob)  # "read it whole", which refuses it
    # The same claim in a blob that can hold it is only bounded by the raw size.
    small = overclaiming_row(events=codec.ITEMS_PER_BYTE)
    back = codec.decode(small)
    assert len(back.events) == codec.ITEMS_PER_BYTE


def test_a_steady_pointer_for_a_whole_game_is_within_the_claim_limit() -> None:
    # The most compressible honest recording we know: every move at one speed.
    rec, _ = honest_recording(moves_per_click=200)
    blob = codec.encode(rec)
    assert len(rec.events) + len(rec.moves) <= codec.ITEMS_PER_BYTE * len(blob) / 3
    assert codec.decode(blob).events == rec.events
