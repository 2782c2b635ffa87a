"""Replay files: the table of formats (:data:`FORMATS`), EVF export, and AVF /
RMV / MVF / EVF import through ms-toollib.

:data:`FORMATS` is the one list of replay formats (suffix, the name a file
dialog shows, ms-toollib's reader, the writer where the game writes one): the
command line, the file dialogs, the exports and the parsing child all read it,
and no other module names a suffix (tests/test_names_once.py).

Export (:func:`evf_bytes`, :func:`export_evf`) writes **EVF version 4** (the
open format of Metasweeper, whose reference reader is ms-toollib) from a
:class:`Recording` with the recording's own millisecond times. It does not go
through ``ms_toollib.BaseVideo``: that class stamps every ``step`` with its own
wall clock (``Instant::now()`` inside ``step``; its Python API has no way to
give a time, and ``current_time`` is a setter for the *playback* cursor only),
so a game fed to it after the fact would get the times of the feeding loop.
The encoder follows the layout BaseVideo writes (tests compare the two byte for
byte, times aside, and read our files back with ``ms_toollib.EvfVideo``):

    u8 4 (version); u8 flags (0x80 won, 0x40 official, 0x20 fair,
    0x10 no right click made effective ("NF")); u8 flags (0x80 question marks);
    u8 rows; u8 cols; u16 mines; u8 cell px; u16 mode (0 standard);
    u16 3BV; u32 time in ms; 2 bytes country ("XX"); u64 start and u64 end
    (Unix microseconds); NUL-terminated software, player, race id, unique id;
    u16 length + device uuid; the board as bits, row-major, most significant bit
    first, 1 = mine, padded to a byte; u16 count + that many NUL-terminated
    custom fields (ours: the record's flags, below); the mouse events;
    u8 0; u16 length + checksum.
    First event: u8 code, u8 time (0), u16 x, u16 y. Each next event: while the
    time step exceeds 255 ms, (u8 255, u16 pause ms); then u8 code, u8 time step,
    i16 dx, i16 dy. Codes: 1 move, 2/3 left down/up, 4/5 right down/up,
    6/7 middle down/up, and for events imported from other files 8 pre-flag,
    9 both buttons down, 10/11/12 left/right/middle toggled. x is the column
    pixel, y the row pixel; a position outside the board is written as
    (cols * cell_px, rows * cell_px). All numbers big-endian.

Only the part of the recording that makes the game is written, as
ms-toollib's recorder does: from the first press on the board to the event
that ends the game. Keys, touches and hints have no place in EVF, but the
moves they made do: our recordings hold a click for every move, whatever
input made it (see ``InputRecorder.finish``). A game whose loss was taken back
(undo, practice) is written without the losing click and the undo, so it plays
to its real end (recordings older than that, whose clicks are raw mouse
gestures, stop at their first loss). A game that is not the player's own
counted play (assisted, restarted, resumed) has no "fair" flag, and its
record's flags are written as custom fields (:data:`FLAG_FIELDS`), which
import reads back (ms-toollib skips them); a file of another program without
the "fair" flag is imported as assisted.

Import (:func:`import_replay`) reads a file with ms-toollib's ``AvfVideo``,
``RmvVideo``, ``MvfVideo`` or ``EvfVideo`` and returns a :class:`Recording`
(board, cell size, mouse events with times rounded to ms; the engine moves are
derived by :mod:`.clicks`). ms-toollib aborts the whole process (a Rust panic)
on some damaged files, so by default the file is parsed in a child Python
process, isolated from every folder another user can write to, its memory
capped (see :mod:`.parse_child`), which hands the recording back packed by
:mod:`.codec`; a damaged file then raises :class:`ReplayFormatError`. Files over
:data:`MAX_REPLAY_BYTES` or :data:`MAX_REPLAY_EVENTS` are refused with their
own errors (:class:`ReplayTooLarge`, :class:`TooManyEvents`), the count read
from the parsed file before its events are listed.

ms-toollib is optional (wheels exist for Windows x86-64, macOS arm64 and Linux
x86-64): import needs it and raises :class:`ReplayLibraryMissing` without it;
export does not need it.
"""

from __future__ import annotations

