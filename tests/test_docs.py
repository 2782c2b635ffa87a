"""What the documents say about the program's folders is what the code does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FOLDER = """
from PySide6.QtCore import QCoreApplication
from minesweeper_qt import APP_NAME, ORGANIZATION
app = QCoreApplication([])
QCoreApplication.setOrganizationName(ORGANIZATION)
QCoreApplication.setApplicationName(APP_NAME)
from minesweeper_qt.view.themes.themes import player_folder
print(player_folder())
"""


def test_the_theme_guide_names_the_players_theme_folder(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", FOLDER], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    folder = Path(done.stdout.strip())
    if sys.platform.startswith("linux"):
        documented = "~/" + folder.relative_to(tmp_path).as_posix() + "/"
        assert documented == "~/.local/share/minesweeper-qt/minesweeper-qt/themes/"
        assert f"`{documented}`" in (ROOT / "docs" / "themes.md").read_text(encoding="utf-8")
