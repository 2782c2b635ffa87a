"""A blind player's whole Beginner game, played by keyboard, as Orca speaks it.

tests/atspi/orca_run.py starts, inside a private D-Bus session, the AT-SPI bus,
an Xvfb server, Orca as the distribution ships it (with ``--debug-file``: no
speech server needed, every utterance is logged) and the real game on a known
Beginner layout (tests/atspi/orca_game.py), sends the keys below, and returns
Orca's transcript. Needs the Debian packages of the AT-SPI test plus ``orca``
(.ci/run installs them); skipped, saying which is missing, without them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_accessibility_atspi import missing

RUN = Path(__file__).resolve().parents[3] / "tests" / "atspi" / "orca_run.py"

#: (key, what Orca must say after it): the whole game of orca_game.py's layout.
GAME = [
    ("Right", r"^row 1, column 1: hidden\.$"),  # the first key shows the cursor
    ("Down", r"^row 2, column 1: hidden\.$"),
    ("Up", r"^row 1, column 1: hidden\.$"),
    ("space", r"^66 cells opened$"),
    ("Down", r"^row 2, column 1: empty\.$"),
    ("Down", r"^row 3, column 1: empty\.$"),
    ("Down", r"^row 4, column 1: empty\.$"),
    ("Down", r"^row 5, column 1: empty\.$"),
    ("Down", r"^row 6, column 1: empty\.$"),
    ("End", r"^row 6, column 9: hidden\.$"),
    ("space", r"^1 cell opened: 3$"),
    ("Down", r"^row 7, column 9: hidden\.$"),
    ("f", r"^Flagged\. 9 mines left$"),
    ("f", r"^Unflagged\. 10 mines left$"),
    ("Down", r"^row 8, column 9: hidden\.$"),
    ("Down", r"^row 9, column 9: hidden\.$"),
    ("space", r"^Your name: text\.$"),  # won: the end panel takes the focus
    ("Tab", r"^New game push button\.$"),
    ("Tab", r"^Restart this board push button\.$"),
    ("Return", r"^New game: 9 by 9 cells, 10 mines\.$"),  # the same mines; the focus is back
    ("Up", r"^row 8, column 9: hidden\.$"),
    ("Up", r"^row 7, column 9: hidden\.$"),
    ("space", r"^New game push button\.$"),  # a mine: lost, the end panel takes the focus
]
WIN, RESTART, LOSS = 16, 19, 22
VERTICAL = ("Up", "Down")


def orca_missing() -> str | None:
    if shutil.which("orca") is None:
        return "Orca is not installed (Debian: orca)"
    return missing()


@pytest.fixture(scope="module")
def transcript(tmp_path_factory) -> dict:
    reason = orca_missing()
    if reason:
        pytest.skip(reason)
    home = tmp_path_factory.mktemp("orca-home")
    runtime = home / "run"
    runtime.mkdir(mode=0o700)
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_"))}
    env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"))
    done = subprocess.run(["dbus-run-session", "--", sys.executable, str(RUN), json.dumps(GAME),
                           str(home)], env=env, capture_output=True, text=True, timeout=1800,
                          check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout + done.stderr
    result = json.loads(lines[-1])
    if "notReady" in result:  # a program never signalled it was ready: not a failure
        pytest.skip(f"screen-reader set-up never ready: {result['notReady']}")
    print(json.dumps(result, indent=1, ensure_ascii=False))  # the transcript, with -s
    return result


def test_every_key_is_spoken(transcript):
    assert transcript["startupFound"], transcript["startup"]
    assert [step["key"] for step in transcript["steps"] if step["found"]] == [k for k, _ in GAME], \
        transcript["steps"]


def test_a_vertical_move_speaks_one_cell(transcript):
    moves = [step for step in transcript["steps"] if step["key"] in VERTICAL]
    assert len(moves) == 12
    for step in moves:
        assert len(step["speech"]) == 1, step
        assert re.fullmatch(r"row \d, column \d: (hidden|empty)\.", step["speech"][0]), step


def test_no_header_is_spoken(transcript):
    said = transcript["startup"] + [s for step in transcript["steps"] for s in step["speech"]]
    assert not [s for s in said if "header" in s.lower()]


def test_reveals_and_flags_are_spoken(transcript):
    by_key = [(step["key"], step["speech"]) for step in transcript["steps"]]
    assert ("space", ["66 cells opened"]) in by_key
    assert ("space", ["1 cell opened: 3"]) in by_key
    assert ("f", ["Flagged. 9 mines left"]) in by_key
    assert ("f", ["Unflagged. 10 mines left"]) in by_key


def test_the_end_and_its_panel_are_spoken(transcript):
    steps = transcript["steps"]
    win = steps[WIN]["speech"]
    assert re.fullmatch(r"You won in \d+\.\d\d seconds panel\.", win[0]), win
    assert re.search(r"Time: \d+\.\d\d s", win[1]) and "New best time!" in win[1], win
    assert "Your name: text." in win  # a best time: the name field has the focus
    assert steps[WIN + 1]["speech"] == ["New game push button."]
    assert steps[WIN + 2]["speech"][0] == "Restart this board push button."
    loss = steps[LOSS]["speech"]
    assert re.fullmatch(r"You hit a mine after \d+\.\d\d seconds panel\.", loss[0]), loss
    assert loss[-1] == "New game push button."


def test_focus_returns_to_the_board_after_a_new_game(transcript):
    assert transcript["startup"][-2:] == [
        "Minefield.", "9 by 9 cells, 10 mines. Arrow keys move, Space opens, F flags."]
    # Enter on "Restart this board": the board's cursor cell has the focus again.
    assert transcript["steps"][RESTART]["speech"] == [
        "row 9, column 9: hidden.", "New game: 9 by 9 cells, 10 mines."]
    assert transcript["steps"][RESTART + 1]["speech"] == ["row 8, column 9: hidden."]
