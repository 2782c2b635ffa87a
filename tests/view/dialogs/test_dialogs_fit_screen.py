"""Every dialog of the menus opens within the screen's available geometry at
200 % on a 1920 x 1200 screen (960 x 600 logical pixels), in English, German
(long words) and Arabic (right to left): a long text scrolls, the history's
filters take two rows. The real program in a process of its own
(``QT_SCALE_FACTOR`` is read once), on an offscreen screen of that size."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from robust_helpers import environment

DRIVER = Path(__file__).resolve().parents[2] / "dialog_fit_driver.py"
ACTIONS = {"actionCustom", "actionDaily", "actionBestTimes", "actionHistory",
           "actionOpenReplay", "actionHowToPlay", "actionAbout"}


def _dialogs(tmp_path: Path, language: str) -> tuple[QRect, dict[str, QRect]]:
    screens = tmp_path / "screens.json"
    screens.write_text(json.dumps({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1920, "height": 1200,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = environment(tmp_path / "home")
    env.update(QT_QPA_PLATFORM=f"offscreen:configfile={screens}", QT_SCALE_FACTOR="2")
    done = subprocess.run([sys.executable, str(DRIVER), "--lang", language], env=env,
                          capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    lines = [line.split() for line in done.stdout.splitlines()]
    assert ["EXIT", "0"] in lines, done.stdout + done.stderr
    screen = next(QRect(*map(int, w[1:])) for w in lines if w[0] == "SCREEN")
    return screen, {w[1]: QRect(*map(int, w[2:])) for w in lines if w[0] == "DIALOG"}


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_every_dialog_opens_within_the_screen_at_200_percent(tmp_path: Path,
                                                             language: str) -> None:
    screen, dialogs = _dialogs(tmp_path, language)
    assert screen == QRect(0, 0, 960, 600)
    assert set(dialogs) == ACTIONS
    outside = {name: frame for name, frame in dialogs.items() if not screen.contains(frame)}
    assert not outside, outside
