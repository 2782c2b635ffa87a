"""``--export-replays DIR``: write every game of the history as an EVF file.

Exit codes (the value :func:`export_replays` returns):

* 0: every game with a recording was written (an empty history writes nothing);
* 1: some games were skipped (damaged recording, or no game in it), the rest
  were written; or the history file was damaged (it is moved aside);
* 2: ``DIR`` cannot be created or written (not a folder, no permission, full).

Messages go to standard error; the number written to standard output.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def export_replays(
    folder: str | os.PathLike[str], history_path: str | os.PathLike[str] | None = None
) -> int:
    """Export every game of the history at ``history_path`` (default: the
    game's data folder) into ``folder``; returns the exit code (see above)."""
    from ..storage.history import History, HistoryDamaged

    out = Path(folder)
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=out, prefix=".write-test-"):
            pass
    except OSError as error:
        print(f"minesweeper-qt: cannot write replays to {out}: {error.strerror or error}",
              file=sys.stderr)
        return 2
    try:
        history = History(history_path)
        written, skipped = history.export_all(out)
    except HistoryDamaged as error:
        print(f"minesweeper-qt: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"minesweeper-qt: cannot write replays to {out}: {error.strerror or error}",
              file=sys.stderr)
        return 2
    print(f"{written} replays written to {out}")
    if skipped:
        print(f"minesweeper-qt: {skipped} games had no usable recording", file=sys.stderr)
        return 1
    return 0
