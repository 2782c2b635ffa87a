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

#: Every feature (issue 45), in one Orca session of its own on the same mines:
#: hints, probabilities, the status keys, Best times and History by keyboard
#: (Tab leaves their tables and reaches Close), the replay window stepped.
FEATURES = [
    ("Right", r"^row 1, column 1: hidden\.$"),
    ("space", r"^66 cells opened$"),
    ("m", r"^10 mines left$"),
    ("t", r"^Time: \d+ seconds?$"),
    ("h", r"^Hint: row 6, column 9 is safe\. .*The 2 at row 5, column 8 .*row 6, column 9\.$"),
    ("shift+h", r"^1 cell opened: 3\.?$"),  # the cursor on the cell played, what it shows
    ("p", r"^Probabilities shown$"),
    ("Down", r"^row 7, column 9: hidden, certainly a mine\.$"),
    ("shift+p", r"^row 7, column 9: certainly a mine$"),
    ("Down", r"^row 8, column 9: hidden, certainly safe\.$"),
    ("Left", r"^row 8, column 8: hidden, certainly safe\.$"),
    ("space", r"^1 cell opened: 5$"),  # a single cell says its number
    ("f", r"^Already open$"),
    ("Down", r"^row 9, column 8: hidden, certainly safe\.$"),
    ("Right", r"^row 9, column 9: hidden, certainly safe\.$"),
    ("Right", r"^Edge of the board$"),
    ("space", r"^New game push button\.$"),  # won, assisted: no name to type
    ("F10", r"^Game Alt\+G\.$"),  # the Game menu, its title (and its keys) said
    ("t", r"^Beginner combo box\.$"),  # Best times, on the board size
    ("Tab", r"^Best times page tab\.$"),
    ("Tab", r"^table with 10 rows 6 columns\.$"),
    ("Tab", r"^Close push button\.$"),  # out of the table at once
    ("Return", r"push button\.$"),  # closed: back on the end panel
    ("F10", r"^Game Alt\+G\.$"),
    ("h", r"^Game history dialog\.$"),
    ("Down", r"Won"),  # the latest game selected (a table row is read whole)
    ("Tab", r"^Watch replay push button\.$"),  # out of the table at once
    ("Tab", r"^Export .*push button\.$"),
    ("Tab", r"^Delete push button\.$"),
    ("Tab", r"^Close push button\.$"),
    ("shift+Tab", r"^Delete push button\.$"),
    ("shift+Tab", r"^Export .*push button\.$"),
    ("shift+Tab", r"^Watch replay push button\.$"),
    ("space", r"^One event forward \(Right\) push button\.$"),  # the replay window
    ("ctrl+Right", r"^Move 1 of \d+, [\d.]+ s: reveal at row 1, column 1: empty$"),
    ("m", r"^Move 1 of \d+, [\d.]+ s: reveal at row 1, column 1: empty$"),  # said again
    ("ctrl+Right", r"^Move 2 of \d+, [\d.]+ s: reveal at row 6, column 9: 3$"),
    ("Escape", r"^Watch replay push button\.$"),  # the replay closed: back in History
    ("Tab", r"^Export .*push button\.$"),
]

#: The menus and the end panel's drop-down by keyboard, in an Orca session of
#: their own (issue 45): each menu's name said as the player moves to it,
#: entries with their shortcuts, the drop-down's choices, and no stray window
#: name ("Minesweeper") before the first move after a new game.
MENUS = [
    ("Right", r"^row 1, column 1: hidden\.$"),
    ("F10", r"^Game Alt\+G\.$"),  # the first menu open, its title selected
    ("Down", r"^New F2\.$"),  # an entry with its shortcut
    ("Down", r"^Beginner \(9 x 9, 10 mines\) checked 1\.$"),
    ("Right", r"^Options Alt\+O\.$"),  # the next menu: its name, not its first entry
    ("Right", r"^Assist Alt\+S\.$"),
    ("Left", r"^Options Alt\+O\.$"),
    ("Down", r"^Question marks not checked\.$"),
    ("Down", r"^First click collapsed\.$"),  # a submenu says so
    ("Right", r"^Always an opening \(modern\) checked\.$"),  # into it
    ("Left", r"^First click collapsed\.$"),  # out of it, closed
    ("Left", r"^Game Alt\+G\.$"),
    ("Left", r"^Help Alt\+H\.$"),  # round the start
    ("Up", r"^About\.$"),  # in from the end
    ("Escape", r"^Help Alt\+H\.$"),  # the menu closed: its title
    ("Escape", r"^row 1, column 1: hidden\.$"),  # the bar left: back on the board
    ("space", r"^66 cells opened$"),
    ("End", r"^row 1, column 9: hidden\.$"),
    ("Down", r"^row 2, column 9: hidden\.$"),
    ("space", r"^New game push button\.$"),  # a mine: the end panel
    ("Tab", r"^Restart this board push button\.$"),
    ("Tab", r"^Change difficulty push button\.$"),
    ("space", r"^Beginner \(9 x 9, 10 mines\) checked 1\.$"),  # the drop-down, on its tick
    ("Down", r"^Intermediate \(16 x 16, 40 mines\) not checked 2\.$"),
    ("Up", r"^Beginner \(9 x 9, 10 mines\) checked 1\.$"),
    ("Escape", r"^Change difficulty push button\.$"),  # closed: back on its button
    ("space", r"^Beginner \(9 x 9, 10 mines\) checked 1\.$"),
    ("Return", r"^New game: 9 by 9 cells, 10 mines\.$"),  # chosen: a new game
    ("Down", r"^row 3, column 9: hidden\.$"),  # the first move: no window name first
    ("Down", r"^row 4, column 9: hidden\.$"),
]
MENU_STEP = {name: number for number, name in enumerate(
    ["start", "f10", "new", "beginner", "options", "assist", "options2", "question",
     "first_click", "opening", "first_click2", "game", "help",
     "about", "esc_menu", "esc_bar", "open", "end", "down", "lost", "restart", "difficulty",
     "drop", "intermediate", "beginner2", "esc_drop", "drop2", "chosen", "move", "move2"])}