import os
import stat
import struct
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from .clicks import count_clicks
from .codec import RecordingDecodeError, decode, encode
from .parse_child import CHILD_MEMORY_BYTES, run_parse_child
from .recording import (
    Button,
    ClickSource,
    EventKind,
    InputEvent,
    MoveKind,
    Recording,
    Rules,
    TimedMove,
)
from .statistics import compute

_EVF_CODES = {
    (EventKind.MOVE, Button.NONE): 1,
    (EventKind.PRESS, Button.LEFT): 2,
    (EventKind.RELEASE, Button.LEFT): 3,
    (EventKind.PRESS, Button.RIGHT): 4,
    (EventKind.RELEASE, Button.RIGHT): 5,
    (EventKind.PRESS, Button.MIDDLE): 6,
    (EventKind.RELEASE, Button.MIDDLE): 7,
    (EventKind.PRE_FLAG, Button.NONE): 8,
    (EventKind.BOTH_DOWN, Button.NONE): 9,
    (EventKind.TOGGLE, Button.LEFT): 10,
    (EventKind.TOGGLE, Button.RIGHT): 11,
    (EventKind.TOGGLE, Button.MIDDLE): 12,
}
_FROM_TOOLLIB = {
    "mv": (EventKind.MOVE, Button.NONE),
    "lc": (EventKind.PRESS, Button.LEFT),
    "lr": (EventKind.RELEASE, Button.LEFT),
    "rc": (EventKind.PRESS, Button.RIGHT),
    "rr": (EventKind.RELEASE, Button.RIGHT),
    "mc": (EventKind.PRESS, Button.MIDDLE),
    "mr": (EventKind.RELEASE, Button.MIDDLE),
    "pf": (EventKind.PRE_FLAG, Button.NONE),
    "cc": (EventKind.BOTH_DOWN, Button.NONE),
    "l": (EventKind.TOGGLE, Button.LEFT),
    "r": (EventKind.TOGGLE, Button.RIGHT),
    "m": (EventKind.TOGGLE, Button.MIDDLE),
}


#: The record's flags as EVF custom fields (our own names): the field is
#: there when the flag is set, and import writes the flag's event back.
FLAG_FIELDS = {
    "minesweeper-qt:assisted": EventKind.ASSIST,
    "minesweeper-qt:resumed": EventKind.RESUME,
    "minesweeper-qt:undo-used": EventKind.UNDONE,
    "minesweeper-qt:known": EventKind.KNOWN,
}


def _flag_fields(recording: Recording) -> list[bytes]:
    """The custom fields of ``recording``'s flags (see :data:`FLAG_FIELDS`)."""
    on = {EventKind.ASSIST: recording.assisted, EventKind.RESUME: recording.resumed,
          EventKind.UNDONE: recording.undo_used,
          EventKind.KNOWN: any(e.kind is EventKind.KNOWN for e in recording.events)}
    return [name.encode("ascii") for name, kind in FLAG_FIELDS.items() if on[kind]]


def evf_custom_fields(data: bytes) -> list[str]:
    """The custom fields of an EVF version 4 file's bytes (see the module
    notes); [] for another version or a file too short to hold them."""
    try:
        if data[0] != 4:
            return []
        rows, cols = data[3], data[4]
        pos = 3 + struct.calcsize(">BBHBHHI") + 2 + 16
        for _ in range(4):  # software, player, race id, unique id
            pos = data.index(b"\0", pos) + 1
        pos += 2 + struct.unpack_from(">H", data, pos)[0] + (rows * cols + 7) // 8
        (count,) = struct.unpack_from(">H", data, pos)
        fields, pos = [], pos + 2
        for _ in range(count):
            end = data.index(b"\0", pos)
            fields.append(data[pos:end].decode("utf-8", "replace"))
            pos = end + 1
        return fields
    except (IndexError, ValueError, struct.error):
        return []


class ReplayFormatError(ValueError):
    """A replay file cannot be read or a recording cannot be written as EVF."""


class TooManyEvents(ReplayFormatError):
    """The replay file ``name`` holds ``count`` events, more than
    :data:`MAX_REPLAY_EVENTS`."""

    def __init__(self, count: int, name: str = "") -> None:
        super().__init__(f"{name}: the replay holds too many events ({count:,}; at most "
                         f"{MAX_REPLAY_EVENTS:,} are read)")
        self.count, self.name = count, name


