"""The replay-parsing child trusts no folder another user can write to: modules
planted in the shared temporary folder never run, a ``crash.log`` link planted
there is never followed, and the replay still opens (issue: a second local user
put ``json.py`` into ``/tmp``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from robust_helpers import ROOT, assert_nothing_planted_ran, driver, environment, plant

from minesweeper_qt.replay import parse_child
from minesweeper_qt.replay.parse_child import trusted_import_path

DATA = Path(__file__).resolve().parent / "data"
SAMPLE = DATA / "avf_beginner_chinese_name.avf"
def test_the_import_path_keeps_only_folders_no_one_else_can_write(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir(mode=0o755)
    mine.chmod(0o755)
    open_to_all = tmp_path / "open"
    open_to_all.mkdir()
    open_to_all.chmod(0o1777)
    group = tmp_path / "group"
    group.mkdir()
    group.chmod(0o775)
    entries = ["", ".", "relative/folder", str(tmp_path / "missing"), str(mine),
               str(open_to_all), str(group)]
    if os.getuid() == 0:
        theirs = tmp_path / "theirs"
        theirs.mkdir(mode=0o755)
        os.chown(theirs, 65534, 65534)
        entries.append(str(theirs))
        os.chown(group, 0, 65534)  # group-writable by a group that is not ours
    kept = trusted_import_path(entries)
    assert str(mine) in kept
    for bad in ("", ".", "relative/folder", str(tmp_path / "missing"), str(open_to_all)):
        assert bad not in kept
    if os.getuid() == 0:
        assert str(tmp_path / "theirs") not in kept and str(group) not in kept
    # This package's own root comes first, once (the folder it is imported from:
    # the checkout, or site-packages when the tests run from an unpacked sdist).
    own = str(Path(parse_child.__file__).resolve().parents[2])
    assert kept[0] == own and kept.count(own) == 1


def test_the_child_runs_isolated_in_a_private_folder(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """What the child is started with: ``-I``, no empty or shared entry on its
    path, its temporary folders private."""
    shared = tmp_path / "tmp"
    shared.mkdir()
    shared.chmod(0o1777)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["", str(shared), str(ROOT)]))
    monkeypatch.chdir(shared)
    command = parse_child.child_command()
    assert command[:3] == [sys.executable, "-I", "-c"]
    env = parse_child.child_environment(str(tmp_path / "private"))
    assert "PYTHONPATH" not in env
    assert env["TMPDIR"] == env["TEMP"] == env["TMP"] == str(tmp_path / "private")
    path = env[parse_child.PATH_VARIABLE].split(os.pathsep)
    assert "" not in path and str(shared) not in path and os.getcwd() not in path


def _run_program(args: list[str], home: Path, shared: Path) -> subprocess.CompletedProcess[str]:
    """The real program started from the shared folder, which is also its
    temporary folder."""
    env = environment(home)
    env.update(TMPDIR=str(shared), TEMP=str(shared), TMP=str(shared))
    return subprocess.run(args, cwd=shared, env=env, capture_output=True, text=True,
                          timeout=120, encoding="utf-8", stdin=subprocess.DEVNULL, check=False)


def test_a_replay_opened_from_the_command_line_runs_nothing_planted(tmp_path: Path) -> None:
    pytest.importorskip("ms_toollib")
    shared, markers = tmp_path / "tmp", tmp_path / "markers"
    victim = plant(shared, markers)
    done = _run_program(driver("replay", str(SAMPLE)), tmp_path / "home", shared)
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and "EXIT 0" in lines, done.stdout + done.stderr
    assert any(line.startswith("REPLAY ") for line in lines)  # the replay opened
    assert next(line for line in lines if line.startswith("END ")).split()[1] == "WON"
    assert_nothing_planted_ran(shared, markers, victim)


def test_a_panicking_parse_writes_its_crash_log_only_in_its_private_folder(
        tmp_path: Path) -> None:
    """A truncated replay makes ms-toollib panic and write ``crash.log`` into
    its working folder: the private one, never through the planted link."""
    pytest.importorskip("ms_toollib")
    shared, markers = tmp_path / "tmp", tmp_path / "markers"
    victim = plant(shared, markers)
    damaged = tmp_path / "damaged.evf"
    damaged.write_bytes((DATA / "evf_v4_beginner_wait_500s.evf").read_bytes()[:300])
    done = _run_program(driver("close", str(damaged)), tmp_path / "home", shared)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "damaged" in done.stderr
    assert_nothing_planted_ran(shared, markers, victim)
