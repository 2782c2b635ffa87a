"""A board that fits the screen opens whole, without a scroll bar: at 100 %
and at 200 % (``QT_SCALE_FACTOR=2``), on a 1600 x 1200 and a 1920 x 1080
screen, Intermediate from the command line in a fresh settings folder, then
Beginner, Intermediate and Expert from the Game menu. At 200 % the player's
32-pixel cells do not fit (Intermediate's window is 662 logical pixels high,
the screens 600 and 540): the board opens at the largest smaller zoom step
that fits. The real program in a process of its own (``QT_SCALE_FACTOR`` is
read once), on an offscreen screen of that size."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from robust_helpers import environment

DRIVER = Path(__file__).resolve().parents[2] / "open_whole_driver.py"


@pytest.mark.parametrize(("width", "height", "scale"), [
    (1600, 1200, 2), (1920, 1080, 2), (1920, 1080, 1)])
def test_a_board_that_fits_the_screen_opens_whole(
        tmp_path: Path, width: int, height: int, scale: int) -> None:
    screens = tmp_path / "screens.json"
    screens.write_text(json.dumps({"screens": [
        {"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = environment(tmp_path / "home")
    env.update(QT_QPA_PLATFORM=f"offscreen:configfile={screens}", QT_SCALE_FACTOR=str(scale))
    done = subprocess.run([sys.executable, str(DRIVER), "--difficulty", "intermediate"],
                          env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    lines = [line.split() for line in done.stdout.splitlines()]
    assert ["EXIT", "0"] in lines, done.stdout + done.stderr
    screen = next(QRect(*map(int, w[1:])) for w in lines if w[0] == "SCREEN")
    assert screen == QRect(0, 0, width // scale, height // scale)
    boards = [list(map(int, w[1:])) for w in lines if w[0] == "BOARD"]
    assert [b[:2] for b in boards] == [[16, 16], [9, 9], [16, 16], [16, 30]]
    for rows, cols, cell, h_range, v_range, *frame in boards:
        assert (h_range, v_range) == (0, 0), (rows, cols, cell)
        assert screen.contains(QRect(*frame)), (rows, cols, cell, frame)
        # The player's cells where they fit (Beginner; every board at 100 %),
        # else as large as fits.
        assert cell == 32 or (scale == 2 and (rows, cols) != (9, 9)), (rows, cols, cell)
        assert cell >= 20