def orca_missing() -> str | None:
    if shutil.which("orca") is None:
        return "Orca is not installed (Debian: orca)"
    return missing()


def run_orca(tmp_path_factory, steps: list[tuple[str, str]]) -> dict:
    """Orca's transcript of ``steps`` played on orca_game.py's board (one Orca
    session); skips when the set-up is missing or never became ready."""
    reason = orca_missing()
    if reason:
        pytest.skip(reason)
    home = tmp_path_factory.mktemp("orca-home")
    runtime = home / "run"
    runtime.mkdir(mode=0o700)
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_"))}
    env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"))
    done = subprocess.run(["dbus-run-session", "--", sys.executable, str(RUN), json.dumps(steps),
                           str(home)], env=env, capture_output=True, text=True, timeout=1800,
                          check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout + done.stderr
    result = json.loads(lines[-1])
    if "notReady" in result:  # a program never signalled it was ready: not a failure
        pytest.skip(f"screen-reader set-up never ready: {result['notReady']}")
    print(json.dumps(result, indent=1, ensure_ascii=False))  # the transcript, with -s
    return result


@pytest.fixture(scope="module")
def transcript(tmp_path_factory) -> dict:
    return run_orca(tmp_path_factory, GAME)


@pytest.fixture(scope="module")
def features(tmp_path_factory) -> dict:
    return run_orca(tmp_path_factory, FEATURES)


@pytest.fixture(scope="module")
def menus(tmp_path_factory) -> dict:
    return run_orca(tmp_path_factory, MENUS)


def test_every_key_is_spoken(transcript):
    assert transcript["startupFound"], transcript["startup"]
    assert [step["key"] for step in transcript["steps"] if step["found"]] == \
        [k for k, _ in GAME], transcript["steps"]


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
    assert "New game push button." in steps[WIN + 1]["speech"]  # (the review's line may come)
    assert steps[WIN + 2]["speech"][0] == "Restart this board push button."
    loss = steps[LOSS]["speech"]
    assert re.fullmatch(r"You hit a mine after \d+\.\d\d seconds panel\.", loss[0]), loss
    assert "New game push button." in loss  # (the review's line may follow)


def test_focus_returns_to_the_board_after_a_new_game(transcript):
    assert transcript["startup"][-2:] == [
        "Minefield.", "9 by 9 cells, 10 mines. Arrow keys move, Space opens, F flags."]
    # Enter on "Restart this board": the board's cursor cell has the focus again.
    assert transcript["steps"][RESTART]["speech"] == [
        "row 9, column 9: hidden.", "New game: 9 by 9 cells, 10 mines."]
    assert transcript["steps"][RESTART + 1]["speech"] == ["row 8, column 9: hidden."]


def feature(features: dict, number: int) -> list[str]:
    """What Orca said after the ``number``-th key of FEATURES (0-based)."""
    return features["steps"][number]["speech"]


def test_every_feature_key_is_spoken(features):
    assert [step["key"] for step in features["steps"] if step["found"]] == \
        [k for k, _ in FEATURES], features["steps"]


def test_the_hint_is_spoken_and_shift_h_plays_it_where_the_cursor_goes(features):
    hint = feature(features, 4)
    assert len(hint) == 1 and hint[0].startswith("Hint: row 6, column 9 is safe. "), hint
    assert not re.search(r"\b[A-I][1-9]\b", hint[0])  # cells named as the board speaks them
    # The cursor is on the cell played: its name, then what the move opened.
    assert feature(features, 5) == ["row 6, column 9: 3.", "1 cell opened: 3."]


def test_status_keys_probabilities_and_a_single_cell_are_spoken(features):
    assert feature(features, 2) == ["10 mines left"]
    assert re.fullmatch(r"Time: \d+ seconds?", feature(features, 3)[0])
    assert feature(features, 6) == ["Probabilities shown"]
    assert feature(features, 7) == ["row 7, column 9: hidden, certainly a mine."]
    assert feature(features, 8) == ["row 7, column 9: certainly a mine"]
    assert feature(features, 11) == ["1 cell opened: 5"]
    assert feature(features, 12) == ["Already open"]
    assert feature(features, 15) == ["Edge of the board"]
    won = feature(features, 16)
    assert any("Keys: 5 (" in said for said in won), won  # keys, not mouse buttons


def test_tab_leaves_the_dialogs_tables_and_reaches_close(features):
    # Best times: combo box, page tab, table, Close: three Tabs, not one per cell.
    assert "Beginner combo box." in feature(features, 18)
    assert feature(features, 21) == ["Close push button."]
    # History: the game row read, then the buttons one Tab each, Close last.
    assert "Won." in feature(features, 25)
    assert feature(features, 26)[-1] == "Watch replay push button."
    assert re.fullmatch(r"Export .*push button\.", feature(features, 27)[-1])
    assert feature(features, 28)[-1] == "Delete push button."
    assert feature(features, 29)[-1] == "Close push button."


def test_the_replay_window_is_named_and_its_step_spoken(features):
    opened = feature(features, 33)
    assert opened[0].startswith("Replay — ") and "dialog" in opened[0], opened
    assert opened[-1] == "One event forward (Right) push button."
    # One move a step (Ctrl+Right: over the cursor keys between moves), with its
    # number, time, kind, cell and what the cell shows.
    step = feature(features, 34)
    assert len(step) == 1 and "reveal at row 1, column 1: empty" in step[0], step
    assert feature(features, 35) == step  # M: the same move again
    assert feature(features, 37) == ["Game history dialog.", "Watch replay push button."]


def menu_step(menus: dict, name: str) -> list[str]:
    """What Orca said after the MENUS key named ``name`` (see MENU_STEP)."""
    return menus["steps"][MENU_STEP[name]]["speech"]


def test_every_menu_key_is_spoken(menus):
    assert len(MENU_STEP) == len(MENUS)
    assert [step["key"] for step in menus["steps"] if step["found"]] == \
        [k for k, _ in MENUS], menus["steps"]


def test_menu_entries_say_their_shortcuts(menus):
    assert menu_step(menus, "new") == ["New F2."]  # was "New."
    assert menu_step(menus, "beginner") == ["Beginner (9 x 9, 10 mines) checked 1."]


def test_moving_between_menus_says_each_menu_s_name(menus):
    # Each time the menu's title alone: not its first entry, not the board
    # (which Qt gave the focus back to for a moment: "Minefield").
    assert menu_step(menus, "f10") == ["Game Alt+G."]
    assert menu_step(menus, "options") == ["Options Alt+O."]
    assert menu_step(menus, "assist") == ["Assist Alt+S."]
    assert menu_step(menus, "options2") == ["Options Alt+O."]
    assert menu_step(menus, "game") == ["Game Alt+G."]
    assert menu_step(menus, "help") == ["Help Alt+H."]
    assert menu_step(menus, "esc_bar") == ["row 1, column 1: hidden."]


def test_a_submenu_says_so(menus):
    assert menu_step(menus, "first_click") == ["First click collapsed."]  # was "First click."
    assert menu_step(menus, "opening") == ["Always an opening (modern) checked."]
    assert menu_step(menus, "first_click2") == ["First click collapsed."]


def test_the_difficulty_drop_down_speaks_each_choice(menus):
    assert menu_step(menus, "difficulty") == ["Change difficulty push button."]
    assert menu_step(menus, "drop") == ["Beginner (9 x 9, 10 mines) checked 1."]  # was silent
    assert menu_step(menus, "intermediate") == ["Intermediate (16 x 16, 40 mines) not checked 2."]
    assert menu_step(menus, "beginner2") == ["Beginner (9 x 9, 10 mines) checked 1."]
    assert menu_step(menus, "esc_drop") == ["Change difficulty push button."]


def test_no_stray_window_name_after_a_new_game(menus, features, transcript):
    """The window's name is said when it appears, never before a move: it
    came after a new game chosen on the end panel ("Minesweeper", then the
    cell), and on the way back from the drop-down."""
    assert menu_step(menus, "move") == ["row 3, column 9: hidden."]
    assert menu_step(menus, "move2") == ["row 4, column 9: hidden."]
    for run in (menus, features, transcript):
        said = [s for step in run["steps"] for s in step["speech"]]
        assert "Minesweeper" not in said, run["steps"]
