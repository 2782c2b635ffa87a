"""The daily board: a layout from the date and the rule only, the same in every
process, on every Python version, and pinned for past days."""

from __future__ import annotations

import datetime
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.engine.daily import (
    CURRENT_RULE,
    RULES,
    HashStream,
    board_code,
    daily_board,
    parse_day,
    utc_today,
)

DAILY_FILE = Path(__file__).resolve().parents[2] / "minesweeper_qt" / "engine" / "daily.py"

#: Three past days of rule d1, as row-major indices (row * 16 + col) of their
#: mines, and their codes. A change to the generator that moves a mine of a
#: past day fails here: such a change needs a new rule id instead.
PINNED = {
    "2024-02-29": ("81d4e2f496", [
        4, 7, 13, 21, 28, 29, 32, 44, 55, 64, 66, 70, 71, 72, 78, 83, 88, 98, 106, 127, 130,
        137, 138, 153, 163, 165, 167, 186, 187, 196, 201, 203, 204, 213, 215, 231, 235, 236,
        240, 246]),
    "2025-06-01": ("0b271cb037", [
        3, 10, 17, 20, 21, 22, 23, 24, 25, 39, 51, 52, 63, 72, 77, 84, 87, 90, 95, 101, 113,
        116, 127, 129, 132, 133, 150, 151, 166, 187, 204, 217, 221, 227, 232, 235, 238, 239,
        248, 249]),
    "2026-01-15": ("998c77ecd4", [
        2, 3, 9, 13, 14, 36, 41, 44, 48, 59, 65, 67, 75, 76, 79, 88, 89, 96, 99, 109, 122, 128,
        140, 143, 144, 155, 158, 164, 165, 169, 171, 176, 177, 195, 211, 213, 223, 229, 230,
        247]),
}

#: Prints the layouts of the pinned days (and a later run of days) as JSON,
#: loading ``daily.py`` alone (standard library only), so any interpreter runs it.
_SCRIPT = """
import datetime, importlib.util, json, sys
spec = importlib.util.spec_from_file_location("daily_alone", sys.argv[1])
module = importlib.util.module_from_spec(spec)
sys.modules["daily_alone"] = module
spec.loader.exec_module(module)
days = [datetime.date.fromisoformat(d) for d in sys.argv[2:]]
print(json.dumps({d.isoformat(): sorted(r * 16 + c for r, c in module.daily_board(d).mines)
                  for d in days}))
"""


def _days() -> list[str]:
    start = datetime.date(2026, 11, 1)
    return [*PINNED, *((start + datetime.timedelta(days=n)).isoformat() for n in range(40))]


def _layouts_in(python: str) -> dict[str, list[int]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONHASHSEED"] = "random"  # a hash order dependence would show
    out = subprocess.run([python, "-c", _SCRIPT, str(DAILY_FILE), *_days()], env=env,
                         capture_output=True, text=True, check=True, timeout=120)
    result: dict[str, list[int]] = json.loads(out.stdout)
    return result


def _here() -> dict[str, list[int]]:
    return {d: sorted(r * 16 + c for r, c in daily_board(parse_day(d)).mines) for d in _days()}


@pytest.mark.parametrize("day", sorted(PINNED))
def test_past_days_are_pinned(day: str) -> None:
    code, mines = PINNED[day]
    board = daily_board(parse_day(day), RULES["d1"])
    assert sorted(r * 16 + c for r, c in board.mines) == mines
    assert board.code == code
    assert board.key == f"d1:{day}"


def test_the_same_date_gives_the_same_layout_in_two_processes() -> None:
    first = _layouts_in(sys.executable)
    second = _layouts_in(sys.executable)
    assert first == second == _here()


def _pyenv_python(version: str) -> str | None:
    """The pyenv interpreter of ``version`` (e.g. "3.10"), or None."""
    pyenv = shutil.which("pyenv")
    if pyenv is None:
        return None
    listed = subprocess.run([pyenv, "versions", "--bare"], capture_output=True, text=True,
                            timeout=60).stdout.split()
    found = sorted((v for v in listed if v == version or v.startswith(version + ".")),
                   key=lambda v: [int(p) for p in v.split(".") if p.isdigit()])
    if not found:
        return None
    root = subprocess.run([pyenv, "root"], capture_output=True, text=True,
                          timeout=60).stdout.strip()
    python = Path(root) / "versions" / found[-1] / "bin" / "python"
    return str(python) if python.exists() else None


@pytest.mark.parametrize("version", ["3.10", "3.13"])
def test_the_same_date_gives_the_same_layout_on_other_pythons(version: str) -> None:
    python = _pyenv_python(version)
    if python is None:
        pytest.skip(f"no Python {version} under pyenv on this machine")
    assert _layouts_in(python) == _here()


def test_every_day_keeps_the_opening_free_and_has_the_rule_s_mine_count() -> None:
    rule = CURRENT_RULE
    r0, c0 = rule.opening
    around = {(r0 + dr, c0 + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)}
    for n in range(200):
        board = daily_board(datetime.date(2026, 1, 1) + datetime.timedelta(days=n))
        assert len(board.mines) == rule.mines
        assert not board.mines & around
        assert all(0 <= r < rule.rows and 0 <= c < rule.cols for r, c in board.mines)


def test_days_differ() -> None:
    boards = {daily_board(datetime.date(2026, 3, 1) + datetime.timedelta(days=n)).mines
              for n in range(100)}
    assert len(boards) == 100


def test_the_opening_cell_opens_an_area_on_the_game_s_engine() -> None:
    board = daily_board(parse_day("2025-06-01"))
    game = Game.from_layout(board.rule.rows, board.rule.cols, board.mines)
    changed = game.reveal(*board.first_click)
    assert game.number(*board.first_click) == 0
    assert len(changed) >= 9
    assert game.status in (Status.PLAYING, Status.WON)


def test_the_code_depends_on_every_mine() -> None:
    board = daily_board(parse_day("2025-06-01"))
    moved = set(board.mines)
    moved.remove(min(moved))
    moved.add((15, 0) if (15, 0) not in board.mines else (15, 1))
    assert board_code(16, 16, moved) != board.code


def test_the_hash_stream_draws_evenly_and_refuses_bad_bounds() -> None:
    stream = HashStream(b"seed")
    counts = [0] * 6
    for _ in range(6000):
        counts[stream.below(6)] += 1
    assert min(counts) > 850  # each 1000 expected; 850 is beyond 5 standard deviations
    with pytest.raises(ValueError):
        stream.below(0)


@pytest.mark.parametrize("text", ["2026-13-01", "2026-02-30", "26-01-01", "2026/01/01",
                                  "1999-12-31", "", "2026-01-0\u0661", "yesterday"])
def test_bad_dates_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_day(text)


def test_the_day_changes_at_midnight_utc_in_every_time_zone() -> None:
    east = datetime.timezone(datetime.timedelta(hours=9))
    # 08:59 in Tokyo on the 28th is 23:59 UTC on the 27th: still the 27th's board.
    assert utc_today(datetime.datetime(2026, 11, 28, 8, 59, tzinfo=east)) == \
        datetime.date(2026, 11, 27)
    assert utc_today(datetime.datetime(2026, 11, 28, 9, 0, tzinfo=east)) == \
        datetime.date(2026, 11, 28)
