"""At 200 % on a 1920 x 1200 screen (960 x 600 logical pixels), in English,
German (long words) and Arabic (right to left): every dialog of the menus opens
within the screen's available geometry (a long text scrolls, the history's
filters take two rows), and the replay of an Intermediate game shows its whole
board, larger than the smallest cells (the review beside the board). The real
program in a process of its own (``QT_SCALE_FACTOR`` is read once), on an
offscreen screen of that size."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from robust_helpers import environment

from minesweeper_qt.view.replay.replay_view import MIN_CELL_PX

DRIVER = Path(__file__).resolve().parents[2] / "dialog_fit_driver.py"
ACTIONS = {"actionCustom", "actionDaily", "actionBestTimes", "actionHistory",
           "actionOpenReplay", "actionHowToPlay", "actionAbout"}
LANGUAGES = ["en", "de", "ar"]

_RUNS: dict[str, list[list[str]]] = {}


def _run(tmp_path_factory: pytest.TempPathFactory, language: str) -> list[list[str]]:
    """The driver's lines, split into words (one run per language)."""
    if language not in _RUNS:
        folder = tmp_path_factory.mktemp(f"fit-{language}")
        screens = folder / "screens.json"
        screens.write_text(json.dumps({"screens": [
            {"name": "laptop", "x": 0, "y": 0, "width": 1920, "height": 1200,
             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
        env = environment(folder / "home")
        env.update(QT_QPA_PLATFORM=f"offscreen:configfile={screens}", QT_SCALE_FACTOR="2")
        done = subprocess.run([sys.executable, str(DRIVER), "--lang", language], env=env,
                              capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL)
        lines = [line.split() for line in done.stdout.splitlines()]
        assert ["EXIT", "0"] in lines, done.stdout + done.stderr
        _RUNS[language] = lines
    return _RUNS[language]


def _screen(lines: list[list[str]]) -> QRect:
    screen = next(QRect(*map(int, w[1:])) for w in lines if w[0] == "SCREEN")
    assert screen == QRect(0, 0, 960, 600)
    return screen


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_dialog_opens_within_the_screen_at_200_percent(
        tmp_path_factory: pytest.TempPathFactory, language: str) -> None:
    lines = _run(tmp_path_factory, language)
    screen = _screen(lines)
    dialogs = {w[1]: QRect(*map(int, w[2:])) for w in lines if w[0] == "DIALOG"}
    assert set(dialogs) == ACTIONS
    outside = {name: frame for name, frame in dialogs.items() if not screen.contains(frame)}
    assert not outside, outside


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_replay_at_200_percent_shows_the_whole_board_in_the_room_there_is(
        tmp_path_factory: pytest.TempPathFactory, language: str) -> None:
    lines = _run(tmp_path_factory, language)
    screen = _screen(lines)
    cell, h_range, v_range, last_shown, *frame = map(
        int, next(w[1:] for w in lines if w[0] == "REPLAY"))
    assert screen.contains(QRect(*frame))
    assert (h_range, v_range, last_shown) == (0, 0, 1)
    # Under the board, the review left it the smallest cells and a scroll bar.
    assert cell > MIN_CELL_PX
