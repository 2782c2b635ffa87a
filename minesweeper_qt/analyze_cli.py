"""``--analyze FILE [--json]``: the review of a replay file on standard output.

Without ``--json`` the review is printed as text in the interface language
(``--lang``, else the game's setting or the system's); with it, one JSON
object (see :func:`minesweeper_qt.replay.review.to_json`). A file that cannot
be read (damaged, truncated, not a replay, ms-toollib missing) prints one
line on standard error and exits 2. The file is read by the isolated parsing
child (:mod:`minesweeper_qt.replay.parse_child`), as the replay window does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from minesweeper_qt.replay.formats import (
    ReplayFormatError,
    ReplayLibraryMissing,
    clean_name,
    import_replay,
)
from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.review import Review, Verdict, knowledge_before, review, to_json


def readable(path: Path, recording: Recording, result: Review) -> str:
    """The review as lines of text (the current language)."""
    # The texts only for a reader: --json needs no language (a mode).
    from minesweeper_qt.view.replay.review_text import (
        ReviewTexts,
        move_lines,
        proof_for,
        summary_lines,
    )

    translate = QCoreApplication.translate
    who = clean_name(recording.player)
    title = translate("Review", "Review of {0}").format(path.name)
    if who:
        title += f" \u2014 {who}"
    board = translate("Review", "{0} \u00d7 {1}, {2} mines").format(
        recording.rows, recording.cols, recording.mine_count)
    lines = [title, f"{board} \u00b7 {recording.software}", ""]
    lines += summary_lines(result.summary)
    marks = result.marks()
    if marks:
        lines += ["", translate("Review", "Moves worth a look:")]
    for m in marks:
        proof = None
        if m.verdict in (Verdict.AVOIDABLE_GUESS, Verdict.MISTAKE):
            game, analysis = knowledge_before(recording, m)
            if analysis is not None:
                proof = proof_for(game.knowledge(), analysis, m)
        entry = move_lines(m, proof)
        lines.append("  " + entry[0])
        lines += ["      " + line for line in entry[1:]]
    if marks:  # ("the other moves": only after the moves listed)
        lines += ["", ReviewTexts().safe_moves(len(result.moves) - len(marks))]
    return "\n".join(lines)


def analyze_file(path: str, *, as_json: bool, language: str | None = None) -> int:
    """Review the replay file ``path`` and print it; returns the exit status
    (0, or 2 when the file cannot be read)."""
    target = Path(path)
    try:
        recording = import_replay(target)
        result = review(recording)
    except (ReplayFormatError, ReplayLibraryMissing) as error:
        print(f"minesweeper-qt: {error}", file=sys.stderr)
        return 2
    except ValueError as error:  # numbers that cannot be met: not a real game
        print(f"minesweeper-qt: {target.name}: the replay is not a consistent game ({error})",
              file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(to_json(result)))
        return 0
    # The language only for text output, not --json (a mode).
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage.settings import Settings

    if QCoreApplication.instance() is None:
        QCoreApplication([sys.argv[0] if sys.argv else "minesweeper-qt"])
    Translators().install(language or Settings().language or None)
    print(readable(target, recording, result))
    return 0
