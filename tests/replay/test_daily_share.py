"""The daily result line: written, read back, checked against this copy's board."""

from __future__ import annotations

import dataclasses
import datetime

import pytest

from minesweeper_qt.engine.daily import daily_board
from minesweeper_qt.replay.daily_share import (
    SharedResult,
    ShareVerdict,
    check,
    parse_share,
    share_line,
    shared_result,
)

DAY = datetime.date(2025, 6, 1)


def _result(**changes: object) -> SharedResult:
    result = SharedResult(DAY, "d1", True, 8341, 162, daily_board(DAY).code)
    return dataclasses.replace(result, **changes)  # type: ignore[arg-type]


def test_the_line_says_everything_and_parses_back() -> None:
    result = _result()
    line = share_line(result)
    assert line == ("Minesweeper daily 2025-06-01 (d1): won 83.41 s, 3BV/s 1.62, "
                    f"board #{result.code}")
    assert parse_share(line) == result
    lost = _result(won=False, time_cs=5, rate_cs=0)
    assert parse_share(share_line(lost)) == lost


def test_the_line_is_found_in_a_chat_message() -> None:
    result = _result()
    assert parse_share(f"beat that!  {share_line(result)}  :)\n") == result


def test_figures_are_truncated_as_the_game_shows_them() -> None:
    # 5.749 s shows 5.74 s; 3BV 17 in 5.749 s is 2.957... shown 2.95.
    made = shared_result(DAY, "d1", True, 5749, 17, "0" * 10)
    assert (made.time_cs, made.rate_cs) == (574, 295)
    assert "won 5.74 s, 3BV/s 2.95," in share_line(made)


def test_the_code_verifies_the_board() -> None:
    assert check(_result()) is ShareVerdict.SAME_BOARD
    assert check(_result(day=DAY + datetime.timedelta(days=1))) is ShareVerdict.OTHER_BOARD
    assert check(_result(rule="d9")) is ShareVerdict.UNKNOWN_RULE


@pytest.mark.parametrize("text", [
    "", "Minesweeper daily", "Minesweeper daily 2025-02-30 (d1): won 1.00 s, 3BV/s 1.00, "
    "board #0123456789", "Minesweeper daily 2025-06-01 (d1): drew 1.00 s, 3BV/s 1.00, "
    "board #0123456789", "Minesweeper daily 2025-06-01 (d1): won 1.00 s, 3BV/s 1.00, board #01"])
def test_other_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_share(text)
