"""``--daily-verify LINE``: check a shared daily result line on standard output.

Exit status 0 when this copy of the game makes the board the line was played
on (its code matches), 1 when it does not (or the rule is unknown here), 2 when
the text holds no result line. Works offline: the board is made here.
"""

from __future__ import annotations

import sys

from minesweeper_qt.replay.daily_share import ShareVerdict, check, parse_share


def verify_line(text: str) -> int:
    """Print what ``text``'s result line is worth; returns the exit status."""
    try:
        shared = parse_share(text)
    except ValueError as error:
        print(f"minesweeper-qt: error: {error}", file=sys.stderr)
        return 2
    verdict = check(shared)
    board = f"the daily board of {shared.day.isoformat()} (rule {shared.rule})"
    if verdict is ShareVerdict.SAME_BOARD:
        result = "won" if shared.won else "lost"
        print(f"Verified: {board}, board #{shared.code}: {result} in "
              f"{shared.time_cs // 100}.{shared.time_cs % 100:02d} s, "
              f"3BV/s {shared.rate_cs // 100}.{shared.rate_cs % 100:02d}.")
        return 0
    if verdict is ShareVerdict.UNKNOWN_RULE:
        print(f"Not verified: rule {shared.rule} is unknown to this version of the game.")
    else:
        print(f"Not verified: board #{shared.code} is not {board}.")
    return 1
