"""The one figures module (:mod:`minesweeper_qt.engine.figures`): each figure
agrees with ms-toollib's own on the real players' files of
``tests/replay/data`` and on our own EVF export, and the rounding rule cuts."""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Any

import pytest

from minesweeper_qt.engine import figures
from minesweeper_qt.replay.formats import READERS, import_replay
from minesweeper_qt.replay.recording import EventKind
from minesweeper_qt.replay.statistics import compute

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "replay"))
from samples import SAMPLES, readable, replay_name

ms = pytest.importorskip("ms_toollib")


def reference(path: Path) -> Any:
    video = getattr(ms, READERS[Path(path).suffix.lower()])(str(path))
    video.parse()
    video.analyse()
    video.current_time = 1e9
    return video


@pytest.fixture(scope="module")
def paths(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return readable(tmp_path_factory.mktemp("samples"))


@pytest.mark.parametrize("name", SAMPLES)
def test_every_figure_agrees_with_ms_toollib_on_real_files(
        name: str, paths: dict[str, Path]) -> None:
    v = reference(paths[name])
    recording = import_replay(paths[name], in_process=True)
    s = compute(recording)
    t = s.time_ms
    assert t == v.rtime_ms
    ours = {
        "rtime": figures.seconds(t),
        "bbbv_s": figures.bbbv_per_second(s.bbbv_solved, t),
        "cl_s": figures.clicks_per_second(s.clicks, t),
        "ce_s": figures.effective_per_second(s.effective, t),
        "ioe": figures.ioe(s.bbbv_solved, s.clicks),
        "corr": figures.correctness(s.effective, s.clicks),
        "thrp": figures.throughput(s.bbbv_solved, s.effective),
        "rqp": figures.rqp(t, s.bbbv_solved),
        "etime": figures.estimated_time(t, s.bbbv, s.bbbv_solved, s.won),
        "stnb": figures.stnb(figures.TOOLLIB_STNB.get(
            (recording.rows, recording.cols, recording.mine_count), 0.0),
            s.bbbv, s.bbbv_solved, t),
    }
    theirs = {key: float(getattr(v, key)) for key in ours}
    for key in ours:
        assert math.isclose(ours[key], theirs[key], rel_tol=1e-9, abs_tol=1e-9), (
            key, ours[key], theirs[key])
    # The same properties, read through the statistics every view reads.
    assert (s.bbbv_s, s.cl_s, s.ce_s, s.ioe, s.rqp) == (
        ours["bbbv_s"], ours["cl_s"], ours["ce_s"], ours["ioe"], ours["rqp"])


@pytest.mark.parametrize("name", [n for n in SAMPLES if replay_name(n).endswith(".evf")])
def test_path_agrees_with_ms_toollib(name: str, paths: dict[str, Path]) -> None:
    """Path over every pointer position from the first press, in 16-px cells."""
    v = reference(paths[name])
    points = []
    for e in v.events:
        if e.event.is_mouse():
            m = e.event.unwrap_mouse()
            points.append((m.x, m.y))
    assert math.isclose(figures.path(points, v.pix_size, v.row, v.column), v.path,
                        rel_tol=1e-9)
    recording = import_replay(paths[name], in_process=True)
    kinds = (EventKind.MOVE, EventKind.PRESS, EventKind.RELEASE)
    ours = [(e.x_px, e.y_px) for e in recording.events if e.kind in kinds]
    assert math.isclose(figures.path(ours, recording.cell_px, recording.rows, recording.cols),
                        v.path, rel_tol=1e-6)


def test_the_rounding_rule_cuts() -> None:
    assert figures.shown_time_ms(17_178) == 17_170
    assert figures.shown_time_ms(17_178, 1) == 17_100
    assert figures.shown_time_ms(-5) == 0
    assert figures.truncated(5.749, 2) == 5.74
    assert figures.truncated(8.38, 2) == 8.38  # held as 8.3799999...
    assert figures.truncated(-1.239, 2) == -1.23
    assert figures.truncated(math.inf, 2) == math.inf
    assert figures.time_ms_of(5.749) == 5749


def test_figures_of_nothing() -> None:
    assert figures.bbbv_per_second(10, 0) == 0.0
    assert figures.ioe(5, 0) == 0.0
    assert figures.rqp(1000, 0) == math.inf
    assert figures.estimated_time(1000, 10, 0, False) == math.inf
    assert figures.estimated_time(2000, 10, 5, False) == 4.0
    assert figures.estimated_time(2000, 10, 10, True) == 2.0
    assert figures.stnb(47.299, 0, 0, 1000) == 0.0
    assert figures.ios(10, 1000) == 0.0
    assert math.isclose(figures.ios(100, 10_000), 2.0)
    assert figures.path([(0, 0), (3, 4)], 32, 1, 1) == 2.5
    assert figures.path([(0, 0), (99, 99), (3, 4)], 32, 1, 1) == 2.5  # off the board
    with pytest.raises(ValueError):
        figures.path([], 0, 1, 1)
