"""The offscreen platform's "propagateSizeHints()" warning is held back, and
only it: other warnings still reach the console (or the handler before)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
from PySide6.QtCore import qInstallMessageHandler, qWarning
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
from minesweeper_qt.qt_messages import OFFSCREEN_SIZE_HINTS, hold_back_offscreen_size_hints
seen = []
if "--chained" in __import__("sys").argv:
    qInstallMessageHandler(lambda kind, context, text: seen.append(text))
assert hold_back_offscreen_size_hints() and hold_back_offscreen_size_hints()
qWarning(OFFSCREEN_SIZE_HINTS)
window = QWidget()
window.setFixedSize(120, 80)  # the plugin's own warning, for real
window.show()
app.processEvents()
qWarning("another warning")
print("seen", seen, flush=True)
"""


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", SCRIPT, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def test_only_the_size_hints_warning_is_held_back() -> None:
    done = run()
    assert done.returncode == 0, done.stderr
    assert "propagateSizeHints" not in done.stderr
    assert done.stderr.splitlines() == ["another warning"]


def test_the_handler_installed_before_gets_every_other_message() -> None:
    done = run("--chained")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "seen ['another warning']"
    assert done.stderr == ""


def test_the_smoke_test_prints_one_line_and_no_warning(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "minesweeper_qt", "--smoke-test"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr == "", done.stderr
    assert len(done.stdout.splitlines()) == 1
