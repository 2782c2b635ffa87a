"""``--smoke-test REPORT_FILE`` with a report file that cannot be written: a
clear message and exit status 2, never a traceback (the real program)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("where", ["/nonexistent/report.txt", "{tmp}", "{tmp}/file/report.txt"])
def test_a_bad_report_path_exits_2_with_a_message(tmp_path: Path, where: str) -> None:
    (tmp_path / "file").write_text("a file, not a folder")
    path = where.format(tmp=tmp_path)
    result = subprocess.run([sys.executable, "-m", "minesweeper_qt", "--smoke-test", path],
                            capture_output=True, text=True, timeout=120, cwd=ROOT,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 2
    assert "--smoke-test report file" in result.stderr
    assert "Traceback" not in result.stderr
