"""Our click counting and competitive statistics agree with ms-toollib's on
random scripted games (flags, unflags, chords by middle and by both buttons in
every order, misclicks on opened cells, releases off the board, losses)."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from board_oracle import openings_and_islands
from scripted_player import SIZES, play

from minesweeper_qt.engine.layout import Layout
from minesweeper_qt.engine.stats import bbbv
from minesweeper_qt.replay.board import zini
from minesweeper_qt.replay.formats import evf_bytes
from minesweeper_qt.replay.statistics import TOOLLIB_STNB, compute

ms = pytest.importorskip("ms_toollib")
GAMES = 220


def _games() -> list[tuple[object, object]]:
    rng = random.Random(20240515)
    return [play(rng, ms, *rng.choice(SIZES)) for _ in range(GAMES)]


@pytest.fixture(scope="module")
def games() -> list[tuple[object, object]]:
    return _games()


def test_enough_finished_games(games: list[tuple[object, object]]) -> None:
    finished = [v for _, v in games if v.game_board_state in (3, 4)]  # type: ignore[attr-defined]
    assert len(finished) >= 200
    assert any(v.game_board_state == 3 for v in finished)  # type: ignore[attr-defined]
    assert any(v.game_board_state == 4 for v in finished)  # type: ignore[attr-defined]


def test_counts_agree_with_live_basevideo(games: list[tuple[object, object]]) -> None:
    for rec, v in games:
        if v.game_board_state not in (3, 4):  # type: ignore[attr-defined]
            continue
        s = compute(rec)  # type: ignore[arg-type]
        theirs = (v.left, v.right, v.double, v.lce, v.rce, v.dce, v.ce, v.cl,  # type: ignore[attr-defined]
                  v.flag, v.bbbv, v.bbbv_solved, v.game_board_state == 3)  # type: ignore[attr-defined]
        ours = (s.left, s.right, s.double, s.lce, s.rce, s.dce, s.effective, s.clicks,
                s.flags, s.bbbv, s.bbbv_solved, s.won)
        assert ours == theirs


def test_every_statistic_agrees_on_our_exported_file(games: list[tuple[object, object]]) -> None:
    """Times matter here, so ms-toollib analyses our EVF export (exact ms)."""
    for rec, v in games:
        if v.game_board_state not in (3, 4):  # type: ignore[attr-defined]
            continue
        s = compute(rec)  # type: ignore[arg-type]
        e = ms.EvfVideo("", evf_bytes(rec))  # type: ignore[arg-type]
        e.parse()
        e.analyse()
        e.current_time = 1e9  # the end of the video
        key = (rec.rows, rec.cols, rec.mine_count)  # type: ignore[attr-defined]
        ours = {"rtime": s.seconds, "left": s.left, "right": s.right, "double": s.double,
                    "ce": s.effective, "cl": s.clicks, "bbbv": s.bbbv, "solved": s.bbbv_solved,
                    "ioe": s.ioe, "corr": s.corr, "thrp": s.thrp, "rqp": s.rqp, "bbbv_s": s.bbbv_s,
                    "won": s.won, "zini": s.zini, "op": s.op, "isl": s.isl,
                    "stnb": s.stnb_with(TOOLLIB_STNB.get(key, 0.0))}
        theirs = {
            "rtime": e.rtime,
            "left": e.left,
            "right": e.right,
            "double": e.double,
            "ce": e.ce,
            "cl": e.cl,
            "bbbv": e.bbbv,
            "solved": e.bbbv_solved,
            "ioe": e.ioe,
            "corr": e.corr,
            "thrp": e.thrp,
            "rqp": e.rqp,
            "bbbv_s": e.bbbv_s,
            "won": e.is_completed,
            "zini": e.zini,
            "op": e.op,
            "isl": e.isl,
            "stnb": e.stnb,
        }
        for name, value in ours.items():
            assert value == pytest.approx(theirs[name], rel=1e-9), (name, key)


def test_stnb_uses_the_community_constants() -> None:
    from minesweeper_qt.replay.statistics import CompetitiveStats

    s = CompetitiveStats(time_ms=10_000, won=True, finished=True, bbbv=30, bbbv_solved=30,
                         left=30, right=0, double=0, lce=30, rce=0, dce=0, flags=0, op=1,
                         isl=0, zini=20, stnb_c=47.299)
    assert s.stnb == pytest.approx(47.299 * 30 / 10 ** 1.7)
    assert s.bbbv_s == 3.0 and s.rqp == pytest.approx(100 / 30) and s.ioe == 1.0


def test_board_measures_agree_with_toollib() -> None:
    rng = random.Random(7)
    for _ in range(120):
        rows, cols, mines = rng.choice([*SIZES, (20, 10, 50)])
        grid = [[0] * cols for _ in range(rows)]
        for i in rng.sample(range(rows * cols), mines):
            grid[i // cols][i % cols] = -1
        board = ms.cal_board_numbers(grid)
        b = ms.Board(board)
        layout = Layout.from_cells(rows, cols, [(r, c) for r in range(rows)
                                                for c in range(cols) if grid[r][c] == -1])
        assert (zini(board), bbbv(layout, None), *openings_and_islands(board)) == (
            ms.cal_zini(board), ms.cal_bbbv(board), b.op, b.isl)
        assert math.isfinite(zini(board)) and zini(board) <= bbbv(layout, None) + mines
