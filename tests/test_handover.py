"""The hand-over channel's running end (``minesweeper_qt/handover.py``'s
:class:`Listener`) at quit: a later launch still connected when the running
copy goes (the window vanishes at Ctrl+Q while the game is kept, and the
player starts the game again) is dropped without a fault."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtNetwork import QLocalSocket

from minesweeper_qt.handover import Listener


def test_a_launch_connected_as_the_copy_quits_is_dropped_quietly(qtbot: Any,
                                                                   tmp_path: Path) -> None:
    listener = Listener()
    path = str(tmp_path / "channel")
    assert listener.listen(path) is None
    launch = QLocalSocket()
    launch.connectToServer(path)
    assert launch.waitForConnected(5000)
    qtbot.waitUntil(lambda: bool(listener._buffers))  # heard, its line not yet
    listener.close()  # the quit (SingleInstance.release), then the window goes
    shiboken6.delete(listener)
    qtbot.wait(10)
    launch.abort()
