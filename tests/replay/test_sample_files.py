"""Real replay files (Minesweeper Arbiter AVF, Viennasweeper RMV, Minesweeper
Clone MVF, Metasweeper EVF; see data/README.md) import, count, play and show
exactly as ms-toollib reads them.

The reference is ms-toollib reading the same file in the test; our side is the
game's own import path (the child process), our click counting and statistics,
the replay player, the replay window and the real program on the command line.
"""

from __future__ import annotations

import bisect
import hashlib
import math
import os
import shutil
import subprocess
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

# tests/ is on sys.path: pytest puts each conftest.py's folder there.
from robust_helpers import ROOT, driver, environment
from samples import DATA, SAMPLES, readable, replay_name

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.replay.clicks import count_clicks
from minesweeper_qt.replay.codec import decode, encode
from minesweeper_qt.replay.formats import (
    READERS,
    SUFFIXES,
    clean_name,
    evf_bytes,
    import_replay,
)
from minesweeper_qt.replay.player import Replayer
from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.statistics import TOOLLIB_STNB, CompetitiveStats, compute

ms = pytest.importorskip("ms_toollib")

HIDDEN, FLAG = 10, 11  # ms-toollib's game_board codes (0-8: an opened number)


def reference(path: Path | str, at_end: bool = True) -> Any:
    """ms-toollib's reading of ``path`` (parsed, analysed, at the end)."""
    video = getattr(ms, READERS[Path(path).suffix.lower()])(str(path))
    video.parse()
    video.analyse()
    if at_end:
        video.current_time = 1e9
    return video