class ReplayTooLarge(ReplayFormatError):
    """The replay file ``name`` has ``size`` bytes, more than :data:`MAX_REPLAY_BYTES`."""

    def __init__(self, size: int, name: str) -> None:
        super().__init__(f"{name}: the file is too large for a replay ({size / 2**20:.0f} MB; "
                         f"at most {MAX_REPLAY_BYTES // 2**20} MB are read)")
        self.size, self.name = size, name


class ReplayNeedsMemory(ReplayFormatError):
    """Reading the replay file ``name`` needs more memory than the child may use."""

    def __init__(self, name: str) -> None:
        super().__init__(f"{name}: reading the replay needs more than "
                         f"{CHILD_MEMORY_BYTES // 2**30} GB of memory (it is not a replay the "
                         f"game opens)")
        self.name = name


class ReplayLibraryMissing(ImportError):
    """ms-toollib is not installed (no wheel for this platform)."""


class Writer(Protocol):
    """Makes a replay file's bytes from a recording (as :func:`evf_bytes`)."""

    def __call__(self, recording: Recording, *, player: str | None = None,
                 assisted: bool | None = None) -> bytes: ...


@dataclass(frozen=True)
class ReplayFormat:
    """One replay file format of :data:`FORMATS`."""

    #: The file name's suffix, lower case, with its dot (``".evf"``).
    suffix: str
    #: The format's name in a file dialog's filter (``"EVF"``; a name, the
    #: same in every language).
    label: str
    #: ms-toollib's class that reads it (``"EvfVideo"``).
    reader: str
    #: Writes it (None: the game only reads it).
    writer: Writer | None = None

    @property
    def pattern(self) -> str:
        """The file dialog's pattern (``"*.evf"``)."""
        return f"*{self.suffix}"


def load_toollib() -> Any:
    """The ``ms_toollib`` module, imported on first use.

    Raises:
        ReplayLibraryMissing: it is not installed.
    """
    try:
        # An optional package: missing, a clear message.
        import ms_toollib
    except ImportError as error:
        raise ReplayLibraryMissing(
            "Reading AVF, RMV, MVF and EVF replays needs the ms-toollib package "
            "(pip install ms-toollib; wheels exist for Windows x86-64, macOS arm64 "
            "and Linux x86-64)."
        ) from error
    return ms_toollib


# --- export ---------------------------------------------------------------


