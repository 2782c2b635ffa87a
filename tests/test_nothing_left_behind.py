"""The check in conftest.py that fails a test leaving something behind, tried
for real: a pytest of its own (this conftest, a stand-in temporary folder and
home) runs tests that leak a folder, a file in the home folder and a running
game's socket, and tests that leave nothing or another program's socket."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent

LEAKY_TESTS = '''
import os
from pathlib import Path

from PySide6.QtNetwork import QLocalServer

from minesweeper_qt.handover import Listener
from minesweeper_qt.single_instance import SingleInstance

REAL_TMP = Path(os.environ["MINESWEEPER_TESTS_REAL_TMP"])
REAL_HOME = Path(os.environ["MINESWEEPER_TESTS_REAL_HOME"])
KEEP = []  # alive to the end, as a killed program leaves its socket


def test_leaves_a_folder_in_tmp():
    (REAL_TMP / "minesweeper-qt-leftover").mkdir()


def test_leaves_qt_test_files_in_the_home_folder():
    (REAL_HOME / ".qttest").mkdir()


def test_a_game_whose_socket_stays(qapp, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(REAL_TMP))  # as a child started without TMPDIR
    monkeypatch.delenv("XDG_RUNTIME_DIR")  # nor a runtime folder: a private one in REAL_TMP
    instance = SingleInstance(Path(os.environ["HOME"]) / "data")
    assert instance.acquire()
    instance.listen(Listener())
    KEEP.append(instance)


def test_a_socket_of_another_program_is_not_ours(qapp):
    server = QLocalServer()
    assert server.listen(str(REAL_TMP / "minesweeper-qt-0123456789abcdef"))
    KEEP.append(server)


def test_own_folders_only(tmp_path):
    (tmp_path / "kept").write_text("in the test's own folder")
    (Path(os.environ["TMPDIR"]) / "minesweeper-qt-scratch").mkdir()
'''


def test_a_test_leaving_something_behind_fails(tmp_path_factory: pytest.TempPathFactory) -> None:
    # Short paths: a socket's path must stay under 108 bytes.
    base = tmp_path_factory.mktemp("lb")
    suite, fake_tmp, fake_home = base / "suite", base / "tmp", base / "home"
    for folder in (suite, fake_tmp, fake_home):
        folder.mkdir()
    shutil.copy(HERE / "conftest.py", suite / "conftest.py")
    (suite / "test_leaky.py").write_text(LEAKY_TESTS, encoding="utf-8")
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("MINESWEEPER_TESTS_")}
    env.update(TMPDIR=str(fake_tmp), HOME=str(fake_home), MINESWEEPER_TESTS_STRICT="1",
               MINESWEEPER_TESTS_GRACE_S="0.3",  # its leaks stay: no need to wait 3 s each
               QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
                           "-p", "no:xdist", "-rA", str(suite)],
                          cwd=suite, env=env, capture_output=True, text=True, timeout=300,
                          stdin=subprocess.DEVNULL)
    out = done.stdout + done.stderr
    failed = set(re.findall(r"^ERROR test_leaky\.py::(\w+)", out, re.MULTILINE))
    passed = set(re.findall(r"^PASSED test_leaky\.py::(\w+)", out, re.MULTILINE))
    assert failed == {"test_leaves_a_folder_in_tmp",
                      "test_leaves_qt_test_files_in_the_home_folder",
                      "test_a_game_whose_socket_stays"}, out
    assert passed == {"test_leaves_a_folder_in_tmp", "test_leaves_qt_test_files_in_the_home_folder",
                      "test_a_game_whose_socket_stays",
                      "test_a_socket_of_another_program_is_not_ours",
                      "test_own_folders_only"}, out  # the tests themselves pass
    leftover = fake_tmp / "minesweeper-qt-leftover"
    assert f"left behind outside the test's own folders: ['{leftover}']" in out, out
    # The run says so at its end too, and fails.
    assert "LEFT BEHIND by this run" in out and done.returncode == 1, out
    # The run's own folder is gone (with the test's scratch folder in it); what
    # leaked stays, for a look.
    names = {path.name for path in fake_tmp.iterdir()}
    assert not [name for name in names if name.startswith("msqt-tests-")], names
    assert "minesweeper-qt-leftover" in names
