"""EVF export is read back by ms-toollib with our board, time, 3BV and clicks;
import round-trips; damaged files give a clear error, never a crash."""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from scripted_player import play

from minesweeper_qt.replay.formats import (
    ReplayFormatError,
    evf_bytes,
    export_evf,
    import_replay,
)
from minesweeper_qt.replay.recording import EventKind, InputEvent
from minesweeper_qt.replay.statistics import compute

ms = pytest.importorskip("ms_toollib")


def _finished(seed: int, size: tuple[int, int, int] = (16, 30, 99)):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    while True:
        rec, video = play(rng, ms, *size)
        if video.game_board_state in (3, 4):
            return rec, video


def test_export_matches_basevideo_bytes_except_times() -> None:
    """Same layout as ms-toollib's own writer; only time fields differ (and
    the "fair" flag, which we set for a game without help: BaseVideo leaves
    it to its program)."""
    rec, video = _finished(1, (9, 9, 10))
    assert not rec.assisted
    ours = evf_bytes(rec)
    assert ours[1] & 0x20 and not evf_bytes(rec, assisted=True)[1] & 0x20
    ours = evf_bytes(rec, assisted=True)
    video.software = rec.software
    video.generate_evf_v4_raw_data()
    theirs = bytes(video.raw_data)
    assert len(ours) == len(theirs) or abs(len(ours) - len(theirs)) % 3 == 0
    head = 3 + 2 + 2 + 1 + 2 + 2  # up to the 3BV
    assert ours[:head] == theirs[:head]


@pytest.mark.parametrize("seed", range(6))
def test_export_then_import_round_trips(tmp_path: Path, seed: int) -> None:
    rec, _ = _finished(seed, [(9, 9, 10), (16, 16, 40), (16, 30, 99)][seed % 3])
    path = export_evf(rec, tmp_path / "game.evf")
    video = ms.EvfVideo(str(path))
    video.parse()
    video.analyse()
    video.current_time = 1e9
    ours = compute(rec)
    assert video.board == rec.board_codes()
    assert (video.rtime_ms, video.bbbv, video.left, video.right, video.double, video.ce) == (
        ours.time_ms, ours.bbbv, ours.left, ours.right, ours.double, ours.effective)
    back = import_replay(path, in_process=seed % 2 == 0)
    assert back.mines == rec.mines and back.cell_px == rec.cell_px
    again = compute(back)
    assert (again.time_ms, again.bbbv, again.bbbv_solved, again.clicks, again.effective,
            again.won) == (ours.time_ms, ours.bbbv, ours.bbbv_solved, ours.clicks,
                           ours.effective, ours.won)
    assert evf_bytes(back) == evf_bytes(rec)


@pytest.mark.parametrize("suffix", [".evf", ".avf", ".rmv", ".mvf"])
def test_damaged_files_raise_a_clear_error(tmp_path: Path, suffix: str) -> None:
    bad = tmp_path / f"bad{suffix}"
    bad.write_bytes(random.Random(1).randbytes(300))
    with pytest.raises(ReplayFormatError):
        import_replay(bad)  # ms-toollib aborts on some of these: the child takes it


def test_unknown_suffix_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ReplayFormatError, match="not a replay"):
        import_replay(tmp_path / "x.txt")
    with pytest.raises(ReplayFormatError, match="no such file"):
        import_replay(tmp_path / "x.evf")


def test_names_from_a_file_are_cleaned_for_a_title() -> None:
    """Player and software names come from the file: control and bidi
    characters go, blanks collapse, and the length is bounded."""
    from minesweeper_qt.replay.formats import (
        NAME_CHARS,
        clean_name,
        recording_from_toollib,
    )

    assert clean_name("王嘉宁") == "王嘉宁"
    assert clean_name("  Zhang\tShen\r\nJia\x00\x1b[31m ") == "Zhang Shen Jia[31m"
    assert clean_name("evil\u202etxt.exe\ud800") == "eviltxt.exe"
    assert clean_name("x" * 1000) == "x" * NAME_CHARS
    board = [[-1, 1], [1, 1]]
    rec = recording_from_toollib({"board": board, "cell_px": 16, "events": [],
                                  "player": "a\nb\u200bc", "software": "\x07"})
    assert (rec.player, rec.software) == ("a bc", "unknown")


FLAG_CASES = {
    "assisted": [EventKind.ASSIST],
    "resumed": [EventKind.RESUME],
    "undo-used": [EventKind.UNDONE],
    "known": [EventKind.KNOWN],
    "resumed-and-assisted": [EventKind.RESUME, EventKind.ASSIST],
}


@pytest.mark.parametrize("case", FLAG_CASES)
def test_an_exported_games_flags_come_back_on_import(tmp_path: Path, case: str) -> None:
    """Our EVF writes the record's flags (custom fields, besides no "fair"
    flag); ms-toollib reads the file as before; import brings them back."""
    rec, _ = _finished(2, (9, 9, 10))
    t0 = rec.events[0].t_ms
    marks = tuple(InputEvent(t0, kind, detail=int(kind is EventKind.UNDONE))
                  for kind in FLAG_CASES[case])
    flagged = dataclasses.replace(rec, events=marks + rec.events, moves=tuple(
        dataclasses.replace(m, event_index=m.event_index + len(marks)) for m in rec.moves))
    path = export_evf(flagged, tmp_path / "game.evf")
    video = ms.EvfVideo(str(path))
    video.parse()
    plain = ms.EvfVideo(str(export_evf(rec, tmp_path / "plain.evf")))
    plain.parse()
    assert not video.is_fair and plain.is_fair  # (analyse() sets its own)
    for v in (video, plain):
        v.analyse()
        v.current_time = 1e9
    assert (video.rtime_ms, video.bbbv, video.left, video.right, video.ce) == (
        plain.rtime_ms, plain.bbbv, plain.left, plain.right, plain.ce)
    for in_process in (True, False):
        back = import_replay(path, in_process=in_process)
        assert (back.assisted, back.resumed, back.undo_used, back.counted, back.counting) == (
            flagged.assisted, flagged.resumed, flagged.undo_used, flagged.counted,
            flagged.counting), in_process
        assert compute(back).time_ms == compute(rec).time_ms
    fresh = import_replay(tmp_path / "plain.evf", in_process=True)
    assert fresh.counting == "counted" and not fresh.assisted


def test_another_programs_file_keeps_its_fair_flag(tmp_path: Path) -> None:
    """A Metasweeper file (fair): imported as counted; the same file with its
    "fair" flag cleared: imported as assisted (not the player's own play)."""
    sample = Path(__file__).parent / "data" / "evf_v4_beginner_wait_500s.evf"
    data = sample.read_bytes()
    assert data[1] & 0x20
    assert import_replay(sample, in_process=True).counting == "counted"
    unfair = tmp_path / "unfair.evf"
    unfair.write_bytes(data[:1] + bytes([data[1] & ~0x20]) + data[2:])
    back = import_replay(unfair, in_process=True)
    assert back.assisted and back.counting == "assisted"
    assert compute(back).time_ms == compute(import_replay(sample, in_process=True)).time_ms
