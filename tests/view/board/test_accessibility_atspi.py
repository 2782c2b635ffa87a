"""A real screen-reader client reads the running game over AT-SPI.

tests/atspi/run.py starts the accessibility bus inside a private D-Bus session,
an Xvfb server and the real game (xcb platform, Qt's AT-SPI bridge), drives the
board with key presses, and reads it with pyatspi from the system Python
(tests/atspi/probe.py), as Orca would. Needs the Debian packages xvfb,
at-spi2-core, dbus, dbus-x11, python3-pyatspi, gir1.2-atspi-2.0, python3-gi and
Qt's xcb libraries (.ci/run installs them); skipped, saying which is missing,
without them. By hand: ``dbus-run-session -- .venv/bin/python tests/atspi/run.py``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RUN = Path(__file__).resolve().parents[3] / "tests" / "atspi" / "run.py"


def missing() -> str | None:
    for tool in ("Xvfb", "dbus-run-session", "dbus-send"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: xvfb, dbus, dbus-x11)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi-bus-launcher is not installed (Debian: at-spi2-core)"
    check = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if check.returncode != 0:
        return (
            "the system Python lacks pyatspi (Debian: python3-pyatspi gir1.2-atspi-2.0 python3-gi)"
        )
    return None


@pytest.fixture(scope="module")
def session(tmp_path_factory) -> dict:
    reason = missing()
    if reason:
        pytest.skip(reason)
    home = tmp_path_factory.mktemp("atspi-home")
    runtime = home / "run"
    runtime.mkdir(mode=0o700)
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_"))}
    env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"))
    done = subprocess.run(["dbus-run-session", "--", sys.executable, str(RUN)], env=env,
                          capture_output=True, text=True, timeout=1800)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout + done.stderr
    result = json.loads(lines[-1])
    if "notReady" in result:  # a program never signalled it was ready: not a failure
        pytest.skip(f"AT-SPI set-up never ready: {result['notReady']}")
    return result


def grid(cells: list[str]) -> list[list[str]]:
    return [cells[r * 5:(r + 1) * 5] for r in range(5)]


def test_the_board_is_a_grid_of_rows_times_columns_named_cells(session):
    table = session["before"]["table"]
    assert table["name"] == "Minefield"
    assert table["description"] == "5 by 5 cells, 5 mines. Arrow keys move, Space opens, F flags"
    assert len(table["cells"]) == 25
    assert grid(table["cells"])[2][4] == "row 3, column 5: hidden"
    assert all(name.endswith(": hidden") for name in table["cells"])


def test_the_board_has_no_table_rows_or_headers(session):
    """No Table interface (Orca reads a whole row when the row changes in a
    table that has one) and no header cells (the window shows none)."""
    table = session["before"]["table"]
    assert "Table" not in table["interfaces"]
    assert table["roles"] == ["table cell"]


def test_cell_names_after_a_move(session):
    cells = grid(session["after"]["table"]["cells"])
    assert cells[2][1] == "row 3, column 2: 1"
    assert cells[0][0] == "row 1, column 1: hidden"


def test_the_accessible_focus_follows_the_keyboard_cursor(session):
    focus = [event["focus"] for event in session["events"] if "focus" in event]
    assert focus[-4:] == ["row 1, column 1: hidden", "row 2, column 1: hidden",
                          "row 3, column 1: hidden", "row 3, column 2: hidden"]


def test_a_reveal_is_announced(session):
    assert {"announcement": "1 cell opened: 1"} in session["events"]


def test_a_listener_for_announcements_gets_no_description_changes_too(session):
    """The probe listens to announcements, so the game does not also put what
    a move did on the cursor cell's description (a screen reader that takes
    both would say it twice)."""
    assert not [event for event in session["events"] if "description" in event]


def test_header_controls_have_names_and_roles(session):
    controls = session["before"]["controls"]
    assert controls["New game"] == "push button"
    assert controls["Menu"] == "push button"
    assert controls["Flag mode"] in ("check box", "toggle button")
    assert controls["Mines left: 5"] == "label"
    assert controls["Time: 0 s"] == "label"
