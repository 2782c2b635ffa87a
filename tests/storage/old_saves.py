"""Save files as version 1 of the format, 0.1.0's, wrote them (a snapshot of
the cells, the click counts and the moves): the program writes version 3 now,
and still reads these."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

from minesweeper_qt.engine import Game, MoveKind
from minesweeper_qt.storage.save_format import MOVE

_CODES = {MoveKind.REVEAL: 0, MoveKind.FLAG: 1, MoveKind.CHORD: 2}


def _blob(data: bytes) -> str:
    return base64.b64encode(zlib.compress(data)).decode("ascii")


def old_document(game: Game, counted: bool = True) -> dict[str, Any]:
    """The JSON object 0.1.0's writer (version 1) made of ``game``."""
    snap = game.snapshot()
    n = snap.rows * snap.cols
    mine_map = None
    if snap.mines is not None:
        built = bytearray(n)
        for index in snap.mines:
            built[index] = 1
        mine_map = _blob(bytes(built))
    doc: dict[str, Any] = {
        "format": "minesweeper-qt saved game", "version": 1,
        "written_by": "minesweeper-qt 0.1.0", "rows": snap.rows, "cols": snap.cols,
        "mines": snap.mine_count, "seed": snap.seed, "first_click": snap.first_click.value,
        "question_marks": snap.question_marks, "counted": counted, "status": snap.status.value,
        "elapsed": snap.elapsed,
        "clicks": {"left": snap.left_clicks, "right": snap.right_clicks,
                   "chord": snap.chord_clicks},
        "exploded": None if snap.exploded is None else list(divmod(snap.exploded, snap.cols)),
        "cells": _blob(snap.cells), "mine_map": mine_map, "move_count": len(snap.moves),
        "moves": _blob(b"".join(MOVE.pack(_CODES[m.kind], m.row, m.col, m.time)
                                for m in snap.moves)),
    }
    return doc


def old_bytes(game: Game, **options: Any) -> bytes:
    """The bytes of :func:`old_document`."""
    return json.dumps(old_document(game, **options), indent=1).encode("utf-8")