def evf_bytes(recording: Recording, *, player: str | None = None,
              assisted: bool | None = None) -> bytes:
    """The recording as an EVF v4 file's bytes (see the module notes);
    ``player`` (default: the recording's own) is written as the player's name.
    The "fair" flag is set unless the game was ``assisted`` (not the
    player's own play: help, a restarted or resumed board; default: the
    record's flags say so, :attr:`Recording.counting`): such a file is not
    eligible for rankings. The record's flags are written as custom fields
    (:data:`FLAG_FIELDS`). A loss taken back (undo) is left out, its click
    with it (see :func:`without_undone`), so the file plays to the game's end.

    Raises:
        ReplayFormatError: the board does not fit EVF (more than 255 rows or
            columns, 65535 mines, 32767 pixels a side) or no press on the board
            started a game.
    """
    rows, cols, px = recording.rows, recording.cols, recording.cell_px
    if rows > 255 or cols > 255 or recording.mine_count > 65535 or max(rows, cols) * px > 32767:
        raise ReplayFormatError("the board is too large for an EVF file")
    if assisted is None:
        assisted = recording.counting != "counted"
    flags = _flag_fields(recording)
    recording = without_undone(recording)
    counter = count_clicks(recording, honour_undo=False)
    counts = counter.counts
    if counts.first_event is None:
        raise ReplayFormatError("the recording has no game in it (no press on the board)")
    stats = compute(recording, with_zini=False, honour_undo=False)
    events = recording.events
    last = counts.end_event if counts.end_event is not None else len(events) - 1
    kept = [(i, e) for i, e in enumerate(events[counts.first_event:last + 1], counts.first_event)
            if (e.kind, e.button) in _EVF_CODES]
    t0 = kept[0][1].t_ms
    start_us = round((recording.started_at + t0 / 1000) * 1e6) if recording.started_at else 0
    if counts.start_event is not None and recording.started_at:
        start_us = round((recording.started_at + events[counts.start_event].t_ms / 1000) * 1e6)
    end_us = start_us + stats.time_ms * 1000 if start_us else 0

    out = bytearray([4, 0, 0])
    if stats.won:
        out[1] |= 0x80
    if not assisted:
        out[1] |= 0x20  # fair: the player's own play
    if counts.rce == 0:
        out[1] |= 0x10
    if recording.rules.question_marks:
        out[2] |= 0x80
    out += struct.pack(">BBHBHHI", rows, cols, recording.mine_count, px, 0,
                       stats.bbbv, stats.time_ms)
    out += b"XX" + struct.pack(">QQ", start_us, end_us)
    name = recording.player if player is None else player
    for text in (recording.software, name, "", ""):
        out += text.encode("utf-8").replace(b"\0", b"") + b"\0"
    out += struct.pack(">H", 0)  # device uuid
    bits = 0
    for r in range(rows):
        for c in range(cols):
            bits = (bits << 1) | ((r, c) in recording.mines)
    n = rows * cols
    pad = (-n) % 8
    out += (bits << pad).to_bytes((n + pad) // 8, "big")
    out += struct.pack(">H", len(flags)) + b"".join(field + b"\0" for field in flags)

    def position(e: InputEvent) -> tuple[int, int]:
        if recording.cell_at(e.x_px, e.y_px) is None:
            return cols * px, rows * px
        return e.x_px, e.y_px

    first = kept[0][1]
    x0, y0 = position(first)
    out += struct.pack(">BBHH", _EVF_CODES[(first.kind, first.button)], 0, x0, y0)
    last_t, last_x, last_y = t0, x0, y0
    for _, e in kept[1:]:
        dt = e.t_ms - last_t
        while dt > 255:
            pause = min(dt, 65535)
            out += struct.pack(">BH", 255, pause)
            dt -= pause
        x, y = position(e)
        out += struct.pack(">BBhh", _EVF_CODES[(e.kind, e.button)], dt, x - last_x, y - last_y)
        last_t, last_x, last_y = e.t_ms, x, y
    out += b"\0" + struct.pack(">H", 0)
    return bytes(out)


def without_undone(recording: Recording) -> Recording:
    """``recording`` as if every loss taken back had not been played: each
    move an undo cancelled loses its click (the press and release written for
    it, see ``InputRecorder.finish``), and the undo its event, so a reader
    without undo (EVF, ms-toollib) plays the game to its real end; the time
    runs on as it did. A recording whose cancelled moves are raw mouse
    gestures (older recordings) is returned as it is: it stops at its first
    loss."""
    moves = recording.moves
    if not recording.undo_used:
        return recording
    events = recording.events
    live: list[TimedMove] = []
    drop: set[int] = set()
    for mv in moves:
        if mv.kind is not MoveKind.UNDO:
            live.append(mv)
            continue
        drop.add(mv.event_index)
        if not live:
            continue
        gone = live.pop()
        i = gone.event_index
        if i < 1 or events[i].detail == ClickSource.RAW or events[i].kind is not \
                EventKind.RELEASE or events[i - 1].kind is not EventKind.PRESS:
            return recording
        drop.update((i - 1, i))
    index: dict[int, int] = {}
    kept: list[InputEvent] = []
    for i, e in enumerate(events):
        if i not in drop:
            index[i] = len(kept)
            kept.append(e)
    return replace(recording, events=tuple(kept), moves=tuple(
        replace(m, event_index=index.get(m.event_index, -1)) for m in live))


def export_evf(recording: Recording, path: str | os.PathLike[str], *,
               player: str | None = None, assisted: bool | None = None) -> Path:
    """Write the recording as an EVF file at ``path`` (replaced atomically).

    Raises:
        ReplayFormatError: see :func:`evf_bytes`.
        OSError: the file cannot be written.
    """
    target = Path(path)
    data = evf_bytes(recording, player=player, assisted=assisted)
    fd, tmp = tempfile.mkstemp(prefix=".evf-", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


# --- the formats -----------------------------------------------------------

#: Every replay format the game reads, the one it writes first. EVF is
#: Metasweeper's open format, AVF Minesweeper Arbiter's, RMV Viennasweeper's,
#: MVF Minesweeper Clone's.
FORMATS: tuple[ReplayFormat, ...] = (
    ReplayFormat(".evf", "EVF", "EvfVideo", evf_bytes),
    ReplayFormat(".avf", "AVF", "AvfVideo"),
    ReplayFormat(".rmv", "RMV", "RmvVideo"),
    ReplayFormat(".mvf", "MVF", "MvfVideo"),
)
#: The format exports write (the first with a writer).
EXPORT_FORMAT = next(f for f in FORMATS if f.writer is not None)
#: The suffixes of :data:`FORMATS`, in its order.
SUFFIXES = tuple(f.suffix for f in FORMATS)
#: ms-toollib's reader class by suffix.
READERS = {f.suffix: f.reader for f in FORMATS}


def format_of(name: str | os.PathLike[str]) -> ReplayFormat | None:
    """The format of the file ``name`` by its suffix (any case), or None."""
    suffix = Path(name).suffix.lower()
    return next((f for f in FORMATS if f.suffix == suffix), None)


def suffix_words(conjunction: str = "or") -> str:
    """The suffixes as English words: ``".evf, .avf, .rmv or .mvf"``."""
    *first, last = SUFFIXES
    return f"{', '.join(first)} {conjunction} {last}" if first else last


def export_bytes(recording: Recording, *, assisted: bool | None = None) -> bytes:
    """``recording`` as a file of :data:`EXPORT_FORMAT` (see its writer, e.g.
    :func:`evf_bytes`, for the errors)."""
    assert EXPORT_FORMAT.writer is not None  # chosen so
    return EXPORT_FORMAT.writer(recording, assisted=assisted)


# --- import ---------------------------------------------------------------


#: Largest replay file read (bytes). An honest game of 1,500 3BV with a mouse
#: sampled every 5 ms is under 2 MB as EVF.
MAX_REPLAY_BYTES = 16 * 1024 * 1024
#: Most events (mouse moves and clicks) a replay may hold: such a game has 310,000.
MAX_REPLAY_EVENTS = 500_000
#: The child's exit status for a file over :data:`MAX_REPLAY_EVENTS`
#: (``EVENTS <count>`` on its standard error).
TOO_MANY_EVENTS = 3
#: The child's exit status for a file whose suffix is not one of :data:`FORMATS`.
NOT_A_REPLAY = 4


def event_count(video: Any) -> int:
    """How many events a parsed ms-toollib video holds, without listing them
    (the list costs ~460 bytes an event): the playback cursor set past the end
    stops on the last event."""
    video.current_time = 1e12
    count = int(video.current_event_id) + 1
    video.current_time = 0
    return count


def _progress(permille: int) -> None:
    """Tell the parent how far the child is (a line on standard error)."""
    print(f"PROGRESS {permille}", file=sys.stderr, flush=True)


def read_with_toollib(path: str, reader: str,
                      report: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Parse ``path`` with ms-toollib's ``reader`` class in this process: a dict
    with ``board``, ``cell_px``, ``events`` ([time s, code, x px, y px]),
    ``start_time`` (Unix µs or 0), ``software``, ``player``, ``question_marks``,
    and for EVF ``fair`` (the file's flag) and ``flags`` (its custom fields).
    A damaged file may abort the process: prefer :func:`import_replay`.
    ``report(permille)`` (optional) is told how far it got.

    Raises:
        ReplayFormatError: more than :data:`MAX_REPLAY_EVENTS` events
            (``.count`` of the error holds how many).
    """
    ms = load_toollib()
    video = getattr(ms, reader)(path)
    video.parse()
    fair = bool(video.is_fair)  # (as the file says: analyse() sets its own)
    if report is not None:
        report(400)
    count = event_count(video)
    if count > MAX_REPLAY_EVENTS:
        raise TooManyEvents(count)
    video.analyse()
    events = []
    for item in video.events:
        ev = item.event
        if ev is None or not ev.is_mouse():
            continue
        mouse = ev.unwrap_mouse()
        events.append([float(item.time), str(mouse.mouse), int(mouse.x), int(mouse.y)])
    px = int(getattr(video, "pix_size", 0) or getattr(video, "video_playing_pix_size", 0) or 16)
    return {
        "board": [list(map(int, row)) for row in video.board],
        "cell_px": px,
        "events": events,
        "start_time": int(getattr(video, "start_time", 0) or 0),
        "software": str(getattr(video, "software", "") or ""),
        "player": str(getattr(video, "player_identifier", "") or ""),
        "question_marks": bool(getattr(video, "use_question", False)),
        **({"fair": fair,
            "flags": evf_custom_fields(Path(path).read_bytes())} if reader == "EvfVideo" else {}),
    }


def _child_main(argv: list[str]) -> int:
    """The parsing child, given the file's path: the recording of the file,
    read by the reader :data:`FORMATS` names for its suffix, as :mod:`.codec`
    packs it, on standard output; progress lines on standard error; exit
    status :data:`TOO_MANY_EVENTS` (and ``EVENTS <count>``) for too many
    events, :data:`NOT_A_REPLAY` for a suffix not in the table."""
    (path,) = argv
    found = format_of(path)
    if found is None:
        print(f"not a replay file (expected {suffix_words()})", file=sys.stderr, flush=True)
        return NOT_A_REPLAY
    try:
        data = read_with_toollib(path, found.reader, _progress)
    except TooManyEvents as error:
        print(f"EVENTS {error.count}", file=sys.stderr, flush=True)
        return TOO_MANY_EVENTS
    _progress(700)
    recording = recording_from_toollib(data)
    _progress(900)
    sys.stdout.buffer.write(encode(recording))
    sys.stdout.flush()
    return 0


def check_replay_file(path: str | os.PathLike[str]) -> tuple[Path, ReplayFormat]:
    """The file to read and its format, after the checks made before any
    child starts: suffix, a regular file, at most :data:`MAX_REPLAY_BYTES`.

    Raises:
        ReplayFormatError: a message for the player naming the problem.
    """
    p = Path(path)
    found = format_of(p)
    if found is None:
        raise ReplayFormatError(f"{p.name}: not a replay file (expected {suffix_words()})")
    try:
        info = p.stat()
    except FileNotFoundError:
        raise ReplayFormatError(f"{p.name}: no such file") from None
    except OSError as error:
        raise ReplayFormatError(f"{p.name}: cannot be read ({error.strerror})") from None
    if not stat.S_ISREG(info.st_mode):  # never opened: a FIFO would block
        kind = ("a FIFO" if stat.S_ISFIFO(info.st_mode) else "a folder"
                if stat.S_ISDIR(info.st_mode) else "a socket" if stat.S_ISSOCK(info.st_mode)
                else "a device")
        raise ReplayFormatError(f"{p.name}: not a regular file ({kind})")
    if info.st_size > MAX_REPLAY_BYTES:
        raise ReplayTooLarge(info.st_size, p.name)
    return p, found


def recording_from_child(name: str, suffix: str, status: int, out: bytes,
                         err: bytes) -> Recording:
    """The recording a parsing child gave (exit ``status``, its standard
    output and error), for the file ``name``.

    Raises:
        ReplayFormatError: the child refused or failed; the message says why.
    """
    if status == TOO_MANY_EVENTS:
        count = next((line.split()[1] for line in err.decode("utf-8", "replace").splitlines()
                      if line.startswith("EVENTS ")), "0")
        raise TooManyEvents(int(count) if count.isdigit() else 0, name)
    if status != 0:
        text = err.decode("utf-8", "replace")
        if "MemoryError" in text or "memory allocation" in text:
            raise ReplayNeedsMemory(name)
        raise ReplayFormatError(f"{name}: the replay file is damaged or not an "
                                f"{suffix.lstrip('.').upper()} file")
    try:
        return decode(out)
    except RecordingDecodeError:
        raise ReplayFormatError(f"{name}: the replay could not be read") from None


def import_replay(path: str | os.PathLike[str], *, in_process: bool = False,
                  timeout_s: float = 30.0) -> Recording:
    """Read a replay file (one of :data:`FORMATS`) into a Recording.

    The file is parsed by ms-toollib in a child Python process (``in_process``
    skips that for trusted files and tests), because ms-toollib aborts the
    process on some damaged files; the child's memory is capped (see
    :mod:`.parse_child`) and it hands back the recording packed by
    :mod:`.codec`. Files over :data:`MAX_REPLAY_BYTES` or
    :data:`MAX_REPLAY_EVENTS` are refused. Blocks until done: a window uses
    ``view/replay/open_file.py`` instead (off the GUI thread, with Cancel).

    Raises:
        ReplayLibraryMissing: ms-toollib is not installed.
        ReplayFormatError: unknown suffix, unreadable or damaged file.
    """
    p, found = check_replay_file(path)
    if in_process:
        try:
            data = read_with_toollib(str(p), found.reader)
        except TooManyEvents as error:
            raise TooManyEvents(error.count, p.name) from None
    else:
        load_toollib()  # a clear error before starting a child
        try:
            # Absolute: the child runs in a private folder of its own.
            done = run_parse_child(p.absolute(), timeout_s)
        except subprocess.TimeoutExpired:
            raise ReplayFormatError(f"{p.name}: reading the replay took too long") from None
        except OSError as error:
            raise ReplayFormatError(f"{p.name}: the replay could not be read "
                                    f"({error.strerror or error})") from None
        return recording_from_child(p.name, p.suffix, done.returncode, done.stdout,
                                    done.stderr)
    return recording_from_toollib(data)


#: Longest player or software name kept from a file (characters).
NAME_CHARS = 64


def clean_name(text: object) -> str:
    """A name from a file fit to show in a window title: control, format and
    unassigned characters dropped, blanks collapsed, at most :data:`NAME_CHARS`
    characters."""
    kept = "".join(" " if ch.isspace() else ch for ch in str(text)
                   if ch.isspace() or not unicodedata.category(ch).startswith("C"))
    return " ".join(kept.split())[:NAME_CHARS]


def _flag_events(data: dict[str, Any], t_ms: int) -> list[InputEvent]:
    """The flag events of a file's ``fair`` and ``flags`` (see
    :func:`recording_from_toollib`), at ``t_ms``."""
    kinds = [FLAG_FIELDS[f] for f in data.get("flags", ()) if f in FLAG_FIELDS]
    if not kinds and data.get("fair", True) is False:
        kinds = [EventKind.ASSIST]  # another program's game that is not fair
    return [InputEvent(t_ms, kind, detail=int(kind is EventKind.UNDONE)) for kind in kinds]


def recording_from_toollib(data: dict[str, Any]) -> Recording:
    """A Recording from :func:`read_with_toollib`'s dict (engine moves derived
    from the mouse events by :mod:`.clicks`), an EVF file's flags as the
    record's flag events at its start: those our export wrote
    (:data:`FLAG_FIELDS`), else assisted when the file is not "fair".

    Raises:
        ReplayFormatError: the data is not a playable board.
    """
    try:
        board = data["board"]
        rows, cols = len(board), len(board[0])
        mines = frozenset((r, c) for r in range(rows) for c in range(cols) if board[r][c] == -1)
        events = []
        for t, code, x, y in data["events"]:
            if code not in _FROM_TOOLLIB:
                continue
            kind, button = _FROM_TOOLLIB[code]
            events.append(InputEvent(round(float(t) * 1000), kind, button, int(x), int(y)))
        events[:0] = _flag_events(data, events[0].t_ms if events else 0)
        start = int(data.get("start_time", 0)) / 1e6
        rec = Recording(rows, cols, mines, Rules("none", bool(data.get("question_marks")),
                                                 "imported", None),
                        int(data["cell_px"]), tuple(events), (), start,
                        clean_name(data.get("software", "")) or "unknown",
                        clean_name(data.get("player", "")))
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise ReplayFormatError(f"the replay holds no playable game ({error})") from None
    moves: tuple[TimedMove, ...] = tuple(count_clicks(rec).counts.moves)
    return Recording(rec.rows, rec.cols, rec.mines, rec.rules, rec.cell_px, rec.events,
                     moves, rec.started_at, rec.software, rec.player)
