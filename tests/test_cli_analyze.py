"""``minesweeper-qt --analyze FILE [--json]`` as a real process: the readable
review, the JSON object (shape and content equal to the review in this
process), and one line on standard error with exit status 2 for a file that
cannot be read."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from robust_helpers import ROOT, environment

from minesweeper_qt.replay.formats import import_replay
from minesweeper_qt.replay.review import review, to_json

pytest.importorskip("ms_toollib")

DATA = ROOT / "tests" / "replay" / "data"
EXPERT = DATA / "mvf_expert_zhang_shen_jia.mvf"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "minesweeper_qt", *args], cwd=ROOT,
                          env=environment(tmp_path / "home"), capture_output=True, text=True,
                          encoding="utf-8", timeout=120, stdin=subprocess.DEVNULL, check=False)


def test_json_review(tmp_path: Path) -> None:
    done = run(tmp_path, "--analyze", str(EXPERT), "--json")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    data = json.loads(done.stdout)
    assert done.stdout.count("\n") == 1  # one object, one line
    expected = to_json(review(import_replay(EXPERT, in_process=True)))
    assert data == json.loads(json.dumps(expected))
    assert (data["rows"], data["cols"], len(data["layout"])) == (16, 30, 99)
    kinds = {"reveal", "chord", "flag", "unflag", "question"}
    verdicts = {"safe", "forced guess", "avoidable guess", "wrong flag", "flag"}
    for k, move in enumerate(data["moves"]):
        assert move["index"] == k and move["kind"] in kinds and move["verdict"] in verdicts
        assert 0 <= move["row"] < 16 and 0 <= move["col"] < 30
        assert isinstance(move["safe_available"], int) and move["safe_available"] >= 0
        if move["kind"] in ("reveal", "chord"):
            assert 0.0 <= move["probability"] <= 1.0
        else:
            assert move["probability"] is None
    seconds = [m["seconds"] for m in data["moves"]]
    assert seconds == sorted(seconds)
    summary = data["summary"]
    assert summary["guesses"] == 8 and summary["avoidable_guesses"] == 7
    assert 0 < summary["survival"] < 1


def test_readable_review(tmp_path: Path) -> None:
    done = run(tmp_path, "--analyze", str(EXPERT), "--lang", "en")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    out = done.stdout
    assert out.startswith("Review of mvf_expert_zhang_shen_jia.mvf \u2014 Zhang Shen Jia")
    assert "Won in 37.81 s" in out and "IOE 0.575" in out
    assert "8 guesses: 1 forced, 7 avoidable" in out and "chance of surviving them all" in out
    assert "1 wrong flag" in out and "Longest pauses:" in out
    assert "forced guess" in out and "avoidable guess" in out and "certainly safe" in out
    assert "(s)" not in out  # counts read as words: "1 wrong flag", "8 guesses"


@pytest.mark.parametrize("case", ["truncated", "garbage", "text", "missing", "empty"])
def test_a_file_that_cannot_be_read_prints_one_line_and_exits_2(tmp_path: Path,
                                                                 case: str) -> None:
    target = tmp_path / {"text": "notes.txt"}.get(case, "game.rmv")
    source = DATA / "rmv_expert_98763.rmv"
    if case == "truncated":
        target.write_bytes(source.read_bytes()[:400])
    elif case == "garbage":
        target.write_bytes(b"\x00\xff" * 500)
    elif case == "text":
        shutil.copyfile(source, target)
    elif case == "empty":
        target.write_bytes(b"")
    for extra in ([], ["--json"]):
        done = run(tmp_path, "--analyze", str(target), *extra)
        assert done.returncode == 2, (case, done.stdout, done.stderr)
        assert done.stdout == ""
        lines = done.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("minesweeper-qt: ") and \
            target.name in lines[0], done.stderr


def test_json_needs_analyze(tmp_path: Path) -> None:
    done = run(tmp_path, "--json")
    assert done.returncode == 2 and "--json needs --analyze" in done.stderr