@pytest.fixture(scope="module")
def paths(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each sample's readable path (see samples.readable)."""
    return readable(tmp_path_factory.mktemp("samples"))


@pytest.fixture(scope="module")
def imported(paths: dict[str, Path]) -> dict[str, Recording]:
    """Every sample through the game's import path (one child process each)."""
    return {name: import_replay(paths[name]) for name in SAMPLES}


def toollib_figures(v: Any) -> dict[str, object]:
    return {"time_ms": v.rtime_ms, "won": v.is_completed, "bbbv": v.bbbv,
            "solved": v.bbbv_solved, "left": v.left, "right": v.right, "double": v.double,
            "lce": v.lce, "rce": v.rce, "dce": v.dce, "ce": v.ce, "cl": v.cl, "flags": v.flag,
            "bbbv_s": v.bbbv_s, "ioe": v.ioe, "corr": v.corr, "thrp": v.thrp, "rqp": v.rqp,
            "zini": v.zini, "op": v.op, "isl": v.isl, "etime": v.etime, "stnb": v.stnb,
            "key": (v.row, v.column, v.mine_num)}


def our_figures(s: CompetitiveStats, key: tuple[int, int, int]) -> dict[str, object]:
    return {"time_ms": s.time_ms, "won": s.won, "bbbv": s.bbbv, "solved": s.bbbv_solved,
            "left": s.left, "right": s.right, "double": s.double, "lce": s.lce, "rce": s.rce,
            "dce": s.dce, "ce": s.effective, "cl": s.clicks, "flags": s.flags,
            "bbbv_s": s.bbbv_s, "ioe": s.ioe, "corr": s.corr, "thrp": s.thrp, "rqp": s.rqp,
            "zini": s.zini, "op": s.op, "isl": s.isl, "etime": s.etime,
            "stnb": s.stnb_with(TOOLLIB_STNB.get(key, 0.0)), "key": key}


def assert_same_figures(ours: dict[str, object], theirs: dict[str, object]) -> None:
    for name, value in theirs.items():
        if isinstance(value, float):
            assert ours[name] == pytest.approx(value, rel=1e-9, abs=1e-12), name
        else:
            assert ours[name] == value, name


def looks(game: Game) -> list[list[int]]:
    """The board in ms-toollib's game_board codes."""
    return [[game.number(r, c) if game.is_revealed(r, c)
             else FLAG if game.is_flagged(r, c) else HIDDEN
             for c in range(game.cols)] for r in range(game.rows)]


def assert_same_board(game: Game, board: list[list[int]]) -> None:
    """Our looks equal ms-toollib's, except that our engine flags the mines
    left on a win (ms-toollib leaves them hidden)."""
    ours = looks(game)
    for r in range(game.rows):
        for c in range(game.cols):
            if game.status is Status.WON and board[r][c] == HIDDEN:
                assert (r, c) in game.mines and ours[r][c] == FLAG, (r, c)
            else:
                assert ours[r][c] == board[r][c], (r, c, ours[r][c], board[r][c])


# --- the samples ------------------------------------------------------------------


def test_every_sample_is_described_and_unchanged() -> None:
    """Each file is listed in data/README.md with its SHA-256 (a changed file
    is a new test case, to be described there); each format is there, and the
    samples stay small."""
    readme = (DATA / "README.md").read_text(encoding="utf-8")
    for name in SAMPLES:
        digest = hashlib.sha256((DATA / name).read_bytes()).hexdigest()
        assert f"{digest}  {name}" in readme, name
        # Small, or compressed (the 1000+ 3BV game).
        limit = 100_000 if name.endswith(".xz") else 65_000
        assert (DATA / name).stat().st_size <= limit, name
    assert {Path(replay_name(n)).suffix for n in SAMPLES} == set(SUFFIXES)
    licence = (DATA / "LICENSE-ms-toollib").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "eee555" in licence


# --- import ----------------------------------------------------------------------


@pytest.mark.parametrize("name", SAMPLES)
def test_import_gives_the_board_and_the_figures_ms_toollib_reads(
        name: str, imported: dict[str, Recording], paths: dict[str, Path]) -> None:
    rec, v = imported[name], reference(paths[name])
    assert (rec.rows, rec.cols, rec.mine_count) == (v.row, v.column, v.mine_num)
    assert rec.board_codes() == v.board
    assert rec.mines == {(r, c) for r in range(v.row) for c in range(v.column)
                         if v.board[r][c] == -1}
    assert rec.cell_px == v.pix_size
    assert rec.player == clean_name(v.player_identifier) and rec.player
    assert rec.software == clean_name(v.software)
    assert rec.started_at == v.start_time / 1e6
    key = (rec.rows, rec.cols, rec.mine_count)
    assert_same_figures(our_figures(compute(rec), key), toollib_figures(v))
    assert compute(rec).won  # every sample is a won game


def test_a_relative_path_and_a_non_ascii_path_import(tmp_path: Path,
                                                     imported: dict[str, Recording]) -> None:
    """``minesweeper-qt game.avf`` from the file's folder (the child runs
    elsewhere), and a path in Chinese (as ms-toollib's own file names are)."""
    name = "evf_v3_beginner_wang_jia_ning.evf"
    here = Path.cwd()
    os.chdir(DATA)
    try:
        assert import_replay(name) == imported[name]
    finally:
        os.chdir(here)
    other = tmp_path / "王嘉宁 (元3.1.9).evf"
    shutil.copyfile(DATA / name, other)
    assert import_replay(other) == imported[name]


@pytest.mark.parametrize("name", SAMPLES)
def test_an_imported_file_survives_the_history_codec_and_evf_export(
        name: str, imported: dict[str, Recording], paths: dict[str, Path]) -> None:
    """Stored in the history and back: the same recording (player included);
    written as EVF: ms-toollib reads the same board, figures and player."""
    rec = imported[name]
    assert decode(encode(rec)) == rec
    e = ms.EvfVideo("", evf_bytes(rec))
    e.parse()
    e.analyse()
    e.current_time = 1e9
    assert e.board == rec.board_codes()
    assert e.player_identifier == rec.player
    ours, theirs = toollib_figures(e), toollib_figures(reference(paths[name]))
    assert_same_figures(ours, theirs)


# --- playback --------------------------------------------------------------------


@pytest.mark.parametrize("name", SAMPLES)
def test_the_board_and_counters_match_ms_toollib_between_every_two_events(
        name: str, imported: dict[str, Recording], paths: dict[str, Path]) -> None:
    """At every moment between two events (ms-toollib's clock starts at the
    first opening: ``video_start_time`` is minus our time of it), the replay's
    board and the live counters are ms-toollib's."""
    from minesweeper_qt.view.replay.replay_view import ReplayTimeline

    rec, v = imported[name], reference(paths[name], at_end=False)
    counts = count_clicks(rec).counts
    assert counts.start_event is not None
    start_ms = rec.events[counts.start_event].t_ms
    assert v.video_start_time == pytest.approx(-start_ms / 1000, abs=1e-6)
    replayer, timeline = Replayer(rec), ReplayTimeline(rec)
    times = sorted({e.t_ms for e in rec.events})
    moments = [(a + b) / 2 for a, b in pairwise(times)] + [times[-1] + 1]
    boards = 0
    last_moves = -1
    move_times = [m.t_ms for m in rec.moves]
    for t in moments:
        v.current_time = (t - start_ms) / 1000
        c = timeline.counters(timeline.event_at(t), t)
        assert (c.left, c.right, c.double, c.bbbv_solved) == (
            v.left, v.right, v.double, v.bbbv_solved), t
        n = bisect.bisect_right(move_times, math.floor(t))  # the moves made by then
        if n != last_moves:  # the board changed: compare it
            assert_same_board(replayer.game_after_moves(n), v.game_board)
            last_moves, boards = n, boards + 1
    assert last_moves == len(rec.moves)
    assert boards >= len({m.t_ms for m in rec.moves})  # a look after each group of moves


@pytest.mark.parametrize("name", SAMPLES)
def test_the_player_plays_to_the_end_and_the_board_is_won(
        name: str, imported: dict[str, Recording], paths: dict[str, Path]) -> None:
    rec, v = imported[name], reference(paths[name])
    frames = list(Replayer(rec).frames())
    assert len(frames) == len(rec.events)
    game = frames[-1][2]
    assert game.status is Status.WON and v.is_completed
    safe = {(r, c) for r in range(rec.rows) for c in range(rec.cols)} - rec.mines
    assert {cell for cell in safe if game.is_revealed(*cell)} == safe
    assert_same_board(game, v.game_board)


# --- the replay window and the real program ------------------------------------------------


@pytest.mark.parametrize("name", SAMPLES)
def test_the_replay_window_draws_the_end_of_each_sample(
        name: str, imported: dict[str, Recording], paths: dict[str, Path], qtbot: Any,
        tmp_path: Path) -> None:
    """Seeked to the end: the counters are the file's figures and every cell
    on screen is drawn with the art of its look (the mouse path aside). The
    screenshot is kept in the test's temporary folder."""
    from minesweeper_qt.view.replay.open_file import file_title
    from minesweeper_qt.view.replay.replay_view import MIN_CELL_PX, ReplayView

    rec = imported[name]
    v = reference(paths[name])
    view = ReplayView(rec, title=file_title(str(paths[name]), rec))
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.seekTime(rec.duration_ms)
    assert replay_name(name) in view.windowTitle() and rec.player in view.windowTitle()
    c = view.counters()
    assert (c.time_ms, c.bbbv_solved, c.bbbv, c.left, c.right, c.double) == (
        v.rtime_ms, v.bbbv_solved, v.bbbv, v.left, v.right, v.double)
    assert view.model.game.status is Status.WON
    header = view.header
    assert header.mineCounter.value() == 0
    assert header.clock.isVisible() and header.faceButton.isVisible()
    for button in (header.flagModeButton, header.menuButton, header.hintButton,
                   header.overlayButton):  # nothing to press while watching
        assert not button.isVisible(), button.objectName()
    view.grab().save(str(tmp_path / f"{name}.png"))

    board = view.board
    board.layers.remove(view.pathLayer)
    size, dpr = board.cellSize, board.pixelRatio
    board_size = board.boardSize()
    assert (board_size.width(), board_size.height()) == (rec.cols * size, rec.rows * size)
    assert size >= MIN_CELL_PX
    # Every cell, scrolling where the board is larger than the screen allows
    # (the 36 x 60 board with the review beside it on an 800 x 600 screen).
    bars = board.horizontalScrollBar(), board.verticalScrollBar()
    seen = set()
    for y in range(0, bars[1].maximum() + bars[1].pageStep(), max(1, bars[1].pageStep())):
        for x in range(0, bars[0].maximum() + bars[0].pageStep(), max(1, bars[0].pageStep())):
            bars[0].setValue(x)
            bars[1].setValue(y)
            dx, dy = bars[0].value(), bars[1].value()
            image = board.viewport().grab().toImage()
            view_w, view_h = image.width() / dpr, image.height() / dpr
            for r in range(rec.rows):
                for col in range(rec.cols):
                    left, top = col * size - dx, r * size - dy
                    if left < 0 or top < 0 or left + size > view_w or top + size > view_h:
                        continue
                    key = view.model.paintKeys(r, col, col + 1)[0]
                    want = board.art.cell(key, size, dpr).toImage()
                    got = image.copy(round(left * dpr), round(top * dpr),
                                     want.width(), want.height())
                    assert got.convertToFormat(want.format()) == want, (r, col)
                    seen.add((r, col))
    assert len(seen) == rec.rows * rec.cols  # every cell was drawn and checked


@pytest.mark.parametrize("name", SAMPLES)
def test_the_program_opens_each_sample_from_the_command_line(
        name: str, tmp_path: Path, paths: dict[str, Path]) -> None:
    """``minesweeper-qt SAMPLE`` (a real process, offscreen, private folders,
    the file named relative to the working folder): the replay player opens on
    it, and at its end shows the file's result and figures."""
    v = reference(paths[name])
    env = environment(tmp_path / "home")
    done = subprocess.run(driver("replay", os.path.relpath(paths[name], ROOT)), cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120,
                          encoding="utf-8", stdin=subprocess.DEVNULL, check=False)
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and "EXIT 0" in lines, done.stdout + done.stderr
    title = next(line for line in lines if line.startswith("REPLAY ")).split(" ", 1)[1]
    assert title.endswith(f"{replay_name(name)} \u2014 {clean_name(v.player_identifier)}")
    assert f"BOARD {v.row} {v.column}" in lines
    end = next(line for line in lines if line.startswith("END ")).split()
    safe_cells = v.row * v.column - v.mine_num
    assert end[1:] == ["WON", str(v.rtime_ms), str(v.bbbv_solved), str(v.bbbv), str(v.left),
                       str(v.right), str(v.double), str(safe_cells)]
    assert "Traceback" not in done.stderr
    home = tmp_path / "home"
    written = [p for folder in ("config", "data") for p in (home / folder).rglob("*")
               if p.is_file()]
    assert written == []  # watching stores nothing: no settings, history or save
