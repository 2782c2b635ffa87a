"""``--export-replays DIR``: write every game of the history as a replay file
(in :data:`~minesweeper_qt.replay.formats.EXPORT_FORMAT`).

Exit codes (the value :func:`export_replays` returns):

* 0: every game with a recording was written (an empty history writes nothing);
* 1: some games were skipped (a damaged row or recording, or no game in it),
  the rest were written; or the history file was damaged (it is set aside,
  with its readable games merged into a new one, and those are exported);
* 2: ``DIR`` cannot be created or written (not a folder, no permission, full),
  or the history cannot be read now (locked by another program, a full or
  unreadable disk): one line says which, no traceback.

Messages go to standard error (one line each, in the player's language; a
skipped game is named, with its board, date and the reason); the number
written to standard output. Files get the user's usual permissions.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from minesweeper_qt.storage.exports import Skipped

translate = QCoreApplication.translate


class ExportText(QObject):
    """The command line's sentences with a count (plural forms need ``tr()``)."""

    def written(self, n: int) -> str:
        return self.tr("%n replay(s) written to {0}", "", n)

    def skipped(self, n: int) -> str:
        return self.tr("minesweeper-qt: %n game(s) had no usable recording", "", n)


def skipped_line(skipped: Skipped) -> str:
    """One line naming a game that was not exported and why (translated)."""
    # The export mode only (as export_replays).
    from minesweeper_qt.storage.exports import (
        DAMAGED_RECORDING,
        DAMAGED_ROW,
        NO_RECORDING,
    )

    row = skipped.row
    game = str(row.id)
    if skipped.why != DAMAGED_ROW:  # a damaged row's other fields mean nothing
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(row.played_at))
        game += f" ({row.rows}x{row.cols}x{row.mines}, {when})"
    why = {
        DAMAGED_ROW: translate("Export", "its row in the history is damaged"),
        DAMAGED_RECORDING: translate("Export", "its recording is damaged"),
        NO_RECORDING: translate("Export", "it has no recording"),
    }.get(skipped.why, translate("Export", "its recording is not a game a replay file can hold"))
    return translate("Export", "minesweeper-qt: game {0} was not exported: {1}").format(game, why)


def _say(text: str, error: bool = False) -> None:
    print(text, file=sys.stderr if error else sys.stdout)


def install_language() -> object:
    """The player's language for the messages (as the game's); returns the
    translators (keep them). Needs the application object."""
    # The export mode's own loads.
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage.settings import Settings

    try:
        language = Settings().language or None
    except Exception:  # damaged settings: the system's language
        language = None
    translators = Translators()
    try:
        translators.install(language)
    except ValueError:
        translators.install(None)
    return translators


def export_replays(folder: str | os.PathLike[str],
                   history_path: str | os.PathLike[str] | None = None) -> int:
    """Export every game of the history at ``history_path`` (default: the
    game's data folder) into ``folder``; returns the exit code (see above).
    Messages are in the language installed (see :func:`install_language`)."""
    # The export mode's own loads.
    from minesweeper_qt.storage.exports import export_games
    from minesweeper_qt.storage.history import History, HistoryError
    from minesweeper_qt.view.history.history_text import fault_words, set_aside_text

    out = Path(folder)
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=out, prefix=".write-test-"):
            pass
    except OSError as error:
        _say(translate("Export", "minesweeper-qt: cannot write replays to {0}: {1}").format(
            out, error.strerror or error), error=True)
        return 2
    code = 0
    try:
        history = History(history_path)
        for report in history.set_aside:
            _say("minesweeper-qt: " + set_aside_text(report), error=True)
            code = 1
        done = export_games(history, out)
        history.close()
    except HistoryError as error:
        _say(translate("Export", "minesweeper-qt: the game history cannot be read: {0}").format(
            fault_words(error.fault, str(error))), error=True)
        return 2
    except OSError as error:
        _say(translate("Export", "minesweeper-qt: cannot write replays to {0}: {1}").format(
            out, error.strerror or error), error=True)
        return 2
    text = ExportText()
    _say(text.written(done.written).format(out))
    if done.skipped:
        for skipped in done.reasons:
            _say(skipped_line(skipped), error=True)
        _say(text.skipped(done.skipped), error=True)
        return 1
    return code
